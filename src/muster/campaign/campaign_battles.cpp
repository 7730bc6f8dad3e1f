// Battles: the victory points calculator decides, and losses become new roster versions.
#include <algorithm>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/battle_losses.hpp"
#include "muster/campaign/campaign_rules.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/campaign_values.hpp"
#include "muster/report/report_json.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace {

constexpr MessageText own_losses_only = MUSTER_MESSAGE("campaign.rule.own-losses", "a player records losses for their own armies only");

nlohmann::json score_json(const VictoryScore& score) {
    nlohmann::json lines = nlohmann::json::array();
    for (const auto& [label, value] : score.lines) lines.push_back({{"what", label}, {"points", value}});
    return {{"total", score.total}, {"lines", lines}};
}

// The lost units as a player names them ("Mounted knights, Longbowmen"), in every language:
// each unit's own label, else its name in the list.
LocalisedName lost_unit_names(const Roster& roster, const std::vector<std::string>& entries, const ListLibrary& lists) {
    const Faction* faction = lists.faction(roster.faction_id);
    return in_every_language([&](Language language) {
        std::vector<std::string> names;
        for (const std::string& id : entries) {
            const UnitEntry* entry = roster.find_entry(id).second;
            const UnitProfile* profile = entry && faction ? faction->unit(entry->unit_ref) : nullptr;
            names.push_back(!entry ? id : !entry->label.empty() ? entry->label : profile ? profile->name.in(language) : entry->unit_ref);
        }
        return listed_for_log(names);
    });
}

VictoryResult scored_by_table(const VictoryTable& table, const BattleInput& battle) {
    if (battle.players_result)
        throw Error(message(MUSTER_MESSAGE("campaign.battles.scored-by-victory-points",
                                           "this campaign's battles are scored by victory points: give each side's points, not who won")));
    return score_battle(table, battle.victory_a, battle.victory_b);
}

// A game system whose books give no victory points: the players say who won.
VictoryResult decided_by_players(const BattleInput& battle) {
    if (!battle.players_result)
        throw Error(message(MUSTER_MESSAGE("campaign.battles.players-result-needed",
                                           "this campaign's game system gives no victory points: say who won, or that it was a draw")));
    if (!battle.victory_a.awards.empty() || !battle.victory_b.awards.empty())
        throw Error(message(
            MUSTER_MESSAGE("campaign.battles.no-victory-awards", "this campaign's game system gives no victory points: a battle has no awards to claim")));
    VictoryResult result;
    result.draw = *battle.players_result == PlayersResult::draw;
    result.a_wins = *battle.players_result == PlayersResult::first_wins;
    result.explanation_message = result.draw ? message(MUSTER_MESSAGE("campaign.battles.players-drew", "a draw, as the players decided"))
                                             : message(MUSTER_MESSAGE("campaign.battles.players-decided", "a win, as the players decided"));
    result.explanation = render_message(result.explanation_message, Language::english);
    return result;
}

}  // namespace

RosterVersionRecord Campaign::latest_roster_for_losses(std::int64_t army_id, const std::string& army_name) {
    {
        Query any = store_->prepare("SELECT 1 FROM roster_version WHERE army_id = ?");
        any.bind(1, army_id);
        if (!any.step())
            throw Error(message(
                MUSTER_MESSAGE("campaign.battles.roster-saved-yet-so", "'{army}' has no roster saved yet, so it cannot lose units; save its roster first"),
                {{"army", army_name}}));
    }
    return roster_version(army_id);
}

BattleRecord Campaign::record_battle(const BattleInput& battle, const VictoryTable& table, const ListLibrary& lists, const std::string& actor) {
    return record_battle(
        battle, table, [&lists]() -> const ListLibrary& { return lists; }, actor);
}

BattleRecord Campaign::record_battle(const BattleInput& battle, const VictoryTable& table, const std::function<const ListLibrary&()>& lists,
                                     const std::string& actor) {
    return record_battle(battle, &table, lists, actor);
}

BattleRecord Campaign::record_battle(const BattleInput& battle, const std::function<const ListLibrary&()>& lists, const std::string& actor) {
    return record_battle(battle, victory_table_for(info().game_system), lists, actor);
}

