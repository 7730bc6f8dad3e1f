// A campaign on a PostgreSQL server: the same actions, log and checks as a campaign file; a
// campaign moved there and back unchanged; no password ever taken or shown; many clients at
// once, a client killed, the server restarted — nothing lost, nothing half-written.
// Each case makes a database of its own in the test cluster (server_test_cluster.hpp).
#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include <nlohmann/json.hpp>

#include "campaign_test_fixtures.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "server_test_cluster.hpp"
#include "forked_programs.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace campaign_server_test {

namespace {

// The same evening of a campaign, on whichever engine `c` is kept.
void play_an_evening(Campaign& c) {
    const auto ost = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
    const auto host = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
    c.save_roster_version(ost, example_roster("french-legal"), bundled_lists(), "", "test");
    c.save_roster_version(host, example_roster("english-besiegers"), bundled_lists(), "muster day", "test");
    c.set_notes("Agincourt, then Orléans", "test");
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, "Orléans");
    plan.duration.months = 12;
    c.start_siege("Orléans", host, ost, siege_plan_to_xml(plan), "test");
    c.advance_month("test");
    c.advance_months(2, "test");
    CHECK(c.can_take_back_month());
    CHECK(c.take_back_month("test") == 3);
    BattleInput battle;
    battle.scenario = "Agincourt";
    battle.army_a = ost;
    battle.army_b = host;
    battle.victory_a.surviving_points = 600;
    battle.victory_b.surviving_points = 300;
    battle.units_lost_b = {"u1", "u2"};
    c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "Henry");
    battle.units_lost_b.clear();
    battle.victory_a.surviving_points = 300;
    c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "Élise");
    CHECK_THROWS_AS(c.add_player("Élise", "test"), Error);  // the same checks on both engines
}

// An export with the clock's fields blanked, and who acted (on a server, the login; in a file,
// the name given): two evenings played at different moments and places compare.
nlohmann::json without_times(nlohmann::json exported) {
    for (auto& list : exported)
        if (list.is_array())
            for (auto& item : list)
                for (const char* field : {"at", "saved_at", "recorded_at", "actor"})
                    if (item.is_object() && item.contains(field)) item[field] = "";
    if (exported.contains("roster_versions"))
        for (auto& version : exported["roster_versions"]) version["verdict_json"] = "";
    return exported;
}

std::string quoted(const std::string& text) { return "'" + text + "'"; }

// A French army of many knights, so that every battle can lose a unit of its own.
Roster many_knights(int knights, std::vector<std::string>& units) {
    const Faction& french = *bundled_lists().faction("hyw-french");
    Roster roster = new_roster(french, 100000, "Ost");
    const std::string division = add_division(roster, "", true);
    for (int i = 0; i < knights; ++i) units.push_back(add_unit(roster, french, division, "mounted-knights"));
    return roster;
}

BattleInput battle_of(std::int64_t a, std::int64_t b, const std::string& scenario) {
    BattleInput battle;
    battle.scenario = scenario;
    battle.army_a = a;
    battle.army_b = b;
    battle.victory_a.surviving_points = 100;
    battle.victory_b.surviving_points = 500;
    return battle;
}

// Runs pg_ctl on the test cluster, as the user that owns it.
int pg_ctl(const TestServer& server, const std::string& arguments) {
    const std::string owner = ::getuid() == 0 ? "runuser -u postgres -- " : "";
    return run_command(owner + server.bin + "/pg_ctl -D " + quoted(server.data) + " " + arguments + " >/dev/null 2>&1").status;
}

}  // namespace

TEST_CASE("server: a campaign evening reads the same on a server as in a file") {
    const auto server = test_server_or_skip();
    if (!server) return;
    const std::string address = fresh_database(*server, "evening");
    const fs::path dir = campaign_scratch("server-evening");
    Campaign in_file = Campaign::create(dir / "evening.muster-campaign", "Cent Ans", "hail-caesar-hyw", "1415-10-25", "test");
    play_an_evening(in_file);
    Campaign on_server = Campaign::create_on_server(address, "Cent Ans", "hail-caesar-hyw", "1415-10-25", "test");
    play_an_evening(on_server);
    CHECK(on_server.on_server());
    CHECK(on_server.info().schema_version == Campaign::latest_schema_version());
    CHECK(without_times(on_server.export_json()).dump(1) == without_times(in_file.export_json()).dump(1));
    // On the server the log names the login that wrote each line, whatever name it was given.
    for (const CampaignEvent& line : on_server.log()) CHECK(line.actor == "muster");
    // The same army's latest roster, byte for byte, and the same log in French.
    CHECK(on_server.roster_version(on_server.army("Host").id).roster_xml == in_file.roster_version(in_file.army("Host").id).roster_xml);
    CHECK(on_server.log().size() == in_file.log().size());
    // Opened again, it is the same campaign; created again, it is refused.
    CHECK(Campaign::open_server(address).battle_count() == 2);
    CHECK_THROWS_WITH_AS(Campaign::create_on_server(address, "Again", "hail-caesar-hyw", "", "test"), doctest::Contains("already holds a campaign"), Error);
    fs::remove_all(dir);
}

