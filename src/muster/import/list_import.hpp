#pragma once
// Importing community army lists into Muster's own list format, written into a lists folder.
#include <filesystem>
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/report/report.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// A construct of a community list the importer could not carry over, and why.
struct UnmappedConstruct {
    std::string file;       ///< the file it is in
    std::string json_path;  ///< where: $.units['Billmen'].max
    Message why;            ///< one sentence, rendered when shown
};

/// What importing one army file did.
struct ImportedList {
    std::string source_file;                  ///< the community file
    std::string faction_id;                   ///< the Muster faction written
    std::string system_id;                    ///< the game system it was written for
    std::string name;                         ///< the army's name
    std::filesystem::path written;            ///< the faction file
    int revision = 1;                         ///< its revision now
    bool changed = true;                      ///< false: the file already held exactly this list
    int units = 0;                            ///< units written
    int rules = 0;                            ///< composition rules written
    std::vector<UnmappedConstruct> unmapped;  ///< what could not be carried over
    std::vector<Message> readings;            ///< where the importer chose a reading, rendered when shown
};

/// Where and how to import.
struct ListImportOptions {
    std::filesystem::path lists_folder;     ///< root of a lists folder (the user's by default)
    std::string system_id;                  ///< the game system the lists are written for (empty: the one naming each file's version)
    Language language = Language::english;  ///< the language of the import's messages
};

/// The outcome of one import: the lists written and the files that could not be read.
struct ListImport {
    std::vector<ImportedList> lists;
    Report problems;  ///< unreadable or unrecognised files, lists that would not load

    /// 0 when everything mapped, 1 when something was dropped, 2 when a file could not be read.
    int exit_code() const;
};

/// Reads wm-selector files — army lists, and the special-rules and magic-items files that
/// hold their texts, told apart by their content — and writes one faction file per army
/// into options.lists_folder/<system>/factions/. A newer file raises the list's revision.
ListImport import_wm_selector_files(const std::vector<std::filesystem::path>& files, const ListLibrary& library, const ListImportOptions& options);

/// "file: $.units['Billmen'].max: why" — one line per unmapped construct, in the language.
std::string format_unmapped(const UnmappedConstruct& construct, Language language = Language::english);
/// What an import did, as a player reads it: a line per list written, its readings and what it
/// could not map, then the totals (the problems of unreadable files are not included).
std::string format_list_import(const ListImport& result, Language language = Language::english);

}  // namespace muster
