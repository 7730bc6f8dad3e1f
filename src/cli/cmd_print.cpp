// muster-cli print …: rosters, siege plans and reference cards as PDF.
#include <iostream>

#include "cli_context.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/util/error.hpp"

namespace muster::cli {

namespace {

struct PrintCommandOptions {
    std::string input, out, paper = "a4", language = "en", layout = "a4", date;
    bool group_units = false;
};

PrintOptions options_from(const PrintCommandOptions& o) {
    PrintOptions options;
    options.paper = paper_from_name(o.paper);
    options.language = language_from_name(o.language);
    if (o.layout == "a5x2") options.card_layout = CardLayout::a5_twice;
    else if (o.layout != "a4" && o.layout != "page") throw Error("card layout '" + o.layout + "' is not known; use a4 or a5x2");
    options.date = o.date;
    options.group_identical_units = o.group_units;
    return options;
}

void report_done(CliContext& context, const std::string& out, const PrintResult& result) {
    if (context.json) print_json({{"file", out}, {"pages", result.pages}, {"font_size", result.font_size}});
    else std::cout << "wrote " << out << " (" << result.pages << " page" << (result.pages == 1 ? "" : "s") << ")\n";
}

void add_common(CLI::App* command, PrintCommandOptions& o) {
    command->add_option("-o,--out", o.out, "PDF file to write")->required();
    command->add_option("--page", o.paper, "Paper: a4 or letter");
    command->add_option("--lang", o.language, "Headings in: en or fr");
    command->add_option("--date", o.date, "Date printed in the header (default: today)");
}

void setup(CLI::App& app, CliContext& context) {
    static PrintCommandOptions o;
    CLI::App* print = app.add_subcommand("print", "Print rosters, siege plans and reference cards to PDF");
    print->require_subcommand(1);

    CLI::App* roster = print->add_subcommand("roster", "The roster sheet to hand your opponent");
    roster->add_option("roster", o.input, "Roster file")->required();
    roster->add_flag("--group-units", o.group_units, "Print identical units (same unit and options) as one line: \"6 × Billmen\"");
    add_common(roster, o);
    roster->callback([&context] {
        context.check_output(o.out, {o.input});
        Report report;
        const std::optional<Roster> r = load_roster(o.input, report);
        if (!r) throw Error("cannot read " + o.input + ":\n" + format_human(report));
        report_done(context, o.out, print_roster(*r, context.library(), options_from(o), o.out));
    });

    CLI::App* siege = print->add_subcommand("siege", "The siege plan sheet");
    siege->add_option("plan", o.input, "Siege plan file")->required();
    add_common(siege, o);
    siege->callback([&context] {
        Report report;
        const std::optional<SiegePlan> plan = load_siege_plan(o.input, report);
        if (!plan) throw Error("cannot read " + o.input + ":\n" + format_human(report));
        context.check_output(o.out, {o.input, attached_roster_path(o.input, plan->attacker_roster),
                                     attached_roster_path(o.input, plan->defender_roster)});
        const SiegeVerdict verdict = evaluate_siege_with_rosters(*plan, o.input, bundled_siege_kit(), context.library());
        report_done(context, o.out, print_siege_plan(*plan, verdict, bundled_siege_kit(), options_from(o), o.out));
    });

    CLI::App* card = print->add_subcommand("card", "A quick-reference card from templates/cards");
    card->add_option("card", o.input, "Card id (see 'print cards')")->required();
    card->add_option("--layout", o.layout, "a4 (one page) or a5x2 (two A5 cards on a landscape A4 sheet)");
    add_common(card, o);
    card->callback([&context] {
        context.check_output(o.out);  // the card templates are among the data every command reads
        report_done(context, o.out, print_card(o.input, context.library(), options_from(o), o.out));
    });

    print->add_subcommand("cards", "List the card templates")->callback([&context] {
        const auto cards = card_templates();
        if (context.json) {
            nlohmann::json out = nlohmann::json::array();
            for (const auto& c : cards) out.push_back({{"id", c.id}, {"name", c.title.en}, {"name_fr", c.title.fr}});
            print_json(out);
            return;
        }
        for (const auto& c : cards) std::cout << c.id << "  " << c.title.both() << "\n";
    });
}

const CommandRegistration registration(70, &setup);

}  // namespace

}  // namespace muster::cli
