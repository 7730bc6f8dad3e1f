#pragma once
#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

#include "muster/report/report.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"

namespace muster {

/// A path under lists/ as a template argument (BundledAt<"onus/fortress.xml", …>).
template <std::size_t N>
struct ListsPath {
    char text[N];
    constexpr ListsPath(const char (&path)[N]) { std::copy_n(path, N, text); }  // implicit: written as a literal
};

/// Where the data of a kind that Muster ships lies under lists/, how it is read, and whether the user's and
/// shared lists folders are searched first, as list files are (find_list_file).
template <ListsPath Path, auto Load, bool UserFoldersFirst = false>
struct BundledAt {
    static constexpr const char* path = Path.text;
    static constexpr auto load = Load;
    static constexpr bool user_folders_first = UserFoldersFirst;
};

/// The bundled file of a kind: specialised beside the kind, once, in one line:
///     template <> struct BundledFile<VictoryTable> : BundledAt<"warhammer-fantasy-3/victory-points.xml", &load_victory_table> {};
template <class Data>
struct BundledFile;

/// The data of a kind that Muster ships (bundled<onus::FortressRules>()), read once, on first use.
/// A bundled file that cannot be read means a broken installation: muster::Error saying what is wrong in it.
template <class Data>
const Data& bundled() {
    static const Data data = [] {
        Report report;
        std::filesystem::path file = lists_folder() / BundledFile<Data>::path;
        if constexpr (BundledFile<Data>::user_folders_first) file = find_list_file(BundledFile<Data>::path);
        std::optional<Data> loaded = BundledFile<Data>::load(file, report);
        if (!loaded) throw Error("the bundled data lists/" + std::string(BundledFile<Data>::path) + " cannot be read:\n" + format_human(report));
        return std::move(*loaded);
    }();
    return data;
}

}  // namespace muster
