#include "muster/lists/special_rule_reader.hpp"

#include <set>

#include "muster/xml/element_reader.hpp"

namespace muster {

std::vector<SpecialRule> read_special_rules(const XmlSource& source, pugi::xml_node special_rules, Report& report) {
    std::vector<SpecialRule> rules;
    std::set<std::string> ids;
    for (pugi::xml_node rule : special_rules.children("special-rule")) {
        ElementReader r(source, rule, report);
        SpecialRule special{r.required_text("id"), r.required_localised("name"), localised_child(rule, "text")};
        if (!ids.insert(special.id).second)
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("list.duplicate-special-id", "special rule id '{id}' is used twice")).with("id", VerbatimValue{special.id}));
        if (special.text.en.empty())
            r.error(nullptr, "list.missing-text", {})
                .says(message(MUSTER_MESSAGE("list.special-needs-text", "special rule '{id}' needs a <text> with its effect"))
                          .with("id", VerbatimValue{special.id}));
        rules.push_back(std::move(special));
    }
    return rules;
}

}  // namespace muster
