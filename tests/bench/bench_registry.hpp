#pragma once
// The bench executable: each bench_*.cpp registers its benchmarks; main runs them all and
// prints one line per measurement.
#include <chrono>
#include <functional>
#include <string>

namespace muster::bench {

/// Registers a benchmark group under a name (run in name order).
struct BenchRegistration {
    BenchRegistration(std::string name, std::function<void()> run);
};

/// Best wall time in milliseconds of `repeats` runs of `work`.
double best_ms(int repeats, const std::function<void()>& work);
/// Prints "name: value unit" aligned, and the goal when there is one.
void print_result(const std::string& name, double value, const std::string& unit, const std::string& goal = "");

}  // namespace muster::bench
