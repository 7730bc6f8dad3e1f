// The campaign's log in the player's language (issue 14): each line is stored as a catalogue
// message id and its named arguments beside the English text, and read in the language asked.
// One golden sentence per kind and language; the rest asserts ids and arguments, not prose.
#include <doctest/doctest.h>

#include <map>
#include <random>

#include <nlohmann/json.hpp>

#include "campaign_test_fixtures.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/text/render.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_log_language_test {

namespace {

const std::string nbsp = "\u00A0";

// A campaign that has seen every kind of line: created, players and armies, a roster saved with
// a reason, a siege started and a month advanced that finishes its work and makes the assault
// due, a month taken back and advanced again, a battle won with losses, the notes changed.
fs::path eventful_campaign(const std::string& name) {
    const fs::path file = campaign_scratch(name) / "c.muster-campaign";
    Campaign c = Campaign::create(file, "Cent Ans", "hail-caesar-hyw", "1415-10-25", "test", bundled_lists().system("hail-caesar-hyw")->name);
    const auto [ost, host] = besiege_harfleur(c);
    c.take_back_month("test");
    c.advance_month("test");
    BattleInput battle;
    battle.scenario = "Agincourt";
    battle.army_a = ost;
    battle.army_b = host;
    battle.victory_a = {1000, 0, {}};
    battle.victory_b = {200, 0, {}};
    battle.units_lost_b = {example_roster("english-legal").divisions.at(0).units.at(0).id};
    c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test");
    c.set_notes("Winter quarters", "test");
    return file;
}

// The first line of the log with this message id.
CampaignEvent first_with(const std::vector<CampaignEvent>& log, const std::string& id) {
    for (const CampaignEvent& e : log)
        if (e.message_id == id) return e;
    FAIL("no log line with the message " << id);
    return {};
}

}  // namespace

TEST_CASE("campaign log language: every line of a French log reads French, one golden sentence per kind") {
    Campaign c = Campaign::open(eventful_campaign("log-french"));
    const std::vector<CampaignEvent> log = c.log();
    auto fr = [&](const std::string& id) { return event_text(first_with(log, id), Language::french); };
    auto en = [&](const std::string& id) { return event_text(first_with(log, id), Language::english); };

    // The system and the list by their names, never their ids (issue 28).
    CHECK(fr("campaign.log.campaign-created") == "Campagne « Cent Ans » créée (Hail Caesar — Guerre de Cent Ans)");
    CHECK(en("campaign.log.campaign-created") == "Campaign 'Cent Ans' created (Hail Caesar — Hundred Years' War)");
    CHECK(fr("campaign.log.player-joined") == "« Élise » rejoint la campagne");
    CHECK(en("campaign.log.player-joined") == "Player 'Élise' joined");
    CHECK(fr("campaign.log.army-raised") == "Élise lève l'armée « Ost » (Français)");
    CHECK(en("campaign.log.army-raised") == "Élise raised the army 'Ost' (French)");
    CHECK(fr("campaign.log.siege-started") == "Host assiège Ost (Harfleur) : 1 mois de préparation");
    CHECK(en("campaign.log.siege-started") == "Host lays siege to Ost (Harfleur): 1 month of preparation");
    CHECK(fr("campaign.log.month-begins") == "Début du mois 2");
    CHECK(en("campaign.log.month-begins") == "Month 2 begins");
    CHECK(fr("campaign.log.siege-month-digging") == "Harfleur, mois 1 sur 1 : les ingénieurs poursuivent les travaux");
    CHECK(en("campaign.log.siege-month-digging") == "Harfleur, month 1 of 1: the engineers dig on");
    CHECK(fr("campaign.log.assault-due") == "Harfleur : la préparation est terminée — l'heure de l'assaut est venue");
    CHECK(en("campaign.log.assault-due") == "Harfleur: the preparation is over — the assault is due");
    CHECK(fr("campaign.log.month-taken-back") == "Mois 2 annulé : retour au mois 1");
    CHECK(en("campaign.log.month-taken-back") == "Month 2 taken back: month 1 again");
    CHECK(fr("campaign.log.battle-won-scenario") == "Bataille 1 (Agincourt) : Ost 1" + nbsp + "000 PV, Host 200 PV — victoire d'Ost");
    CHECK(en("campaign.log.battle-won-scenario") == "Battle 1 (Agincourt): Ost 1,000 VP, Host 200 VP — Ost wins");
    CHECK(fr("campaign.log.notes-changed") == "Notes de la campagne modifiées");
    CHECK(en("campaign.log.notes-changed") == "Campaign notes changed");

    // Roster versions: the points the French way, legality and the reason in the sentence.
    const CampaignEvent saved = first_with(log, "campaign.log.roster-saved-legal-why");
    CHECK(saved.args["army"] == "Ost");
    CHECK(saved.args["version"] == 1);
    CHECK(saved.args["reason"] == "muster at Rouen");
    CHECK(event_text(saved, Language::french).find("Ost : version 1 de la liste d'armée enregistrée (") == 0);
    CHECK(event_text(saved, Language::french).find(nbsp + "pts, légale) — muster at Rouen") != std::string::npos);
    CampaignEvent losses;
    for (const CampaignEvent& e : log)
        if (e.message_id.rfind("campaign.log.roster-saved-losses", 0) == 0) losses = e;
    CHECK(losses.args["army"] == "Host");
    CHECK(losses.args["version"] == 2);
    CHECK(losses.args["battle"] == 1);
    CHECK(event_text(losses, Language::french).find("pertes de la bataille 1 : ") != std::string::npos);

    // Every line is French: none of the English words of the log is left.
    for (const CampaignEvent& e : log) {
        CAPTURE(e.message_id);
        REQUIRE_FALSE(e.message_id.empty());
        const std::string french = event_text(e, Language::french);
        for (const char* english : {"Month", "month", "begins", "army", "saved", "battle", "Battle", "Campaign", "Player", "joined", "raised", "siege",
                                    "engineers", "assault", "legal", "wins", "taken back", "VP"})
            CHECK_MESSAGE(french.find(english) == std::string::npos, french);
        // The stored English text is what rendering in English gives, for older readers.
        CHECK(e.text == event_text(e, Language::english));
    }
}

