// Campaign files: what a club keeps over many evenings must survive anything.
#include <doctest/doctest.h>

#include <csignal>
#include <cstdlib>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include "campaign_engines.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_store_test {

namespace {

fs::path fresh_file(const std::string& name) {
    static const TempFolder scratch{"campaign-tests"};
    const fs::path& dir = scratch.path();
    const fs::path file = dir / name;
    fs::remove(file);
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().string().rfind(file.string(), 0) == 0) fs::remove(entry.path());
    return file;
}

std::string bytes_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

Roster example(const std::string& name) {
    Report report;
    auto roster = load_roster(source_path("lists/hail-caesar-hyw/examples/" + name + ".roster.xml"), report);
    REQUIRE(roster);
    return *roster;
}

void raw_sql(const fs::path& file, const std::string& sql) {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(file.c_str(), &db) == SQLITE_OK);
    REQUIRE(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
}

}  // namespace

CAMPAIGN_CASE("campaign: every text field round-trips UTF-8, apostrophes and quotes") {
    const std::string tricky = "Jeanne d'Arc « la Pucelle » — \"Orléans\"; DROP TABLE player; -- é è ç";
    {
        Campaign c = place.create(tricky, "hail-caesar-hyw", "1429-05-08", tricky);
        const auto player = c.add_player(tricky, tricky);
        c.add_army(player, tricky, "hyw-french", tricky);
        c.set_notes(tricky, tricky);
    }
    Campaign c = place.open();
    CHECK(c.info().name == tricky);
    CHECK(c.info().notes == tricky);
    CHECK(c.players().at(0).name == tricky);
    CHECK(c.armies().at(0).name == tricky);
    CHECK(c.log().back().actor == (place.on_server() ? std::string("muster") : tricky));  // a server logs the login
}

CAMPAIGN_CASE("campaign: roster versions re-open exactly as saved, and compare with today's lists") {
    Campaign c = place.create("Versions", "hail-caesar-hyw", "");
    const auto army = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
    const Roster roster = example("french-legal");
    CHECK(c.save_roster_version(army, roster, bundled_lists(), "", "test") == 1);
    Roster smaller = roster;
    smaller.divisions.pop_back();
    CHECK(c.save_roster_version(army, smaller, bundled_lists(), "lost the rearguard", "test") == 2);
    const auto history = c.history(army);
    REQUIRE(history.size() == 2);
    CHECK(history[0].roster_xml == roster_to_xml(roster));
    CHECK(history[0].points == doctest::Approx(671));
    CHECK(history[0].legal);
    CHECK(history[1].reason == "lost the rearguard");
    CHECK(c.roster_version(army).version == 2);
    CHECK_THROWS_AS(c.roster_version(army, 9), Error);

    // The same version read against a list whose rules changed.
    ListLibrary changed;
    Report report;
    changed.add(*load_game_system(source_path("lists/hail-caesar-hyw/system.xml"), report));
    std::ifstream in(source_path("lists/hail-caesar-hyw/factions/french.xml"));
    std::stringstream text;
    text << in.rdbuf();
    std::string xml = text.str();
    const std::string rule = "group=\"knights\" min=\"50\"";
    const auto at = xml.find(rule);
    REQUIRE(at != std::string::npos);
    xml.replace(at, rule.size(), "group=\"knights\" min=\"70\"");
    auto faction = parse_faction(xml, "french.xml", changed, report);
    REQUIRE_MESSAGE(faction, format_human(report));
    changed.add(std::move(*faction));
    const RosterComparison comparison = Campaign::compare_with_current_lists(history[0], changed);
    CHECK(comparison.legal_then);
    CHECK_FALSE(comparison.legal_now);
    REQUIRE(comparison.messages_new.size() == 1);
    CHECK(comparison.messages_new[0].find("requires at least 70.0 %") != std::string::npos);
}

