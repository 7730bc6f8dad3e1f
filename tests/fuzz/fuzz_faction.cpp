// libFuzzer target: faction lists and game systems.
#include <cstdint>
#include <string>

#include "muster/lists/list_library.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    muster::Report report;
    muster::ListLibrary library;
    if (auto system = muster::parse_game_system(text, "fuzz-system.xml", report)) library.add(std::move(*system));
    (void)muster::parse_faction(text, "fuzz-faction.xml", library, report);
    (void)muster::format_human(report);
    return 0;
}
