#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "muster/print/print_options.hpp"
#include "muster/roster/roster.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/siege/siege_verdict.hpp"

namespace muster {

namespace wfb3 {
struct ArmyVerdict;
}

/// What a print produced.
struct PrintResult {
    int pages = 0;
    double font_size = 0;  ///< the body type size used
    int cards = 0;         ///< cards printed (continuation cards included), for card prints
};

/// The roster sheet a player hands across the table; throws Error when the roster's list is unknown.
PrintResult print_roster(const Roster& roster, const ListLibrary& lists, const PrintOptions& options, const std::filesystem::path& pdf);
/// The siege plan sheet: budget, purchases, schedule, fortifications, report.
PrintResult print_siege_plan(const SiegePlan& plan, const SiegeVerdict& verdict, const SiegeKit& kit, const PrintOptions& options,
                             const std::filesystem::path& pdf);

/// One card of a deck: a topic.
struct CardTopicInfo {
    std::string id;       ///< "warmaster-siege-events"
    LocalisedName title;  ///< "Siege events"
};

/// A reference deck found in templates/cards: one file, one card per topic.
struct CardTemplateInfo {
    std::string id;
    LocalisedName title;
    std::filesystem::path file;
    std::vector<CardTopicInfo> cards;
};

/// The decks of a folder of card templates. A template that cannot be read (malformed, or neither a <deck>
/// nor a <card>) is reported with its file:line:column; the others are listed all the same.
std::vector<CardTemplateInfo> card_templates_in(const std::filesystem::path& folder, Report& report);
/// Every deck installed (templates/cards); throws Error saying what is wrong where when one cannot be read.
std::vector<CardTemplateInfo> card_templates();
/// Prints a deck (its id) or one of its cards (the card's id); throws Error when the id is
/// unknown or the template broken.
PrintResult print_card(const std::string& card_id, const ListLibrary& lists, const PrintOptions& options, const std::filesystem::path& pdf);
/// The same for a deck template's XML held in memory (display_name names it in messages).
PrintResult print_card_text(std::string text, const std::string& display_name, const ListLibrary& lists, const PrintOptions& options,
                            const std::filesystem::path& pdf);

/// A card's border on its sheet, in PDF points from the bottom left.
struct CardBox {
    double x, y, width, height;
};
/// Where the cards of a layout sit on a sheet.
struct CardSheetGeometry {
    double page_width, page_height;
    bool landscape;
    std::vector<CardBox> boxes;  ///< in the order cards fill them
};
/// The sheet of a layout on a paper size.
CardSheetGeometry card_sheet_geometry(CardLayout layout, PaperSize paper);
/// The body type size of a layout's cards (never under 8 pt).
double card_body_size(CardLayout layout);

/// One card per unit type of the roster (names, profile, options taken, special rules' texts,
/// points, how many) and one per division; throws Error when the roster's list is unknown.
PrintResult print_unit_cards(const Roster& roster, const ListLibrary& lists, const PrintOptions& options, const std::filesystem::path& pdf);
/// The one-page army summary for the table: every unit on a line, the shares against their
/// bounds, the special rules glossary and the break point where the system has one.
PrintResult print_army_summary(const Roster& roster, const ListLibrary& lists, const PrintOptions& options, const std::filesystem::path& pdf);

/// Unit cards of a priced WFB3 army (wfb3::evaluate_army_file): one card per line with its
/// points and how they are made up.
PrintResult print_wfb3_unit_cards(const wfb3::ArmyVerdict& army, const PrintOptions& options, const std::filesystem::path& pdf);
/// The one-page summary of a priced WFB3 army: every line with its points, the total against the limit.
PrintResult print_wfb3_army_summary(const wfb3::ArmyVerdict& army, const PrintOptions& options, const std::filesystem::path& pdf);

}  // namespace muster
