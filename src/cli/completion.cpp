#include "completion.hpp"

#include <algorithm>
#include <utility>

namespace muster::cli {

namespace {

bool starts_with(const std::string& text, const std::string& prefix) { return text.compare(0, prefix.size(), prefix) == 0; }

// The kinds of file a positional or an option takes, by the command and subcommand it belongs to
// and its name: the extensions the shell filters the files by, separated by spaces ("" for any file).
std::string file_kind(const std::string& command, const std::string& subcommand, const std::string& argument) {
    struct Kind {
        const char* command;
        const char* subcommand;  ///< "": any subcommand of the command (an entry naming one comes first)
        const char* argument;
        const char* extensions;
    };
    static const Kind kinds[] = {
        // a WFB3 army prints as unit cards and a summary as well as a roster does
        {"print", "unit-cards", "roster", ".roster.xml .wfb3.xml"},
        {"print", "summary", "roster", ".roster.xml .wfb3.xml"},
        {"validate", "", "rosters", ".roster.xml"},
        {"roster", "", "file", ".roster.xml"},
        {"siege", "", "file", ".siege.xml"},
        {"siege", "", "files", ".siege.xml"},
        {"print", "", "roster", ".roster.xml"},
        {"print", "", "--bestiary", ".xml"},
        {"print", "", "plan", ".siege.xml"},
        {"campaign", "", "roster", ".roster.xml"},
        {"campaign", "", "plan", ".siege.xml"},
        {"campaign", "", "json", ".json"},
        {"campaign", "", "new_file", ".muster-campaign"},
        {"campaign", "", "--file", ".muster-campaign"},
        {"lists", "", "files", ".json"},
        {"onus", "", "files", ".onus.xml"},
        {"wfb3", "", "files", ".wfb3.xml"},
        {"wfb3", "", "--bestiary", ".xml"},
        {"siege", "", "--attacker-roster", ".roster.xml"},
        {"siege", "", "--defender-roster", ".roster.xml"},
    };
    for (const Kind& kind : kinds)
        if (command == kind.command && (*kind.subcommand == '\0' || subcommand == kind.subcommand) && argument == kind.argument) return kind.extensions;
    return "";
}

// Options whose values a command checks itself, not with one_of(): the values, as their help lists them.
const std::vector<std::string>* values_checked_by_the_command(const std::string& option) {
    static const std::vector<std::pair<const char*, std::vector<std::string>>> listed = {
        {"--page", {"a4", "letter"}},         {"--layout", {"page", "a5x2", "a6x4"}}, {"--kind", {"wall", "tower", "barbican", "gate"}},
        {"--rampart-level", {"1", "2", "3"}}, {"--role", {"assassin", "engineer"}},   {"--type", {"light", "heavy", "wagon"}},
    };
    for (const auto& [name, values] : listed)
        if (option == name) return &values;
    return nullptr;
}

// The values an option's check enumerates: one_of() shows them as its type, "TEXT:{en,fr}".
std::vector<std::string> enumerated_values(const CLI::Option& option) {
    if (const std::vector<std::string>* values = values_checked_by_the_command(option.get_name())) return *values;
    const std::string type = option.get_type_name();
    const std::size_t open = type.find('{'), close = type.rfind('}');
    std::vector<std::string> values;
    if (open == std::string::npos || close == std::string::npos || close < open) return values;
    std::string value;
    for (std::size_t i = open + 1; i <= close; ++i) {
        if (type[i] == ',' || i == close) {
            if (!value.empty()) values.push_back(value);
            value.clear();
        } else {
            value += type[i];
        }
    }
    return values;
}

// What the shell offers for a value of this option or positional.
std::vector<std::string> values_for(const CLI::Option& option, const std::string& command, const std::string& subcommand, const std::string& typed) {
    std::vector<std::string> offered;
    for (const std::string& value : enumerated_values(option))
        if (starts_with(value, typed)) offered.push_back(value);
    if (!enumerated_values(option).empty()) return offered;
    const std::string type = option.get_type_name();
    const std::string name = option.get_name();  // "--file", or a positional's name ("rosters")
    if (type.find("DIR") != std::string::npos || name == "--to") return {"@dirs"};
    if (const std::string kind = file_kind(command, subcommand, name); !kind.empty()) return {"@files " + kind};
    if (type.find("FILE") != std::string::npos || type.find("PATH") != std::string::npos || name == "--out" || name == "out" || name == "file" ||
        name == "new_file")
        return {"@files"};
    return {};  // free text, a number or a name: nothing to offer
}

// CLI11 2.1 looks subcommands up without throwing only on a non-const app.
const CLI::App* subcommand_named(const CLI::App& app, const std::string& name) {
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
        if (sub->get_name() == name) return sub;
    return nullptr;
}

const CLI::Option* option_named(const std::vector<const CLI::App*>& chain, const std::string& word) {
    for (auto app = chain.rbegin(); app != chain.rend(); ++app)
        if (const CLI::Option* option = (*app)->get_option_no_throw(word)) return option;
    return nullptr;
}

}  // namespace

std::vector<std::string> completions(const CLI::App& app, const std::vector<std::string>& words) {
    std::vector<const CLI::App*> chain{&app};
    const CLI::Option* pending = nullptr;  // an option whose value comes next
    std::size_t positionals = 0;           // positional words given to the innermost command
    const std::string typed = words.empty() ? std::string() : words.back();
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
        const std::string& word = words[i];
        if (pending) {
            pending = nullptr;
            continue;
        }
        if (starts_with(word, "-") && word.size() > 1) {
            const CLI::Option* option = option_named(chain, word.substr(0, word.find('=')));
            if (option && option->get_items_expected_max() > 0 && word.find('=') == std::string::npos) pending = option;
            continue;
        }
        if (const CLI::App* sub = subcommand_named(*chain.back(), word)) {
            chain.push_back(sub);
            positionals = 0;
        } else {
            ++positionals;
        }
    }
    const std::string command = chain.size() > 1 ? chain[1]->get_name() : std::string();
    const std::string subcommand = chain.size() > 2 ? chain[2]->get_name() : std::string();
    if (pending) return values_for(*pending, command, subcommand, typed);

    std::vector<std::string> offered;
    if (starts_with(typed, "-")) {
        for (const CLI::App* level : chain)
            for (const CLI::Option* option : level->get_options([](const CLI::Option* o) { return o->nonpositional(); }))
                for (const std::string& name : option->get_lnames())
                    if (starts_with("--" + name, typed)) offered.push_back("--" + name);
        for (const char* help : {"--help", "--help-all", "--version"})
            if (chain.size() == 1 && starts_with(help, typed)) offered.emplace_back(help);
        std::sort(offered.begin(), offered.end());
        offered.erase(std::unique(offered.begin(), offered.end()), offered.end());
        return offered;
    }
    for (const CLI::App* sub : chain.back()->get_subcommands([](const CLI::App*) { return true; }))
        if (sub->get_name() != complete_command && starts_with(sub->get_name(), typed)) offered.push_back(sub->get_name());
    if (!offered.empty() || chain.size() == 1) return offered;
    // The innermost command's positionals, in order; the last one takes every word after it.
    const std::vector<const CLI::Option*> slots = chain.back()->get_options([](const CLI::Option* o) { return o->get_positional(); });
    if (slots.empty()) return offered;
    return values_for(*slots[std::min(positionals, slots.size() - 1)], command, subcommand, typed);
}

}  // namespace muster::cli
