#include "muster/import/list_import.hpp"

#include <algorithm>

#include "muster/import/faction_file_writer.hpp"
#include "muster/import/wm_selector_conversion.hpp"
#include "muster/util/error.hpp"
#include "muster/util/fill_message.hpp"

namespace muster {

int ListImport::exit_code() const {
    if (problems.has_errors()) return 2;
    for (const ImportedList& list : lists)
        if (!list.unmapped.empty()) return 1;
    return 0;
}

std::string format_unmapped(const UnmappedConstruct& construct) {
    return fill_message("{file}: {path}: {why}", {{"file", construct.file}, {"path", construct.json_path}, {"why", construct.why}});
}

std::string format_list_import(const ListImport& result) {
    std::string out;
    std::size_t unmapped = 0;
    for (const ImportedList& list : result.lists) {
        out += fill_message(list.changed ? "imported \"{name}\" as {id}, revision {revision}: {units} units, {rules} rules → {file}\n"
                                         : "unchanged \"{name}\" ({id}, revision {revision}) in {file}\n",
                            {{"name", list.name}, {"id", list.faction_id}, {"revision", std::to_string(list.revision)},
                             {"units", std::to_string(list.units)}, {"rules", std::to_string(list.rules)},
                             {"file", list.written.string()}});
        for (const std::string& reading : list.readings) out += fill_message("  reading: {text}\n", {{"text", reading}});
        for (const UnmappedConstruct& u : list.unmapped) out += fill_message("  unmapped: {line}\n", {{"line", format_unmapped(u)}});
        unmapped += list.unmapped.size();
    }
    out += fill_message("{lists} list(s) written, {unmapped} construct(s) not mapped\n",
                        {{"lists", std::to_string(result.lists.size())}, {"unmapped", std::to_string(unmapped)}});
    return out;
}

ListImport import_wm_selector_files(const std::vector<std::filesystem::path>& files, const ListLibrary& library,
                                    const ListImportOptions& options) {
    ListImport result;
    const WmSources sources = read_wm_selector_files(files, result.problems);
    if (sources.armies.empty() && !result.problems.has_errors())
        result.problems.error_at({files.empty() ? std::string() : files.front().string(), 0, 0}, "import.no-army",
                                 "no army list among the files: an army list is a wm-selector file with \"units\"");
    if (!library.system(options.system_id)) {
        result.problems.error_at({}, "import.no-system",
                                 fill_message("game system '{system}' is not installed, so lists cannot be written for it",
                                              {{"system", options.system_id}}));
        return result;
    }
    std::vector<std::string> written_ids;
    for (const WmArmyFile& army : sources.armies) {
        WmConversion conversion(army, sources, options.system_id);
        try {
            conversion.run();
        } catch (const nlohmann::json::exception& e) {
            result.problems.error_at({army.path.string(), 0, 0}, "import.unexpected-structure",
                                     fill_message("the file is not laid out as wm-selector writes armies: {what}", {{"what", e.what()}}));
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
            for (const UnmappedConstruct& u : list.unmapped) unmapped += format_unmapped(u) + "\n";
            Diagnostic& d = result.problems.error_at(
                {army.path.string(), 0, 0}, "import.does-not-load",
                fill_message("the list made from this file does not load, so it was not written:\n{why}{unmapped}",
                             {{"why", format_human(check)}, {"unmapped", unmapped.empty() ? "" : "what could not be mapped:\n" + unmapped}}));
            d.fix = unmapped.empty() ? "report this file to Muster's authors" : "the file lacks what the game system needs: see what could not be mapped";
            continue;
        }
        if (std::find(written_ids.begin(), written_ids.end(), list.faction_id) != written_ids.end()) {
            result.problems.error_at({army.path.string(), 0, 0}, "import.same-id",
                                     fill_message("another file of this import already gave the list id '{id}'; this one was not written",
                                                  {{"id", list.faction_id}}));
            continue;
        }
        written_ids.push_back(list.faction_id);
        list.written = options.lists_folder / options.system_id / "factions" / (list.faction_id + ".xml");
        pugi::xml_document document;
        document.reset(conversion.document());
        FactionFileWrite written;
        try {
            written = write_faction_file(document, list.written, files);  // never over one of the files read
        } catch (const Error& e) {
            result.problems.error_at({army.path.string(), 0, 0}, "import.not-written", e.what());
            continue;
        }
        list.revision = written.revision;
        list.changed = written.changed;
        result.lists.push_back(std::move(list));
    }
    return result;
}

}  // namespace muster
