#include "muster/lists/reference_table_reader.hpp"

#include <algorithm>

namespace muster {

void add_source_places(std::string& sources, const std::string& more) {
    std::size_t from = 0;
    while (from <= more.size()) {
        const std::size_t end = std::min(more.find(';', from), more.size());
        std::string place = more.substr(from, end - from);
        place.erase(0, place.find_first_not_of(' '));
        place.erase(place.find_last_not_of(' ') + 1);
        from = end + 1;
        if (place.empty()) continue;
        bool known = false;
        for (std::size_t at = 0; at < sources.size() && !known;) {
            const std::size_t stop = std::min(sources.find("; ", at), sources.size());
            known = sources.compare(at, stop - at, place) == 0 && stop - at == place.size();
            at = stop + 2;
        }
        if (!known) sources += (sources.empty() ? "" : "; ") + place;
    }
}

ReferenceTable read_reference_table(const XmlSource& source, pugi::xml_node table_node, Report& report) {
    ElementReader r(source, table_node, report);
    ReferenceTable table;
    table.id = r.required_text("id");
    table.title = r.required_localised("name");
    for (pugi::xml_node column : table_node.children("column")) table.columns.push_back(localised_attribute(column, "name"));
    for (pugi::xml_node row : table_node.children("row")) {
        std::vector<std::string> cells;
        for (pugi::xml_node cell : row.children("cell")) cells.emplace_back(cell.text().get());
        if (!table.columns.empty() && cells.size() != table.columns.size())
            report.error_at(source.location_of(row), "list.table-row-width",
                            message(MUSTER_MESSAGE("list.table-row-width", "this row of table '{table}' has {cells} cells; the table has {columns} columns"))
                                .with("table", VerbatimValue{table.id})
                                .with("cells", IntegerValue{static_cast<long long>(cells.size())})
                                .with("columns", IntegerValue{static_cast<long long>(table.columns.size())}));
        table.rows.push_back(std::move(cells));
    }
    table.note = table_node.child("note").text().get();
    // The table's own sources, then its cells' and note's, each place once.
    add_source_places(table.sources, table_node.attribute("sources").value());
    for (pugi::xml_node row : table_node.children("row"))
        for (pugi::xml_node cell : row.children("cell")) add_source_places(table.sources, cell.attribute("sources").value());
    add_source_places(table.sources, table_node.child("note").attribute("sources").value());
    return table;
}

}  // namespace muster
