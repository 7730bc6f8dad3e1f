// libFuzzer target: a game system and a faction list that refers to it, loaded together so
// the faction's references into the system are exercised, then a roster validated against both.
// The input is the three files cut at NUL bytes: system, faction, roster.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_input.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<std::string> parts = muster::fuzz::split_at_nul(data, size, 3);
    muster::Report report;
    muster::ListLibrary library;
    if (auto system = muster::parse_game_system(parts[0], "fuzz-system.xml", report)) library.add(std::move(*system));
    if (auto faction = muster::parse_faction(parts[1], "fuzz-faction.xml", library, report)) library.add(std::move(*faction));
    (void)muster::format_human(report);
    muster::Report roster_report;
    if (auto roster = muster::parse_roster(parts[2], "fuzz.roster.xml", roster_report)) {
        const muster::RosterVerdict verdict = muster::validate_roster(*roster, library);
        (void)muster::format_verdict(*roster, verdict, "fuzz.roster.xml");
        (void)muster::verdict_to_json(verdict).dump();
    }
    return 0;
}
