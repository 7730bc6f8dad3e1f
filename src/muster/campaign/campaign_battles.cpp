// Battles: the victory points calculator decides, and losses become new roster versions.
#include <algorithm>

#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"

namespace muster {

namespace {

nlohmann::json score_json(const VictoryScore& score) {
    nlohmann::json lines = nlohmann::json::array();
    for (const auto& [label, value] : score.lines) lines.push_back({{"what", label}, {"points", value}});
    return {{"total", score.total}, {"lines", lines}};
}

}  // namespace

BattleRecord Campaign::record_battle(const BattleInput& battle, const VictoryTable& table, const ListLibrary& lists,
                                     const std::string& actor) {
    if (battle.army_a == battle.army_b) throw Error("a battle needs two different armies");
    const VictoryResult result = score_battle(table, battle.victory_a, battle.victory_b);
    std::string name_a, name_b;
    for (const ArmyRecord& a : armies()) {
        if (a.id == battle.army_a) name_a = a.name;
        if (a.id == battle.army_b) name_b = a.name;
    }
    if (name_a.empty() || name_b.empty()) throw Error("both armies must belong to the campaign");

    // Losses: checked before anything is written, so a wrong id changes nothing.
    struct Loss {
        std::int64_t army;
        std::vector<std::string> entries;
        std::optional<Roster> roster;
    };
    std::vector<Loss> losses{{battle.army_a, battle.units_lost_a, std::nullopt}, {battle.army_b, battle.units_lost_b, std::nullopt}};
    for (Loss& loss : losses) {
        if (loss.entries.empty()) continue;
        const RosterVersionRecord latest = roster_version(loss.army);
        Report report;
        loss.roster = parse_roster(latest.roster_xml, "latest roster", report);
        if (!loss.roster) throw Error("the army's latest roster cannot be read:\n" + format_human(report));
        for (const std::string& entry : loss.entries) remove_entry(*loss.roster, entry);
    }

    BattleRecord record;
    record.month = current_month();
    record.scenario = battle.scenario;
    record.army_a = battle.army_a;
    record.army_b = battle.army_b;
    record.result = result.draw ? "draw" : "win";
    if (!result.draw) record.winner_army_id = result.a_wins ? battle.army_a : battle.army_b;
    record.vp_a = result.a.total;
    record.vp_b = result.b.total;
    record.details_json = nlohmann::json{{"a", score_json(result.a)}, {"b", score_json(result.b)},
                                         {"explanation", result.explanation}, {"victory_rules", table.id},
                                         {"units_lost_a", battle.units_lost_a}, {"units_lost_b", battle.units_lost_b}}
                              .dump();
    record.recorded_at = utc_now();

    Transaction transaction(db_);
    Statement insert = db_.prepare("INSERT INTO battle (month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, "
                                   "details_json, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, record.month).bind(2, record.scenario).bind(3, record.army_a).bind(4, record.army_b);
    if (record.winner_army_id) insert.bind(5, *record.winner_army_id);
    else insert.bind(5, std::nullopt);
    insert.bind(6, record.result).bind(7, record.vp_a).bind(8, record.vp_b).bind(9, record.details_json).bind(10, record.recorded_at);
    insert.run();
    record.id = db_.last_insert_id();
    const std::string outcome = result.draw ? "draw" : (result.a_wins ? name_a : name_b) + " wins";
    log_event("battle", "Battle " + std::to_string(record.id) + (battle.scenario.empty() ? "" : " (" + battle.scenario + ")") + ": " +
                            name_a + " " + format_points(record.vp_a) + " VP, " + name_b + " " + format_points(record.vp_b) +
                            " VP — " + outcome,
              actor);
    // Losses become each army's next roster version, in the same transaction as the battle.
    for (const Loss& loss : losses)
        if (loss.roster) {
            std::string lost;
            for (const std::string& e : loss.entries) lost += (lost.empty() ? "" : ", ") + e;
            insert_roster_version(loss.army, *loss.roster, lists, "losses at battle " + std::to_string(record.id) + ": " + lost, actor);
        }
    transaction.commit();
    return record;
}

std::vector<BattleRecord> Campaign::battles() {
    std::vector<BattleRecord> out;
    Statement s = db_.prepare("SELECT id, month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, details_json, "
                              "recorded_at FROM battle ORDER BY id");
    while (s.step()) {
        BattleRecord b{s.integer(0), static_cast<int>(s.integer(1)), s.text(2), s.integer(3), s.integer(4), std::nullopt,
                       s.text(6), s.real(7), s.real(8), s.text(9), s.text(10)};
        if (!s.is_null(5)) b.winner_army_id = s.integer(5);
        out.push_back(std::move(b));
    }
    return out;
}

}  // namespace muster
