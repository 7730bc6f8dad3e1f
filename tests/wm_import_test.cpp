// Warmaster Medieval from a community list builder: the user's lists folder, the importer
// (every key of the wm-selector format onto a rule kind), gunpowder and sieges between imported armies.
#include <doctest/doctest.h>

#include <algorithm>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <pugixml.hpp>

#include "muster/import/list_import.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wm_import_test {

namespace {

// One folder per test process, made by mkdtemp: other worktrees run the suite at the same time.
const fs::path& run_folder() {
    static const TempFolder dir{"wm-import"};
    return dir.path();
}

fs::path fresh_dir(const std::string& name) {
    const fs::path dir = run_folder() / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

fs::path fixture(const std::string& relative) { return test_data("wm-selector-fixtures/" + relative); }

std::vector<fs::path> fixture_files() {
    return {fixture("the-march-host.json"), fixture("the-dale-garrison.json"), fixture("the-everything-army.json"),
            fixture("special-rules/Warmaster Medieval Armies.json"), fixture("magic-items/Warmaster Medieval Armies.json")};
}

ListImport import_into(const fs::path& lists_folder, const std::vector<fs::path>& files) {
    return import_wm_selector_files(files, bundled_lists(), {lists_folder, "warmaster-medieval"});
}

// The installed lists with a user's folder on top.
ListLibrary lists_with_user(const fs::path& user_folder) {
    std::vector<FolderReport> reports;
    ListLibrary library = ListLibrary::load({{source_path("lists"), ListOrigin::installed}, {user_folder, ListOrigin::user}}, reports);
    for (const FolderReport& r : reports) REQUIRE_MESSAGE(r.report.empty(), format_human(r.report));
    return library;
}

// The imported fixture lists, imported once for every test that only reads them.
const ListLibrary& imported() {
    static const fs::path folder = [] {
        const fs::path dir = fresh_dir("imported-" + std::to_string(::getpid()));  // ctest runs cases side by side
        const ListImport result = import_into(dir, fixture_files());
        REQUIRE_MESSAGE(result.exit_code() == 0, format_human(result.problems));
        return dir;
    }();
    static const ListLibrary library = lists_with_user(folder);
    return library;
}

// An army of one body: each unit "id" or "id+option+option".
Roster wm_roster(const ListLibrary& lists, const std::string& faction_id, double limit, const std::vector<std::string>& units) {
    const Faction* faction = lists.faction(faction_id);
    REQUIRE_MESSAGE(faction, faction_id);
    Roster roster = new_roster(*faction, limit, "Test");
    const std::string body = add_division(roster, "Army");
    for (const std::string& spec : units) {
        std::vector<std::string> parts;
        std::size_t start = 0;
        for (std::size_t plus; (plus = spec.find('+', start)) != std::string::npos; start = plus + 1) parts.push_back(spec.substr(start, plus - start));
        parts.push_back(spec.substr(start));
        add_unit(roster, *faction, body, parts.front(), {parts.begin() + 1, parts.end()});
    }
    return roster;
}

std::vector<std::string> errors_of(const RosterVerdict& verdict) { return error_rules(verdict); }

bool has_rule(const std::vector<std::string>& ids, const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

std::string read_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

CommandResult cli_at_home(const fs::path& home, const std::string& arguments) {
    return run_command("XDG_DATA_HOME='" + home.string() + "' " + cli() + " " + arguments + " 2>&1");
}

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

std::string fixture_arguments() {
    std::string out;
    for (const fs::path& f : fixture_files()) out += " " + quoted(f);
    return out;
}

// A user's lists folder holding a copy of an installed faction file with another revision.
void put_user_faction(const fs::path& home, const std::string& installed, const std::string& from, const std::string& to) {
    const fs::path folder = home / "muster/lists/hail-caesar-hyw/factions";
    fs::create_directories(folder);
    std::string text = read_text(source_path("lists/hail-caesar-hyw/factions/" + installed));
    text = std::regex_replace(text, std::regex(from), to, std::regex_constants::format_first_only);
    std::ofstream(folder / installed) << text;
}

}  // namespace

TEST_CASE("user lists: a list of the user's with an installed list's id takes precedence, and lists says so") {
    const fs::path home = fresh_dir("precedence");
    put_user_faction(home, "french.xml", "revision=\"[0-9]+\"", "revision=\"7\"");
    const CommandResult r = cli_at_home(home, "lists");
    CHECK(r.status == 0);
    CHECK(r.output.find("hyw-french  French (Français)  revision 7") != std::string::npos);
    CHECK(r.output.find("your list (" + (home / "muster/lists/hail-caesar-hyw/factions/french.xml").string() + ")") != std::string::npos);
    CHECK(r.output.find("note: your faction 'hyw-french'") != std::string::npos);
    CHECK(r.output.find("takes precedence over the installed one") != std::string::npos);
    const nlohmann::json j = nlohmann::json::parse(run_command("XDG_DATA_HOME='" + home.string() + "' " + cli() + " lists --json").output);
    CHECK(j["shadowed"].size() == 1);
    CHECK(j["shadowed"][0]["id"] == "hyw-french");
}

TEST_CASE("user lists: problems in a user's list are reported with its own path, never as the installed lists'") {
    const fs::path home = fresh_dir("problems");
    put_user_faction(home, "english.xml", "points=\"", "points=\"lots");
    const CommandResult r = cli_at_home(home, "lists");
    const std::string file = (home / "muster/lists/hail-caesar-hyw/factions/english.xml").string();
    CHECK(r.output.find("problems in your lists in " + (home / "muster/lists").string()) != std::string::npos);
    CHECK(r.output.find(file + ":") != std::string::npos);
    CHECK(r.output.find("problems in the installed lists") == std::string::npos);
    CHECK(r.output.find("hyw-english  English") != std::string::npos);  // the installed one still loads
}

TEST_CASE("user lists: --lists adds a folder, read after the user's, its lists taking precedence") {
    const fs::path home = fresh_dir("added-home");
    put_user_faction(home, "french.xml", "revision=\"[0-9]+\"", "revision=\"7\"");
    const fs::path added = fresh_dir("added");
    fs::create_directories(added / "hail-caesar-hyw/factions");
    std::string text = read_text(source_path("lists/hail-caesar-hyw/factions/french.xml"));
    text = std::regex_replace(text, std::regex("revision=\"[0-9]+\""), "revision=\"9\"", std::regex_constants::format_first_only);
    std::ofstream(added / "hail-caesar-hyw/factions/french.xml") << text;
    const CommandResult r = cli_at_home(home, "--lists " + quoted(added) + " lists");
    CHECK(r.status == 0);
    CHECK(r.output.find("revision 9") != std::string::npos);
    CHECK(r.output.find("from --lists") != std::string::npos);
}

TEST_CASE("import: the fixture armies map every construct, land in the user's folder and load") {
    const fs::path home = fresh_dir("cli-import");
    const CommandResult r = cli_at_home(home, "lists import" + fixture_arguments());
    CHECK_MESSAGE(r.status == 0, r.output);
    CHECK(r.output.find("unmapped") == std::string::npos);
    CHECK(r.output.find("3 lists written, 0 constructs not mapped") != std::string::npos);
    const fs::path written = home / "muster/lists/warmaster-medieval/factions/wmm-march-host.xml";
    CHECK(fs::exists(written));
    const CommandResult lists = cli_at_home(home, "lists");
    CHECK(lists.output.find("wmm-march-host  The March Host  revision 1, 6 units — your list") != std::string::npos);
    CHECK(lists.output.find("problems") == std::string::npos);
    // the written files satisfy the faction schema too
    CHECK(run_command("xmllint --noout --schema " + quoted(source_path("schema/faction.xsd")) + " " + quoted(written) + " 2>&1").status == 0);
}

TEST_CASE("import: every key of the format becomes a rule kind, a profile, a text or a table") {
    const Faction& f = *imported().faction("wmm-everything-army");
    pugi::xml_document doc;
    REQUIRE(doc.load_file(f.file.c_str()));
    auto rule = [&](const char* kind, const char* attribute, const char* value) {
        for (pugi::xml_node r : doc.document_element().child("rules").children(kind))
            if (std::string(r.attribute(attribute).value()) == value) return r;
        return pugi::xml_node();
    };
    CHECK(rule("unit-limit", "group", "knights").attribute("rounding").value() == std::string("down-at-least-one"));
    CHECK(rule("unit-limit", "group", "archers-and-others"));                                                       // homologousUnits
    CHECK(rule("elite-limit", "group", "veterans"));                                                                // max "elite"
    CHECK(rule("count-ratio", "group", "pilgrims").attribute("of-group").value() == std::string("spearmen"));       // augendUnits
    CHECK(rule("excludes", "group", "mercenaries").attribute("with-group").value() == std::string("pilgrims"));     // prohibitedUnits
    CHECK(rule("requires", "group", "beast").attribute("needs-option").value() == std::string("beast-handler"));    // requiredUpgrades
    CHECK(rule("requires", "group", "herald").attribute("needs-group").value() == std::string("captain"));          // requiredUnits
    CHECK(rule("count-ratio", "option", "skirmishers").attribute("max").as_double() == doctest::Approx(0.5));       // Up to Half
    CHECK(rule("count-ratio", "option", "shield-wall").attribute("or-none").as_bool());                             // All or None
    CHECK(rule("count-ratio", "option", "banded").attribute("or-all").as_bool());                                   // Half or All
    CHECK(rule("count-ratio", "option", "outriders").attribute("of-group").value() == std::string("mercenaries"));  // As Cavalry
    CHECK(rule("count-ratio", "option", "squires").attribute("min").as_double() == doctest::Approx(1));             // As Elite
    CHECK(rule("option-limit", "option", "drums").attribute("min").as_int() == 1);                                  // upgrade min
    CHECK(rule("option-limit", "option", "pavise mantlets"));                                                       // homologousUpgrades
    CHECK(rule("option-limit", "option", "banner").attribute("min").as_int() == 1);                                 // armyMin
    CHECK(rule("requires", "option", "barding").attribute("scope").value() == std::string("unit"));                 // addOnUpgrades
    CHECK(rule("requires", "option", "carroccio"));                                                                 // requiredUpgrades/Units
    CHECK(rule("excludes", "option", "old-lord"));                                                                  // prohibitedUpgrades
    CHECK(rule("excludes", "option", "skirmishers").attribute("scope").value() == std::string("unit"));             // from the text
    CHECK(rule("options-per-unit", "options", "warhorses griffin"));                                                // one mount per unit
    CHECK(rule("options-per-unit", "options", "ring-of-warding blessed-blade"));                                    // one magic item
    // upgrades that change the profile, priced per unit (pointsValue), given by constraints
    const UnitProfile& archers = *f.unit("archers");
    REQUIRE(archers.option("skirmishers"));
    CHECK(archers.option("skirmishers")->replaces_rules);
    CHECK(archers.option("heavy-shields")->points == doctest::Approx(5));
    CHECK(f.unit("spearmen")->option("heavy-shields")->points == doctest::Approx(10));
    CHECK(f.unit("knights")->option("lances"));
    CHECK(f.unit("lord")->option("ring-of-warding"));
    CHECK_FALSE(f.unit("hedge-wizard")->option("ring-of-warding"));  // noMagic
    CHECK(f.unit("lord")->option("barding"));                        // add-on of the warhorses
    CHECK_FALSE(f.unit("pilgrims")->counted);                        // noCount
    CHECK(f.unit("lord")->layout == "character");
    CHECK(f.army_rules.size() == 1);
    REQUIRE(f.tables.size() == 1);
    CHECK(f.tables[0].rows[0][0] == "Fog");
    REQUIRE(f.special_rule("fog-banks"));
    CHECK(f.special_rule("trample")->text.en == "Fixture text: the monster's charge knocks down one stand.");
}

TEST_CASE("import: constructs it cannot map are each printed with their JSON path and why, exit 1") {
    const fs::path home = fresh_dir("unknown-keys");
    const CommandResult r = cli_at_home(home, "lists import " + quoted(fixture("broken/the-unknown-keys.json")));
    CHECK(r.status == 1);
    CHECK(r.output.find("$.secretRule: a key the importer does not know") != std::string::npos);
    CHECK(r.output.find("$.units['Spearmen'].morale: a key the importer does not know") != std::string::npos);
    CHECK(r.output.find("$.upgrades['Banners'].max: \"Some of Them\" is not a maximum the importer knows") != std::string::npos);
    CHECK(r.output.find("1 list written, 3 constructs not mapped") != std::string::npos);
}

TEST_CASE("import: a file that is not JSON is refused with its line and column, exit 2, nothing written") {
    const fs::path home = fresh_dir("not-json");
    const CommandResult r = cli_at_home(home, "lists import " + quoted(fixture("broken/cut-short.json")));
    CHECK(r.status == 2);
    CHECK(r.output.find(fixture("broken/cut-short.json").string() + ":5:1: error: not JSON") != std::string::npos);
    CHECK_FALSE(fs::exists(home / "muster/lists/warmaster-medieval"));
}

TEST_CASE("import: a rule with no text anywhere is named, and the list still loads") {
    const fs::path dir = fresh_dir("no-texts");
    const ListImport result = import_into(dir, {fixture("the-dale-garrison.json")});
    CHECK(result.exit_code() == 1);
    REQUIRE(result.lists.size() == 1);
    REQUIRE_FALSE(result.lists[0].unmapped.empty());
    CHECK(format_unmapped(result.lists[0].unmapped[0]).find("$.specialRules['Close Order']: the rule has no text") != std::string::npos);
    CHECK(lists_with_user(dir).faction("wmm-dale-garrison"));
}

TEST_CASE("import: re-importing a newer file raises the revision, and a roster on the older one opens and is checked against the new") {
    const fs::path dir = fresh_dir("revisions");
    const fs::path copy = dir / "the-march-host.json";
    fs::copy_file(fixture("the-march-host.json"), copy);
    const std::vector<fs::path> files{copy, fixture("special-rules/Warmaster Medieval Armies.json")};
    const fs::path lists = dir / "lists";
    REQUIRE(import_into(lists, files).lists.at(0).revision == 1);
    const ListLibrary first = lists_with_user(lists);
    const Roster old = wm_roster(first, "wmm-march-host", 1000, {"marshal", "lances", "billmen", "billmen", "bowmen"});

    const ListImport same = import_into(lists, files);
    CHECK_FALSE(same.lists.at(0).changed);
    CHECK(same.lists.at(0).revision == 1);

    std::string text = read_text(copy);
    text.replace(text.find("\"points\": 110"), 13, "\"points\": 120");
    std::ofstream(copy) << text;
    const ListImport newer = import_into(lists, files);
    CHECK(newer.lists.at(0).changed);
    CHECK(newer.lists.at(0).revision == 2);

    const RosterVerdict verdict = validate_roster(old, lists_with_user(lists));
    CHECK(verdict.legal);
    CHECK(verdict.points_used == doctest::Approx(125 + 120 + 90 + 50));
    CHECK(finding(verdict, "roster.list-revision").message.find("revision 1") != std::string::npos);
}

TEST_CASE("import: a legal and an illegal army of each fixture list validate as the list says") {
    const ListLibrary& lists = imported();
    const Roster host = wm_roster(
        lists, "wmm-march-host", 1000,
        {"marshal+old-marshal", "lances", "billmen", "billmen+mounted-billmen", "bowmen+stakes", "bowmen+skirmishing-bowmen", "great-engine", "captain"});
    const RosterVerdict legal = validate_roster(host, lists);
    CHECK_MESSAGE(legal.legal, format_human(legal.report));
    CHECK(legal.points_used == doctest::Approx(155 + 110 + 45 + 85 + 55 + 40 + 50 + 80));

    const RosterVerdict illegal = validate_roster(
        wm_roster(lists, "wmm-march-host", 1000, {"lances", "billmen", "bowmen+skirmishing-bowmen+stakes", "bowmen", "bowmen", "bowmen", "bowmen"}), lists);
    const std::vector<std::string> broken = errors_of(illegal);
    CHECK(has_rule(broken, "general"));                      // no general: the system's rule
    CHECK(has_rule(broken, "unit-limit-billmen-min"));       // 1 of at least 2
    CHECK(has_rule(broken, "unit-limit-bowmen-max"));        // 5 of at most 4
    CHECK(has_rule(broken, "excludes-skirmishing-bowmen"));  // skirmishers cannot carry stakes
    CHECK(has_rule(broken, "options-per-unit-one-troop-type") == false);

    const Roster garrison =
        wm_roster(lists, "wmm-dale-garrison", 1000, {"castellan", "town-spears", "town-spears", "crossbowmen+pavises", "riders", "sergeant"});
    CHECK_MESSAGE(validate_roster(garrison, lists).legal, format_human(validate_roster(garrison, lists).report));
    const std::vector<std::string> garrison_broken =
        errors_of(validate_roster(wm_roster(lists, "wmm-dale-garrison", 1000, {"castellan", "town-spears", "riders", "riders", "riders"}), lists));
    CHECK(has_rule(garrison_broken, "unit-limit-town-spears-min"));
    CHECK(has_rule(garrison_broken, "unit-limit-riders-max"));

    const ListLibrary& all = lists;
    const RosterVerdict everything = validate_roster(
        wm_roster(all, "wmm-everything-army", 1000,
                  {"lord+warhorses+griffin", "captain+banner", "knights", "spearmen+drums", "spearmen", "archers+skirmishers", "archers+skirmishers"}),
        all);
    const std::vector<std::string> e = errors_of(everything);
    CHECK(has_rule(e, "options-per-unit-one-mount"));
    CHECK(has_rule(e, "count-ratio-skirmishers"));
}

TEST_CASE("import: cannons are gunpowder artillery, even those the source tags only as Slow") {
    const ListLibrary& lists = imported();
    const Faction& host = *lists.faction("wmm-march-host");
    REQUIRE(host.unit("great-engine"));
    CHECK(host.unit("great-engine")->capabilities == std::vector<std::string>{"gunpowder-artillery"});
    CHECK(host.has_capability("gunpowder-artillery"));
    CHECK_FALSE(lists.faction("wmm-dale-garrison")->has_capability("gunpowder-artillery"));
    CHECK(lists.faction("wmm-everything-army")->unit("cannon")->capabilities.size() == 1);
}

TEST_CASE("import: the list's siege relaxations — cavalry minimums lifted, the most common infantry unlimited") {
    const ListLibrary& lists = imported();
    // no riders and seven town spears: illegal in the field, legal as a side of a siege
    const Roster garrison = wm_roster(lists, "wmm-dale-garrison", 1000,
                                      {"castellan", "town-spears", "town-spears", "town-spears", "town-spears", "town-spears", "town-spears", "town-spears"});
    const std::vector<std::string> field = errors_of(validate_roster(garrison, lists));
    CHECK(has_rule(field, "unit-limit-riders-min"));
    CHECK(has_rule(field, "unit-limit-town-spears-max"));
    const RosterVerdict siege = validate_roster(garrison, lists, {true});
    CHECK_MESSAGE(siege.legal, format_human(siege.report));
}

TEST_CASE("siege: two imported armies — engineers, bombards from gunpowder, limits, and each side's game system") {
    const ListLibrary& lists = imported();
    const fs::path dir = fresh_dir("siege");
    save_roster(wm_roster(lists, "wmm-march-host", 1500, {"marshal", "lances", "billmen", "billmen", "bowmen", "great-engine", "captain"}),
                dir / "host.roster.xml");
    save_roster(wm_roster(lists, "wmm-dale-garrison", 1000, {"castellan", "town-spears", "town-spears", "crossbowmen"}), dir / "garrison.roster.xml");
    const SiegeKit& kit = bundled<SiegeKit>();
    SiegePlan plan = new_siege_plan(kit, 1000, "Dale");
    plan.duration.months = 4;
    plan.attacker_roster = "host.roster.xml";
    plan.defender_roster = "garrison.roster.xml";
    set_purchase(plan, kit, "bombard", 1);  // the list allows 1 Great Engine at 1,500 pts: 1 bombard with it (000:269-271)
    set_purchase(plan, kit, "siege-tower", 2);
    const SiegeVerdict v = evaluate_siege_with_rosters(plan, dir / "dale.siege.xml", kit, lists);
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.attacker_points == doctest::Approx(1500));
    CHECK(v.free_engineers == 2);
    std::string said;
    for (const Diagnostic& d : v.report.diagnostics()) said += d.message + "\n";
    CHECK(said.find("The attacker's roster is a Warmaster Medieval army (The March Host)") != std::string::npos);
    CHECK(said.find("The defender's roster is a Warmaster Medieval army (The Dale Garrison)") != std::string::npos);

    set_purchase(plan, kit, "bombard", 2);  // as many as the list's Great Engines: 1 per full 1,000 pts of 1,500
    CHECK_FALSE(evaluate_siege_with_rosters(plan, dir / "dale.siege.xml", kit, lists).legal);

    // bombards for the garrison's side's list: none of its units is gunpowder artillery
    plan = new_siege_plan(kit, 1000, "Reversed");
    plan.duration.months = 4;
    save_roster(wm_roster(lists, "wmm-dale-garrison", 1500, {"castellan", "town-spears", "town-spears"}), dir / "g15.roster.xml");
    plan.attacker_roster = "g15.roster.xml";
    set_purchase(plan, kit, "bombard", 1);
    const SiegeVerdict refused = evaluate_siege_with_rosters(plan, dir / "r.siege.xml", kit, lists);
    bool named = false;
    for (const Diagnostic& d : refused.report.diagnostics())
        if (d.rule_id == "siege.prerequisite.bombard") named = d.message.find("needs an army whose list has gunpowder artillery") != std::string::npos;
    CHECK(named);

    // a Hail Caesar roster on a Warmaster siege is named and warned about
    plan.attacker_roster = source_path("lists/hail-caesar-hyw/examples/english-legal.roster.xml").string();
    const SiegeVerdict mixed = evaluate_siege_with_rosters(plan, dir / "r.siege.xml", kit, lists);
    bool warned = false;
    for (const Diagnostic& d : mixed.report.diagnostics())
        if (d.rule_id == "siege.attacker-system" && d.severity == Severity::warning) warned = d.message.find("is a Hail Caesar") != std::string::npos;
    CHECK(warned);
}

TEST_CASE("import: values of the wrong type are named one by one, and what remains still imports") {
    const fs::path dir = fresh_dir("wrong-types");
    const ListImport result = import_into(dir, {fixture("broken/the-wrong-types.json")});
    CHECK(result.exit_code() == 1);
    REQUIRE(result.lists.size() == 1);
    std::string lines;
    for (const UnmappedConstruct& u : result.lists[0].unmapped) lines += format_unmapped(u) + "\n";
    for (const char* expected :
         {"$.name: expected text", "$.magic: expected true or false", "$.units['Spearmen'].type: expected text",
          "$.units['Spearmen'].attack: expected a number or text", "$.units['Spearmen'].noCount: expected true or false",
          "$.units['Spearmen'].min: not a whole number of units", "$.units['Loner']: expected an object", "$.upgrades['Odd']: expected an object",
          "$.spells[1]: expected an object", "$.upgrades['Drilled'].pointsValue: must name one of the unit's stats"})
        CHECK_MESSAGE(lines.find(expected) != std::string::npos, expected);
    CHECK(lists_with_user(dir).faction("wmm-wrong-types"));
}

TEST_CASE("import: a list without a general is not written, and the message says what it lacks") {
    const fs::path dir = fresh_dir("no-general");
    const fs::path json = dir / "the-leaderless.json";
    std::ofstream(json) << R"({"name": "The Leaderless", "units": {"Spearmen": {"type": "Infantry", "attack": 3, "hits": 3, "size": 3, "points": 45}}})";
    const ListImport result = import_into(dir / "lists", {json});
    CHECK(result.exit_code() == 2);
    CHECK(result.lists.empty());
    REQUIRE(result.problems.diagnostics().size() == 1);
    CHECK(result.problems.diagnostics()[0].message.find("$.units: no unit is a General") != std::string::npos);
    CHECK_FALSE(fs::exists(dir / "lists/warmaster-medieval/factions/wmm-leaderless.xml"));
}

TEST_CASE("user lists: the siege kit is taken from the user's folder first, and a --lists folder before it") {
    const fs::path home = fresh_dir("kit-home");
    std::string kit = read_text(source_path("lists/warmaster-medieval-siege/kit.xml"));
    const std::string tower = "quantity-unit=\"tower\" build-em=\"1\" batch=\"1\" points=\"25\"";
    REQUIRE(kit.find(tower) != std::string::npos);
    fs::create_directories(home / "muster/lists/warmaster-medieval-siege");
    std::string yours = kit;
    yours.replace(yours.find(tower), tower.size(), "quantity-unit=\"tower\" build-em=\"1\" batch=\"1\" points=\"30\"");
    std::ofstream(home / "muster/lists/warmaster-medieval-siege/kit.xml") << yours;
    CHECK(cli_at_home(home, "siege items").output.find("Siege tower (Tour de siège): 30 pts per tower") != std::string::npos);

    const fs::path added = fresh_dir("kit-added");
    fs::create_directories(added / "warmaster-medieval-siege");
    std::string theirs = kit;
    theirs.replace(theirs.find(tower), tower.size(), "quantity-unit=\"tower\" build-em=\"1\" batch=\"1\" points=\"35\"");
    std::ofstream(added / "warmaster-medieval-siege/kit.xml") << theirs;
    CHECK(cli_at_home(home, "--lists " + quoted(added) + " siege items").output.find("Siege tower (Tour de siège): 35 pts per tower") != std::string::npos);
}

TEST_CASE("cli: an army without divisions is built with no division to name, and refuses one") {
    const fs::path dir = fresh_dir("cli-body");
    const std::string file = quoted(dir / "host.roster.xml");
    CHECK(cli_at_home(dir, "roster new " + file + " --faction wmm-march-host --points 1000").status == 0);
    const CommandResult added = cli_at_home(dir, "roster add " + file + " marshal lances billmen billmen bowmen");
    CHECK(added.status == 0);
    CHECK(added.output.find("added u1 u2 u3 u4 u5\n") != std::string::npos);
    CHECK(added.output.find("division") == std::string::npos);
    const CommandResult refused = cli_at_home(dir, "roster add-division " + file + " --name Vanguard");
    CHECK(refused.status == 2);
    CHECK(refused.output.find("Warmaster Medieval armies have no divisions") != std::string::npos);
    CHECK(cli_at_home(dir, "validate " + file).status == 0);
    Report report;
    const std::optional<Roster> roster = load_roster(dir / "host.roster.xml", report);
    REQUIRE(roster);
    REQUIRE(roster->divisions.size() == 1);
    CHECK(roster->divisions[0].name == "Army");
}

TEST_CASE("import: a folder, a pipe, an oversized or a too deeply nested file is refused with exit 2 and nothing written") {
    const fs::path home = fresh_dir("hostile-files");
    const fs::path pipe = home / "pipe.json";
    REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
    const CommandResult from_pipe = cli_at_home(home, "lists import " + quoted(pipe));  // must not wait for a writer
    CHECK(from_pipe.status == 2);
    CHECK(from_pipe.output.find(pipe.string()) != std::string::npos);
    const CommandResult from_folder = cli_at_home(home, "lists import " + quoted(home));
    CHECK(from_folder.status == 2);

    const fs::path big = home / "big.json";
    {
        std::ofstream out(big, std::ios::binary);
        out << "{\"name\": \"";
        out << std::string(17 * 1024 * 1024, 'a');
        out << "\"}";
    }
    const CommandResult too_big = cli_at_home(home, "lists import " + quoted(big));
    CHECK(too_big.status == 2);
    CHECK(too_big.output.find("16 MiB") != std::string::npos);

    const fs::path deep = home / "deep.json";
    std::ofstream(deep) << std::string(100000, '[') << std::string(100000, ']');
    const CommandResult too_deep = cli_at_home(home, "lists import " + quoted(deep));
    CHECK(too_deep.status == 2);
    CHECK(too_deep.output.find("deeper than 64 levels") != std::string::npos);
    CHECK_FALSE(fs::exists(home / "muster/lists/warmaster-medieval"));
}

TEST_CASE("import: a price beyond any army is not mapped, never written as a wrapped number") {
    const fs::path dir = fresh_dir("huge-price");
    const fs::path army = dir / "the-costly-host.json";
    std::ofstream(army) << R"({"name": "The Costly Host", "version": "Warmaster Medieval Armies", "units": {
        "Spearmen": {"order": 0, "type": "Infantry", "attack": 3, "hits": 3, "size": 3, "points": 1e300, "min": 1},
        "Marshal": {"order": 1, "type": "General", "attack": "+2", "command": 9, "size": 1, "points": "125x", "armyMin": 1, "armyMax": 1}}})";
    const ListImport result = import_into(dir / "lists", {army});
    REQUIRE_MESSAGE(result.lists.size() == 1, format_human(result.problems));
    CHECK(result.exit_code() == 1);
    std::vector<std::string> paths;
    for (const UnmappedConstruct& u : result.lists[0].unmapped) paths.push_back(u.json_path);
    CHECK(has_rule(paths, "$.units['Spearmen'].points"));
    CHECK(has_rule(paths, "$.units['Marshal'].points"));
    const std::string text = read_text(result.lists[0].written);
    CHECK(text.find("id=\"spearmen\" name=\"Spearmen\" points=\"0\"") != std::string::npos);
}

