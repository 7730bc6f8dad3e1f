#include "muster/import/faction_file_writer.hpp"

#include <fstream>
#include <sstream>

#include "muster/util/atomic_file.hpp"

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

FactionFileWrite write_faction_file(pugi::xml_document& faction, const std::filesystem::path& file) {
    FactionFileWrite result;
    pugi::xml_node root = faction.document_element();
    std::error_code ec;
    if (std::filesystem::is_regular_file(file, ec)) {
        pugi::xml_document existing;
        if (existing.load_file(file.c_str()) && std::string(existing.document_element().attribute("id").value()) == root.attribute("id").value()) {
            const int old_revision = existing.document_element().attribute("revision").as_int(0);
            root.attribute("revision") = old_revision > 0 ? old_revision : 1;
            std::ifstream in(file, std::ios::binary);
            std::ostringstream old_text;
            old_text << in.rdbuf();
            if (old_revision > 0 && old_text.str() == faction_xml_text(faction)) {
                result.revision = old_revision;
                result.changed = false;
                return result;
            }
            result.revision = old_revision + 1;
        }
    }
    root.attribute("revision") = result.revision;
    std::filesystem::create_directories(file.parent_path(), ec);
    write_file_atomically(file, faction_xml_text(faction));
    return result;
}

}  // namespace muster
