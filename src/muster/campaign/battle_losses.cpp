#include "muster/campaign/battle_losses.hpp"

#include "muster/campaign/campaign_limits.hpp"
#include "muster/report/report_json.hpp"
#include "muster/util/json_nesting.hpp"
#include "muster/util/text_checks.hpp"

namespace muster {

namespace {

// Details nest at most four deep: {"losses": [{"units": {"en": …}}]}; a file is data, never trusted.
constexpr int deepest_details = 4;

// The units' names in each language, or nothing when they are not an object of language codes to texts with English among them.
std::optional<LocalisedName> read_units(const nlohmann::json& stored) {
    if (!stored.is_object() || stored.size() > most_stored_languages || !stored.contains("en")) return std::nullopt;
    LocalisedName units;
    for (const auto& [code, text] : stored.items()) {
        if (!Language::is_code(code) || !text.is_string()) return std::nullopt;
        units.set(Language(code), printable_text(text.get_ref<const std::string&>(), false));
    }
    return units;
}

}  // namespace

nlohmann::json battle_losses_json(const std::vector<BattleLoss>& losses) {
    nlohmann::json out = nlohmann::json::array();
    for (const BattleLoss& loss : losses) out.push_back({{"army", loss.army}, {"version", loss.version}, {"units", localised_json(loss.units)}});
    return out;
}

std::optional<std::vector<BattleLoss>> read_battle_losses(std::string_view details_json) {
    // Most battles record no losses, and an army's history looks at every battle it fought: the key
    // is looked for before the JSON is read (written with an escape, it holds "\u").
    if (details_json.find("losses") == std::string_view::npos && details_json.find("\\u") == std::string_view::npos) return std::nullopt;
    if (json_nesting_depth(details_json) > deepest_details) return std::nullopt;
    const nlohmann::json details = nlohmann::json::parse(details_json, nullptr, false);
    if (details.is_discarded() || !details.is_object()) return std::nullopt;
    const auto stored = details.find("losses");
    if (stored == details.end() || !stored->is_array()) return std::nullopt;
    std::vector<BattleLoss> losses;
    for (const nlohmann::json& loss : *stored) {
        if (!loss.is_object()) return std::nullopt;
        const auto army = loss.find("army");
        const auto version = loss.find("version");
        const auto units = loss.find("units");
        if (army == loss.end() || version == loss.end() || units == loss.end() || !army->is_number_integer() || !version->is_number_integer())
            return std::nullopt;
        const std::optional<LocalisedName> names = read_units(*units);
        const long long number = version->get<long long>();
        if (!names || number < 1 || number > 1'000'000'000) return std::nullopt;
        losses.push_back({army->get<std::int64_t>(), static_cast<int>(number), *names});
    }
    return losses;
}

}  // namespace muster
