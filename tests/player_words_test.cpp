// Issue 28, the words a player reads: every message muster-cli shows for the bundled examples
// and the imported lists, and every printed card and sheet, speaks the player's language — no
// "seed 004", no line references such as 000:60-64 or l.618, no message ids such as
// [xml.parse], no markup such as turn="left", no internal ids such as d2 or u14. Those stay
// behind: in --json, --explain and --sources.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "campaign_test_fixtures.hpp"
#include "muster/siege/siege_plan.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace player_words_test {

// One output a player reads, and where it comes from.
struct PlayerText {
    std::string place;  // the command that showed or printed it
    std::string text;
};

// A word that belongs to the project or to a file, never to a player's sentence.
struct ForbiddenWord {
    const char* what;
    std::regex pattern;
};

static const std::vector<ForbiddenWord>& forbidden_words() {
    static const std::vector<ForbiddenWord> words{
        {"a seed number", std::regex(R"(\b(seed|source) ?0\d\d\b)", std::regex::icase)},
        {"a line reference", std::regex(R"(\b0\d\d:\d+|\bl\. ?\d+)")},
        {"a message id", std::regex(R"(\[[a-z0-9-]+\.[a-z0-9.-]+\])")},
        {"a markup attribute", std::regex(R"(\b[a-z-]+="[^"]*")")},
        // a roster's unit or division id; a die (d6, d10) is the player's word
        {"an internal id", std::regex(R"(\b(?!d(?:4|6|8|10|12|20|100)\b)[du][0-9]+\b)")},
    };
    return words;
}

// Every forbidden word in one output, as "place: what «match»".
static std::vector<std::string> forbidden_in(const PlayerText& output) {
    std::vector<std::string> found;
    for (const ForbiddenWord& word : forbidden_words()) {
        for (std::sregex_iterator it(output.text.begin(), output.text.end(), word.pattern), end; it != end; ++it) {
            const std::size_t from = static_cast<std::size_t>(std::max<long>(0, it->position() - 40));
            std::string around = output.text.substr(from, 100);
            for (char& c : around)
                if (c == '\n') c = ' ';
            found.push_back(output.place + ": " + word.what + " «" + it->str() + "» in …" + around + "…");
        }
    }
    return found;
}

static std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

// The CLI run with an empty (or a given) user data folder, so only bundled and imported lists count.
static CommandResult cli_at(const fs::path& home, const std::string& arguments) {
    return run_command("XDG_DATA_HOME=" + quoted(home) + " " + cli() + " " + arguments + " 2>&1");
}

static std::vector<fs::path> files_ending(const std::string& folder, const std::string& ending) {
    std::vector<fs::path> out;
    for (const auto& entry : fs::recursive_directory_iterator(source_path(folder))) {
        const std::string name = entry.path().filename().string();
        if (name.size() > ending.size() && name.compare(name.size() - ending.size(), ending.size(), ending) == 0) out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The root element's id="…" of an XML file.
static std::string root_id(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    std::smatch id;
    const std::string content = text.str();
    if (std::regex_search(content, id, std::regex(R"(<(deck|faction)\b[^>]*\bid="([^"]+)\")"))) return id[2];
    return "";
}

const std::vector<std::string> languages{"en", "fr"};

// What the player reads on a printed PDF.
static void add_printed(std::vector<PlayerText>& outputs, const fs::path& home, const std::string& arguments) {
    const fs::path pdf = home / "printed.pdf";
    fs::remove(pdf);
    const CommandResult printed = cli_at(home, arguments + " -o " + quoted(pdf));
    outputs.push_back({arguments, printed.output});
    if (fs::exists(pdf)) outputs.push_back({arguments + " (the PDF)", run_command("pdftotext -layout " + quoted(pdf) + " - 2>/dev/null").output});
}

static void add_shown(std::vector<PlayerText>& outputs, const fs::path& home, const std::string& arguments) {
    outputs.push_back({arguments, cli_at(home, arguments).output});
}

// Every output of the bundled examples, decks and lists, in both languages.
static std::vector<PlayerText> bundled_outputs(const fs::path& home) {
    std::vector<PlayerText> outputs;
    for (const std::string& lang : languages) {
        const std::string cmd = "--lang " + lang + " ";
        for (const fs::path& deck : files_ending("templates/cards", ".xml")) add_printed(outputs, home, cmd + "print card " + root_id(deck));
        for (const fs::path& faction : files_ending("lists", ".xml"))
            if (faction.parent_path().filename() == "factions") add_shown(outputs, home, cmd + "show " + root_id(faction));
        for (const fs::path& roster : files_ending("lists", ".roster.xml")) {
            add_shown(outputs, home, cmd + "validate " + quoted(roster));
            add_shown(outputs, home, cmd + "validate --siege-side " + quoted(roster));
            add_printed(outputs, home, cmd + "print roster " + quoted(roster));
            add_printed(outputs, home, cmd + "print unit-cards " + quoted(roster));
            add_printed(outputs, home, cmd + "print summary " + quoted(roster));
        }
        for (const fs::path& plan : files_ending("lists", ".siege.xml")) {
            add_shown(outputs, home, cmd + "siege show " + quoted(plan));
            add_printed(outputs, home, cmd + "print siege " + quoted(plan));
        }
        for (const fs::path& design : files_ending("lists", ".onus.xml")) add_shown(outputs, home, cmd + "onus check " + quoted(design));
        for (const fs::path& army : files_ending("lists", ".wfb3.xml")) {
            add_shown(outputs, home, cmd + "wfb3 army " + quoted(army));
            add_printed(outputs, home, cmd + "print unit-cards " + quoted(army));
            add_printed(outputs, home, cmd + "print summary " + quoted(army));
        }
        add_shown(outputs, home, cmd + "siege items");
        add_shown(outputs, home, cmd + "tower check --level1 10 --level2 10 --level3 6 --pushers 7 --overload");
        add_shown(outputs, home, cmd + "tower check --level2 5 --pushers 8 --rampart-level 3 --lower-drawbridge --winch 2 --rampart-distance 1");
        add_shown(outputs, home, cmd + "onus cost --towers 4 --walls 7 --gate-walls 1 --material stone");
    }
    return outputs;
}

// The imported wm-selector lists: what import says, each list shown, and an empty army of each checked.
static std::vector<PlayerText> imported_outputs(const fs::path& home) {
    std::vector<PlayerText> outputs;
    const std::vector<std::string> fixtures{"the-dale-garrison.json", "the-everything-army.json", "the-march-host.json",
                                            "special-rules/Warmaster Medieval Armies.json", "magic-items/Warmaster Medieval Armies.json"};
    std::string files;
    for (const std::string& f : fixtures) files += " " + quoted(test_data("wm-selector-fixtures/" + f));
    add_shown(outputs, home, "lists import" + files);
    for (const fs::path& faction : fs::recursive_directory_iterator(home / "muster/lists")) {
        if (faction.extension() != ".xml" || faction.parent_path().filename() != "factions") continue;
        const std::string id = root_id(faction);
        const fs::path roster = home / (id + ".roster.xml");
        REQUIRE(cli_at(home, "roster new " + quoted(roster) + " --faction " + id + " --points 1000").status == 0);
        for (const std::string& lang : languages) {
            add_shown(outputs, home, "--lang " + lang + " show " + id);
            add_shown(outputs, home, "--lang " + lang + " validate " + quoted(roster));
        }
    }
    return outputs;
}

// A campaign that has seen a roster saved with a reason, a siege started and advanced to its
// assault, a battle with losses on both sides and a correction: what its log, its armies'
// histories and its summary show, in each language.
static std::vector<PlayerText> campaign_outputs(const fs::path& home) {
    const fs::path file = home / "campaign.muster-campaign";
    {
        Campaign c = Campaign::create(file, "Cent Ans", "hail-caesar-hyw", "1415-10-25", "test", bundled_lists().system("hail-caesar-hyw")->name);
        const auto [ost, host] = besiege_harfleur(c);
        BattleInput battle;
        battle.scenario = "Agincourt";
        battle.army_a = ost;
        battle.army_b = host;
        battle.players_result = PlayersResult::second_wins;
        battle.units_lost_a = {example_roster("french-legal").divisions.at(0).units.at(0).id};
        battle.units_lost_b = {example_roster("english-legal").divisions.at(0).units.at(0).id};
        c.record_battle(
            battle, nullptr, []() -> const ListLibrary& { return bundled_lists(); }, "test");
        c.rename_army(host, "Henry's host", "organiser");
    }
    std::vector<PlayerText> outputs;
    for (const std::string& lang : languages) {
        const std::string cmd = "--lang " + lang + " campaign -f " + quoted(file) + " ";
        for (const char* shown : {"show", "log", "history Ost", "history \"Henry's host\""}) add_shown(outputs, home, cmd + shown);
    }
    return outputs;
}

static void check_no_forbidden_words(const std::vector<PlayerText>& outputs) {
    std::vector<std::string> places;
    for (const PlayerText& output : outputs)
        for (std::string& place : forbidden_in(output)) places.push_back(std::move(place));
    std::string listed;
    for (const std::string& place : places) listed += place + "\n";
    CHECK_MESSAGE(places.empty(), places.size() << " places a player reads project or file words:\n" << listed);
}

TEST_CASE("player words: the bundled examples, lists and decks show and print no seed, line, message id, markup or internal id") {
    const TempFolder home{"player-words"};
    const std::vector<PlayerText> outputs = bundled_outputs(home.path());
    CHECK(outputs.size() > 100);
    check_no_forbidden_words(outputs);
}

TEST_CASE("player words: the imported Warmaster lists show and check in the player's words") {
    const TempFolder home{"player-words-import"};
    const std::vector<PlayerText> outputs = imported_outputs(home.path());
    CHECK(outputs.size() > 6);
    check_no_forbidden_words(outputs);
}

TEST_CASE("player words: a campaign's log, histories and summary speak the player's words in each language") {
    const TempFolder home{"player-words-campaign"};
    const std::vector<PlayerText> outputs = campaign_outputs(home.path());
    REQUIRE(outputs.size() == 8);
    CHECK(outputs[1].text.find("Agincourt") != std::string::npos);        // the log, with the battle
    CHECK(outputs[7].text.find("Archers anglais") != std::string::npos);  // Henry's losses, named in French
    CHECK(outputs[7].text.find("English archers") == std::string::npos);
    check_no_forbidden_words(outputs);
}

TEST_CASE("player words: the places of the source stand one step away — print card --sources, --explain and --json") {
    const TempFolder home{"player-words-why"};
    const fs::path pdf = home / "deck.pdf";
    REQUIRE(cli_at(home.path(), "print card warmaster-siege --sources -o " + quoted(pdf)).status == 0);
    const std::string with_sources = run_command("pdftotext " + quoted(pdf) + " - 2>/dev/null").output;
    CHECK(with_sources.find("Sources: 000:") != std::string::npos);
    REQUIRE(cli_at(home.path(), "--lang fr print card warmaster-siege --sources -o " + quoted(pdf)).status == 0);
    CHECK(run_command("pdftotext " + quoted(pdf) + " - 2>/dev/null").output.find("Sources : 000:") != std::string::npos);
    const std::string roster = quoted(source_path("lists/hail-caesar-hyw/examples/french-garrison.roster.xml"));
    const std::string explained = cli_at(home.path(), "--explain validate --siege-side " + roster).output;
    CHECK(explained.find("[fr-mounted-knights; 000:72-75; 004:318]") != std::string::npos);
    CHECK(explained.find("(in a siege: ") != std::string::npos);
    const std::string plain = cli_at(home.path(), "validate --siege-side " + roster).output;
    CHECK(plain.find("is lifted for a siege side") != std::string::npos);
    CHECK(plain.find("000:") == std::string::npos);
    // The ONUS! and siege tower data cite their source as every list does, in every language.
    for (const std::string& lang : languages) {
        const std::string tower = cli_at(home.path(), "--lang " + lang + " --explain tower check --level2 5 --pushers 8 --rampart-level 1").output;
        CHECK(tower.find("[tower.unused-level; 001:68]") != std::string::npos);
        CHECK(tower.find("seed") == std::string::npos);
        CHECK(tower.find("l.68") == std::string::npos);
    }
}

}  // namespace player_words_test
