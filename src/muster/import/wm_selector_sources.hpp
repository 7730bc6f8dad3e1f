#pragma once
// Internal to the importer: the wm-selector files given, told apart by content.
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "muster/text/localised_name.hpp"
#include "muster/report/report.hpp"

namespace muster {

/// The largest wm-selector file the importer reads (the largest real one is under 100 kB).
inline constexpr std::uintmax_t max_wm_selector_file_bytes = 16u * 1024 * 1024;
/// The deepest nesting of objects and arrays the importer reads (real lists nest about 6 deep).
inline constexpr int deepest_wm_selector_nesting = 64;

/// One army list file of wm-selector.
struct WmArmyFile {
    std::filesystem::path path;
    nlohmann::json army;
};

/// Everything read from the files given to one import.
struct WmSources {
    std::vector<WmArmyFile> armies;
    std::map<std::string, nlohmann::json> special_rules;  ///< by key ("Warmaster Medieval Armies"): name → {text}
    std::map<std::string, nlohmann::json> magic_items;    ///< by key ("Warmaster"): {upgrades, upgradeConstraints}
};

/// Reads each file and sorts it: an army (it has "units"), a magic-items file ("upgrades" and
/// no "units"), else a special-rules file (rule name → {"text": […]}). The last two are keyed by
/// the family they serve: wm-selector's file name when it is a family's, else the family lacking
/// such a file whose armies name most of its entries (renamed or downloaded files keep their texts).
/// Unreadable files go to the report.
WmSources read_wm_selector_files(const std::vector<std::filesystem::path>& files, Report& report, Language language = Language::english);

/// The key of the special-rules and magic-items files an army's "version" uses.
std::string wm_version_key(const std::string& version);

}  // namespace muster
