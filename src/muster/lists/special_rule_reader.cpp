#include "muster/lists/special_rule_reader.hpp"

#include <set>

#include "muster/xml/element_reader.hpp"

namespace muster {

std::vector<SpecialRule> read_special_rules(const XmlSource& source, pugi::xml_node special_rules, Report& report) {
    std::vector<SpecialRule> rules;
    std::set<std::string> ids;
    for (pugi::xml_node rule : special_rules.children("special-rule")) {
        ElementReader r(source, rule, report);
        SpecialRule special{r.required_text("id"), {r.required_text("name"), r.text("name-fr")},
                            rule.child("text").text().get(), rule.child("text-fr").text().get()};
        if (!ids.insert(special.id).second)
            r.error("id", "list.duplicate-id", "special rule id '" + special.id + "' is used twice");
        if (special.text.empty())
            r.error(nullptr, "list.missing-text", "special rule '" + special.id + "' needs a <text> with its effect");
        rules.push_back(std::move(special));
    }
    return rules;
}

}  // namespace muster
