// Reference cards laid out from templates/cards/*.xml: tables, special rules and text pulled
// from the list data; the type shrinks until the card fits its page.
#include <algorithm>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/print/headings.hpp"
#include "muster/print/page_flow.hpp"
#include "muster/print/printing.hpp"
#include "muster/print/sheet_geometry.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/util/suggest.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

namespace fs = std::filesystem;

const ReferenceTable* find_table(const GameSystem* system, const SiegeKit* kit, const std::vector<ReferenceTable>& more,
                                 const std::string& id) {
    for (const ReferenceTable& t : more)
        if (t.id == id) return &t;
    if (system)
        if (const ReferenceTable* t = system->table(id)) return t;
    if (kit)
        if (const ReferenceTable* t = kit->table(id)) return t;
    return nullptr;
}

// Lays the card's blocks out once; with draw off it only tells whether they fit.
void lay_out(PageFlow& flow, const XmlSource& source, const GameSystem* system, const SiegeKit* kit,
             const std::vector<ReferenceTable>& more, Language lang) {
    const pugi::xml_node root = source.root();
    const bool french = lang == Language::french;
    auto localised = [&](pugi::xml_node node) {
        const std::string fr = node.attribute("name-fr").value();
        return french && !fr.empty() ? fr : std::string(node.attribute("name").value());
    };
    flow.heading(localised(root), 1);
    for (pugi::xml_node block : root.children()) {
        const std::string kind = block.name();
        if (kind == "heading") {
            flow.heading(localised(block), 2);
        } else if (kind == "table") {
            const std::string id = block.attribute("ref").value();
            const ReferenceTable* table = find_table(system, kit, more, id);
            if (!table) throw Error(to_string(source.location_of(block, "ref")) + ": the card's data has no table '" + id + "'");
            flow.heading(table->title.in(lang), 3);
            std::vector<TableColumn> columns;
            for (const LocalisedName& column : table->columns) columns.push_back({column.in(lang), 0, false});  // sized to fit
            flow.table(columns, table->rows, 0.95);
            if (!table->note.empty()) flow.paragraph(table->note, "", 0.85, 0.3);
        } else if (kind == "special-rules") {
            if (!system) throw Error(to_string(source.location_of(block)) + ": <special-rules> needs a card with a game system source");
            const std::vector<std::string> only = split_words(block.attribute("ids").value());
            std::vector<const SpecialRule*> rules;
            for (const SpecialRule& rule : system->special_rules)
                if (only.empty() || std::find(only.begin(), only.end(), rule.id) != only.end()) rules.push_back(&rule);
            std::sort(rules.begin(), rules.end(), [&](auto* a, auto* b) { return a->name.in(lang) < b->name.in(lang); });
            for (const SpecialRule* rule : rules)
                flow.paragraph(french && !rule->text_fr.empty() ? rule->text_fr : rule->text, rule->name.in(lang) + ":", 0.95);
        } else if (kind == "siege-items") {
            if (!kit) throw Error(to_string(source.location_of(block)) + ": <siege-items> needs a card with a siege kit source");
            const Headings h(lang);
            const bool attacker = std::string(block.attribute("side").value()) != "defender";
            std::vector<std::vector<std::string>> rows;
            for (const SiegeItem& item : kit->items) {
                if ((item.side == SiegeSide::attacker) != attacker) continue;
                std::string build = item.build_em > 0 ? format_points(item.build_em) + " " + h["em"] + " / " +
                                                            format_points(item.batch) + " " + item.quantity_unit
                                                      : "—";
                if (item.min_months) build += ", ≥ " + std::to_string(item.min_months) + " " + h["months"];
                std::string price = format_points(item.points) + " " + h["pts"];
                if (item.price_per == PricePer::length) price += " / " + format_points(item.price_step) + " " + item.quantity_unit;
                else if (item.price_per == PricePer::fortification_length) price += " / " + format_points(item.price_step) + " cm";
                else price += " / " + item.quantity_unit;
                const std::string limit = limit_text(item);
                const std::string profile = profile_text(item);
                rows.push_back({item.name.in(lang),
                                (profile.empty() ? "" : profile + "; ") + h[item.counts_toward_break_point ? "in-break-point" : "not-in-break-point"],
                                build, price, limit.empty() ? "—" : limit, item.note});
            }
            flow.table({{h["item"], 1.5}, {h["profile"], 2.0}, {h["build-time"], 1.5}, {h["pts"], 1.3}, {h["limit"], 1.4}, {h["effect"], 4.2}},
                       rows, 0.9);
        } else if (kind == "text") {
            std::string text = block.child_value("en");
            if (french && block.child("fr")) text = block.child_value("fr");
            if (!localised(block).empty()) flow.heading(localised(block), 3);
            flow.paragraph(text, "", 0.95);
        } else if (kind == "source") {
            continue;
        } else if (block.type() == pugi::node_element) {
            throw Error(to_string(source.location_of(block)) + ": <" + kind +
                        "> is not a card block; expected <heading>, <table>, <special-rules>, <siege-items> or <text>");
        }
    }
}

}  // namespace

