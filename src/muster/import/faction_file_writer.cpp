#include "muster/import/faction_file_writer.hpp"

#include <optional>

#include "muster/util/atomic_file.hpp"
#include "muster/util/input_file.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/xml/xml_guard.hpp"

namespace muster {

namespace {

struct StringWriter : pugi::xml_writer {
    std::string text;
    void write(const void* data, std::size_t size) override { text.append(static_cast<const char*>(data), size); }
};

}  // namespace

std::string faction_xml_text(const pugi::xml_document& faction) {
    StringWriter writer;
    faction.save(writer, "  ", pugi::format_default, pugi::encoding_utf8);
    return writer.text;
}

FactionFileWrite write_faction_file(pugi::xml_document& faction, const std::filesystem::path& file, const std::vector<std::filesystem::path>& inputs) {
    FactionFileWrite result;
    pugi::xml_node root = faction.document_element();
    // The list already there (an earlier import), read under the same guard as every list file:
    // its revision is raised when the content changes; anything unreadable is simply replaced.
    const InputFile existing_file = read_input_file(file, max_xml_file_bytes);
    pugi::xml_document existing;
    if (existing_file.ok() && !first_refused_markup(existing_file.text) && existing.load_buffer(existing_file.text.data(), existing_file.text.size()) &&
        std::string(existing.document_element().attribute("id").value()) == root.attribute("id").value()) {
        const std::optional<long long> old_revision = parse_whole_number(existing.document_element().attribute("revision").value());
        const int kept = old_revision && *old_revision > 0 && *old_revision < 1'000'000 ? static_cast<int>(*old_revision) : 0;
        root.attribute("revision") = kept > 0 ? kept : 1;
        if (kept > 0 && existing_file.text == faction_xml_text(faction)) {
            result.revision = kept;
            result.changed = false;
            return result;
        }
        result.revision = kept + 1;
    }
    root.attribute("revision") = result.revision;
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    write_file_atomically(file, faction_xml_text(faction), inputs);
    return result;
}

}  // namespace muster
