// libFuzzer target: roster files.
#include <cstdint>
#include <string>

#include "muster/roster/roster_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    muster::Report report;
    if (auto roster = muster::parse_roster(std::string(reinterpret_cast<const char*>(data), size), "fuzz.roster.xml", report))
        (void)muster::roster_to_xml(*roster);
    (void)muster::format_human(report);
    return 0;
}
