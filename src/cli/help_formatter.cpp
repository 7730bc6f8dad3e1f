#include "help_formatter.hpp"

#include <map>
#include <regex>

#include "help_text.hpp"
#include "muster/text/render.hpp"

namespace muster::cli {

namespace {

constexpr MessageText usage_heading = MUSTER_MESSAGE("cli.help.label.usage", "Usage:");
constexpr MessageText options_badge = MUSTER_MESSAGE("cli.help.label.options-badge", "OPTIONS");
constexpr MessageText subcommand_badge = MUSTER_MESSAGE("cli.help.label.subcommand", "SUBCOMMAND");
constexpr MessageText subcommands_badge = MUSTER_MESSAGE("cli.help.label.subcommands", "SUBCOMMANDS");
constexpr MessageText positionals_heading = MUSTER_MESSAGE("cli.help.label.positionals", "Positionals:");
constexpr MessageText options_heading = MUSTER_MESSAGE("cli.help.label.options", "Options:");
constexpr MessageText subcommands_heading = MUSTER_MESSAGE("cli.help.label.subcommands-group", "Subcommands:");
constexpr MessageText required_label = MUSTER_MESSAGE("cli.help.label.required", "REQUIRED");
constexpr MessageText needs_label = MUSTER_MESSAGE("cli.help.label.needs", "Needs:");
constexpr MessageText excludes_label = MUSTER_MESSAGE("cli.help.label.excludes", "Excludes:");
constexpr MessageText environment_label = MUSTER_MESSAGE("cli.help.label.env", "Env:");
constexpr MessageText help_flag = MUSTER_MESSAGE("cli.help.flag.help", "Print this help message and exit");
constexpr MessageText help_all_flag = MUSTER_MESSAGE("cli.help.flag.help-all", "Show help for every command");

// The type names CLI11 and Muster's checks show after an option ("TEXT", "INT", "NAME" …).
const std::map<std::string, MessageText>& type_names() {
    static const std::map<std::string, MessageText> names{
        {"TEXT", MUSTER_MESSAGE("cli.help.type.text", "TEXT")},       {"INT", MUSTER_MESSAGE("cli.help.type.int", "INT")},
        {"UINT", MUSTER_MESSAGE("cli.help.type.uint", "UINT")},       {"FLOAT", MUSTER_MESSAGE("cli.help.type.float", "FLOAT")},
        {"NUMBER", MUSTER_MESSAGE("cli.help.type.number", "NUMBER")}, {"NAME", MUSTER_MESSAGE("cli.help.type.name", "NAME")},
        {"DIR", MUSTER_MESSAGE("cli.help.type.dir", "DIR")},          {"FILE", MUSTER_MESSAGE("cli.help.type.file", "FILE")},
        {"PATH", MUSTER_MESSAGE("cli.help.type.path", "PATH")},       {"BOOLEAN", MUSTER_MESSAGE("cli.help.type.boolean", "BOOLEAN")},
    };
    return names;
}

// The names of positional arguments, shown in the usage line, the help and argument errors.
const std::map<std::string, MessageText>& positional_names() {
    static const std::map<std::string, MessageText> names{
        {"army", MUSTER_MESSAGE("cli.help.positional.army", "army")},
        {"card", MUSTER_MESSAGE("cli.help.positional.card", "card")},
        {"creature", MUSTER_MESSAGE("cli.help.positional.creature", "creature")},
        {"faction", MUSTER_MESSAGE("cli.help.positional.faction", "faction")},
        {"file", MUSTER_MESSAGE("cli.help.positional.file", "file")},
        {"files", MUSTER_MESSAGE("cli.help.positional.files", "files")},
        {"id", MUSTER_MESSAGE("cli.help.positional.id", "id")},
        {"item", MUSTER_MESSAGE("cli.help.positional.item", "item")},
        {"json", MUSTER_MESSAGE("cli.help.positional.json", "json")},
        {"machine", MUSTER_MESSAGE("cli.help.positional.machine", "machine")},
        {"name", MUSTER_MESSAGE("cli.help.positional.name", "name")},
        {"new_file", MUSTER_MESSAGE("cli.help.positional.new-file", "new_file")},
        {"out", MUSTER_MESSAGE("cli.help.positional.out", "out")},
        {"plan", MUSTER_MESSAGE("cli.help.positional.plan", "plan")},
        {"quantity", MUSTER_MESSAGE("cli.help.positional.quantity", "quantity")},
        {"roster", MUSTER_MESSAGE("cli.help.positional.roster", "roster")},
        {"rosters", MUSTER_MESSAGE("cli.help.positional.rosters", "rosters")},
        {"text", MUSTER_MESSAGE("cli.help.positional.text", "text")},
        {"units", MUSTER_MESSAGE("cli.help.positional.units", "units")},
    };
    return names;
}

// An argument's name as the reader sees it: a positional's in the help language, an option's as typed.
std::string shown_name(const std::string& name) {
    const auto known = positional_names().find(name);
    return known == positional_names().end() ? name : help_text(known->second);
}

constexpr MessageText help_hint = MUSTER_MESSAGE("cli.error.help-hint", "Run with --help for more information.");
constexpr MessageText subcommand_required = MUSTER_MESSAGE("cli.error.subcommand-required", "A subcommand is required");
constexpr MessageText required = MUSTER_MESSAGE("cli.error.required", "{option} is required");
constexpr MessageText not_expected = MUSTER_MESSAGE_PLURAL("cli.error.not-expected", "The following argument was not expected: {arguments}",
                                                           "The following arguments were not expected: {arguments}");
constexpr MessageText invalid = MUSTER_MESSAGE("cli.error.invalid", "{option}: {problem}");
constexpr MessageText not_converted = MUSTER_MESSAGE("cli.error.not-converted", "Could not convert: {option} = {values}");
constexpr MessageText not_allowed = MUSTER_MESSAGE("cli.error.not-allowed", "The value {value} is not an allowed value for {option}");
constexpr MessageText flag_inputs = MUSTER_MESSAGE("cli.error.flag-inputs", "{option}: too many inputs for a flag");
constexpr MessageText true_false = MUSTER_MESSAGE("cli.error.true-false", "{option}: Should be true/false or a number");
constexpr MessageText values_missing =
    MUSTER_MESSAGE_PLURAL("cli.error.values-missing", "{option} needs {count} value ({type})", "{option} needs {count} values ({type})");
constexpr MessageText exactly =
    MUSTER_MESSAGE_PLURAL("cli.error.exactly", "{option} takes exactly {count} value, got {received}", "{option} takes exactly {count} values, got {received}");
constexpr MessageText at_least = MUSTER_MESSAGE_PLURAL("cli.error.at-least", "{option} takes at least {count} value, got {received}",
                                                       "{option} takes at least {count} values, got {received}");
constexpr MessageText at_most =
    MUSTER_MESSAGE_PLURAL("cli.error.at-most", "{option} takes at most {count} value, got {received}", "{option} takes at most {count} values, got {received}");
constexpr MessageText flag_override = MUSTER_MESSAGE("cli.error.flag-override", "{option} was given a disallowed flag override");
constexpr MessageText requires_other = MUSTER_MESSAGE("cli.error.requires", "{option} requires {other}");
constexpr MessageText excludes_other = MUSTER_MESSAGE("cli.error.excludes", "{option} excludes {other}");

// A heading's label without the colon CLI11 writes after it ("Utilisation :" gives "Utilisation ").
std::string heading_label(const MessageText& heading) {
    std::string text = help_text(heading);
    if (!text.empty() && text.back() == ':') text.pop_back();
    return text;
}

// "TEXT:NAME" in the help language, part by part; a part repeated once translated ("FLOAT:NUMBER"
// is "NOMBRE" in French) is written once.
std::string translated_type(const std::string& type) {
    std::string translated, last;
    std::size_t start = 0;
    while (start <= type.size()) {
        const std::size_t colon = type.find(':', start);
        const std::string part = type.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        const auto known = type_names().find(part);
        const std::string shown = known == type_names().end() ? part : help_text(known->second);
        if (shown != last) translated += (translated.empty() ? "" : ":") + shown;
        last = shown;
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    return translated;
}

// Characters, not bytes, in UTF-8 text: what a terminal's column counts.
std::size_t characters(const std::string& text) {
    std::size_t count = 0;
    for (const char c : text) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return count;
}

// CLI11's formatter, with positionals' names in the help language and the option column padded by
// characters, not bytes, so that accented names ("élément") keep the descriptions aligned.
class TranslatedFormatter : public CLI::Formatter {
public:
    std::string make_option_name(const CLI::Option* option, bool is_positional) const override {
        return is_positional ? shown_name(option->get_name(true, false)) : CLI::Formatter::make_option_name(option, false);
    }

    std::string make_option(const CLI::Option* option, bool is_positional) const override {
        std::string line = "  " + make_option_name(option, is_positional) + make_option_opts(option);
        const std::size_t width = characters(line);
        const std::string margin(column_width_, ' ');
        const std::string description = make_option_desc(option);
        if (width < column_width_) line += std::string(column_width_ - width, ' ');
        else if (!description.empty()) line += "\n" + margin;
        for (const char c : description) {
            line += c;
            if (c == '\n') line += margin;
        }
        return line + "\n";
    }
};

std::string failure_text(const CLI::App*, const CLI::Error& error) { return parse_error_message(error, help_language()); }

// The formatter, headings, help flags and failure message for one command and those under it.
void translate_command(CLI::App& command, const std::shared_ptr<TranslatedFormatter>& formatter) {
    command.formatter(formatter);
    command.failure_message(failure_text);
    if (CLI::Option* help = command.get_help_ptr()) help->description(help_text(help_flag));
    // CLI11 2.1 hands the --help-all option out only as const; the app owns it and is not const.
    if (const CLI::Option* help_all = command.get_help_all_ptr()) const_cast<CLI::Option*>(help_all)->description(help_text(help_all_flag));
    const std::string options = heading_label(options_heading);
    for (CLI::Option* option : command.get_options([](CLI::Option*) { return true; })) {
        if (option->get_group() == "Options") option->group(options);
        const std::string type = option->get_type_name();
        if (!type.empty()) formatter->label(type, translated_type(type));
    }
    const std::string subcommands = heading_label(subcommands_heading);
    for (CLI::App* sub : command.get_subcommands([](CLI::App*) { return true; })) {
        if (sub->get_group() == "Subcommands") sub->group(subcommands);
        translate_command(*sub, formatter);
    }
}

// What the user typed, shown as it is.
MessageValue typed(const std::string& text) { return VerbatimValue{text}; }
// An argument named in an error: an option as typed, a positional as the help shows it.
MessageValue named(const std::string& name) { return VerbatimValue{shown_name(name)}; }

// The catalogue's sentence for a CLI11 error text, or nothing when its wording is not one CLI11 2.1 writes.
std::optional<Message> recognised(const CLI::Error& error) {
    const std::string text = error.what();
    std::smatch m;
    const auto is = [&](const char* pattern) { return std::regex_match(text, m, std::regex(pattern)); };
    const auto whole = [&](std::size_t i) { return std::stoll(m[i].str()); };
    if (dynamic_cast<const CLI::RequiredError*>(&error)) {
        if (text == "A subcommand is required") return message(subcommand_required);
        if (is("(\\S+) is required")) return message(required).with("option", named(m[1]));
    } else if (dynamic_cast<const CLI::ExtrasError*>(&error)) {
        if (is("The following arguments? (?:was|were) not expected: ([\\s\\S]*)")) {
            const std::string arguments = m[1];
            const auto count = static_cast<long long>(std::count(arguments.begin(), arguments.end(), ' ') + 1);
            return message(not_expected).with("arguments", typed(arguments)).counting("count", count);
        }
    } else if (dynamic_cast<const CLI::ValidationError*>(&error)) {
        if (is("([^: ]+): ([\\s\\S]*)")) return message(invalid).with("option", named(m[1])).with("problem", typed(m[2]));
    } else if (dynamic_cast<const CLI::ConversionError*>(&error)) {
        if (is("Could not convert: (\\S+) = ([\\s\\S]*)")) return message(not_converted).with("option", named(m[1])).with("values", typed(m[2]));
        if (is("The value ([\\s\\S]*) is not an allowed value for (\\S+)")) return message(not_allowed).with("value", typed(m[1])).with("option", named(m[2]));
        if (is("(\\S+): too many inputs for a flag")) return message(flag_inputs).with("option", named(m[1]));
        if (is("(\\S+): Should be true/false or a number")) return message(true_false).with("option", named(m[1]));
    } else if (dynamic_cast<const CLI::ArgumentMismatch*>(&error)) {
        if (is("(\\S+): ([0-9]+) required (\\S*) missing"))
            return message(values_missing).with("option", named(m[1])).with("type", typed(translated_type(m[3]))).counting("count", whole(2));
        if (is("Expected exactly ([0-9]+) arguments to (\\S+), got ([0-9]+)"))
            return message(exactly).with("option", named(m[2])).with("received", IntegerValue{whole(3)}).counting("count", whole(1));
        if (is("Expected at least ([0-9]+) arguments to (\\S+), got ([0-9]+)") || is("(\\S+): At least ([0-9]+) required but received ([0-9]+)")) {
            const bool name_first = text.find("Expected") != 0;
            return message(at_least)
                .with("option", named(m[name_first ? 1 : 2]))
                .with("received", IntegerValue{whole(3)})
                .counting("count", whole(name_first ? 2 : 1));
        }
        if (is("(\\S+): At Most ([0-9]+) required but received ([0-9]+)"))
            return message(at_most).with("option", named(m[1])).with("received", IntegerValue{whole(3)}).counting("count", whole(2));
        if (is("(\\S+) was given a disallowed flag override")) return message(flag_override).with("option", named(m[1]));
    } else if (dynamic_cast<const CLI::RequiresError*>(&error)) {
        if (is("(\\S+) requires (\\S+)")) return message(requires_other).with("option", named(m[1])).with("other", named(m[2]));
    } else if (dynamic_cast<const CLI::ExcludesError*>(&error)) {
        if (is("(\\S+) excludes (\\S+)")) return message(excludes_other).with("option", named(m[1])).with("other", named(m[2]));
    }
    return std::nullopt;
}

}  // namespace

void translate_help(CLI::App& app) {
    const auto formatter = std::make_shared<TranslatedFormatter>();
    formatter->label("Usage", heading_label(usage_heading));
    formatter->label("OPTIONS", help_text(options_badge));
    formatter->label("SUBCOMMAND", help_text(subcommand_badge));
    formatter->label("SUBCOMMANDS", help_text(subcommands_badge));
    formatter->label("Positionals", heading_label(positionals_heading));
    formatter->label("REQUIRED", help_text(required_label));
    formatter->label("Needs", heading_label(needs_label));
    formatter->label("Excludes", heading_label(excludes_label));
    formatter->label("Env", heading_label(environment_label));
    translate_command(app, formatter);
}

Message parse_error_meaning(const CLI::Error& error) {
    if (std::optional<Message> said = recognised(error)) return *said;
    return message(MUSTER_MESSAGE("cli.cannot-use-reason", "{reason}")).with("reason", VerbatimValue{error.what()});
}

std::string parse_error_message(const CLI::Error& error, Language language) {
    return render_message(parse_error_meaning(error), language) + "\n" + help_hint_text(language);
}

std::string help_hint_text(Language language) { return render_message(message(help_hint), language) + "\n"; }

}  // namespace muster::cli
