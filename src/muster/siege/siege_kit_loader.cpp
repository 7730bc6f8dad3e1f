#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <set>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/data_file.hpp"

namespace muster {

namespace {

bool is_dice_or_number(const std::string& text) {
    if (text.empty()) return false;
    const auto d = text.find('D');
    const std::string count = d == std::string::npos ? text : text.substr(0, d);
    if (count.size() > (d == std::string::npos ? 6 : 2)) return false;  // up to 999,999, or 99D6: rolls stay bounded
    for (char c : count)
        if (c < '0' || c > '9') return false;
    return d == std::string::npos ? true : text.substr(d) == "D6";
}

// The lowest and highest a dice expression can give ("2D6": 2 and 12; "3": 3 and 3).
// Only for text is_dice_or_number accepts; counts are capped so no figure overflows.
std::pair<int, int> dice_range(const std::string& text) {
    const auto d = text.find('D');
    int count = 0;
    for (char c : text.substr(0, d)) count = std::min(100000, count * 10 + (c - '0'));
    if (d == std::string::npos) return {count, count};
    if (d == 0) count = 1;
    return {count, 6 * count};
}

const DataFileKind siege_kit_file{"siege-kit", "siege.wrong-root", true, MUSTER_MESSAGE("siege.kit-wrong-root", "expected <siege-kit>, found <{found}>")};

void read_kit(const XmlSource& source, ElementReader& top, SiegeKit& kit, Report& report) {
    const pugi::xml_node root = top.node();
    kit.source = root.child("source").text().get();
    kit.file = source.file();

    if (pugi::xml_node forces = root.child("forces")) {
        ElementReader r(source, forces, report);
        kit.attacker_ratio = r.required_number("attacker-ratio", 0.1, 100).value_or(1.5);
        kit.forces_reading = r.localised("reading");
    }
    if (pugi::xml_node engineers = root.child("engineers")) {
        ElementReader r(source, engineers, report);
        kit.engineer_free_per_points = r.required_number("free-per-points", 1, 1e9).value_or(1000);
        kit.engineer_free_rounding = r.choice("free-rounding", {Rounding::down, Rounding::up, Rounding::nearest}, Rounding::up);
        kit.engineer_extra_cost = r.required_number("extra-cost", 0, 1e6).value_or(50);
        kit.engineers_reading = r.localised("reading");
    } else {
        top.error(nullptr, "siege.missing-element", {}).says(message(MUSTER_MESSAGE("siege.kit-needs-engineers", "<siege-kit> needs an <engineers> element")));
    }
    if (pugi::xml_node bp = root.child("break-point")) {
        ElementReader r(source, bp, report);
        kit.break_point_per_points = r.required_number("per-points", 1, 1e9).value_or(1000);
        kit.break_point_change = r.required_integer("change", -100, 100).value_or(-1);
        kit.break_point_rounding = r.choice("rounding", {Rounding::down, Rounding::up, Rounding::nearest}, Rounding::down);
        kit.break_point_reading = r.localised("reading");
    }
    if (pugi::xml_node guide = root.child("fortification-guideline")) {
        ElementReader r(source, guide, report);
        kit.guideline_min_cm_per_1000 = r.required_number("min-cm-per-1000", 0, 1e6).value_or(0);
        kit.guideline_max_cm_per_1000 = r.required_number("max-cm-per-1000", 0, 1e6).value_or(0);
        kit.guideline_reading = r.localised("reading");
    }
    for (pugi::xml_node roll : root.child("duration").children("roll")) {
        ElementReader r(source, roll, report);
        DurationRow row;
        row.from = r.required_integer("from", 1, 6).value_or(1);
        row.to = r.required_integer("to", 1, 6).value_or(1);
        row.months = r.required_text("months");
        if (!row.months.empty() && !is_dice_or_number(row.months))
            r.error("months", "siege.bad-dice", {})
                .says(message(MUSTER_MESSAGE("siege.kit-bad-months", "months=\"{months}\" must be a number or dice like D6, 2D6"))
                          .with("months", VerbatimValue{row.months}));
        kit.duration.push_back(row);
    }
    if (kit.duration.empty())
        top.error(nullptr, "siege.missing-element", {})
            .says(message(MUSTER_MESSAGE("siege.kit-needs-duration", "<siege-kit> needs a <duration> table of <roll> rows")));
    if (pugi::xml_node sections = root.child("sections")) {
        ElementReader r(source, sections, report);
        kit.section_about_cm = r.number("about-cm", 0, 1e6).value_or(0);
        kit.section_warn_above_cm = r.number("warn-above-cm", 0, 1e6).value_or(0);
        kit.sections_reading = r.localised("reading");
    }
    for (pugi::xml_node section : root.child("sections").children("section")) {
        ElementReader r(source, section, report);
        SectionKind kind;
        kind.kind = r.required_text("kind");
        kind.name = r.required_localised("name");
        kind.structure = r.required_text("structure");
        if (!kind.structure.empty() && !is_dice_or_number(kind.structure)) {
            r.error("structure", "siege.bad-dice", {})
                .says(message(MUSTER_MESSAGE("siege.kit-bad-structure", "structure=\"{structure}\" must be a number or dice like D6"))
                          .with("structure", VerbatimValue{kind.structure}));
        } else if (!kind.structure.empty()) {
            const auto [low, high] = dice_range(kind.structure);
            kind.min_structure = r.integer("min-structure", 0, 1000).value_or(low);
            kind.max_structure = r.integer("max-structure", 0, 1000);
            if (!kind.max_structure && kind.structure.find('D') != std::string::npos) kind.max_structure = high;
        }
        kind.mineable = r.flag("mineable", false);
        kit.sections.push_back(kind);
    }
    std::set<std::string> ids;
    for (pugi::xml_node node : root.child("items").children("item")) {
        ElementReader r(source, node, report);
        SiegeItem item;
        item.id = r.required_text("id");
        if (!item.id.empty() && !ids.insert(item.id).second)
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("siege.kit-duplicate-item", "item id '{id}' is used twice")).with("id", VerbatimValue{item.id}));
        item.name = r.required_localised("name");
        item.side = r.choice("side", {"attacker", "defender"}, "attacker") == "defender" ? SiegeSide::defender : SiegeSide::attacker;
        if (!node.attribute("side"))
            r.error(nullptr, "xml.missing-attribute", {})
                .says(message(MUSTER_MESSAGE("siege.kit-item-side", "<item> needs side=\"attacker\" or side=\"defender\"")));
        item.category = r.text("category");
        item.quantity_unit = r.text("quantity-unit", "item");
        item.unit_one = r.localised("quantity-unit", item.quantity_unit);
        item.unit_many = r.localised("quantity-unit-plural", item.quantity_unit);
        for (const auto& [language, one] : item.unit_one.translations)  // a plural not given is the singular
            if (!item.unit_many.translation(language)) item.unit_many.set(language, one);
        item.build_em = r.number("build-em", 0, 1000).value_or(0);
        item.batch = r.number("batch", 0.001, 1e9).value_or(1);
        item.min_months = r.integer("min-months", 0, 1000).value_or(0);
        item.points = r.required_number("points", 0, 1e6).value_or(0);
        item.price_per =
            r.choice("price-per", {PricePer::unit, PricePer::length, PricePer::gate, PricePer::wall_section, PricePer::fortification_length}, PricePer::unit);
        item.price_step = r.number("price-step", 0.001, 1e9).value_or(1);
        item.whole = r.flag("whole", item.price_per != PricePer::length);
        item.max = r.integer("max", 0, 100000);
        item.max_per = r.choice("max-per", {MaxPer::army, MaxPer::thousand_points, MaxPer::gate, MaxPer::wall_section, MaxPer::mineable_section}, MaxPer::army);
        item.max_rounding = r.choice("max-rounding", {Rounding::down, Rounding::up, Rounding::nearest}, Rounding::up);
        item.max_follows = r.name("max-follows");
        item.carried_by_types = r.words("carried-by-type");
        item.not_carried_by = r.name("not-carried-by");
        item.requires_group = r.text("requires-group");
        item.requires_capability = r.text("requires-capability");
        item.structure_bonus = r.integer("structure-bonus", 0, 100).value_or(0);
        item.counts_toward_break_point = r.flag("break-point", false);
        item.reading = r.localised("reading");
        item.note = localised_child(node, "note");
        if (pugi::xml_node profile = node.child("profile"))
            item.profile = {localised_attribute(profile, "hits"), localised_attribute(profile, "save"), localised_attribute(profile, "attacks"),
                            localised_attribute(profile, "range")};
        if (item.side == SiegeSide::attacker && item.build_em <= 0)
            r.error("build-em", "siege.no-build-time", {})
                .says(message(MUSTER_MESSAGE("siege.kit-no-build-time", "attacker item '{id}' needs build-em=\"…\" (engineer-months per batch)"))
                          .with("id", VerbatimValue{item.id}));
        kit.items.push_back(std::move(item));
    }
    std::set<std::string> table_ids;
    for (pugi::xml_node table_node : root.child("tables").children("table")) {
        ReferenceTable table = read_reference_table(source, table_node, report);
        if (!table_ids.insert(table.id).second)
            report.error_at(source.location_of(table_node, "id"), "list.duplicate-id",
                            message(MUSTER_MESSAGE("list.duplicate-table-id", "table id '{id}' is used twice")).with("id", VerbatimValue{table.id}));
        kit.tables.push_back(std::move(table));
    }
}

}  // namespace

