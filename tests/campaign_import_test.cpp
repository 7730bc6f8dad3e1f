// campaign import: every field of a hostile export is checked, with its JSON path; nothing is created.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include "campaign_test_fixtures.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;
using nlohmann::json;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_import_test {

namespace {

// An export of a campaign with every kind of record: players, armies, versions, a siege, a battle, events.
json full_export(const fs::path& dir) {
    const fs::path file = dir / "source.muster-campaign";
    make_two_army_campaign(file);
    Campaign c = Campaign::open(file);
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, "Harfleur");
    plan.duration.months = 2;
    c.start_siege("Harfleur", c.army("Host").id, c.army("Ost").id, siege_plan_to_xml(plan), "test");
    c.advance_month("test");
    BattleInput battle;
    battle.army_a = c.army("Ost").id;
    battle.army_b = c.army("Host").id;
    battle.victory_a.surviving_points = 100;
    battle.victory_b.surviving_points = 400;
    battle.units_lost_a = {"u1"};
    c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test");
    return c.export_json();
}

std::size_t entries_in(const fs::path& dir) {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) ++n;
    return n;
}

struct Mutation {
    const char* pointer;
    json value;  ///< discarded: remove the field
    const char* message;
};

}  // namespace

TEST_CASE("campaign import: every wrong, missing, out-of-range or huge field is named by its JSON path, nothing created") {
    const fs::path dir = campaign_scratch("import-fields");
    const json good = full_export(dir);
    const json removed = json(json::value_t::discarded);
    const std::vector<Mutation> mutations = {
        {"/format", 1, "in the export, /format is a number; expected the text \"muster-campaign-export\""},
        {"/version", "1", "in the export, /version is a text; expected a whole number from 1 to 1"},
        {"/version", 0, "in the export, /version is 0; expected a whole number from 1 to 1"},
        {"/version", 2, "was written by a newer Muster (export version 2)"},
        {"/campaign", json::array(), "in the export, /campaign is a list; expected an object"},
        {"/campaign/current_month", 1e308, "in the export, /campaign/current_month is 1e+308; expected a whole number from 1 to "},
        {"/campaign/current_month", -3, "in the export, /campaign/current_month is -3; expected a whole number from 1 to "},
        {"/campaign/name", removed, "in the export, /campaign/name is missing; expected a text"},
        {"/campaign/notes", json::object(), "in the export, /campaign/notes is an object; expected a text"},
        {"/players", json::object(), "in the export, /players is an object; expected a list"},
        {"/players/0/name", 5, "in the export, /players/0/name is a number; expected a text"},
        {"/players/0/name", std::string("Ren\0e", 5), "in the export, /players/0/name: the player's name holds a control character (at byte 3)"},
        {"/players/0/name", std::string(100000, 'x'), "in the export, /players/0/name: the player's name is too long (100000 bytes"},
        {"/players/1/name", "E\xCC\x81lise", "in the export, /players/1/name repeats the name '\xC3\x89lise'"},
        {"/players/1/id", 1, "in the export, /players/1/id repeats the id 1"},
        {"/players/0/id", 1.5, "in the export, /players/0/id is 1.5; expected a whole number from 1 to "},
        {"/armies/0/player_id", 99, "in the export, /armies/0/player_id is 99, which is no player of the export"},
        {"/roster_versions/0/points", "671", "in the export, /roster_versions/0/points is a text; expected a number from 0 to "},
        {"/roster_versions/0/legal", 1, "in the export, /roster_versions/0/legal is a number; expected true or false"},
        {"/roster_versions/0/army_id", 7, "in the export, /roster_versions/0/army_id is 7, which is no army of the export"},
        {"/roster_versions/1/version", 1, "in the export, /roster_versions/1/version repeats version 1 of its army"},
        {"/roster_versions/0/verdict_json", "[oops", "in the export, /roster_versions/0/verdict_json is not the JSON of a verdict"},
        {"/sieges/0/status", "burning", "in the export, /sieges/0/status is \"burning\"; expected one of preparing, assault-due, ended"},
        {"/sieges/0/months_elapsed", 99999, "in the export, /sieges/0/months_elapsed is 99999; expected a whole number from 0 to "},
        {"/battles/0/winner_army_id", 55, "in the export, /battles/0/winner_army_id is 55, which is not one of the battle's armies"},
        {"/battles/0/vp_a", 1e300, "in the export, /battles/0/vp_a is 1e+300; expected a number from 0 to "},
        {"/battles/0/result", "rout", "in the export, /battles/0/result is \"rout\"; expected one of win, draw"},
        {"/events/0/id", removed, "in the export, /events/0/id is missing; expected a whole number from 1 to "},
        {"/events/0/text", nullptr, "in the export, /events/0/text is null; expected a text"},
    };
    const fs::path target = dir / "imported.muster-campaign";
    const std::size_t before = entries_in(dir);
    for (const Mutation& m : mutations) {
        const std::string where = m.pointer;
        CAPTURE(where);
        json bad = good;
        const json::json_pointer pointer(m.pointer);
        if (m.value.is_discarded()) bad[pointer.parent_pointer()].erase(pointer.back());
        else bad[pointer] = m.value;
        CHECK_THROWS_WITH_AS(Campaign::import_json(target, bad), doctest::Contains(m.message), Error);
        CHECK_FALSE(fs::exists(target));
        CHECK(entries_in(dir) == before);
    }
    CHECK_THROWS_WITH_AS(Campaign::import_json(target, json::array()), "the export is a list; expected an object", Error);
    Campaign::import_json(target, good);  // the unharmed export imports
}

