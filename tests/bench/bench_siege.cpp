// Scheduling a large siege plan: 200 purchases, 10 engineers, 24 months.
#include "bench_registry.hpp"
#include "muster/siege/siege_verdict.hpp"

namespace muster::bench {

namespace {

void run() {
    const SiegeKit& kit = bundled<SiegeKit>();
    SiegePlan plan = new_siege_plan(kit, 6000, "bench");  // attacker 9000: 9 free engineers
    plan.extra_engineers = 1;
    plan.duration.months = 24;
    plan.gunpowder_override = "bench";
    const char* items[] = {"siege-tower", "ram", "mine", "artillery-platform", "ladders", "trenches", "light-artillery"};
    for (int i = 0; i < 200; ++i) plan.attacker_purchases.push_back({std::string(items[i % 7]) + "", 1});
    // 200 purchases of one batch each; 58 of them mines (3 months): 200 jobs on 10 engineers.
    print_result("evaluate + schedule 200 items, 10 engineers, 24 months", best_ms(200, [&] { evaluate_siege(plan, kit); }), "ms", "< 5 ms");
}

const BenchRegistration registration("siege planning", &run);

}  // namespace

}  // namespace muster::bench
