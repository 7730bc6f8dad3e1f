// Export to one portable JSON document (campaign_import.cpp reads it back).
#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_text.hpp"

namespace muster {

namespace {
constexpr const char* export_format = "muster-campaign-export";
constexpr int export_version = 1;

nlohmann::json nullable(const Statement& s, int column) {
    return s.is_null(column) ? nlohmann::json(nullptr) : nlohmann::json(s.integer(column));
}
}  // namespace

nlohmann::json Campaign::export_json() {
    nlohmann::json out;
    out["format"] = export_format;
    out["version"] = export_version;
    const CampaignInfo i = info();
    out["campaign"] = {{"name", i.name}, {"game_system", i.game_system}, {"start_date", i.start_date},
                       {"current_month", i.current_month}, {"notes", i.notes}};
    out["players"] = nlohmann::json::array();
    for (const PlayerRecord& p : players()) out["players"].push_back({{"id", p.id}, {"name", p.name}});
    out["armies"] = nlohmann::json::array();
    for (const ArmyRecord& a : armies())
        out["armies"].push_back({{"id", a.id}, {"player_id", a.player_id}, {"name", a.name}, {"faction", a.faction}});
    out["roster_versions"] = nlohmann::json::array();
    for (const ArmyRecord& a : armies())
        for (const RosterVersionRecord& r : history(a.id))
            out["roster_versions"].push_back({{"army_id", r.army_id}, {"version", r.version}, {"roster_xml", r.roster_xml},
                                              {"points", r.points}, {"legal", r.legal}, {"verdict_json", r.verdict_json},
                                              {"list_id", r.list_id}, {"list_revision", r.list_revision},
                                              {"saved_at", r.saved_at}, {"reason", r.reason}});
    out["sieges"] = nlohmann::json::array();
    for (const SiegeRecord& s : sieges())
        out["sieges"].push_back({{"id", s.id}, {"name", s.name}, {"attacker_army_id", s.attacker_army_id},
                                 {"defender_army_id", s.defender_army_id}, {"plan_xml", s.plan_xml},
                                 {"started_month", s.started_month}, {"months_elapsed", s.months_elapsed}, {"status", s.status}});
    out["battles"] = nlohmann::json::array();
    {
        Statement s = db_.prepare("SELECT id, month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, details_json, "
                                  "recorded_at FROM battle ORDER BY id");
        while (s.step())
            out["battles"].push_back({{"id", s.integer(0)}, {"month", s.integer(1)}, {"scenario", stored_line(s, 2)},
                                      {"army_a", s.integer(3)}, {"army_b", s.integer(4)}, {"winner_army_id", nullable(s, 5)},
                                      {"result", stored_line(s, 6)}, {"vp_a", s.real(7)}, {"vp_b", s.real(8)},
                                      {"details_json", stored_text(s, 9)}, {"recorded_at", stored_line(s, 10)}});
    }
    out["events"] = nlohmann::json::array();
    for (const CampaignEvent& e : log())
        out["events"].push_back({{"id", e.id}, {"at", e.at}, {"month", e.month}, {"actor", e.actor}, {"kind", e.kind},
                                 {"text", e.text}});
    return out;
}

}  // namespace muster