const char* side_name(SiegeSide side) { return side == SiegeSide::attacker ? "attacker" : "defender"; }

const char* choice_word(PricePer per) {
    switch (per) {
        case PricePer::length:
            return "length";
        case PricePer::gate:
            return "gate";
        case PricePer::wall_section:
            return "wall-section";
        case PricePer::fortification_length:
            return "fortification-length";
        case PricePer::unit:
            break;
    }
    return "unit";
}

const char* choice_word(MaxPer per) {
    switch (per) {
        case MaxPer::thousand_points:
            return "1000-points";
        case MaxPer::gate:
            return "gate";
        case MaxPer::wall_section:
            return "wall-section";
        case MaxPer::mineable_section:
            return "mineable-section";
        case MaxPer::army:
            break;
    }
    return "army";
}

std::string SectionKind::structure_range() const {
    if (!max_structure) return std::to_string(min_structure) + " or more";
    if (*max_structure == min_structure) return std::to_string(min_structure);
    return std::to_string(min_structure) + " to " + std::to_string(*max_structure);
}

int SiegeKit::max_months() const {
    int most = 0;
    for (const DurationRow& row : duration)
        if (is_dice_or_number(row.months)) most = std::max(most, dice_range(row.months).second);
    return most;
}

const SiegeItem* SiegeKit::item(const std::string& item_id) const {
    for (const SiegeItem& i : items)
        if (i.id == item_id) return &i;
    return nullptr;
}