TEST_CASE("import: a list is never written over one of the files the import reads") {
    const fs::path dir = fresh_dir("over-input");
    const fs::path factions = dir / "lists/warmaster-medieval/factions";
    fs::create_directories(factions);
    // The place its list would be written is a link to the army file itself (a lists folder
    // linked to a checkout): the importer must refuse, not replace the army file with XML.
    const fs::path army = dir / "the-march-host.json";
    fs::copy_file(fixture("the-march-host.json"), army);
    fs::create_symlink(army, factions / "wmm-march-host.xml");
    const std::string before = read_text(army);
    const ListImport result = import_into(dir / "lists", {army, fixture("special-rules/Warmaster Medieval Armies.json")});
    CHECK(result.exit_code() == 2);
    CHECK(result.lists.empty());
    CHECK(std::any_of(result.problems.diagnostics().begin(), result.problems.diagnostics().end(),
                      [](const Diagnostic& d) { return d.rule_id == "import.not-written"; }));
    CHECK(read_text(army) == before);
}

TEST_CASE("import: the summary and the file problems speak the language asked, from the catalogue") {
    const fs::path dir = fresh_dir("in-french");
    ListImportOptions options{dir, "warmaster-medieval"};
    options.language = Language::french;
    const ListImport result = import_wm_selector_files({fixture("the-dale-garrison.json"), fixture("broken/cut-short.json")}, bundled_lists(), options);
    const std::string summary = format_list_import(result, Language::french);
    CHECK(summary.find("« The Dale Garrison » importée sous wmm-dale-garrison, révision 1") != std::string::npos);
    CHECK(summary.find("1 liste écrite, ") != std::string::npos);
    CHECK(format_human(result.problems).find("pas du JSON : ") != std::string::npos);
    CHECK(format_list_import(result).find("imported \"The Dale Garrison\" as wmm-dale-garrison") != std::string::npos);
}

