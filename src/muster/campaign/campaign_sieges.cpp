// Sieges in a campaign: each campaign month moves every siege's engineering on by its schedule.
#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_rules.hpp"
#include <nlohmann/json.hpp>

#include "muster/report/report_json.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/siege/siege_item_cost.hpp"
#include "muster/campaign/campaign_limits.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/campaign_values.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/util/error.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace {
SiegePlan parse_plan_or_throw(const std::string& xml, const std::string& name) {
    Report report;
    std::optional<SiegePlan> plan = parse_siege_plan(xml, "siege plan of " + name, report);
    if (!plan)
        throw Error(message(MUSTER_MESSAGE("campaign.sieges.plan-unreadable", "the siege plan cannot be read:\n{report}"), {{"report", format_human(report)}}));
    return *plan;
}

// A siege runs only on a plan that holds: the same verdict the planner gives, never a laxer one.
void check_plan_holds(const SiegePlan& plan, const std::string& name) {
    const SiegeVerdict verdict = evaluate_siege(plan, siege_kit_named(plan.kit_id));
    if (holds_but_for_its_rosters(verdict)) return;
    Report errors;
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.severity == Severity::error) errors.add(d);
    throw Error(message(MUSTER_MESSAGE("campaign.sieges.plan-does-not-hold", "the siege plan of {siege} does not hold:\n{report}"),
                        {{"siege", name}, {"report", format_human(errors)}}));
}
}  // namespace

std::int64_t Campaign::start_siege(const std::string& given_name, std::int64_t attacker_army_id, std::int64_t defender_army_id, const std::string& plan_xml,
                                   const std::string& actor) {
    const std::string name = checked_text(given_name, CampaignText::siege);
    checked_text(actor, CampaignText::actor);
    if (name.empty()) throw Error(message(MUSTER_MESSAGE("campaign.sieges.needs-name", "a siege needs a name")));
    if (attacker_army_id == defender_army_id) throw Error(message(MUSTER_MESSAGE("campaign.sieges.besiege-itself", "an army cannot besiege itself")));
    const SiegePlan plan = parse_plan_or_throw(plan_xml, name);
    if (plan.duration.months <= 0)
        throw Error(message(MUSTER_MESSAGE("campaign.sieges.no-duration", "the siege plan has no duration yet: roll it or enter the months first")));
    check_plan_holds(plan, name);
    StoreTransaction transaction(*store_);
    require_organiser(*store_, MUSTER_MESSAGE("campaign.rule.organiser-starts-sieges", "only the organiser starts sieges"));
    std::string attacker, defender;
    for (const ArmyRecord& a : armies()) {
        if (a.id == attacker_army_id) attacker = a.name;
        if (a.id == defender_army_id) defender = a.name;
    }
    if (attacker.empty() || defender.empty()) throw Error(message(MUSTER_MESSAGE("campaign.sieges.armies-belong", "both armies must belong to the campaign")));
    store_->prepare("INSERT INTO siege (name, attacker_army_id, defender_army_id, plan_xml, started_month) VALUES (?, ?, ?, ?, ?)")
        .bind(1, name)
        .bind(2, attacker_army_id)
        .bind(3, defender_army_id)
        .bind(4, plan_xml)
        .bind(5, current_month())
        .run();
    const std::int64_t id = store_->last_insert_id();
    log_event("siege", "campaign.log.siege-started", {{"attacker", attacker}, {"defender", defender}, {"siege", name}, {"months", plan.duration.months}},
              actor);
    transaction.commit();
    return id;
}

std::vector<SiegeRecord> Campaign::sieges() {
    std::vector<SiegeRecord> out;
    Query s = store_->prepare(
        "SELECT id, name, attacker_army_id, defender_army_id, plan_xml, started_month, months_elapsed, "
        "status FROM siege ORDER BY id");
    while (s.step())
        out.push_back({stored_whole(s, 0, CampaignNumber::record_id), stored_line(s, 1), stored_whole(s, 2, CampaignNumber::record_id),
                       stored_whole(s, 3, CampaignNumber::record_id), stored_text(s, 4), stored_int(s, 5, CampaignNumber::starting_month),
                       stored_int(s, 6, CampaignNumber::months_elapsed), stored_line(s, 7)});
    return out;
}

