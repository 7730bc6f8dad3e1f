// Taking back a campaign month: the window's Undo after "Advance the month". The campaign's log
// keeps every line; a line "Month N taken back" is added, so the history stays whole.
#include <string>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_messages.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/sqlite_database.hpp"
#include "muster/util/error.hpp"

namespace muster {

namespace {

// Kinds of log lines an advance writes (and a take-back): only these may stand in the month.
bool written_by_an_advance(const std::string& kind) {
    return kind == "month" || kind == "siege" || kind == "assault" || kind == "month-undone";
}

// Why the current month cannot be taken back, or empty when it can.
std::string take_back_obstacle(int month, const std::vector<CampaignEvent>& log, const std::vector<SiegeRecord>& sieges) {
    const std::string number = std::to_string(month);
    if (month <= 1) return fill("month {month} cannot be taken back: the campaign began in it", {{"month", number}});
    bool advanced_to = false;
    for (const CampaignEvent& event : log) {
        if (event.month != month) continue;
        if (event.kind == "month") advanced_to = true;
        if (!written_by_an_advance(event.kind))
            return fill("month {month} cannot be taken back: '{event}' was recorded in it since", {{"month", number}, {"event", event.text}});
    }
    if (!advanced_to)
        return fill("month {month} cannot be taken back: the campaign began in it", {{"month", number}});
    for (const SiegeRecord& siege : sieges)
        if (siege.started_month == month)
            return fill("month {month} cannot be taken back: the siege '{siege}' was started in it", {{"month", number}, {"siege", siege.name}});
    return {};
}

}  // namespace

bool Campaign::can_take_back_month() { return take_back_obstacle(current_month(), log(), sieges()).empty(); }

int Campaign::take_back_month(const std::string& actor) {
    checked_text(actor, CampaignText::actor);
    Transaction transaction(db_);  // read and changed in one go: another program cannot advance in between
    const int month = current_month();
    if (const std::string obstacle = take_back_obstacle(month, log(), sieges()); !obstacle.empty()) throw Error(obstacle);
    for (const SiegeRecord& siege : sieges()) {
        // The last advance moved every siege still preparing then: those are the ones whose months
        // elapsed count every month since they started.
        const bool moved = siege.status != "ended" && siege.started_month < month && siege.months_elapsed > 0 &&
                           siege.months_elapsed == month - siege.started_month;
        if (!moved) continue;
        db_.prepare("UPDATE siege SET months_elapsed = ?, status = 'preparing' WHERE id = ?")
            .bind(1, siege.months_elapsed - 1).bind(2, siege.id).run();
    }
    db_.prepare("UPDATE campaign SET current_month = ? WHERE id = 1").bind(1, month - 1).run();
    log_event("month-undone",
              fill("Month {month} taken back: month {previous} again", {{"month", std::to_string(month)}, {"previous", std::to_string(month - 1)}}),
              actor);
    transaction.commit();
    return month - 1;
}

}  // namespace muster