TEST_CASE("import: every reading and group name Muster composes is written in French too, beside the English") {
    const TempFolder dir{"wm-import-readings"};
    const ListImport result = import_into(dir.path(), fixture_files());
    REQUIRE_MESSAGE(result.exit_code() == 0, format_human(result.problems));
    int readings = 0;
    for (const char* id : {"wmm-march-host", "wmm-dale-garrison", "wmm-everything-army"}) {
        pugi::xml_document doc;
        REQUIRE(doc.load_file((dir.path() / "warmaster-medieval/factions" / (std::string(id) + ".xml")).c_str()));
        for (pugi::xpath_node found : doc.select_nodes("//*[@reading]")) {
            const pugi::xml_node node = found.node();
            ++readings;
            INFO(id << ": <" << node.name() << " id=\"" << node.attribute("id").value() << "\"> reading \"" << node.attribute("reading").value() << "\"");
            CHECK(!std::string(node.attribute("reading-fr").value()).empty());
            CHECK(std::string(node.attribute("reading-fr").value()) != node.attribute("reading").value());
        }
    }
    CHECK(readings > 10);
    pugi::xml_document garrison;
    REQUIRE(garrison.load_file((dir.path() / "warmaster-medieval/factions/wmm-dale-garrison.xml").c_str()));
    const pugi::xml_node general = garrison.select_node("//group[@id='general']").node();
    CHECK(general.attribute("name").value() == std::string("General"));
    CHECK(general.attribute("name-fr").value() == std::string("Général"));
    CHECK(general.attribute("reading-fr").value() == std::string("les unités que la source classe comme General : l'armée en a exactement une"));
    const pugi::xml_node minimum = garrison.select_node("//unit-limit[@id='unit-limit-riders-min']").node();
    CHECK(
        minimum.attribute("reading-fr").value() ==
        std::string("celle de wm-selector ; il ne contrôle pas les minimums sous 1\u00a0000\u00a0pts dépensés, Muster impose un bloc à une armée plus petite"));
}

