// Taking back a campaign month: the window's Undo after "Advance the month". The campaign's log
// keeps every line; a line "Month N taken back" is added, so the history stays whole.
#include <optional>
#include <string>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_rules.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/sqlite_database.hpp"
#include "muster/util/error.hpp"

namespace muster {

namespace {

// Kinds of log lines an advance writes (and a take-back): only these may stand in the month.
bool written_by_an_advance(const std::string& kind) { return kind == "month" || kind == "siege" || kind == "assault" || kind == "month-undone"; }

// Why the current month cannot be taken back, or nothing when it can.
std::optional<Message> take_back_obstacle(int month, const std::vector<CampaignEvent>& log, const std::vector<SiegeRecord>& sieges) {
    const Message began = message(MUSTER_MESSAGE("campaign.month-undo.campaign-began", "month {month} cannot be taken back: the campaign began in it"))
                              .with("month", IntegerValue{month});
    if (month <= 1) return began;
    bool advanced_to = false;
    for (const CampaignEvent& event : log) {
        if (event.month != month) continue;
        if (event.kind == "month") advanced_to = true;
        if (!written_by_an_advance(event.kind)) {
            Message recorded =
                message(MUSTER_MESSAGE("campaign.month-undo.recorded-since", "month {month} cannot be taken back: '{event}' was recorded in it since"));
            recorded.with("month", IntegerValue{month});
            if (const std::optional<Message> said = event_message(event.message_id, event.args)) recorded.with("event", nested(*said));
            else recorded.with("event", VerbatimValue{event.text});
            return recorded;
        }
    }
    if (!advanced_to) return began;
    for (const SiegeRecord& siege : sieges)
        if (siege.started_month == month)
            return message(MUSTER_MESSAGE("campaign.month-undo.siege-started", "month {month} cannot be taken back: the siege '{siege}' was started in it"))
                .with("month", IntegerValue{month})
                .with("siege", VerbatimValue{siege.name});
    return std::nullopt;
}

}  // namespace

bool Campaign::can_take_back_month() { return !take_back_obstacle(current_month(), log(), sieges()).has_value(); }

int Campaign::take_back_month(const std::string& actor) {
    checked_text(actor, CampaignText::actor);
    StoreTransaction transaction(*store_);  // read and changed in one go: another program cannot advance in between
    require_organiser(*store_, MUSTER_MESSAGE("campaign.rule.organiser-takes-back", "only the organiser takes back the month"));
    const int month = current_month();
    if (std::optional<Message> obstacle = take_back_obstacle(month, log(), sieges())) throw Error(std::move(*obstacle));
    for (const SiegeRecord& siege : sieges()) {
        // The last advance moved every siege still preparing then: those are the ones whose months
        // elapsed count every month since they started.
        const bool moved =
            siege.status != "ended" && siege.started_month < month && siege.months_elapsed > 0 && siege.months_elapsed == month - siege.started_month;
        if (!moved) continue;
        store_->prepare("UPDATE siege SET months_elapsed = ?, status = 'preparing' WHERE id = ?").bind(1, siege.months_elapsed - 1).bind(2, siege.id).run();
    }
    store_->prepare("UPDATE campaign SET current_month = ? WHERE id = 1").bind(1, month - 1).run();
    log_event("month-undone", "campaign.log.month-taken-back", {{"month", month}, {"previous", month - 1}}, actor);
    transaction.commit();
    return month - 1;
}

}  // namespace muster
