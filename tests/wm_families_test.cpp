// Issue 29: wm-selector's special-rules and magic-items files told apart from army files, and
// matched to their family, by their content whatever the files are called.
#include <doctest/doctest.h>

#include <filesystem>

#include <algorithm>
#include <map>

#include "muster/import/list_import.hpp"
#include "muster/print/printing.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wm_families_test {

namespace {

const fs::path& run_folder() {
    static const TempFolder dir{"wm-families"};
    return dir.path();
}

fs::path fixture(const std::string& relative) { return test_data("wm-selector-fixtures/" + relative); }

// The fixture's texts files copied under other names, as a user saves or downloads them.
std::vector<fs::path> renamed_fixture_files(const fs::path& dir) {
    fs::create_directories(dir);
    const fs::path rules = dir / "special-rules-warmaster-medieval-armies.json";
    const fs::path items = dir / "Warmaster%20Medieval%20Armies.json";
    fs::copy_file(fixture("special-rules/Warmaster Medieval Armies.json"), rules, fs::copy_options::overwrite_existing);
    fs::copy_file(fixture("magic-items/Warmaster Medieval Armies.json"), items, fs::copy_options::overwrite_existing);
    return {fixture("the-march-host.json"), fixture("the-dale-garrison.json"), fixture("the-everything-army.json"), rules, items};
}

std::vector<fs::path> family_files() {
    std::vector<fs::path> files;
    for (const char* name : {"empire.json", "dwarfs.json", "witch-hunter.json", "orcs.json", "nains.json", "romans.json", "kislev.json"})
        files.push_back(fixture(std::string("families/") + name));
    files.push_back(fixture("the-march-host.json"));
    files.push_back(fixture("special-rules/Warmaster Medieval Armies.json"));
    return files;
}

// The installed lists with an import's folder on top.
ListLibrary lists_with(const fs::path& folder) {
    std::vector<FolderReport> reports;
    ListLibrary library = ListLibrary::load({{source_path("lists"), ListOrigin::installed}, {folder, ListOrigin::user}}, reports);
    for (const FolderReport& r : reports) REQUIRE_MESSAGE(r.report.empty(), format_human(r.report));
    return library;
}

const fs::path& imported_families() {
    static const fs::path folder = [] {
        const fs::path lists = run_folder() / "families";
        const ListImport result = import_wm_selector_files(family_files(), bundled_lists(), {lists, ""});
        REQUIRE_MESSAGE(result.exit_code() == 0, format_list_import(result), format_human(result.problems));
        return lists;
    }();
    return folder;
}

bool has_capability(const ListLibrary& lists, const std::string& faction_id, const std::string& unit_name, const std::string& capability) {
    const Faction* faction = lists.faction(faction_id);
    REQUIRE_MESSAGE(faction, faction_id);
    for (const UnitProfile& unit : faction->units)
        if (unit.name.en == unit_name) return std::find(unit.capabilities.begin(), unit.capabilities.end(), capability) != unit.capabilities.end();
    FAIL("no unit " << unit_name << " in " << faction_id);
    return false;
}

std::string roster_text(const std::string& system, const std::string& faction, double limit, const std::vector<std::string>& refs) {
    std::string units;
    int id = 1;
    for (const std::string& ref : refs) units += "<unit id=\"u" + std::to_string(id++) + "\" ref=\"" + ref + "\"/>";
    return "<roster format=\"1\" name=\"r\" system=\"" + system + "\" faction=\"" + faction + "\" list-revision=\"1\" points-limit=\"" +
           std::to_string(static_cast<int>(limit)) + "\"><division id=\"d1\" name=\"Army\" commander=\"true\">" + units + "</division></roster>";
}

}  // namespace

TEST_CASE("import: each wm-selector family is written for its own game system, picked from the file's version") {
    const ListImport result = import_wm_selector_files(family_files(), bundled_lists(), {run_folder() / "systems", ""});
    CHECK_MESSAGE(result.exit_code() == 0, format_list_import(result));
    std::map<std::string, std::string> system_of;
    for (const ImportedList& list : result.lists) system_of[list.name] = list.system_id;
    CHECK(system_of["Empire"] == "warmaster");
    CHECK(system_of["Dwarfs"] == "warmaster-revolution");
    CHECK(system_of["Nains"] == "warmaster-evolution");
    CHECK(system_of["Romans"] == "warmaster-ancients");
    CHECK(system_of["The March Host"] == "warmaster-medieval");
    CHECK(fs::exists(run_folder() / "systems/warmaster/factions/warmaster-empire.xml"));

    const ListLibrary lists = lists_with(imported_families());
    const Faction* empire = lists.faction("warmaster-empire");
    REQUIRE(empire);
    const GameSystem* system = lists.system(empire->system_id);
    REQUIRE(system);
    CHECK(system->name.en == "Warmaster (Fantasy)");
    CHECK(system->name.in(Language::french) == "Warmaster (Fantastique)");
    CHECK(system->siege_kit == "warmaster-fantasy-siege");
    CHECK(lists.system(lists.faction("warmaster-ancients-romans")->system_id)->siege_kit == "warmaster-medieval-siege");

    // show names the family's system, not Warmaster Medieval
    const CommandResult shown = run_command(cli() + " --lists '" + imported_families().string() + "' show warmaster-empire 2>&1");
    CHECK_MESSAGE(shown.output.find("Warmaster (Fantasy)") != std::string::npos, shown.output);
    CHECK(shown.output.find("Warmaster Medieval") == std::string::npos);
}

