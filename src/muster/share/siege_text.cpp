#include "muster/share/siege_text.hpp"

#include "muster/report/diagnostic_text.hpp"
#include "muster/text/numbers.hpp"
#include "muster/text/render.hpp"

namespace muster {

namespace {

constexpr MessageText siege_share_unnamed = MUSTER_MESSAGE("share.siege.unnamed", "(unnamed siege)");
constexpr MessageText siege_share_budget =
    MUSTER_MESSAGE_PLURAL("share.siege.budget", "Siege plan — {months} month — {engineers} — {used} / {available} engineer-months",
                          "Siege plan — {months} months — {engineers} — {used} / {available} engineer-months");
constexpr MessageText siege_share_engineers =
    MUSTER_MESSAGE_PLURAL("share.siege.engineers", "{count} engineer ({extra} bought)", "{count} engineers ({extra} bought)");
constexpr MessageText siege_share_undecided = MUSTER_MESSAGE("share.siege.months-undecided", "Siege plan — months not decided yet — {engineers}");
constexpr MessageText siege_share_holds = MUSTER_MESSAGE("share.siege.holds", "the plan holds");
constexpr MessageText siege_share_fails = MUSTER_MESSAGE("share.siege.fails", "the plan does not hold");
constexpr MessageText siege_share_attacker =
    MUSTER_MESSAGE("share.siege.attacker", "Attacker: {points} — siege {siege}, engineers {engineers}, troops {troops}");
constexpr MessageText siege_share_defender = MUSTER_MESSAGE("share.siege.defender", "Defender: {points} — defences {defences}, troops {troops}");
constexpr MessageText siege_share_purchase = MUSTER_MESSAGE("share.siege.purchase", "{item}: {quantity} — {points}");
constexpr MessageText siege_share_nothing = MUSTER_MESSAGE("share.siege.nothing", "nothing bought");

std::string purchases_text(const std::vector<SiegePurchaseLine>& lines, const ShareMarkup& markup, Language language) {
    if (lines.empty()) return markup.item(render_message(message(siege_share_nothing), language));
    std::string out = markup.list_start();
    for (const SiegePurchaseLine& line : lines) {
        const std::string quantity = line.item ? quantity_text(*line.item, line.quantity, language) : write_amount(line.quantity, language);
        out += markup.item(render_message(message(siege_share_purchase)
                                              .with("quantity", VerbatimValue{quantity})
                                              .with("item", line.item ? line.item->name : LocalisedName{line.item_id, {}})
                                              .with("points", PointsValue{line.cost.points}),
                                          language));
    }
    return out + markup.list_end();
}

}  // namespace

std::string siege_text(const SiegePlan& plan, const SiegeVerdict& verdict, ShareFormat format, Language language) {
    const ShareMarkup markup{format};
    std::string out = markup.title(plan.name.empty() ? render_message(message(siege_share_unnamed), language) : plan.name);
    const Message engineers = message(siege_share_engineers).counting("count", verdict.engineers).with("extra", IntegerValue{verdict.extra_engineers});
    Message budget = verdict.months > 0 ? message(siege_share_budget) : message(siege_share_undecided);
    budget.with("engineers", nested(engineers));
    if (verdict.months > 0)
        budget.counting("months", verdict.months).with("used", decimal_as_needed(verdict.em_used)).with("available", decimal_as_needed(verdict.em_available));
    out += markup.subtitle(render_message(budget, language));
    out += markup.strong(render_message(message(verdict.legal ? siege_share_holds : siege_share_fails), language)) + "\n";
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.severity == Severity::error) out += markup.problem(diagnostic_text(d, language));
    out += markup.heading(render_message(message(siege_share_attacker)
                                             .with("points", PointsValue{verdict.attacker_points})
                                             .with("siege", PointsValue{verdict.attacker_siege_points})
                                             .with("engineers", PointsValue{verdict.extra_engineer_points})
                                             .with("troops", PointsValue{verdict.attacker_troop_points}),
                                         language));
    out += purchases_text(verdict.attacker_lines, markup, language);
    out += markup.heading(render_message(message(siege_share_defender)
                                             .with("points", PointsValue{verdict.defender_points})
                                             .with("defences", PointsValue{verdict.defender_defence_points})
                                             .with("troops", PointsValue{verdict.defender_troop_points}),
                                         language));
    out += purchases_text(verdict.defender_lines, markup, language);
    if (!plan.notes.empty()) out += markup.notes(plan.notes);
    return out;
}

}  // namespace muster
