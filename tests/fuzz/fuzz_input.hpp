// Shared by the fuzz targets: splitting one input into several files, and the bundled data
// read once per process.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "muster/util/data_paths.hpp"

namespace muster::fuzz {

/// The input cut at its NUL bytes into exactly `count` texts (XML never holds a NUL, so the
/// cut never falls inside a well-formed file); the last text keeps any further NULs, missing
/// texts are empty.
inline std::vector<std::string> split_at_nul(const std::uint8_t* data, std::size_t size, std::size_t count) {
    std::vector<std::string> parts;
    const char* text = reinterpret_cast<const char*>(data);
    std::size_t start = 0;
    while (parts.size() + 1 < count) {
        std::size_t end = start;
        while (end < size && text[end] != '\0') ++end;
        parts.emplace_back(text + start, end - start);
        start = end < size ? end + 1 : size;
    }
    parts.emplace_back(text + start, size - start);
    return parts;
}

/// The lists shipped with Muster, loaded on first use.
inline const ListLibrary& bundled_lists() {
    static const ListLibrary library = [] {
        Report report;
        return ListLibrary::load(lists_folder(), report);
    }();
    return library;
}

}  // namespace muster::fuzz