TEST_CASE("import 000-1441-1461: the units the Fantasy chapter names count as cannons or heavy artillery, and no others") {
    const ListLibrary lists = lists_with(imported_families());
    CHECK(has_capability(lists, "warmaster-empire", "Cannon", "gunpowder-artillery"));
    CHECK(has_capability(lists, "warmaster-empire", "Steam Tank", "gunpowder-artillery"));
    CHECK_FALSE(has_capability(lists, "warmaster-empire", "Helblaster", "gunpowder-artillery"));
    CHECK(has_capability(lists, "warmaster-revolution-dwarfs", "Cannon", "gunpowder-artillery"));
    CHECK_FALSE(has_capability(lists, "warmaster-revolution-dwarfs", "Flame Cannon", "gunpowder-artillery"));
    CHECK_FALSE(has_capability(lists, "warmaster-revolution-witch-hunter", "Cannon", "gunpowder-artillery"));
    CHECK(has_capability(lists, "warmaster-evolution-nains", "Canons", "gunpowder-artillery"));
    CHECK_FALSE(has_capability(lists, "warmaster-evolution-nains", "Canon à Flammes", "gunpowder-artillery"));
    CHECK(has_capability(lists, "warmaster-revolution-orcs", "Rock Lobber", "siege-heavy-artillery"));
    CHECK_FALSE(has_capability(lists, "warmaster-revolution-orcs", "Rock Lobber", "gunpowder-artillery"));
}

TEST_CASE("siege 000-1821-1828: a Fantasy siege between imported armies — bombards from the chapter's cannons, siege artillery in no break point") {
    const ListLibrary lists = lists_with(imported_families());
    const SiegeKit& kit = siege_kit_named("warmaster-fantasy-siege");
    for (const char* item : {"heavy-artillery", "light-artillery", "bombard", "defender-light-artillery"}) {
        REQUIRE(kit.item(item));
        CHECK_FALSE(kit.item(item)->counts_toward_break_point);
        CHECK(break_point_text(*kit.item(item)) == "does not count towards the break point");
    }
    Report report;
    const std::optional<Roster> empire = parse_roster(
        roster_text("warmaster", "warmaster-empire", 1500, {"general", "halberdiers", "halberdiers", "knights", "cannon"}), "empire.roster.xml", report);
    const std::optional<Roster> witch_hunters =
        parse_roster(roster_text("warmaster-revolution", "warmaster-revolution-witch-hunter", 1500, {"grand-inquisitor", "zealots", "zealots", "cannon"}),
                     "witch.roster.xml", report);
    REQUIRE_MESSAGE((empire && witch_hunters), format_human(report));
    SiegePlan plan = new_siege_plan(kit, 1000, "Altdorf");
    CHECK(plan.kit_id == "warmaster-fantasy-siege");
    plan.duration.months = 6;
    add_purchase(plan, kit, "bombard", 1);
    add_purchase(plan, kit, "heavy-artillery", 1);
    const SiegeVerdict v = evaluate_siege(plan, kit, {&*empire, nullptr, &lists});
    CHECK_MESSAGE(v.legal, format_human(v.report));
    const SiegeVerdict refused = evaluate_siege(plan, kit, {&*witch_hunters, nullptr, &lists});
    CHECK_FALSE(refused.legal);
    bool prerequisite = false;
    for (const Diagnostic& d : refused.report.diagnostics()) prerequisite = prerequisite || d.rule_id == "siege.prerequisite.bombard";
    CHECK(prerequisite);
    // the plan sheet says so of each artillery bought: none "counts towards the break point"
    const fs::path sheet = run_folder() / "altdorf.pdf";
    print_siege_plan(plan, v, kit, {}, sheet);
    std::string text;
    for (char c : run_command("pdftotext '" + sheet.string() + "' - 2>/dev/null").output) text += c == '\n' ? ' ' : c;
    CHECK_MESSAGE(text.find("does not count towards the break point") != std::string::npos, text);
    CHECK_MESSAGE(text.find("counts towards the break point") == std::string::npos, text);
}

