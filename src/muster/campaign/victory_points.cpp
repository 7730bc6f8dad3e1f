#include "muster/campaign/victory_points.hpp"

#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

const VictoryAward* VictoryTable::award(const std::string& award_id) const {
    for (const VictoryAward& a : awards)
        if (a.id == award_id) return &a;
    return nullptr;
}

namespace {

constexpr MessageText award_over_max =
    MUSTER_MESSAGE("victory.award-over-max", "{award} is scored {count} times; at most {max} by one side ({source})");
constexpr MessageText awards_exclusive =
    MUSTER_MESSAGE("victory.awards-exclusive", "{award} and {other} cannot be scored together ({source})");

VictoryScore score_side(const VictoryTable& table, const VictoryInput& input) {
    VictoryScore score;
    score.lines.emplace_back("Surviving troops", input.surviving_points);
    if (input.rallied_points > 0)
        score.lines.emplace_back("Troops rallied in the last turn (× " + format_points(table.rallied_factor) + ")",
                                 input.rallied_points * table.rallied_factor);
    for (const auto& [id, count] : input.awards) {
        const VictoryAward* award = table.award(id);
        if (!award) throw Error("the victory rules have no award '" + id + "'");
        if (count < 0) throw Error("the count of '" + id + "' cannot be negative");
        if (count == 0) continue;
        if (award->max_count && count > *award->max_count)
            throw Error(render_message(message(award_over_max)
                                           .with("award", award->name)
                                           .with("count", IntegerValue{count})
                                           .with("max", IntegerValue{*award->max_count})
                                           .with("source", VerbatimValue{award->source}),
                                       Language::english));
        for (const std::string& other : award->excludes)
            if (const auto found = input.awards.find(other); found != input.awards.end() && found->second > 0)
                throw Error(render_message(message(awards_exclusive)
                                               .with("award", award->name)
                                               .with("other", table.award(other) ? table.award(other)->name : LocalisedName{other, ""})
                                               .with("source", VerbatimValue{award->source}),
                                           Language::english));
        score.lines.emplace_back(award->name.en + " × " + std::to_string(count), award->value * count);
    }
    for (const auto& [label, value] : score.lines) score.total += value;
    return score;
}

}  // namespace

VictoryResult score_battle(const VictoryTable& table, const VictoryInput& a, const VictoryInput& b) {
    if (a.surviving_points < 0 || b.surviving_points < 0 || a.rallied_points < 0 || b.rallied_points < 0)
        throw Error("troop points cannot be negative");
    VictoryResult result;
    result.a = score_side(table, a);
    result.b = score_side(table, b);
    const double high = std::max(result.a.total, result.b.total);
    const double difference = std::fabs(result.a.total - result.b.total);
    const double percent = high > 0 ? 100.0 * difference / high : 0.0;
    result.draw = percent <= table.draw_margin_percent + 1e-9;
    result.a_wins = !result.draw && result.a.total > result.b.total;
    result.explanation = format_points(result.a.total) + " vs " + format_points(result.b.total) + ": the difference is " +
                         format_percent(percent) + " % of " + format_points(high) + ", " +
                         (result.draw ? "within " : "over ") + format_points(table.draw_margin_percent) + " % — " +
                         (result.draw ? "a draw" : "a win") +
                         (table.margin_reading.empty() ? "" : " (reading: " + table.margin_reading + ")");
    return result;
}

std::optional<VictoryTable> load_victory_table(const std::filesystem::path& file, Report& report) {
    const std::size_t errors_before = report.count(Severity::error);
    const XmlSource source = XmlSource::load_file(file, report);
    if (!source.ok()) return std::nullopt;
    const pugi::xml_node root = source.root();
    if (std::string(root.name()) != "victory-points") {
        report.error_at(source.location_of(root), "victory.wrong-root",
                        std::string("expected <victory-points>, found <") + root.name() + ">");
        return std::nullopt;
    }
    ElementReader top(source, root, report);
    VictoryTable table;
    table.id = top.required_text("id");
    table.revision = top.required_integer("revision", 1).value_or(0);
    table.name = {top.required_text("name"), top.text("name-fr")};
    table.draw_margin_percent = top.required_number("draw-margin-percent", 0, 100).value_or(10);
    table.margin_reading = top.text("reading");
    table.rallied_factor = top.number("rallied-factor", 0, 1).value_or(0.5);
    for (pugi::xml_node node : root.children("award")) {
        ElementReader r(source, node, report);
        VictoryAward award{r.required_text("id"), {r.required_text("name"), r.text("name-fr")},
                           r.required_number("value", -1e6, 1e6).value_or(0), node.text().get()};
        award.max_count = r.integer("max", 0, 1000000);
        award.excludes = r.words("excludes");
        award.source = r.text("source");
        if (table.award(award.id)) r.error("id", "list.duplicate-id", "award id '" + award.id + "' is used twice");
        table.awards.push_back(award);
    }
    if (report.count(Severity::error) > errors_before) return std::nullopt;
    return table;
}

const VictoryTable& bundled_victory_table() {
    static const VictoryTable table = [] {
        Report report;
        auto loaded = load_victory_table(lists_folder() / "warhammer-fantasy-3" / "victory-points.xml", report);
        if (!loaded) throw Error("the bundled victory rules cannot be read:\n" + format_human(report));
        return *loaded;
    }();
    return table;
}

}  // namespace muster
