// Export to and import from one portable JSON document.
#include "muster/campaign/campaign.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/util/error.hpp"

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
            out["battles"].push_back({{"id", s.integer(0)}, {"month", s.integer(1)}, {"scenario", s.text(2)},
                                      {"army_a", s.integer(3)}, {"army_b", s.integer(4)}, {"winner_army_id", nullable(s, 5)},
                                      {"result", s.text(6)}, {"vp_a", s.real(7)}, {"vp_b", s.real(8)},
                                      {"details_json", s.text(9)}, {"recorded_at", s.text(10)}});
    }
    out["events"] = nlohmann::json::array();
    for (const CampaignEvent& e : log())
        out["events"].push_back({{"id", e.id}, {"at", e.at}, {"month", e.month}, {"actor", e.actor}, {"kind", e.kind},
                                 {"text", e.text}});
    return out;
}

Campaign Campaign::import_json(const std::filesystem::path& file, const nlohmann::json& in) {
    if (!in.is_object() || in.value("format", "") != export_format)
        throw Error("this is not a Muster campaign export (expected \"format\": \"" + std::string(export_format) + "\")");
    if (in.value("version", 0) > export_version)
        throw Error("this export was written by a newer Muster (export version " + std::to_string(in.value("version", 0)) + ")");
    if (std::filesystem::exists(file)) throw Error(file.string() + " already exists; import into a new file");
    try {
        if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path());
        Database db(file, true);
        {
            Transaction schema(db);
            for (const Migration& m : campaign_migrations()) db.exec(m.sql);
            db.exec("PRAGMA user_version = " + std::to_string(campaign_migrations().size()));
            db.exec("PRAGMA application_id = " + std::to_string(campaign_application_id));
            schema.commit();
        }
        Transaction transaction(db);
        const auto& c = in.at("campaign");
        db.prepare("INSERT INTO campaign (id, name, game_system, start_date, current_month, notes) VALUES (1, ?, ?, ?, ?, ?)")
            .bind(1, c.at("name").get<std::string>()).bind(2, c.at("game_system").get<std::string>())
            .bind(3, c.at("start_date").get<std::string>()).bind(4, c.at("current_month").get<std::int64_t>())
            .bind(5, c.at("notes").get<std::string>()).run();
        for (const auto& p : in.at("players"))
            db.prepare("INSERT INTO player (id, name) VALUES (?, ?)").bind(1, p.at("id").get<std::int64_t>())
                .bind(2, p.at("name").get<std::string>()).run();
        for (const auto& a : in.at("armies"))
            db.prepare("INSERT INTO army (id, player_id, name, faction) VALUES (?, ?, ?, ?)")
                .bind(1, a.at("id").get<std::int64_t>()).bind(2, a.at("player_id").get<std::int64_t>())
                .bind(3, a.at("name").get<std::string>()).bind(4, a.at("faction").get<std::string>()).run();
        for (const auto& r : in.at("roster_versions"))
            db.prepare("INSERT INTO roster_version (army_id, version, roster_xml, points, legal, verdict_json, list_id, "
                       "list_revision, saved_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .bind(1, r.at("army_id").get<std::int64_t>()).bind(2, r.at("version").get<std::int64_t>())
                .bind(3, r.at("roster_xml").get<std::string>()).bind(4, r.at("points").get<double>())
                .bind(5, r.at("legal").get<bool>() ? 1 : 0).bind(6, r.at("verdict_json").get<std::string>())
                .bind(7, r.at("list_id").get<std::string>()).bind(8, r.at("list_revision").get<std::int64_t>())
                .bind(9, r.at("saved_at").get<std::string>()).bind(10, r.at("reason").get<std::string>()).run();
        for (const auto& s : in.at("sieges"))
            db.prepare("INSERT INTO siege (id, name, attacker_army_id, defender_army_id, plan_xml, started_month, months_elapsed, "
                       "status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                .bind(1, s.at("id").get<std::int64_t>()).bind(2, s.at("name").get<std::string>())
                .bind(3, s.at("attacker_army_id").get<std::int64_t>()).bind(4, s.at("defender_army_id").get<std::int64_t>())
                .bind(5, s.at("plan_xml").get<std::string>()).bind(6, s.at("started_month").get<std::int64_t>())
                .bind(7, s.at("months_elapsed").get<std::int64_t>()).bind(8, s.at("status").get<std::string>()).run();
        for (const auto& b : in.at("battles")) {
            Statement insert = db.prepare("INSERT INTO battle (id, month, scenario, army_a, army_b, winner_army_id, result, vp_a, "
                                          "vp_b, details_json, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
            insert.bind(1, b.at("id").get<std::int64_t>()).bind(2, b.at("month").get<std::int64_t>())
                .bind(3, b.at("scenario").get<std::string>()).bind(4, b.at("army_a").get<std::int64_t>())
                .bind(5, b.at("army_b").get<std::int64_t>());
            if (b.at("winner_army_id").is_null()) insert.bind(6, std::nullopt);
            else insert.bind(6, b.at("winner_army_id").get<std::int64_t>());
            insert.bind(7, b.at("result").get<std::string>()).bind(8, b.at("vp_a").get<double>()).bind(9, b.at("vp_b").get<double>())
                .bind(10, b.at("details_json").get<std::string>()).bind(11, b.at("recorded_at").get<std::string>());
            insert.run();
        }
        for (const auto& e : in.at("events"))
            db.prepare("INSERT INTO event (id, at, month, actor, kind, text) VALUES (?, ?, ?, ?, ?, ?)")
                .bind(1, e.at("id").get<std::int64_t>()).bind(2, e.at("at").get<std::string>())
                .bind(3, e.at("month").get<std::int64_t>()).bind(4, e.at("actor").get<std::string>())
                .bind(5, e.at("kind").get<std::string>()).bind(6, e.at("text").get<std::string>()).run();
        transaction.commit();
    } catch (const nlohmann::json::exception& e) {
        std::filesystem::remove(file);
        throw Error(std::string("the export is incomplete or malformed: ") + e.what());
    } catch (const Error&) {
        std::filesystem::remove(file);
        throw;
    }
    return open(file);
}

}  // namespace muster
