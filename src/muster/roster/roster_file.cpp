#include "muster/roster/roster_file.hpp"

#include <algorithm>
#include <sstream>

#include "muster/rules/army_tally.hpp"
#include "muster/util/atomic_file.hpp"
#include "muster/util/id_set.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/xml/data_file.hpp"
#include "muster/text/numbers.hpp"

namespace muster {

namespace {

const DataFileKind roster_file{"roster", "roster.wrong-root", false,
                               MUSTER_MESSAGE("roster.wrong-root", "this is not a roster: expected <roster>, found <{found}>")};

void read_roster(const XmlSource& source, ElementReader& top, Roster& roster, Report& report) {
    const pugi::xml_node root = top.node();
    roster.format = top.integer("format", 1).value_or(1);
    if (roster.format > roster_format_version) {
        top.error("format", "roster.newer-format", {})
            .says(message(MUSTER_MESSAGE("roster.newer-format",
                                         "this roster was written by a newer Muster (format {format}; this one reads up to {known}); "
                                         "update Muster to open it"))
                      .with("format", VerbatimValue{std::to_string(roster.format)})
                      .with("known", VerbatimValue{std::to_string(roster_format_version)}));
        return;
    }
    roster.name = top.name("name");
    roster.system_id = top.required_name("system");
    roster.faction_id = top.required_name("faction");
    roster.list_revision = top.integer("list-revision", 0).value_or(0);
    roster.points_limit = top.required_number("points-limit", 0, max_army_points).value_or(0);
    roster.notes = root.child("notes").text().get();

    IdSet ids;
    auto claim = [&](ElementReader& r, const std::string& id) {
        if (!id.empty() && !ids.insert(id))
            r.error("id", "roster.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("roster.duplicate-id", "id '{id}' is used twice in this roster")).with("id", VerbatimValue{id}));
    };
    for (pugi::xml_node child : root.children()) {
        if (child.type() != pugi::node_element) continue;
        const std::string kind = child.name();
        if (kind == "notes") continue;
        ElementReader d(source, child, report);
        if (kind != "division") {
            d.error(nullptr, "roster.unexpected-element", {})
                .says(message(MUSTER_MESSAGE("roster.unexpected-in-roster", "unexpected <{element}> in <roster>; expected <division> or <notes>"))
                          .with("element", VerbatimValue{kind}));
            continue;
        }
        Division division;
        division.id = d.required_name("id");
        division.name = d.name("name");
        division.commander = d.flag("commander", false);
        claim(d, division.id);
        for (pugi::xml_node unit_node : child.children()) {
            if (unit_node.type() != pugi::node_element) continue;
            ElementReader u(source, unit_node, report);
            if (std::string(unit_node.name()) != "unit") {
                u.error(nullptr, "roster.unexpected-element", {})
                    .says(message(MUSTER_MESSAGE("roster.unexpected-in-division", "unexpected <{element}> in <division>; expected <unit>"))
                              .with("element", VerbatimValue{unit_node.name()}));
                continue;
            }
            UnitEntry entry;
            entry.id = u.required_name("id");
            entry.unit_ref = u.required_name("ref");
            entry.label = u.name("label");
            claim(u, entry.id);
            for (pugi::xml_node option : unit_node.children("option")) {
                ElementReader o(source, option, report);
                entry.options.push_back(o.required_name("ref"));
            }
            division.units.push_back(std::move(entry));
        }
        roster.divisions.push_back(std::move(division));
    }
}

std::string points_attribute(double value) {
    std::string text = write_amount(value, Language::english);  // the file's number, without grouping
    text.erase(std::remove(text.begin(), text.end(), ','), text.end());
    return text;
}

}  // namespace

std::optional<Roster> parse_roster(std::string text, const std::string& display_name, Report& report) {
    return parse_data_file<Roster>(std::move(text), display_name, roster_file, report, read_roster);
}

std::optional<Roster> load_roster(const std::filesystem::path& file, Report& report) { return load_data_file<Roster>(file, roster_file, report, read_roster); }

std::string roster_to_xml(const Roster& roster) {
    pugi::xml_document document;
    pugi::xml_node declaration = document.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    pugi::xml_node root = document.append_child("roster");
    root.append_attribute("format") = roster.format;
    root.append_attribute("name") = roster.name.c_str();
    root.append_attribute("system") = roster.system_id.c_str();
    root.append_attribute("faction") = roster.faction_id.c_str();
    root.append_attribute("list-revision") = roster.list_revision;
    root.append_attribute("points-limit") = points_attribute(roster.points_limit).c_str();
    if (!roster.notes.empty()) root.append_child("notes").text() = roster.notes.c_str();
    for (const Division& division : roster.divisions) {
        pugi::xml_node d = root.append_child("division");
        d.append_attribute("id") = division.id.c_str();
        d.append_attribute("name") = division.name.c_str();
        if (division.commander) d.append_attribute("commander") = "true";
        for (const UnitEntry& entry : division.units) {
            pugi::xml_node u = d.append_child("unit");
            u.append_attribute("id") = entry.id.c_str();
            u.append_attribute("ref") = entry.unit_ref.c_str();
            if (!entry.label.empty()) u.append_attribute("label") = entry.label.c_str();
            for (const std::string& option : entry.options) u.append_child("option").append_attribute("ref") = option.c_str();
        }
    }
    std::ostringstream out;
    document.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

void save_roster(const Roster& roster, const std::filesystem::path& file) { write_file_atomically(file, roster_to_xml(roster)); }

}  // namespace muster