TEST_CASE("server: a file campaign moved to a server and exported back is the same, byte for byte, and no output shows the password") {
    const auto server = test_server_or_skip();
    if (!server) return;
    const std::string address = fresh_database(*server, "moving");
    const fs::path dir = campaign_scratch("server-moving");
    const fs::path file = dir / "club.muster-campaign";
    {
        Campaign c = Campaign::create(file, "Club", "hail-caesar-hyw", "1415-10-25", "test");
        play_an_evening(c);
    }
    std::vector<CommandResult> outputs;
    outputs.push_back(campaign_cli("campaign --server " + quoted(address) + " import " + quoted(file.string())));
    CHECK_MESSAGE(outputs.back().status == 0, outputs.back().output);
    outputs.push_back(campaign_cli("campaign -f " + quoted(file.string()) + " export " + quoted((dir / "from-file.json").string())));
    outputs.push_back(campaign_cli("campaign --server " + quoted(address) + " export " + quoted((dir / "from-server.json").string())));
    CHECK_MESSAGE(outputs.back().status == 0, outputs.back().output);
    CHECK(file_bytes(dir / "from-server.json") == file_bytes(dir / "from-file.json"));
    // Back into a file: the same again.
    outputs.push_back(campaign_cli("campaign import " + quoted((dir / "from-server.json").string()) + " " + quoted((dir / "back.muster-campaign").string())));
    outputs.push_back(campaign_cli("campaign -f " + quoted((dir / "back.muster-campaign").string()) + " export " + quoted((dir / "back.json").string())));
    CHECK(file_bytes(dir / "back.json") == file_bytes(dir / "from-file.json"));
    // New ids follow the imported ones.
    outputs.push_back(campaign_cli("campaign --server " + quoted(address) + " add-player Jeanne"));
    CHECK_MESSAGE(outputs.back().output.find("player 3") != std::string::npos, outputs.back().output);
    outputs.push_back(campaign_cli("campaign --server " + quoted(address) + " --json show"));
    outputs.push_back(campaign_cli("campaign --server " + quoted(address) + " log"));

    // A password in the address: refused, exit 2, saying where it goes, never echoed.
    const std::string with_password = "postgresql://muster:" + server->password + "@/postgres?host=" + server->socket;
    outputs.push_back(campaign_cli("campaign --server " + quoted(with_password) + " show"));
    CHECK(outputs.back().status == 2);
    CHECK(outputs.back().output.find(".pgpass") != std::string::npos);
    outputs.push_back(campaign_cli("campaign --server " + quoted("host=" + server->socket + " dbname=postgres password=" + server->password) + " --json show"));
    CHECK(outputs.back().status == 2);
    // Wrong database, wrong user: said plainly, nothing more.
    outputs.push_back(campaign_cli("campaign --server " + quoted(server_address(*server, "no_such_campaign")) + " show"));
    CHECK(outputs.back().status != 0);
    outputs.push_back(campaign_cli("campaign --server " + quoted(server_address(*server, "postgres", "nobody")) + " show"));
    CHECK(outputs.back().status != 0);
    for (const CommandResult& said : outputs) CHECK_MESSAGE(said.output.find(server->password) == std::string::npos, said.output);
    fs::remove_all(dir);
}

