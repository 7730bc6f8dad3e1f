// libFuzzer target: campaign import from a (possibly hostile) exported JSON document, then every
// read of the campaign it made.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_campaign.hpp"
#include "muster/util/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const nlohmann::json document = nlohmann::json::parse(data, data + size, nullptr, false);
    if (document.is_discarded()) return 0;
    static const std::filesystem::path file = muster::fuzz::scratch_campaign();
    muster::fuzz::remove_scratch(file);
    try {
        muster::Campaign campaign = muster::Campaign::import_json(file, document);
        muster::fuzz::read_everything(campaign);
    } catch (const muster::Error&) {
        // a clear refusal is the expected answer to a bad document
    }
    muster::fuzz::remove_scratch(file);
    return 0;
}
