#pragma once
// Bounds on magnitudes that enter Muster: far above any real game, far below what breaks the arithmetic
// or the memory of a schedule. A value beyond one is refused where it enters, with the bound in the message.

namespace muster {

/// The most points an army, a siege side or a points limit may have.
inline constexpr double max_army_points = 100'000;
/// The longest siege Muster plans, in months (ten years), whatever the players agree.
inline constexpr int max_siege_months = 120;
/// The most engineers an attacker may buy on top of the free ones.
inline constexpr int max_extra_engineers = 1'000;
/// The most of one siege item a side may hold (towers, stands, mm of trench).
inline constexpr double max_siege_quantity = 1'000'000;
/// The longest fortification section, in cm (a kilometre of table).
inline constexpr double max_section_cm = 100'000;
/// The most pieces of one kind in an ONUS! fortress, and the most characters on a siege tower level.
inline constexpr int max_piece_count = 10'000;

}  // namespace muster
