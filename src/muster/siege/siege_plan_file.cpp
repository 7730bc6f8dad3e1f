#include <map>
#include <set>
#include <sstream>

#include "muster/siege/siege_plan.hpp"
#include "muster/util/atomic_file.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/xml/data_file.hpp"

namespace muster {

namespace {

std::string quantity_attribute(double value) {
    std::ostringstream out;
    out.precision(12);
    out << value;
    return out.str();
}

void read_purchases(const XmlSource& source, pugi::xml_node side, std::vector<SiegePurchase>& out, Report& report) {
    std::map<std::string, int> line_of_item;  // a second line of one item would escape its limit: refused
    for (pugi::xml_node buy : side.children("buy")) {
        ElementReader r(source, buy, report);
        SiegePurchase purchase;
        purchase.item_id = r.required_name("item");
        purchase.quantity = r.required_number("quantity", 0, max_siege_quantity).value_or(0);
        if (!purchase.item_id.empty()) {
            const auto [first, inserted] = line_of_item.emplace(purchase.item_id, r.where().line);
            if (!inserted)
                r.error("item", "siege.duplicate-buy", {})
                    .says(message(MUSTER_MESSAGE("siege.duplicate-buy",
                                                 "'{item}' is already bought on line {line}: give each item one <buy> with its whole quantity"))
                              .with("item", VerbatimValue{purchase.item_id})
                              .with("line", IntegerValue{first->second}));
        }
        out.push_back(purchase);
    }
}

const DataFileKind siege_plan_file{"siege-plan", "siege.wrong-root", false,
                                   MUSTER_MESSAGE("siege.wrong-root", "this is not a siege plan: expected <siege-plan>, found <{found}>")};

void read_plan(const XmlSource& source, ElementReader& top, SiegePlan& plan, Report& report) {
    const pugi::xml_node root = top.node();
    plan.format = top.integer("format", 1).value_or(1);
    if (plan.format > siege_plan_format_version) {
        top.error("format", "siege.newer-format", {})
            .says(message(MUSTER_MESSAGE("siege.newer-format", "this siege plan was written by a newer Muster (format {format}; this one reads up to {known})"))
                      .with("format", VerbatimValue{std::to_string(plan.format)})
                      .with("known", VerbatimValue{std::to_string(siege_plan_format_version)}));
        return;
    }
    plan.name = top.name("name");
    plan.kit_id = top.required_name("kit");
    plan.kit_revision = top.integer("kit-revision", 0).value_or(0);
    plan.notes = root.child("notes").text().get();

    if (pugi::xml_node defender = root.child("defender")) {
        ElementReader r(source, defender, report);
        plan.defender_points = r.required_number("points", 0, max_army_points).value_or(0);
        plan.defender_roster = r.path("roster");
        read_purchases(source, defender, plan.defender_purchases, report);
    } else {
        top.error(nullptr, "xml.missing-element", {})
            .says(message(MUSTER_MESSAGE("siege.missing-defender", "<siege-plan> needs a <defender points=\"…\"> element")));
    }
    if (pugi::xml_node attacker = root.child("attacker")) {
        ElementReader r(source, attacker, report);
        plan.attacker_points = r.number("points", 0, max_army_points);
        plan.extra_engineers = r.integer("extra-engineers", 0, max_extra_engineers).value_or(0);
        plan.attacker_roster = r.path("roster");
        plan.gunpowder_override = r.text("gunpowder-override");
        read_purchases(source, attacker, plan.attacker_purchases, report);
    }
    if (pugi::xml_node duration = root.child("duration")) {
        ElementReader r(source, duration, report);
        plan.duration.months = r.required_integer("months", 0, max_siege_months).value_or(0);
        plan.months_agreement = r.text("agreement");
        plan.duration.rolled = r.flag("rolled", false);
        plan.duration.seed = static_cast<std::uint32_t>(r.integer("seed", 0, 2147483647).value_or(0));
        for (const std::string& die : r.words("dice")) {
            if (die.size() != 1 || die[0] < '1' || die[0] > '6') {
                r.error("dice", "siege.bad-dice", {})
                    .says(message(MUSTER_MESSAGE("siege.bad-dice", "dice=\"{dice}\" must list D6 results from 1 to 6"))
                              .with("dice", VerbatimValue{r.text("dice")}));
                break;
            }
            plan.duration.dice.push_back(die[0] - '0');
        }
    }
    std::set<std::string> ids;
    for (pugi::xml_node section : root.child("fortifications").children("section")) {
        ElementReader r(source, section, report);
        FortificationSection s;
        s.id = r.required_name("id");
        if (!s.id.empty() && !ids.insert(s.id).second)
            r.error("id", "siege.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("siege.duplicate-id", "section id '{id}' is used twice")).with("id", VerbatimValue{s.id}));
        s.kind = r.choice("kind", {"wall", "tower", "barbican", "gate"}, "wall");
        if (!section.attribute("kind"))
            r.error(nullptr, "xml.missing-attribute", {})
                .says(message(MUSTER_MESSAGE("siege.section-missing-kind", "<section> needs kind=\"wall|tower|barbican|gate\"")));
        s.length_cm = r.required_number("length-cm", 0, max_section_cm).value_or(0);
        s.structure = r.required_integer("structure", -100, 1000).value_or(0);
        s.rolled = r.flag("rolled", false);
        s.seed = static_cast<std::uint32_t>(r.integer("seed", 0, 2147483647).value_or(0));
        plan.sections.push_back(s);
    }
}

void write_purchases(pugi::xml_node side, const std::vector<SiegePurchase>& purchases) {
    for (const SiegePurchase& p : purchases) {
        pugi::xml_node buy = side.append_child("buy");
        buy.append_attribute("item") = p.item_id.c_str();
        buy.append_attribute("quantity") = quantity_attribute(p.quantity).c_str();
    }
}

}  // namespace

std::optional<SiegePlan> parse_siege_plan(std::string text, const std::string& display_name, Report& report) {
    return parse_data_file<SiegePlan>(std::move(text), display_name, siege_plan_file, report, read_plan);
}

std::optional<SiegePlan> load_siege_plan(const std::filesystem::path& file, Report& report) {
    return load_data_file<SiegePlan>(file, siege_plan_file, report, read_plan);
}

std::string siege_plan_to_xml(const SiegePlan& plan) {
    pugi::xml_document document;
    pugi::xml_node declaration = document.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    pugi::xml_node root = document.append_child("siege-plan");
    root.append_attribute("format") = plan.format;
    root.append_attribute("name") = plan.name.c_str();
    root.append_attribute("kit") = plan.kit_id.c_str();
    root.append_attribute("kit-revision") = plan.kit_revision;
    if (!plan.notes.empty()) root.append_child("notes").text() = plan.notes.c_str();
    pugi::xml_node duration = root.append_child("duration");
    duration.append_attribute("months") = plan.duration.months;
    if (!plan.months_agreement.empty()) duration.append_attribute("agreement") = plan.months_agreement.c_str();
    if (plan.duration.rolled) {
        duration.append_attribute("rolled") = "true";
        duration.append_attribute("seed") = static_cast<unsigned long long>(plan.duration.seed);
        std::string dice;
        for (int die : plan.duration.dice) dice += (dice.empty() ? "" : " ") + std::to_string(die);
        duration.append_attribute("dice") = dice.c_str();
    }
    pugi::xml_node attacker = root.append_child("attacker");
    if (plan.attacker_points) attacker.append_attribute("points") = quantity_attribute(*plan.attacker_points).c_str();
    attacker.append_attribute("extra-engineers") = plan.extra_engineers;
    if (!plan.attacker_roster.empty()) attacker.append_attribute("roster") = plan.attacker_roster.c_str();
    if (!plan.gunpowder_override.empty()) attacker.append_attribute("gunpowder-override") = plan.gunpowder_override.c_str();
    write_purchases(attacker, plan.attacker_purchases);
    pugi::xml_node defender = root.append_child("defender");
    defender.append_attribute("points") = quantity_attribute(plan.defender_points).c_str();
    if (!plan.defender_roster.empty()) defender.append_attribute("roster") = plan.defender_roster.c_str();
    write_purchases(defender, plan.defender_purchases);
    pugi::xml_node fortifications = root.append_child("fortifications");
    for (const FortificationSection& s : plan.sections) {
        pugi::xml_node section = fortifications.append_child("section");
        section.append_attribute("id") = s.id.c_str();
        section.append_attribute("kind") = s.kind.c_str();
        section.append_attribute("length-cm") = quantity_attribute(s.length_cm).c_str();
        section.append_attribute("structure") = s.structure;
        if (s.rolled) {
            section.append_attribute("rolled") = "true";
            section.append_attribute("seed") = static_cast<unsigned long long>(s.seed);
        }
    }
    std::ostringstream out;
    document.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

void save_siege_plan(const SiegePlan& plan, const std::filesystem::path& file) { write_file_atomically(file, siege_plan_to_xml(plan)); }

}  // namespace muster
