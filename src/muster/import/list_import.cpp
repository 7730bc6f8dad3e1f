#include "muster/import/list_import.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "muster/import/faction_file_writer.hpp"
#include "muster/import/import_messages.hpp"
#include "muster/text/render.hpp"
#include "muster/import/wm_selector_conversion.hpp"
#include "muster/util/error.hpp"

namespace muster {

int ListImport::exit_code() const {
    if (problems.has_errors()) return 2;
    for (const ImportedList& list : lists)
        if (!list.unmapped.empty()) return 1;
    return 0;
}

std::string format_unmapped(const UnmappedConstruct& construct, Language language) {
    return render_message(message(import_text::unmapped_line)
                              .with("file", VerbatimValue{construct.file})
                              .with("path", VerbatimValue{construct.json_path})
                              .with("why", nested(construct.why)),
                          language);
}

std::string format_list_import(const ListImport& result, Language language) {
    auto verbatim = [](std::string text) { return VerbatimValue{std::move(text)}; };
    std::string out;
    std::size_t unmapped = 0;
    for (const ImportedList& list : result.lists) {
        Message line = message(list.changed ? import_text::imported : import_text::unchanged);
        line.with("name", verbatim(list.name)).with("id", verbatim(list.faction_id)).with("revision", IntegerValue{list.revision});
        line.with("units", nested(message(import_text::units_written).counting("count", list.units)))
            .with("rules", nested(message(import_text::rules_written).counting("count", list.rules)))
            .with("file", verbatim(list.written.string()));
        out += render_message(line, language) + "\n";
        for (const Message& reading : list.readings) out += render_message(message(import_text::reading).with("text", nested(reading)), language) + "\n";
        for (const UnmappedConstruct& u : list.unmapped)
            out += render_message(message(import_text::unmapped).with("line", verbatim(format_unmapped(u, language))), language) + "\n";
        unmapped += list.unmapped.size();
    }
    out += render_message(message(import_text::totals)
                              .with("lists", nested(message(import_text::lists_written).counting("count", static_cast<long long>(result.lists.size()))))
                              .with("unmapped", nested(message(import_text::constructs_unmapped).counting("count", static_cast<long long>(unmapped)))),
                          language) +
           "\n";
    return out;
}

namespace {

// The installed game system whose <imports> names the army file's "version".
const GameSystem* system_importing(const ListLibrary& library, const nlohmann::json& army) {
    if (!army.contains("version") || !army["version"].is_string()) return nullptr;
    const std::string version = army["version"].get<std::string>();
    for (const GameSystem* system : library.systems())
        if (system && std::find(system->imported_versions.begin(), system->imported_versions.end(), version) != system->imported_versions.end()) return system;
    return nullptr;
}

}  // namespace

ListImport import_wm_selector_files(const std::vector<std::filesystem::path>& files, const ListLibrary& library, const ListImportOptions& options) {
    ListImport result;
    const Language language = options.language;
    const WmSources sources = read_wm_selector_files(files, result.problems, language);
    if (sources.armies.empty() && !result.problems.has_errors())
        result.problems.error_at({files.empty() ? std::string() : files.front().string(), 0, 0}, "import.no-army",
                                 render_message(message(import_text::no_army), language));
    if (!options.system_id.empty() && !library.system(options.system_id)) {
        result.problems.error_at({}, "import.no-system",
                                 render_message(message(import_text::no_system).with("system", VerbatimValue{options.system_id}), language));
        return result;
    }
    std::vector<std::string> written_ids;
    for (const WmArmyFile& army : sources.armies) {
        // Each family's lists go to the system that names its version; --system puts them all in one.
        const GameSystem* system = options.system_id.empty() ? system_importing(library, army.army) : library.system(options.system_id);
        if (!system) {
            const nlohmann::json* version = army.army.contains("version") ? &army.army["version"] : nullptr;
            result.problems.error_at({army.path.string(), 0, 0}, "import.no-system-for-version",
                                     render_message(message(import_text::no_system_for_version)
                                                        .with("version", VerbatimValue{version && version->is_string() ? version->get<std::string>() : ""}),
                                                    language));
            continue;
        }
        WmConversion conversion(army, sources, *system);
        try {
            conversion.run();
        } catch (const nlohmann::json::exception& e) {
            result.problems.error_at({army.path.string(), 0, 0}, "import.unexpected-structure",
                                     render_message(message(import_text::unexpected_structure).with("what", VerbatimValue{e.what()}), language));
            continue;
        }
        ImportedList list;
        list.source_file = army.path.string();
        list.faction_id = conversion.faction_id();
        list.name = conversion.name();
        list.units = conversion.unit_count();
        list.rules = conversion.rule_count();
        list.unmapped = conversion.unmapped();
        list.readings = conversion.readings();
        // The list must load before it is written: a file Muster would skip helps nobody.
        Report check;
        if (!parse_faction(faction_xml_text(conversion.document()), list.faction_id + ".xml", library, check)) {
            std::string unmapped;
            for (const UnmappedConstruct& u : list.unmapped) unmapped += format_unmapped(u, language) + "\n";
            Diagnostic& d = result.problems.error_at({army.path.string(), 0, 0}, "import.does-not-load",
                                                     render_message(message(unmapped.empty() ? import_text::does_not_load : import_text::does_not_load_unmapped)
                                                                        .with("why", VerbatimValue{format_human(check, language)})
                                                                        .with("unmapped", VerbatimValue{unmapped}),
                                                                    language));
            d.fix_by(message(unmapped.empty() ? import_text::not_loaded_fix : import_text::not_loaded_unmapped_fix));
            continue;
        }
        if (std::find(written_ids.begin(), written_ids.end(), list.faction_id) != written_ids.end()) {
            result.problems.error_at({army.path.string(), 0, 0}, "import.same-id",
                                     render_message(message(import_text::same_id).with("id", VerbatimValue{list.faction_id}), language));
            continue;
        }
        written_ids.push_back(list.faction_id);
        list.system_id = system->id;
        list.written = options.lists_folder / system->id / "factions" / (list.faction_id + ".xml");
        pugi::xml_document document;
        document.reset(conversion.document());
        FactionFileWrite written;
        try {
            written = write_faction_file(document, list.written, files);  // never over one of the files read
        } catch (const Error& e) {
            result.problems.error_at({army.path.string(), 0, 0}, "import.not-written", e.in(language));
            continue;
        }
        list.revision = written.revision;
        list.changed = written.changed;
        result.lists.push_back(std::move(list));
    }
    return result;
}

}  // namespace muster
