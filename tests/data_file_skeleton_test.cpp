// One skeleton for every kind of data file (issue 27): the document element is checked, the id/revision/name
// header read and every error reported with file:line:column, for each kind alike; enumerated choices are
// read once, at load; a broken card template is reported, not skipped.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "muster/lists/list_library.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/print/printing.hpp"
#include "muster/report/report.hpp"
#include "muster/siege_tower/siege_tower.hpp"
#include "muster/xml/data_file.hpp"
#include "muster/xml/reading_problem.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace data_file_skeleton_test {

namespace {

fs::path written_file(const fs::path& folder, const std::string& name, const std::string& text) {
    const fs::path file = folder / name;
    std::ofstream(file) << text;
    return file;
}

// The only error of a report: its rule, where it is, what it says.
struct OnlyError {
    std::string rule_id;
    std::string where;
    std::string says;
    bool unreadable = false;  ///< a file that cannot be read: the CLI answers it with exit code 2
};

OnlyError only_error(const Report& report) {
    REQUIRE(report.count(Severity::error) == 1);
    for (const Diagnostic& d : report.diagnostics())
        if (d.severity == Severity::error)
            return {d.rule_id, d.location ? to_string(*d.location) : std::string(), format_human(d, Language::english), is_reading_problem(d)};
    return {};
}

// A kind of data file defined here and nowhere else: a banner, with its header and one colour.
struct Banner : DataHeader {
    std::string colour;
};

const DataFileKind banner_file{"banner", "banner.wrong-root", true};

void read_banner(const XmlSource&, ElementReader& top, Banner& banner, Report&) { banner.colour = top.required_text("colour"); }

std::optional<Banner> banner_of(const std::string& text, Report& report) {
    return parse_data_file<Banner>(text, "banner.xml", banner_file, report, read_banner);
}

}  // namespace

TEST_CASE("data files: an ONUS! fortress-rules file of another kind is refused at its document element, as a file that cannot be read") {
    const TempFolder folder("skeleton-fortress");
    const fs::path file = written_file(folder.path(), "fortress.xml", "<?xml version=\"1.0\"?>\n<onus-fortress name=\"Keep\"/>\n");
    Report report;
    CHECK_FALSE(onus::load_fortress_rules(file, report));
    const OnlyError error = only_error(report);
    CHECK(error.rule_id == "onus.wrong-root");
    CHECK(error.where == file.string() + ":2:1");
    CHECK(error.says.find("expected <onus-fortress-rules>, found <onus-fortress>") != std::string::npos);
    CHECK(error.unreadable);
}

TEST_CASE("data files: a siege-tower rules file of another kind is refused at its document element, as a file that cannot be read") {
    const TempFolder folder("skeleton-tower");
    const fs::path file = written_file(folder.path(), "tower.xml", "<?xml version=\"1.0\"?>\n\n  <siege-kit id=\"k\" revision=\"1\" name=\"Kit\"/>\n");
    Report report;
    CHECK_FALSE(siege_tower::load_tower_rules(file, report));
    const OnlyError error = only_error(report);
    CHECK(error.rule_id == "tower.wrong-root");
    CHECK(error.where == file.string() + ":3:3");
    CHECK(error.says.find("expected <siege-tower-rules>, found <siege-kit>") != std::string::npos);
    CHECK(error.unreadable);
}

TEST_CASE("data files: the bundled fortress and siege-tower rules read their header, name included") {
    CHECK(bundled<onus::FortressRules>().id == "onus-fortresses");
    CHECK(bundled<onus::FortressRules>().name.en == "ONUS! — Terrain and Fortresses");
    CHECK(bundled<siege_tower::TowerRules>().name.in(Language::french) == "SIEGE — la tour de siège");
    CHECK(&bundled<siege_tower::TowerRules>() == &bundled<siege_tower::TowerRules>());  // read once
}

