#pragma once
// The roster versions a battle's losses made, kept in the battle's details as data ("losses":
// each army, the version its losses made and the units it lost, named in every language), so
// that the history names the lost units in the reader's language and deleting the battle finds
// its versions without reading words.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "muster/text/localised_name.hpp"

namespace muster {

/// One army's losses in a battle: the roster version they made, and the units lost.
struct BattleLoss {
    std::int64_t army = 0;
    int version = 0;
    LocalisedName units;  ///< "English archers, Billmen" in every language
};

/// The losses as the battle's details keep them: [{"army": 2, "version": 3, "units": {"en": …, "fr": …}}].
nlohmann::json battle_losses_json(const std::vector<BattleLoss>& losses);

/// The losses a battle's stored details record, read with bounds; nothing for a battle of an
/// older file (which records none) or details that cannot be read as such.
std::optional<std::vector<BattleLoss>> read_battle_losses(std::string_view details_json);

}  // namespace muster
