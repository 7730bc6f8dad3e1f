// Campaign, players, armies, roster versions and the log.
#include <algorithm>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/battle_losses.hpp"
#include "muster/campaign/campaign_rules.hpp"
#include "muster/report/report_json.hpp"
#include "muster/campaign/campaign_limits.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/campaign_values.hpp"
#include "muster/campaign/saved_verdict.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"
#include "muster/campaign/campaign_messages.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace {

constexpr MessageText no_campaign_record = MUSTER_MESSAGE("campaign.records.holds-campaign-record", "{file} holds no campaign record");

// The verdict kept with a roster version: its findings keep what they mean, to be shown again in any language.
std::string saved_verdict_text(const RosterVerdict& verdict) {
    nlohmann::json saved = verdict_to_json(verdict);
    keep_meanings(saved, verdict.report);
    return saved.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

CampaignEvent Campaign::log_event(const std::string& kind, const char* message_id, nlohmann::json args, const std::string& actor) {
    const std::string who = checked_text(actor, CampaignText::actor);
    CampaignEvent event{0, utc_now(), current_month(), who.empty() ? std::string("someone") : who, kind, "", message_id, std::move(args)};
    // Rendered by the very reading the log does, so what is stored always reads back.
    const std::optional<Message> said = event_message(event.message_id, event.args);
    if (!said) throw std::logic_error(std::string("log message ") + message_id + " does not fit its arguments");
    event.text = render_message(*said, Language::english);
    const std::string args_text = event.args.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (store_->names_the_actor()) {
        // On a server the database writes the login as the actor (its column's default), and
        // refuses a player's line that names anyone else.
        store_->prepare("INSERT INTO event (at, month, kind, text, message_id, message_args) VALUES (?, ?, ?, ?, ?, ?)")
            .bind(1, event.at)
            .bind(2, event.month)
            .bind(3, kind)
            .bind(4, event.text)
            .bind(5, event.message_id)
            .bind(6, args_text)
            .run();
        event.id = store_->last_insert_id();
        Query written = store_->prepare("SELECT actor FROM event WHERE id = ?");
        written.bind(1, event.id);
        if (written.step()) event.actor = stored_line(written, 0);
        return event;
    }
    store_->prepare("INSERT INTO event (at, month, actor, kind, text, message_id, message_args) VALUES (?, ?, ?, ?, ?, ?, ?)")
        .bind(1, event.at)
        .bind(2, event.month)
        .bind(3, event.actor)
        .bind(4, kind)
        .bind(5, event.text)
        .bind(6, event.message_id)
        .bind(7, args_text)
        .run();
    event.id = store_->last_insert_id();
    return event;
}

int Campaign::current_month() {
    Query s = store_->prepare("SELECT current_month FROM campaign WHERE id = 1");
    if (!s.step()) throw Error(message(no_campaign_record, {{"file", store_->where()}}));
    return stored_int(s, 0, CampaignNumber::current_month);
}

CampaignInfo Campaign::info() {
    // Notes longer than Muster writes (a file made elsewhere) are read cut, marked with "…": a
    // campaign of 200 MB of notes is shown holding a few hundred KB, not copies of the 200 MB.
    Query s = store_->prepare(
        "SELECT name, game_system, start_date, current_month, substr(notes, 1, ?1), "
        "length(notes) > ?1 FROM campaign WHERE id = 1");
    s.bind(1, static_cast<std::int64_t>(longest_notes_bytes));
    if (!s.step()) throw Error(message(no_campaign_record, {{"file", store_->where()}}));
    CampaignInfo info{stored_line(s, 0), stored_line(s, 1), stored_line(s, 2), stored_int(s, 3, CampaignNumber::current_month), stored_text(s, 4), 0};
    if (s.integer(5) != 0) info.notes += "…";
    info.schema_version = store_->schema_version();
    return info;
}

void Campaign::set_notes(const std::string& notes, const std::string& actor) {
    const std::string text = checked_text(notes, CampaignText::notes);
    checked_text(actor, CampaignText::actor);
    StoreTransaction transaction(*store_);
    require_organiser(*store_, MUSTER_MESSAGE("campaign.rule.organiser-corrects", "only the organiser corrects the campaign's records"));
    store_->prepare("UPDATE campaign SET notes = ? WHERE id = 1").bind(1, text).run();
    log_event("notes", "campaign.log.notes-changed", nlohmann::json::object(), actor);
    transaction.commit();
}

std::int64_t Campaign::add_player(const std::string& given_name, const std::string& actor, const std::string& login) {
    const std::string name = checked_text(given_name, CampaignText::player);
    checked_text(actor, CampaignText::actor);
    if (name.empty()) throw Error(message(MUSTER_MESSAGE("campaign.records.player-needs-name", "a player needs a name")));
    StoreTransaction transaction(*store_);
    require_organiser(*store_, campaign_words::organiser_adds_players);
    for (const PlayerRecord& p : players())
        if (to_nfc(p.name) == name)
            throw Error(message(MUSTER_MESSAGE("campaign.records.there-already-player-called", "there is already a player called '{name}'"), {{"name", name}}));
    store_->prepare("INSERT INTO player (name) VALUES (?)").bind(1, name).run();
    const std::int64_t id = store_->last_insert_id();
    log_event("player", "campaign.log.player-joined", {{"name", name}}, actor);
    if (!login.empty()) give_login(id, login);
    transaction.commit();
    return id;
}

std::vector<PlayerRecord> Campaign::players() {
    std::vector<PlayerRecord> out;
    Query s = store_->prepare("SELECT id, name FROM player ORDER BY id");
    while (s.step()) out.push_back({stored_whole(s, 0, CampaignNumber::record_id), stored_line(s, 1)});
    return out;
}

PlayerRecord Campaign::player(const std::string& id_or_name) {
    const std::string key = checked_text(id_or_name, CampaignText::player);
    for (const PlayerRecord& p : players())
        if (to_nfc(p.name) == key || std::to_string(p.id) == key) return p;
    throw Error(message(MUSTER_MESSAGE("campaign.records.campaign-player-muster-cli",
                                       "the campaign has no player '{name}'; 'muster-cli campaign show' lists the armies and who leads them"),
                        {{"name", key}}));
}

std::int64_t Campaign::add_army(std::int64_t player_id, const std::string& given_name, const std::string& given_faction, const std::string& actor,
                                const LocalisedName& faction_name) {
    const std::string name = checked_text(given_name, CampaignText::army);
    const std::string faction = checked_text(given_faction, CampaignText::faction);
    checked_text(actor, CampaignText::actor);
    if (name.empty()) throw Error(message(MUSTER_MESSAGE("campaign.records.army-needs-name", "an army needs a name")));
    StoreTransaction transaction(*store_);
    require_organiser(*store_, MUSTER_MESSAGE("campaign.rule.organiser-raises-armies", "only the organiser raises armies"));
    std::string player;
    {
        Query p = store_->prepare("SELECT name FROM player WHERE id = ?");
        p.bind(1, player_id);
        if (!p.step())
            throw Error(message(MUSTER_MESSAGE("campaign.records.no-player-number", "there is no player number {id}"), {{"id", std::to_string(player_id)}}));
        player = stored_line(p, 0);
    }
    for (const ArmyRecord& a : armies())
        if (to_nfc(a.name) == name)
            throw Error(message(MUSTER_MESSAGE("campaign.records.there-already-army-called", "there is already an army called '{name}'"), {{"name", name}}));
    store_->prepare("INSERT INTO army (player_id, name, faction) VALUES (?, ?, ?)").bind(1, player_id).bind(2, name).bind(3, faction).run();
    const std::int64_t id = store_->last_insert_id();
    log_event("army", "campaign.log.army-raised",
              {{"player", player}, {"army", name}, {"faction", faction_name.en.empty() ? nlohmann::json(faction) : localised_json(faction_name)}}, actor);
    transaction.commit();
    return id;
}

std::vector<ArmyRecord> Campaign::armies() {
    std::vector<ArmyRecord> out;
    Query s = store_->prepare(
        "SELECT a.id, a.player_id, p.name, a.name, a.faction, (SELECT COUNT(*) FROM roster_version r WHERE r.army_id = a.id) "
        "FROM army a JOIN player p ON p.id = a.player_id ORDER BY a.id");
    while (s.step())
        out.push_back({stored_whole(s, 0, CampaignNumber::record_id), stored_whole(s, 1, CampaignNumber::record_id), stored_line(s, 2), stored_line(s, 3),
                       stored_line(s, 4), static_cast<int>(s.integer(5))});
    return out;
}

ArmyRecord Campaign::army(const std::string& id_or_name) {
    const std::string key = checked_text(id_or_name, CampaignText::army);
    for (const ArmyRecord& a : armies())
        if (to_nfc(a.name) == key || std::to_string(a.id) == key) return a;
    throw Error(message(MUSTER_MESSAGE("campaign.records.campaign-army-muster-cli", "the campaign has no army '{name}'; 'muster-cli campaign show' lists them"),
                        {{"name", key}}));
}

int Campaign::save_roster_version(std::int64_t army_id, const Roster& roster, const ListLibrary& lists, const std::string& reason, const std::string& actor) {
    const std::string why = checked_text(reason, CampaignText::reason);
    checked_text(actor, CampaignText::actor);
    StoreTransaction transaction(*store_);
    require_leads(*store_, army_id, MUSTER_MESSAGE("campaign.rule.own-army-versions", "a player saves versions of their own armies only"));
    const int version = insert_roster_version(army_id, roster, lists, why, actor);
    transaction.commit();
    return version;
}

int Campaign::insert_roster_version(std::int64_t army_id, const Roster& roster, const ListLibrary& lists, const std::string& reason, const std::string& actor,
                                    const nlohmann::json& losses) {
    std::string army_name;
    {
        Query a = store_->prepare("SELECT name, faction FROM army WHERE id = ?");
        a.bind(1, army_id);
        if (!a.step())
            throw Error(message(MUSTER_MESSAGE("campaign.records.no-army-number", "there is no army number {id}"), {{"id", std::to_string(army_id)}}));
        army_name = stored_line(a, 0);
        const std::string faction = stored_line(a, 1);
        if (roster.faction_id != faction)
            throw Error(message(MUSTER_MESSAGE("campaign.records.roster-faction-but-army",
                                               "the roster is of the faction '{roster}', but the army '{army}' is of '{faction}'; "
                                               "save it to an army of that faction"),
                                {{"roster", roster.faction_id}, {"army", army_name}, {"faction", faction}}));
    }
    const RosterVerdict verdict = validate_roster(roster, lists);
    Query last = store_->prepare("SELECT version FROM roster_version WHERE army_id = ? ORDER BY version DESC LIMIT 1");
    last.bind(1, army_id);
    const int version = last.step() ? stored_int(last, 0, CampaignNumber::roster_version) + 1 : 1;
    if (version > most_roster_versions)
        throw Error(
            message(MUSTER_MESSAGE("campaign.records.army-roster-versions-most", "the army '{army}' has {most} roster versions, the most a campaign keeps"),
                    {{"army", army_name}, {"most", std::to_string(most_roster_versions)}}));
    store_
        ->prepare(
            "INSERT INTO roster_version (army_id, version, roster_xml, points, legal, verdict_json, list_id, "
            "list_revision, saved_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .bind(1, army_id)
        .bind(2, version)
        .bind(3, roster_to_xml(roster))
        .bind(4, verdict.points_used)
        .bind(5, verdict.legal ? 1 : 0)
        .bind(6, saved_verdict_text(verdict))
        .bind(7, roster.faction_id)
        .bind(8, roster.list_revision)
        .bind(9, utc_now())
        .bind(10, reason)
        .run();
    nlohmann::json args = {{"army", army_name}, {"version", version}, {"points", verdict.points_used}};
    const char* id = verdict.legal ? "campaign.log.roster-saved-legal" : "campaign.log.roster-saved-illegal";
    if (losses.is_object()) {
        args["battle"] = losses["battle"];
        args["units"] = losses["units"];
        id = verdict.legal ? "campaign.log.roster-saved-losses" : "campaign.log.roster-saved-losses-illegal";
    } else if (!reason.empty()) {
        args["reason"] = reason;
        id = verdict.legal ? "campaign.log.roster-saved-legal-why" : "campaign.log.roster-saved-illegal-why";
    }
    log_event("roster", id, std::move(args), actor);
    return version;
}

namespace {

// army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, saved_at, reason
RosterVersionRecord roster_version_row(const Query& s) {
    return {stored_whole(s, 0, CampaignNumber::record_id),
            stored_int(s, 1, CampaignNumber::roster_version),
            stored_text(s, 2),
            stored_number(s, 3, CampaignNumber::points),
            stored_whole(s, 4, CampaignNumber::legal) != 0,
            stored_text(s, 5),
            stored_line(s, 6),
            stored_int(s, 7, CampaignNumber::list_revision),
            stored_line(s, 8),
            stored_line(s, 9),
            std::nullopt,
            false};
}

}  // namespace

std::vector<RosterVersionRecord> Campaign::history(std::int64_t army_id) {
    std::vector<RosterVersionRecord> out;
    Query s = store_->prepare(
        "SELECT army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, "
        "saved_at, reason FROM roster_version WHERE army_id = ? ORDER BY version");
    s.bind(1, army_id);
    while (s.step()) out.push_back(roster_version_row(s));
    attach_losses(out, army_id);
    return out;
}

void Campaign::attach_losses(std::vector<RosterVersionRecord>& versions, std::int64_t army_id) {
    std::map<std::int64_t, std::vector<BattleLoss>> recorded;  // the army's battles that record their losses
    // Only the battles whose details may record losses are read (read_battle_losses() says why).
    Query s = store_->prepare(
        "SELECT id, details_json FROM battle WHERE (army_a = ? OR army_b = ?) "
        "AND (details_json LIKE '%losses%' ESCAPE '!' OR details_json LIKE '%\\u%' ESCAPE '!')");  // SQLite and PostgreSQL alike
    s.bind(1, army_id).bind(2, army_id);
    while (s.step())
        if (std::optional<std::vector<BattleLoss>> losses = read_battle_losses(stored_text(s, 1)))
            recorded[stored_whole(s, 0, CampaignNumber::record_id)] = std::move(*losses);
    for (RosterVersionRecord& v : versions) {
        for (const auto& [battle, losses] : recorded)
            for (const BattleLoss& loss : losses)
                if (loss.army == v.army_id && loss.version == v.version) v.losses = VersionLosses{battle, loss.units};
        if (v.losses) continue;
        if (const std::optional<LossesReason> words = read_losses_reason(v.reason)) v.reason_typed = recorded.count(std::stoll(words->battle)) > 0;
    }
}

RosterVersionRecord Campaign::roster_version(std::int64_t army_id, int version) {
    if (version < 0)
        throw Error(message(MUSTER_MESSAGE("campaign.records.version-from-one", "a roster version is numbered from 1; {version} is not"),
                            {{"version", std::to_string(version)}}));
    std::vector<RosterVersionRecord> one;
    {  // the query done before the battles are read
        Query s = store_->prepare(version > 0 ? "SELECT army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, "
                                                "saved_at, reason FROM roster_version WHERE army_id = ? AND version = ?"
                                              : "SELECT army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, "
                                                "saved_at, reason FROM roster_version WHERE army_id = ? ORDER BY version DESC LIMIT 1");
        s.bind(1, army_id);
        if (version > 0) s.bind(2, version);
        if (!s.step())
            throw Error(version > 0 ? message(MUSTER_MESSAGE("campaign.records.no-roster-version", "the army has no roster version {version}"),
                                              {{"version", std::to_string(version)}})
                                    : message(MUSTER_MESSAGE("campaign.records.no-roster-yet", "the army has no roster saved yet")));
        one.push_back(roster_version_row(s));
    }
    attach_losses(one, army_id);
    return one.front();
}

namespace {

// The findings of a verdict saved in the file, which may hold anything.
std::vector<SavedFinding> saved_findings(const RosterVersionRecord& saved) {
    std::vector<SavedFinding> findings;
    switch (read_saved_findings(saved.verdict_json, findings)) {
        case SavedVerdict::ours:
            return findings;
        case SavedVerdict::not_json:
            throw Error(message(MUSTER_MESSAGE("campaign.records.verdict-not-json",
                                               "the verdict saved with roster version {version} is not valid JSON; the campaign file may be damaged"),
                                {{"version", std::to_string(saved.version)}}));
        case SavedVerdict::not_ours:
            break;
    }
    throw Error(message(MUSTER_MESSAGE("campaign.records.verdict-not-what-muster-writes",
                                       "the verdict saved with roster version {version} is not what Muster writes (an object whose "
                                       "\"messages\" is a list of findings with a \"text\"); the campaign file may be damaged"),
                        {{"version", std::to_string(saved.version)}}));
}

// Findings on one side of a comparison, looked up the way the other side needs: by message id and
// arguments where a finding has them, by English text where it does not (versions saved before
// findings had ids), so a finding matches itself whatever language it is read in.
struct FindingIndex {
    std::set<std::string> keys;           // of the findings with a message id
    std::set<std::string> texts_without;  // texts of the findings without one
    std::set<std::string> texts;          // every text

    void add(const std::string& key, const std::string& text) {
        (key.empty() ? texts_without : keys).insert(key.empty() ? text : key);
        texts.insert(text);
    }
    // Whether a finding of the other side is among these.
    bool holds(const std::string& key, const std::string& text) const {
        if (key.empty()) return texts.count(text) > 0;
        return keys.count(key) > 0 || texts_without.count(text) > 0;
    }
};

}  // namespace

RosterComparison Campaign::compare_with_current_lists(const RosterVersionRecord& saved, const ListLibrary& lists) {
    Report report;
    const std::optional<Roster> roster = parse_roster(saved.roster_xml, "roster version " + std::to_string(saved.version), report);
    if (!roster)
        throw Error(message(MUSTER_MESSAGE("campaign.records.saved-roster-unreadable", "the saved roster cannot be read:\n{report}"),
                            {{"report", format_human(report)}}));
    const RosterVerdict now = validate_roster(*roster, lists);
    RosterComparison comparison;
    comparison.points_then = saved.points;
    comparison.points_now = now.points_used;
    comparison.legal_then = saved.legal;
    comparison.legal_now = now.legal;
    const std::vector<SavedFinding> then = saved_findings(saved);
    FindingIndex then_index, now_index;
    for (const SavedFinding& f : then) then_index.add(f.compared_by, f.text);
    std::vector<std::string> now_keys;
    for (const Diagnostic& d : now.report.diagnostics()) {
        now_keys.push_back(compared_by(d));
        now_index.add(now_keys.back(), d.message);
    }
    std::set<std::string> shown;  // each finding once, by what it is compared by
    for (const SavedFinding& f : then)
        if (!now_index.holds(f.compared_by, f.text) && shown.insert(f.compared_by.empty() ? "text " + f.text : f.compared_by).second) {
            comparison.messages_gone.push_back(f.text);
            comparison.findings_gone.push_back(f);
        }
    shown.clear();
    for (std::size_t i = 0; i < now.report.diagnostics().size(); ++i) {
        const Diagnostic& d = now.report.diagnostics()[i];
        if (!then_index.holds(now_keys[i], d.message) && shown.insert(now_keys[i].empty() ? "text " + d.message : now_keys[i]).second) {
            comparison.messages_new.push_back(d.message);
            comparison.findings_new.push_back(d);
        }
    }
    return comparison;
}

std::vector<CampaignEvent> Campaign::log() {
    std::vector<CampaignEvent> out;
    each_event([&out](const CampaignEvent& e) { out.push_back(e); });
    return out;
}

void Campaign::each_event(const std::function<void(const CampaignEvent&)>& take) {
    Query s = store_->prepare("SELECT id, at, month, actor, kind, text, message_id, message_args FROM event ORDER BY id");
    while (s.step())
        take({stored_whole(s, 0, CampaignNumber::record_id), stored_line(s, 1), stored_int(s, 2, CampaignNumber::event_month), stored_line(s, 3),
              stored_line(s, 4), stored_line(s, 5), stored_line(s, 6), read_event_arguments(s.text(7))});
}

}  // namespace muster
