#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "bench_registry.hpp"

namespace muster::bench {

namespace {
std::map<std::string, std::function<void()>>& benches() {
    static std::map<std::string, std::function<void()>> all;
    return all;
}
}  // namespace

BenchRegistration::BenchRegistration(std::string name, std::function<void()> run) { benches().emplace(std::move(name), std::move(run)); }

double best_ms(int repeats, const std::function<void()>& work) {
    double best = 1e300;
    for (int i = 0; i < repeats; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        best = std::min(best, took.count());
    }
    return best;
}

void print_result(const std::string& name, double value, const std::string& unit, const std::string& goal) {
    std::printf("  %-58s %12.3f %-4s %s\n", name.c_str(), value, unit.c_str(), goal.empty() ? "" : ("(goal " + goal + ")").c_str());
}

}  // namespace muster::bench

int main(int argc, char** argv) {
    const std::vector<std::string> only(argv + 1, argv + argc);
    for (auto& [name, run] : muster::bench::benches()) {
        if (!only.empty() && std::find(only.begin(), only.end(), name) == only.end()) continue;
        std::printf("%s\n", name.c_str());
        run();
    }
    return 0;
}