const SectionKind* SiegeKit::section(const std::string& kind) const {
    for (const SectionKind& s : sections)
        if (s.kind == kind) return &s;
    return nullptr;
}

const ReferenceTable* SiegeKit::table(const std::string& table_id) const {
    for (const ReferenceTable& t : tables)
        if (t.id == table_id) return &t;
    return nullptr;
}

std::optional<SiegeKit> parse_siege_kit(std::string text, const std::string& display_name, Report& report) {
    return parse_data_file<SiegeKit>(std::move(text), display_name, siege_kit_file, report, read_kit);
}

std::optional<SiegeKit> load_siege_kit(const std::filesystem::path& file, Report& report) {
    return load_data_file<SiegeKit>(file, siege_kit_file, report, read_kit);
}

const SiegeKit& siege_kit_named(const std::string& kit_id) {
    if (kit_id == "warmaster-medieval-siege") return bundled<SiegeKit>();
    static std::mutex guard;
    static std::map<std::string, std::unique_ptr<const SiegeKit>> loaded_kits;  // never freed: callers keep references
    const std::lock_guard<std::mutex> lock(guard);
    if (const auto found = loaded_kits.find(kit_id); found != loaded_kits.end()) return *found->second;
    const bool plain_id =
        !kit_id.empty() && std::all_of(kit_id.begin(), kit_id.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
    const std::filesystem::path file = plain_id ? find_list_file(kit_id + "/kit.xml") : std::filesystem::path{};
    if (file.empty() || !std::filesystem::is_regular_file(file))
        throw Error(message(MUSTER_MESSAGE("siege.kit-unknown", "no siege kit '{kit}' is installed")).with("kit", VerbatimValue{kit_id}));
    Report report;
    std::optional<SiegeKit> kit = load_siege_kit(file, report);
    if (!kit || kit->id != kit_id)
        throw Error(message(MUSTER_MESSAGE("siege.kit-unreadable", "the siege kit '{kit}' cannot be read:\n{report}"))
                        .with("kit", VerbatimValue{kit_id})
                        .with("report", VerbatimValue{format_human(report)}));
    return *loaded_kits.emplace(kit_id, std::make_unique<const SiegeKit>(std::move(*kit))).first->second;
}

}  // namespace muster