TEST_CASE("server: eight clients recording battles, losses and months at once lose nothing") {
    const auto server = test_server_or_skip();
    if (!server) return;
    const std::string address = fresh_database(*server, "eight_clients");
    // A quarter of the actions under the sanitizers, where each is several times slower and the
    // run shares the processors with the rest of the suite: the eight clients still overlap.
    constexpr int clients = 8, actions = sanitized_build ? 52 : 200;
    std::vector<std::string> units;
    const Roster roster = many_knights(clients * actions / 4 + 10, units);
    std::int64_t ost = 0, host = 0;
    {
        Campaign c = Campaign::create_on_server(address, "Club night", "hail-caesar-hyw", "", "test");
        ost = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
        host = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
        c.save_roster_version(ost, roster, bundled_lists(), "", "test");
        SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, "Long siege");
        plan.duration.months = 120;
        plan.months_agreement = "a club night of many players";
        c.start_siege("Long siege", host, ost, siege_plan_to_xml(plan), "test");
    }
    // Each client: a month every 25 actions, a battle losing one of its own units every 4th, other battles between.
    const auto failures = run_forked(clients, [&](int client) {
        Campaign c = Campaign::open_server(address);
        int lost = 0;
        for (int i = 0; i < actions; ++i) {
            const std::string who = "p" + std::to_string(client);
            if (i % 25 == 0) {
                c.advance_month(who);
                continue;
            }
            BattleInput battle = battle_of(ost, host, who + "-b" + std::to_string(i));
            if (i % 4 == 1) battle.units_lost_a = {units[static_cast<std::size_t>(client * (actions / 4) + lost++)]};
            c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), who);
        }
    });
    CHECK_MESSAGE(failures.empty(), (failures.empty() ? std::string() : failures.front()));

    Campaign c = Campaign::open_server(address);
    int months = 0, losses = 0;  // as each client's loop counts them
    for (int i = 0; i < actions; ++i) {
        months += i % 25 == 0 ? clients : 0;
        losses += i % 25 != 0 && i % 4 == 1 ? clients : 0;
    }
    std::set<std::string> scenarios;
    for (const BattleRecord& b : c.battles()) scenarios.insert(b.scenario);
    CHECK(scenarios.size() == static_cast<std::size_t>(clients * actions - months));
    CHECK(c.history(ost).size() == static_cast<std::size_t>(1 + losses));
    Report report;
    const std::optional<Roster> latest = parse_roster(c.roster_version(ost).roster_xml, "latest", report);
    REQUIRE(latest);
    CHECK(latest->unit_count() == units.size() - static_cast<std::size_t>(losses));
    CHECK(c.info().current_month == 1 + months);
    CHECK(c.sieges().at(0).months_elapsed == months);
}

TEST_CASE("server: a client killed in the middle of its actions leaves nothing half-written") {
    const auto server = test_server_or_skip();
    if (!server) return;
    const std::string address = fresh_database(*server, "killed");
    std::vector<std::string> units;
    const Roster roster = many_knights(400, units);
    std::int64_t ost = 0, host = 0;
    {
        Campaign c = Campaign::create_on_server(address, "Killed", "hail-caesar-hyw", "", "test");
        ost = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
        host = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
        c.save_roster_version(ost, roster, bundled_lists(), "", "test");
    }
    for (int round = 0; round < 3; ++round) {
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            try {
                Campaign c = Campaign::open_server(address);
                for (std::size_t i = static_cast<std::size_t>(round) * 100;; ++i) {
                    BattleInput battle = battle_of(ost, host, "b" + std::to_string(i));
                    battle.units_lost_a = {units.at(i)};
                    c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "killed");
                }
            } catch (...) {}
            ::_exit(0);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(150 + 100 * round));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
    }
    Campaign c = Campaign::open_server(address);
    // The server may still be committing the killed client's last battle when its process is gone,
    // so the battles are counted before and after the log and the history are read, until no
    // battle landed in between: then the three readings saw the same campaign.
    std::int64_t battles = 0, battle_lines = 0, versions = 0;
    for (int reading = 0; reading < 100; ++reading) {
        battles = c.battle_count();
        battle_lines = 0;
        for (const CampaignEvent& e : c.log()) battle_lines += e.kind == "battle" ? 1 : 0;
        versions = static_cast<std::int64_t>(c.history(ost).size());
        if (c.battle_count() == battles) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    CHECK(battles > 0);
    // Each battle whole: its log line, and the roster version its loss made.
    CHECK(battle_lines == battles);
    CHECK(versions == 1 + battles);
}

