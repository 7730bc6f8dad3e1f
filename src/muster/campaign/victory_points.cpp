#include "muster/campaign/victory_points.hpp"

#include <fmt/format.h>
#include <cmath>
#include <cstdio>

#include "muster/campaign/campaign_limits.hpp"

#include "muster/util/data_paths.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/xml/data_file.hpp"
#include "muster/text/message.hpp"

namespace muster {

const VictoryAward* VictoryTable::award(const std::string& award_id) const {
    for (const VictoryAward& a : awards)
        if (a.id == award_id) return &a;
    return nullptr;
}

namespace {

constexpr MessageText award_over_max = MUSTER_MESSAGE("victory.award-over-max", "{award} is scored {count} times; at most {max} by one side");
constexpr MessageText awards_exclusive = MUSTER_MESSAGE("victory.awards-exclusive", "{award} and {other} cannot be scored together");

constexpr MessageText award_over_both_sides_max =
    MUSTER_MESSAGE("victory.award-over-both-sides-max", "{award}: army A claims {a} and army B {b}; the two sides hold at most {max} together");
constexpr MessageText awards_contradict_across_sides =
    MUSTER_MESSAGE("victory.awards-contradict", "{award} for one army and {other} for the other cannot both be true at the end of the battle");

constexpr int most_of_one_award = 1000;

int claimed_count(const VictoryInput& side, const std::string& award_id) {
    const auto found = side.awards.find(award_id);
    return found == side.awards.end() ? 0 : found->second;
}

// What one side claims must leave room for what the other claims: shared counts and awards that exclude the opponent's.
void check_claims_agree(const VictoryTable& table, const VictoryInput& a, const VictoryInput& b) {
    for (const VictoryAward& award : table.awards) {
        const int in_a = claimed_count(a, award.id), in_b = claimed_count(b, award.id);
        if (award.both_sides_max && in_a + in_b > *award.both_sides_max)
            throw Error(message(award_over_both_sides_max)
                            .with("award", award.name)
                            .with("a", IntegerValue{in_a})
                            .with("b", IntegerValue{in_b})
                            .with("max", IntegerValue{*award.both_sides_max})
                            .with("source", VerbatimValue{award.source}));
        for (const std::string& other : award.opponent_excludes) {
            const LocalisedName other_name = table.award(other) ? table.award(other)->name : LocalisedName{other, {}};
            if ((in_a > 0 && claimed_count(b, other) > 0) || (in_b > 0 && claimed_count(a, other) > 0))
                throw Error(message(awards_contradict_across_sides).with("award", award.name).with("other", other_name));
        }
    }
}

std::string points_text(double value) {
    const bool whole = std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15;
    // Not printf: a French desktop's locale writes a decimal comma.
    return whole ? fmt::format("{:.0f}", value) : fmt::format("{:g}", value);
}

// The decimals that show a value as Muster's points do: none when whole, else one or two.
int fewest_decimals(double value) {
    if (value == std::floor(value)) return 0;
    return value * 10 == std::floor(value * 10) ? 1 : 2;
}

void check_points(double value, const MessageText& out_of_range, const Message& side) {
    if (!std::isfinite(value) || value < 0 || value > most_points)
        throw Error(message(out_of_range)
                        .with("side", nested(side))
                        .with("most", VerbatimValue{points_text(most_points)})
                        .with("value", VerbatimValue{points_text(value)}));
}

VictoryScore score_side(const VictoryTable& table, const VictoryInput& input, const Message& side) {
    check_points(input.surviving_points,
                 MUSTER_MESSAGE("victory.surviving-out-of-range", "the surviving points of {side} must be a number from 0 to {most}; {value} is not"), side);
    check_points(input.rallied_points,
                 MUSTER_MESSAGE("victory.rallied-out-of-range", "the rallied points of {side} must be a number from 0 to {most}; {value} is not"), side);
    VictoryScore score;
    auto add_line = [&score](Message label, double points) {
        score.lines.emplace_back(render_message(label, Language::english), points);
        score.line_messages.push_back(std::move(label));
    };
    add_line(message(MUSTER_MESSAGE("victory.line.surviving", "Surviving troops")), input.surviving_points);
    if (input.rallied_points > 0)
        add_line(message(MUSTER_MESSAGE("victory.line.rallied", "Troops rallied in the last turn (× {factor})"))
                     .with("factor", DecimalValue{table.rallied_factor, fewest_decimals(table.rallied_factor)}),
                 input.rallied_points * table.rallied_factor);
    for (const auto& [id, count] : input.awards) {
        const VictoryAward* award = table.award(id);
        if (!award) {
            std::string known;
            for (const VictoryAward& a : table.awards) known += (known.empty() ? "" : ", ") + a.id;
            throw Error(message(MUSTER_MESSAGE("victory.no-such-award", "the victory rules have no award '{award}'; they know {known}"))
                            .with("award", VerbatimValue{printable_text(id, false)})
                            .with("known", VerbatimValue{known}));
        }
        if (count < 0 || count > most_of_one_award)
            throw Error(message(MUSTER_MESSAGE("victory.award-count-out-of-range",
                                               "the count of '{award}' for {side} must be a whole number from 0 to {most}; {count} is not"))
                            .with("award", VerbatimValue{id})
                            .with("side", nested(side))
                            .with("most", VerbatimValue{std::to_string(most_of_one_award)})
                            .with("count", VerbatimValue{std::to_string(count)}));
        if (count == 0) continue;
        if (award->max_count && count > *award->max_count)
            throw Error(message(award_over_max)
                            .with("award", award->name)
                            .with("count", IntegerValue{count})
                            .with("max", IntegerValue{*award->max_count})
                            .with("source", VerbatimValue{award->source}));
        for (const std::string& other : award->excludes)
            if (const auto found = input.awards.find(other); found != input.awards.end() && found->second > 0)
                throw Error(message(awards_exclusive)
                                .with("award", award->name)
                                .with("other", table.award(other) ? table.award(other)->name : LocalisedName{other, {}})
                                .with("source", VerbatimValue{award->source}));
        add_line(message(MUSTER_MESSAGE("victory.line.award", "{award} × {count}")).with("award", award->name).with("count", IntegerValue{count}),
                 award->value * count);
    }
    for (const auto& [label, value] : score.lines) score.total += value;
    return score;
}

}  // namespace

VictoryResult score_battle(const VictoryTable& table, const VictoryInput& a, const VictoryInput& b) {
    VictoryResult result;
    result.a = score_side(table, a, message(MUSTER_MESSAGE("victory.side-a", "army A")));
    result.b = score_side(table, b, message(MUSTER_MESSAGE("victory.side-b", "army B")));
    check_claims_agree(table, a, b);
    const double high = std::max(result.a.total, result.b.total);
    const double difference = std::fabs(result.a.total - result.b.total);
    const double percent = high > 0 ? 100.0 * difference / high : 0.0;
    result.draw = percent <= table.draw_margin_percent + 1e-9;
    result.a_wins = !result.draw && result.a.total > result.b.total;
    Message explained = result.draw
                            ? message(MUSTER_MESSAGE("victory.explanation-draw", "{a} vs {b}: the difference is {percent} of {high}, within {margin} — a draw"))
                            : message(MUSTER_MESSAGE("victory.explanation-win", "{a} vs {b}: the difference is {percent} of {high}, over {margin} — a win"));
    explained.with("a", DecimalValue{result.a.total, fewest_decimals(result.a.total)})
        .with("b", DecimalValue{result.b.total, fewest_decimals(result.b.total)})
        .with("percent", PercentValue{percent / 100.0, 1})
        .with("high", DecimalValue{high, fewest_decimals(high)})
        .with("margin", PercentValue{table.draw_margin_percent / 100.0, fewest_decimals(table.draw_margin_percent)});
    result.reading = table.margin_reading;
    result.sources = table.margin_sources;
    result.explanation = render_message(explained, Language::english);
    result.explanation_message = std::move(explained);
    return result;
}

namespace {

const DataFileKind victory_points_file{"victory-points", "victory.wrong-root", true,
                                       MUSTER_MESSAGE("victory.wrong-root", "expected <victory-points>, found <{found}>")};

void read_victory_table(const XmlSource& source, ElementReader& top, VictoryTable& table, Report& report) {
    table.game_systems = top.words("systems");
    table.draw_margin_percent = top.required_number("draw-margin-percent", 0, 100).value_or(10);
    table.margin_reading = top.localised("reading");
    table.margin_sources = top.text("sources");
    table.rallied_factor = top.number("rallied-factor", 0, 1).value_or(0.5);
    for (pugi::xml_node node : top.node().children("award")) {
        ElementReader r(source, node, report);
        VictoryAward award{r.required_text("id"),
                           r.required_localised("name"),
                           r.required_number("value", -1e6, 1e6).value_or(0),
                           r.localised("note").set(Language::english, node.text().get()),
                           r.integer("max", 0, 1000000),
                           r.words("excludes"),
                           r.text("source"),
                           r.integer("both-sides-max", 0, 1000000),
                           r.words("excludes-for-opponent")};
        if (table.award(award.id))
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("victory.duplicate-award", "award id '{id}' is used twice")).with("id", VerbatimValue{award.id}));
        table.awards.push_back(award);
    }
}

}  // namespace

std::optional<VictoryTable> load_victory_table(const std::filesystem::path& file, Report& report) {
    return load_data_file<VictoryTable>(file, victory_points_file, report, read_victory_table);
}

const VictoryTable* victory_table_for(const std::string& game_system) {
    const VictoryTable& table = bundled<VictoryTable>();
    if (game_system.empty()) return &table;
    for (const std::string& system : table.game_systems)
        if (system == game_system) return &table;
    return nullptr;
}

}  // namespace muster
