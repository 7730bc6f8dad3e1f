#include "muster/campaign/campaign_values.hpp"

#include <fmt/format.h>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "muster/campaign/campaign_limits.hpp"
#include "muster/campaign/campaign_messages.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"

namespace muster {

namespace {

struct Bounds {
    const char* subject;
    double least, most;
};

constexpr double any_id = 9.2e18;

Bounds bounds(CampaignNumber what) {
    switch (what) {
        case CampaignNumber::record_id:
            return {"record id", -any_id, any_id};
        case CampaignNumber::current_month:
            return {"current month", 1, last_campaign_month};
        case CampaignNumber::event_month:
            return {"month of a log entry", 1, last_campaign_month};
        case CampaignNumber::battle_month:
            return {"battle month", 1, last_campaign_month};
        case CampaignNumber::starting_month:
            return {"starting month", 1, last_campaign_month};
        case CampaignNumber::months_elapsed:
            return {"number of months elapsed", 0, longest_siege_months};
        case CampaignNumber::roster_version:
            return {"roster version", 1, most_roster_versions};
        case CampaignNumber::list_revision:
            return {"list revision", 0, highest_list_revision};
        case CampaignNumber::legal:
            return {"legality flag", 0, 1};
        case CampaignNumber::points:
            return {"number of points", 0, most_points};
        case CampaignNumber::victory_points:
            return {"number of victory points", 0, most_points};
    }
    return {"number", 0, 0};
}

std::string number_text(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e18) return std::to_string(static_cast<long long>(value));
    return fmt::format("{:g}", value);  // not printf: a French desktop's locale writes a decimal comma
}

MessageValue found(const Query& row, int column) {
    switch (row.kind(column)) {
        case Query::Kind::integer:
            return VerbatimValue{std::to_string(row.integer(column))};
        case Query::Kind::real:
            return VerbatimValue{number_text(row.real(column))};
        case Query::Kind::text:
            return nested(message(campaign_words::a_text));
        case Query::Kind::blob:
            return nested(message(MUSTER_MESSAGE("campaign.values.a-blob", "a blob")));
        case Query::Kind::null:
            return nested(message(MUSTER_MESSAGE("campaign.values.nothing", "nothing")));
    }
    return VerbatimValue{"?"};
}

[[noreturn]] void impossible(const Query& row, int column, const Bounds& b, bool whole) {
    const Message expected =
        message(whole ? campaign_words::whole_number_range : campaign_words::number_range, {{"least", number_text(b.least)}, {"most", number_text(b.most)}});
    throw Error(message(MUSTER_MESSAGE("campaign.values.campaign-file-holds-impossible",
                                       "the campaign file holds an impossible {what}: {value}; expected {expected}. It may be damaged or "
                                       "hostile; nothing was changed"),
                        {{"what", b.subject}, {"value", found(row, column)}, {"expected", expected}}));
}

}  // namespace

std::int64_t stored_whole(const Query& row, int column, CampaignNumber what) {
    const Bounds b = bounds(what);
    if (row.kind(column) != Query::Kind::integer) impossible(row, column, b, true);
    const std::int64_t value = row.integer(column);
    if (static_cast<double>(value) < b.least || static_cast<double>(value) > b.most) impossible(row, column, b, true);
    return value;
}

int stored_int(const Query& row, int column, CampaignNumber what) {
    return static_cast<int>(stored_whole(row, column, what));  // every int-sized bound is within int
}

double stored_number(const Query& row, int column, CampaignNumber what) {
    const Bounds b = bounds(what);
    const Query::Kind kind = row.kind(column);
    if (kind != Query::Kind::integer && kind != Query::Kind::real) impossible(row, column, b, false);
    const double value = row.real(column);
    if (!std::isfinite(value) || value < b.least || value > b.most) impossible(row, column, b, false);
    return value;
}

namespace {
[[noreturn]] void refuse_months(std::string_view given) {
    const std::string quoted = printable_text(given.size() > 40 ? std::string(given.substr(0, 40)) + "…" : std::string(given), false);
    throw Error(message(MUSTER_MESSAGE("campaign.values.campaign-advances-months-time",
                                       "the campaign advances 1 to {most} months at a time (the longest siege the rules roll); '{months}' "
                                       "is not such a number"),
                        {{"most", std::to_string(most_months_per_advance)}, {"months", quoted}}));
}
}  // namespace

void check_months_to_advance(long long months) {
    if (months < 1 || months > most_months_per_advance) refuse_months(std::to_string(months));
}

int months_to_advance(std::string_view text) {
    long long months = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), months);
    if (error != std::errc() || end != text.data() + text.size() || months < 1 || months > most_months_per_advance) refuse_months(text);
    return static_cast<int>(months);
}

}  // namespace muster
