// WFB3 in the player's language, the readings of the book shown where they apply, the command radius
// of the general and his seconds (seed 003:7551-7604), and the printed sheets' profiles (issue 16).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>
#include <set>
#include <cctype>

#include "muster/wfb3/wfb3_army.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::wfb3;
using muster::test::cli;
using muster::test::run_command;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wfb3_language_test {

namespace {

const PointsRules& rules() { return bundled<PointsRules>(); }

std::string french(const Cost& cost) {
    std::string out;
    for (const auto& [what, points] : cost_lines(cost, Language::french)) out += what + "\n";
    return out;
}

// The English words of a breakdown that a French one must not show, whole words only ("unité" holds "unit"):
// a word is a run of ASCII letters and UTF-8 bytes.
std::vector<std::string> english_words_in(const std::string& text) {
    static const std::set<std::string> english{"musician", "standard", "bearer",  "leader", "free",      "ridden",  "fights",  "half",
                                               "rounded",  "level",    "wizard",  "mount",  "crew",      "extra",   "each",    "animals",
                                               "scythes",  "howdah",   "reading", "unit",   "character", "chariot", "general", "legal",
                                               "war",      "altar",    "with",    "and",    "on",        "of",      "the",     "model"};
    std::vector<std::string> found;
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const unsigned char c = i < text.size() ? static_cast<unsigned char>(text[i]) : ' ';
        if (std::isalpha(c) || c >= 0x80) {
            word += static_cast<char>(c);
            continue;
        }
        if (english.count(word)) found.push_back(word);
        word.clear();
    }
    return found;
}

ArmyVerdict army(const std::string& body) {
    return evaluate_army_text("<wfb3-army name=\"T\" points-limit=\"3000\">\n" + body + "</wfb3-army>\n", "t.wfb3.xml", rules());
}

bool says(const ArmyVerdict& v, const std::string& words) { return format_human(v.report).find(words) != std::string::npos; }

fs::path out_dir() {
    static const muster::test::TempFolder dir{"wfb3-language"};
    return dir.path();
}

std::string pdf_text(const fs::path& pdf) { return run_command("pdftotext -layout " + pdf.string() + " - 2>/dev/null").output; }

}  // namespace

TEST_CASE("wfb3 --lang fr: a cost breakdown in French has no English word") {
    UnitSpec wolves{{"goblin", {"bow", "light-armour", "shield"}, "giant-wolf", "", 0}, 10, true, true, {}};
    const std::string unit = french(unit_cost(rules(), wolves)) + french(trooper_cost(rules(), wolves.model));
    CHECK(unit.find("musicien (× 2)") != std::string::npos);
    CHECK(unit.find("porte-étendard (× 2)") != std::string::npos);
    CHECK(unit.find("Loup géant combat : la moitié de ses 7") != std::string::npos);
    CHECK(unit.find("arrondi au supérieur") != std::string::npos);
    CHECK(unit.find("Arc, Armure légère, Bouclier (5 × 0,5)") != std::string::npos);
    const std::string wizard = french(character_cost(rules(), {"human", 15, true, "horse", {}}));
    CHECK(wizard.find("Humain niveau 15 (5 × 15 + 5)") != std::string::npos);
    CHECK(wizard.find("sorcier niveau 15") != std::string::npos);
    CHECK(wizard.find("monture : Cheval") != std::string::npos);
    WarMachineSpec ballista{"ballista", 3, "human"};
    ballista.extra_crew = 1;
    const TrooperSpec man{"human", {"light-armour", "shield"}, "", "", 0};
    ChariotSpec chariot{{"horse", "horse"}, {man, man}, true};
    const std::string machines =
        french(war_machine_cost(rules(), ballista)) + french(chariot_cost(rules(), chariot)) + french(monster_cost(rules(), {"mammoth", {man, man}, true}));
    CHECK(machines.find("2 animaux et 2 servants (22) × 2") != std::string::npos);
    CHECK(machines.find("faux") != std::string::npos);
    CHECK(machines.find("nacelle (1 par membre d'équipage)") != std::string::npos);
    const std::string all = unit + wizard + machines;
    CHECK_MESSAGE(english_words_in(all).empty(), all);
    CHECK(english_words_in("the unit leader (free)").size() == 4);  // the check finds English when there is some

    const auto shell = run_command(cli() + " --lang fr wfb3 unit goblin -n 10 -e bow -e light-armour -e shield --mount giant-wolf --musician --standard");
    CHECK(shell.status == 0);
    CHECK(shell.output.find("= 154\u00a0pts") != std::string::npos);
    CHECK(shell.output.find("commandant d'unité (gratuit) : 0") != std::string::npos);
    CHECK_MESSAGE(english_words_in(shell.output).empty(), shell.output);
}

