#include "muster/print/print_options.hpp"

#include "muster/text/render.hpp"
#include "muster/util/error.hpp"

namespace muster {

PaperSize paper_from_name(const std::string& name) {
    if (name == "a4" || name == "A4") return PaperSize::a4;
    if (name == "letter" || name == "Letter") return PaperSize::letter;
    throw Error("paper size '" + name + "' is not known; use a4 or letter");
}

Language language_from_name(const std::string& name) {
    if (name == "en") return Language::english;
    if (name == "fr") return Language::french;
    throw Error("language '" + name + "' is not known; use en or fr");
}

CardLayout card_layout_from_name(const std::string& name) {
    if (name == "page" || name == "a4") return CardLayout::full_page;
    if (name == "a5x2") return CardLayout::a5_twice;
    if (name == "a6x4") return CardLayout::a6_four;
    throw Error(render_message(message(MUSTER_MESSAGE("print.layout-unknown",
                                                      "Card layout '{layout}' is not known; use page, a5x2 or a6x4."))
                                   .with("layout", VerbatimValue{name}),
                               Language::english));
}

}  // namespace muster
