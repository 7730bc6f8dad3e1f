// libFuzzer target: WFB3 army files, checked and priced with the bundled points rules, reported
// as text and JSON.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "muster/wfb3/wfb3_army.hpp"
#include "muster/wfb3/wfb3_rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const muster::wfb3::ArmyVerdict verdict =
        muster::wfb3::evaluate_army_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz.wfb3.xml", muster::bundled<muster::wfb3::PointsRules>());
    (void)muster::wfb3::format_army_verdict(verdict, "fuzz.wfb3.xml");
    (void)muster::wfb3::army_verdict_to_json(verdict).dump();
    return 0;
}