TEST_CASE("import: special-rules and magic-items files are recognised by their content, whatever their names") {
    const fs::path dir = run_folder() / "renamed";
    const ListImport renamed = import_wm_selector_files(renamed_fixture_files(dir), bundled_lists(), {dir / "lists", "warmaster-medieval"});
    const ListImport named =
        import_wm_selector_files({fixture("the-march-host.json"), fixture("the-dale-garrison.json"), fixture("the-everything-army.json"),
                                  fixture("special-rules/Warmaster Medieval Armies.json"), fixture("magic-items/Warmaster Medieval Armies.json")},
                                 bundled_lists(), {run_folder() / "named", "warmaster-medieval"});
    CHECK_MESSAGE(renamed.exit_code() == named.exit_code(), format_list_import(renamed));
    CHECK_MESSAGE(renamed.exit_code() == 0, format_list_import(renamed));
    REQUIRE(renamed.lists.size() == named.lists.size());
    for (std::size_t i = 0; i < renamed.lists.size(); ++i) {
        CHECK(renamed.lists[i].unmapped.size() == named.lists[i].unmapped.size());
        CHECK(renamed.lists[i].rules == named.lists[i].rules);
    }
    CHECK(format_list_import(renamed).find("give") == std::string::npos);
}

TEST_CASE("import: a folder stands for every .json file under it, as wm-selector lays its lists out") {
    const ListImport from_folder = import_wm_selector_files({fixture("families")}, bundled_lists(), {run_folder() / "folder", ""});
    CHECK_MESSAGE(from_folder.exit_code() == 0, format_list_import(from_folder), format_human(from_folder.problems));
    CHECK(from_folder.lists.size() == 7);
    const CommandResult cli_run =
        run_command(cli() + " lists import --to '" + (run_folder() / "folder-cli").string() + "' '" + fixture("families").string() + "' 2>&1");
    CHECK_MESSAGE(cli_run.status == 0, cli_run.output);
    CHECK(fs::exists(run_folder() / "folder-cli/warmaster-evolution/factions/warmaster-evolution-nains.xml"));
}

TEST_CASE("siege 000-1421-1432: ladders are carried by infantry stands, never by Kislev's bears") {
    const ListLibrary lists = lists_with(imported_families());
    CHECK(has_capability(lists, "warmaster-kislev", "Bears", "no-siege-equipment"));
    CHECK_FALSE(has_capability(lists, "warmaster-kislev", "Warriors", "no-siege-equipment"));
    Report report;
    const std::optional<Roster> kislev = parse_roster(
        roster_text("warmaster", "warmaster-kislev", 1500, {"tzar", "warriors", "warriors", "bears", "horse-archers"}), "kislev.roster.xml", report);
    REQUIRE_MESSAGE(kislev, format_human(report));
    const SiegeKit& kit = siege_kit_named("warmaster-fantasy-siege");
    SiegePlan plan = new_siege_plan(kit, 1000, "Praag");
    plan.duration.months = 6;
    add_purchase(plan, kit, "ladders", 9);  // 6 stands of Warriors; the Bears' 3 cannot carry ladders
    const SiegeVerdict refused = evaluate_siege(plan, kit, {&*kislev, nullptr, &lists});
    const Diagnostic* said = nullptr;
    for (const Diagnostic& d : refused.report.diagnostics())
        if (d.rule_id == "siege.carriers.ladders") said = &d;
    REQUIRE_MESSAGE(said, format_human(refused.report));
    CHECK(said->severity == Severity::error);
    CHECK(said->message.find("only 6 stands") != std::string::npos);
    CHECK(said->message.find("Bears cannot (Carries no ladders, pushes no engines)") != std::string::npos);
    set_purchase(plan, kit, "ladders", 6);
    const SiegeVerdict held = evaluate_siege(plan, kit, {&*kislev, nullptr, &lists});
    CHECK_MESSAGE(held.legal, format_human(held.report));
}