TEST_CASE("campaign log language: a month's plural and the draw read right in both languages") {
    CHECK(render_message(*event_message("campaign.log.siege-started", {{"attacker", "A"}, {"defender", "B"}, {"siege", "S"}, {"months", 3}}),
                         Language::english) == "A lays siege to B (S): 3 months of preparation");
    CHECK(render_message(*event_message("campaign.log.siege-started", {{"attacker", "A"}, {"defender", "B"}, {"siege", "S"}, {"months", 3}}),
                         Language::french) == "A assiège B (S) : 3 mois de préparation");
    const nlohmann::json drawn = {{"battle", 4}, {"army_a", "Ost"}, {"vp_a", 12.5}, {"army_b", "Host"}, {"vp_b", 12.5}};
    CHECK(render_message(*event_message("campaign.log.battle-drawn", drawn), Language::french) == "Bataille 4 : Ost 12,5 PV, Host 12,5 PV — match nul");
    CHECK(render_message(*event_message("campaign.log.battle-drawn", drawn), Language::english) == "Battle 4: Ost 12.5 VP, Host 12.5 VP — draw");
}

TEST_CASE("campaign log language: the month advance says its lines with their ids, in either language") {
    const fs::path file = campaign_scratch("log-advance") / "c.muster-campaign";
    make_two_army_campaign(file);
    Campaign c = Campaign::open(file);
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 1000, "Rouen");
    plan.duration.months = 3;
    c.start_siege("Rouen", c.army("Host").id, c.army("Ost").id, siege_plan_to_xml(plan), "test");
    const MonthAdvance advance = c.advance_month("test");
    REQUIRE(advance.events.size() == 2);
    CHECK(advance.events[0].message_id == "campaign.log.month-begins");
    CHECK(advance.events[0].args == nlohmann::json{{"month", 2}});
    CHECK(advance.events[1].message_id == "campaign.log.siege-month-digging");
    CHECK(advance.events[1].args["siege"] == "Rouen");
    CHECK(advance.events[1].args["elapsed"] == 1);
    CHECK(advance.events[1].args["months"] == 3);
    CHECK(advance.log_lines.at(0) == "Month 2 begins");
    CHECK(event_text(advance.events[1], Language::french) == "Rouen, mois 1 sur 3 : les ingénieurs poursuivent les travaux");
}

