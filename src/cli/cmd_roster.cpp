// muster-cli roster …: create and edit roster files from scripts (the GUI editor's twin).
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "help_text.hpp"
#include "unreadable_input.hpp"
#include "muster/roster/army_body.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/share/army_text.hpp"
#include "muster/share/army_text_reader.hpp"
#include "muster/util/input_file.hpp"
#include "muster/text/render.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"

namespace muster::cli {

namespace {

struct RosterOptions {
    std::string file;
    std::string faction;
    std::string name;
    double points = 0;
    std::string division;
    std::vector<std::string> units;
    std::vector<std::string> options;
    std::string id;
    std::string commander;
    std::string notes;
    bool make_commander = false;
    bool force = false;
    int position = -1;
    std::string format = "text";
    std::string text_file;
};

Roster load_roster_for_edit(CliContext& context, const std::string& file) {
    context.lock_for_edit(file);  // held until the command has saved: concurrent edits take turns
    Report report;
    std::optional<Roster> roster = load_roster(file, report);
    if (!roster) throw unreadable_input(file, report, context.language(), true);
    return *roster;
}

constexpr MessageText done_created = MUSTER_MESSAGE("roster.done.created", "created {file}");
constexpr MessageText done_division = MUSTER_MESSAGE("roster.done.division-added", "added division {id}");
constexpr MessageText done_added = MUSTER_MESSAGE("roster.done.added", "added {ids}");
constexpr MessageText done_added_to = MUSTER_MESSAGE("roster.done.added-to", "added {ids} to {division}");
constexpr MessageText done_removed = MUSTER_MESSAGE("roster.done.removed", "removed {id}");
constexpr MessageText done_moved = MUSTER_MESSAGE("roster.done.moved", "moved {id} to {division}");
constexpr MessageText done_copied = MUSTER_MESSAGE("roster.done.copied", "copied {id} as {copy}");
constexpr MessageText done_set = MUSTER_MESSAGE("roster.done.set", "set {fields}");
constexpr MessageText field_points = MUSTER_MESSAGE("roster.field.points-limit", "points limit");
constexpr MessageText field_name = MUSTER_MESSAGE("roster.field.name", "name");
constexpr MessageText field_notes = MUSTER_MESSAGE("roster.field.notes", "notes");
constexpr MessageText field_commander = MUSTER_MESSAGE("roster.field.commander", "commander");
constexpr MessageText field_options = MUSTER_MESSAGE("roster.field.options-of", "options of {id}");
constexpr MessageText field_division_name = MUSTER_MESSAGE("roster.field.division-name", "name of {id}");
constexpr MessageText status_divisions = MUSTER_MESSAGE_PLURAL(
    "roster.status.divisions", "{file}: {used} / {limit}, {divisions} division, {units}, {verdict} — 'muster-cli validate {file}' for details",
    "{file}: {used} / {limit}, {divisions} divisions, {units}, {verdict} — 'muster-cli validate {file}' for details");
constexpr MessageText status_no_divisions =
    MUSTER_MESSAGE("roster.status.no-divisions", "{file}: {used} / {limit}, {units}, {verdict} — 'muster-cli validate {file}' for details");
constexpr MessageText status_units = MUSTER_MESSAGE_PLURAL("roster.status.units", "{count} unit", "{count} units");
constexpr MessageText status_legal = MUSTER_MESSAGE("roster.status.legal", "legal");
constexpr MessageText status_problems = MUSTER_MESSAGE_PLURAL("roster.status.problems", "{count} problem", "{count} problems");

// The fields a `roster set` changed, as one list in the reader's language.
std::string joined_fields(const std::vector<Message>& fields, Language language) {
    std::string joined;
    for (const Message& field : fields) joined += (joined.empty() ? "" : ", ") + render_message(field, language);
    return joined;
}

// Saves and prints where the army stands now, so a script sees each step's effect: what was done
// is given in English (the JSON's "done", which scripts read) and in the reader's language.
void save_and_report(CliContext& context, const Roster& roster, const std::string& file, const std::string& done_english, const std::string& done_read) {
    context.check_output(file);
    save_roster(roster, file);
    const RosterVerdict verdict = validate_roster(roster, context.library());
    if (context.json) {
        nlohmann::json j = verdict_to_json(verdict, &roster, context.language());
        j["file"] = file;
        j["done"] = done_english;
        print_json(j);
        return;
    }
    const Language language = context.language();
    const bool divisions = uses_divisions(roster, context.library());
    Message status = divisions ? message(status_divisions) : message(status_no_divisions);
    if (divisions) status.counting("divisions", static_cast<long long>(roster.divisions.size()));
    status.with("file", VerbatimValue{file})
        .with("used", DecimalValue{verdict.points_used, verdict.points_used == static_cast<long long>(verdict.points_used) ? 0 : 1})
        .with("limit", PointsValue{verdict.points_limit})
        .with("units", nested(message(status_units).counting("count", static_cast<long long>(roster.unit_count()))))
        .with("verdict", nested(verdict.legal ? message(status_legal)
                                              : message(status_problems).counting("count", static_cast<long long>(verdict.report.count(Severity::error)))));
    std::cout << done_read << "\n" << render_message(status, language) << "\n";
}

void save_and_report(CliContext& context, const Roster& roster, const std::string& file, const Message& done) {
    save_and_report(context, roster, file, render_message(done, Language::english), render_message(done, context.language()));
}

// A unit to add with the options attached to it.
struct UnitToAdd {
    std::string unit;
    std::vector<std::string> options;
};

// "crossbowmen:pavise,other" is a unit with its options; each -o attaches to the unit named before it.
std::vector<UnitToAdd> units_with_options(const CLI::App& command, const CLI::Option* units_option, const std::vector<std::string>& unit_texts,
                                          const CLI::Option* option_option, const std::vector<std::string>& options) {
    std::vector<UnitToAdd> units;
    std::size_t next_unit = 0, next_option = 0;
    for (const CLI::Option* parsed : command.parse_order()) {
        if (parsed == units_option && next_unit < unit_texts.size()) {
            const std::string& text = unit_texts[next_unit++];
            const auto colon = text.find(':');
            UnitToAdd unit{text.substr(0, colon), {}};
            if (colon != std::string::npos)
                for (std::string rest = text.substr(colon + 1); !rest.empty();) {
                    const auto comma = rest.find(',');
                    if (!rest.substr(0, comma).empty()) unit.options.push_back(rest.substr(0, comma));
                    rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
                }
            units.push_back(std::move(unit));
        } else if (parsed == option_option && next_option < options.size()) {
            const std::string& option = options[next_option++];
            if (units.empty())
                throw Error(message(MUSTER_MESSAGE("cli.roster.option-before-unit",
                                                   "-o {option} comes before any unit: put it right after its unit, or write UNIT:{option}"))
                                .with("option", VerbatimValue{printable_text(option, false)}));
            units.back().options.push_back(option);
        }
    }
    return units;
}

// "crossbowmen:pavise" for the first unit of the list that offers the option (how to attach it).
std::string attach_example(const Faction& faction, const std::string& option_id) {
    for (const UnitProfile& unit : faction.units)
        if (unit.option(option_id)) return unit.id + ":" + option_id;
    return "UNIT:" + option_id;
}

Message describe_roster_command() { return message(MUSTER_MESSAGE("cli.help.roster", "Create and edit roster files")); }

void setup_roster_command(CLI::App& command_app, CliContext& context) {
    static RosterOptions o;
    CLI::App* roster = &command_app;
    roster->require_subcommand(1);

    CLI::App* create = roster->add_subcommand("new", help_text(MUSTER_MESSAGE("cli.help.roster.new", "Create a roster for a faction at a points limit")));
    create->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.create.file", "Roster file to create")))->required();
    create->add_option("--faction,-f", o.faction, help_text(MUSTER_MESSAGE("cli.help.roster.create.faction", "Faction id or name")))->required();
    create->add_option("--points,-p", o.points, help_text(MUSTER_MESSAGE("cli.help.roster.create.points", "Points limit")))
        ->required()
        ->check(number_argument(0, max_army_points));
    create->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.roster.create.name", "Army name")))->transform(name_argument());
    create->add_flag("--force", o.force, help_text(MUSTER_MESSAGE("cli.help.roster.create.force", "Overwrite an existing file")));
    create->callback([&context] {
        refuse_existing_without_force(o.file, o.force);
        const Roster r = new_roster(context.faction(o.faction), o.points, o.name);
        save_and_report(context, r, o.file, message(done_created).with("file", VerbatimValue{o.file}));
    });

    CLI::App* division = roster->add_subcommand("add-division", help_text(MUSTER_MESSAGE("cli.help.roster.add-division", "Add a division")));
    division->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.division.file", "Roster file")))->required();
    division->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.roster.division.name", "Division name")))->transform(name_argument());
    division->add_flag("--commander", o.make_commander, help_text(MUSTER_MESSAGE("cli.help.roster.division.commander", "Led by the commander-in-chief")));
    division->callback([&context] {
        Roster r = load_roster_for_edit(context, o.file);
        const std::string id = add_division_if_allowed(r, context.library(), o.name, o.make_commander);
        save_and_report(context, r, o.file, message(done_division).with("id", VerbatimValue{id}));
    });

    CLI::App* add = roster->add_subcommand("add", help_text(MUSTER_MESSAGE("cli.help.roster.add", "Add units to a division")));
    add->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.add.file", "Roster file")))->required();
    CLI::Option* units_option =
        add->add_option(
               "units", o.units,
               help_text(MUSTER_MESSAGE("cli.help.roster.add.units", "Unit ids from the faction list (see 'show'); UNIT:OPTION[,OPTION] takes options")))
            ->required();
    add->add_option("--division,-d", o.division, help_text(MUSTER_MESSAGE("cli.help.roster.add.division", "Division id (default: the last division)")));
    CLI::Option* option_option =
        add->add_option("--option,-o", o.options,
                        help_text(MUSTER_MESSAGE("cli.help.roster.add.option", "Option for the unit named just before it (repeatable)")))
            ->allow_extra_args(false);
    add->callback([&context, add, units_option, option_option] {
        Roster r = load_roster_for_edit(context, o.file);
        const Faction& faction = context.faction(r.faction_id);
        const std::string target = o.division.empty() ? division_for_new_units(r, context.library()) : o.division;
        std::string ids;
        for (const UnitToAdd& unit : units_with_options(*add, units_option, o.units, option_option, o.options)) {
            for (const std::string& option : unit.options) {
                const UnitProfile* profile = faction.unit(unit.unit);
                if (profile && !profile->option(option))
                    throw Error(message(
                        MUSTER_MESSAGE("cli.roster.option-of-other-unit",
                                       "{unit} has no option '{option}'; an option goes with its unit: {example}, or -o {option} right after that unit"),
                        {{"unit", profile->name}, {"option", option}, {"example", attach_example(faction, option)}}));
            }
            ids += (ids.empty() ? "" : " ") + add_unit(r, faction, target, unit.unit, unit.options);
        }
        const bool divisions = uses_divisions(r, context.library());
        Message done = message(divisions ? done_added_to : done_added);
        done.with("ids", VerbatimValue{ids});
        if (divisions) done.with("division", VerbatimValue{target});
        save_and_report(context, r, o.file, done);
    });

    CLI::App* show = roster->add_subcommand("show", help_text(MUSTER_MESSAGE("cli.help.roster.show",
                                                                             "The divisions and units of a roster with ids, options and points "
                                                                             "(exit 0 legal, 1 not legal)")));
    show->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.show.file", "Roster file")))->required();
    show->callback([&context] {
        Report report;
        std::optional<Roster> r = load_roster(o.file, report);
        if (!r) throw unreadable_input(o.file, report, context.language());
        const RosterVerdict verdict = validate_roster(*r, context.library());
        if (context.json) {
            nlohmann::json j = verdict_to_json(verdict, &*r, context.language());
            j["file"] = o.file;
            j["name"] = r->name;
            print_json(j);
        } else {
            std::cout << format_roster(*r, verdict, o.file, context.language());
        }
        context.exit_code = verdict.legal ? exit_ok : exit_illegal;
    });

    CLI::App* share = roster->add_subcommand("share", help_text(MUSTER_MESSAGE("cli.help.roster.share",
                                                                               "The army as text to post or paste: name, points, "
                                                                               "break point, verdict, divisions and units (exit 0 legal, 1 not legal)")));
    share->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.share.file", "Roster file")))->required();
    share->add_option("--format", o.format, help_text(MUSTER_MESSAGE("cli.help.roster.share.format", "text (chat), markdown or bbcode (forums)")))
        ->check(CLI::IsMember({"text", "markdown", "bbcode"}));
    share->callback([&context] {
        Report report;
        std::optional<Roster> r = load_roster(o.file, report);
        if (!r) throw unreadable_input(o.file, report, context.language());
        const RosterVerdict verdict = validate_roster(*r, context.library());
        const std::string text = army_text(*r, verdict, share_format_named(o.format).value_or(ShareFormat::text), context.language());
        // "markup", not "format": every --json output's "format" is the JSON contract's
        if (context.json) print_json({{"file", o.file}, {"legal", verdict.legal}, {"markup", o.format}, {"text", text}});
        else std::cout << text;
        context.exit_code = verdict.legal ? exit_ok : exit_illegal;
    });

    CLI::App* import_text = roster->add_subcommand("import-text", help_text(MUSTER_MESSAGE("cli.help.roster.import-text",
                                                                                           "A shared army's text back "
                                                                                           "into a roster file; each line it cannot read is named (exit 2)")));
    import_text
        ->add_option("text", o.text_file, help_text(MUSTER_MESSAGE("cli.help.roster.import-text.text", "Text file of the shared army ('-': standard input)")))
        ->required();
    import_text->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.import-text.file", "Roster file to create")))->required();
    import_text->add_flag("--force", o.force, help_text(MUSTER_MESSAGE("cli.help.roster.import-text.force", "Overwrite an existing file")));
    import_text->callback([&context] {
        refuse_existing_without_force(o.file, o.force);
        std::string text;
        if (o.text_file == "-") {
            text.resize(max_army_text_bytes + 1);  // one byte past the bound: the reader refuses a longer text, unread
            std::cin.read(text.data(), static_cast<std::streamsize>(text.size()));
            text.resize(static_cast<std::size_t>(std::cin.gcount()));
        } else {
            text = read_input_file_or_throw(o.text_file, max_army_text_bytes + 1);
        }
        Report report;
        const std::optional<Roster> r = read_army_text(text, o.text_file == "-" ? "<stdin>" : o.text_file, context.library(), context.language(), report);
        if (!r) throw unreadable_input(o.text_file, report, context.language());
        save_and_report(context, *r, o.file, message(done_created).with("file", VerbatimValue{o.file}));
    });

    CLI::App* remove = roster->add_subcommand("remove", help_text(MUSTER_MESSAGE("cli.help.roster.remove", "Remove a unit or a division by id")));
    remove->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.remove.file", "Roster file")))->required();
    remove->add_option("id", o.id, help_text(MUSTER_MESSAGE("cli.help.roster.remove.id", "Unit id (u…) or division id (d…)")))->required();
    remove->callback([&context] {
        Roster r = load_roster_for_edit(context, o.file);
        remove_entry(r, o.id);
        save_and_report(context, r, o.file, message(done_removed).with("id", VerbatimValue{o.id}));
    });

    CLI::App* move = roster->add_subcommand("move", help_text(MUSTER_MESSAGE("cli.help.roster.move", "Move a unit to another division")));
    move->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.move.file", "Roster file")))->required();
    move->add_option("id", o.id, help_text(MUSTER_MESSAGE("cli.help.roster.move.id", "Unit id")))->required();
    move->add_option("--to,-t", o.division, help_text(MUSTER_MESSAGE("cli.help.roster.move.to", "Division id")))->required();
    move->add_option("--position", o.position, help_text(MUSTER_MESSAGE("cli.help.roster.move.position", "Place in the division (0 = first; default last)")));
    move->callback([&context] {
        Roster r = load_roster_for_edit(context, o.file);
        move_unit(r, o.id, o.division, o.position);
        save_and_report(context, r, o.file, message(done_moved).with("id", VerbatimValue{o.id}).with("division", VerbatimValue{o.division}));
    });

    CLI::App* duplicate = roster->add_subcommand("duplicate", help_text(MUSTER_MESSAGE("cli.help.roster.duplicate", "Add a copy of a unit next to it")));
    duplicate->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.duplicate.file", "Roster file")))->required();
    duplicate->add_option("id", o.id, help_text(MUSTER_MESSAGE("cli.help.roster.duplicate.id", "Unit id")))->required();
    duplicate->callback([&context] {
        Roster r = load_roster_for_edit(context, o.file);
        const std::string copy = duplicate_unit(r, o.id);
        save_and_report(context, r, o.file, message(done_copied).with("id", VerbatimValue{o.id}).with("copy", VerbatimValue{copy}));
    });

    CLI::App* set =
        roster->add_subcommand("set", help_text(MUSTER_MESSAGE("cli.help.roster.set", "Change the points limit, name, notes, commander or a unit's options")));
    set->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.roster.set.file", "Roster file")))->required();
    set->add_option("--points,-p", o.points, help_text(MUSTER_MESSAGE("cli.help.roster.set.points", "New points limit")))
        ->check(number_argument(0, max_army_points));
    set->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.roster.set.name", "New army name")))->transform(name_argument());
    set->add_option("--notes", o.notes, help_text(MUSTER_MESSAGE("cli.help.roster.set.notes", "New notes")))->transform(text_argument());
    set->add_option("--commander", o.commander, help_text(MUSTER_MESSAGE("cli.help.roster.set.commander", "Division led by the commander-in-chief")));
    set->add_option("--unit", o.id, help_text(MUSTER_MESSAGE("cli.help.roster.set.unit", "Unit whose options --option replaces")));
    set->add_option("--option,-o", o.options, help_text(MUSTER_MESSAGE("cli.help.roster.set.option", "Option ids for --unit (none given: no options)")));
    set->add_option("--division,-d", o.division, help_text(MUSTER_MESSAGE("cli.help.roster.set.division", "Division to rename with --division-name")));
    static std::string division_name;
    set->add_option("--division-name", division_name, help_text(MUSTER_MESSAGE("cli.help.roster.set.division-name", "New name for --division")))
        ->transform(name_argument());
    set->callback([&context, set] {
        Roster r = load_roster_for_edit(context, o.file);
        std::vector<Message> done;
        if (set->count("--points")) {
            set_points_limit(r, o.points);
            done.push_back(message(field_points));
        }
        if (set->count("--name")) {
            r.name = o.name;
            done.push_back(message(field_name));
        }
        if (set->count("--notes")) {
            r.notes = o.notes;
            done.push_back(message(field_notes));
        }
        if (set->count("--commander")) {
            set_commander(r, o.commander);
            done.push_back(message(field_commander));
        }
        if (set->count("--unit")) {
            set_options(r, context.faction(r.faction_id), o.id, o.options);
            done.push_back(message(field_options).with("id", VerbatimValue{o.id}));
        }
        if (set->count("--division-name")) {
            if (o.division.empty()) throw Error(message(MUSTER_MESSAGE("cli.roster.division-name-needs-division", "--division-name needs --division")));
            rename_division(r, o.division, division_name);
            done.push_back(message(field_division_name).with("id", VerbatimValue{o.division}));
        }
        if (done.empty())
            throw Error(
                message(MUSTER_MESSAGE("cli.roster.nothing-to-set", "nothing to set: give --points, --name, --notes, --commander, --unit or --division-name")));
        const auto said = [&done](Language language) {
            return render_message(message(done_set).with("fields", VerbatimValue{joined_fields(done, language)}), language);
        };
        save_and_report(context, r, o.file, said(Language::english), said(context.language()));
    });
}

const CommandRegistration roster_command(40, "roster", &describe_roster_command, &setup_roster_command);

}  // namespace

}  // namespace muster::cli