std::vector<CardTemplateInfo> card_templates() {
    std::vector<CardTemplateInfo> cards;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(data_folder() / "templates" / "cards", ec)) {
        if (entry.path().extension() != ".xml") continue;
        Report report;
        const XmlSource source = XmlSource::load_file(entry.path(), report);
        if (!source.ok()) continue;
        cards.push_back({source.root().attribute("id").value(),
                         {source.root().attribute("name").value(), source.root().attribute("name-fr").value()}, entry.path()});
    }
    std::sort(cards.begin(), cards.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    return cards;
}

namespace {

// Prints a card from its parsed template: the sources it names, then the type shrunk until it fits.
PrintResult print_card_source(const XmlSource& source, Report& report, const ListLibrary& lists, const PrintOptions& options,
                              const fs::path& pdf) {
    if (!source.ok()) throw Error("the card template is broken:\n" + format_human(report));
    const std::string card_id = source.root().attribute("id").value();
    const LocalisedName title{source.root().attribute("name").value(), source.root().attribute("name-fr").value()};
    const pugi::xml_node from = source.root().child("source");
    const GameSystem* system = nullptr;
    const SiegeKit* kit = nullptr;
    if (from.attribute("system")) {
        system = lists.system(from.attribute("system").value());
        if (!system) throw Error(to_string(source.location_of(from, "system")) + ": game system '" +
                                 from.attribute("system").value() + "' is not installed");
    }
    if (from.attribute("kit")) kit = &bundled_siege_kit();
    std::vector<ReferenceTable> more;  // tables of any other data file under lists/
    if (from.attribute("tables")) {
        const fs::path data = lists_folder() / from.attribute("tables").value();
        const XmlSource tables = XmlSource::load_file(data, report);
        if (!tables.ok()) throw Error("the card's data cannot be read:\n" + format_human(report));
        for (pugi::xml_node t : tables.root().child("tables").children("table")) more.push_back(read_reference_table(tables, t, report));
        if (report.has_errors()) throw Error("the card's data has errors:\n" + format_human(report));
    }

    const bool two_a5 = options.card_layout == CardLayout::a5_twice;
    const std::vector<PageFlow::Frame> frames = two_a5 ? a5_twice_frames() : full_page_frame(options.paper);
    const PaperSize paper = two_a5 ? PaperSize::a4 : options.paper;
    PdfDocument measure("measure");  // measuring needs the fonts, not pages
    for (double size = 9.0; size >= 5.0; size -= 0.25) {
        PageFlow trial(measure, paper, two_a5, frames, false, false, size);
        lay_out(trial, source, system, kit, more, options.language);
        if (trial.overflowed()) continue;
        PdfDocument doc(title.in(options.language));
        PageFlow flow(doc, paper, two_a5, frames, false, true, size);
        lay_out(flow, source, system, kit, more, options.language);
        doc.save(pdf);
        return {flow.pages(), size};
    }
    throw Error("the card '" + card_id + "' does not fit its page even at 5 pt; split it into two templates");
}

}  // namespace

PrintResult print_card(const std::string& card_id, const ListLibrary& lists, const PrintOptions& options, const fs::path& pdf) {
    const std::vector<CardTemplateInfo> cards = card_templates();
    const auto found = std::find_if(cards.begin(), cards.end(), [&](const CardTemplateInfo& c) { return c.id == card_id; });
    if (found == cards.end()) {
        std::vector<std::string> ids;
        for (const auto& c : cards) ids.push_back(c.id);
        const auto close = near_matches(card_id, ids);
        throw Error("no card template '" + card_id + "'" + (close.empty() ? "" : " (did you mean '" + close.front() + "'?)") +
                    "; 'muster-cli print cards' lists them");
    }
    Report report;
    const XmlSource source = XmlSource::load_file(found->file, report);
    return print_card_source(source, report, lists, options, pdf);
}

PrintResult print_card_text(std::string text, const std::string& display_name, const ListLibrary& lists,
                            const PrintOptions& options, const fs::path& pdf) {
    Report report;
    const XmlSource source = XmlSource::from_text(std::move(text), display_name, report);
    return print_card_source(source, report, lists, options, pdf);
}

}  // namespace muster
