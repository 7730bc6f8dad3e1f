// libFuzzer target: a user's WFB3 bestiary added to the bundled points rules, then an army that
// uses its creatures priced with them. The input is the two files cut at a NUL byte.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_input.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "muster/wfb3/wfb3_rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<std::string> parts = muster::fuzz::split_at_nul(data, size, 2);
    muster::wfb3::PointsRules rules = muster::bundled<muster::wfb3::PointsRules>();
    muster::Report report;
    const bool read = muster::wfb3::parse_bestiary(parts[0], "fuzz-bestiary.xml", rules, report);
    (void)muster::format_human(report);
    if (!read) return 0;
    const muster::wfb3::ArmyVerdict verdict = muster::wfb3::evaluate_army_text(parts[1], "fuzz.wfb3.xml", rules);
    (void)muster::wfb3::format_army_verdict(verdict, "fuzz.wfb3.xml");
    (void)muster::wfb3::format_army_verdict(verdict, "fuzz.wfb3.xml", muster::Language::french);
    (void)muster::wfb3::army_verdict_to_json(verdict).dump();
    return 0;
}