TEST_CASE("campaign log language: siege states are words of the language") {
    CHECK(render_message(siege_status_message("preparing"), Language::french) == "en préparation");
    CHECK(render_message(siege_status_message("assault-due"), Language::english) == "assault due");
    CHECK(render_message(siege_status_message("assault-due"), Language::french) == "assaut à donner");
    CHECK(render_message(siege_status_message("ended"), Language::french) == "terminé");
    CHECK(render_message(siege_status_message("weird"), Language::french) == "weird");  // a hostile file's status, as it is
}

TEST_CASE("campaign log language: the CLI prints the log in --lang, and its JSON keeps id and args beside the text") {
    const fs::path file = eventful_campaign("log-cli");
    const CommandResult french = campaign_cli("--lang fr campaign -f " + file.string() + " log");
    REQUIRE_MESSAGE(french.status == 0, french.output);
    CHECK(french.output.find("mois 2  test : Début du mois 2") != std::string::npos);
    CHECK(french.output.find("Month") == std::string::npos);
    CHECK(french.output.find("begins") == std::string::npos);
    const CommandResult english = run_command("LANGUAGE= LC_ALL= LC_MESSAGES= LANG=en_GB.UTF-8 " + cli() + " campaign -f " + file.string() + " log 2>&1");
    CHECK(english.output.find("month 2  test: Month 2 begins") != std::string::npos);
    const CommandResult by_environment = run_command("LANGUAGE= LC_ALL= LC_MESSAGES=fr_FR.UTF-8 " + cli() + " campaign -f " + file.string() + " log 2>&1");
    CHECK(by_environment.output.find("Début du mois 2") != std::string::npos);

    const CommandResult json = campaign_cli("--lang fr --json campaign -f " + file.string() + " log");
    REQUIRE_MESSAGE(json.status == 0, json.output);
    const nlohmann::json lines = nlohmann::json::parse(json.output)["events"];
    bool found = false;
    for (const auto& line : lines)
        if (line["id"] == "campaign.log.month-begins") {
            found = true;
            CHECK(line["args"] == nlohmann::json{{"month", 2}});
            CHECK(line["text"] == "Début du mois 2");
            CHECK(line["kind"] == "month");
        }
    CHECK(found);

    const CommandResult advanced = campaign_cli("--lang fr --json campaign -f " + file.string() + " advance");
    REQUIRE_MESSAGE(advanced.status == 0, advanced.output);
    const nlohmann::json advance = nlohmann::json::parse(advanced.output);
    CHECK(advance["log"].at(0) == "Début du mois 3");
    CHECK(advance["lines"].at(0)["id"] == "campaign.log.month-begins");
    CHECK(advance["lines"].at(0)["args"]["month"] == 3);

    const CommandResult shown = campaign_cli("--lang fr campaign -f " + file.string() + " show");
    REQUIRE_MESSAGE(shown.status == 0, shown.output);
    CHECK(shown.output.find("Armées :") != std::string::npos);
    CHECK(shown.output.find("Harfleur : 1 mois sur 1, assaut à donner") != std::string::npos);  // months of works done, of the plan's
    CHECK(shown.output.find("Batailles : 1") != std::string::npos);
    CHECK(shown.output.find("roster version") == std::string::npos);
}

