#pragma once
#include <filesystem>
#include <optional>
#include <string>

#include "muster/report/report.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"

namespace muster {

/// Where the data of a kind that Muster ships lies under lists/, and how it is read. Specialised beside the
/// kind, once:
///     template <> struct BundledFile<VictoryTable> {
///         static constexpr const char* path = "warhammer-fantasy-3/victory-points.xml";
///         static constexpr auto load = &load_victory_table;
///     };
/// A specialisation that also declares `static constexpr bool user_folders_first = true;` is taken from the
/// user's and shared lists folders first, as list files are (find_list_file).
template <class Data>
struct BundledFile;

/// The data of a kind that Muster ships (bundled<onus::FortressRules>()), read once, on first use.
/// A bundled file that cannot be read means a broken installation: muster::Error saying what is wrong in it.
template <class Data>
const Data& bundled() {
    static const Data data = [] {
        Report report;
        std::filesystem::path file = lists_folder() / BundledFile<Data>::path;
        if constexpr (requires { BundledFile<Data>::user_folders_first; }) file = find_list_file(BundledFile<Data>::path);
        std::optional<Data> loaded = BundledFile<Data>::load(file, report);
        if (!loaded)
            throw Error("the bundled data lists/" + std::string(BundledFile<Data>::path) + " cannot be read:\n" + format_human(report));
        return std::move(*loaded);
    }();
    return data;
}

}  // namespace muster
