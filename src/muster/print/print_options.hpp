#pragma once
#include <string>

#include "muster/text/localised_name.hpp"

namespace muster {

/// Paper the sheet is printed on.
enum class PaperSize { a4, letter };

/// How cards sit on the paper.
enum class CardLayout {
    full_page,  ///< one card per portrait page (for screens, or a card as large as the paper)
    a5_twice,   ///< two half-sheet cards side by side on a landscape sheet, with cut marks
    a6_four,    ///< four quarter-sheet cards on a portrait sheet, with cut marks
};

/// Choices a player makes when printing.
struct PrintOptions {
    PaperSize paper = PaperSize::a4;
    Language language = Language::english;  ///< of the headings and, where the data has them, the texts
    CardLayout card_layout = CardLayout::full_page;
    std::string date;                    ///< printed in the header (default: today)
    bool group_identical_units = false;  ///< print identical units (same unit, same options, no label) as one line: "6 × Billmen"
    bool with_sources = false;           ///< print the places of the source behind each card text (print card --sources)
};

/// "a4" / "letter" → PaperSize; throws Error for anything else.
PaperSize paper_from_name(const std::string& name);
/// A language Muster speaks by its code ("en", "fr" …); throws Error for anything else.
Language language_from_name(const std::string& name);
/// "page" (or "a4", its old name) / "a5x2" / "a6x4" → CardLayout; throws Error for anything else.
CardLayout card_layout_from_name(const std::string& name);

}  // namespace muster
