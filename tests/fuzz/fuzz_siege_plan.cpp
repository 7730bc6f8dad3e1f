// libFuzzer target: siege plans, parsed and then evaluated against the bundled kit.
#include <cstdint>
#include <string>

#include "muster/siege/siege_verdict.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    muster::Report report;
    if (auto plan = muster::parse_siege_plan(std::string(reinterpret_cast<const char*>(data), size), "fuzz.siege.xml", report)) {
        (void)muster::siege_plan_to_xml(*plan);
        if (plan->duration.months <= 48 && plan->extra_engineers <= 100)  // keep each run small
            (void)muster::evaluate_siege(*plan, muster::bundled_siege_kit());
    }
    return 0;
}
