#pragma once
// Internal to printing: the rows of a division's tables on the roster sheet, one table per
// profile layout (units, characters), with each unit's profile as its options leave it.
#include <set>
#include <string>
#include <vector>

#include "muster/print/print_options.hpp"
#include "muster/roster/roster_verdict.hpp"

namespace muster {

/// One table of the roster sheet: a layout's columns and its rows.
struct RosterTableRows {
    std::string title;                           ///< the layout's name when a division has several, else empty
    std::vector<std::size_t> columns;            ///< stat columns, in print order
    std::vector<std::vector<std::string>> rows;  ///< unit, stats…, rules and options, points
};

/// The tables of division `division` (its first unit is entry `first_entry` of the verdict);
/// identical units print as one line ("6 × Billmen") when the options ask for it. Every special
/// rule printed is added to used_rules.
std::vector<RosterTableRows> roster_table_rows(const Roster& roster, std::size_t division, std::size_t first_entry, const RosterVerdict& verdict,
                                               const GameSystem& system, const Faction& faction, const PrintOptions& options, const std::string& pts_word,
                                               std::set<std::string>& used_rules);

/// "6 × Billmen": a count of identical units, with the multiplication sign.
std::string grouped_unit_name(std::size_t count, const std::string& name);

/// An option as the sheet prints it: "Pavise (2 pts)", "Skirmishers (−10 pts)".
std::string option_cost_text(const std::string& name, double points, const std::string& pts_word, Language language);

}  // namespace muster
