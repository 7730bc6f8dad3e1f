#pragma once
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_plan.hpp"

namespace muster {

/// Six-sided dice from a recorded seed: the same seed gives the same rolls on every machine
/// (std::mt19937 is specified exactly; its output is mapped to 1–6 here, not by a distribution).
class Dice {
public:
    explicit Dice(std::uint32_t seed) : engine_(seed) {}
    /// One D6.
    int d6();
    /// "4", "D6", "2D6": the total, with each die appended to `rolled`.
    int roll(const std::string& expression, std::vector<int>& rolled);

private:
    std::mt19937 engine_;
};

/// Rolls the siege duration on the kit's table: the table D6, then the months' dice.
SiegeDuration roll_siege_duration(const SiegeKit& kit, std::uint32_t seed);
/// A seed from the clock, for rolls the user did not seed.
std::uint32_t fresh_seed();

}  // namespace muster
