// muster-cli print …: rosters, siege plans and reference cards as PDF.
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli_context.hpp"
#include "help_text.hpp"
#include "unreadable_input.hpp"
#include "wfb3_bestiaries.hpp"
#include "muster/report/report_json.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "muster/wfb3/wfb3_rules.hpp"

namespace muster::cli {

namespace {

struct PrintCommandOptions {
    std::string input, out, paper = "a4", language, layout = "page", date;
    std::vector<std::string> bestiaries;  ///< a WFB3 army's creatures of the player's own
    bool group_units = false;
    bool sources = false;  ///< --sources: the source behind each card text or finding
};

constexpr MessageText layout_help = MUSTER_MESSAGE("cli.help.print.layout",
                                                   "page (one card per page, for screens), a5x2 (two cards per landscape sheet) or a6x4 "
                                                   "(four cards per sheet), with cut marks; --page sets the sheet");

// The sheet's language: the command's own --lang, else muster-cli's (--lang before the command, or the locale).
PrintOptions options_from(const PrintCommandOptions& o, Language fallback) {
    PrintOptions options;
    options.paper = paper_from_name(o.paper);
    options.language = o.language.empty() ? fallback : language_from_name(o.language);
    options.card_layout = card_layout_from_name(o.layout);
    options.date = o.date;
    options.group_identical_units = o.group_units;
    options.with_sources = o.sources;
    return options;
}

constexpr MessageText wrote_cards = MUSTER_MESSAGE("print.wrote-cards", "wrote {file} ({cards} on {sheets})");
constexpr MessageText card_count = MUSTER_MESSAGE_PLURAL("print.cards", "{count} card", "{count} cards");
constexpr MessageText sheet_count = MUSTER_MESSAGE_PLURAL("print.sheets", "{count} sheet", "{count} sheets");
constexpr MessageText wrote_pages = MUSTER_MESSAGE_PLURAL("print.wrote-pages", "wrote {file} ({count} page)", "wrote {file} ({count} pages)");

void report_done(CliContext& context, const std::string& out, const PrintResult& result) {
    if (context.json) print_json({{"file", out}, {"pages", result.pages}, {"font_size", result.font_size}, {"cards", result.cards}});
    else if (result.cards > 0)
        std::cout << render_message(message(wrote_cards)
                                        .with("file", VerbatimValue{out})
                                        .with("cards", nested(message(card_count).counting("count", result.cards)))
                                        .with("sheets", nested(message(sheet_count).counting("count", result.pages))),
                                    context.language())
                  << "\n";
    else std::cout << render_message(message(wrote_pages).with("file", VerbatimValue{out}).counting("count", result.pages), context.language()) << "\n";
}

// The option that lets a WFB3 army be printed with the creatures of the player's own bestiaries.
void add_bestiary_option(CLI::App* command, PrintCommandOptions& o) {
    command->add_option("--bestiary", o.bestiaries,
                        help_text(MUSTER_MESSAGE("cli.help.print.bestiary", "A WFB3 bestiary file of your own with more creatures (repeatable)")));
}

// The files a WFB3 printing reads: the army and the bestiaries (never to be written over).
std::vector<std::filesystem::path> wfb3_inputs(const PrintCommandOptions& o) {
    std::vector<std::filesystem::path> inputs{o.input};
    inputs.insert(inputs.end(), o.bestiaries.begin(), o.bestiaries.end());
    return inputs;
}

bool is_wfb3_army(const std::string& file) {
    const std::string suffix = ".wfb3.xml";
    return file.size() >= suffix.size() && file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// --sources on a sheet that gives findings: the reading and the places of the source behind each, after it.
void add_findings_sources(CLI::App* command, PrintCommandOptions& o) {
    command->add_flag(
        "--sources", o.sources,
        help_text(MUSTER_MESSAGE("cli.help.print.findings-sources", "Print the reading and the places of the rules' source behind each finding, after it")));
}

void add_common(CLI::App* command, PrintCommandOptions& o) {
    command->add_option("-o,--out", o.out, help_text(MUSTER_MESSAGE("cli.help.print.out", "PDF file to write")))->required();
    command->add_option("--page", o.paper, help_text(MUSTER_MESSAGE("cli.help.print.page", "Paper: a4 or letter")));
    command->add_option("--lang", o.language,
                        help_text(message(MUSTER_MESSAGE("cli.help.print.lang", "Headings in: {languages} (default: muster-cli's --lang)"))
                                      .with("languages", VerbatimValue{spoken_language_codes()})));
    command->add_option("--date", o.date, help_text(MUSTER_MESSAGE("cli.help.print.date", "Date printed in the header (default: today)")));
}

Message describe_print_command() { return message(MUSTER_MESSAGE("cli.help.print", "Print rosters, siege plans and reference cards to PDF")); }

void setup_print_command(CLI::App& command_app, CliContext& context) {
    static PrintCommandOptions o;
    CLI::App* print = &command_app;
    print->require_subcommand(1);

    CLI::App* roster = print->add_subcommand("roster", help_text(MUSTER_MESSAGE("cli.help.print.roster", "The roster sheet to hand your opponent")));
    roster->add_option("roster", o.input, help_text(MUSTER_MESSAGE("cli.help.print.roster.roster", "Roster file")))->required();
    roster->add_flag(
        "--group-units", o.group_units,
        help_text(MUSTER_MESSAGE("cli.help.print.roster.group-units", "Print identical units (same unit and options) as one line: \"6 × Billmen\"")));
    add_common(roster, o);
    add_findings_sources(roster, o);
    roster->callback([&context] {
        context.check_output(o.out, {o.input});
        Report report;
        const std::optional<Roster> r = load_roster(o.input, report);
        if (!r) throw unreadable_input(o.input, report, context.language());
        report_done(context, o.out, print_roster(*r, context.library(), options_from(o, context.language()), o.out));
    });

    CLI::App* siege = print->add_subcommand("siege", help_text(MUSTER_MESSAGE("cli.help.print.siege", "The siege plan sheet")));
    siege->add_option("plan", o.input, help_text(MUSTER_MESSAGE("cli.help.print.siege.plan", "Siege plan file")))->required();
    add_common(siege, o);
    add_findings_sources(siege, o);
    siege->callback([&context] {
        Report report;
        const std::optional<SiegePlan> plan = load_siege_plan(o.input, report);
        if (!plan) throw unreadable_input(o.input, report, context.language());
        context.check_output(o.out, {o.input, attached_roster_path(o.input, plan->attacker_roster), attached_roster_path(o.input, plan->defender_roster)});
        const SiegeVerdict verdict = evaluate_siege_with_rosters(*plan, o.input, siege_kit_named(plan->kit_id), context.library());
        report_done(context, o.out, print_siege_plan(*plan, verdict, siege_kit_named(plan->kit_id), options_from(o, context.language()), o.out));
    });

    CLI::App* unit_cards = print->add_subcommand(
        "unit-cards",
        help_text(MUSTER_MESSAGE("cli.help.print.unit-cards", "One card per unit type of a roster (or per entry of a WFB3 army), and one per division")));
    unit_cards->add_option("roster", o.input, help_text(MUSTER_MESSAGE("cli.help.print.unit-cards.roster", "Roster file, or WFB3 army file (*.wfb3.xml)")))
        ->required();
    unit_cards->add_option("--layout", o.layout, help_text(layout_help));
    add_common(unit_cards, o);
    add_bestiary_option(unit_cards, o);
    unit_cards->callback([&context] {
        context.check_output(o.out, wfb3_inputs(o));
        if (is_wfb3_army(o.input)) {
            const wfb3::ArmyVerdict army = wfb3::evaluate_army_file(o.input, wfb3_rules_with_bestiaries(o.bestiaries, context.language()));
            report_done(context, o.out, print_wfb3_unit_cards(army, options_from(o, context.language()), o.out));
            return;
        }
        Report report;
        const std::optional<Roster> r = load_roster(o.input, report);
        if (!r) throw unreadable_input(o.input, report, context.language());
        report_done(context, o.out, print_unit_cards(*r, context.library(), options_from(o, context.language()), o.out));
    });

    CLI::App* summary = print->add_subcommand("summary", help_text(MUSTER_MESSAGE("cli.help.print.summary", "The one-page army summary for the table")));
    summary->add_option("roster", o.input, help_text(MUSTER_MESSAGE("cli.help.print.summary.roster", "Roster file, or WFB3 army file (*.wfb3.xml)")))
        ->required();
    add_common(summary, o);
    add_findings_sources(summary, o);
    add_bestiary_option(summary, o);
    summary->callback([&context] {
        context.check_output(o.out, wfb3_inputs(o));
        if (is_wfb3_army(o.input)) {
            const wfb3::ArmyVerdict army = wfb3::evaluate_army_file(o.input, wfb3_rules_with_bestiaries(o.bestiaries, context.language()));
            report_done(context, o.out, print_wfb3_army_summary(army, options_from(o, context.language()), o.out));
            return;
        }
        Report report;
        const std::optional<Roster> r = load_roster(o.input, report);
        if (!r) throw unreadable_input(o.input, report, context.language());
        report_done(context, o.out, print_army_summary(*r, context.library(), options_from(o, context.language()), o.out));
    });

    CLI::App* card =
        print->add_subcommand("card", help_text(MUSTER_MESSAGE("cli.help.print.card", "A quick-reference deck, or one card of it, from templates/cards")));
    card->add_option("card", o.input, help_text(MUSTER_MESSAGE("cli.help.print.card.card", "Deck or card id (see 'print cards')")))->required();
    card->add_option("--layout", o.layout, help_text(layout_help));
    card->add_flag("--sources", o.sources,
                   help_text(MUSTER_MESSAGE("cli.help.print.card.sources", "Print the places of the rules' source behind each text, after it")));
    add_common(card, o);
    card->callback([&context] {
        context.check_output(o.out);  // the card templates are among the data every command reads
        report_done(context, o.out, print_card(o.input, context.library(), options_from(o, context.language()), o.out));
    });

    print->add_subcommand("cards", help_text(MUSTER_MESSAGE("cli.help.print.cards", "List the decks and their cards")))->callback([&context] {
        const auto decks = card_templates();
        if (context.json) {
            // "name", then "name_<code>" for each language the template titles it in.
            nlohmann::json out = nlohmann::json::array();
            for (const auto& d : decks) {
                nlohmann::json cards = nlohmann::json::array();
                for (const auto& c : d.cards) cards.push_back(with_localised({{"id", c.id}}, "name", c.title));
                out.push_back(with_localised({{"id", d.id}, {"cards", cards}}, "name", d.title));
            }
            print_json({{"decks", out}});
            return;
        }
        for (const auto& d : decks) {
            std::cout << d.id << "  " << d.title.shown_in(context.language()) << "\n";
            for (const auto& c : d.cards) std::cout << "  " << c.id << "  " << c.title.shown_in(context.language()) << "\n";
        }
    });
}

const CommandRegistration print_command(70, "print", &describe_print_command, &setup_print_command);

}  // namespace

}  // namespace muster::cli
