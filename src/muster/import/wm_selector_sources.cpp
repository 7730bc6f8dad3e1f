#include "muster/import/wm_selector_sources.hpp"

#include <algorithm>
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

WmSources read_wm_selector_files(const std::vector<std::filesystem::path>& files, Report& report, Language language) {
    WmSources sources;
    for (const std::filesystem::path& path : files) {
        std::optional<nlohmann::json> json = read_json(path, report, language);
        if (!json) continue;
        if (!json->is_object()) {
            report.error_at({path.string(), 1, 1}, "import.not-a-list",
                            render_message(message(import_text::not_an_object), language));
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
                report.error_at({path.string(), 1, 1}, "import.not-a-list",
                                render_message(message(import_text::not_known_kind), language));
                continue;
            }
            sources.special_rules[key] = std::move(*json);
        }
    }
    return sources;
}

}  // namespace muster
