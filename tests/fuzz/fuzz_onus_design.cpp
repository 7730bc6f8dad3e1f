// libFuzzer target: ONUS! fortress designs, checked and priced with the bundled rules.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "muster/onus/fortress.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const muster::onus::FortressRules& rules = muster::bundled<muster::onus::FortressRules>();
    const muster::onus::FortressVerdict verdict =
        muster::onus::check_fortress_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz.onus.xml", rules);
    (void)muster::format_human(verdict.report);
    (void)muster::onus::fortress_verdict_to_json(verdict, rules).dump();
    return 0;
}