BattleRecord Campaign::record_battle(const BattleInput& battle, const VictoryTable* table, const std::function<const ListLibrary&()>& lists,
                                     const std::string& actor) {
    if (battle.army_a == battle.army_b) throw Error(message(MUSTER_MESSAGE("campaign.battles.two-different-armies", "a battle needs two different armies")));
    const std::string scenario = checked_text(battle.scenario, CampaignText::scenario);
    checked_text(actor, CampaignText::actor);
    for (const auto* lost : {&battle.units_lost_a, &battle.units_lost_b})
        for (const std::string& entry : *lost) checked_text(entry, CampaignText::lost_unit);
    const VictoryResult result = table ? scored_by_table(*table, battle) : decided_by_players(battle);

    // Everything read here decides what is written: one IMMEDIATE transaction, so a battle
    // recorded by another program at the same moment is seen, never overwritten.
    StoreTransaction transaction(*store_);
    std::string name_a, name_b;
    for (const ArmyRecord& a : armies()) {
        if (a.id == battle.army_a) name_a = a.name;
        if (a.id == battle.army_b) name_b = a.name;
    }
    if (name_a.empty() || name_b.empty()) throw Error(message(MUSTER_MESSAGE("campaign.battles.armies-belong", "both armies must belong to the campaign")));
    if (!store_->organiser() && !store_->leads(battle.army_a) && !store_->leads(battle.army_b))
        throw Error(message(MUSTER_MESSAGE("campaign.rule.own-battles", "a player records only battles in which one of their armies fought")));
    if (!battle.units_lost_a.empty()) require_leads(*store_, battle.army_a, own_losses_only);
    if (!battle.units_lost_b.empty()) require_leads(*store_, battle.army_b, own_losses_only);

    // Losses: checked before anything is written, so a wrong id changes nothing.
    struct Loss {
        std::int64_t army;
        const std::string& name;
        std::vector<std::string> entries;
        std::optional<Roster> roster;
        LocalisedName names;  ///< the lost units' names, read before they leave the roster
        int version = 0;      ///< the roster version the losses make: the latest's next, in this transaction
    };
    std::vector<Loss> losses{{battle.army_a, name_a, battle.units_lost_a, std::nullopt, {}, 0},
                             {battle.army_b, name_b, battle.units_lost_b, std::nullopt, {}, 0}};
    for (Loss& loss : losses) {
        if (loss.entries.empty()) continue;
        const RosterVersionRecord latest = latest_roster_for_losses(loss.army, loss.name);
        loss.version = latest.version + 1;
        Report report;
        loss.roster = parse_roster(latest.roster_xml, "latest roster", report);
        if (!loss.roster)
            throw Error(message(MUSTER_MESSAGE("campaign.battles.latest-roster-unreadable", "the army's latest roster cannot be read:\n{report}"),
                                {{"report", format_human(report)}}));
        std::unordered_set<std::string> named;
        for (const std::string& entry : loss.entries) {
            if (loss.roster->division(entry))
                throw Error(message(MUSTER_MESSAGE("campaign.battles.division-latest-roster-unit",
                                                   "'{entry}' is a division of the latest roster of '{army}', not a unit; name the units it lost"),
                                    {{"entry", entry}, {"army", loss.name}}));
            if (!named.insert(entry).second)
                throw Error(message(MUSTER_MESSAGE("campaign.battles.unit-named-twice-among", "the unit '{entry}' of '{army}' is named twice among the losses"),
                                    {{"entry", entry}, {"army", loss.name}}));
            if (!loss.roster->find_entry(entry).second) {
                throw Error(message(MUSTER_MESSAGE("campaign.battles.latest-roster-version-unit",
                                                   "the latest roster of '{army}' (version {version}) has no unit '{entry}'; "
                                                   "'muster-cli campaign history' with --version and --out shows its units"),
                                    {{"army", loss.name}, {"version", std::to_string(latest.version)}, {"entry", entry}}));
            }
        }
        loss.names = lost_unit_names(*loss.roster, loss.entries, lists());
        for (const std::string& entry : loss.entries) remove_entry(*loss.roster, entry);
    }
    // The battle records which versions its losses make (battle_losses.hpp), written with it: a
    // player on a server may add a battle, never change one.
    std::vector<BattleLoss> made;
    for (const Loss& loss : losses)
        if (loss.roster) made.push_back({loss.army, loss.version, loss.names});

    BattleRecord record;
    record.month = current_month();
    record.scenario = scenario;
    record.army_a = battle.army_a;
    record.army_b = battle.army_b;
    record.result = result.draw ? "draw" : "win";
    if (!result.draw) record.winner_army_id = result.a_wins ? battle.army_a : battle.army_b;
    record.vp_a = result.a.total;
    record.vp_b = result.b.total;
    record.details_json = nlohmann::json{{"a", score_json(result.a)},           {"b", score_json(result.b)},
                                         {"explanation", result.explanation},   {"victory_rules", table ? table->id : std::string("players")},
                                         {"units_lost_a", battle.units_lost_a}, {"units_lost_b", battle.units_lost_b},
                                         {"losses", battle_losses_json(made)}}
                              .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    record.recorded_at = utc_now();
    record.score = result;

    Query insert = store_->prepare(
        "INSERT INTO battle (month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, "
        "details_json, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, record.month).bind(2, record.scenario).bind(3, record.army_a).bind(4, record.army_b);
    if (record.winner_army_id) insert.bind(5, *record.winner_army_id);
    else insert.bind(5, std::nullopt);
    insert.bind(6, record.result).bind(7, record.vp_a).bind(8, record.vp_b).bind(9, record.details_json).bind(10, record.recorded_at);
    insert.run();
    record.id = store_->last_insert_id();
    nlohmann::json args = {{"battle", record.id}, {"army_a", name_a}, {"vp_a", record.vp_a}, {"army_b", name_b}, {"vp_b", record.vp_b}};
    if (!result.draw) args["winner"] = result.a_wins ? name_a : name_b;
    if (!scenario.empty()) args["scenario"] = scenario;
    const char* id = result.draw ? (scenario.empty() ? "campaign.log.battle-drawn" : "campaign.log.battle-drawn-scenario")
                                 : (scenario.empty() ? "campaign.log.battle-won" : "campaign.log.battle-won-scenario");
    if (!table)  // no victory points to write
        id = result.draw ? (scenario.empty() ? "campaign.log.battle-drawn-players" : "campaign.log.battle-drawn-players-scenario")
                         : (scenario.empty() ? "campaign.log.battle-won-players" : "campaign.log.battle-won-players-scenario");
    log_event("battle", id, std::move(args), actor);
    // Losses become each army's next roster version (loss.version), in the same transaction as the battle.
    for (const Loss& loss : losses)
        if (loss.roster) {
            insert_roster_version(loss.army, *loss.roster, lists(), losses_reason(record.id, loss.names.en), actor,
                                  {{"battle", record.id}, {"units", localised_json(loss.names)}});
        }
    transaction.commit();
    return record;
}

std::int64_t Campaign::battle_count() { return store_->scalar("SELECT COUNT(*) FROM battle"); }

std::vector<BattleRecord> Campaign::battles() {
    std::vector<BattleRecord> out;
    Query s = store_->prepare(
        "SELECT id, month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, details_json, "
        "recorded_at FROM battle ORDER BY id");
    while (s.step()) {
        BattleRecord b{stored_whole(s, 0, CampaignNumber::record_id),
                       stored_int(s, 1, CampaignNumber::battle_month),
                       stored_line(s, 2),
                       stored_whole(s, 3, CampaignNumber::record_id),
                       stored_whole(s, 4, CampaignNumber::record_id),
                       std::nullopt,
                       stored_line(s, 6),
                       stored_number(s, 7, CampaignNumber::victory_points),
                       stored_number(s, 8, CampaignNumber::victory_points),
                       stored_text(s, 9),
                       stored_line(s, 10),
                       {}};
        if (!s.is_null(5)) b.winner_army_id = stored_whole(s, 5, CampaignNumber::record_id);
        out.push_back(std::move(b));
    }
    return out;
}

}  // namespace muster
