// muster-cli campaign …: run a campaign from the shell, every action one transaction.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "help_text.hpp"
#include "unreadable_input.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_limits.hpp"
#include "muster/campaign/campaign_lists.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_values.hpp"
#include "muster/campaign/siege_progress.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "muster/report/report.hpp"
#include "muster/report/report_json.hpp"
#include "muster/text/render.hpp"
#include "muster/util/atomic_file.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_file.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/strict_number.hpp"

namespace muster::cli {

namespace {

// The plan as the planner judges it with its attached rosters: refused when it does not hold, else
// stored with the points the rosters gave, so the campaign plays the plan's own engineers and schedule.
std::string plan_judged_with_rosters(CliContext& context, const std::string& plan_file) {
    const std::string xml = read_input_file_or_throw(plan_file, max_xml_file_bytes);
    Report read;
    const std::optional<SiegePlan> plan = parse_siege_plan(xml, plan_file, read);
    if (!plan) return xml;  // the campaign reports what cannot be read
    const SiegeVerdict verdict = evaluate_siege_with_rosters(*plan, plan_file, siege_kit_named(plan->kit_id), context.library());
    if (!verdict.legal) {
        Report errors;
        for (const Diagnostic& d : verdict.report.diagnostics())
            if (d.severity == Severity::error) errors.add(d);
        throw Error(message(MUSTER_MESSAGE("campaign.cli.siege-plan-does-not-hold", "the siege plan {file} does not hold:\n{report}"))
                        .with("file", VerbatimValue{plan_file})
                        .with("report", VerbatimValue{format_human(errors, context.language())}));
    }
    return siege_plan_to_xml(plan_as_judged(*plan, verdict));
}

struct CampaignOptions {
    std::string file, server, actor, name, system = "hail-caesar-hyw", start, player, faction, army, roster, reason, plan, attacker, defender, scenario, army_a,
                                           army_b, out, input, notes, login, result, months = "1";
    int version = 0;
    long long battle = 0;  ///< a battle's number, for its corrections
    bool compare = false;
    double points_a = 0, points_b = 0, rallied_a = 0, rallied_b = 0;
    std::vector<std::string> awards_a, awards_b, lost_a, lost_b;
    const CliContext* context = nullptr;  ///< for the language a new default campaign is named in
};

std::string actor_name(const CampaignOptions& o) {
    if (!o.actor.empty()) return o.actor;
    const char* user = std::getenv("USER");
    return user && *user ? user : "someone";
}

// A line of the command's output in the language asked (--lang, else the environment's).
void say(const CliContext& context, const Message& line) { std::cout << render_message(line, context.language()) << "\n"; }

// "legal" / "not legal" as a clause of a sentence.
NestedMessage legality(bool legal) {
    return nested(legal ? message(MUSTER_MESSAGE("campaign.cli.legal", "legal")) : message(MUSTER_MESSAGE("campaign.cli.not-legal", "not legal")));
}

// Victory points as Muster writes points: whole when they are, else with one or two decimals.
DecimalValue points_number(double points) {
    const int decimals = points == std::floor(points) ? 0 : points * 10 == std::floor(points * 10) ? 1 : 2;
    return DecimalValue{points, decimals};
}

// The findings the current lists add, in the language (the saved ones exist only as English text).
std::vector<std::string> new_texts(const RosterComparison& c, Language language) {
    std::vector<std::string> texts;
    for (const Diagnostic& d : c.findings_new) texts.push_back(diagnostic_text(d, language));
    return texts;
}

// The findings a version had and no longer has, in the language where they were saved with their meaning.
std::vector<std::string> gone_texts(const RosterComparison& c, Language language) {
    std::vector<std::string> texts;
    for (const SavedFinding& f : c.findings_gone) texts.push_back(saved_finding_text(f, language));
    return texts;
}

// A log line as JSON: its message id and arguments beside its text in the language asked.
nlohmann::json event_json(const CampaignEvent& e, Language language) {
    return {{"at", e.at},
            {"month", e.month},
            {"actor", e.actor},
            {"kind", e.kind},
            {"id", e.message_id.empty() ? nlohmann::json(nullptr) : nlohmann::json(e.message_id)},
            {"args", event_arguments(e)},
            {"text", event_text(e, language)}};
}

// The campaign file a command reads: an output must never be it.
std::filesystem::path campaign_file(const CampaignOptions& o) {
    if (!o.server.empty()) return {};
    return o.file.empty() ? Campaign::default_file() : std::filesystem::path(o.file);
}

// One command at a time: no whole-file check (the window and imports do it), so a command
// costs about what its own transaction does.
Campaign open_campaign(const CampaignOptions& o) {
    CampaignOpenOptions options;
    options.check_whole_file = false;
    if (!o.server.empty()) return Campaign::open_server(o.server);
    return o.file.empty() ? Campaign::open_default(actor_name(o), options, o.context->language()) : Campaign::open(o.file, options);
}

std::map<std::string, int> parse_awards(const std::vector<std::string>& items) {
    std::map<std::string, int> awards;
    for (const std::string& item : items) {
        const auto equals = item.find('=');
        const std::string id = item.substr(0, equals);
        int count = 1;
        if (equals != std::string::npos) {
            const std::optional<long long> parsed = parse_whole_number(item.substr(equals + 1));
            if (!parsed || *parsed < 0 || *parsed > 1000)
                throw Error(
                    message(MUSTER_MESSAGE("campaign.cli.award-form", "'{item}' must be AWARD or AWARD=COUNT with a whole COUNT from 0 to 1,000, e.g. hill=2"))
                        .with("item", VerbatimValue{item}));
            count = static_cast<int>(*parsed);
        }
        awards[id] += count;
    }
    return awards;
}

// The battle scored as the campaign's game system scores it; when the core refuses the way it
// was given, the refusal names the options that give it the other way.
BattleRecord recorded_battle(CliContext& context, Campaign& campaign, const BattleInput& input, const std::string& actor) {
    try {
        return campaign.record_battle(
            input, [&context]() -> const ListLibrary& { return context.library(); }, actor);
    } catch (const Error& e) {
        const std::string id = e.meaning() ? e.meaning()->text.id : "";
        if (id == "campaign.battles.players-result-needed")
            throw Error(message(MUSTER_MESSAGE("campaign.cli.battle-needs-result",
                                               "this campaign's game system has no victory-point table: say who won with --result a, b or draw")));
        if (id == "campaign.battles.scored-by-victory-points")
            throw Error(
                message(MUSTER_MESSAGE("campaign.cli.battle-scored-by-points",
                                       "this campaign's battles are scored by victory points: give --a-points, --b-points and the awards, not --result")));
        throw;
    }
}

void print_show(CliContext& context, Campaign& campaign) {
    const CampaignInfo info = campaign.info();
    if (context.json) {
        nlohmann::json armies = nlohmann::json::array();
        for (const ArmyRecord& a : campaign.armies())
            armies.push_back({{"id", a.id}, {"name", a.name}, {"player", a.player}, {"faction", a.faction}, {"versions", a.versions}});
        nlohmann::json sieges = nlohmann::json::array();
        for (const SiegeRecord& s : campaign.sieges())
            sieges.push_back({{"id", s.id},
                              {"name", s.name},
                              {"months_elapsed", s.months_elapsed},
                              {"status", s.status},
                              {"status_text", render_message(siege_status_message(s.status), context.language())}});
        print_json({{"file", campaign.on_server() ? campaign.where() : campaign.file().string()},
                    {"name", info.name},
                    {"game_system", info.game_system},
                    {"start_date", info.start_date},
                    {"month", info.current_month},
                    {"notes", info.notes},
                    {"schema_version", info.schema_version},
                    {"armies", armies},
                    {"sieges", sieges},
                    {"battles", campaign.battle_count()}});
        return;
    }
    // The game system by its name in the reader's language when its list is installed, else its id.
    const GameSystem* system = context.library().system(info.game_system);
    const MessageValue system_name =
        system ? MessageValue{VerbatimValue{system->name.shown_in(context.language())}} : MessageValue{VerbatimValue{info.game_system}};
    say(context, message(MUSTER_MESSAGE("campaign.cli.show-heading", "{name} — {system}, started {start}, month {month}"))
                     .with("name", VerbatimValue{info.name})
                     .with("system", system_name)
                     .with("start", VerbatimValue{info.start_date})
                     .with("month", IntegerValue{info.current_month}));
    say(context, message(MUSTER_MESSAGE("campaign.cli.show-file", "  file: {file}"))
                     .with("file", VerbatimValue{campaign.on_server() ? campaign.where() : campaign.file().string()}));
    if (!info.notes.empty()) say(context, message(MUSTER_MESSAGE("campaign.cli.show-notes", "  notes: {notes}")).with("notes", VerbatimValue{info.notes}));
    say(context, message(MUSTER_MESSAGE("campaign.cli.show-armies", "Armies:")));
    for (const ArmyRecord& a : campaign.armies())
        say(context, message(MUSTER_MESSAGE_PLURAL("campaign.cli.show-army", "  {id}. {name} ({faction}) — {player}, {count} roster version",
                                                   "  {id}. {name} ({faction}) — {player}, {count} roster versions"))
                         .with("id", VerbatimValue{std::to_string(a.id)})
                         .with("name", VerbatimValue{a.name})
                         .with("faction", VerbatimValue{a.faction})
                         .with("player", VerbatimValue{a.player})
                         .counting("count", a.versions));
    say(context, message(MUSTER_MESSAGE("campaign.cli.show-sieges", "Sieges:")));
    for (const SiegeRecord& s : campaign.sieges())
        say(context, message(MUSTER_MESSAGE("campaign.cli.show-siege-progress", "  {id}. {name}: {progress}"))
                         .with("id", VerbatimValue{std::to_string(s.id)})
                         .with("name", VerbatimValue{s.name})
                         .with("progress", nested(siege_progress_message(s))));
    say(context, message(MUSTER_MESSAGE("campaign.cli.show-battles", "Battles: {count}")).with("count", IntegerValue{campaign.battle_count()}));
}

// The log's last line: what a correction just wrote, said as the log says it.
CampaignEvent last_event(Campaign& campaign) {
    CampaignEvent last;
    campaign.each_event([&last](const CampaignEvent& e) { last = e; });
    return last;
}

// A correction's output: the log line it wrote, with `what` (the player, army or battle it corrected) in JSON.
void print_correction(const CliContext& context, Campaign& campaign, nlohmann::json what) {
    const CampaignEvent line = last_event(campaign);
    if (context.json) {
        what["log"] = event_json(line, context.language());
        print_json(what);
        return;
    }
    std::cout << event_text(line, context.language()) << "\n";
}

// The organiser's corrections, over the same core as the window's: rename or delete a player,
// an army or a battle, and take back the last correction.
void setup_correction_commands(CLI::App* command, CliContext& context, CampaignOptions& o) {
    CLI::App* rename_player = command->add_subcommand("rename-player", help_text(MUSTER_MESSAGE("cli.help.campaign.rename-player", "Correct a player's name")));
    rename_player->add_option("player", o.player, help_text(MUSTER_MESSAGE("cli.help.campaign.correct.player", "Player's name or id")))->required();
    rename_player->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.campaign.correct.player-name", "The player's new name")))->required();
    rename_player->callback([&context, &o] {
        Campaign campaign = open_campaign(o);
        const std::int64_t id = campaign.player(o.player).id;
        campaign.rename_player(id, o.name, actor_name(o));
        print_correction(context, campaign, {{"player", id}, {"name", campaign.player(std::to_string(id)).name}});
    });

    CLI::App* delete_player =
        command->add_subcommand("delete-player", help_text(MUSTER_MESSAGE("cli.help.campaign.delete-player", "Delete a player who leads no army")));
    delete_player->add_option("player", o.player, help_text(MUSTER_MESSAGE("cli.help.campaign.correct.player", "Player's name or id")))->required();
    delete_player->callback([&context, &o] {
        Campaign campaign = open_campaign(o);
        const std::int64_t id = campaign.player(o.player).id;
        campaign.delete_player(id, actor_name(o));
        print_correction(context, campaign, {{"player", id}, {"deleted", true}});
    });

    CLI::App* rename_army = command->add_subcommand("rename-army", help_text(MUSTER_MESSAGE("cli.help.campaign.rename-army", "Correct an army's name")));
    rename_army->add_option("army", o.army, help_text(MUSTER_MESSAGE("cli.help.campaign.save.army", "Army name or id")))->required();
    rename_army->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.campaign.correct.army-name", "The army's new name")))->required();
    rename_army->callback([&context, &o] {
        Campaign campaign = open_campaign(o);
        const std::int64_t id = campaign.army(o.army).id;
        campaign.rename_army(id, o.name, actor_name(o));
        print_correction(context, campaign, {{"army", id}, {"name", campaign.army(std::to_string(id)).name}});
    });

    CLI::App* delete_army = command->add_subcommand(
        "delete-army",
        help_text(MUSTER_MESSAGE("cli.help.campaign.delete-army", "Delete an army that fought no battle and is in no siege, with its roster versions")));
    delete_army->add_option("army", o.army, help_text(MUSTER_MESSAGE("cli.help.campaign.save.army", "Army name or id")))->required();
    delete_army->callback([&context, &o] {
        Campaign campaign = open_campaign(o);
        const std::int64_t id = campaign.army(o.army).id;
        campaign.delete_army(id, actor_name(o));
        print_correction(context, campaign, {{"army", id}, {"deleted", true}});
    });

    CLI::App* rename_battle =
        command->add_subcommand("rename-battle", help_text(MUSTER_MESSAGE("cli.help.campaign.rename-battle", "Correct a battle's scenario")));
    rename_battle
        ->add_option("battle", o.battle,
                     help_text(MUSTER_MESSAGE("cli.help.campaign.correct.battle", "The battle's number, as the log and show --json give it")))
        ->required()
        ->check(whole_argument(1, largest_record_id));
    rename_battle->add_option("--scenario", o.scenario, help_text(MUSTER_MESSAGE("cli.help.campaign.correct.scenario", "The battle's scenario (empty: none)")))
        ->required();
    rename_battle->callback([&context, &o] {
        Campaign campaign = open_campaign(o);
        campaign.rename_battle(o.battle, o.scenario, actor_name(o));
        print_correction(context, campaign, {{"battle", o.battle}, {"scenario", o.scenario}});
    });

    CLI::App* delete_battle = command->add_subcommand(
        "delete-battle", help_text(MUSTER_MESSAGE("cli.help.campaign.delete-battle", "Delete a battle, with the roster versions its losses made")));
    delete_battle
        ->add_option("battle", o.battle,
                     help_text(MUSTER_MESSAGE("cli.help.campaign.correct.battle", "The battle's number, as the log and show --json give it")))
        ->required()
        ->check(whole_argument(1, largest_record_id));
    delete_battle->callback([&context, &o] {
        Campaign campaign = open_campaign(o);
        campaign.delete_battle(o.battle, actor_name(o));
        print_correction(context, campaign, {{"battle", o.battle}, {"deleted", true}});
    });

    command
        ->add_subcommand("undo-correction",
                         help_text(MUSTER_MESSAGE("cli.help.campaign.undo-correction", "Take back the last correction, when it is the log's last line")))
        ->callback([&context, &o] {
            Campaign campaign = open_campaign(o);
            campaign.undo_correction(actor_name(o));
            print_correction(context, campaign, {{"undone", true}});
        });
}

Message describe_campaign_command() {
    return message(MUSTER_MESSAGE("cli.help.campaign", "Campaigns: armies and their roster history, sieges, battles, the log"));
}

void setup_campaign_command(CLI::App& command_app, CliContext& context) {
    static CampaignOptions o;
    o.context = &context;
    CLI::App* command = &command_app;
    command->require_subcommand(1);
    command->add_option("--file,-f", o.file,
                        help_text(message(MUSTER_MESSAGE("cli.help.campaign.file", "Campaign file (default: {file})"))
                                      .with("file", VerbatimValue{(user_data_folder() / "default.muster-campaign").string()})));
    CLI::Option* server_option =
        command
            ->add_option(
                "--server", o.server,
                help_text(MUSTER_MESSAGE(
                    "cli.help.campaign.server",
                    "The campaign on a PostgreSQL server: a postgresql:// address or a libpq service name, never with a password (~/.pgpass holds it)")))
            ->excludes("--file");
    command->add_option("--as", o.actor, help_text(MUSTER_MESSAGE("cli.help.campaign.as", "Who is acting, for the log (default: $USER)")));

    CLI::App* create = command->add_subcommand("create", help_text(MUSTER_MESSAGE("cli.help.campaign.create", "Create a campaign file")));
    CLI::Option* new_file =
        create
            ->add_option("new_file", o.out,
                         help_text(MUSTER_MESSAGE("cli.help.campaign.create.new-file", "The new campaign file (.muster-campaign); none with --server")))
            ->required();
    create->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.campaign.create.name", "Campaign name")))->required();
    create->add_option("--system", o.system, help_text(MUSTER_MESSAGE("cli.help.campaign.create.system", "Game system id")));
    create->add_option("--start", o.start, help_text(MUSTER_MESSAGE("cli.help.campaign.create.start", "Start date (default: today)")));
    create->callback([&context] {
        if (!o.server.empty()) {
            if (!o.out.empty()) throw Error(message(MUSTER_MESSAGE("campaign.cli.create-file-and-server", "give a new campaign file or --server, not both")));
            Campaign campaign = Campaign::create_on_server(o.server, o.name, o.system, o.start, actor_name(o));
            if (context.json) print_json({{"server", campaign.where()}, {"created", true}});
            else say(context, message(MUSTER_MESSAGE("campaign.cli.created", "created {file}")).with("file", VerbatimValue{campaign.where()}));
            return;
        }
        if (o.out.empty()) throw Error(message(MUSTER_MESSAGE("campaign.cli.create-needs-file", "name the new campaign file (or give --server)")));
        // The log names the game system as players do, when it is one Muster knows.
        const GameSystem* system = o.system.empty() ? nullptr : context.library().system(o.system);
        Campaign campaign = Campaign::create(o.out, o.name, o.system, o.start, actor_name(o), system ? system->name : LocalisedName{});
        if (context.json) print_json({{"file", o.out}, {"created", true}});
        else say(context, message(MUSTER_MESSAGE("campaign.cli.created", "created {file}")).with("file", VerbatimValue{o.out}));
    });

    command->add_subcommand("show", help_text(MUSTER_MESSAGE("cli.help.campaign.show", "The campaign, its armies and sieges")))->callback([&context] {
        Campaign campaign = open_campaign(o);
        print_show(context, campaign);
    });

    CLI::App* notes = command->add_subcommand("notes", help_text(MUSTER_MESSAGE("cli.help.campaign.notes", "Replace the campaign's notes")));
    notes->add_option("text", o.notes, help_text(MUSTER_MESSAGE("cli.help.campaign.notes.text", "The notes")))->required();
    notes->callback([&context] {
        Campaign campaign = open_campaign(o);
        campaign.set_notes(o.notes, actor_name(o));
        if (context.json) {
            if (campaign.on_server()) print_json({{"server", campaign.where()}, {"notes", o.notes}});
            else print_json({{"file", campaign_file(o).string()}, {"notes", o.notes}});
        }
    });

    CLI::App* player = command->add_subcommand("add-player", help_text(MUSTER_MESSAGE("cli.help.campaign.add-player", "Add a player")));
    player->add_option("name", o.player, help_text(MUSTER_MESSAGE("cli.help.campaign.player.name", "Player's name")))->required();
    player->add_option("--login", o.login,
                       help_text(MUSTER_MESSAGE("cli.help.campaign.player.login",
                                                "On a server: the player's PostgreSQL login, who may then record their own armies' versions and battles")));
    player->callback([&context] {
        Campaign campaign = open_campaign(o);
        const auto id = campaign.add_player(o.player, actor_name(o), o.login);
        if (context.json) print_json({{"player", id}});
        else
            say(context, message(MUSTER_MESSAGE("campaign.cli.player-added", "player {id}: {name}"))
                             .with("id", VerbatimValue{std::to_string(id)})
                             .with("name", VerbatimValue{o.player}));
    });

    CLI::App* army = command->add_subcommand("add-army", help_text(MUSTER_MESSAGE("cli.help.campaign.add-army", "Add an army led by a player")));
    army->add_option("name", o.name, help_text(MUSTER_MESSAGE("cli.help.campaign.army.name", "Army name")))->required();
    army->add_option("--player,-p", o.player, help_text(MUSTER_MESSAGE("cli.help.campaign.army.player", "Player's name")))->required();
    army->add_option("--faction", o.faction, help_text(MUSTER_MESSAGE("cli.help.campaign.army.faction", "Faction id")))->required();
    army->callback([&context] {
        Campaign campaign = open_campaign(o);
        const std::int64_t player_id = campaign.player(o.player).id;
        // An unknown faction is refused with suggestions, one of another game system by name.
        const Faction& faction = context.faction(o.faction);
        check_list_fits_campaign(campaign.info().game_system, faction, context.library());
        // The log names the list as players do ("French"), not by its id.
        const auto id = campaign.add_army(player_id, o.name, o.faction, actor_name(o), faction.name);
        if (context.json) print_json({{"army", id}});
        else
            say(context, message(MUSTER_MESSAGE("campaign.cli.army-added", "army {id}: {name}"))
                             .with("id", VerbatimValue{std::to_string(id)})
                             .with("name", VerbatimValue{o.name}));
    });

    CLI::App* save =
        command->add_subcommand("save-roster", help_text(MUSTER_MESSAGE("cli.help.campaign.save-roster", "Save a roster file as an army's next version")));
    save->add_option("army", o.army, help_text(MUSTER_MESSAGE("cli.help.campaign.save.army", "Army name or id")))->required();
    save->add_option("roster", o.roster, help_text(MUSTER_MESSAGE("cli.help.campaign.save.roster", "Roster file")))->required();
    save->add_option("--reason", o.reason, help_text(MUSTER_MESSAGE("cli.help.campaign.save.reason", "Why (shown in the history)")));
    save->callback([&context] {
        Report report;
        const std::optional<Roster> roster = load_roster(o.roster, report);
        if (!roster) throw unreadable_input(o.roster, report, context.language());
        Campaign campaign = open_campaign(o);
        const ArmyRecord a = campaign.army(o.army);
        const int version = campaign.save_roster_version(a.id, *roster, context.library_for(roster->faction_id), o.reason, actor_name(o));
        if (context.json) print_json({{"army", a.id}, {"version", version}});
        else
            say(context, message(MUSTER_MESSAGE("campaign.cli.roster-saved", "{army}: saved roster version {version}"))
                             .with("army", VerbatimValue{a.name})
                             .with("version", IntegerValue{version}));
    });

    CLI::App* history = command->add_subcommand(
        "history", help_text(MUSTER_MESSAGE("cli.help.campaign.history", "An army's roster versions; --version N --out F re-opens one")));
    history->add_option("army", o.army, help_text(MUSTER_MESSAGE("cli.help.campaign.history.army", "Army name or id")))->required();
    history->add_option("--version", o.version, help_text(MUSTER_MESSAGE("cli.help.campaign.history.version", "One version")));
    history->add_option("--out,-o", o.out,
                        help_text(MUSTER_MESSAGE("cli.help.campaign.history.out", "Write that version's roster, exactly as saved, to this file")));
    history->add_flag("--compare", o.compare,
                      help_text(MUSTER_MESSAGE("cli.help.campaign.history.compare", "Re-validate that version against the current lists")));
    history->callback([&context] {
        if (!o.out.empty()) context.check_output(o.out, {campaign_file(o)});
        Campaign campaign = open_campaign(o);
        const ArmyRecord a = campaign.army(o.army);
        if (o.version != 0 || !o.out.empty() || o.compare) {  // a version below 1 is refused by roster_version
            const RosterVersionRecord v = campaign.roster_version(a.id, o.version);
            if (!o.out.empty()) {
                write_file_atomically(o.out, v.roster_xml, {campaign_file(o)});
                if (!context.json)
                    say(context, message(MUSTER_MESSAGE("campaign.cli.version-written", "wrote version {version} to {file}"))
                                     .with("version", IntegerValue{v.version})
                                     .with("file", VerbatimValue{o.out}));
                else if (!o.compare)  // with --compare, the comparison is the output
                    print_json({{"army", a.name}, {"version", v.version}, {"file", o.out}});
            }
            if (o.compare) {
                const RosterComparison c = Campaign::compare_with_current_lists(v, context.library());
                if (context.json) {
                    print_json({{"version", v.version},
                                {"points_then", c.points_then},
                                {"points_now", c.points_now},
                                {"legal_then", c.legal_then},
                                {"legal_now", c.legal_now},
                                {"gone", c.messages_gone},
                                {"new", c.messages_new},
                                {"gone_text", gone_texts(c, context.language())},
                                {"new_text", new_texts(c, context.language())}});
                } else {
                    say(context, message(MUSTER_MESSAGE("campaign.cli.compared",
                                                        "version {version} (list revision {revision}): then {points_then}, {legal_then}; "
                                                        "against the current lists {points_now}, {legal_now}"))
                                     .with("version", IntegerValue{v.version})
                                     .with("revision", IntegerValue{v.list_revision})
                                     .with("points_then", PointsValue{c.points_then})
                                     .with("legal_then", legality(c.legal_then))
                                     .with("points_now", PointsValue{c.points_now})
                                     .with("legal_now", legality(c.legal_now)));
                    for (const std::string& m : gone_texts(c, context.language()))
                        say(context, message(MUSTER_MESSAGE("campaign.cli.finding-gone", "  no longer: {finding}")).with("finding", VerbatimValue{m}));
                    if (context.language() != Language::english &&
                        std::any_of(c.findings_gone.begin(), c.findings_gone.end(), [](const SavedFinding& f) { return !f.meaning; }))
                        say(context, saved_as_text_note());
                    for (const std::string& m : new_texts(c, context.language()))
                        say(context, message(MUSTER_MESSAGE("campaign.cli.finding-new", "  now: {finding}")).with("finding", VerbatimValue{m}));
                }
            }
            return;
        }
        const auto versions = campaign.history(a.id);
        if (context.json) {
            nlohmann::json out = nlohmann::json::array();
            for (const auto& v : versions)
                out.push_back({{"version", v.version},
                               {"points", v.points},
                               {"legal", v.legal},
                               {"list", v.list_id},
                               {"list_revision", v.list_revision},
                               {"saved_at", v.saved_at},
                               {"reason", v.reason}});
            print_json({{"army", a.name}, {"versions", out}});
            return;
        }
        say(context, message(MUSTER_MESSAGE("campaign.cli.history-heading", "{army} ({faction}):"))
                         .with("army", VerbatimValue{a.name})
                         .with("faction", VerbatimValue{a.faction}));
        for (const auto& v : versions) {
            Message line = v.reason.empty()
                               ? message(MUSTER_MESSAGE("campaign.cli.history-version", "  v{version}  {saved_at}  {points}  {legal}  {list} r{revision}"))
                               : message(MUSTER_MESSAGE("campaign.cli.history-version-why",
                                                        "  v{version}  {saved_at}  {points}  {legal}  {list} r{revision}  — {reason}"));
            line.with("version", VerbatimValue{std::to_string(v.version)})
                .with("saved_at", VerbatimValue{v.saved_at})
                .with("points", PointsValue{v.points})
                .with("legal", legality(v.legal))
                .with("list", VerbatimValue{v.list_id})
                .with("revision", VerbatimValue{std::to_string(v.list_revision)})
                .with("reason", nested(version_reason_message(v)));
            say(context, line);
        }
    });

    CLI::App* siege = command->add_subcommand("start-siege",
                                              help_text(MUSTER_MESSAGE("cli.help.campaign.start-siege", "Start a siege between two armies with a siege plan")));
    siege->add_option("plan", o.plan, help_text(MUSTER_MESSAGE("cli.help.campaign.siege.plan", "Siege plan file (.siege.xml)")))->required();
    siege->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.campaign.siege.name", "Name of the siege")))->required();
    siege->add_option("--attacker", o.attacker, help_text(MUSTER_MESSAGE("cli.help.campaign.siege.attacker", "Attacking army")))->required();
    siege->add_option("--defender", o.defender, help_text(MUSTER_MESSAGE("cli.help.campaign.siege.defender", "Defending army")))->required();
    siege->callback([&context] {
        Campaign campaign = open_campaign(o);
        const auto id =
            campaign.start_siege(o.name, campaign.army(o.attacker).id, campaign.army(o.defender).id, plan_judged_with_rosters(context, o.plan), actor_name(o));
        if (context.json) print_json({{"siege", id}});
        else
            say(context, message(MUSTER_MESSAGE("campaign.cli.siege-started", "siege {id}: {name}"))
                             .with("id", VerbatimValue{std::to_string(id)})
                             .with("name", VerbatimValue{o.name}));
    });

    CLI::App* advance = command->add_subcommand(
        "advance", help_text(MUSTER_MESSAGE("cli.help.campaign.advance", "Move the campaign a month on (or --months N); sieges advance by their schedules")));
    advance->add_option("--months", o.months, help_text(MUSTER_MESSAGE("cli.help.campaign.advance.months", "How many months, 1 to 24 (default 1)")));
    advance->callback([&context] {
        const int months = months_to_advance(o.months);
        Campaign campaign = open_campaign(o);
        const MonthAdvance advanced = campaign.advance_months(months, actor_name(o));
        const Language language = context.language();
        if (context.json) {
            nlohmann::json texts = nlohmann::json::array(), lines = nlohmann::json::array();
            for (const CampaignEvent& e : advanced.events) {
                texts.push_back(event_text(e, language));
                lines.push_back(event_json(e, language));
            }
            print_json({{"month", advanced.new_month}, {"log", texts}, {"lines", lines}});
        } else {
            for (const CampaignEvent& e : advanced.events) std::cout << event_text(e, language) << "\n";
        }
    });

    CLI::App* battle = command->add_subcommand("record-battle",
                                               help_text(MUSTER_MESSAGE("cli.help.campaign.record-battle", "Record a battle: victory points, result, losses")));
    battle->add_option("--army-a", o.army_a, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.army-a", "First army")))->required();
    battle->add_option("--army-b", o.army_b, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.army-b", "Second army")))->required();
    battle->add_option("--scenario", o.scenario, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.scenario", "Scenario")));
    battle->add_option("--a-points", o.points_a, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.a-points", "Army A's surviving troops' points")))
        ->check(number_argument(0, max_army_points));
    battle->add_option("--b-points", o.points_b, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.b-points", "Army B's surviving troops' points")))
        ->check(number_argument(0, max_army_points));
    battle
        ->add_option("--a-rallied", o.rallied_a,
                     help_text(MUSTER_MESSAGE("cli.help.campaign.battle.a-rallied", "Army A's troops rallied in the last turn (count half)")))
        ->check(number_argument(0, max_army_points));
    battle->add_option("--b-rallied", o.rallied_b, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.b-rallied", "Army B's troops rallied in the last turn")))
        ->check(number_argument(0, max_army_points));
    battle->add_option("--a", o.awards_a,
                       help_text(MUSTER_MESSAGE("cli.help.campaign.battle.a", "Army A's awards: hill=2, table-section=3, general-killed … (repeatable)")));
    battle->add_option("--b", o.awards_b, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.b", "Army B's awards")));
    battle->add_option("--a-lost", o.lost_a,
                       help_text(MUSTER_MESSAGE("cli.help.campaign.battle.a-lost", "Army A's roster entries lost (removed in a new roster version)")));
    battle->add_option("--b-lost", o.lost_b, help_text(MUSTER_MESSAGE("cli.help.campaign.battle.b-lost", "Army B's roster entries lost")));
    battle
        ->add_option(
            "--result", o.result,
            help_text(MUSTER_MESSAGE(
                "cli.help.campaign.battle.result",
                "Who won, as the players decided: a, b or draw; required when the campaign's game system has no victory-point table (Hail Caesar, Warmaster), refused when it has one (WFB3)")))
        ->check(CLI::IsMember({"a", "b", "draw"}));
    battle->callback([&context] {
        Campaign campaign = open_campaign(o);
        BattleInput input;
        input.scenario = o.scenario;
        input.army_a = campaign.army(o.army_a).id;
        input.army_b = campaign.army(o.army_b).id;
        input.victory_a = {o.points_a, o.rallied_a, parse_awards(o.awards_a)};
        input.victory_b = {o.points_b, o.rallied_b, parse_awards(o.awards_b)};
        input.units_lost_a = o.lost_a;
        input.units_lost_b = o.lost_b;
        if (!o.result.empty())
            input.players_result = o.result == "a" ? PlayersResult::first_wins : o.result == "b" ? PlayersResult::second_wins : PlayersResult::draw;
        // The campaign's game system decides how the battle is scored, as in the window.
        const BattleRecord record = recorded_battle(context, campaign, input, actor_name(o));
        const nlohmann::json details = nlohmann::json::parse(record.details_json);
        const Language language = context.language();
        if (context.json) {
            nlohmann::json out = {{"battle", record.id}, {"result", record.result},
                                  {"vp_a", record.vp_a}, {"vp_b", record.vp_b},
                                  {"details", details},  {"explanation", render_message(record.score.explanation_message, language)}};
            if (!record.score.reading.en.empty()) out["reading"] = localised_json(record.score.reading);
            if (!record.score.sources.empty()) out["sources"] = record.score.sources;
            print_json(out);
            return;
        }
        say(context, message(MUSTER_MESSAGE("campaign.cli.battle-recorded", "battle {id}: {explanation}"))
                         .with("id", VerbatimValue{std::to_string(record.id)})
                         .with("explanation", nested(record.score.explanation_message)));
        if (findings_explained() && !record.score.reading.en.empty())
            say(context, message(MUSTER_MESSAGE("campaign.cli.battle-reading", "  reading: {reading} [{sources}]"))
                             .with("reading", record.score.reading)
                             .with("sources", VerbatimValue{record.score.sources}));
        for (const auto& [side, score] : {std::pair{"a", &record.score.a}, std::pair{"b", &record.score.b}})
            for (std::size_t i = 0; i < score->line_messages.size() && i < score->lines.size(); ++i)
                say(context, message(MUSTER_MESSAGE("campaign.cli.battle-line", "  {side}: {what} = {points}"))
                                 .with("side", VerbatimValue{side})
                                 .with("what", nested(score->line_messages[i]))
                                 .with("points", points_number(score->lines[i].second)));
    });

    setup_correction_commands(command, context, o);

    command->add_subcommand("log", help_text(MUSTER_MESSAGE("cli.help.campaign.log", "Everything that happened, in order, with who did it")))
        ->callback([&context] {
            Campaign campaign = open_campaign(o);
            const Language language = context.language();
            if (context.json) {
                JsonArrayPrinter out("events");  // {"events": [...], "format": 1}, one event at a time
                campaign.each_event([&](const CampaignEvent& e) { out.add(event_json(e, language)); });
                return;
            }
            campaign.each_event([&](const CampaignEvent& e) {
                say(context, message(MUSTER_MESSAGE("campaign.cli.log-line", "{at}  month {month}  {actor}: {text}"))
                                 .with("at", VerbatimValue{e.at})
                                 .with("month", IntegerValue{e.month})
                                 .with("actor", VerbatimValue{event_actor(e, language)})
                                 .with("text", VerbatimValue{event_text(e, language)}));
            });
        });

    CLI::App* out =
        command->add_subcommand("export", help_text(MUSTER_MESSAGE("cli.help.campaign.export", "Write the whole campaign to a portable JSON file")));
    out->add_option("out", o.out, help_text(MUSTER_MESSAGE("cli.help.campaign.out.out", "JSON file")))->required();
    out->callback([&context] {
        context.check_output(o.out, {campaign_file(o)});
        Campaign campaign = open_campaign(o);
        write_file_atomically(o.out, campaign.export_json().dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + '\n', {campaign_file(o)});
        if (context.json) print_json({{"file", o.out}, {"exported", true}});
        else say(context, message(MUSTER_MESSAGE("campaign.cli.exported", "exported to {file}")).with("file", VerbatimValue{o.out}));
    });

    CLI::App* in =
        command->add_subcommand("import", help_text(MUSTER_MESSAGE("cli.help.campaign.import", "Create a campaign file from an exported JSON file")));
    in->add_option("json", o.input, help_text(MUSTER_MESSAGE("cli.help.campaign.in.json", "Exported JSON file")))->required();
    CLI::Option* import_file =
        in->add_option("new_file", o.out, help_text(MUSTER_MESSAGE("cli.help.campaign.in.new-file", "The campaign file to create; none with --server")))
            ->required();
    // With --server (given before the command), the campaign goes to the server: no file to name.
    server_option->each([new_file, import_file](const std::string&) {
        new_file->required(false);
        import_file->required(false);
    });
    in->callback([&context] {
        if (!o.server.empty()) {
            // A campaign file or an export, into an empty database of the server: one command moves a club's campaign.
            const bool file = o.input.size() > 16 && o.input.substr(o.input.size() - 16) == ".muster-campaign";
            CampaignOpenOptions check;
            const nlohmann::json exported = file ? Campaign::open(o.input, check).export_json() : Campaign::read_export(o.input);
            Campaign campaign = Campaign::import_to_server(o.server, exported);
            if (context.json) print_json({{"server", campaign.where()}, {"imported", true}});
            else say(context, message(MUSTER_MESSAGE("campaign.cli.imported", "imported into {file}")).with("file", VerbatimValue{campaign.where()}));
            return;
        }
        if (o.out.empty()) throw Error(message(MUSTER_MESSAGE("campaign.cli.import-needs-file", "name the campaign file to create (or give --server)")));
        context.check_output(o.out, {o.input});
        Campaign::import_json(o.out, Campaign::read_export(o.input));
        if (context.json) print_json({{"file", o.out}, {"imported", true}});
        else say(context, message(MUSTER_MESSAGE("campaign.cli.imported", "imported into {file}")).with("file", VerbatimValue{o.out}));
    });
}

const CommandRegistration campaign_command(60, "campaign", &describe_campaign_command, &setup_campaign_command);

}  // namespace

}  // namespace muster::cli
