#pragma once
// Internal: reads a <table> element (columns, rows of cells, note) into a ReferenceTable.
#include "muster/lists/game_system.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

/// Reads one <table id name name-fr><column/>…<row><cell/>…</row><note/></table>.
ReferenceTable read_reference_table(const XmlSource& source, pugi::xml_node table_node, Report& report);

/// Adds the places of `more` ("002:343-392; 002:604") to `sources`, each place once.
void add_source_places(std::string& sources, const std::string& more);

}  // namespace muster
