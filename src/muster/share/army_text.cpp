#include "muster/share/army_text.hpp"

#include "muster/report/diagnostic_text.hpp"
#include "muster/roster/break_point.hpp"
#include "muster/text/numbers.hpp"
#include "muster/text/render.hpp"

namespace muster {

const MessageText share_list_revision = MUSTER_MESSAGE("share.list-revision", "list revision {revision}");
const MessageText share_commander = MUSTER_MESSAGE("roster.show.commander", "commander-in-chief");
const MessageText share_general = MUSTER_MESSAGE("roster.show.general", "general");
const MessageText share_unnamed = MUSTER_MESSAGE("roster.verdict.unnamed", "(unnamed army)");

namespace {

constexpr MessageText share_legal_word = MUSTER_MESSAGE("roster.verdict.legal", "LEGAL");
constexpr MessageText share_illegal_word = MUSTER_MESSAGE("roster.verdict.not-legal", "NOT LEGAL");
constexpr MessageText share_breaks_at = MUSTER_MESSAGE_PLURAL("share.army-breaks", "breaks at {count} unit lost", "breaks at {count} units lost");
constexpr MessageText share_unit_line = MUSTER_MESSAGE_PLURAL("share.unit", "{count} × {unit} — {points}", "{count} × {unit} — {points} ({each} each)");
constexpr MessageText share_labelled = MUSTER_MESSAGE("share.labelled", "{unit} “{label}”");
constexpr MessageText share_leader_paid = MUSTER_MESSAGE("share.leader-paid", "{leader}, {points}");

// Units side by side in a division that read alike: one line "3 × …".
struct SharedUnits {
    const UnitEntry* first = nullptr;
    int count = 0;
    double points = 0;
};

std::vector<SharedUnits> alike_in_a_row(const Division& division, const std::vector<double>& entry_points, std::size_t& entry) {
    std::vector<SharedUnits> groups;
    for (const UnitEntry& unit : division.units) {
        const double points = entry < entry_points.size() ? entry_points[entry] : 0;
        ++entry;
        if (!groups.empty()) {
            const UnitEntry& last = *groups.back().first;
            if (last.unit_ref == unit.unit_ref && last.options == unit.options && last.label == unit.label) {
                ++groups.back().count;
                groups.back().points += points;
                continue;
            }
        }
        groups.push_back({&unit, 1, points});
    }
    return groups;
}

// "Crossbowmen + Pavises “The Watch”": the unit's name, each option's, the player's label.
std::string shared_unit_words(const UnitEntry& unit, const Faction* faction, Language language) {
    const UnitProfile* profile = faction ? faction->unit(unit.unit_ref) : nullptr;
    std::string words = profile ? profile->name.in(language) : unit.unit_ref;
    for (const std::string& option_id : unit.options) {
        const UnitOption* option = profile ? profile->option(option_id) : nullptr;
        words += " + " + (option ? option->name.in(language) : option_id);
    }
    if (!unit.label.empty())
        words = render_message(message(share_labelled).with("unit", VerbatimValue{words}).with("label", VerbatimValue{unit.label}), language);
    return words;
}

std::string shared_leader_words(const Division& division, double general_points, Language language) {
    const std::string leader = render_message(message(division.commander ? share_commander : share_general), language);
    if (general_points <= 0) return leader;
    return render_message(message(share_leader_paid).with("leader", VerbatimValue{leader}).with("points", PointsValue{general_points}), language);
}

}  // namespace

std::string army_text(const Roster& roster, const RosterVerdict& verdict, ShareFormat format, Language language) {
    const ShareMarkup markup{format};
    const Faction* faction = verdict.faction;
    std::string out = markup.title(roster.name.empty() ? render_message(message(share_unnamed), language) : roster.name);
    std::string origin = verdict.system ? verdict.system->name.in(language) + " — " : std::string();
    origin += (faction ? faction->name.in(language) : roster.faction_id) + " — " +
              render_message(message(share_list_revision).with("revision", IntegerValue{roster.list_revision}), language);
    out += markup.subtitle(origin);

    const std::optional<BreakPoint> breaks = break_point_of(roster, verdict, language);
    // The whole army's threshold, or each division's, as its game system counts them.
    auto army_broken_at = [&]() -> std::optional<int> {
        if (breaks && breaks->thresholds.size() == 1 && !breaks->thresholds.front().division) return breaks->thresholds.front().broken_at;
        return std::nullopt;
    };
    auto division_broken_at = [&](std::size_t d) -> std::optional<int> {
        if (breaks)
            for (const BreakPointThreshold& t : breaks->thresholds)
                if (t.division == d) return t.broken_at;
        return std::nullopt;
    };
    std::string standing = markup.strong(write_amount(verdict.points_used, language) + " / " + write_points(verdict.points_limit, language));
    if (const std::optional<int> broken = army_broken_at()) standing += " — " + render_message(message(share_breaks_at).counting("count", *broken), language);
    standing += " — " + markup.strong(render_message(message(verdict.legal ? share_legal_word : share_illegal_word), language));
    out += standing + "\n";
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.severity == Severity::error) out += markup.problem(diagnostic_text(d, language));

    const bool counted = verdict.divisions.size() == roster.divisions.size() && verdict.entry_points.size() == roster.unit_count();
    const bool divisions = !verdict.system || verdict.system->organisation.divisions;
    std::size_t entry = 0;
    for (std::size_t i = 0; i < roster.divisions.size(); ++i) {
        const Division& division = roster.divisions[i];
        if (divisions) {
            const double general = counted ? verdict.divisions[i].general_points : 0;
            std::string line = division.name + " — " + shared_leader_words(division, general, language) + " — " +
                               write_points(counted ? verdict.divisions[i].unit_points + general : 0, language);
            if (const std::optional<int> broken = division_broken_at(i))
                line += " — " + render_message(message(share_breaks_at).counting("count", *broken), language);
            out += markup.heading(line);
        } else {
            out += "\n";
        }
        out += markup.list_start();
        for (const SharedUnits& group : alike_in_a_row(division, verdict.entry_points, entry)) {
            Message line = message(share_unit_line);
            line.counting("count", group.count)
                .with("unit", VerbatimValue{shared_unit_words(*group.first, faction, language)})
                .with("points", PointsValue{group.points})
                .with("each", PointsValue{group.points / group.count});
            out += markup.item(render_message(line, language));
        }
        out += markup.list_end();
    }
    if (!roster.notes.empty()) out += markup.notes(roster.notes);
    return out;
}

}  // namespace muster
