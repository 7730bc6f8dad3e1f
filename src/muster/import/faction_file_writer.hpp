#pragma once
// Internal to the importer: writing a faction file, raising its revision when its content changes.
#include <filesystem>
#include <string>
#include <vector>

#include <pugixml.hpp>

namespace muster {

/// What writing a faction file did.
struct FactionFileWrite {
    int revision = 1;     ///< the revision the file holds now
    bool changed = true;  ///< false: the file already held exactly this list
};

/// Writes the faction document to `file` (atomically, never over one of `inputs`: the files
/// the import reads). When the file already holds the same list id, its revision is kept if
/// nothing else differs and raised by one otherwise.
FactionFileWrite write_faction_file(pugi::xml_document& faction, const std::filesystem::path& file, const std::vector<std::filesystem::path>& inputs);

/// The document as the text Muster writes (UTF-8, two-space indent).
std::string faction_xml_text(const pugi::xml_document& faction);

}  // namespace muster
