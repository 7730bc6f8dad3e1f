// libFuzzer target: roster files, read, written back, given fresh ids and validated against
// the bundled lists (text and JSON verdicts).
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_input.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    muster::Report report;
    if (auto roster = muster::parse_roster(std::string(reinterpret_cast<const char*>(data), size), "fuzz.roster.xml", report)) {
        (void)muster::roster_to_xml(*roster);
        (void)roster->next_id("u");
        (void)roster->next_id("d");
        const muster::RosterVerdict verdict = muster::validate_roster(*roster, muster::fuzz::bundled_lists());
        (void)muster::format_verdict(*roster, verdict, "fuzz.roster.xml");
        (void)muster::verdict_to_json(verdict).dump();
    }
    (void)muster::format_human(report);
    return 0;
}