TEST_CASE("wfb3 --lang fr: an army's verdict, findings, descriptions and profiles read in French") {
    const ArmyVerdict v = army(
        "<character id=\"g\" creature=\"human\" level=\"10\" general=\"true\" engineer=\"true\"/>\n"
        "<unit id=\"u\" creature=\"human\" models=\"10\" mount=\"horse\"><equipment ref=\"pike\"/><equipment ref=\"shield\"/></unit>\n"
        "<unit id=\"s\" creature=\"human\" models=\"16\" special=\"skirmisher\"><equipment ref=\"bow\"/></unit>\n");
    const std::string text = format_army_verdict(v, "t.wfb3.xml", Language::french);
    CHECK(text.find("t.wfb3.xml : NON RÉGULIÈRE — « T »") != std::string::npos);
    CHECK(text.find("g  Humain personnage niveau 10 : 55\u00a0pts") != std::string::npos);
    CHECK(text.find("M 4, CC 5, CT 4, F 4, E 4, PV 2, I 4, A 3, Cd 8, Int 7, Cl 7, FM 7") != std::string::npos);
    CHECK(text.find("u : Bouclier ne peut pas être porté avec Pique") != std::string::npos);
    CHECK(text.find("Humain niveau 10 (5 × 10 + 5) : 55") != std::string::npos);
    CHECK(text.find("WS ") == std::string::npos);
    CHECK(text.find("unknown attribute") == std::string::npos);
    // the English report keeps its words
    CHECK(format_army_verdict(v, "t.wfb3.xml").find("g  Human character level 10: 55 pts") != std::string::npos);
    const auto shell =
        run_command(cli() + " --lang fr wfb3 army " + muster::test::source_path("lists/warhammer-fantasy-3/examples/every-troop-type.wfb3.xml").string());
    CHECK(shell.status == 0);
    CHECK(shell.output.find("RÉGULIÈRE") != std::string::npos);
    CHECK(shell.output.find("2 × char léger : 88\u00a0pts") != std::string::npos);
    CHECK(shell.output.find("Lectures du livre derrière ces coûts :") != std::string::npos);
    const auto creatures = run_command(cli() + " --lang fr wfb3 creatures");
    CHECK(creatures.output.find("giant-wolf  Loup géant  7\u00a0pts  (animal de monte)") != std::string::npos);
    CHECK(creatures.output.find("mammoth  Mammouth  300\u00a0pts  (monstre)") != std::string::npos);
}

TEST_CASE("wfb3 readings: where the book leaves a point open, the cost says which reading it used, in either language") {
    const Cost cannon = war_machine_cost(rules(), {"cannon", 3, "human"});
    bool told = false;
    for (const LocalisedName& r : cannon.readings)
        told = told || r.en.find("the book prints no points for the cannon: priced like the other machines") != std::string::npos;
    CHECK(told);
    UnitSpec unit{{"human", {"light-armour"}, "", "", 0}, 10, true, true, {}};
    bool leader = false;
    for (const LocalisedName& r : unit_cost(rules(), unit).readings) leader = leader || r.en.find("Les commandants d'unité sont gratuits") != std::string::npos;
    CHECK(leader);
    CHECK(run_command(cli() + " wfb3 machine cannon --crew 3").output.find("(reading: the book prints no points for the cannon") != std::string::npos);
    CHECK(run_command(cli() + " --lang fr wfb3 machine cannon --crew 3").output.find("(lecture : le livre n'imprime aucun coût pour le canon") !=
          std::string::npos);
    // a man without a mount or open point has no reading to show
    CHECK(trooper_cost(rules(), {"human", {"spear"}, "", "", 0}).readings.empty());
}