TEST_CASE("campaign log language: a version-2 file's English rows still show after the upgrade") {
    const fs::path dir = campaign_scratch("log-version-two");
    const fs::path file = dir / "old.muster-campaign";
    run_raw_sql(file, std::string(campaign_migrations().at(0).sql) + campaign_migrations().at(1).sql +
                          "PRAGMA user_version = 2; PRAGMA application_id = " + std::to_string(campaign_application_id) + ";" +
                          "INSERT INTO campaign (id, name, game_system, start_date, current_month) VALUES (1, 'Old', 'hail-caesar-hyw', "
                          "'2020-01-01', 2);"
                          "INSERT INTO event (at, month, actor, kind, text) VALUES ('2020-01-01T00:00:00Z', 1, 'me', 'campaign', "
                          "'Campaign ''Old'' created (hail-caesar-hyw)');"
                          "INSERT INTO event (at, month, actor, kind, text) VALUES ('2020-02-01T00:00:00Z', 2, 'me', 'month', "
                          "'Month 2 begins');");
    const std::string old_bytes = file_bytes(file);
    Campaign c = Campaign::open(file);
    CHECK(c.info().schema_version == Campaign::latest_schema_version());
    CHECK(file_bytes(file.string() + ".v2.bak") == old_bytes);
    const std::vector<CampaignEvent> log = c.log();
    REQUIRE(log.size() == 2);
    CHECK(log[1].message_id.empty());
    CHECK(event_text(log[1], Language::french) == "Month 2 begins");  // as stored: there is nothing to translate from
    // New lines of the upgraded file carry their message.
    c.advance_month("me");
    CHECK(c.log().back().message_id == "campaign.log.month-begins");
    CHECK(event_text(c.log().back(), Language::french) == "Début du mois 3");
    const CommandResult printed = campaign_cli("--lang fr campaign -f " + file.string() + " log");
    CHECK(printed.output.find("me : Month 2 begins") != std::string::npos);
    CHECK(printed.output.find("Début du mois 3") != std::string::npos);
}

