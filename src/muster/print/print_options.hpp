#pragma once
#include <string>

#include "muster/lists/localised_name.hpp"

namespace muster {

/// Paper the sheet is printed on.
enum class PaperSize { a4, letter };

/// How a reference card sits on the paper.
enum class CardLayout {
    full_page,  ///< one card filling the page
    a5_twice,   ///< two A5 cards side by side on a landscape A4 sheet, the content flowing from one to the other
};

/// Choices a player makes when printing.
struct PrintOptions {
    PaperSize paper = PaperSize::a4;
    Language language = Language::english;   ///< of the headings and, where the data has them, the texts
    CardLayout card_layout = CardLayout::full_page;
    std::string date;                        ///< printed in the header (default: today)
    bool group_identical_units = false;      ///< print identical units (same unit, same options, no label) as one line: "6 × Billmen"
};

/// "a4" / "letter" → PaperSize; throws Error for anything else.
PaperSize paper_from_name(const std::string& name);
/// "en" / "fr" → Language; throws Error for anything else.
Language language_from_name(const std::string& name);

}  // namespace muster
