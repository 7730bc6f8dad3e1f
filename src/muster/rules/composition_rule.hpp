#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/text/localised_name.hpp"
#include "muster/report/report.hpp"

namespace muster {

struct ArmyTally;
struct Faction;
class ElementReader;

/// A bound on a group's share, for live gauges ("Knights 46 % — at least 50 %").
struct ShareBound {
    std::string group_id;       ///< the measured group
    std::string of_group_id;    ///< empty: share of the army
    std::optional<double> min;  ///< percent
    std::optional<double> max;  ///< percent
    bool strict = false;        ///< "more than" / "less than"
    bool by_count = false;      ///< measured in units rather than points
};

/// Where and how a roster is being validated.
struct ValidationContext {
    bool siege_side = false;        ///< validating one side of a siege: siege-relaxed rules are lifted
    double siege_works_points = 0;  ///< what the siege side spends on works, engines or defences: part of its army's points
};

/// A composition rule of one kind, with its numbers from the list data. Each kind lives in
/// a file of its own under rules/ and is chosen by the XML element name.
class CompositionRule {
public:
    virtual ~CompositionRule() = default;

    std::string id;               ///< unique within its list file
    LocalisedName name;           ///< the rule as players name it
    LocalisedName reading;        ///< the interpretation chosen where the source is ambiguous
    bool siege_relaxed = false;   ///< lifted when the army is one side of a siege
    LocalisedName siege_reading;  ///< how a siege changes the rule, shown when it does
    std::string sources;          ///< the source's places behind the rule and its readings ("000:75-77"), never in a sentence
    SourceLocation defined_at;    ///< where the list file states it

    /// Adds a finding for every way the army breaks the rule.
    virtual void check(const ArmyTally& tally, Report& report) const = 0;
    /// The rule in one sentence, for lists and reference cards (faction may be null).
    virtual Message describe(const Faction* faction) const = 0;
    /// Group ids the rule refers to (checked when the list loads).
    virtual std::vector<std::string> groups_used() const { return {}; }
    /// Option ids the rule refers to (checked when the list loads).
    virtual std::vector<std::string> options_used() const { return {}; }
    /// The most units of a group the rule allows this army, if it caps that group.
    virtual std::optional<double> most_allowed(const ArmyTally&, const std::string& /*group_id*/) const { return std::nullopt; }
    /// The bound it puts on a share, if it is a share rule.
    virtual std::optional<ShareBound> share_bound() const { return std::nullopt; }

protected:
    /// A finding of this rule that means `meaning`, with the rule's reading (and the siege reading, for a siege side).
    Diagnostic& report_error(Report& report, Message meaning, bool in_siege = false) const;
};

/// A group's name in a faction, or its id when unknown.
LocalisedName group_display_name(const Faction* faction, const std::string& group_id);

/// Builds a rule from its XML element; null when the element is no rule kind.
std::unique_ptr<CompositionRule> parse_composition_rule(ElementReader& element);
/// Every rule element name the loader understands.
std::vector<std::string> composition_rule_kinds();

}  // namespace muster
