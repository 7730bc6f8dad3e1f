// A campaign of 10,000 battles: recording a battle against a bare SQLite insert on the same
// disk in the same run, opening, listing an army's history.
#include <cstdio>
#include <filesystem>
#include <string>

#include <sqlite3.h>

#include "bench_registry.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_edit.hpp"
#include "../temp_folder.hpp"

namespace muster::bench {

namespace {

namespace fs = std::filesystem;

constexpr int battles_in_campaign = 10000;
constexpr int measured = 300;  // each a durable transaction: fsync dominates

void run_sql(sqlite3* db, const char* sql) {
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK) std::fprintf(stderr, "bench: %s\n", sqlite3_errmsg(db));
}

// The bare library doing the same durable work: one row into a table of 10,000 rows of the
// battle table's shape, in its own BEGIN IMMEDIATE … COMMIT (rollback journal, synchronous FULL).
struct BareSqlite {
    fs::path file;
    sqlite3* db = nullptr;
    sqlite3_stmt* insert = nullptr;

    explicit BareSqlite(fs::path path) : file(std::move(path)) {
        fs::remove(file);
        sqlite3_open(file.c_str(), &db);
        run_sql(db,
                "CREATE TABLE battle (id INTEGER PRIMARY KEY, month INTEGER NOT NULL, scenario TEXT NOT NULL, army_a INTEGER NOT NULL, "
                "army_b INTEGER NOT NULL, winner_army_id INTEGER, result TEXT NOT NULL, vp_a REAL NOT NULL, vp_b REAL NOT NULL, "
                "details_json TEXT NOT NULL, recorded_at TEXT NOT NULL);"
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) "
                "INSERT INTO battle (month, scenario, army_a, army_b, result, vp_a, vp_b, details_json, recorded_at) "
                "SELECT 1, '', 1, 2, 'win', 1050, 800, hex(randomblob(200)), '2026-01-01T00:00:00Z' FROM n;");
        close();
    }
    void open() {
        sqlite3_open(file.c_str(), &db);
        sqlite3_prepare_v2(db,
                           "INSERT INTO battle (month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, details_json, "
                           "recorded_at) VALUES (1, '', 1, 2, 1, 'win', 1050, 800, hex(randomblob(200)), '2026-01-01T00:00:00Z')",
                           -1, &insert, nullptr);
    }
    void insert_one() {
        run_sql(db, "BEGIN IMMEDIATE");
        sqlite3_step(insert);
        sqlite3_reset(insert);
        run_sql(db, "COMMIT");
    }
    void close() {
        sqlite3_finalize(insert);
        insert = nullptr;
        sqlite3_close(db);
        db = nullptr;
    }
    ~BareSqlite() {
        close();
        fs::remove(file);
    }
};

