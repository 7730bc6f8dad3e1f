// Printing: a 10-page roster and the size of the PDFs.
#include <filesystem>

#include "bench_registry.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/util/input_limits.hpp"
#include "../temp_folder.hpp"

namespace muster::bench {

namespace {

void run() {
    namespace fs = std::filesystem;
    Report report;
    const ListLibrary lists = ListLibrary::load(std::string(MUSTER_SOURCE_DIR) + "/lists", report);
    const Faction& faction = *lists.faction("hyw-french");
    Roster roster = new_roster(faction, max_army_points, "Bench");
    for (int d = 0; d < 31; ++d) {
        const std::string division = add_division(roster, "Division " + std::to_string(d + 1));
        for (int u = 0; u < 9; ++u) add_unit(roster, faction, division, faction.units[static_cast<std::size_t>(u)].id);
    }
    const muster::test::TempFolder folder{"bench-print"};
    const fs::path pdf = folder / "muster-bench-roster.pdf";
    PrintResult result;
    const double ms = best_ms(5, [&] { result = print_roster(roster, lists, {}, pdf); });
    print_result("print a " + std::to_string(result.pages) + "-page roster (279 units)", ms, "ms", "< 100 ms (10 pages)");
    print_result("its PDF size", static_cast<double>(fs::file_size(pdf)) / 1024.0, "KB", "< 200 KB");
    Roster small = new_roster(faction, 1000, "Small");
    add_unit(small, faction, add_division(small, ""), "mounted-knights");
    print_roster(small, lists, {}, pdf);
    print_result("PDF size of a one-page roster", static_cast<double>(fs::file_size(pdf)) / 1024.0, "KB", "< 200 KB");
    print_result("print the siege reference card (shrink-to-fit)", best_ms(5, [&] { print_card("warmaster-siege", lists, {}, pdf); }), "ms");
    fs::remove(pdf);
}

const BenchRegistration registration("printing", &run);

}  // namespace

}  // namespace muster::bench
