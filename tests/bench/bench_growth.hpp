#pragma once
// Growth benchmarks: the same work at n and 10n items, Muster against the bare library (or a bare
// loop) doing the same job in the same run, so a line shows both the overhead and whether the cost
// per item stays flat as the input grows.
#include <functional>
#include <string>

namespace muster::bench {

/// The two pieces of work measured at one size: Muster's and the bare baseline's.
struct GrowthWork {
    std::function<void()> muster;  ///< what Muster does (load, validate, print …)
    std::function<void()> bare;    ///< the bare library or loop doing the same job
};

/// Builds the work for an input of `items` items (inputs are made here, outside the timing).
using GrowthSetup = std::function<GrowthWork(int items)>;

/// Times the work (processor time of this thread, best of several runs) at n and 10n items and
/// prints, for each size, Muster's time, the bare time and their ratio, then the per-item cost at
/// 10n divided by the per-item cost at n (1.0 is linear).
/// `what` names the work ("load a roster"), `item` what is counted ("units"), `bare` the baseline.
/// Returns that per-item ratio. With MUSTER_BENCH_ONLY set, only lines whose `what` holds it run.
double measure_growth(const std::string& what, const std::string& item, const std::string& bare, int n, const GrowthSetup& setup, double goal = 1.5);

}  // namespace muster::bench
