// A WFB3 army edited in a front end (issue 32): entries from the calculators' choices, written as the
// army file `muster-cli wfb3 army` reads, an opened file kept as written, a line updated in place.
#include <fstream>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "muster/wfb3/wfb3_army.hpp"
#include "muster/wfb3/wfb3_army_draft.hpp"
#include "temp_folder.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::wfb3;
using namespace muster::test;

namespace wfb3_army_draft_test {

namespace {

UnitSpec spearmen_spec() {
    UnitSpec spec;
    spec.model.creature = "human";
    spec.model.equipment = {"light-armour", "shield", "spear"};
    spec.models = 20;
    spec.musician = true;
    spec.standard = true;
    return spec;
}

CharacterSpec captain_spec() {
    CharacterSpec spec;
    spec.creature = "human";
    spec.level = 10;
    spec.mount = "warhorse";
    return spec;
}

}  // namespace

TEST_CASE("wfb3 army draft: a unit and a character added cost what the calculators say, in the file the CLI reads") {
    const PointsRules& rules = bundled<PointsRules>();
    ArmyDraft draft = new_army_draft("Border guard", 1000);
    draft.entries.push_back(unit_entry(spearmen_spec(), free_entry_id(draft, "Spearmen")));
    draft.entries.push_back(character_entry(captain_spec(), free_entry_id(draft, "Captain"), true, false));
    const ArmyVerdict verdict = evaluate_army_text(army_draft_to_xml(draft), "draft.wfb3.xml", rules);
    REQUIRE(verdict.lines.size() == 2);
    CHECK(verdict.name == "Border guard");
    CHECK(verdict.points_limit == 1000);
    CHECK(verdict.lines[0].cost.total == doctest::Approx(unit_cost(rules, spearmen_spec()).total));
    CHECK(verdict.lines[1].cost.total == doctest::Approx(character_cost(rules, captain_spec()).total));
    CHECK(verdict.total == doctest::Approx(unit_cost(rules, spearmen_spec()).total + character_cost(rules, captain_spec()).total));
    CHECK_MESSAGE(verdict.legal, format_human(verdict.report));  // the captain is the general

    TempFolder folder("wfb3-draft");
    const std::filesystem::path file = folder / "guard.wfb3.xml";
    save_army_draft(draft, file);
    const std::optional<ArmyDraft> back = army_draft_of_file(file);
    REQUIRE(back.has_value());
    CHECK(*back == draft);
    // The file priced by `muster-cli wfb3 army` gives the same total.
    const CommandResult priced = run_command(cli() + " --json wfb3 army \"" + file.string() + "\"");
    const nlohmann::json results = nlohmann::json::parse(priced.output, nullptr, false);
    REQUIRE_MESSAGE(results.contains("results"), priced.output);
    CHECK(results["results"][0]["points"].get<double>() == doctest::Approx(verdict.total));
}

TEST_CASE("wfb3 army draft: an opened army file is kept as written and prices the same") {
    const PointsRules& rules = bundled<PointsRules>();
    const std::filesystem::path example = source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml");
    const std::optional<ArmyDraft> draft = army_draft_of_file(example);
    REQUIRE(draft.has_value());
    CHECK(draft->name() == "Border patrol");
    CHECK(draft->entries.size() == 8);  // three characters, three units, a chariot, a catapult
    const ArmyVerdict from_file = evaluate_army_file(example, rules);
    const ArmyVerdict from_draft = evaluate_army_text(army_draft_to_xml(*draft), "again.wfb3.xml", rules);
    CHECK(from_draft.total == doctest::Approx(from_file.total));
    CHECK(from_draft.legal == from_file.legal);
    // A file that is not an army at all is not taken for an empty one.
    TempFolder folder("wfb3-draft-broken");
    std::ofstream(folder / "broken.wfb3.xml") << "<wfb3-army name=\"Cut";
    std::ofstream(folder / "roster.wfb3.xml") << "<roster name=\"Other\"/>";
    CHECK_FALSE(army_draft_of_file(folder / "broken.wfb3.xml").has_value());
    CHECK_FALSE(army_draft_of_file(folder / "roster.wfb3.xml").has_value());
}

TEST_CASE("wfb3 army draft: a line read back into the calculator and updated keeps its id and what the calculator does not set") {
    const PointsRules& rules = bundled<PointsRules>();
    DraftElement unit = unit_entry(spearmen_spec(), "Spearmen");
    unit.attributes.emplace_back("army-standard", "true");
    unit.children.push_back({"item", {{"name", "Banner of Courage"}, {"points", "25"}}, {}});
    const std::optional<UnitSpec> spec = unit_of(unit);
    REQUIRE(spec.has_value());
    CHECK(spec->models == 20);
    CHECK(spec->model.equipment == spearmen_spec().model.equipment);
    CHECK(spec->musician);
    CHECK(spec->magic_items.size() == 1);
    UnitSpec fewer = *spec;
    fewer.models = 15;
    fewer.magic_items.clear();  // the calculator does not show magic items: the entry keeps them
    const DraftElement changed = updated_entry(unit, unit_entry(fewer, "ignored"));
    CHECK(changed.attribute("id") == "Spearmen");
    CHECK(changed.attribute("models") == "15");
    CHECK(changed.attribute("army-standard") == "true");
    REQUIRE(unit_of(changed).has_value());
    CHECK(unit_of(changed)->magic_items.size() == 1);
    CHECK(unit_cost(rules, *unit_of(changed)).total < unit_cost(rules, *spec).total);
    CHECK_FALSE(character_of(unit).has_value());
    const DraftElement captain = character_entry(captain_spec(), "Captain", true, false);
    REQUIRE(character_of(captain).has_value());
    CHECK(character_of(captain)->mount == "warhorse");
    CharacterSpec wizard = captain_spec();
    wizard.wizard = true;
    const DraftElement now_wizard = updated_entry(captain, character_entry(wizard, "x", false, false));
    CHECK(now_wizard.attribute("wizard") == "true");
    CHECK(now_wizard.attribute("general").empty());  // the calculator's General box was cleared
}

TEST_CASE("wfb3 army draft: a new entry takes an id no other entry has") {
    ArmyDraft draft = new_army_draft("A", 500);
    draft.entries.push_back(unit_entry(spearmen_spec(), free_entry_id(draft, "Humans")));
    draft.entries.push_back(unit_entry(spearmen_spec(), free_entry_id(draft, "Humans")));
    CHECK(draft.entries[0].attribute("id") == "Humans");
    CHECK(draft.entries[1].attribute("id") == "Humans 2");
}

}  // namespace wfb3_army_draft_test
