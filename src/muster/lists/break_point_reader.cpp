#include "muster/lists/break_point_reader.hpp"

#include <algorithm>

#include "muster/xml/element_reader.hpp"

namespace muster {

const char* choice_word(BreakPointRule::Kind kind) {
    return kind == BreakPointRule::Kind::division_more_than_share ? "division-more-than-share" : "army-share-rounded-up";
}

std::optional<BreakPointRule> read_break_point(const XmlSource& source, pugi::xml_node node, const GameSystem& system, Report& report) {
    if (!node) return std::nullopt;
    ElementReader r(source, node, report);
    BreakPointRule rule;
    if (!node.attribute("kind")) r.required_text("kind");  // reported as missing
    rule.kind = r.choice("kind", {BreakPointRule::Kind::division_more_than_share, BreakPointRule::Kind::army_share_rounded_up},
                         BreakPointRule::Kind::army_share_rounded_up);
    rule.share = r.required_number("share", 1e-9, 1).value_or(0.5);
    rule.not_counting = r.words("not-counting");
    rule.text = localised_child(node, "text");
    if (const pugi::xml_node leave_out = node.child("leave-out")) {
        ElementReader l(source, leave_out, report);
        rule.leave_out_rule = l.required_text("special-rule");
        if (const std::string column = l.text("without"); !column.empty()) {
            const auto found = std::find_if(system.stats.begin(), system.stats.end(), [&](const StatColumn& c) { return c.id == column; });
            if (found == system.stats.end())
                l.error("without", "list.unknown-reference", {})
                    .says(message(MUSTER_MESSAGE("list.break-point-column",
                                                 "the break point leaves out units without a value in '{column}', "
                                                 "which is not a profile column of the game system"))
                              .with("column", VerbatimValue{column}));
            else rule.leave_out_column = static_cast<std::size_t>(found - system.stats.begin());
        }
        rule.leave_out_unless_most = l.flag("unless-most", false);
    }
    return rule;
}

}  // namespace muster