TEST_CASE("campaign: a file that is not a campaign, or damaged, is refused and left untouched") {
    const fs::path text = fresh_file("notes.muster-campaign");
    std::ofstream(text) << "Shopping list: 40 knights, 12 crossbowmen. Not a database at all, but long enough to pass 100 bytes ...";
    const std::string before = bytes_of(text);
    CHECK_THROWS_WITH_AS(Campaign::open(text), doctest::Contains("not an SQLite database"), Error);
    CHECK(bytes_of(text) == before);

    const fs::path other = fresh_file("other.sqlite");
    raw_sql(other, "CREATE TABLE t (x); INSERT INTO t VALUES (1);");
    const std::string other_before = bytes_of(other);
    CHECK_THROWS_WITH_AS(Campaign::open(other), doctest::Contains("not a Muster campaign"), Error);
    CHECK(bytes_of(other) == other_before);

    const fs::path damaged = fresh_file("damaged.muster-campaign");
    {
        Campaign c = Campaign::create(damaged, "To be damaged", "hail-caesar-hyw", "", "test");
        for (int i = 0; i < 200; ++i) c.add_player("player " + std::to_string(i), "test");
    }
    {
        std::fstream f(damaged, std::ios::in | std::ios::out | std::ios::binary);
        const std::string garbage(64, '\x5A');  // the b-tree headers of pages 2 to 5
        for (int page = 1; page <= 4; ++page) {
            f.seekp(4096 * page);
            f.write(garbage.data(), static_cast<std::streamsize>(garbage.size()));
        }
    }
    const std::string damaged_before = bytes_of(damaged);
    CHECK_THROWS_WITH_AS(Campaign::open(damaged), doctest::Contains("damaged"), Error);
    CHECK(bytes_of(damaged) == damaged_before);
}

TEST_CASE("campaign: a file from a newer Muster is refused, an older one is backed up, then migrated") {
    const fs::path newer = fresh_file("newer.muster-campaign");
    { Campaign::create(newer, "Future", "hail-caesar-hyw", "", "test"); }
    raw_sql(newer, "PRAGMA user_version = 99");
    const std::string before = bytes_of(newer);
    CHECK_THROWS_WITH_AS(Campaign::open(newer), doctest::Contains("newer Muster"), Error);
    CHECK(bytes_of(newer) == before);

    const fs::path older = fresh_file("older.muster-campaign");
    raw_sql(older, std::string(campaign_migrations().at(0).sql) +
                       "PRAGMA user_version = 1; PRAGMA application_id = " + std::to_string(campaign_application_id) + ";" +
                       "INSERT INTO campaign (id, name, game_system, start_date) VALUES (1, 'Old', 'hail-caesar-hyw', '2020-01-01');");
    const std::string old_bytes = bytes_of(older);
    Campaign c = Campaign::open(older);
    CHECK(c.info().schema_version == Campaign::latest_schema_version());
    CHECK(c.info().name == "Old");
    CHECK(bytes_of(older.string() + ".v1.bak") == old_bytes);
}

TEST_CASE("campaign: killed with SIGKILL while writing, it reopens intact with every committed action") {
    const fs::path file = fresh_file("killed.muster-campaign");
    { Campaign::create(file, "Crash test", "hail-caesar-hyw", "", "test"); }
    std::mt19937 random(7);
    int acknowledged_total = 0;
    for (int round = 0; round < 12; ++round) {
        int pipe_fds[2];
        REQUIRE(::pipe(pipe_fds) == 0);
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::close(pipe_fds[0]);
            try {
                Campaign c = Campaign::open(file);
                for (int i = 0;; ++i) {
                    const std::string name = "r" + std::to_string(round) + "-p" + std::to_string(i);
                    c.add_player(name, "crash");
                    const std::string line = name + "\n";
                    if (::write(pipe_fds[1], line.data(), line.size()) < 0) ::_exit(3);
                }
            } catch (...) { ::_exit(2); }
        }
        ::close(pipe_fds[1]);
        ::usleep(20000 + random() % 80000);
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        std::string acknowledged;
        char buffer[4096];
        for (ssize_t n; (n = ::read(pipe_fds[0], buffer, sizeof buffer)) > 0;) acknowledged.append(buffer, static_cast<std::size_t>(n));
        ::close(pipe_fds[0]);

        Campaign c = Campaign::open(file);  // rolls back a half-written transaction
        sqlite3* db = nullptr;
        REQUIRE(sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
        sqlite3_stmt* check = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &check, nullptr);
        REQUIRE(sqlite3_step(check) == SQLITE_ROW);
        CHECK(std::string(reinterpret_cast<const char*>(sqlite3_column_text(check, 0))) == "ok");
        sqlite3_finalize(check);
        sqlite3_close(db);

        std::set<std::string> stored;
        for (const PlayerRecord& p : c.players()) stored.insert(p.name);
        std::istringstream lines(acknowledged);
        for (std::string name; std::getline(lines, name);) {
            CHECK_MESSAGE(stored.count(name) == 1, "acknowledged but lost: " << name);
            ++acknowledged_total;
        }
    }
    CHECK(acknowledged_total > 0);
}

