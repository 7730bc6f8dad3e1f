#pragma once
// What every window test uses: a failure with its reason, a check that throws it, a folder of
// its own for the files a test writes, and what a command prints.
#include <array>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>

#include "../../tests/temp_folder.hpp"

namespace muster::ui {

/// What a window test found wrong (run_ui_test reports it and fails the run).
struct UiTestFailed : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// Fails the test with `why` unless `holds`.
inline void require(bool holds, const std::string& why) {
    if (!holds) throw UiTestFailed(why);
}

/// A folder of its own for the files a test writes, removed at the end.
struct Scratch {
    explicit Scratch(const char* purpose) : path(muster::test::fresh_temp_folder(purpose)) {}
    ~Scratch() { std::filesystem::remove_all(path); }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    std::filesystem::path path;
};

/// What a command prints on its standard output.
inline std::string output_of(const std::string& command) {
    std::string out;
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(::popen(command.c_str(), "r"), ::pclose);
    if (!pipe) return out;
    std::array<char, 4096> buffer{};
    while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe.get())) out.append(buffer.data(), n);
    return out;
}

/// A PDF's pages and their size as pdfinfo tells them, and its text as pdftotext reads it.
inline std::string pdf_summary(const std::filesystem::path& pdf) {
    const std::string quoted = "'" + pdf.string() + "'";
    return output_of("pdfinfo " + quoted + " 2>/dev/null | grep -E '^(Pages|Page size):'") + output_of("pdftotext " + quoted + " - 2>/dev/null");
}

}  // namespace muster::ui
