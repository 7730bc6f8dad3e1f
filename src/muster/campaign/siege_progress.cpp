#include "muster/campaign/siege_progress.hpp"

#include <algorithm>
#include <optional>

#include "muster/campaign/campaign_log.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/report/report.hpp"

namespace muster {

namespace {
int planned_months(const SiegeRecord& siege) {
    Report ignored;
    const std::optional<SiegePlan> plan = parse_siege_plan(siege.plan_xml, siege.name, ignored);
    return plan ? plan->duration.months : 0;
}
}  // namespace

Message siege_progress_message(const SiegeRecord& siege) {
    const int months = planned_months(siege);
    if (siege.status == "preparing" && months > 0)
        // The month under way is the one after those elapsed: a siege started this month is in its first.
        return message(MUSTER_MESSAGE("campaign.siege-progress.preparing", "month {month} of {months}, preparing"))
            .with("month", IntegerValue{std::min(siege.months_elapsed + 1, months)})
            .with("months", IntegerValue{months});
    if (months > 0)
        return message(MUSTER_MESSAGE_PLURAL("campaign.siege-progress.done", "{elapsed} of {count} month, {status}", "{elapsed} of {count} months, {status}"))
            .with("elapsed", IntegerValue{siege.months_elapsed})
            .counting("count", months)
            .with("status", nested(siege_status_message(siege.status)));
    return message(MUSTER_MESSAGE_PLURAL("campaign.siege-progress.unknown", "{count} month elapsed, {status}", "{count} months elapsed, {status}"))
        .counting("count", siege.months_elapsed)
        .with("status", nested(siege_status_message(siege.status)));
}

}  // namespace muster
