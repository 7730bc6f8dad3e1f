// muster-cli siege …: plan both sides of a siege's preparation from the shell.
#include <algorithm>
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "help_text.hpp"
#include "unreadable_input.hpp"
#include "muster/report/report_json.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/share/siege_text.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/xml/reading_problem.hpp"

namespace muster::cli {

namespace {

namespace fs = std::filesystem;

struct SiegeOptions {
    std::vector<std::string> files;
    std::string file, name, item, kind, id, attacker_roster, defender_roster, override_reason, months_agreement;
    double defender_points = 0, attacker_points = 0, quantity = 0, length = 0;
    int months = 0, extra_engineers = 0, structure = 0;
    long long seed = -1;
    bool force = false;
    std::string kit = "warmaster-medieval-siege";
    std::string format = "text";
};

SiegePlan load_plan_for_edit(CliContext& context, const std::string& file) {
    context.lock_for_edit(file);  // held until the command has saved: concurrent edits take turns
    Report report;
    std::optional<SiegePlan> plan = load_siege_plan(file, report);
    if (!plan) throw unreadable_input(file, report, context.language(), true);
    return *plan;
}

// The verdict, its fixes' siege commands naming this plan file ("muster-cli siege roll PLAN" → the file).
SiegeVerdict evaluate_file(CliContext& context, const std::string& file, const SiegePlan& plan) {
    SiegeVerdict verdict = evaluate_siege_with_rosters(plan, file, siege_kit_named(plan.kit_id), context.library());
    Report named;
    for (Diagnostic d : verdict.report.diagnostics()) {
        if (d.remedy) {
            for (auto& [placeholder, action] : d.remedy->actions)
                if (action.id.rfind("siege.", 0) == 0 && action.id != "siege.items") action.arguments.push_back({"plan", VerbatimValue{file}});
            d.fix = fix_text(d, Language::english);
        }
        named.add(std::move(d));
    }
    verdict.report = std::move(named);
    return verdict;
}

constexpr MessageText plan_status_holds = MUSTER_MESSAGE(
    "siege.saved.holds", "{file}: {months}, {engineers}, {used} / {available} EM, attacker {troops} left for troops, the plan holds — '{show}' for details");
constexpr MessageText plan_status_fails = MUSTER_MESSAGE_PLURAL(
    "siege.saved.fails", "{file}: {months}, {engineers}, {used} / {available} EM, attacker {troops} left for troops, {count} problem — '{show}' for details",
    "{file}: {months}, {engineers}, {used} / {available} EM, attacker {troops} left for troops, {count} problems — '{show}' for details");
constexpr MessageText months_count = MUSTER_MESSAGE_PLURAL("siege.saved.months", "{count} month", "{count} months");
constexpr MessageText engineers_count = MUSTER_MESSAGE_PLURAL("siege.saved.engineers", "{count} engineer", "{count} engineers");
constexpr MessageText plan_done_created = MUSTER_MESSAGE("siege.done.created", "created {file}");
constexpr MessageText done_rolled =
    MUSTER_MESSAGE_PLURAL("siege.done.rolled", "rolled {dice} (seed {seed}): {count} month", "rolled {dice} (seed {seed}): {count} months");
constexpr MessageText plan_done_set = MUSTER_MESSAGE("siege.done.set", "set {fields}");
constexpr MessageText done_bought = MUSTER_MESSAGE("siege.done.bought", "bought {quantity} of {item}");
constexpr MessageText done_sold = MUSTER_MESSAGE("siege.done.sold", "sold {item}");
constexpr MessageText plan_done_added = MUSTER_MESSAGE("siege.done.added-section", "added section {id}");
constexpr MessageText plan_done_removed = MUSTER_MESSAGE("siege.done.removed-section", "removed section {id}");

constexpr MessageText field_months = MUSTER_MESSAGE("siege.field.months", "months");
constexpr MessageText field_extra_engineers = MUSTER_MESSAGE("siege.field.extra-engineers", "extra engineers");
constexpr MessageText field_attacker_points = MUSTER_MESSAGE("siege.field.attacker-points", "attacker points");
constexpr MessageText field_defender_points = MUSTER_MESSAGE("siege.field.defender-points", "defender points");
constexpr MessageText field_attacker_roster = MUSTER_MESSAGE("siege.field.attacker-roster", "attacker roster");
constexpr MessageText field_defender_roster = MUSTER_MESSAGE("siege.field.defender-roster", "defender roster");
constexpr MessageText field_bombard_agreement = MUSTER_MESSAGE("siege.field.bombard-agreement", "bombard agreement");
constexpr MessageText field_months_agreement = MUSTER_MESSAGE("siege.field.months-agreement", "months agreement");
constexpr MessageText plan_field_name = MUSTER_MESSAGE("siege.field.name", "name");
constexpr MessageText field_list = MUSTER_MESSAGE("siege.field.list", "{list}, {next}");

void save_and_report(CliContext& context, const SiegePlan& plan, const std::string& file, const Message& done_message) {
    const std::string done = render_message(done_message, context.language());
    context.check_output(file, {attached_roster_path(file, plan.attacker_roster), attached_roster_path(file, plan.defender_roster)});
    save_siege_plan(plan, file);
    const SiegeVerdict verdict = evaluate_file(context, file, plan);
    if (context.json) {
        nlohmann::json j = siege_verdict_to_json(verdict, context.language());
        j["file"] = file;
        j["done"] = render_message(done_message, Language::english);  // scripts read it: English, as before
        print_json(j);
        return;
    }
    Message status = verdict.legal ? message(plan_status_holds)
                                   : message(plan_status_fails).counting("count", static_cast<long long>(verdict.report.count(Severity::error)));
    status.with("file", VerbatimValue{file})
        .with("months", nested(message(months_count).counting("count", verdict.months)))
        .with("engineers", nested(message(engineers_count).counting("count", verdict.engineers)))
        .with("used", DecimalValue{verdict.em_used, verdict.em_used == static_cast<long long>(verdict.em_used) ? 0 : 2})
        .with("available", DecimalValue{verdict.em_available, verdict.em_available == static_cast<long long>(verdict.em_available) ? 0 : 2})
        .with("troops", PointsValue{verdict.attacker_troop_points})
        .with("show", VerbatimValue{"muster-cli siege show " + file});
    std::cout << done << "\n" << render_message(status, context.language()) << "\n";
}

void show(CliContext& context, const std::vector<std::string>& files) {
    int holding = 0, failing = 0, unreadable = 0;
    nlohmann::json results = nlohmann::json::array();
    for (const std::string& file : files) {
        Report report;
        std::optional<SiegePlan> plan = load_siege_plan(file, report);
        if (!plan) {
            ++unreadable;
            if (context.json) results.push_back({{"file", file}, {"readable", false}, {"messages", to_json(report, context.language())}});
            else std::cerr << format_human(report, context.language());
            continue;
        }
        const SiegeVerdict verdict = evaluate_file(context, file, *plan);
        // A roster the plan names that cannot be read is bad input (2), not a plan that breaks the rules (1).
        const auto& findings = verdict.report.diagnostics();
        if (std::any_of(findings.begin(), findings.end(), is_reading_problem)) ++unreadable;
        else (verdict.legal ? holding : failing) += 1;
        if (context.json) {
            nlohmann::json j = siege_verdict_to_json(verdict, context.language());
            j["file"] = file;
            j["readable"] = true;
            results.push_back(j);
        } else {
            std::cout << format_siege_verdict(*plan, verdict, context.language()) << (files.size() > 1 ? "\n" : "");
        }
    }
    if (context.json)
        print_json({{"results", results}, {"summary", {{"plans", files.size()}, {"legal", holding}, {"illegal", failing}, {"unreadable", unreadable}}}});
    context.exit_code = unreadable ? exit_unreadable : failing ? exit_illegal : exit_ok;
}

constexpr MessageText item_reading_label = MUSTER_MESSAGE("siege.items.reading", "reading: {reading}");
constexpr MessageText items_heading = MUSTER_MESSAGE("siege.items.heading", "{kit}, revision {revision}");
constexpr MessageText attacker_items = MUSTER_MESSAGE("siege.items.attacker", "Attacker (built by engineers):");
constexpr MessageText defender_items = MUSTER_MESSAGE("siege.items.defender", "Defender (bought, no engineers):");
constexpr MessageText item_line = MUSTER_MESSAGE("siege.items.line", "{id} — {name}: {terms}");
constexpr MessageText item_kind_profile = MUSTER_MESSAGE("siege.items.kind-profile", "{category}: {profile}");
constexpr MessageText term_list = MUSTER_MESSAGE("siege.items.terms", "{first}; {next}");

std::uint32_t seed_or_fresh(long long seed) {
    if (seed < 0) return fresh_seed() & 0x7FFFFFFFu;
    return static_cast<std::uint32_t>(seed & 0x7FFFFFFF);
}

Message describe_siege_command() { return message(MUSTER_MESSAGE("cli.help.siege", "Plan a siege: duration, engineers, siege works, defences, schedule")); }

void setup_siege_command(CLI::App& command_app, CliContext& context) {
    static SiegeOptions o;
    CLI::App* siege = &command_app;
    siege->require_subcommand(1);

    CLI::App* items =
        siege->add_subcommand("items", help_text(MUSTER_MESSAGE("cli.help.siege.items", "The siege kit's items for both sides, with build times and prices")));
    items->add_option(
        "--kit", o.kit,
        help_text(MUSTER_MESSAGE("cli.help.siege.kit",
                                 "The siege kit: warmaster-medieval-siege (historical, the default) or warmaster-fantasy-siege (the Fantasy chapter)")));
    items->callback([&context] {
        const SiegeKit& kit = siege_kit_named(o.kit);
        if (context.json) {
            nlohmann::json out = nlohmann::json::array();
            for (const SiegeItem& i : kit.items) {
                const char* per = choice_word(i.price_per);
                nlohmann::json limit = nullptr;
                if (i.max)
                    limit = {{"max", *i.max},
                             {"per", choice_word(i.max_per)},
                             {"rounding", choice_word(i.max_rounding)},
                             {"text", limit_text(i, context.language())}};
                out.push_back(with_localised(
                    {
                        {"id", i.id},
                        {"side", side_name(i.side)},
                        {"category", i.category},
                        {"unit", i.quantity_unit},
                        {"whole", i.whole},
                        {"build_em", i.build_em},
                        {"batch", i.batch},
                        {"min_months", i.min_months},
                        {"points", i.points},
                        {"price", {{"points", i.points}, {"per", per}, {"step", i.price_step}, {"text", price_text(i, context.language())}}},
                        {"limit", limit},
                        {"prerequisite", i.requires_capability.empty() ? i.requires_group : i.requires_capability},
                        {"structure_bonus", i.structure_bonus},
                        {"profile",
                         {{"attacks", i.profile.attacks.en},
                          {"range", i.profile.range.en},
                          {"hits", i.profile.hits.en},
                          {"save", i.profile.save.en},
                          {"text", profile_text(i, context.language())}}},
                        {"break_point", i.counts_toward_break_point},
                        {"unit_text", quantity_text(i, 1, context.language())},
                    },
                    "name", i.name));
                put_localised(out.back(), "effect", i.note);
                put_localised(out.back(), "reading", i.reading);
            }
            print_json({{"kit", kit.id}, {"revision", kit.revision}, {"items", out}});
            return;
        }
        const Language language = context.language();
        auto say = [language](const Message& m) { return render_message(m, language); };
        std::cout << say(message(items_heading).with("kit", VerbatimValue{kit.name.shown_in(language)}).with("revision", IntegerValue{kit.revision})) << "\n";
        for (SiegeSide side : {SiegeSide::attacker, SiegeSide::defender}) {
            std::cout << "\n" << say(message(side == SiegeSide::attacker ? attacker_items : defender_items)) << "\n";
            for (const SiegeItem& i : kit.items) {
                if (i.side != side) continue;
                std::string terms;
                for (const std::string& term : {price_text(i, language), build_text(i, language), limit_text(i, language), prerequisite_text(i, language),
                                                structure_bonus_text(i, language), whole_text(i, language)})
                    if (!term.empty())
                        terms = terms.empty() ? term : say(message(term_list).with("first", VerbatimValue{terms}).with("next", VerbatimValue{term}));
                std::cout << "  "
                          << say(message(item_line)
                                     .with("id", VerbatimValue{i.id})
                                     .with("name", VerbatimValue{item_name_text(i, language)})
                                     .with("terms", VerbatimValue{terms}))
                          << "\n";
                const std::string profile = profile_text(i, language);
                const std::string kind =
                    profile.empty()
                        ? category_text(i, language)
                        : say(message(item_kind_profile).with("category", VerbatimValue{category_text(i, language)}).with("profile", VerbatimValue{profile}));
                std::cout << "      " << say(message(term_list).with("first", VerbatimValue{kind}).with("next", VerbatimValue{break_point_text(i, language)}))
                          << "\n";
                if (!note_text(i, language).empty()) std::cout << "      " << note_text(i, language) << "\n";
                if (!i.reading.en.empty()) std::cout << "      " << say(message(item_reading_label).with("reading", i.reading)) << "\n";
            }
        }
    });

    CLI::App* create = siege->add_subcommand("new", help_text(MUSTER_MESSAGE("cli.help.siege.new", "Create a siege plan")));
    create->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.create.file", "Plan file to create (.siege.xml)")))->required();
    create->add_option("--defender-points", o.defender_points, help_text(MUSTER_MESSAGE("cli.help.siege.create.defender-points", "The defender's army points")))
        ->required()
        ->check(number_argument(0, max_army_points));
    create
        ->add_option("--attacker-points", o.attacker_points,
                     help_text(MUSTER_MESSAGE("cli.help.siege.create.attacker-points", "The attacker's army points (default: the kit's ratio)")))
        ->check(number_argument(0, max_army_points));
    create->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.siege.create.name", "Name of the siege")))->transform(name_argument());
    create->add_option(
        "--kit", o.kit,
        help_text(MUSTER_MESSAGE("cli.help.siege.kit",
                                 "The siege kit: warmaster-medieval-siege (historical, the default) or warmaster-fantasy-siege (the Fantasy chapter)")));
    create->add_flag("--force", o.force, help_text(MUSTER_MESSAGE("cli.help.siege.create.force", "Overwrite an existing file")));
    create->callback([&context, create] {
        refuse_existing_without_force(o.file, o.force);
        SiegePlan plan = new_siege_plan(siege_kit_named(o.kit), o.defender_points, o.name);
        if (create->count("--attacker-points")) plan.attacker_points = o.attacker_points;
        save_and_report(context, plan, o.file, message(plan_done_created).with("file", VerbatimValue{o.file}));
    });

    CLI::App* roll =
        siege->add_subcommand("roll", help_text(MUSTER_MESSAGE("cli.help.siege.roll", "Roll the siege's duration on the kit's table (seed recorded)")));
    roll->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.roll.file", "Plan file")))->required();
    roll->add_option("--seed", o.seed,
                     help_text(MUSTER_MESSAGE("cli.help.siege.roll.seed", "Seed for the dice (default: from the clock); the same seed gives the same roll")))
        ->check(whole_argument(0, 2147483647));
    roll->callback([&context] {
        SiegePlan plan = load_plan_for_edit(context, o.file);
        plan.duration = roll_siege_duration(siege_kit_named(plan.kit_id), seed_or_fresh(o.seed));
        std::string dice;
        for (int die : plan.duration.dice) dice += " " + std::to_string(die);
        save_and_report(context, plan, o.file,
                        message(done_rolled)
                            .with("dice", VerbatimValue{dice.empty() ? dice : dice.substr(1)})
                            .with("seed", VerbatimValue{std::to_string(plan.duration.seed)})
                            .counting("count", plan.duration.months));
    });

    CLI::App* set =
        siege->add_subcommand("set", help_text(MUSTER_MESSAGE("cli.help.siege.set", "Enter the months, engineers, points, rosters or the bombard agreement")));
    set->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.set.file", "Plan file")))->required();
    set->add_option("--months", o.months, help_text(MUSTER_MESSAGE("cli.help.siege.set.months", "Siege duration in months (entered, not rolled)")))
        ->check(whole_argument(1, max_siege_months));
    set->add_option("--extra-engineers", o.extra_engineers,
                    help_text(MUSTER_MESSAGE("cli.help.siege.set.extra-engineers", "Engineers bought on top of the free ones")))
        ->check(whole_argument(0, max_extra_engineers));
    set->add_option("--attacker-points", o.attacker_points, help_text(MUSTER_MESSAGE("cli.help.siege.set.attacker-points", "The attacker's army points")))
        ->check(number_argument(0, max_army_points));
    set->add_option("--defender-points", o.defender_points, help_text(MUSTER_MESSAGE("cli.help.siege.set.defender-points", "The defender's army points")))
        ->check(number_argument(0, max_army_points));
    set->add_option("--attacker-roster", o.attacker_roster,
                    help_text(MUSTER_MESSAGE("cli.help.siege.set.attacker-roster", "Attach the attacker's roster ('' to detach)")));
    set->add_option("--defender-roster", o.defender_roster,
                    help_text(MUSTER_MESSAGE("cli.help.siege.set.defender-roster", "Attach the defender's roster ('' to detach)")));
    set->add_option("--gunpowder-override", o.override_reason,
                    help_text(MUSTER_MESSAGE("cli.help.siege.set.gunpowder-override", "Players' reason for bombards without gunpowder in the list")))
        ->transform(text_argument());
    set->add_option("--months-agreement", o.months_agreement,
                    help_text(MUSTER_MESSAGE("cli.help.siege.set.months-agreement",
                                             "Players' reason for more months than the duration table gives ('' to withdraw it)")))
        ->transform(text_argument());
    set->add_option("--name,-n", o.name, help_text(MUSTER_MESSAGE("cli.help.siege.set.name", "Name of the siege")))->transform(name_argument());
    set->callback([&context, set] {
        SiegePlan plan = load_plan_for_edit(context, o.file);
        std::vector<const MessageText*> fields;
        if (set->count("--months")) {
            plan.duration = SiegeDuration{o.months, false, 0, {}};
            fields.push_back(&field_months);
        }
        if (set->count("--extra-engineers")) {
            plan.extra_engineers = o.extra_engineers;
            fields.push_back(&field_extra_engineers);
        }
        if (set->count("--attacker-points")) {
            plan.attacker_points = o.attacker_points;
            fields.push_back(&field_attacker_points);
        }
        if (set->count("--defender-points")) {
            if (!(o.defender_points > 0)) throw Error(message(MUSTER_MESSAGE("cli.siege.defender-points-positive", "the defender's points must be positive")));
            plan.defender_points = o.defender_points;
            fields.push_back(&field_defender_points);
        }
        if (set->count("--attacker-roster")) {
            plan.attacker_roster = o.attacker_roster;
            fields.push_back(&field_attacker_roster);
        }
        if (set->count("--defender-roster")) {
            plan.defender_roster = o.defender_roster;
            fields.push_back(&field_defender_roster);
        }
        if (set->count("--gunpowder-override")) {
            plan.gunpowder_override = o.override_reason;
            fields.push_back(&field_bombard_agreement);
        }
        if (set->count("--months-agreement")) {
            plan.months_agreement = o.months_agreement;
            fields.push_back(&field_months_agreement);
        }
        if (set->count("--name")) {
            plan.name = o.name;
            fields.push_back(&plan_field_name);
        }
        if (fields.empty()) throw Error(message(MUSTER_MESSAGE("cli.siege.nothing-to-set", "nothing to set: see 'muster-cli siege set --help'")));
        // What was set, one catalogue word each, listed in the reader's language.
        const LocalisedName listed = in_every_language([&](Language language) {
            std::string text;
            for (const MessageText* field : fields)
                text = text.empty() ? render_message(message(*field), language)
                                    : render_message(message(field_list).with("list", VerbatimValue{text}).with("next", nested(message(*field))), language);
            return text;
        });
        save_and_report(context, plan, o.file, message(plan_done_set).with("fields", listed));
    });

    CLI::App* buy =
        siege->add_subcommand("buy", help_text(MUSTER_MESSAGE("cli.help.siege.buy", "Buy a quantity of a siege item (the side comes from the item)")));
    buy->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.buy.file", "Plan file")))->required();
    buy->add_option("item", o.item, help_text(MUSTER_MESSAGE("cli.help.siege.buy.item", "Item id (see 'siege items')")))
        ->required()
        ->transform(name_argument());
    buy->add_option("quantity", o.quantity, help_text(MUSTER_MESSAGE("cli.help.siege.buy.quantity", "How many (stands for ladders, mm for trenches)")))
        ->required()
        ->check(number_argument(0, max_siege_quantity));
    buy->callback([&context] {
        SiegePlan plan = load_plan_for_edit(context, o.file);
        if (!(o.quantity > 0)) throw Error(message(MUSTER_MESSAGE("cli.siege.buy-positive", "buy a positive quantity; use 'siege sell' to give some back")));
        add_purchase(plan, siege_kit_named(plan.kit_id), o.item, o.quantity);
        save_and_report(
            context, plan, o.file,
            message(done_bought)
                .with("quantity", DecimalValue{o.quantity, o.quantity == static_cast<long long>(o.quantity) ? 0 : 2})
                .with("item", siege_kit_named(plan.kit_id).item(o.item) ? siege_kit_named(plan.kit_id).item(o.item)->name : LocalisedName{o.item, {}}));
    });

    CLI::App* sell = siege->add_subcommand(
        "sell", help_text(MUSTER_MESSAGE("cli.help.siege.sell", "Give back a quantity of an item (all of it when no quantity is given)")));
    sell->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.sell.file", "Plan file")))->required();
    sell->add_option("item", o.item, help_text(MUSTER_MESSAGE("cli.help.siege.sell.item", "Item id")))->required()->transform(name_argument());
    sell->add_option("quantity", o.quantity, help_text(MUSTER_MESSAGE("cli.help.siege.sell.quantity", "How many")))
        ->check(number_argument(0, max_siege_quantity));
    sell->callback([&context, sell] {
        SiegePlan plan = load_plan_for_edit(context, o.file);
        if (sell->count("quantity")) add_purchase(plan, siege_kit_named(plan.kit_id), o.item, -o.quantity);
        else set_purchase(plan, siege_kit_named(plan.kit_id), o.item, 0);
        save_and_report(context, plan, o.file,
                        message(done_sold).with(
                            "item", siege_kit_named(plan.kit_id).item(o.item) ? siege_kit_named(plan.kit_id).item(o.item)->name : LocalisedName{o.item, {}}));
    });

    CLI::App* fortify =
        siege->add_subcommand("fortify", help_text(MUSTER_MESSAGE("cli.help.siege.fortify", "Add a fortification section (structure rolled unless given)")));
    fortify->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.fortify.file", "Plan file")))->required();
    fortify->add_option("--kind,-k", o.kind, help_text(MUSTER_MESSAGE("cli.help.siege.fortify.kind", "wall, tower, barbican or gate")))
        ->required()
        ->transform(name_argument());
    fortify->add_option("--length,-l", o.length, help_text(MUSTER_MESSAGE("cli.help.siege.fortify.length", "Length in cm")))
        ->required()
        ->check(number_argument(0, max_section_cm));
    fortify
        ->add_option("--structure,-s", o.structure,
                     help_text(MUSTER_MESSAGE("cli.help.siege.fortify.structure", "Structure points (default: rolled on the kit's dice)")))
        ->check(whole_argument(-100, 1000));
    fortify->add_option("--seed", o.seed, help_text(MUSTER_MESSAGE("cli.help.siege.fortify.seed", "Seed for the structure roll")))
        ->check(whole_argument(0, 2147483647));
    fortify->callback([&context, fortify] {
        SiegePlan plan = load_plan_for_edit(context, o.file);
        std::optional<int> structure;
        if (fortify->count("--structure")) structure = o.structure;
        const std::string id = add_section(plan, siege_kit_named(plan.kit_id), o.kind, o.length, structure, seed_or_fresh(o.seed));
        save_and_report(context, plan, o.file, message(plan_done_added).with("id", VerbatimValue{id}));
    });

    CLI::App* unfortify = siege->add_subcommand("remove-section", help_text(MUSTER_MESSAGE("cli.help.siege.remove-section", "Remove a fortification section")));
    unfortify->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.unfortify.file", "Plan file")))->required();
    unfortify->add_option("id", o.id, help_text(MUSTER_MESSAGE("cli.help.siege.unfortify.id", "Section id (s1, s2 …)")))
        ->required()
        ->transform(name_argument());
    unfortify->callback([&context] {
        SiegePlan plan = load_plan_for_edit(context, o.file);
        remove_section(plan, o.id);
        save_and_report(context, plan, o.file, message(plan_done_removed).with("id", VerbatimValue{o.id}));
    });

    CLI::App* share = siege->add_subcommand("share", help_text(MUSTER_MESSAGE("cli.help.siege.share",
                                                                              "The plan as text to post or paste: months, engineers, "
                                                                              "both sides' points and purchases (exit 0 holds, 1 does not)")));
    share->add_option("file", o.file, help_text(MUSTER_MESSAGE("cli.help.siege.share.file", "Plan file")))->required();
    share->add_option("--format", o.format, help_text(MUSTER_MESSAGE("cli.help.siege.share.format", "text (chat), markdown or bbcode (forums)")))
        ->check(CLI::IsMember({"text", "markdown", "bbcode"}));
    share->callback([&context] {
        Report report;
        const std::optional<SiegePlan> plan = load_siege_plan(o.file, report);
        if (!plan) throw unreadable_input(o.file, report, context.language());
        const SiegeVerdict verdict = evaluate_file(context, o.file, *plan);
        const std::string text = siege_text(*plan, verdict, share_format_named(o.format).value_or(ShareFormat::text), context.language());
        // "markup", not "format": every --json output's "format" is the JSON contract's
        if (context.json) print_json({{"file", o.file}, {"legal", verdict.legal}, {"markup", o.format}, {"text", text}});
        else std::cout << text;
        context.exit_code = verdict.legal ? exit_ok : exit_illegal;
    });

    CLI::App* show_plan = siege->add_subcommand(
        "show", help_text(MUSTER_MESSAGE("cli.help.siege.show", "Budget, purchases, schedule and findings (exit 0 holds, 1 does not, 2 unreadable)")));
    show_plan->add_option("files", o.files, help_text(MUSTER_MESSAGE("cli.help.siege.show.files", "Plan files")))->required();
    show_plan->callback([&context] { show(context, o.files); });
}

const CommandRegistration siege_command(50, "siege", &describe_siege_command, &setup_siege_command);

}  // namespace

}  // namespace muster::cli
