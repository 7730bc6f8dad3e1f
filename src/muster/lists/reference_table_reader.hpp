#pragma once
// Internal: reads a <table> element (columns, rows of cells, note) into a ReferenceTable.
#include "muster/lists/game_system.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

/// Reads one <table id name name-fr><column/>…<row><cell/>…</row><note/></table>.
ReferenceTable read_reference_table(const XmlSource& source, pugi::xml_node table_node, Report& report);

}  // namespace muster
