// Export to one portable JSON document (campaign_import.cpp reads it back).
#include "muster/campaign/campaign.hpp"
#include <nlohmann/json.hpp>

#include "muster/campaign/campaign_export_format.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_text.hpp"

namespace muster {

nlohmann::json Campaign::export_json() {
    StoreSnapshot snapshot(*store_);  // one state of the file, even while another program writes
    nlohmann::json out;
    out["format"] = campaign_export_format;
    out["version"] = campaign_export_version;
    const CampaignInfo i = info();
    out["campaign"] = {{"name", i.name}, {"game_system", i.game_system}, {"start_date", i.start_date}, {"current_month", i.current_month}, {"notes", i.notes}};
    out["players"] = nlohmann::json::array();
    for (const PlayerRecord& p : players()) out["players"].push_back({{"id", p.id}, {"name", p.name}});
    out["armies"] = nlohmann::json::array();
    for (const ArmyRecord& a : armies()) out["armies"].push_back({{"id", a.id}, {"player_id", a.player_id}, {"name", a.name}, {"faction", a.faction}});
    out["roster_versions"] = nlohmann::json::array();
    for (const ArmyRecord& a : armies())
        for (const RosterVersionRecord& r : history(a.id))
            out["roster_versions"].push_back({{"army_id", r.army_id},
                                              {"version", r.version},
                                              {"roster_xml", r.roster_xml},
                                              {"points", r.points},
                                              {"legal", r.legal},
                                              {"verdict_json", r.verdict_json},
                                              {"list_id", r.list_id},
                                              {"list_revision", r.list_revision},
                                              {"saved_at", r.saved_at},
                                              {"reason", r.reason}});
    out["sieges"] = nlohmann::json::array();
    for (const SiegeRecord& s : sieges())
        out["sieges"].push_back({{"id", s.id},
                                 {"name", s.name},
                                 {"attacker_army_id", s.attacker_army_id},
                                 {"defender_army_id", s.defender_army_id},
                                 {"plan_xml", s.plan_xml},
                                 {"started_month", s.started_month},
                                 {"months_elapsed", s.months_elapsed},
                                 {"status", s.status}});
    out["battles"] = nlohmann::json::array();
    for (const BattleRecord& b : battles())
        out["battles"].push_back({{"id", b.id},
                                  {"month", b.month},
                                  {"scenario", b.scenario},
                                  {"army_a", b.army_a},
                                  {"army_b", b.army_b},
                                  {"winner_army_id", b.winner_army_id ? nlohmann::json(*b.winner_army_id) : nlohmann::json(nullptr)},
                                  {"result", b.result},
                                  {"vp_a", b.vp_a},
                                  {"vp_b", b.vp_b},
                                  {"details_json", b.details_json},
                                  {"recorded_at", b.recorded_at}});
    out["events"] = nlohmann::json::array();
    for (const CampaignEvent& e : log()) {
        const nlohmann::json arguments = event_arguments(e);  // null when the line's message cannot be read: its text alone
        out["events"].push_back({{"id", e.id},
                                 {"at", e.at},
                                 {"month", e.month},
                                 {"actor", e.actor},
                                 {"kind", e.kind},
                                 {"text", e.text},
                                 {"message_id", arguments.is_null() ? std::string() : e.message_id},
                                 {"message_args", arguments}});
    }
    return out;
}

}  // namespace muster
