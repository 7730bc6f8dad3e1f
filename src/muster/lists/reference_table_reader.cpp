#include "muster/lists/reference_table_reader.hpp"

namespace muster {

ReferenceTable read_reference_table(const XmlSource& source, pugi::xml_node table_node, Report& report) {
    ElementReader r(source, table_node, report);
    ReferenceTable table;
    table.id = r.required_text("id");
    table.title = r.required_localised("name");
    for (pugi::xml_node column : table_node.children("column"))
        table.columns.push_back(localised_attribute(column, "name"));
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
    return table;
}

}  // namespace muster