MonthAdvance Campaign::advance_month(const std::string& actor) { return advance_months(1, actor); }

MonthAdvance Campaign::advance_months(int months, const std::string& actor) {
    check_months_to_advance(months);
    checked_text(actor, CampaignText::actor);
    StoreTransaction transaction(*store_);  // the month and sieges are read inside it: none skipped when two programs advance
    require_organiser(*store_, MUSTER_MESSAGE("campaign.rule.organiser-advances", "only the organiser advances the month"));
    const int month = current_month();
    if (month + months > last_campaign_month)
        throw Error(message(MUSTER_MESSAGE("campaign.sieges.month-last-campaign-may",
                                           "month {last} is the last a campaign may reach; it is month {month}, so it cannot advance {months} more"),
                            {{"last", std::to_string(last_campaign_month)}, {"month", std::to_string(month)}, {"months", std::to_string(months)}}));
    MonthAdvance advance;
    for (int m = 0; m < months; ++m) advance_one_month(advance, actor);
    transaction.commit();
    return advance;
}

void Campaign::advance_one_month(MonthAdvance& advance, const std::string& actor) {
    const std::vector<SiegeRecord> all = sieges();
    advance.new_month = current_month() + 1;
    store_->prepare("UPDATE campaign SET current_month = ? WHERE id = 1").bind(1, advance.new_month).run();
    auto write = [&](const std::string& kind, const char* id, nlohmann::json args) {
        CampaignEvent event = log_event(kind, id, std::move(args), actor);
        advance.log_lines.push_back(event.text);
        advance.events.push_back(std::move(event));
    };
    write("month", "campaign.log.month-begins", {{"month", advance.new_month}});
    for (const SiegeRecord& siege : all) {
        if (siege.status != "preparing") continue;
        const SiegePlan plan = parse_plan_or_throw(siege.plan_xml, siege.name);
        check_plan_holds(plan, siege.name);
        const SiegeVerdict verdict = evaluate_siege(plan, siege_kit_named(plan.kit_id));
        const int elapsed = siege.months_elapsed + 1;
        // The works finished are named in every language Muster speaks, so the log reads them in any.
        const std::vector<ScheduledBuild> ending = verdict.schedule.builds_ending(elapsed);
        const LocalisedName finished = in_every_language([&](Language language) {
            std::vector<std::string> labels;
            for (const ScheduledBuild& build : ending) {
                const SiegeItem* item = siege_kit_named(plan.kit_id).item(build.job.item_id);
                labels.push_back(item && language != Language::english ? job_label(*item, build.job, language) : build.job.label);
            }
            return listed_for_log(labels);
        });
        nlohmann::json args = {{"siege", siege.name}, {"elapsed", elapsed}, {"months", plan.duration.months}};
        if (!finished.en.empty()) args["finished"] = localised_json(finished);
        write("siege", finished.en.empty() ? "campaign.log.siege-month-digging" : "campaign.log.siege-month-finished", std::move(args));
        const bool due = elapsed >= plan.duration.months;
        store_->prepare("UPDATE siege SET months_elapsed = ?, status = ? WHERE id = ?")
            .bind(1, elapsed)
            .bind(2, due ? "assault-due" : "preparing")
            .bind(3, siege.id)
            .run();
        if (due) {
            const std::string unbuilt = listed_for_log(verdict.schedule.unplaced_labels());
            nlohmann::json assault = {{"siege", siege.name}};
            if (!unbuilt.empty()) assault["unbuilt"] = unbuilt;
            write("assault", unbuilt.empty() ? "campaign.log.assault-due" : "campaign.log.assault-due-unbuilt", std::move(assault));
        }
    }
}

}  // namespace muster
