// Campaign, players, armies, roster versions and the log.
#include <set>

#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"

namespace muster {

void Campaign::log_event(const std::string& kind, const std::string& text, const std::string& actor) {
    db_.prepare("INSERT INTO event (at, month, actor, kind, text) VALUES (?, ?, ?, ?, ?)")
        .bind(1, utc_now()).bind(2, current_month()).bind(3, actor.empty() ? std::string("someone") : actor)
        .bind(4, kind).bind(5, text).run();
}

int Campaign::current_month() { return static_cast<int>(db_.scalar("SELECT current_month FROM campaign WHERE id = 1")); }

CampaignInfo Campaign::info() {
    Statement s = db_.prepare("SELECT name, game_system, start_date, current_month, notes FROM campaign WHERE id = 1");
    if (!s.step()) throw Error(file_.string() + " holds no campaign record");
    CampaignInfo info{s.text(0), s.text(1), s.text(2), static_cast<int>(s.integer(3)), s.text(4), 0};
    info.schema_version = static_cast<int>(db_.scalar("PRAGMA user_version"));
    return info;
}

void Campaign::set_notes(const std::string& notes, const std::string& actor) {
    Transaction transaction(db_);
    db_.prepare("UPDATE campaign SET notes = ? WHERE id = 1").bind(1, notes).run();
    log_event("notes", "Campaign notes changed", actor);
    transaction.commit();
}

std::int64_t Campaign::add_player(const std::string& name, const std::string& actor) {
    if (name.empty()) throw Error("a player needs a name");
    Transaction transaction(db_);
    {
        Statement exists = db_.prepare("SELECT 1 FROM player WHERE name = ?");
        exists.bind(1, name);
        if (exists.step()) throw Error("there is already a player called '" + name + "'");
    }
    db_.prepare("INSERT INTO player (name) VALUES (?)").bind(1, name).run();
    const std::int64_t id = db_.last_insert_id();
    log_event("player", "Player '" + name + "' joined", actor);
    transaction.commit();
    return id;
}

std::vector<PlayerRecord> Campaign::players() {
    std::vector<PlayerRecord> out;
    Statement s = db_.prepare("SELECT id, name FROM player ORDER BY id");
    while (s.step()) out.push_back({s.integer(0), s.text(1)});
    return out;
}

std::int64_t Campaign::add_army(std::int64_t player_id, const std::string& name, const std::string& faction,
                                const std::string& actor) {
    if (name.empty()) throw Error("an army needs a name");
    Transaction transaction(db_);
    std::string player;
    {
        Statement p = db_.prepare("SELECT name FROM player WHERE id = ?");
        p.bind(1, player_id);
        if (!p.step()) throw Error("there is no player number " + std::to_string(player_id));
        player = p.text(0);
        Statement exists = db_.prepare("SELECT 1 FROM army WHERE name = ?");
        exists.bind(1, name);
        if (exists.step()) throw Error("there is already an army called '" + name + "'");
    }
    db_.prepare("INSERT INTO army (player_id, name, faction) VALUES (?, ?, ?)").bind(1, player_id).bind(2, name).bind(3, faction).run();
    const std::int64_t id = db_.last_insert_id();
    log_event("army", player + " raised the army '" + name + "' (" + faction + ")", actor);
    transaction.commit();
    return id;
}

std::vector<ArmyRecord> Campaign::armies() {
    std::vector<ArmyRecord> out;
    Statement s = db_.prepare(
        "SELECT a.id, a.player_id, p.name, a.name, a.faction, (SELECT COUNT(*) FROM roster_version r WHERE r.army_id = a.id) "
        "FROM army a JOIN player p ON p.id = a.player_id ORDER BY a.id");
    while (s.step()) out.push_back({s.integer(0), s.integer(1), s.text(2), s.text(3), s.text(4), static_cast<int>(s.integer(5))});
    return out;
}

ArmyRecord Campaign::army(const std::string& id_or_name) {
    for (const ArmyRecord& a : armies())
        if (a.name == id_or_name || std::to_string(a.id) == id_or_name) return a;
    throw Error("the campaign has no army '" + id_or_name + "'; 'muster-cli campaign show' lists them");
}

int Campaign::save_roster_version(std::int64_t army_id, const Roster& roster, const ListLibrary& lists,
                                  const std::string& reason, const std::string& actor) {
    Transaction transaction(db_);
    const int version = insert_roster_version(army_id, roster, lists, reason, actor);
    transaction.commit();
    return version;
}

int Campaign::insert_roster_version(std::int64_t army_id, const Roster& roster, const ListLibrary& lists,
                                    const std::string& reason, const std::string& actor) {
    const RosterVerdict verdict = validate_roster(roster, lists);
    std::string army_name;
    {
        Statement a = db_.prepare("SELECT name FROM army WHERE id = ?");
        a.bind(1, army_id);
        if (!a.step()) throw Error("there is no army number " + std::to_string(army_id));
        army_name = a.text(0);
    }
    Statement next = db_.prepare("SELECT COALESCE(MAX(version), 0) + 1 FROM roster_version WHERE army_id = ?");
    next.bind(1, army_id);
    next.step();
    const int version = static_cast<int>(next.integer(0));
    db_.prepare("INSERT INTO roster_version (army_id, version, roster_xml, points, legal, verdict_json, list_id, "
                "list_revision, saved_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .bind(1, army_id).bind(2, version).bind(3, roster_to_xml(roster)).bind(4, verdict.points_used)
        .bind(5, verdict.legal ? 1 : 0).bind(6, verdict_to_json(verdict).dump()).bind(7, roster.faction_id)
        .bind(8, roster.list_revision).bind(9, utc_now()).bind(10, reason).run();
    log_event("roster", army_name + ": roster version " + std::to_string(version) + " saved (" +
                            format_points(verdict.points_used) + " pts, " + (verdict.legal ? "legal" : "not legal") + ")" +
                            (reason.empty() ? "" : " — " + reason),
              actor);
    return version;
}

std::vector<RosterVersionRecord> Campaign::history(std::int64_t army_id) {
    std::vector<RosterVersionRecord> out;
    Statement s = db_.prepare("SELECT army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, "
                              "saved_at, reason FROM roster_version WHERE army_id = ? ORDER BY version");
    s.bind(1, army_id);
    while (s.step())
        out.push_back({s.integer(0), static_cast<int>(s.integer(1)), s.text(2), s.real(3), s.integer(4) != 0, s.text(5),
                       s.text(6), static_cast<int>(s.integer(7)), s.text(8), s.text(9)});
    return out;
}

RosterVersionRecord Campaign::roster_version(std::int64_t army_id, int version) {
    Statement s = db_.prepare(version > 0
                                  ? "SELECT army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, "
                                    "saved_at, reason FROM roster_version WHERE army_id = ? AND version = ?"
                                  : "SELECT army_id, version, roster_xml, points, legal, verdict_json, list_id, list_revision, "
                                    "saved_at, reason FROM roster_version WHERE army_id = ? ORDER BY version DESC LIMIT 1");
    s.bind(1, army_id);
    if (version > 0) s.bind(2, version);
    if (!s.step())
        throw Error(version > 0 ? "the army has no roster version " + std::to_string(version) : "the army has no roster saved yet");
    return {s.integer(0), static_cast<int>(s.integer(1)), s.text(2), s.real(3), s.integer(4) != 0, s.text(5),
            s.text(6), static_cast<int>(s.integer(7)), s.text(8), s.text(9)};
}

RosterComparison Campaign::compare_with_current_lists(const RosterVersionRecord& saved, const ListLibrary& lists) {
    Report report;
    const std::optional<Roster> roster = parse_roster(saved.roster_xml, "roster version " + std::to_string(saved.version), report);
    if (!roster) throw Error("the saved roster cannot be read:\n" + format_human(report));
    const RosterVerdict now = validate_roster(*roster, lists);
    RosterComparison comparison;
    comparison.points_then = saved.points;
    comparison.points_now = now.points_used;
    comparison.legal_then = saved.legal;
    comparison.legal_now = now.legal;
    std::set<std::string> then_messages, now_messages;
    for (const auto& m : nlohmann::json::parse(saved.verdict_json).value("messages", nlohmann::json::array()))
        then_messages.insert(m.value("text", ""));
    for (const Diagnostic& d : now.report.diagnostics()) now_messages.insert(d.message);
    for (const std::string& m : then_messages)
        if (!now_messages.count(m)) comparison.messages_gone.push_back(m);
    for (const std::string& m : now_messages)
        if (!then_messages.count(m)) comparison.messages_new.push_back(m);
    return comparison;
}

std::vector<CampaignEvent> Campaign::log() {
    std::vector<CampaignEvent> out;
    Statement s = db_.prepare("SELECT id, at, month, actor, kind, text FROM event ORDER BY id");
    while (s.step()) out.push_back({s.integer(0), s.text(1), static_cast<int>(s.integer(2)), s.text(3), s.text(4), s.text(5)});
    return out;
}

}  // namespace muster
