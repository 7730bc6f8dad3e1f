// Reference decks laid out from templates/cards/*.xml: one card per topic, tables, special rules
// and text pulled from the list data, each section kept whole on a card.
#include <algorithm>
#include <map>
#include <set>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/print/card_sheet.hpp"
#include "muster/print/headings.hpp"
#include "muster/print/print_refusals.hpp"
#include "muster/print/printing.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/util/suggest.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/xml/data_file.hpp"
#include "muster/lists/rule_effect.hpp"

namespace muster {

namespace {

namespace fs = std::filesystem;

// A card template that cannot be read: what is wrong in it, where.
Error broken_template(const Report& report) {
    return Error(
        message(MUSTER_MESSAGE("card.template-broken", "the card template is broken:\n{findings}")).with("findings", nested(findings_message(report))));
}

// Where a card's tables, rules and items come from.
struct CardSources {
    const GameSystem* system = nullptr;
    const SiegeKit* kit = nullptr;
    std::vector<ReferenceTable> more;  ///< tables of any other data file under lists/
};

const ReferenceTable* find_table(const CardSources& from, const std::string& id) {
    for (const ReferenceTable& t : from.more)
        if (t.id == id) return &t;
    if (from.system)
        if (const ReferenceTable* t = from.system->table(id)) return t;
    if (from.kit)
        if (const ReferenceTable* t = from.kit->table(id)) return t;
    return nullptr;
}

CardSources sources_of(const XmlSource& source, pugi::xml_node from, const ListLibrary& lists, Report& report) {
    CardSources sources;
    if (from.attribute("system")) {
        sources.system = lists.system(from.attribute("system").value());
        if (!sources.system)
            throw Error(message(MUSTER_MESSAGE("card.system-missing", "{where}: game system '{system}' is not installed"))
                            .with("where", VerbatimValue{to_string(source.location_of(from, "system"))})
                            .with("system", VerbatimValue{from.attribute("system").value()}));
    }
    if (from.attribute("kit")) sources.kit = &siege_kit_named(from.attribute("kit").value());
    if (from.attribute("tables")) {
        const fs::path data = lists_folder() / from.attribute("tables").value();
        const XmlSource tables = XmlSource::load_file(data, report);
        if (!tables.ok())
            throw Error(message(MUSTER_MESSAGE("card.data-unreadable", "the card's data cannot be read:\n{findings}"))
                            .with("findings", nested(findings_message(report))));
        for (pugi::xml_node t : tables.root().child("tables").children("table")) sources.more.push_back(read_reference_table(tables, t, report));
        if (report.has_errors())
            throw Error(
                message(MUSTER_MESSAGE("card.data-errors", "the card's data has errors:\n{findings}")).with("findings", nested(findings_message(report))));
    }
    return sources;
}

// A deck's or card's title: its name, and each name-<code> attribute as the title in that language.
LocalisedName title_of(pugi::xml_node node) { return localised_attribute(node, "name"); }

std::string localised(pugi::xml_node node, Language lang) { return title_of(node).in(lang); }

// The language a <wording> or <translation> is in; throws when it names none.
std::string language_of(const XmlSource& source, pugi::xml_node node) {
    const std::string code = node.attribute("lang").value();
    if (code.empty())
        throw Error(message(MUSTER_MESSAGE("card.no-language", "{where}: <{element}> needs a lang attribute naming its language, such as lang=\"de\""))
                        .with("where", VerbatimValue{to_string(source.location_of(node))})
                        .with("element", VerbatimValue{node.name()}));
    return code;
}

using Lay = std::function<void(PageFlow&)>;

// A block's part of a card: laid out whole, or, when it has a start (a table's title, header and
// first row), begun on the card it reaches and run on to the next.
struct Section {
    Lay lay;
    Lay start;
};

// A deck's words in the language asked: each <say en="…">…</say> of its <wording lang="code">
// groups, keyed by the English text of the list data (a table cell or note, a siege item's note,
// unit or profile) it stands for. Wordings in other languages are left for those languages, but
// the places of the source behind a text (a group's sources) hold in every language.
struct Wording {
    std::map<std::string, std::string> words;    ///< English text → its words in the language asked
    std::map<std::string, std::string> sources;  ///< English text → the places of the source behind it
};

Wording wording_of(const XmlSource& source, pugi::xml_node root, Language lang) {
    Wording wording;
    const std::string code = language_code(lang);
    auto read = [&](pugi::xml_node holder) {
        for (pugi::xml_node group : holder.children("wording")) {
            const bool asked = language_of(source, group) == code;
            for (pugi::xml_node say : group.children("say")) {
                add_source_places(wording.sources[say.attribute("en").value()], group.attribute("sources").value());
                if (asked && !wording.words.emplace(say.attribute("en").value(), say.text().get()).second)
                    throw Error(message(MUSTER_MESSAGE("card.wording-twice", "{where}: the wording of '{text}' for language {language} is given twice"))
                                    .with("where", VerbatimValue{to_string(source.location_of(say, "en"))})
                                    .with("text", VerbatimValue{say.attribute("en").value()})
                                    .with("language", VerbatimValue{code}));
            }
        }
    };
    read(root);
    for (pugi::xml_node card : root.children("card")) read(card);
    return wording;
}

// The text in the deck's language: its wording when the deck gives one, else the text itself.
std::string said(const Wording& wording, const std::string& text) {
    const auto found = wording.words.find(text);
    return found == wording.words.end() ? text : found->second;
}

// Printed --sources: "Sources: 002:343-392; 002:604", in grey after the text it stands behind.
std::string sources_line(const std::string& sources, Language lang) {
    if (sources.empty()) return {};
    return render_message(message(MUSTER_MESSAGE("card.sources", "Sources: {sources}")).with("sources", VerbatimValue{sources}), lang);
}

// The sections of one card block: each is kept whole on a card.
std::vector<Section> sections_of(pugi::xml_node block, const XmlSource& source, const CardSources& from, Language lang, const Wording& words,
                                 bool with_sources) {
    const std::string kind = block.name();
    std::vector<Section> sections;
    if (kind == "table") {
        const std::string id = block.attribute("ref").value();
        const ReferenceTable* table = find_table(from, id);
        if (!table)
            throw Error(message(MUSTER_MESSAGE("card.no-table", "{where}: the card's data has no table '{table}'"))
                            .with("where", VerbatimValue{to_string(source.location_of(block, "ref"))})
                            .with("table", VerbatimValue{id}));
        ReferenceTable shown = *table;
        std::string places = shown.sources;  // the table's, then its wording's
        for (auto& row : shown.rows)
            for (std::string& cell : row) {
                if (const auto found = words.sources.find(cell); found != words.sources.end()) add_source_places(places, found->second);
                cell = said(words, cell);
            }
        if (const auto found = words.sources.find(shown.note); found != words.sources.end()) add_source_places(places, found->second);
        shown.note = said(words, shown.note);
        const std::string behind = with_sources ? sources_line(places, lang) : std::string();
        auto lay_rows = [shown, behind, lang](PageFlow& flow, std::size_t rows) {
            flow.heading(shown.title.in(lang), 3);
            std::vector<TableColumn> columns;
            for (const LocalisedName& column : shown.columns) columns.push_back({column.in(lang), 0, false});  // sized to fit
            const bool whole = rows >= shown.rows.size();
            // The note, and the sources behind the table, stay with its last row.
            auto after = [&shown, &behind](PageFlow& f) {
                if (!shown.note.empty()) f.paragraph(shown.note, "", 1.0, note_ink);
                if (!behind.empty()) f.paragraph(behind, "", 0.85, aside_ink);
            };
            const double with_last_row = whole && (!shown.note.empty() || !behind.empty()) ? flow.height_of(after) : 0.0;
            flow.table(columns, shown.rows, 1.0, shown.title.in(lang), with_last_row, rows);
            if (!whole) return;
            after(flow);
            if (!shown.note.empty() || !behind.empty()) flow.space(flow.base_size() * 0.6);  // the next heading never touches the note
        };
        sections.push_back({[lay_rows](PageFlow& flow) { lay_rows(flow, std::size_t(-1)); }, [lay_rows](PageFlow& flow) { lay_rows(flow, 1); }});
    } else if (kind == "special-rules") {
        if (!from.system)
            throw Error(message(MUSTER_MESSAGE("card.special-rules-source", "{where}: <special-rules> needs a card with a game system source"))
                            .with("where", VerbatimValue{to_string(source.location_of(block))}));
        const std::vector<std::string> only = split_words(block.attribute("ids").value());
        std::vector<const SpecialRule*> rules;
        for (const SpecialRule& rule : from.system->special_rules)
            if (only.empty() || std::find(only.begin(), only.end(), rule.id) != only.end()) rules.push_back(&rule);
        std::sort(rules.begin(), rules.end(), [&](auto* a, auto* b) { return a->name.in(lang) < b->name.in(lang); });
        const std::string colon = Headings(lang)["colon"];
        for (const SpecialRule* rule : rules) {
            const std::string lead = rule->name.in(lang) + colon;
            sections.push_back({[rule, lead, lang](PageFlow& flow) { flow.paragraph(effect_in(*rule, lang), lead); }, {}});
        }
    } else if (kind == "siege-items") {
        if (!from.kit)
            throw Error(message(MUSTER_MESSAGE("card.siege-items-source", "{where}: <siege-items> needs a card with a siege kit source"))
                            .with("where", VerbatimValue{to_string(source.location_of(block))}));
        const Headings h(lang);
        const bool attacker = std::string(block.attribute("side").value()) != "defender";
        for (const SiegeItem& item : from.kit->items) {
            if ((item.side == SiegeSide::attacker) != attacker) continue;
            // "30 stands" / "30 socles" where the kit names its unit in both numbers; the deck's own wording otherwise.
            const std::string batch =
                item.unit_one.en.empty() ? written_number(item.batch, lang) + " " + said(words, item.quantity_unit) : quantity_text(item, item.batch, lang);
            std::string build = item.build_em > 0 ? written_number(item.build_em, lang) + " " + h["em"] + " / " + batch : "—";
            if (item.min_months) build += ", ≥ " + std::to_string(item.min_months) + " " + h["months"];
            std::string price = written_number(item.points, lang) + " " + h["pts"];
            if (item.price_per == PricePer::length) price += " / " + written_number(item.price_step, lang) + " " + said(words, item.quantity_unit);
            else if (item.price_per == PricePer::fortification_length) price += " / " + written_number(item.price_step, lang) + " cm";
            else price += " / " + said(words, item.quantity_unit);
            const std::string limit = said(words, limit_text(item));
            const std::string profile = said(words, profile_text(item));
            const std::string prerequisite = prerequisite_text(item, lang);  // the bombard's condition (000:263-274)
            std::string facts = price + " · " + h["build-time"] + " " + build + (limit.empty() ? "" : " · " + h["limit"] + " " + limit) +
                                (prerequisite.empty() ? "" : " · " + prerequisite) + " · " + (profile.empty() ? "" : profile + h["semicolon"] + " ") +
                                h[item.counts_toward_break_point ? "in-break-point" : "not-in-break-point"];
            const std::string name = item.name.in(lang) + h["colon"];
            const std::string note = said(words, item.note.en);
            std::string places;  // the wording's sources behind the item's texts
            for (const std::string& text : {item.note.en, item.quantity_unit, limit_text(item), profile_text(item)})
                if (const auto found = words.sources.find(text); found != words.sources.end()) add_source_places(places, found->second);
            const std::string behind = with_sources ? sources_line(places, lang) : std::string();
            sections.push_back({[name, facts, note, behind](PageFlow& flow) {
                                    flow.paragraph(facts, name);
                                    if (!note.empty()) flow.paragraph(note, "", 1.0, note_ink);
                                    if (!behind.empty()) flow.paragraph(behind, "", 0.85, aside_ink);
                                    flow.space(2);
                                },
                                {}});
        }
    } else if (kind == "text") {
        // <en>English</en> then <translation lang="code">…</translation>, at most one per language.
        std::string text = block.child_value("en");
        const std::string code = language_code(lang);
        std::set<std::string> translated;
        for (pugi::xml_node part : block.children()) {
            if (part.type() != pugi::node_element || std::string(part.name()) == "en") continue;
            if (std::string(part.name()) != "translation")
                throw Error(message(MUSTER_MESSAGE("card.not-text-part",
                                                   "{where}: <{element}> is not part of a <text>; "
                                                   "expected <en> then <translation lang=\"…\">"))
                                .with("where", VerbatimValue{to_string(source.location_of(part))})
                                .with("element", VerbatimValue{part.name()}));
            const std::string language = language_of(source, part);
            if (!translated.insert(language).second)
                throw Error(message(MUSTER_MESSAGE("card.translation-twice", "{where}: the <text> has a second translation for language {language}"))
                                .with("where", VerbatimValue{to_string(source.location_of(part, "lang"))})
                                .with("language", VerbatimValue{language}));
            if (language == code) text = part.child_value();
        }
        const std::string title = localised(block, lang);
        // Printed --sources, the places of the source behind the text follow it, in grey; never inside it.
        const std::string behind = with_sources ? sources_line(block.attribute("sources").value(), lang) : std::string();
        // A text runs on from the foot of one card to the next once its title and first lines fit.
        sections.push_back({[text, title, behind](PageFlow& flow) {
                                if (!title.empty()) flow.heading(title, 3);
                                flow.paragraph(text, "", 1.0, 0.0, true);
                                if (!behind.empty()) flow.paragraph(behind, "", 0.85, aside_ink);
                                flow.space(flow.base_size() * 0.6);  // the next heading never touches the text
                            },
                            [title](PageFlow& flow) {
                                if (!title.empty()) flow.heading(title, 3);
                                flow.space(flow.base_size() * 1.3 * 3);  // and three lines of it
                            }});
    } else if (kind == "heading") {
        const std::string title = localised(block, lang);
        sections.push_back({[title](PageFlow& flow) { flow.heading(title, 3); }, {}});
    } else if (block.type() == pugi::node_element && kind != "source" && kind != "wording") {
        throw Error(message(MUSTER_MESSAGE("card.not-block",
                                           "{where}: <{element}> is not a card block; expected <heading>, <table>, "
                                           "<special-rules>, <siege-items>, <text> or <wording lang=\"…\">"))
                        .with("where", VerbatimValue{to_string(source.location_of(block))})
                        .with("element", VerbatimValue{kind}));
    }
    return sections;
}

// The cards of a template: the <card> children of a <deck>, or a lone <card> root.
std::vector<pugi::xml_node> cards_of(pugi::xml_node root) {
    std::vector<pugi::xml_node> cards;
    if (std::string(root.name()) == "card") cards.push_back(root);
    else
        for (pugi::xml_node card : root.children("card")) cards.push_back(card);
    return cards;
}

// True when the source is a card template: a <deck> of cards, or a lone <card>; otherwise reported.
bool is_card_template(const XmlSource& source, Report& report) {
    static const DataFileKind deck_file{"deck", "card.wrong-root", false,
                                        MUSTER_MESSAGE("card.wrong-root", "<{found}> is not a card template; expected <deck> or <card>")};
    return (source.ok() && std::string(source.root().name()) == "card") || has_root(source, deck_file, report);
}

// Lays out the chosen cards of a deck (all when only is empty).
void lay_out(CardSheet& sheet, const XmlSource& source, const ListLibrary& lists, Report& report, const std::string& only, Language lang, bool with_sources) {
    const pugi::xml_node root = source.root();
    const Headings h(lang);
    const CardSources deck_sources = sources_of(source, root.child("source"), lists, report);
    const Wording words = wording_of(source, root, lang);
    for (pugi::xml_node card : cards_of(root)) {
        if (!only.empty() && only != card.attribute("id").value()) continue;
        const CardSources own = card != root && card.child("source") ? sources_of(source, card.child("source"), lists, report) : CardSources{};
        const CardSources& from = card != root && card.child("source") ? own : deck_sources;
        LocalisedName source_page = localised_attribute(card, "source-page");
        if (source_page.en.empty()) source_page = localised_attribute(root, "source-page");
        const std::string page = source_page.in(lang);
        CardFace face{localised(root, lang), localised(card, lang), h["language-name"]};
        if (card == root) face.system = from.system ? from.system->name.in(lang) : std::string("Muster");
        if (!page.empty()) face.footer += " · " + h["source"] + " " + page;
        sheet.begin(face);
        // A <heading> opens the section after it, so it never ends a card alone.
        std::vector<Section> pending;
        for (pugi::xml_node block : card.children()) {
            if (block.type() != pugi::node_element) continue;
            std::vector<Section> sections = sections_of(block, source, from, lang, words, with_sources);
            if (std::string(block.name()) == "heading") {
                pending.insert(pending.end(), sections.begin(), sections.end());
                continue;
            }
            for (Section& section : sections) {
                if (!pending.empty()) {
                    std::vector<Section> headings = std::move(pending);
                    pending.clear();
                    auto after_headings = [headings](const Lay& then) -> Lay {
                        if (!then) return {};
                        return [headings, then](PageFlow& flow) {
                            for (const Section& s : headings) s.lay(flow);
                            then(flow);
                        };
                    };
                    section = {after_headings(section.lay), after_headings(section.start)};
                }
                sheet.section(section.lay, section.start);
            }
        }
        for (const Section& s : pending) sheet.section(s.lay);
    }
}

std::vector<CardTopicInfo> topics_of(pugi::xml_node root) {
    std::vector<CardTopicInfo> topics;
    for (pugi::xml_node card : cards_of(root)) topics.push_back({card.attribute("id").value(), title_of(card)});
    return topics;
}

// Prints a deck, or one card of it, from its parsed template.
PrintResult print_card_source(const XmlSource& source, Report& report, const std::string& only, const ListLibrary& lists, const PrintOptions& options,
                              const fs::path& pdf) {
    if (!is_card_template(source, report)) throw broken_template(report);
    const LocalisedName title = title_of(source.root());
    if (cards_of(source.root()).empty())
        throw Error(message(MUSTER_MESSAGE("card.no-card", "{where}: the deck has no <card>"))
                        .with("where", VerbatimValue{to_string(source.location_of(source.root()))}));
    PdfDocument doc(title.in(options.language));
    CardSheet sheet(doc, options, true);
    lay_out(sheet, source, lists, report, only, options.language, options.with_sources);
    doc.save(pdf);
    return {sheet.pages(), sheet.body_size(), sheet.cards()};
}

}  // namespace

std::vector<CardTemplateInfo> card_templates_in(const fs::path& folder, Report& report) {
    std::vector<CardTemplateInfo> cards;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        if (entry.path().extension() != ".xml") continue;
        const XmlSource source = XmlSource::load_file(entry.path(), report);
        if (!is_card_template(source, report)) continue;
        cards.push_back({source.root().attribute("id").value(), title_of(source.root()), entry.path(), topics_of(source.root())});
    }
    std::sort(cards.begin(), cards.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    return cards;
}

std::vector<CardTemplateInfo> card_templates() {
    Report report;
    std::vector<CardTemplateInfo> cards = card_templates_in(data_folder() / "templates" / "cards", report);
    if (report.has_errors()) throw broken_template(report);
    return cards;
}

PrintResult print_card(const std::string& card_id, const ListLibrary& lists, const PrintOptions& options, const fs::path& pdf) {
    const std::vector<CardTemplateInfo> decks = card_templates();
    std::vector<std::string> ids;
    for (const CardTemplateInfo& deck : decks) {
        const bool whole = deck.id == card_id;
        const bool one = std::any_of(deck.cards.begin(), deck.cards.end(), [&](const CardTopicInfo& c) { return c.id == card_id; });
        if (whole || one) {
            Report report;
            const XmlSource source = XmlSource::load_file(deck.file, report);
            return print_card_source(source, report, whole ? std::string() : card_id, lists, options, pdf);
        }
        ids.push_back(deck.id);
        for (const CardTopicInfo& c : deck.cards) ids.push_back(c.id);
    }
    const auto close = near_matches(card_id, ids);
    const VerbatimValue typed{printable_text(card_id, false)};
    if (close.empty())
        throw Error(message(MUSTER_MESSAGE("card.no-template", "no card template '{card}'; 'muster-cli print cards' lists them")).with("card", typed));
    throw Error(message(MUSTER_MESSAGE("card.no-template-near", "no card template '{card}' (did you mean '{near}'?); 'muster-cli print cards' lists them"))
                    .with("card", typed)
                    .with("near", VerbatimValue{close.front()}));
}

PrintResult print_card_text(std::string text, const std::string& display_name, const ListLibrary& lists, const PrintOptions& options, const fs::path& pdf) {
    Report report;
    const XmlSource source = XmlSource::from_text(std::move(text), display_name, report);
    return print_card_source(source, report, "", lists, options, pdf);
}

}  // namespace muster