TEST_CASE("campaign: a second program waits briefly, then hears the file is in use, nothing is lost") {
    const fs::path file = fresh_file("busy.muster-campaign");
    { Campaign::create(file, "Busy", "hail-caesar-hyw", "", "test"); }
    sqlite3* holder = nullptr;
    REQUIRE(sqlite3_open(file.c_str(), &holder) == SQLITE_OK);
    REQUIRE(sqlite3_exec(holder, "BEGIN IMMEDIATE; INSERT INTO player (name) VALUES ('holder');", nullptr, nullptr, nullptr) == SQLITE_OK);
    Campaign second = Campaign::open(file);
    CHECK_THROWS_WITH_AS(second.add_player("waiting", "test"), doctest::Contains("in use by another program"), Error);
    REQUIRE(sqlite3_exec(holder, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(holder);
    second.add_player("after", "test");
    std::set<std::string> names;
    for (const auto& p : second.players()) names.insert(p.name);
    CHECK(names == std::set<std::string>{"holder", "after"});
}

TEST_CASE("campaign: export then import gives an identical campaign") {
    const fs::path file = fresh_file("export.muster-campaign");
    Campaign c = Campaign::create(file, "Exportée", "hail-caesar-hyw", "1415-10-25", "test");
    const auto fr = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
    const auto en = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
    c.save_roster_version(fr, example("french-legal"), bundled_lists(), "", "test");
    c.save_roster_version(en, example("english-legal"), bundled_lists(), "", "test");
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, "Harfleur");
    plan.duration.months = 2;
    add_purchase(plan, bundled<SiegeKit>(), "ram", 2);
    c.start_siege("Harfleur", en, fr, siege_plan_to_xml(plan), "test");
    c.advance_month("test");
    BattleInput battle;
    battle.army_a = fr;
    battle.army_b = en;
    battle.victory_a.surviving_points = 100;
    battle.victory_b.surviving_points = 400;
    battle.units_lost_a = {"u1"};
    c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test");
    const nlohmann::json exported = c.export_json();
    const fs::path copy = fresh_file("imported.muster-campaign");
    Campaign imported = Campaign::import_json(copy, exported);
    CHECK(imported.export_json() == exported);
    CHECK_THROWS_AS(Campaign::import_json(copy, exported), Error);  // never overwrites
    CHECK_THROWS_WITH_AS(Campaign::import_json(fresh_file("bad.muster-campaign"), nlohmann::json{{"format", "other"}}),
                         doctest::Contains("not a Muster campaign export"), Error);
}

CAMPAIGN_CASE("campaign: advancing months advances each siege by its schedule until the assault is due") {
    Campaign c = place.create("Siege", "hail-caesar-hyw", "");
    const auto a = c.add_army(c.add_player("A", "test"), "Attackers", "hyw-english", "test");
    const auto d = c.add_army(c.add_player("D", "test"), "Defenders", "hyw-french", "test");
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 1000, "Rouen");  // attacker 1500: 2 engineers
    plan.duration.months = 3;
    add_purchase(plan, bundled<SiegeKit>(), "mine", 1);
    add_purchase(plan, bundled<SiegeKit>(), "siege-tower", 2);
    c.start_siege("Rouen", a, d, siege_plan_to_xml(plan), "test");
    MonthAdvance first = c.advance_month("test");
    CHECK(first.log_lines.at(1) == "Rouen, month 1 of 3: finished Siege tower 1/2");
    c.advance_month("test");
    const MonthAdvance third = c.advance_month("test");
    CHECK(third.log_lines.at(1) == "Rouen, month 3 of 3: finished Mine");
    CHECK(third.log_lines.at(2).find("the assault is due") != std::string::npos);
    CHECK(c.sieges().at(0).status == "assault-due");
    CHECK(c.info().current_month == 4);
    const MonthAdvance fourth = c.advance_month("test");
    CHECK(fourth.log_lines.size() == 1);  // an assault-due siege waits for its battle
}