TEST_CASE("campaign log language: hostile message ids and arguments give a readable fallback, never a crash") {
    const fs::path file = campaign_scratch("log-hostile") / "c.muster-campaign";
    make_two_army_campaign(file);
    const std::string huge(300000, 'x');  // beyond the longest argument read (256 KiB)
    struct Row {
        std::string id, args, text;
    };
    const std::vector<Row> rows = {
        {"campaign.log.month-begins", "{\"month\": ", "Month 7 begins"},                      // malformed JSON
        {"campaign.log.month-begins", "{\"month\": \"seven\"}", "Month 7 begins"},            // wrong type
        {"campaign.log.month-begins", "[1, 2]", "Month 7 begins"},                            // not an object
        {"campaign.log.month-begins", "{}", "Month 7 begins"},                                // missing argument
        {"campaign.log.month-begins", "{\"month\": 1e300}", "Month 7 begins"},                // out of range
        {"campaign.log.player-joined", "{\"name\": \"" + huge + "\"}", "Player joined"},      // huge string
        {"campaign.log.player-joined", std::string(20, '[') + std::string(20, ']'), "deep"},  // nested
        {"campaign.log.player-joined", "{\"name\": {\"name\": \"x\"}}", "Player x joined"},   // an object as a value
        {"campaign.schema.holds-muster-did-create", "{\"file\": \"x\"}", "not a log line"},   // a message, but not of the log
        {"system(\"rm -rf /\")", "{}", "Unknown id"},                                         // unknown id
        {"no.such.message", "{}", ""},                                                        // unknown id, no text
        {"campaign.log.month-begins", "{\"month\": \"seven\"}", ""},                          // unusable, no text
    };
    for (const Row& row : rows) {
        run_raw_sql(file,
                    "INSERT INTO event (at, month, actor, kind, text, message_id, message_args) VALUES "
                    "('x', 1, 'me', 'month', '" +
                        row.text + "', '" + row.id + "', '" + row.args + "');");
    }
    // A string argument with control characters, one with broken bytes, and an id with an escape.
    run_raw_sql(file,
                "INSERT INTO event (at, month, actor, kind, text, message_id, message_args) VALUES "
                "('x', 1, 'me', 'player', 'p', 'campaign.log.player-joined', "
                "'{\"name\": \"A\\u001b[2J\\u0007\"}');"
                "INSERT INTO event (at, month, actor, kind, text, message_id, message_args) VALUES "
                "('x', 1, 'me', 'player', 'broken bytes', 'campaign.log.player-joined', "
                "CAST(x'7b226e616d65223a2022411b5b326aff227d' AS TEXT));"
                "INSERT INTO event (at, month, actor, kind, text, message_id, message_args) VALUES "
                "('x', 1, 'me', 'player', '', CAST(x'1b5b324a6964' AS TEXT), '{}');");
    Campaign c = Campaign::open(file);
    const std::vector<CampaignEvent> log = c.log();
    REQUIRE(log.size() >= rows.size() + 3);
    const std::size_t first = log.size() - rows.size() - 3;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const CampaignEvent& e = log[first + i];
        CAPTURE(i);
        for (Language language : {Language::english, Language::french}) {
            const std::string shown = event_text(e, language);
            CHECK_FALSE(shown.empty());
            CHECK(shown.size() < 2000);
            CHECK_FALSE(first_invalid_utf8(shown));
            if (!rows[i].text.empty()) CHECK(shown == rows[i].text);  // the stored English text is the fallback
        }
    }
    // No stored text: a sentence saying what could not be shown, in the language.
    CHECK(event_text(log[first + 10], Language::french).find("no.such.message") != std::string::npos);
    CHECK(event_text(log[first + 10], Language::french).find("journal") != std::string::npos);
    CHECK(event_text(log[first + 11], Language::english).find("cannot") != std::string::npos);
    // Hostile bytes inside an argument are shown escaped; the escape in an id never reaches the text.
    const std::string hostile = event_text(log[log.size() - 3], Language::french);
    CHECK(hostile.find('\x1b') == std::string::npos);
    CHECK_FALSE(first_invalid_utf8(hostile));
    CHECK(hostile.find("rejoint la campagne") != std::string::npos);
    CHECK(event_text(log[log.size() - 2], Language::french) == "broken bytes");  // not JSON: the stored text
    CHECK(event_text(log.back(), Language::french).find('\x1b') == std::string::npos);

    // The commands print them, in text and JSON, and the JSON parses.
    for (const std::string json : {"", "--json "}) {
        const CommandResult shown = campaign_cli(json + "--lang fr campaign -f " + file.string() + " log");
        CHECK_MESSAGE(shown.status == 0, shown.output);
        CHECK(shown.output.find('\x1b') == std::string::npos);
        CHECK_FALSE(first_invalid_utf8(shown.output));
        if (!json.empty()) CHECK_FALSE(nlohmann::json::parse(shown.output, nullptr, false).is_discarded());
    }
    // An export and an import of the hostile log: the arguments that cannot be read are not carried.
    const fs::path out = file.parent_path() / "out.json";
    const CommandResult exported = campaign_cli("campaign -f " + file.string() + " export " + out.string());
    CHECK_MESSAGE(exported.status == 0, exported.output);
    const CommandResult imported = campaign_cli("campaign import " + out.string() + " " + (file.parent_path() / "back.muster-campaign").string());
    CHECK_MESSAGE(imported.status == 0, imported.output);
}

TEST_CASE("campaign log language: an export keeps each line's message, and an import reads it back") {
    const fs::path file = eventful_campaign("log-exchange");
    Campaign c = Campaign::open(file);
    const nlohmann::json exported = c.export_json();
    bool found = false;
    for (const auto& e : exported["events"])
        if (e.value("message_id", "") == "campaign.log.month-begins") found = e["message_args"] == nlohmann::json{{"month", 2}};
    CHECK(found);
    Campaign back = Campaign::import_json(file.parent_path() / "back.muster-campaign", exported);
    const std::vector<CampaignEvent> a = c.log(), b = back.log();
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CHECK(b[i].message_id == a[i].message_id);
        CHECK(event_text(b[i], Language::french) == event_text(a[i], Language::french));
    }
}