TEST_CASE("wfb3: every reading of the bundled points data has its French") {
    const PointsRules& r = rules();
    std::vector<std::pair<std::string, LocalisedName>> readings{{"multiplier", r.multiplier_reading},
                                                                {"mount", r.mount_reading},
                                                                {"command", r.command_reading},
                                                                {"rounding", r.rounding_reading},
                                                                {"standard", r.army_standard_reading},
                                                                {"profiles", r.profile_reading},
                                                                {"character", r.character_reading},
                                                                {"wizards", r.wizard_reading},
                                                                {"chariot", r.chariot_reading},
                                                                {"crew", r.crew_reading},
                                                                {"altar", r.altar_reading},
                                                                {"level cap", r.level_cap_reading},
                                                                {"tournament", r.tournament_reading},
                                                                {"command radius", r.command_radius_reading}};
    for (const Equipment& e : r.equipment) readings.emplace_back(e.id, e.reading);
    for (const SpecialTroop& s : r.special_troops) readings.emplace_back(s.id, s.reading);
    for (const CharacterRole& role : r.roles) readings.emplace_back(role.id, role.reading);
    for (const WarMachine& m : r.machines) readings.emplace_back(m.id, m.reading);
    for (const KindLimit& k : r.kind_limits) readings.emplace_back(k.kind, k.reading);
    for (const Exclusion& x : r.exclusions) readings.emplace_back(x.item, x.reading);
    int stated = 0;
    for (const auto& entry : readings) {
        const std::string& where = entry.first;  // a plain name: doctest's message lambda captures it
        if (entry.second.en.empty()) continue;
        ++stated;
        CHECK_MESSAGE(entry.second.translation(Language::french) != nullptr, where);
    }
    CHECK(stated >= 25);
}

TEST_CASE("wfb3 book 003:7551-7604: the general's 12-inch radius, a second-in-command's 2D6 over his own race") {
    const std::string general = "<character id=\"g\" creature=\"human\" level=\"20\" general=\"true\"/>\n";
    const std::string men = "<unit id=\"u\" creature=\"human\" models=\"10\"/>\n";
    const ArmyVerdict rolled = army(general + "<character id=\"s\" creature=\"human\" level=\"15\" second-in-command=\"true\" command-radius=\"7\"/>\n" + men);
    CHECK_MESSAGE(rolled.legal, format_human(rolled.report));
    REQUIRE(rolled.lines.size() == 3);
    REQUIRE(rolled.lines[0].command.size() == 1);
    CHECK(format_army_verdict(rolled, "t").find("general: units whose leader is within 12\" use his Leadership") != std::string::npos);
    CHECK(format_army_verdict(rolled, "t").find("003:") == std::string::npos);  // the places of the book stand behind (issue 28)
    CHECK(format_army_verdict(rolled, "t").find("second-in-command: a command radius of 7\" (rolled on 2D6), over units of his own race") != std::string::npos);
    CHECK(rolled.lines[2].command.empty());
    const ArmyVerdict unrolled = army(general + "<character id=\"s\" creature=\"human\" level=\"15\" second-in-command=\"true\"/>\n" + men);
    CHECK(format_army_verdict(unrolled, "t").find("a command radius of 2D6\" rolled before the battle") != std::string::npos);

    const ArmyVerdict thirteen =
        army(general + "<character id=\"s\" creature=\"human\" level=\"15\" second-in-command=\"true\" command-radius=\"13\"/>\n" + men);
    CHECK_FALSE(thirteen.legal);
    CHECK(says(thirteen, "the second-in-command s has a command radius of 13\"; 2D6 gives 2 to 12"));
    const ArmyVerdict not_second = army(general + "<character id=\"h\" creature=\"human\" level=\"5\" command-radius=\"7\"/>\n" + men);
    CHECK_FALSE(not_second.legal);
    CHECK(says(not_second, "h has a command radius but is not a second-in-command"));

    const ArmyVerdict alone = army(general +
                                   "<character id=\"s\" creature=\"human\" level=\"15\" second-in-command=\"true\"/>\n"
                                   "<unit id=\"gob\" creature=\"goblin\" models=\"10\"/>\n");
    CHECK_MESSAGE(alone.legal, format_human(alone.report));  // a warning: he commands nobody, the army stays legal
    CHECK(says(alone, "warning: the second-in-command s (Human) commands only units of his own race, and the army has no Human unit"));
    CHECK(format_army_verdict(alone, "t", Language::french).find("ne commande que les unités de sa race, et l'armée n'a aucune unité Humain") !=
          std::string::npos);
}