TEST_CASE("import: muster-cli --lang fr lists import prints every reading in French") {
    const TempFolder home{"wm-import-cli-fr"};
    const CommandResult r = cli_at_home(home.path(), "--lang fr lists import" + fixture_arguments());
    CHECK_MESSAGE(r.status == 0, r.output);
    CHECK(r.output.find("  lecture : ") != std::string::npos);
    CHECK(r.output.find("Marshal : son minimum et son maximum de 1 dans l'armée sont la règle « general » du système de jeu") != std::string::npos);
    for (const char* english : {"reading:", "its army minimum", "the game system", "gunpowder artillery", "the source", "as it tags", "has no column",
                                "is printed in", "count as unlimited", "exclude each other"})
        CHECK_MESSAGE(r.output.find(english) == std::string::npos, english, "\n", r.output);
}

TEST_CASE("import: a finding on an imported list, read in French, shows the French reading") {
    const ListLibrary& lists = imported();
    const Roster garrison = wm_roster(lists, "wmm-dale-garrison", 1000, {"castellan", "town-spears"});
    const RosterVerdict verdict = validate_roster(garrison, lists);
    REQUIRE(has_rule(errors_of(verdict), "unit-limit-riders-min"));
    set_findings_explained(true);  // the reading stands behind the finding: muster-cli --explain (issue 28)
    const std::string french = format_human(verdict.report, Language::french);
    const std::string english = format_human(verdict.report, Language::english);
    set_findings_explained(false);
    CHECK_MESSAGE(french.find("(lecture : celle de wm-selector ; il ne contrôle pas les minimums sous 1\u00a0000\u00a0pts dépensés") != std::string::npos,
                  french);
    CHECK_MESSAGE(french.find("leaves minimums unchecked") == std::string::npos, french);
    CHECK(english.find("leaves minimums unchecked below 1,000 pts spent") != std::string::npos);
}

