#include "cli_context.hpp"

#include <algorithm>
#include <iostream>

#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

namespace muster::cli {

namespace {
std::vector<std::pair<int, CommandSetup>>& registry() {
    static std::vector<std::pair<int, CommandSetup>> commands;
    return commands;
}
}  // namespace

CommandRegistration::CommandRegistration(int order, CommandSetup setup) { registry().emplace_back(order, setup); }

std::vector<CommandSetup> registered_commands() {
    auto commands = registry();
    std::stable_sort(commands.begin(), commands.end(), [](auto& a, auto& b) { return a.first < b.first; });
    std::vector<CommandSetup> out;
    for (auto& [order, setup] : commands) out.push_back(setup);
    return out;
}

const ListLibrary& CliContext::library() {
    if (!library_) {
        std::vector<FolderReport> reports;
        library_ = std::make_unique<ListLibrary>(load_standard_lists(reports));
        for (const FolderReport& folder : reports)
            if (!folder.report.empty()) std::cerr << folder_problems_heading(folder.folder) << "\n" << format_human(folder.report);
    }
    return *library_;
}

const Faction& CliContext::faction(const std::string& id_or_name) {
    const ListLibrary& lists = library();
    if (const Faction* f = lists.faction(id_or_name)) return *f;
    for (const Faction* f : lists.factions())
        if (search_key(f->name.en) == search_key(id_or_name) || search_key(f->name.fr) == search_key(id_or_name))
            return *f;
    const std::vector<std::string> close = lists.suggest_faction(id_or_name);
    std::string hint;
    for (std::size_t i = 0; i < close.size(); ++i) hint += (i ? ", '" : " (did you mean '") + close[i] + "'";
    if (!hint.empty()) hint += "?)";
    throw Error("no installed faction '" + id_or_name + "'" + hint + "; 'muster-cli lists' shows them all");
}

void print_json(const nlohmann::json& value) { std::cout << value.dump(2) << '\n'; }

}  // namespace muster::cli
