// libFuzzer target: campaign import from a (possibly hostile) exported JSON document.
#include <cstdint>
#include <filesystem>
#include <string>
#include <unistd.h>

#include "muster/campaign/campaign.hpp"
#include "muster/util/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const nlohmann::json document = nlohmann::json::parse(data, data + size, nullptr, false);
    if (document.is_discarded()) return 0;
    const auto file = std::filesystem::temp_directory_path() / ("muster-fuzz-" + std::to_string(::getpid()) + ".muster-campaign");
    std::filesystem::remove(file);
    try {
        muster::Campaign campaign = muster::Campaign::import_json(file, document);
        (void)campaign.export_json();
    } catch (const muster::Error&) {
        // a clear refusal is the expected answer to a bad document
    }
    std::filesystem::remove(file);
    return 0;
}