TEST_CASE("import: muster-cli --lang fr lists import says in French why each construct was not mapped") {
    const TempFolder home{"wm-import-unmapped-fr"};
    const CommandResult r = cli_at_home(home.path(), "--lang fr lists import " + quoted(fixture("broken/the-unknown-keys.json")));
    CHECK(r.status == 1);
    CHECK_MESSAGE(r.output.find("$.secretRule : une clé que l'importeur ne connaît pas ; rien dans Muster n'y correspond") != std::string::npos, r.output);
    CHECK(r.output.find("$.upgrades['Banners'].max : « Some of Them » n'est pas un maximum que l'importeur connaît") != std::string::npos);
    CHECK(r.output.find("révision 1 : 2 unités, 1 règle → ") != std::string::npos);  // one rule: singular
    for (const char* english : {"a key the importer", "is not a maximum", "nothing in Muster"})
        CHECK_MESSAGE(r.output.find(english) == std::string::npos, english, "\n", r.output);
    const nlohmann::json j =
        nlohmann::json::parse(cli_at_home(home.path(), "--lang fr --json lists import " + quoted(fixture("broken/the-unknown-keys.json"))).output);
    const nlohmann::json& first = j["lists"][0]["unmapped"][0];
    CHECK(first["id"] == "import.wm.unmapped.unknown-key");
    CHECK(first["why"] == "une clé que l'importeur ne connaît pas ; rien dans Muster n'y correspond");
}