TEST_CASE("server: the server restarted in the middle of a run loses no committed action, and the client says so") {
    const auto server = test_server_or_skip();
    if (!server) return;
    const std::string address = fresh_database(*server, "restarted");
    std::int64_t ost = 0, host = 0;
    Campaign c = Campaign::create_on_server(address, "Restarted", "hail-caesar-hyw", "", "test");
    ost = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
    host = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
    for (int i = 0; i < 5; ++i) c.record_battle(battle_of(ost, host, "before " + std::to_string(i)), bundled<VictoryTable>(), bundled_lists(), "test");
    REQUIRE(pg_ctl(*server, "-m fast -w -t 60 restart -o \"-c listen_addresses='' -k " + server->socket + "\" -l " + quoted(server->data + "/../server.log")) ==
            0);
    // The connection of before is gone: said plainly, nothing written.
    CHECK_THROWS_WITH_AS(c.record_battle(battle_of(ost, host, "lost"), bundled<VictoryTable>(), bundled_lists(), "test"),
                         doctest::Contains("connection to the campaign's server was lost"), Error);
    Campaign again = Campaign::open_server(address);
    CHECK(again.battle_count() == 5);
    again.record_battle(battle_of(ost, host, "after"), bundled<VictoryTable>(), bundled_lists(), "test");
    CHECK(again.battle_count() == 6);
    // From the command line: a server that is down is said, exit 2.
    REQUIRE(pg_ctl(*server, "-m fast -w stop") == 0);
    const CommandResult down = campaign_cli("campaign --server " + quoted(address) + " show");
    CHECK(pg_ctl(*server, "-w -t 60 start -o \"-c listen_addresses='' -k " + server->socket + "\" -l " + quoted(server->data + "/../server.log")) == 0);
    CHECK(down.status == 2);
    CHECK_MESSAGE(down.output.find("cannot reach the campaign's server") != std::string::npos, down.output);
    CHECK(Campaign::open_server(address).battle_count() == 6);
}

TEST_CASE("a failure on the server is told by when it happened: a connection lost during COMMIT leaves the outcome unknown") {
    CHECK(server_failure("42501", false, false) == ServerFailure::refused);
    CHECK(server_failure("08006", true, false) == ServerFailure::connection_lost);
    CHECK(server_failure("57P01", false, false) == ServerFailure::connection_lost);
    CHECK(server_failure("", true, false) == ServerFailure::connection_lost);
    CHECK(server_failure("57P01", true, true) == ServerFailure::outcome_unknown);
    CHECK(server_failure("", true, true) == ServerFailure::outcome_unknown);
    CHECK(server_failure("23505", false, true) == ServerFailure::other);  // refused at COMMIT: not written
    CHECK(server_failure("23505", false, false) == ServerFailure::other);
}

TEST_CASE("server: a connection lost during COMMIT is not said to have written nothing") {
    const auto server = test_server_or_skip();
    if (!server) return;
    const std::string address = fresh_database(*server, "commit_cut");
    Campaign::create_on_server(address, "Club", "hail-caesar-hyw", "", "test");
    {
        // A deferred trigger runs at COMMIT: there it cuts its own connection.
        PostgresStore admin(address);
        admin.exec(
            "CREATE FUNCTION cut_at_commit() RETURNS trigger LANGUAGE plpgsql AS "
            "$$ BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NULL; END $$; "
            "CREATE CONSTRAINT TRIGGER cut_at_commit AFTER INSERT ON player DEFERRABLE INITIALLY DEFERRED "
            "FOR EACH ROW EXECUTE FUNCTION cut_at_commit()");
    }
    const CommandResult said = campaign_cli("campaign --server " + quoted(address) + " add-player Jeanne");
    CHECK(said.status == 2);
    CHECK_MESSAGE(said.output.find("lost while it was saving this") != std::string::npos, said.output);
    CHECK_MESSAGE(said.output.find("may have been saved or not") != std::string::npos, said.output);
    CHECK_MESSAGE(said.output.find("campaign log") != std::string::npos, said.output);
    CHECK(said.output.find("nothing more was written") == std::string::npos);
    // Lost before its COMMIT, an action is said to have written nothing.
    {
        PostgresStore admin(address);
        admin.exec(
            "DROP TRIGGER cut_at_commit ON player; "
            "CREATE TRIGGER cut_at_insert AFTER INSERT ON player FOR EACH ROW EXECUTE FUNCTION cut_at_commit()");
    }
    const CommandResult before = campaign_cli("campaign --server " + quoted(address) + " add-player Jeanne");
    CHECK(before.status == 2);
    CHECK_MESSAGE(before.output.find("nothing more was written") != std::string::npos, before.output);
}

}  // namespace campaign_server_test
