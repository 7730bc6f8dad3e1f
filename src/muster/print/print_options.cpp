#include "muster/print/print_options.hpp"

#include "muster/text/language_choice.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"

namespace muster {

namespace {
constexpr MessageText unknown_paper = MUSTER_MESSAGE("print.paper-unknown", "paper size '{paper}' is not known; use a4 or letter");
constexpr MessageText unknown_language = MUSTER_MESSAGE("print.language-unknown", "language '{language}' is not known; use one of {languages}");
}  // namespace

PaperSize paper_from_name(const std::string& name) {
    if (name == "a4" || name == "A4") return PaperSize::a4;
    if (name == "letter" || name == "Letter") return PaperSize::letter;
    throw Error(message(unknown_paper).with("paper", VerbatimValue{printable_text(name, false)}));
}

Language language_from_name(const std::string& name) {
    for (Language language : spoken_languages())
        if (name == language.code()) return language;
    throw Error(
        message(unknown_language).with("language", VerbatimValue{printable_text(name, false)}).with("languages", VerbatimValue{spoken_language_codes()}));
}

CardLayout card_layout_from_name(const std::string& name) {
    if (name == "page" || name == "a4") return CardLayout::full_page;
    if (name == "a5x2") return CardLayout::a5_twice;
    if (name == "a6x4") return CardLayout::a6_four;
    throw Error(message(MUSTER_MESSAGE("print.layout-unknown", "Card layout '{layout}' is not known; use page, a5x2 or a6x4."))
                    .with("layout", VerbatimValue{printable_text(name, false)}));
}

}  // namespace muster