TEST_CASE("campaign log language: a battle's result and its lines read French on the command line") {
    const fs::path file = campaign_scratch("log-battle") / "c.muster-campaign";
    make_two_army_campaign(file, "warhammer-fantasy-3");
    const std::string battle =
        "campaign -f " + file.string() + " record-battle --army-a Ost --army-b Host --a-points 1200 --b-points 300 --a-rallied 100 --a hill=1";
    const CommandResult french = campaign_cli("--lang fr " + battle);
    REQUIRE_MESSAGE(french.status == 0, french.output);
    CHECK(french.output.find("bataille 1 : 1" + nbsp + "300 contre 300 : l'écart est de 76,9" + nbsp + "% de 1" + nbsp + "300, au-delà de 10" + nbsp +
                             "% — victoire") == 0);
    CHECK(french.output.find("  a : Troupes survivantes = 1" + nbsp + "200\n") != std::string::npos);
    CHECK(french.output.find("  a : Troupes ralliées au dernier tour (× 0,5) = 50\n") != std::string::npos);
    CHECK(french.output.find("  a : Colline tenue × 1 = 50\n") != std::string::npos);
    CHECK(french.output.find("Surviving") == std::string::npos);
    const CommandResult english = campaign_cli("--lang en " + battle);
    REQUIRE_MESSAGE(english.status == 0, english.output);
    CHECK(english.output.find("battle 2: 1,300 vs 300: the difference is 76.9 % of 1,300, over 10 % — a win") == 0);
    CHECK(english.output.find("  a: Hill held × 1 = 50\n") != std::string::npos);
    // The log line of each: the French one reads French, whichever language recorded it.
    Campaign c = Campaign::open(file);
    CHECK(event_text(c.log().back(), Language::french) == "Bataille 2 : Ost 1" + nbsp + "300 PV, Host 300 PV — victoire d'Ost");
}

TEST_CASE("campaign log language: the campaign's refusals read French, naming the log line in French") {
    const fs::path file = campaign_scratch("log-refusals") / "c.muster-campaign";
    make_two_army_campaign(file, "warhammer-fantasy-3");
    const CommandResult same = campaign_cli("--lang fr campaign -f " + file.string() + " record-battle --army-a Ost --army-b Ost");
    CHECK(same.status == 2);
    CHECK(same.output.find("une bataille se livre entre deux armées différentes") != std::string::npos);
    const CommandResult bad_award = campaign_cli("--lang fr campaign -f " + file.string() + " record-battle --army-a Ost --army-b Host --a nowhere=1");
    CHECK(bad_award.status == 2);
    CHECK(bad_award.output.find("les règles de victoire n'ont pas de récompense « nowhere »") != std::string::npos);

    Campaign c = Campaign::open(file);
    try {
        c.set_notes("caf\xE9", "test");
        FAIL("notes that are not UTF-8 were kept");
    } catch (const Error& refused) { CHECK(refused.in(Language::french) == "les notes ne sont pas en UTF-8 valide (à l'octet 3) ; écrivez-les en UTF-8"); }
    c.advance_month("test");
    c.set_notes("Winter", "test");
    try {
        c.take_back_month("test");
        FAIL("a month with notes changed in it was taken back");
    } catch (const Error& refused) {
        CHECK(refused.in(Language::french) == "le mois 2 ne peut être annulé : « Notes de la campagne modifiées » y a été enregistré depuis");
        CHECK(std::string(refused.what()) == "month 2 cannot be taken back: 'Campaign notes changed' was recorded in it since");
    }
}

TEST_CASE("campaign log language: thousands of mangled arguments for every log message never throw and always read") {
    std::mt19937 random(14);
    const std::vector<std::string> ids = {"campaign.log.month-begins",        "campaign.log.siege-started", "campaign.log.battle-won-scenario",
                                          "campaign.log.roster-saved-losses", "campaign.log.army-raised",   "campaign.log.notes-changed"};
    const std::vector<std::string> pieces = {"{",
                                             "}",
                                             "[",
                                             "]",
                                             "\"",
                                             ":",
                                             ",",
                                             "1",
                                             "-1",
                                             "1e400",
                                             "0.5",
                                             "null",
                                             "true",
                                             "\"month\"",
                                             "\"months\"",
                                             "\"army\"",
                                             "\"vp_a\"",
                                             "\"battle\"",
                                             "\"\\u0000\"",
                                             "\"\\ud800\"",
                                             "\xff",
                                             "\x1b",
                                             "18446744073709551616",
                                             "\"x\""};
    for (int round = 0; round < 3000; ++round) {
        std::string stored;
        const int length = static_cast<int>(random() % 12);
        for (int i = 0; i < length; ++i) stored += pieces[random() % pieces.size()];
        CampaignEvent e;
        e.message_id = ids[random() % ids.size()];
        e.args = read_event_arguments(stored);
        e.text = round % 2 ? "" : "stored";
        CAPTURE(stored);
        for (Language language : {Language::english, Language::french}) {
            std::string shown;
            CHECK_NOTHROW(shown = event_text(e, language));
            CHECK_FALSE(shown.empty());
            CHECK_FALSE(first_invalid_utf8(shown));
            CHECK(shown.find('\x1b') == std::string::npos);
        }
        CHECK_NOTHROW(event_arguments(e).dump());
    }
}