TEST_CASE("siege deck 000-1342-1840: the Fantasy chapter on its own deck, in English and French") {
    auto card_text = [](const std::string& card, Language language) {
        const fs::path pdf = run_folder() / (card + "-" + std::string(language_code(language)) + ".pdf");
        PrintOptions options;
        options.language = language;
        print_card(card, bundled_lists(), options, pdf);
        std::string text;
        for (char c : run_command("pdftotext '" + pdf.string() + "' - 2>/dev/null").output) {
            const char d = c == '\n' ? ' ' : c;
            if (!(d == ' ' && !text.empty() && text.back() == ' ')) text += d;
        }
        return text;
    };
    const std::string english = card_text("warmaster-fantasy-siege-chapter", Language::english);
    for (const char* said : {"Kislev's bears", "5 or more attacks per stand", "ram rule", "Flying units may attack", "Skull Chukka",
                             "counts in neither side's break point", "Damaging spells may target gates"})
        CHECK_MESSAGE(english.find(said) != std::string::npos, said, "\n", english);
    const std::string french = card_text("warmaster-fantasy-siege-chapter", Language::french);
    for (const char* said : {"Ours de Kislev", "5 attaques ou plus", "Catapulte à Crânes", "Point de Rupture d'aucun camp"})
        CHECK_MESSAGE(french.find(said) != std::string::npos, said, "\n", french);
    const std::string events = card_text("warmaster-fantasy-siege-events", Language::english);
    CHECK(events.find("D3 militia units per 1000 pts") != std::string::npos);
    // every attacker item of the Fantasy kit is out of the break point; the Medieval kit's artillery is in it
    auto out_of_break_point = [](const std::string& text) {
        int count = 0;
        for (std::size_t at = text.find("not in the break point"); at != std::string::npos; at = text.find("not in the break point", at + 1)) ++count;
        return count;
    };
    const int fantasy = out_of_break_point(card_text("warmaster-fantasy-siege-equipment", Language::english));
    const int medieval = out_of_break_point(card_text("warmaster-siege-equipment", Language::english));
    CHECK(fantasy == medieval + 3);
}

TEST_CASE("cli: a Warmaster Fantasy siege between two imported armies plans, prints and runs in a campaign with the chapter applied") {
    const fs::path dir = run_folder() / "flow";
    fs::create_directories(dir);
    const std::string b = "cd '" + dir.string() + "' && " + cli() + " --lists '" + imported_families().string() + "' ";
    auto run = [&](const std::string& arguments) {
        const CommandResult r = run_command(b + arguments + " 2>&1");
        CHECK_MESSAGE(r.status == 0, arguments, "\n", r.output);
        return r.output;
    };
    run("roster new host.roster.xml --faction warmaster-empire --points 1500");
    run("roster add host.roster.xml general halberdiers halberdiers knights cannon");
    run("roster new keep.roster.xml --faction warmaster-revolution-dwarfs --points 1000");
    run("roster add keep.roster.xml general warriors warriors cannon");
    run("siege new altdorf.siege.xml --kit warmaster-fantasy-siege --defender-points 1000 -n Altdorf");
    run("siege set altdorf.siege.xml --months 6 --attacker-roster host.roster.xml --defender-roster keep.roster.xml");
    run("siege buy altdorf.siege.xml bombard 1");
    run("siege buy altdorf.siege.xml heavy-artillery 1");
    const std::string shown = run("siege show altdorf.siege.xml");
    CHECK(shown.find("the plan holds") != std::string::npos);
    CHECK(shown.find("The attacker's roster is a Warmaster (Fantasy) army (Empire)") != std::string::npos);
    CHECK(shown.find("The defender's roster is a Warmaster Revolution army (Dwarfs)") != std::string::npos);
    run("print siege altdorf.siege.xml -o altdorf.pdf");
    std::string sheet;
    for (char ch : run_command("pdftotext '" + (dir / "altdorf.pdf").string() + "' - 2>/dev/null").output) sheet += ch == '\n' ? ' ' : ch;
    CHECK(sheet.find("counts towards the break point") == std::string::npos);
    CHECK(sheet.find("Counts in neither side's break point in a Fantasy siege") != std::string::npos);
    const std::string c = "campaign -f altdorf.muster-campaign --as Anne ";
    // A campaign plays one game system and those its data says play with it: Warmaster Revolution
    // armies take the field against Warmaster (Fantasy) ones, Hail Caesar armies do not.
    run("campaign create altdorf.muster-campaign -n Altdorf --system warmaster");
    run(c + "add-player Anne");
    run(c + "add-army Host -p Anne --faction warmaster-empire");
    const CommandResult other_system = run_command(b + c + "add-army Orleans -p Anne --faction hyw-french 2>&1");
    CHECK(other_system.status != 0);
    CHECK(other_system.output.find("the campaign plays Warmaster (Fantasy)") != std::string::npos);
    run(c + "add-army Keep -p Anne --faction warmaster-revolution-dwarfs");
    run(c + "start-siege altdorf.siege.xml -n Altdorf --attacker Host --defender Keep");
    const std::string months = run(c + "advance --months 6");
    CHECK(months.find("Altdorf: the preparation is over — the assault is due") != std::string::npos);
    CHECK(months.find("never built") == std::string::npos);
}

}  // namespace wm_families_test
