// A campaign of 10,000 battles: recording, opening, listing an army's history.
#include <cstdio>
#include <filesystem>

#include "bench_registry.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_edit.hpp"

namespace muster::bench {

namespace {

void run() {
    namespace fs = std::filesystem;
    const fs::path file = fs::temp_directory_path() / "muster-bench.muster-campaign";
    fs::remove(file);
    Report report;
    const ListLibrary lists = ListLibrary::load(std::string(MUSTER_SOURCE_DIR) + "/lists", report);
    const Faction& faction = *lists.faction("hyw-french");
    Roster roster = new_roster(faction, 2000, "bench");
    add_division(roster, "");
    for (int i = 0; i < 6; ++i) add_unit(roster, faction, roster.divisions[0].id, "mounted-knights");
    std::int64_t a = 0, b = 0;
    {
        Campaign c = Campaign::create(file, "Bench", "hail-caesar-hyw", "", "bench");
        a = c.add_army(c.add_player("A", "bench"), "Army A", "hyw-french", "bench");
        b = c.add_army(c.add_player("B", "bench"), "Army B", "hyw-french", "bench");
        for (int v = 0; v < 50; ++v) c.save_roster_version(a, roster, lists, "", "bench");
        BattleInput battle;
        battle.army_a = a;
        battle.army_b = b;
        battle.victory_a = {1000, 0, {{"hill", 1}}};
        battle.victory_b = {800, 0, {}};
        const int battles = 10000;
        const double total = best_ms(1, [&] {
            for (int i = 0; i < battles; ++i) c.record_battle(battle, bundled_victory_table(), lists, "bench");
        });
        print_result("record one battle (mean of 10,000, each a durable transaction)", total / battles, "ms", "< 5 ms");
    }
    print_result("open a campaign of 10,000 battles", best_ms(20, [&] { Campaign::open(file).info(); }), "ms", "< 50 ms");
    Campaign c = Campaign::open(file);
    print_result("list one army's history (50 versions)", best_ms(20, [&] { c.history(a); }), "ms");
    print_result("campaign file size", static_cast<double>(fs::file_size(file)) / 1e6, "MB");
    fs::remove(file);
}

const BenchRegistration registration("campaign", &run);

}  // namespace

}  // namespace muster::bench