TEST_CASE("campaign log language: an export whose message_args is not an object is refused by its JSON path") {
    const fs::path dir = campaign_scratch("log-import-args");
    Campaign c = Campaign::create(dir / "c.muster-campaign", "Args", "hail-caesar-hyw", "", "test");
    nlohmann::json exported = c.export_json();
    REQUIRE(exported["events"].size() == 1);
    exported["events"][0]["message_args"] = nlohmann::json::array({1, 2});
    CHECK_THROWS_WITH_AS(Campaign::import_json(dir / "back.muster-campaign", exported), doctest::Contains("in the export, /events/0/message_args is"), Error);
    CHECK_FALSE(fs::exists(dir / "back.muster-campaign"));
    exported["events"][0].erase("message_args");
    exported["events"][0].erase("message_id");  // an export of an older Muster: the text alone
    Campaign back = Campaign::import_json(dir / "back.muster-campaign", exported);
    CHECK(back.log().at(0).message_id.empty());
    CHECK(event_text(back.log().at(0), Language::french) == "Campaign 'Args' created (hail-caesar-hyw)");
}

TEST_CASE("campaign log language: history --compare writes the sentence and the findings the current lists add in French") {
    const fs::path file = campaign_scratch("log-compare") / "c.muster-campaign";
    make_two_army_campaign(file);
    {
        Campaign c = Campaign::open(file);
        c.save_roster_version(c.army("Ost").id, example_roster("french-too-few-knights"), bundled_lists(), "", "test");
    }
    // As if the lists had judged it legal when it was saved: today's finding is new.
    run_raw_sql(file, "UPDATE roster_version SET legal = 1, verdict_json = '{\"messages\": []}' WHERE version = 2");
    const CommandResult french = campaign_cli("--lang fr campaign -f " + file.string() + " history Ost --version 2 --compare");
    REQUIRE_MESSAGE(french.status == 0, french.output);
    CHECK(french.output.find("version 2 (révision de liste ") == 0);
    CHECK(french.output.find(", légale ; selon les listes actuelles ") != std::string::npos);
    CHECK(french.output.find("non légale\n") != std::string::npos);
    CHECK(french.output.find("  désormais : ") != std::string::npos);
    CHECK(french.output.find("requires") == std::string::npos);  // the finding itself reads French
    const CommandResult json = campaign_cli("--lang fr --json campaign -f " + file.string() + " history Ost --version 2 --compare");
    const nlohmann::json compared = nlohmann::json::parse(json.output);
    REQUIRE(compared["new"].size() == compared["new_text"].size());
    REQUIRE_FALSE(compared["new"].empty());
    CHECK(compared["new"][0] != compared["new_text"][0]);  // English kept for scripts, French beside it
}

TEST_CASE("campaign log language: history --lang fr gives a battle's losses in French and a player's reason as typed") {
    const fs::path file = eventful_campaign("history-losses");
    const CommandResult french = campaign_cli("--lang fr campaign -f " + file.string() + " history Host");
    REQUIRE_MESSAGE(french.status == 0, french.output);
    CHECK(french.output.find("— pertes de la bataille 1 : ") != std::string::npos);
    CHECK(french.output.find("losses at battle") == std::string::npos);
    const CommandResult english = campaign_cli("--lang en campaign -f " + file.string() + " history Host");
    CHECK(english.output.find("— losses at battle 1: ") != std::string::npos);
    const CommandResult typed = campaign_cli("--lang fr campaign -f " + file.string() + " history Ost");
    CHECK(typed.output.find("— muster at Rouen\n") != std::string::npos);
    // Scripts keep the stored English reason.
    const CommandResult json = campaign_cli("--lang fr --json campaign -f " + file.string() + " history Host");
    CHECK(json.output.find("\"reason\": \"losses at battle 1: ") != std::string::npos);
}

