#include "muster/siege/siege_dice.hpp"

#include <chrono>

#include "muster/util/error.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {
constexpr MessageText not_dice =
    MUSTER_MESSAGE("siege.dice.not-dice", "'{dice}' is not dice Muster rolls: a whole number up to {most}, D6 or up to {dice_most}D6");
constexpr MessageText no_duration_line = MUSTER_MESSAGE("siege.dice.no-duration-line", "the siege kit's duration table has no line for a roll of {roll}");
}  // namespace

int Dice::d6() {
    // Rejection keeps the six faces exactly equally likely.
    constexpr std::uint32_t limit = 0xFFFFFFFFu - (0xFFFFFFFFu % 6u) - 1u;
    std::uint32_t value = 0;
    do value = static_cast<std::uint32_t>(engine_());
    while (value > limit);
    return static_cast<int>(value % 6u) + 1;
}

int Dice::roll(const std::string& expression, std::vector<int>& rolled) {
    // The kit is a file: "3x", "99999999999D6" or "1000000D6" must not be half read, overflow or roll for ever.
    constexpr long long max_dice = 100, max_number = 1000000;
    const auto d = expression.find('D');
    const std::string_view before_d = std::string_view(expression).substr(0, d);
    const std::optional<long long> number = d == 0 ? std::optional<long long>(1) : parse_whole_number(before_d);
    const bool dice = d != std::string::npos;
    if ((dice && expression.substr(d) != "D6") || !number || *number < (dice ? 1 : 0) || *number > (dice ? max_dice : max_number))
        throw Error(message(not_dice)
                        .with("dice", VerbatimValue{printable(expression)})
                        .with("most", IntegerValue{max_number})
                        .with("dice_most", IntegerValue{max_dice}));
    if (!dice) return static_cast<int>(*number);
    const int count = static_cast<int>(*number);
    int total = 0;
    for (int i = 0; i < count; ++i) {
        const int die = d6();
        rolled.push_back(die);
        total += die;
    }
    return total;
}

SiegeDuration roll_siege_duration(const SiegeKit& kit, std::uint32_t seed) {
    Dice dice(seed);
    SiegeDuration duration;
    duration.rolled = true;
    duration.seed = seed;
    const int table_die = dice.d6();
    duration.dice.push_back(table_die);
    for (const DurationRow& row : kit.duration)
        if (table_die >= row.from && table_die <= row.to) {
            duration.months = dice.roll(row.months, duration.dice);
            return duration;
        }
    throw Error(message(no_duration_line).with("roll", IntegerValue{table_die}));
}

std::uint32_t fresh_seed() { return static_cast<std::uint32_t>(std::chrono::system_clock::now().time_since_epoch().count() & 0xFFFFFFFFu); }

}  // namespace muster
