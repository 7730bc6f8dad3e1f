// A fortress designed in the window is written as a design file that the checker reads back with
// the same pieces, cost and closure (seed 002 l.625-627: the standard 5 × 3 fortress, 630 pts).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "muster/onus/design_writer.hpp"
#include "muster/onus/fortress.hpp"
#include "temp_folder.hpp"

using namespace muster;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace onus_design_writer_test {

namespace {

onus::FortressDraft standard_five_by_three() {
    onus::FortressDraft draft;
    draft.name = "Standard 5 × 3 & \"C\" <fort>";
    draft.artillery = 2;
    using onus::Turn;
    for (const auto& [kind, turn] : std::vector<std::pair<std::string, Turn>>{{"wall", Turn::none},
                                                                              {"gate-wall", Turn::none},
                                                                              {"wall", Turn::none},
                                                                              {"tower", Turn::right},
                                                                              {"wall", Turn::none},
                                                                              {"tower", Turn::right},
                                                                              {"wall", Turn::none},
                                                                              {"wall", Turn::none},
                                                                              {"wall", Turn::none},
                                                                              {"tower", Turn::right},
                                                                              {"wall", Turn::none},
                                                                              {"tower", Turn::right}})
        draft.enclosure.push_back({kind, turn});
    return draft;
}

}  // namespace

TEST_CASE("onus design writer: a drafted standard 5 x 3 fortress reads back closed, legal, at 630 pts") {
    const onus::FortressRules& rules = bundled<onus::FortressRules>();
    const onus::FortressDraft draft = standard_five_by_three();
    const onus::FortressVerdict v = onus::check_fortress_text(onus::fortress_draft_to_xml(draft), "drafted.onus.xml", rules);
    CHECK(v.readable);
    CHECK(v.legal);
    CHECK(v.closed);
    CHECK(v.cost == 630);
    CHECK(v.name == draft.name);
    CHECK(v.counts.at("tower") == 4);
    CHECK(v.counts.at("wall") == 7);
    CHECK(onus::trace_enclosure(onus::draft_steps(draft, rules)).closed);
}

TEST_CASE("onus design writer: a stone draft with its last tower missing is read back open and not legal") {
    const onus::FortressRules& rules = bundled<onus::FortressRules>();
    onus::FortressDraft draft = standard_five_by_three();
    draft.stone = true;
    draft.enclosure.pop_back();
    const onus::FortressVerdict v = onus::check_fortress_text(onus::fortress_draft_to_xml(draft), "open.onus.xml", rules);
    CHECK(v.readable);
    CHECK(v.stone);
    CHECK_FALSE(v.closed);
    CHECK_FALSE(v.legal);
    CHECK_FALSE(onus::trace_enclosure(onus::draft_steps(draft, rules)).closed);
}

TEST_CASE("onus design writer: a design with a watchtower is not taken as a draft, so saving it cannot lose the tower") {
    const onus::FortressRules& rules = bundled<onus::FortressRules>();
    const muster::test::TempFolder scratch{"draft"};
    const std::filesystem::path& folder = scratch.path();
    const std::filesystem::path plain = folder / "plain.onus.xml", towered = folder / "towered.onus.xml";
    const std::string xml = onus::fortress_draft_to_xml(standard_five_by_three());
    std::ofstream(plain) << xml;
    std::string with_tower = xml;
    with_tower.replace(with_tower.find("</onus-fortress>"), 0, "  <watchtower x=\"5\" y=\"3\"/>\n");
    std::ofstream(towered) << with_tower;
    const auto draft = onus::fortress_draft_of_file(plain, rules);
    REQUIRE(draft.has_value());
    CHECK(*draft == standard_five_by_three());
    CHECK_FALSE(onus::fortress_draft_of_file(towered, rules).has_value());
    std::filesystem::remove_all(folder);
}

}  // namespace onus_design_writer_test
