// Who may write what in a campaign on a server: the organiser everything; a player their own
// armies' versions and losses and the battles one of their armies fought. Each refusal names
// its rule, exits 2 and writes nothing; the database refuses the same when Muster is bypassed.
#include <doctest/doctest.h>

#include <string>
#include <unistd.h>
#include <vector>

#include "campaign_test_fixtures.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/campaign/postgres_store.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "server_test_cluster.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

namespace campaign_server_rules_test {

namespace {

std::string quoted(const std::string& text) { return "'" + text + "'"; }

}  // namespace

TEST_CASE("server: players write only their own armies' versions, losses and battles, the organiser the rest") {
    const auto server = test_server_or_skip();
    if (!server) return;
    const std::string tag = std::to_string(::getpid());
    const std::string organiser = "organiser_" + tag, elise = "elise_" + tag, henry = "henry_" + tag, database = "rules_" + tag;
    {
        PostgresStore admin(server_address(*server, "postgres"));
        for (const std::string& role : {organiser, elise, henry})
            admin.exec("DROP ROLE IF EXISTS " + role + "; CREATE ROLE " + role + " LOGIN PASSWORD '" + server->password + "'");
        admin.exec("DROP DATABASE IF EXISTS " + database);
        admin.exec("CREATE DATABASE " + database + " OWNER " + organiser);
    }
    const std::string as_organiser = server_address(*server, database, organiser);
    const std::string as_elise = server_address(*server, database, elise);
    const std::string as_henry = server_address(*server, database, henry);
    const std::string roster_dir = source_path("lists/hail-caesar-hyw/examples").string();
    std::vector<CommandResult> outputs;
    const auto cli_as = [&](const std::string& address, const std::string& arguments) {
        outputs.push_back(campaign_cli("campaign --server " + quoted(address) + " " + arguments));
        return outputs.back();
    };

    // The organiser sets the campaign up and lets two players in.
    REQUIRE(cli_as(as_organiser, "create -n Club").status == 0);
    CHECK(cli_as(as_organiser, "add-player Élise --login " + elise).status == 0);
    CHECK(cli_as(as_organiser, "add-player Henry --login " + henry).status == 0);
    CHECK(cli_as(as_organiser, "add-army Ost -p Élise --faction hyw-french").status == 0);
    CHECK(cli_as(as_organiser, "add-army Garrison -p Élise --faction hyw-french").status == 0);
    CHECK(cli_as(as_organiser, "add-army Host -p Henry --faction hyw-english").status == 0);
    // A login refused half-way (after the player was written) leaves nothing: no player, no log line.
    const std::size_t lines_with_players = Campaign::open_server(as_organiser).log().size();
    const CommandResult unknown = cli_as(as_organiser, "add-player Nobody --login no_such_role_" + tag);
    CHECK(unknown.status == 2);
    CHECK(unknown.output.find("createuser") != std::string::npos);
    const CommandResult taken = cli_as(as_organiser, "add-player Jeanne --login " + elise);
    CHECK(taken.status == 2);
    CHECK_MESSAGE(taken.output.find("is already the player Élise's") != std::string::npos, taken.output);
    {
        Campaign organisers = Campaign::open_server(as_organiser);
        CHECK(organisers.players().size() == 2);
        CHECK(organisers.log().size() == lines_with_players);
    }
    CHECK(cli_as(as_organiser, "add-player Nobody").status == 0);  // the name was never taken

    // What a player may do.
    CHECK(cli_as(as_elise, "save-roster Ost " + quoted(roster_dir + "/french-legal.roster.xml")).status == 0);
    CHECK(cli_as(as_henry, "save-roster Host " + quoted(roster_dir + "/english-besiegers.roster.xml")).status == 0);
    // Henry says he is Élise: the log names his login all the same.
    const CommandResult fought = cli_as(as_henry, "--as Élise record-battle --army-a Ost --army-b Host --result b --b-lost u1");
    CHECK_MESSAGE(fought.status == 0, fought.output);
    {
        const std::vector<CampaignEvent> lines = Campaign::open_server(as_organiser).log();
        REQUIRE(lines.size() >= 2);
        CHECK(lines.back().actor == henry);  // the roster version his loss made
        CHECK(lines[lines.size() - 2].kind == "battle");
        CHECK(lines[lines.size() - 2].actor == henry);
        CHECK(lines.front().actor == organiser);  // the campaign created, by the organiser's login
    }
    CHECK(cli_as(as_elise, "show").status == 0);
    CHECK(cli_as(as_henry, "log").status == 0);

    const std::int64_t battles_before = Campaign::open_server(as_organiser).battle_count();
    const std::size_t lines_before = Campaign::open_server(as_organiser).log().size();
    struct Refusal {
        const std::string* address;
        std::string arguments, rule;
    };
    const std::vector<Refusal> refusals = {
        {&as_henry, "advance", "only the organiser advances the month"},
        {&as_elise, "add-player Jeanne", "only the organiser adds players"},
        {&as_elise, "add-army Reserve -p Élise --faction hyw-french", "only the organiser raises armies"},
        {&as_henry, "notes 'Henry was here'", "only the organiser corrects the campaign's records"},
        {&as_henry, "save-roster Ost " + quoted(roster_dir + "/french-legal.roster.xml"), "a player saves versions of their own armies only"},
        {&as_henry, "record-battle --army-a Ost --army-b Garrison --result b", "a player records only battles in which one of their armies fought"},
        {&as_henry, "record-battle --army-a Ost --army-b Host --result b --a-lost u1", "a player records losses for their own armies only"},
        {&as_henry, "rename-army Ost --name Mine", "only the organiser corrects the campaign's players, armies and battles"},
        {&as_henry, "delete-battle 1", "only the organiser corrects the campaign's players, armies and battles"},
    };
    for (const Refusal& refusal : refusals) {
        const CommandResult said = cli_as(*refusal.address, refusal.arguments);
        INFO(refusal.arguments);
        CHECK(said.status == 2);
        CHECK_MESSAGE(said.output.find(refusal.rule) != std::string::npos, said.output);
    }
    {
        Campaign elises = Campaign::open_server(as_elise);
        SiegePlan twelve_months = new_siege_plan(bundled<SiegeKit>(), 600, "Orléans");
        twelve_months.duration.months = 12;
        CHECK_THROWS_WITH_AS(elises.start_siege("Orléans", elises.army("Host").id, elises.army("Ost").id, siege_plan_to_xml(twelve_months), "Élise"),
                             "only the organiser starts sieges", Error);
        CHECK_THROWS_WITH_AS(elises.take_back_month("Élise"), "only the organiser takes back the month", Error);
    }
    CHECK(cli_as(as_organiser, "advance").status == 0);
    const CommandResult take_back = cli_as(as_henry, "--json show");
    CHECK(take_back.status == 0);
    Campaign organisers = Campaign::open_server(as_organiser);
    CHECK(organisers.battle_count() == battles_before);
    CHECK(organisers.log().size() == lines_before + 1);  // the organiser's month alone

    // The database itself refuses, should a player bypass Muster.
    PostgresStore henry_alone(as_henry);
    CHECK_THROWS_WITH_AS(henry_alone.exec("UPDATE campaign SET current_month = 9"), doctest::Contains("refused"), Error);
    CHECK_THROWS_WITH_AS(henry_alone.exec("INSERT INTO player (name) VALUES ('Mallory')"), doctest::Contains("refused"), Error);
    CHECK_THROWS_WITH_AS(henry_alone.exec("INSERT INTO roster_version (army_id, version, roster_xml, points, legal, verdict_json, list_id, "
                                          "list_revision, saved_at) SELECT id, 99, '', 0, 0, '{}', '', 0, '' FROM army WHERE name = 'Ost'"),
                         doctest::Contains("refused"), Error);
    CHECK_THROWS_WITH_AS(henry_alone.exec("DELETE FROM battle"), doctest::Contains("refused"), Error);
    CHECK(Campaign::open_server(as_organiser).battle_count() == battles_before);
    // Nor may he write a log line in someone else's name; one he writes bears his login.
    CHECK_THROWS_WITH_AS(henry_alone.exec("INSERT INTO event (at, month, actor, kind, text) VALUES ('', 1, '" + elise + "', 'battle', 'Élise gives up')"),
                         doctest::Contains("refused"), Error);
    CHECK_THROWS_WITH_AS(henry_alone.exec("INSERT INTO event (at, month, actor, kind, text) VALUES ('', 1, 'Élise', 'roster', 'Élise gives up')"),
                         doctest::Contains("refused"), Error);
    CHECK(Campaign::open_server(as_organiser).log().size() == lines_before + 1);
    henry_alone.exec("INSERT INTO event (at, month, kind, text) VALUES ('', 1, 'battle', 'Henry boasts')");
    CHECK(Campaign::open_server(as_organiser).log().back().actor == henry);

    for (const CommandResult& said : outputs) CHECK_MESSAGE(said.output.find(server->password) == std::string::npos, said.output);
}

}  // namespace campaign_server_rules_test
