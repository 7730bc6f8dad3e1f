// libFuzzer target: reference card templates, laid out from the bundled lists and printed to a
// PDF in /dev/shm. The input's length picks the language, paper and layout, so every choice is
// exercised without spending input bytes on them.
#include <cstdint>
#include <filesystem>
#include <string>
#include <unistd.h>

#include "fuzz_input.hpp"
#include "muster/print/printing.hpp"
#include "muster/util/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::filesystem::path pdf = "/dev/shm/muster-fuzz-card-" + std::to_string(::getpid()) + ".pdf";
    muster::PrintOptions options;
    options.language = size % 2 ? muster::Language::french : muster::Language::english;
    options.paper = size % 4 >= 2 ? muster::PaperSize::letter : muster::PaperSize::a4;
    options.card_layout = size % 8 >= 4 ? muster::CardLayout::a5_twice : muster::CardLayout::full_page;
    options.date = "2026-01-01";
    try {
        (void)muster::print_card_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz-card.xml", muster::fuzz::bundled_lists(), options, pdf);
    } catch (const muster::Error&) {
        // a clear refusal is the expected answer to a broken template
    }
    std::filesystem::remove(pdf);
    return 0;
}