CAMPAIGN_CASE("campaign: battles — the VP calculator decides, losses become a new roster version, bad ids change nothing") {
    Campaign c = place.create("Battles", "hail-caesar-hyw", "");
    const auto fr = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
    const auto en = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
    c.save_roster_version(fr, example("french-legal"), bundled_lists(), "", "test");
    BattleInput battle;
    battle.army_a = fr;
    battle.army_b = en;
    battle.victory_a = {1000, 0, {{"hill", 1}}};     // 1050
    battle.victory_b = {900, 100, {{"bridge", 1}}};  // 900 + 50 + 100 = 1050
    battle.units_lost_a = {"u1", "u2"};
    const BattleRecord draw = c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test");
    CHECK(draw.result == "draw");
    CHECK_FALSE(draw.winner_army_id);
    const auto versions = c.history(fr);
    REQUIRE(versions.size() == 2);
    CHECK(versions[1].points == doctest::Approx(671 - 64));
    CHECK(versions[1].roster_xml.find("id=\"u1\"") == std::string::npos);

    battle.units_lost_a = {"u99"};
    CHECK_THROWS_AS(c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test"), Error);
    CHECK(c.battles().size() == 1);
    CHECK(c.history(fr).size() == 2);
}

TEST_CASE("campaign: WFB3 victory points — a difference within 10 % of the higher score is a draw") {
    const VictoryTable& table = bundled<VictoryTable>();
    VictoryResult r = score_battle(table, {1000, 0, {}}, {900, 0, {}});
    CHECK(r.draw);  // 100 of 1000: exactly 10 %
    r = score_battle(table, {1000, 0, {}}, {899, 0, {}});
    CHECK_FALSE(r.draw);
    CHECK(r.a_wins);
    r = score_battle(table, {500, 300, {{"table-section", 3}, {"army-standard-captured", 1}, {"enemy-train-captured", 1}}}, {1200, 0, {}});
    CHECK(r.a.total == doctest::Approx(500 + 150 + 150 + 100 + 100));
    CHECK_FALSE(r.draw);  // 1000 vs 1200: 16.7 % of the higher score
    CHECK_FALSE(r.a_wins);
    CHECK(r.explanation.find("16.7 % of 1,200, over 10 %") != std::string::npos);
}

TEST_CASE("campaign: the default campaign is created in the user's data folder on first use") {
    const TempFolder scratch{"xdg-test"};
    const fs::path home = scratch / "home";
    fs::remove_all(home);
    ::setenv("XDG_DATA_HOME", home.c_str(), 1);
    {
        Campaign c = Campaign::open_default("test");
        CHECK(c.file() == home / "muster" / "default.muster-campaign");
        c.add_player("Premier", "test");
    }
    Campaign again = Campaign::open_default("test");
    CHECK(again.players().size() == 1);
    CHECK(again.info().name == "My campaign");
    ::unsetenv("XDG_DATA_HOME");
}

TEST_CASE("campaign: a French player's default campaign is named in French") {
    const TempFolder scratch{"default-fr"};
    const fs::path home = scratch.path();
    ::setenv("XDG_DATA_HOME", home.c_str(), 1);
    {
        Campaign c = Campaign::open_default("test", {}, Language::french);
        CHECK(c.info().name == "Ma campagne");
    }
    ::unsetenv("XDG_DATA_HOME");
    fs::remove_all(home);
}

}  // namespace campaign_store_test
