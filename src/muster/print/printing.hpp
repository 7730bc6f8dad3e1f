#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "muster/print/print_options.hpp"
#include "muster/roster/roster.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/siege/siege_verdict.hpp"

namespace muster {

/// What a print produced.
struct PrintResult {
    int pages = 0;
    double font_size = 0;  ///< the base size used (cards shrink to fit)
};

/// The roster sheet a player hands across the table; throws Error when the roster's list is unknown.
PrintResult print_roster(const Roster& roster, const ListLibrary& lists, const PrintOptions& options,
                         const std::filesystem::path& pdf);
/// The siege plan sheet: budget, purchases, schedule, fortifications, report.
PrintResult print_siege_plan(const SiegePlan& plan, const SiegeVerdict& verdict, const SiegeKit& kit,
                             const PrintOptions& options, const std::filesystem::path& pdf);

/// A reference card template found in templates/cards.
struct CardTemplateInfo {
    std::string id;
    LocalisedName title;
    std::filesystem::path file;
};

/// Every card template installed.
std::vector<CardTemplateInfo> card_templates();
/// Prints a card from its template, shrinking the type until it fits its page; throws Error
/// when the template is unknown or broken, or the card cannot fit even at the smallest size.
PrintResult print_card(const std::string& card_id, const ListLibrary& lists, const PrintOptions& options,
                       const std::filesystem::path& pdf);
/// The same for a card template's XML held in memory (display_name names it in messages).
PrintResult print_card_text(std::string text, const std::string& display_name, const ListLibrary& lists,
                            const PrintOptions& options, const std::filesystem::path& pdf);

}  // namespace muster