TEST_CASE("campaign import: the CLI refuses bad input with exit code 2, a clear message and no new file") {
    const fs::path dir = campaign_scratch("import-cli");
    json bad = full_export(dir);
    bad["campaign"]["current_month"] = "soon";
    const fs::path bad_file = dir / "bad.json";
    std::ofstream(bad_file) << bad.dump();
    const fs::path target = dir / "new.muster-campaign";
    const auto import = [&](const fs::path& input) { return campaign_cli("campaign import " + input.string() + " " + target.string()); };

    CommandResult r = import(bad_file);
    CHECK(r.status == 2);
    CHECK(r.output.find("in the export, /campaign/current_month is a text; expected a whole number from 1 to ") != std::string::npos);

    const fs::path fifo = dir / "pipe.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    r = import(fifo);
    CHECK(r.status == 2);
    CHECK(r.output.find("is not a regular file") != std::string::npos);
    r = import("/dev/zero");
    CHECK(r.status == 2);
    CHECK(r.output.find("is not a regular file") != std::string::npos);

    const fs::path huge = dir / "huge.json";
    { std::ofstream(huge) << "{}"; }
    fs::resize_file(huge, 200 * 1024 * 1024);
    r = import(huge);
    CHECK(r.status == 2);
    CHECK(r.output.find("is 200 MB; Muster imports exports of at most 64 MB") != std::string::npos);

    const fs::path deep = dir / "deep.json";
    std::ofstream(deep) << std::string(100000, '[') << std::string(100000, ']');
    r = import(deep);
    CHECK(r.status == 2);
    CHECK(r.output.find("nested deeper than 32 levels") != std::string::npos);

    const fs::path not_json = dir / "not.json";
    std::ofstream(not_json) << "{\"format\": ";
    r = import(not_json);
    CHECK(r.status == 2);
    CHECK(r.output.find("is not JSON") != std::string::npos);
    CHECK_FALSE(fs::exists(target));
}
TEST_CASE("campaign import: each hostile export of tests/data/hostile/campaign is refused with its JSON path") {
    const fs::path corpus = test_data("hostile/campaign");
    const fs::path dir = campaign_scratch("import-corpus");
    std::istringstream expected(file_bytes(corpus / "expected.txt"));
    int checked = 0;
    for (std::string line; std::getline(expected, line);) {
        const auto tab = line.find('\t');
        REQUIRE(tab != std::string::npos);
        const std::string name = line.substr(0, tab), message = line.substr(tab + 1);
        CAPTURE(name);
        const CommandResult r = campaign_cli("campaign import " + (corpus / name).string() + " " + (dir / "new.muster-campaign").string());
        CHECK(r.status == 2);
        CHECK(r.output.find("in the export, " + message) != std::string::npos);
        CHECK(r.output.find('\x1b') == std::string::npos);
        CHECK_FALSE(fs::exists(dir / "new.muster-campaign"));
        ++checked;
    }
    CHECK(checked == 8);
}

}  // namespace campaign_import_test
