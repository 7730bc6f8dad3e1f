// muster-cli validate ROSTER...: the verdict on each roster, with a summary line.
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli_context.hpp"
#include "help_text.hpp"
#include "muster/report/report_json.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/text/render.hpp"

namespace muster::cli {

namespace {

struct ValidateOptions {
    std::vector<std::string> files;
    bool siege_side = false;
};

void run(CliContext& context, const ValidateOptions& options) {
    int legal = 0, illegal = 0, unreadable = 0;
    nlohmann::json results = nlohmann::json::array();
    for (const std::string& file : options.files) {
        Report read_report;
        std::optional<Roster> roster = load_roster(file, read_report);
        if (!roster) {
            ++unreadable;
            if (context.json)
                results.push_back({{"file", file}, {"readable", false}, {"legal", false}, {"messages", muster::to_json(read_report, context.language())}});
            else std::cerr << format_human(read_report, context.language());
            continue;
        }
        ValidationContext validation;
        validation.siege_side = options.siege_side;
        const RosterVerdict verdict = validate_roster(*roster, context.library_for(roster->faction_id), validation);
        (verdict.legal ? legal : illegal) += 1;
        if (context.json) {
            nlohmann::json result = verdict_to_json(verdict, &*roster, context.language());
            result["file"] = file;
            result["name"] = roster->name;
            result["readable"] = true;
            results.push_back(std::move(result));
        } else {
            std::cout << format_verdict(*roster, verdict, file, context.language());
        }
    }
    const nlohmann::json summary = {{"rosters", options.files.size()}, {"legal", legal}, {"illegal", illegal}, {"unreadable", unreadable}};
    if (context.json) {
        print_json({{"results", results}, {"summary", summary}});
    } else if (options.files.size() > 1) {
        // Each count agrees with its own noun: "1 roster", "0 conforme", "2 non conformes".
        const auto counted = [](MessageText text, long long count) { return nested(message(text).counting("count", count)); };
        constexpr MessageText summary_line = MUSTER_MESSAGE("validate.summary", "{rosters}: {legal}, {illegal}, {unreadable}");
        Message said = message(summary_line);
        said.with("rosters",
                  counted(MUSTER_MESSAGE_PLURAL("validate.summary.rosters", "{count} roster", "{count} rosters"), static_cast<long long>(options.files.size())))
            .with("legal", counted(MUSTER_MESSAGE_PLURAL("validate.summary.legal", "{count} legal", "{count} legal"), legal))
            .with("illegal", counted(MUSTER_MESSAGE_PLURAL("validate.summary.illegal", "{count} not legal", "{count} not legal"), illegal))
            .with("unreadable", counted(MUSTER_MESSAGE_PLURAL("validate.summary.unreadable", "{count} unreadable", "{count} unreadable"), unreadable));
        std::cout << "\n" << render_message(said, context.language()) << "\n";
    }
    context.exit_code = unreadable ? exit_unreadable : illegal ? exit_illegal : exit_ok;
}

Message describe_validate_command() {
    return message(MUSTER_MESSAGE("cli.help.validate", "Check rosters against their lists (exit 0 all legal, 1 some not legal, 2 some unreadable)"));
}

void setup_validate_command(CLI::App& command_app, CliContext& context) {
    static ValidateOptions options;
    CLI::App* command = &command_app;
    command->add_option("rosters", options.files, help_text(MUSTER_MESSAGE("cli.help.validate.rosters", "Roster files (.roster.xml)")))->required();
    command->add_flag("--siege-side", options.siege_side,
                      help_text(MUSTER_MESSAGE("cli.help.validate.siege-side", "Validate as one side of a siege (siege relaxations apply)")));
    command->callback([&context] { run(context, options); });
}

const CommandRegistration validate_command(30, "validate", &describe_validate_command, &setup_validate_command);

}  // namespace

}  // namespace muster::cli
