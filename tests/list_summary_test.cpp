// `lists` reads the lists for a summary (ListDetail::summary): every check a whole read makes, each
// problem said the same way at the same place, and each faction's unit count, with no unit kept.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "temp_folder.hpp"
#include "test_support.hpp"

namespace fs = std::filesystem;

namespace list_summary_test {

namespace {

using muster::FolderReport;
using muster::ListDetail;
using muster::ListFolder;
using muster::ListLibrary;
using muster::ListOrigin;

void write_text(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

// A faction of the installed Hail Caesar system with a problem of every kind the checks across
// units look for: a unit id written twice, an option written twice in one unit, a stat given twice,
// a missing stat, a group naming a mistyped unit, a rule speaking of an option no unit offers.
const char* const faulty_faction = R"(<?xml version="1.0" encoding="UTF-8"?>
<faction id="faulty" system="hail-caesar-hyw" revision="1" name="Faulty" name-fr="Fautive">
  <units>
    <unit id="archers" name="Archers" name-fr="Archers" points="30">
      <stat ref="clash" value="5"/><stat ref="sustained" value="5"/><stat ref="short-range" value="3"/>
      <stat ref="long-range" value="3"/><stat ref="morale" value="5+"/><stat ref="stamina" value="6"/>
      <option id="stakes" name="Stakes" points="2"/><option id="stakes" name="Stakes again" points="2"/>
    </unit>
    <unit id="archers" name="Archers again" points="30">
      <stat ref="clash" value="5"/><stat ref="clash" value="6"/><stat ref="sustained" value="5"/><stat ref="short-range" value="3"/>
      <stat ref="long-range" value="3"/><stat ref="morale" value="5+"/>
    </unit>
    <unit id="knights" name="Knights" name-fr="Chevaliers" points="40">
      <stat ref="clash" value="9"/><stat ref="sustained" value="6"/><stat ref="short-range" value="0"/>
      <stat ref="long-range" value="0"/><stat ref="morale" value="4+"/><stat ref="stamina" value="6"/>
      <option id="stakes" name="Stakes" points="2"/>
    </unit>
  </units>
  <groups>
    <group id="foot" name="Foot" units="archers knigths"/>
  </groups>
  <rules>
    <option-limit id="few-pavises" option="pavise" max="2"/>
  </rules>
</faction>
)";

std::vector<FolderReport> load(const std::vector<ListFolder>& folders, ListDetail detail, ListLibrary& into) {
    std::vector<FolderReport> reports;
    into = ListLibrary::load(folders, reports, detail);
    return reports;
}

}  // namespace

TEST_CASE("list summary: every list read for a summary says the problems of a whole read, and counts the units it does not keep") {
    const muster::test::TempFolder user{"list-summary"};
    write_text(user.path() / "hail-caesar-hyw/factions/faulty.xml", faulty_faction);
    const std::vector<ListFolder> folders{{muster::test::source_path("lists"), ListOrigin::installed}, {user.path(), ListOrigin::user}};

    ListLibrary whole, summary;
    const std::vector<FolderReport> whole_reports = load(folders, ListDetail::whole, whole);
    const std::vector<FolderReport> summary_reports = load(folders, ListDetail::summary, summary);

    REQUIRE(whole_reports.size() == summary_reports.size());
    for (std::size_t i = 0; i < whole_reports.size(); ++i) {
        CHECK(format_human(summary_reports[i].report, muster::Language::english) == format_human(whole_reports[i].report, muster::Language::english));
        CHECK(format_human(summary_reports[i].report, muster::Language::french) == format_human(whole_reports[i].report, muster::Language::french));
    }
    const std::string said = format_human(whole_reports[1].report, muster::Language::english);
    CHECK(said.find("unit id 'archers' is used twice") != std::string::npos);
    CHECK(said.find("option id 'stakes' is used twice in this unit") != std::string::npos);
    CHECK(said.find("stat 'clash' is given twice") != std::string::npos);
    CHECK(said.find("gives no value for stamina") != std::string::npos);
    CHECK(said.find("names unit 'knigths', which this list does not have (did you mean 'knights'?)") != std::string::npos);
    CHECK(said.find("speaks of option 'pavise', which no unit of this list offers") != std::string::npos);

    CHECK(summary.detail() == ListDetail::summary);
    REQUIRE(whole.factions().size() == summary.factions().size());
    for (const muster::Faction* faction : whole.factions()) {
        CAPTURE(faction->id);
        const muster::Faction* summarised = summary.faction(faction->id);
        REQUIRE(summarised != nullptr);
        CHECK(faction->unit_count == faction->units.size());
        CHECK(summarised->unit_count == faction->units.size());
        CHECK(summarised->units.empty());
        CHECK(summarised->groups.empty());
        CHECK(summarised->name.en == faction->name.en);
        CHECK(summarised->revision == faction->revision);
        CHECK(summarised->file == faction->file);
    }
    CHECK(summary.faction("faulty") == nullptr);  // a list with errors is left out either way
    // Each unit is read on its own: the knights' one option is no second writing of the archers'.
    CHECK(said.find("option id 'stakes' is used twice") == said.rfind("option id 'stakes' is used twice"));
}

TEST_CASE("list summary: a unit emptied to read the next one in its place is a new unit") {
    muster::UnitProfile unit;
    unit.id = "knights";
    unit.name.set(muster::Language::english, "Knights").set(muster::Language::french, "Chevaliers");
    unit.points = 40;
    unit.stats = {"9", "6"};
    unit.special_rules = {"armour"};
    unit.options.push_back({"lances", {"Lances", {}}, 2, {"lance"}, "charge", {{0, "10"}}, true});
    unit.note = "note";
    unit.groups = {1};
    unit.layout = "cavalry";
    unit.capabilities = {"gunpowder"};
    unit.counted = false;
    const muster::UnitProfile fresh;
    muster::UnitProfile& emptied = unit.emptied();
    CHECK(&emptied == &unit);
    CHECK(unit.id == fresh.id);
    CHECK(unit.name.en == fresh.name.en);
    CHECK(unit.name.translations.empty());
    CHECK(unit.points == fresh.points);
    CHECK(unit.stats.empty());
    CHECK(unit.special_rules.empty());
    CHECK(unit.options.empty());
    CHECK(unit.note == fresh.note);
    CHECK(unit.groups.empty());
    CHECK(unit.layout == fresh.layout);
    CHECK(unit.capabilities.empty());
    CHECK(unit.counted == fresh.counted);
}

}  // namespace list_summary_test
