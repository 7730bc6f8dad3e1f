#include "muster/print/print_options.hpp"

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

}  // namespace muster
