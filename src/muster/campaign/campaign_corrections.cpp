// Corrections: a player, an army or a battle renamed or deleted by the organiser. Each is one
// log line of kind "correction" whose arguments keep what it changed (the old name, the deleted
// rows), so the last one can be taken back exactly; taking it back is logged too.
#include <algorithm>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_messages.hpp"
#include "muster/campaign/campaign_rules.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/campaign_values.hpp"
#include "muster/util/error.hpp"
#include "muster/report/report_json.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

constexpr const char* correction_kind = "correction";

// The columns a deleted row is kept with, to be written back as it was.
constexpr const char* player_columns = "id, name";
constexpr const char* army_columns = "id, player_id, name, faction";
constexpr const char* version_columns = "id, army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, saved_at, reason";
constexpr const char* battle_columns = "id, month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, details_json, recorded_at";

MessageText corrects_rule() {
    return MUSTER_MESSAGE("campaign.corrections.organiser-corrects", "only the organiser corrects the campaign's players, armies and battles");
}

// The rows `select` finds, each as an array of its values in `columns`' order.
nlohmann::json rows_of(CampaignStore& store, const std::string& table, const char* columns, const std::string& where, std::int64_t id) {
    const int count = static_cast<int>(std::count(columns, columns + std::char_traits<char>::length(columns), ',')) + 1;
    Query s = store.prepare("SELECT " + std::string(columns) + " FROM " + table + " WHERE " + where + " ORDER BY id");
    s.bind(1, id);
    nlohmann::json rows = nlohmann::json::array();
    while (s.step()) {
        nlohmann::json row = nlohmann::json::array();
        for (int c = 0; c < count; ++c) {
            switch (s.kind(c)) {
                case StoredKind::integer:
                    row.push_back(s.integer(c));
                    break;
                case StoredKind::real:
                    row.push_back(s.real(c));
                    break;
                case StoredKind::null:
                    row.push_back(nullptr);
                    break;
                default:
                    row.push_back(s.text(c));
                    break;
            }
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

// Writes back rows kept by rows_of (as the JSON text a log line's argument holds: the log reads
// its arguments one level deep).
void restore_rows(CampaignStore& store, const std::string& table, const char* columns, const nlohmann::json& kept) {
    const nlohmann::json rows = kept.is_string() ? nlohmann::json::parse(kept.get<std::string>(), nullptr, false) : kept;
    if (!rows.is_array()) return;
    for (const nlohmann::json& row : rows) {
        std::string marks;
        for (std::size_t i = 0; i < row.size(); ++i) marks += i == 0 ? "?" : ", ?";
        Query insert = store.prepare("INSERT INTO " + table + " (" + columns + ") VALUES (" + marks + ")");
        for (std::size_t i = 0; i < row.size(); ++i) {
            const int at = static_cast<int>(i) + 1;
            const nlohmann::json& value = row[i];
            if (value.is_null()) insert.bind(at, std::nullopt);
            else if (value.is_number_integer()) insert.bind(at, value.get<std::int64_t>());
            else if (value.is_number()) insert.bind(at, value.get<double>());
            else insert.bind(at, value.get<std::string>());
        }
        insert.run();
    }
}

}  // namespace

void Campaign::rename_player(std::int64_t player_id, const std::string& given_name, const std::string& actor) {
    const std::string name = checked_text(given_name, CampaignText::player);
    if (name.empty()) throw Error(message(MUSTER_MESSAGE("campaign.corrections.player-needs-name", "a player needs a name")));
    StoreTransaction transaction(*store_);
    require_organiser(*store_, corrects_rule());
    const PlayerRecord old = player(std::to_string(player_id));
    for (const PlayerRecord& p : players())
        if (p.id != player_id && to_nfc(p.name) == name)
            throw Error(message(MUSTER_MESSAGE("campaign.corrections.player-name-taken", "there is already a player called '{name}'"), {{"name", name}}));
    store_->prepare("UPDATE player SET name = ? WHERE id = ?").bind(1, name).bind(2, player_id).run();
    log_event(correction_kind, "campaign.log.player-renamed", {{"from", old.name}, {"to", name}, {"player_id", player_id}}, actor);
    transaction.commit();
}

void Campaign::delete_player(std::int64_t player_id, const std::string& actor) {
    StoreTransaction transaction(*store_);
    require_organiser(*store_, corrects_rule());
    const PlayerRecord old = player(std::to_string(player_id));
    for (const ArmyRecord& a : armies())
        if (a.player_id == player_id)
            throw Error(message(MUSTER_MESSAGE("campaign.corrections.player-leads-army", "'{player}' leads the army '{army}': delete the army first"),
                                {{"player", old.name}, {"army", a.name}}));
    const nlohmann::json kept = rows_of(*store_, "player", player_columns, "id = ?", player_id);
    store_->prepare("DELETE FROM player WHERE id = ?").bind(1, player_id).run();
    log_event(correction_kind, "campaign.log.player-deleted", {{"name", old.name}, {"player", kept.dump()}}, actor);
    transaction.commit();
}

void Campaign::rename_army(std::int64_t army_id, const std::string& given_name, const std::string& actor) {
    const std::string name = checked_text(given_name, CampaignText::army);
    if (name.empty()) throw Error(message(MUSTER_MESSAGE("campaign.corrections.army-needs-name", "an army needs a name")));
    StoreTransaction transaction(*store_);
    require_organiser(*store_, corrects_rule());
    const ArmyRecord old = army(std::to_string(army_id));
    for (const ArmyRecord& a : armies())
        if (a.id != army_id && to_nfc(a.name) == name)
            throw Error(message(MUSTER_MESSAGE("campaign.corrections.army-name-taken", "there is already an army called '{name}'"), {{"name", name}}));
    store_->prepare("UPDATE army SET name = ? WHERE id = ?").bind(1, name).bind(2, army_id).run();
    log_event(correction_kind, "campaign.log.army-renamed", {{"from", old.name}, {"to", name}, {"army_id", army_id}}, actor);
    transaction.commit();
}

void Campaign::delete_army(std::int64_t army_id, const std::string& actor) {
    StoreTransaction transaction(*store_);
    require_organiser(*store_, corrects_rule());
    const ArmyRecord old = army(std::to_string(army_id));
    for (const BattleRecord& b : battles())
        if (b.army_a == army_id || b.army_b == army_id)
            throw Error(message(MUSTER_MESSAGE("campaign.corrections.army-fought", "'{army}' fought battle {battle}: delete the battle first"),
                                {{"army", old.name}, {"battle", std::to_string(b.id)}}));
    for (const SiegeRecord& siege : sieges())
        if (siege.attacker_army_id == army_id || siege.defender_army_id == army_id)
            throw Error(message(MUSTER_MESSAGE("campaign.corrections.army-in-siege", "'{army}' takes part in the siege '{siege}': it cannot be deleted"),
                                {{"army", old.name}, {"siege", siege.name}}));
    const nlohmann::json versions = rows_of(*store_, "roster_version", version_columns, "army_id = ?", army_id);
    const nlohmann::json kept = rows_of(*store_, "army", army_columns, "id = ?", army_id);
    store_->prepare("DELETE FROM roster_version WHERE army_id = ?").bind(1, army_id).run();
    store_->prepare("DELETE FROM army WHERE id = ?").bind(1, army_id).run();
    log_event(correction_kind, "campaign.log.army-deleted",
              {{"name", old.name}, {"versions", versions.size()}, {"army", kept.dump()}, {"roster_versions", versions.dump()}}, actor);
    transaction.commit();
}

void Campaign::rename_battle(std::int64_t battle_id, const std::string& given_scenario, const std::string& actor) {
    const std::string scenario = checked_text(given_scenario, CampaignText::scenario);
    StoreTransaction transaction(*store_);
    require_organiser(*store_, corrects_rule());
    const nlohmann::json kept = rows_of(*store_, "battle", "id, scenario", "id = ?", battle_id);
    if (kept.empty())
        throw Error(message(MUSTER_MESSAGE("campaign.corrections.no-battle", "there is no battle number {battle}"), {{"battle", std::to_string(battle_id)}}));
    store_->prepare("UPDATE battle SET scenario = ? WHERE id = ?").bind(1, scenario).bind(2, battle_id).run();
    log_event(correction_kind, "campaign.log.battle-renamed", {{"battle", battle_id}, {"to", scenario}, {"from", kept[0][1]}}, actor);
    transaction.commit();
}

void Campaign::delete_battle(std::int64_t battle_id, const std::string& actor) {
    StoreTransaction transaction(*store_);
    require_organiser(*store_, corrects_rule());
    const nlohmann::json kept = rows_of(*store_, "battle", battle_columns, "id = ?", battle_id);
    if (kept.empty())
        throw Error(
            message(MUSTER_MESSAGE("campaign.corrections.no-battle-to-delete", "there is no battle number {battle}"), {{"battle", std::to_string(battle_id)}}));
    // The versions its losses made go with it: each must still be its army's latest. The battle
    // records them (history() reads them into each version's losses); a battle of an older file
    // does not, and its losses' versions are known by their stored reason, which record_battle
    // wrote (always in English) as "losses at battle N: …".
    nlohmann::json versions = nlohmann::json::array();
    const std::string battle_number = std::to_string(battle_id);
    for (const std::size_t army_column : {std::size_t{3}, std::size_t{4}}) {
        const std::int64_t army_id = kept[0][army_column].get<std::int64_t>();
        const auto history = this->history(army_id);
        const auto made = std::find_if(history.rbegin(), history.rend(), [&](const RosterVersionRecord& v) {
            if (v.losses) return v.losses->battle == battle_id;
            const std::optional<LossesReason> losses = read_losses_reason(v.reason);
            return !v.reason_typed && losses && losses->battle == battle_number;
        });
        if (made == history.rend()) continue;
        if (made->version != history.back().version)
            throw Error(message(MUSTER_MESSAGE("campaign.corrections.losses-saved-over",
                                               "battle {battle} cannot be deleted: its losses made version {version} of '{army}', "
                                               "and version {latest} was saved since"),
                                {{"battle", std::to_string(battle_id)},
                                 {"version", std::to_string(made->version)},
                                 {"army", army(std::to_string(army_id)).name},
                                 {"latest", std::to_string(history.back().version)}}));
        Query id = store_->prepare("SELECT id FROM roster_version WHERE army_id = ? AND version = ?");
        id.bind(1, army_id).bind(2, made->version);
        if (!id.step()) continue;
        for (nlohmann::json& row : rows_of(*store_, "roster_version", version_columns, "id = ?", id.integer(0))) versions.push_back(std::move(row));
    }
    for (const nlohmann::json& row : versions) store_->prepare("DELETE FROM roster_version WHERE id = ?").bind(1, row[0].get<std::int64_t>()).run();
    store_->prepare("DELETE FROM battle WHERE id = ?").bind(1, battle_id).run();
    log_event(correction_kind, "campaign.log.battle-deleted",
              {{"battle", battle_id}, {"versions", versions.size()}, {"battle_row", kept.dump()}, {"roster_versions", versions.dump()}}, actor);
    transaction.commit();
}

std::optional<CampaignEvent> Campaign::undoable_correction() {
    std::optional<CampaignEvent> last;
    Query s = store_->prepare("SELECT id FROM event ORDER BY id DESC LIMIT 1");
    if (!s.step()) return std::nullopt;
    const std::int64_t last_id = s.integer(0);
    for (const CampaignEvent& event : log())
        if (event.id == last_id && event.kind == correction_kind) last = event;
    return last;
}

void Campaign::undo_correction(const std::string& actor) {
    checked_text(actor, CampaignText::actor);
    StoreTransaction transaction(*store_);
    require_organiser(*store_, corrects_rule());
    const std::optional<CampaignEvent> last = undoable_correction();
    if (!last) throw Error(message(MUSTER_MESSAGE("campaign.corrections.nothing-to-undo", "the log's last line is not a correction: there is none to undo")));
    const nlohmann::json& args = last->args;
    const std::string& id = last->message_id;
    if (id == "campaign.log.player-renamed")
        store_->prepare("UPDATE player SET name = ? WHERE id = ?")
            .bind(1, args.at("from").get<std::string>())
            .bind(2, args.at("player_id").get<std::int64_t>())
            .run();
    else if (id == "campaign.log.army-renamed")
        store_->prepare("UPDATE army SET name = ? WHERE id = ?")
            .bind(1, args.at("from").get<std::string>())
            .bind(2, args.at("army_id").get<std::int64_t>())
            .run();
    else if (id == "campaign.log.battle-renamed")
        store_->prepare("UPDATE battle SET scenario = ? WHERE id = ?")
            .bind(1, args.at("from").get<std::string>())
            .bind(2, args.at("battle").get<std::int64_t>())
            .run();
    else if (id == "campaign.log.player-deleted") restore_rows(*store_, "player", player_columns, args.at("player"));
    else if (id == "campaign.log.army-deleted") {
        restore_rows(*store_, "army", army_columns, args.at("army"));
        restore_rows(*store_, "roster_version", version_columns, args.at("roster_versions"));
    } else if (id == "campaign.log.battle-deleted") {
        restore_rows(*store_, "battle", battle_columns, args.at("battle_row"));
        restore_rows(*store_, "roster_version", version_columns, args.at("roster_versions"));
    }
    // The correction taken back as the log says it, in each language the log is read in.
    LocalisedName said{last->text, {}};
    if (const std::optional<Message> correction = event_message(last->message_id, last->args))
        said = in_every_language([&](Language language) { return render_message(*correction, language); });
    log_event("correction-undone", "campaign.log.correction-undone", {{"correction", localised_json(said)}}, actor);
    transaction.commit();
}

}  // namespace muster
