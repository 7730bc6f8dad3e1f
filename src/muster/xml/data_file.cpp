#include "muster/xml/data_file.hpp"

#include <cstring>

namespace muster {

bool has_root(const XmlSource& source, const DataFileKind& kind, Report& report) {
    if (!source.ok()) return false;
    const pugi::xml_node root = source.root();
    if (std::strcmp(root.name(), kind.root) == 0) return true;
    report.error_at(source.location_of(root), kind.wrong_root_rule,
                    message(kind.wrong_root).with("expected", VerbatimValue{kind.root}).with("found", VerbatimValue{root.name()}));
    return false;
}

void read_header(ElementReader& top, DataHeader& header) {
    header.id = top.required_text("id");
    header.revision = top.required_integer("revision", 1).value_or(0);
    header.name = top.required_localised("name");
}

}  // namespace muster