double elapsed_ms(const std::function<void()>& work) {
    const auto start = std::chrono::steady_clock::now();
    work();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void run() {
    const muster::test::TempFolder scratch{"bench-campaign"};
    const fs::path& folder = scratch.path();
    const fs::path file = folder / "muster-bench.muster-campaign";
    fs::remove(file);
    Report report;
    const ListLibrary lists = ListLibrary::load(std::string(MUSTER_SOURCE_DIR) + "/lists", report);
    const Faction& faction = *lists.faction("hyw-french");
    Roster roster = new_roster(faction, 2000, "bench");
    add_division(roster, "");
    for (int i = 0; i < 6; ++i) add_unit(roster, faction, roster.divisions[0].id, "mounted-knights");
    std::int64_t a = 0, b = 0;
    {
        Campaign c = Campaign::create(file, "Bench", "warhammer-fantasy-3", "", "bench");  // scored by victory points
        a = c.add_army(c.add_player("A", "bench"), "Army A", "hyw-french", "bench");
        b = c.add_army(c.add_player("B", "bench"), "Army B", "hyw-french", "bench");
        for (int v = 0; v < 50; ++v) c.save_roster_version(a, roster, lists, "", "bench");
    }
    {
        // 10,000 battles and their log lines, as record-battle writes them, in one go.
        sqlite3* db = nullptr;
        sqlite3_open(file.c_str(), &db);
        run_sql(db, ("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " + std::to_string(battles_in_campaign) +
                     ") INSERT INTO battle (month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, details_json, "
                     "recorded_at) SELECT 1, '', " +
                     std::to_string(a) + ", " + std::to_string(b) + ", " + std::to_string(a) +
                     ", 'win', 1050, 800, hex(randomblob(200)), '2026-01-01T00:00:00Z' FROM n;"
                     "INSERT INTO event (at, month, actor, kind, text) SELECT recorded_at, 1, 'bench', 'battle', "
                     "'Battle ' || id || ': Army A 1,050 VP, Army B 800 VP — Army A wins' FROM battle;")
                        .c_str());
        sqlite3_close(db);
    }
    BareSqlite bare(folder / "muster-bench-bare.sqlite");

    BattleInput battle;
    battle.army_a = a;
    battle.army_b = b;
    battle.victory_a = {1000, 0, {{"hill", 1}}};
    battle.victory_b = {800, 0, {}};

    // In one session: the work of the transaction alone. Alternated so both see the same disk.
    double muster_ms = 0, bare_ms = 0;
    {
        Campaign c = Campaign::open(file);
        bare.open();
        for (int i = 0; i < measured; ++i) {
            muster_ms += elapsed_ms([&] { c.record_battle(battle, bundled<VictoryTable>(), lists, "bench"); });
            bare_ms += elapsed_ms([&] { bare.insert_one(); });
        }
        bare.close();
    }
    print_result("record one battle, campaign of 10,000 (mean of 300)", muster_ms / measured, "ms");
    print_result("bare SQLite: one insert in its own transaction (mean of 300)", bare_ms / measured, "ms");
    print_result("ratio record-battle / bare insert", muster_ms / bare_ms, "x", "<= 2");

    // As the CLI runs it: open the file, do the one action, close.
    CampaignOpenOptions cli;
    cli.check_whole_file = false;
    muster_ms = bare_ms = 0;
    for (int i = 0; i < measured; ++i) {
        muster_ms += elapsed_ms([&] { Campaign::open(file, cli).record_battle(battle, bundled<VictoryTable>(), lists, "bench"); });
        bare_ms += elapsed_ms([&] {
            bare.open();
            bare.insert_one();
            bare.close();
        });
    }
    print_result("open + record one battle + close, as the CLI (mean of 300)", muster_ms / measured, "ms");
    print_result("bare SQLite: open + one insert + close (mean of 300)", bare_ms / measured, "ms");
    print_result("ratio (CLI command) / bare", muster_ms / bare_ms, "x", "<= 2");
    double checked_ms = 0;
    for (int i = 0; i < measured / 6; ++i)
        checked_ms += elapsed_ms([&] { Campaign::open(file).record_battle(battle, bundled<VictoryTable>(), lists, "bench"); });
    print_result("the same with the whole-file check every command ran before", checked_ms / (measured / 6), "ms");

    print_result("open a campaign of 10,600 battles, whole-file check (window)", best_ms(20, [&] { Campaign::open(file).info(); }), "ms", "< 50 ms");
    print_result("open a campaign of 10,600 battles, no whole-file check (CLI)", best_ms(20, [&] { Campaign::open(file, cli).info(); }), "ms");
    Campaign c = Campaign::open(file);
    print_result("list one army's history (50 versions)", best_ms(20, [&] { c.history(a); }), "ms");
    print_result("count the battles (campaign show)", best_ms(20, [&] { c.battle_count(); }), "ms");
    print_result("campaign file size", static_cast<double>(fs::file_size(file)) / 1e6, "MB");
    fs::remove(file);
}

const BenchRegistration registration("campaign", &run);

}  // namespace

}  // namespace muster::bench
