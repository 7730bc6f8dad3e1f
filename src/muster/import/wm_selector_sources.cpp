#include "muster/import/wm_selector_sources.hpp"

#include <algorithm>
#include <set>
#include <string_view>

#include <nlohmann/json.hpp>

#include "muster/import/import_messages.hpp"
#include "muster/text/render.hpp"
#include "muster/util/input_file.hpp"
#include "muster/util/json_nesting.hpp"
#include "muster/util/json_refusals.hpp"

namespace muster {

namespace {

std::optional<nlohmann::json> read_json(const std::filesystem::path& path, Report& report, Language language) {
    // The same guard as every file Muster reads: a regular file of at most 16 MiB, never a pipe or a device.
    const InputFile file = read_input_file(path, max_wm_selector_file_bytes);
    if (!file.ok()) {
        report.error_at({path.string(), 0, 0}, file.rule_id, render_message(file.meaning, language));
        return std::nullopt;
    }
    if (json_nesting_depth(file.text) > deepest_wm_selector_nesting) {
        report.error_at({path.string(), 0, 0}, "import.too-deep",
                        render_message(message(import_text::too_deep).with("most", IntegerValue{deepest_wm_selector_nesting}), language));
        return std::nullopt;
    }
    if (const auto refused = first_refused_json_token(file.text)) {
        const TextPosition at = text_position(file.text, refused->offset);
        const Message said = refused->kind == JsonRefusal::Kind::number_too_large
                                 ? message(import_text::json_number_too_large).with("number", VerbatimValue{refused->token})
                                 : message(import_text::json_control_character).with("escape", VerbatimValue{refused->token});
        report.error_at({path.string(), at.line, at.column}, "import.not-json", render_message(said, language));
        return std::nullopt;
    }
    struct {
        std::string str() const { return *text; }
        const std::string* text;
    } text{&file.text};
    try {
        return nlohmann::json::parse(text.str());
    } catch (const nlohmann::json::parse_error& e) {
        // nlohmann gives a byte offset; report it as line:column.
        const std::string content = text.str();
        const std::size_t offset = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, content.size());
        int line = 1, column = 1;
        for (std::size_t i = 0; i < offset; ++i) {
            if (content[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(content[i]) & 0xC0) != 0x80) {
                ++column;
            }
        }
        report.error_at({path.string(), line, column}, "import.not-json",
                        render_message(message(import_text::not_json).with("what", VerbatimValue{e.what()}), language));
        return std::nullopt;
    }
}

// Every object key and string an army file holds: the rule and item names it may refer to.
void collect_names(const nlohmann::json& json, std::set<std::string>& names) {
    if (json.is_object())
        for (const auto& [key, value] : json.items()) {
            names.insert(key);
            collect_names(value, names);
        }
    else if (json.is_array())
        for (const nlohmann::json& value : json) collect_names(value, names);
    else if (json.is_string()) names.insert(json.get<std::string>());
}

// How many of a texts file's entries the armies of a family name.
std::size_t names_shared(const nlohmann::json& entries, const std::set<std::string>& names) {
    std::size_t shared = 0;
    if (entries.is_object())
        for (const auto& [key, value] : entries.items()) shared += names.count(key);
    return shared;
}

// Files of texts are told apart by content, not by name: each one whose name is not a family's key
// goes to the family lacking such a file whose armies name most of its entries (or to the only one).
void match_by_content(std::map<std::string, nlohmann::json>& files, const std::map<std::string, std::set<std::string>>& family_names,
                      const char* entries_member) {
    std::vector<std::string> strays;
    for (const auto& [key, json] : files)
        if (!family_names.count(key)) strays.push_back(key);
    for (const std::string& stray : strays) {
        const nlohmann::json& json = files.at(stray);
        const nlohmann::json& entries = entries_member ? json[entries_member] : json;
        std::string best;
        std::size_t best_shared = 0;
        std::vector<std::string> lacking;
        for (const auto& [family, names] : family_names) {
            if (files.count(family)) continue;
            lacking.push_back(family);
            if (const std::size_t shared = names_shared(entries, names); shared > best_shared) {
                best = family;
                best_shared = shared;
            }
        }
        if (best.empty() && lacking.size() == 1) best = lacking.front();
        if (best.empty()) continue;
        files[best] = std::move(files.at(stray));
        files.erase(stray);
    }
}

// The files given, a folder standing for every .json file under it (wm-selector's public/json/ layout),
// in name order; entries that are not regular files are kept, for the reader to refuse with their name.
std::vector<std::filesystem::path> files_and_folders(const std::vector<std::filesystem::path>& given) {
    std::vector<std::filesystem::path> files;
    for (const std::filesystem::path& path : given) {
        std::error_code ec;
        if (!std::filesystem::is_directory(path, ec)) {
            files.push_back(path);
            continue;
        }
        std::vector<std::filesystem::path> found;
        for (auto it = std::filesystem::recursive_directory_iterator(path, ec); !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
            if (it->path().extension() == ".json" && !it->is_directory(ec)) found.push_back(it->path());
        if (found.empty()) files.push_back(path);  // an empty folder is refused as the file it is not
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

}  // namespace

std::string wm_version_key(const std::string& version) {
    static const std::map<std::string, std::string> keys = {
        {"Warmaster Armies", "Warmaster"},
        {"Warmaster Trial Armies Compendium 2009", "Warmaster"},
        {"Warmaster Revolution", "Warmaster Revolution"},
        {"Warmaster Ancients", "Warmaster Ancients"},
        {"Warmaster Ancient Armies", "Warmaster Ancients"},
        {"Warmaster Medieval Armies", "Warmaster Medieval Armies"},
        {"Warmaster Evolution", "Warmaster Evolution"},
        {"The Battle of Five Armies", "The Battle of Five Armies"},
    };
    const auto found = keys.find(version);
    return found == keys.end() ? version : found->second;
}

WmSources read_wm_selector_files(const std::vector<std::filesystem::path>& given, Report& report, Language language) {
    WmSources sources;
    for (const std::filesystem::path& path : files_and_folders(given)) {
        std::optional<nlohmann::json> json = read_json(path, report, language);
        if (!json) continue;
        if (!json->is_object()) {
            report.error_at({path.string(), 1, 1}, "import.not-a-list", render_message(message(import_text::not_an_object), language));
            continue;
        }
        const std::string key = path.stem().string();
        if (json->contains("units")) {
            if (!(*json)["units"].is_object()) {
                report.error_at({path.string(), 1, 1}, "import.not-a-list", render_message(message(import_text::units_not_object), language));
                continue;
            }
            sources.armies.push_back({path, std::move(*json)});
        } else if (json->contains("upgrades")) {
            sources.magic_items[key] = std::move(*json);
        } else {
            bool rules = true;
            for (const auto& [name, rule] : json->items())
                if (!rule.is_object()) rules = false;
            if (!rules || json->empty()) {
                report.error_at({path.string(), 1, 1}, "import.not-a-list", render_message(message(import_text::not_known_kind), language));
                continue;
            }
            sources.special_rules[key] = std::move(*json);
        }
    }
    std::map<std::string, std::set<std::string>> family_names;
    for (const WmArmyFile& army : sources.armies) {
        const nlohmann::json* version = army.army.contains("version") ? &army.army["version"] : nullptr;
        collect_names(army.army, family_names[wm_version_key(version && version->is_string() ? version->get<std::string>() : "")]);
    }
    match_by_content(sources.special_rules, family_names, nullptr);
    match_by_content(sources.magic_items, family_names, "upgrades");
    return sources;
}

}  // namespace muster