TEST_CASE("data files: an unknown rounding is refused when the list is loaded, at the attribute") {
    const ListLibrary library = test_library("");
    Report report;
    const std::string faction = test_faction_xml(R"(<unit-limit id="few-guns" group="artillery" max="1" per-points="1000" rounding="sideways"/>)");
    CHECK_FALSE(parse_faction(faction, "sideways.xml", library, report));
    const OnlyError error = only_error(report);
    CHECK(error.rule_id == "xml.bad-choice");
    CHECK(error.where.rfind("sideways.xml:", 0) == 0);
    CHECK(error.says.find("rounding=\"sideways\"") != std::string::npos);
    CHECK(error.unreadable);
}

TEST_CASE("data files: an unknown kind of break point is refused when the game system is loaded, at the attribute") {
    std::string system = test_system_xml();
    const std::string rule = "\n<break-point kind=\"sideways\" share=\"0.5\"><text>Half the army.</text></break-point>\n";
    system.insert(system.find("</game-system>"), rule);
    Report report;
    CHECK_FALSE(parse_game_system(system, "system.xml", report));
    const OnlyError error = only_error(report);
    CHECK(error.rule_id == "xml.bad-choice");
    CHECK(error.where == "system.xml:8:14");
    CHECK(error.says.find("kind=\"sideways\"") != std::string::npos);
}

TEST_CASE("data files: a break point leaving out units by a column the system lacks is refused at load") {
    std::string system = test_system_xml();
    const std::string rule = R"(<break-point kind="army-share-rounded-up" share="0.5"><leave-out special-rule="tough" without="armour"/></break-point>)";
    system.insert(system.find("</game-system>"), rule);
    Report report;
    CHECK_FALSE(parse_game_system(system, "system.xml", report));
    const OnlyError error = only_error(report);
    CHECK(error.rule_id == "list.unknown-reference");
    CHECK(error.says.find("'armour'") != std::string::npos);
}

TEST_CASE("data files: a broken card template is reported with its position, and the others are still listed") {
    const TempFolder folder("skeleton-cards");
    written_file(folder.path(), "good.xml", R"(<deck id="good" name="Good"><card id="one" name="One"><text>Hello.</text></card></deck>)");
    const fs::path broken = written_file(folder.path(), "broken.xml", "<deck id=\"broken\" name=\"Broken\">\n  <card id=\"x\">\n</deck>\n");
    const fs::path other = written_file(folder.path(), "other.xml", "<roster name=\"not a deck\"/>\n");
    Report report;
    const std::vector<CardTemplateInfo> decks = card_templates_in(folder.path(), report);
    REQUIRE(decks.size() == 1);
    CHECK(decks.front().id == "good");
    CHECK(report.count(Severity::error) == 2);
    const std::string said = format_human(report, Language::english);
    CHECK(said.find(broken.string() + ":3:") != std::string::npos);
    CHECK(said.find(other.string() + ":1:1") != std::string::npos);
    CHECK(said.find("<roster> is not a card template") != std::string::npos);
}

TEST_CASE("data files: a new kind is a description and a body reader, with the root check, header and epilogue for free") {
    Report report;
    const std::optional<Banner> banner = banner_of(R"(<banner id="lion" revision="2" name="Lion" name-fr="Lion rampant" colour="gold"/>)", report);
    REQUIRE(banner);
    CHECK(banner->id == "lion");
    CHECK(banner->revision == 2);
    CHECK(banner->name.in(Language::french) == "Lion rampant");
    CHECK(banner->colour == "gold");
    CHECK_FALSE(report.has_errors());

    Report wrong_root;
    CHECK_FALSE(banner_of("<?xml version=\"1.0\"?>\n<flag id=\"x\"/>", wrong_root));
    const OnlyError refused = only_error(wrong_root);
    CHECK(refused.rule_id == "banner.wrong-root");
    CHECK(refused.where == "banner.xml:2:1");
    CHECK(refused.says.find("expected <banner>, found <flag>") != std::string::npos);
    CHECK(refused.unreadable);

    Report no_revision;
    CHECK_FALSE(banner_of(R"(<banner id="lion" name="Lion" colour="gold"/>)", no_revision));
    CHECK(only_error(no_revision).where == "banner.xml:1:1");
}

}  // namespace data_file_skeleton_test
