#include "muster/print/headings.hpp"

#include "muster/text/language_choice.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster {

Headings::Headings(Language language) {
    Report report;
    const XmlSource source = XmlSource::load_file(data_folder() / "templates" / "headings.xml", report);
    if (!source.ok()) throw Error("the printed headings cannot be read:\n" + format_human(report));
    // Each heading names its words by language code; English stands in for a language it lacks.
    const char* code = language_code(language);
    for (pugi::xml_node heading : source.root().children("heading")) {
        std::string word = heading.attribute(code).value();
        if (word.empty()) word = heading.attribute("en").value();
        words_[heading.attribute("id").value()] = word;
    }
}

std::string Headings::operator[](const std::string& id) const {
    const auto found = words_.find(id);
    return found == words_.end() ? id : found->second;
}

}  // namespace muster
