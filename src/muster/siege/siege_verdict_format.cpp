// The siege verdict as JSON and as the human report muster-cli prints.
#include <algorithm>
#include <cstdio>

#include "muster/report/report_json.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_verdict.hpp"

namespace muster {

namespace {

nlohmann::json lines_json(const std::vector<SiegePurchaseLine>& lines) {
    nlohmann::json out = nlohmann::json::array();
    for (const SiegePurchaseLine& line : lines)
        out.push_back({{"item", line.item_id},
                       {"name", line.item ? line.item->name.en : line.item_id},
                       {"quantity", line.quantity},
                       {"unit", line.item ? line.item->quantity_unit : ""},
                       {"batches", line.cost.batches},
                       {"engineer_months", line.cost.engineer_months},
                       {"points", line.cost.points},
                       {"pricing", line.cost.pricing}});
    return out;
}

std::string pad(std::string text, std::size_t width) {
    std::size_t length = 0;  // code points, so accents do not break the columns
    for (unsigned char c : text) length += (c & 0xC0) != 0x80;
    if (length < width) text.append(width - length, ' ');
    return text;
}

std::string purchases_text(const char* title, const std::vector<SiegePurchaseLine>& lines) {
    std::string out = std::string(title) + ":\n";
    if (lines.empty()) return out + "  (nothing)\n";
    for (const SiegePurchaseLine& line : lines) {
        const std::string name = line.item ? line.item->name.both() : line.item_id + " (unknown)";
        const std::string quantity = format_points(line.quantity) + " " + (line.item ? line.item->quantity_unit : "");
        out += "  " + pad(name, 40) + pad(quantity, 16);
        if (line.cost.engineer_months > 0) out += pad(format_points(line.cost.engineer_months) + " EM", 8);
        else out += pad("", 8);
        out += pad(format_points(line.cost.points) + " pts", 10) + "  " + line.cost.pricing + "\n";
    }
    return out;
}

}  // namespace

nlohmann::json siege_verdict_to_json(const SiegeVerdict& v, Language language) {
    nlohmann::json j;
    j["legal"] = v.legal;
    j["months"] = v.months;
    j["engineers"] = {{"free", v.free_engineers}, {"extra", v.extra_engineers}, {"total", v.engineers},
                      {"extra_points", v.extra_engineer_points}};
    j["engineer_months"] = {{"used", v.em_used}, {"available", v.em_available}};
    j["attacker"] = {{"points", v.attacker_points}, {"siege_points", v.attacker_siege_points},
                     {"troop_points", v.attacker_troop_points}, {"break_point_change", v.break_point_change},
                     {"purchases", lines_json(v.attacker_lines)}};
    j["defender"] = {{"points", v.defender_points}, {"defence_points", v.defender_defence_points},
                     {"troop_points", v.defender_troop_points}, {"purchases", lines_json(v.defender_lines)}};
    nlohmann::json sections = nlohmann::json::array();
    for (const SectionLine& s : v.sections)
        sections.push_back({{"id", s.id}, {"kind", s.kind}, {"length_cm", s.length_cm}, {"structure", s.structure},
                            {"bonus", s.bonus}, {"rolled", s.rolled}});
    j["fortifications"] = {{"length_cm", v.fortifications.length_cm}, {"sections", sections}};
    nlohmann::json builds = nlohmann::json::array();
    for (const ScheduledBuild& b : v.schedule.builds())
        builds.push_back({{"item", b.job.item_id}, {"label", b.job.label}, {"engineer", b.engineer},
                          {"start_month", b.start_month}, {"end_month", b.end_month()}});
    nlohmann::json unplaced = nlohmann::json::array();
    for (const std::string& label : v.schedule.unplaced_labels()) unplaced.push_back(label);
    j["schedule"] = {{"complete", v.schedule.complete()}, {"builds", builds}, {"unplaced", unplaced},
                     {"grid", v.schedule.grid()}};
    j["messages"] = to_json(v.report, language);
    return j;
}

std::string format_siege_verdict(const SiegePlan& plan, const SiegeVerdict& v, Language language) {
    std::string out = (plan.name.empty() ? std::string("Siege plan") : plan.name) + ": " +
                      (v.legal ? "the plan holds" : "THE PLAN DOES NOT HOLD") + "\n\n";
    out += "Duration: " + (v.months > 0 ? std::to_string(v.months) + " months" : std::string("not set"));
    if (plan.duration.rolled) {
        out += " (rolled, seed " + std::to_string(plan.duration.seed) + ", dice";
        for (int die : plan.duration.dice) out += " " + std::to_string(die);
        out += ")";
    }
    out += "\nEngineers: " + std::to_string(v.engineers) + " (" + std::to_string(v.free_engineers) + " free, " +
           std::to_string(v.extra_engineers) + " bought for " + format_points(v.extra_engineer_points) + " pts)\n";
    out += "Engineer-months: " + format_points(v.em_used) + " used of " + format_points(v.em_available) + "\n";
    out += "Attacker: " + format_points(v.attacker_points) + " pts; siege works and engines " +
           format_points(v.attacker_siege_points) + " pts, extra engineers " + format_points(v.extra_engineer_points) + " pts; " +
           format_points(v.attacker_troop_points) + " pts left for troops; break point " +
           (v.break_point_change >= 0 ? "+" : "") + std::to_string(v.break_point_change) + "\n";
    out += "Defender: " + format_points(v.defender_points) + " pts; defences " + format_points(v.defender_defence_points) +
           " pts; " + format_points(v.defender_troop_points) + " pts left for troops\n\n";
    out += purchases_text("Attacker's siege works and engines", v.attacker_lines);
    out += purchases_text("Defender's defences", v.defender_lines);
    if (!v.sections.empty()) {
        out += "Fortifications (" + format_points(v.fortifications.length_cm) + " cm):\n";
        for (const SectionLine& s : v.sections) {
            out += "  " + pad(s.id, 5) + pad(s.name.en.empty() ? s.kind : s.name.en, 16) + pad(format_points(s.length_cm) + " cm", 10) +
                   std::to_string(s.structure) + " structure point" + (s.structure == 1 ? "" : "s");
            if (s.bonus) out += " (+" + std::to_string(s.bonus) + " barricade)";
            if (s.rolled) out += " (rolled)";
            out += "\n";
        }
    }
    if (v.engineers > 0 && v.months > 0 && !v.schedule.runs.empty()) {
        const auto grid = v.schedule.grid();
        std::size_t width = 8;
        for (const auto& row : grid)
            for (const auto& cell : row) width = std::max(width, cell.size() + 2);
        width = std::min<std::size_t>(width, 34);
        out += "\nSchedule (months × engineers):\n  " + pad("Month", 7);
        for (int e = 1; e <= v.engineers; ++e) out += pad("Engineer " + std::to_string(e), width);
        out += "\n";
        for (std::size_t m = 0; m < grid.size(); ++m) {
            out += "  " + pad(std::to_string(m + 1), 7);
            for (const std::string& cell : grid[m]) out += pad(cell.empty() ? "·" : cell.substr(0, width - 2), width);
            out += "\n";
        }
    }
    if (!v.schedule.complete()) {
        std::string unplaced;
        for (const std::string& label : v.schedule.unplaced_labels()) unplaced += (unplaced.empty() ? "" : ", ") + label;
        out += "  Not placed (no engineer had the months): " + unplaced + "\n";
    }
    if (!v.report.empty()) out += "\n";
    // An attached roster's findings name its file.
    for (const Diagnostic& d : v.report.diagnostics()) out += "  " + format_human(d, language);
    return out;
}

}  // namespace muster