TEST_CASE("campaign log language: the works a month finished are named in the reader's language") {
    const fs::path file = campaign_scratch("log-works") / "c.muster-campaign";
    make_two_army_campaign(file);
    Campaign c = Campaign::open(file);
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 1000, "Rouen");
    plan.duration.months = 3;
    plan.attacker_purchases.push_back({"ram", 1});
    c.start_siege("Rouen", c.army("Host").id, c.army("Ost").id, siege_plan_to_xml(plan), "test");
    const MonthAdvance advance = c.advance_month("test");
    REQUIRE(advance.events.size() == 2);
    const CampaignEvent& works = advance.events[1];
    CHECK(works.message_id == "campaign.log.siege-month-finished");
    CHECK(works.args["finished"] == nlohmann::json{{"en", "Ram"}, {"fr", "Bélier"}});
    CHECK(event_text(works, Language::english) == "Rouen, month 1 of 3: finished Ram");
    CHECK(event_text(works, Language::french) == "Rouen, mois 1 sur 3 : travaux achevés : Bélier");
    // Read back from the file, as the window and `campaign log` read it.
    const std::vector<CampaignEvent> log = Campaign::open(file).log();
    CHECK(event_text(first_with(log, "campaign.log.siege-month-finished"), Language::french) == "Rouen, mois 1 sur 3 : travaux achevés : Bélier");
    // Words in a language the reader does not read stand aside: the English is shown.
    CampaignEvent german = works;
    german.args["finished"] = nlohmann::json{{"en", "Ram"}, {"de", "Widder"}};
    CHECK(event_text(german, Language::french) == "Rouen, mois 1 sur 3 : travaux achevés : Ram");
    // A hostile file's words per language: anything but {"en": text, "<code>": text …} falls back, never throws.
    for (const nlohmann::json& odd : {nlohmann::json{{"fr", "Bélier"}}, nlohmann::json{{"en", 3}}, nlohmann::json{{"en", "Ram"}, {"not a code", "x"}},
                                      nlohmann::json{{"en", "Ram"}, {"fr", nullptr}}, nlohmann::json::object()}) {
        CampaignEvent hostile = works;
        hostile.args["finished"] = odd;
        hostile.text = "stored";
        CHECK(event_text(hostile, Language::french) == "stored");
    }
}

TEST_CASE("campaign log language: nobody named reads as someone in the reader's language, a name as it is, the system by its name") {
    CampaignEvent unnamed;
    unnamed.actor = "someone";  // what Muster stores when nobody is named ($USER unset, no --as)
    CHECK(event_actor(unnamed, Language::english) == "someone");
    CHECK(event_actor(unnamed, Language::french) == "quelqu'un");
    unnamed.actor.clear();
    CHECK(event_actor(unnamed, Language::french) == "quelqu'un");
    CampaignEvent named;
    named.actor = "Jeanne";
    CHECK(event_actor(named, Language::french) == "Jeanne");
    // As muster-cli shows the log, with nobody named.
    const fs::path file = campaign_scratch("log-someone") / "c.muster-campaign";
    REQUIRE(run_command("env -u USER " + cli() + " campaign create " + file.string() + " --name Guerre").status == 0);
    const CommandResult log = run_command("env -u USER " + cli() + " --lang fr campaign log -f " + file.string());
    CHECK(log.output.find("quelqu'un") != std::string::npos);
    CHECK(log.output.find("someone") == std::string::npos);
    // The game system by its French name, not its id.
    const CommandResult shown = run_command(cli() + " --lang fr campaign show -f " + file.string());
    CHECK(shown.output.find("Guerre — Hail Caesar — Guerre de Cent Ans, commencée le ") == 0);
}

}  // namespace campaign_log_language_test