TEST_CASE("wfb3 print: the roster sheet and each unit card print the entry's profile from the data") {
    const std::string every = muster::test::source_path("lists/warhammer-fantasy-3/examples/every-troop-type.wfb3.xml").string();
    const fs::path summary = out_dir() / "summary.pdf", cards = out_dir() / "cards.pdf";
    REQUIRE(run_command(cli() + " print summary " + every + " -o " + summary.string()).status == 0);
    const std::string sheet = pdf_text(summary);
    CHECK(std::regex_search(sheet, std::regex("Entry +M +WS +BS +S +T +W +I +A +Ld +Int +Cl +WP")));
    // the level-20 general: the human's 4 3 3 3 3 1 3 1 7 7 7 7 plus the level-20 row 0 3 1 1 1 3 3 3 3 0 1 1
    CHECK(std::regex_search(sheet, std::regex("gen +4 +6 +4 +4 +4 +4 +6 +4 +10 +7 +8 +8")));
    // levies: −1 WS, BS, I, Ld, Int, Cl, WP (003:8043-8045)
    CHECK(std::regex_search(sheet, std::regex("levy +4 +2 +2 +3 +3 +1 +2 +1 +6 +6 +6 +6")));
    CHECK(sheet.find("within 12\" use his Leadership") != std::string::npos);
    CHECK(sheet.find("Readings of the book") != std::string::npos);
    REQUIRE(run_command(cli() + " print unit-cards " + every + " --lang fr -o " + cards.string()).status == 0);
    const std::string fr = pdf_text(cards);
    CHECK(fr.find("Profil") != std::string::npos);
    CHECK(std::regex_search(fr, std::regex("M +CC +CT +F +E +PV +I +A +Cd +Int +Cl +FM")));
    CHECK(fr.find("Humain personnage niveau 20") != std::string::npos);
    CHECK(fr.find("monture : Destrier") != std::string::npos);
}

TEST_CASE("wfb3 print: the roster sheet shows the supply train only when the army asks for one") {
    const fs::path file = out_dir() / "quiet.wfb3.xml", asked = out_dir() / "asked.wfb3.xml";
    const std::string body = "<character id=\"g\" creature=\"human\" level=\"10\" general=\"true\"/>\n</wfb3-army>\n";
    {
        std::FILE* f = std::fopen(file.c_str(), "w");
        REQUIRE(f);
        std::fputs(("<wfb3-army name=\"Q\" points-limit=\"2000\">\n" + body).c_str(), f);
        std::fclose(f);
        std::FILE* g = std::fopen(asked.c_str(), "w");
        REQUIRE(g);
        std::fputs(("<wfb3-army name=\"A\" points-limit=\"2000\" supply-train=\"true\">\n" + body).c_str(), g);
        std::fclose(g);
    }
    REQUIRE(run_command(cli() + " print summary " + file.string() + " -o " + (out_dir() / "quiet.pdf").string()).status == 0);
    REQUIRE(run_command(cli() + " print summary " + asked.string() + " -o " + (out_dir() / "asked.pdf").string()).status == 0);
    CHECK(pdf_text(out_dir() / "quiet.pdf").find("Supply train") == std::string::npos);
    CHECK(pdf_text(out_dir() / "asked.pdf").find("Supply train: wagons: 2") != std::string::npos);
}

TEST_CASE("wfb3 book 003:7595-7604: a second-in-command commands his own race, unless his bestiary says he commands all") {
    PointsRules mine = rules();
    Report report;
    REQUIRE(
        parse_bestiary("<wfb3-bestiary><creature id=\"wight\" name=\"Wight\" base=\"12\" commands-all-races=\"true\"/>"
                       "<creature id=\"elf\" name=\"Elf\" base=\"8\"/></wfb3-bestiary>",
                       "mine.xml", mine, report));
    const std::string general = "<character id=\"g\" creature=\"human\" level=\"20\" general=\"true\"/>\n";
    const std::string men = "<unit id=\"u\" creature=\"human\" models=\"10\"/>\n";
    const auto verdict = [&](const std::string& body) {
        return evaluate_army_text("<wfb3-army points-limit=\"3000\">\n" + general + body + men + "</wfb3-army>\n", "t.wfb3.xml", mine);
    };
    const ArmyVerdict elf = verdict("<character id=\"s\" creature=\"elf\" level=\"5\" second-in-command=\"true\"/>\n");
    CHECK(format_human(elf.report).find("the second-in-command s (Elf) commands only units of his own race, and the army has no Elf unit") !=
          std::string::npos);
    const ArmyVerdict wight = verdict("<character id=\"s\" creature=\"wight\" level=\"5\" second-in-command=\"true\"/>\n");
    CHECK(format_human(wight.report).find("commands only units of his own race") == std::string::npos);
}

}  // namespace wfb3_language_test
