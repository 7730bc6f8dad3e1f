#include "bench_growth.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "bench_registry.hpp"

namespace muster::bench {

namespace {

// This thread's processor time in milliseconds: other programs sharing the processors (a busy
// build machine) lengthen the wall time of a run, not the work it does.
double thread_cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// Best of many runs: until 0.2 s is spent (at least 5 runs, at most 200; fewer when a single run
// already takes over two seconds), so a busy machine's slow runs fall out.
double best_of_runs(const std::function<void()>& work) {
    double best = 1e300, spent = 0;
    for (int run = 0; run < 200; ++run) {
        const double start = thread_cpu_ms();
        work();
        const double took = thread_cpu_ms() - start;
        best = std::min(best, took);
        spent += took;
        if (spent > 2000 || (run >= 4 && spent > 200)) break;
    }
    return best;
}

std::string with_commas(int value) {
    std::string digits = std::to_string(value), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

}  // namespace

double measure_growth(const std::string& what, const std::string& item, const std::string& bare, int n, const GrowthSetup& setup, double goal) {
    // MUSTER_BENCH_ONLY=words runs only the growth lines whose name holds those words.
    if (const char* only = std::getenv("MUSTER_BENCH_ONLY"); only && what.find(only) == std::string::npos) return 0;
    double muster_ms[2], bare_ms[2];
    const int sizes[2] = {n, 10 * n};
    for (int i = 0; i < 2; ++i) {
        const GrowthWork work = setup(sizes[i]);
        muster_ms[i] = best_of_runs(work.muster);
        bare_ms[i] = best_of_runs(work.bare);
        std::printf("  %-44s %10.3f ms   %s %9.3f ms   x%.1f\n", (what + ", " + with_commas(sizes[i]) + " " + item).c_str(), muster_ms[i], bare.c_str(),
                    bare_ms[i], bare_ms[i] > 0 ? muster_ms[i] / bare_ms[i] : 0.0);
    }
    const double per_item = (muster_ms[1] / sizes[1]) / (muster_ms[0] / sizes[0]);
    const double bare_per_item = (bare_ms[1] / sizes[1]) / (bare_ms[0] / sizes[0]);
    char label[160], goal_text[32];
    std::snprintf(label, sizeof label, "%s: cost per item at 10n / at n (bare %.2f)", what.c_str(), bare_per_item);
    std::snprintf(goal_text, sizeof goal_text, "<= %.1f", goal);
    print_result(label, per_item, "", goal_text);
    std::fflush(stdout);
    return per_item;
}

}  // namespace muster::bench
