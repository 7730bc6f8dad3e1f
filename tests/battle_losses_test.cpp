// A battle's losses as its stored details keep them: an army's history reads every battle the army
// fought, and looks for the key before it reads the JSON; the same details must read the same.
#include <doctest/doctest.h>

#include <string>

#include "muster/campaign/battle_losses.hpp"

using namespace muster;

namespace battle_losses_test {

TEST_CASE("battle losses: details read the same whether the key is written plainly, with escapes, or not at all") {
    const std::string plain = R"({"scenario": "x", "losses": [{"army": 2, "version": 3, "units": {"en": "Billmen", "fr": "Gens de guisarme"}}]})";
    const auto read = read_battle_losses(plain);
    REQUIRE(read.has_value());
    REQUIRE(read->size() == 1);
    CHECK((*read)[0].army == 2);
    CHECK((*read)[0].version == 3);
    CHECK((*read)[0].units.in(Language::french) == "Gens de guisarme");
    // The key spelt with JSON escapes is the same key.
    const std::string escaped = R"({"\u006cosses": [{"army": 2, "version": 3, "units": {"en": "Billmen"}}]})";
    const auto read_escaped = read_battle_losses(escaped);
    REQUIRE(read_escaped.has_value());
    CHECK((*read_escaped)[0].units.en == "Billmen");
    // Details without losses, or not JSON at all, record none.
    CHECK_FALSE(read_battle_losses(R"({"scenario": "pitched battle", "vp": [1050, 800]})").has_value());
    CHECK_FALSE(read_battle_losses("0A1B2C3D").has_value());
    CHECK_FALSE(read_battle_losses(R"({"losses": "all of them"})").has_value());
}

}  // namespace battle_losses_test