TEST_CASE("import: the stand-in text of a rule the source gives no text for reads in French too") {
    const TempFolder dir{"wm-import-no-text-fr"};
    const ListImport result = import_into(dir.path(), {fixture("the-dale-garrison.json")});
    REQUIRE(result.lists.size() == 1);
    const ListLibrary lists = lists_with_user(dir.path());
    const Faction* garrison = lists.faction("wmm-dale-garrison");
    REQUIRE(garrison);
    const SpecialRule* close_order = garrison->special_rule("close-order");
    REQUIRE(close_order);
    CHECK(close_order->text.en == "The source gives no text for this rule.");
    CHECK(close_order->text.in(Language::french) == "La source ne donne pas de texte pour cette règle.");
}

TEST_CASE("import: show --lang fr gives an imported list's source in French") {
    const TempFolder home{"wm-import-source-fr"};
    REQUIRE(cli_at_home(home.path(), "lists import" + fixture_arguments()).status == 0);
    const CommandResult r = cli_at_home(home.path(), "--lang fr show wmm-march-host");
    CHECK_MESSAGE(r.status == 0, r.output);
    CHECK_MESSAGE(r.output.find("Importée depuis le fichier the-march-host.json de wm-selector (Warmaster Medieval Armies) par "
                                "« muster-cli lists import »") != std::string::npos,
                  r.output);
    CHECK(r.output.find("Imported from") == std::string::npos);
    CHECK(cli_at_home(home.path(), "show wmm-march-host").output.find("Imported from wm-selector's the-march-host.json") != std::string::npos);
}

}  // namespace wm_import_test
