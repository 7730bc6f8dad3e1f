#include "muster/roster/unit_clipboard.hpp"

#include <sstream>

#include <pugixml.hpp>

#include "muster/roster/roster_edit.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"

namespace muster {

namespace {
constexpr const char* root_name = "muster-units";
constexpr MessageText nothing_to_copy = MUSTER_MESSAGE("roster.copy.no-entry", "the roster has no unit or division '{id}' to copy");
constexpr MessageText cannot_paste = MUSTER_MESSAGE("roster.paste.refused", "cannot paste: {why}");
constexpr MessageText cannot_paste_from =
    MUSTER_MESSAGE("roster.paste.refused-other-list", "cannot paste: {why} (the units were copied from the '{faction}' list)");
}

std::string copy_units(const Roster& roster, const std::vector<std::string>& ids) {
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child(root_name);
    root.append_attribute("faction") = roster.faction_id.c_str();
    auto append = [&](const UnitEntry& entry) {
        pugi::xml_node unit = root.append_child("unit");
        unit.append_attribute("ref") = entry.unit_ref.c_str();
        if (!entry.label.empty()) unit.append_attribute("label") = entry.label.c_str();
        for (const std::string& option : entry.options) unit.append_child("option").append_attribute("ref") = option.c_str();
    };
    for (const std::string& id : ids) {
        if (const Division* division = roster.division(id)) {
            for (const UnitEntry& entry : division->units) append(entry);
            continue;
        }
        const auto [division, entry] = roster.find_entry(id);
        if (!entry) throw Error(message(nothing_to_copy).with("id", VerbatimValue{printable_text(id, false)}));
        append(*entry);
    }
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_indent | pugi::format_no_declaration);
    return out.str();
}

std::optional<CopiedUnits> read_copied_units(const std::string& text) {
    pugi::xml_document doc;
    if (!doc.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8)) return std::nullopt;
    const pugi::xml_node root = doc.child(root_name);
    if (!root) return std::nullopt;
    CopiedUnits copied;
    copied.faction_id = root.attribute("faction").as_string();
    for (const pugi::xml_node unit : root.children("unit")) {
        UnitEntry entry;
        entry.unit_ref = unit.attribute("ref").as_string();
        entry.label = unit.attribute("label").as_string();
        for (const pugi::xml_node option : unit.children("option")) entry.options.emplace_back(option.attribute("ref").as_string());
        if (entry.unit_ref.empty()) return std::nullopt;
        copied.units.push_back(std::move(entry));
    }
    return copied;
}

std::vector<std::string> paste_units(Roster& roster, const Faction& faction, const std::string& division_id, const CopiedUnits& copied) {
    std::vector<std::string> added;
    for (const UnitEntry& unit : copied.units) {
        std::string id;
        try {
            id = add_unit(roster, faction, division_id, unit.unit_ref, unit.options);
        } catch (const Error& e) {
            const MessageValue why = e.meaning() ? MessageValue{nested(*e.meaning())} : MessageValue{VerbatimValue{e.what()}};
            if (copied.faction_id == faction.id || copied.faction_id.empty()) throw Error(message(cannot_paste).with("why", why));
            throw Error(message(cannot_paste_from).with("why", why).with("faction", VerbatimValue{printable_text(copied.faction_id, false)}));
        }
        roster.find_entry(id).second->label = unit.label;
        added.push_back(id);
    }
    return added;
}

}  // namespace muster
