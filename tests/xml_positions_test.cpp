// Where a problem is said to be (file:line:column, the column in characters) once pugixml parses
// a file in place: for a small file from the text kept beside it, for a large one from its text
// read again when a position is first asked for; an element's attributes beyond the few read in
// one walk are still found.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "muster/lists/list_library.hpp"
#include "muster/report/report.hpp"
#include "muster/xml/element_reader.hpp"
#include "muster/xml/xml_source.hpp"
#include "temp_folder.hpp"
#include "test_support.hpp"

namespace fs = std::filesystem;

namespace xml_positions_test {

namespace {

using muster::Language;
using muster::Report;
using muster::SourceLocation;
using muster::XmlSource;

void write_text(const fs::path& file, const std::string& text) { std::ofstream(file, std::ios::binary) << text; }

// A faction of `units` units (about 420 bytes each), each named in French with an accent, so that
// columns in characters and in bytes differ; `last_unit` ends the list.
std::string faction_with(int units, const std::string& last_unit) {
    std::string text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<faction id=\"big\" system=\"hail-caesar-hyw\" revision=\"1\" name=\"Big\">\n  <units>\n";
    for (int i = 0; i < units; ++i) {
        const std::string n = std::to_string(i);
        text += "    <unit id=\"u" + n + "\" name=\"Unit " + n + "\" name-fr=\"Unité élevée " + n +
                "\" points=\"20\">\n"
                "      <stat ref=\"clash\" value=\"7\"/><stat ref=\"sustained\" value=\"5\"/><stat ref=\"short-range\" value=\"0\"/>"
                "<stat ref=\"long-range\" value=\"0\"/><stat ref=\"morale\" value=\"5+\"/><stat ref=\"stamina\" value=\"6\"/>\n"
                "    </unit>\n";
    }
    return text + last_unit + "  </units>\n</faction>\n";
}

// file:line:column of the first byte of `needle` in `text`, counted here the simple way: lines
// after each '\n', columns in characters (UTF-8 lead and ASCII bytes).
std::string expected_at(const std::string& file, const std::string& text, const std::string& needle) {
    const std::size_t at = text.rfind(needle);
    REQUIRE(at != std::string::npos);
    int line = 1, column = 1;
    for (std::size_t i = 0; i < at; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

// The English findings of loading the faction file against the installed lists.
std::string findings_of(const fs::path& file) {
    Report lists_report;
    const muster::ListLibrary lists = muster::ListLibrary::load(muster::test::source_path("lists"), lists_report);
    Report report;
    CHECK_FALSE(muster::load_faction(file, lists, report).has_value());
    return format_human(report, Language::english);
}

}  // namespace

TEST_CASE("xml positions: a problem deep in a list file over a megabyte is said at its line and column, as in a small one") {
    const muster::test::TempFolder folder{"xml-positions"};
    const std::string bad_unit = "    <unit id=\"last\" name=\"Dernière unité élevée\" points=\"20\"><stat ref=\"clsah\" value=\"7\"/></unit>\n";
    for (const int units : {3, 4000}) {
        CAPTURE(units);
        const std::string text = faction_with(units, bad_unit);
        CHECK((units == 3 ? text.size() < 100'000 : text.size() > 1'100'000));
        const fs::path file = folder.path() / ("big" + std::to_string(units) + ".xml");
        write_text(file, text);
        const std::string said = findings_of(file);
        CHECK(said.find(expected_at(file.string(), text, "ref=\"clsah\"") + ": error: stat 'clsah' is not a column of hail-caesar-hyw") != std::string::npos);
        CHECK(said.find(expected_at(file.string(), text, "<unit id=\"last\"") + ": error: unit 'last' gives no value for sustained") != std::string::npos);
    }
}

TEST_CASE("xml positions: a large file's malformed end and its attribute written twice are said where they are") {
    const muster::test::TempFolder folder{"xml-positions"};
    std::string malformed = faction_with(4000, "    <unit id=\"last\" name=\"Élevée\" points=\"20\">\n");
    malformed.replace(malformed.rfind("</faction>"), 10, "</faction>");
    const fs::path malformed_file = folder.path() / "malformed.xml";
    write_text(malformed_file, malformed);
    const std::string said = findings_of(malformed_file);
    CHECK(said.find("malformed XML: </units> closes <unit>; expected </unit>") != std::string::npos);
    CHECK(said.find(expected_at(malformed_file.string(), malformed, "units>") + ":") != std::string::npos);

    const std::string twice_unit = "    <unit id=\"last\" name=\"Élevée\" points=\"20\" name=\"Encore\"/>\n";
    const std::string twice = faction_with(4000, twice_unit);
    const fs::path twice_file = folder.path() / "twice.xml";
    write_text(twice_file, twice);
    CHECK(findings_of(twice_file)
              .find(expected_at(twice_file.string(), twice, "name=\"Encore\"") + ": error: malformed XML: the attribute name is written twice on <unit>") !=
          std::string::npos);
}

TEST_CASE("xml positions: a large file changed after it was read gives its problems without a line, never another file's") {
    const muster::test::TempFolder folder{"xml-positions"};
    const fs::path file = folder.path() / "changing.xml";
    write_text(file, faction_with(4000, ""));
    Report report;
    const XmlSource source = XmlSource::load_file(file, report);
    REQUIRE(source.ok());
    write_text(file, "<faction/>\n");  // another writing of the file, of another size
    const SourceLocation where = source.location_of(source.root().child("units").last_child());
    CHECK(where.file == file.string());
    CHECK(where.line == 0);
    CHECK(to_string(where) == file.string());
}

TEST_CASE("xml positions: an element of more attributes than one walk holds still gives each of them") {
    const std::string text =
        "<unit a1=\"1\" a2=\"2\" a3=\"3\" a4=\"4\" a5=\"5\" a6=\"6\" a7=\"7\" name=\"Knights\" name-fr=\"Chevaliers\" name-de=\"Ritter\" points=\"40\"/>";
    Report report;
    const XmlSource source = XmlSource::from_text(text, "u.xml", report);
    REQUIRE(source.ok());
    muster::ElementReader reader(source, source.root(), report);
    const muster::LocalisedName name = reader.required_localised("name");
    CHECK(name.en == "Knights");
    REQUIRE(name.translation(Language::french) != nullptr);
    CHECK(*name.translation(Language::french) == "Chevaliers");
    REQUIRE(name.translation(Language("de")) != nullptr);
    CHECK(*name.translation(Language("de")) == "Ritter");
    CHECK(reader.required_number("points").value_or(0) == 40);
    CHECK(reader.required_text("a7") == "7");
    CHECK(reader.text("absent", "none") == "none");
    CHECK(to_string(reader.where("points")) == "u.xml:1:" + std::to_string(text.find("points=") + 1));
    CHECK(report.empty());
}

}  // namespace xml_positions_test
