// Every loader of a user's file at n and 10n items, against a bare pugixml parse of the same text
// in the same run: the per-item cost must stay flat (nothing grows faster than its input).
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <pugixml.hpp>

#include "bench_growth.hpp"
#include "bench_fixtures.hpp"
#include "bench_registry.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "../temp_folder.hpp"

namespace muster::bench {

namespace {

const std::string xml_declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

// The same parse Muster's XmlSource does, and nothing else.
void bare_parse(const std::string& text) {
    pugi::xml_document document;
    document.load_buffer(text.data(), text.size(), pugi::parse_default | pugi::parse_ws_pcdata_single, pugi::encoding_utf8);
}

GrowthWork parse_work(std::string text, std::function<void(const std::string&)> load) {
    auto shared = std::make_shared<std::string>(std::move(text));
    return {[shared, load] { load(*shared); }, [shared] { bare_parse(*shared); }};
}

// A legal roster file of `units` units, nine to a division, some labels with accents.
std::string roster_text(int units) {
    const char* refs[] = {"mounted-knights", "dismounted-knights", "genoese-crossbowmen", "francs-archers", "pavisiers"};
    std::string text = xml_declaration +
                       "<roster format=\"1\" name=\"Bench\" system=\"hail-caesar-hyw\" faction=\"hyw-french\" "
                       "list-revision=\"1\" points-limit=\"100000000\">\n";
    for (int i = 0; i < units; ++i) {
        if (i % 9 == 0) {
            if (i) text += "  </division>\n";
            text += "  <division id=\"d" + std::to_string(i / 9 + 1) + "\" name=\"Bataille " + std::to_string(i / 9 + 1) + "\">\n";
        }
        text += "    <unit id=\"u" + std::to_string(i + 1) + "\" ref=\"" + refs[i % 5] + "\"" +
                (i % 3 == 0 ? " label=\"Écuyer d'Orléans " + std::to_string(i) + "\"" : std::string()) + "/>\n";
    }
    if (units) text += "  </division>\n";
    return text + "</roster>\n";
}

// A roster written on a single line whose units all reuse one id: one finding per unit, each with
// a line and column far along that line (labels with accents, so columns count code points).
std::string one_line_roster_text(int units) {
    std::string text =
        "<roster format=\"1\" name=\"Bench\" system=\"hail-caesar-hyw\" faction=\"hyw-french\" "
        "list-revision=\"1\" points-limit=\"1000\"><division id=\"d1\">";
    for (int i = 0; i < units; ++i) text += "<unit label=\"Écuyer\" id=\"u1\" ref=\"mounted-knights\"/>";
    return text + "</division></roster>";
}

// A siege plan with `items` purchases and fortification sections, half each.
std::string siege_plan_text(int items) {
    const char* buys[] = {"siege-tower", "ram", "trenches", "ladders", "mine"};
    std::string text = xml_declaration +
                       "<siege-plan format=\"1\" name=\"Bench\" kit=\"warmaster-medieval-siege\" kit-revision=\"1\">\n"
                       "  <duration months=\"5\"/>\n  <attacker extra-engineers=\"0\">\n";
    for (int i = 0; i < items / 2; ++i) text += "    <buy item=\"" + std::string(buys[i % 5]) + "\" quantity=\"1\"/>\n";
    text += "  </attacker>\n  <defender points=\"2000\"/>\n  <fortifications>\n";
    for (int i = 0; i < items - items / 2; ++i) text += "    <section id=\"s" + std::to_string(i) + "\" kind=\"wall\" length-cm=\"20\" structure=\"4\"/>\n";
    return text + "  </fortifications>\n</siege-plan>\n";
}

// A WFB3 army of `lines` units; with `unknown_every` > 0, one line in that many names a creature
// nobody defined (a misspelling of a bestiary creature "beast-N"), so it gets near-match suggestions.
std::string wfb3_army_text(int lines, int unknown_every) {
    std::string text = xml_declaration +
                       "<wfb3-army format=\"1\" name=\"Bench\" points-limit=\"100000000\">\n"
                       "  <character id=\"c1\" creature=\"human\" level=\"10\" general=\"true\"/>\n";
    for (int i = 0; i < lines; ++i) {
        std::string creature = i % 2 ? "goblin" : "human";
        if (unknown_every > 0 && i % unknown_every == 0) creature = "beast-" + std::to_string(i) + "x";
        text += "  <unit id=\"u" + std::to_string(i) + "\" creature=\"" + creature +
                "\" models=\"10\">"
                "<equipment ref=\"light-armour\"/><equipment ref=\"shield\"/><equipment ref=\"spear\"/></unit>\n";
    }
    return text + "</wfb3-army>\n";
}

// A player's bestiary of `creatures` creatures "beast-N".
std::string bestiary_text(int creatures) {
    std::string text = xml_declaration + "<wfb3-bestiary>\n";
    for (int i = 0; i < creatures; ++i)
        text += "  <creature id=\"beast-" + std::to_string(i) + "\" name=\"Beast " + std::to_string(i) + "\" name-fr=\"Bête " + std::to_string(i) +
                "\" base=\"" + std::to_string(3 + i % 40) + "\"/>\n";
    return text + "</wfb3-bestiary>\n";
}

// An ONUS! fortress whose pieces ring a square: about `pieces` pieces, each on a line of its own.
std::string fortress_text(int pieces) {
    const int side = pieces / 4 + 1;
    std::string text = xml_declaration + "<onus-fortress format=\"1\" name=\"Bench\" material=\"stone\" artillery=\"2\">\n";
    auto piece = [&](int x, int y) {
        const bool gate = x == 1 && y == 0;
        text += "  <piece kind=\"" +
                std::string(gate                                           ? "gate-wall"
                            : (x % (side - 1) == 0 && y % (side - 1) == 0) ? "tower"
                                                                           : "wall") +
                "\" x=\"" + std::to_string(x - 1000) + "\" y=\"" + std::to_string(y - 1000) + "\"/>\n";
    };
    for (int x = 0; x < side; ++x) piece(x, 0), piece(x, side - 1);
    for (int y = 1; y < side - 1; ++y) piece(0, y), piece(side - 1, y);
    return text + "</onus-fortress>\n";
}

// A file in the temporary folder, removed when the last work holding it is gone.
struct BenchFile {
    muster::test::TempFolder folder;
    std::filesystem::path path;
    BenchFile(const std::string& name, const std::string& text) : folder("bench-" + name), path(folder / ("muster-bench-" + name)) {
        std::ofstream(path, std::ios::binary) << text;
    }
    ~BenchFile() {
        std::error_code ignored;
        std::filesystem::remove(path, ignored);
    }
};

void run() {
    Report lists_report;
    const ListLibrary library = ListLibrary::load(std::string(MUSTER_SOURCE_DIR) + "/lists", lists_report);
    const wfb3::PointsRules& wfb3_rules = bundled<wfb3::PointsRules>();
    const onus::FortressRules& fortress_rules = bundled<onus::FortressRules>();

    // From 10,000 units: a 2,000-unit roster fits in the processor's 2 MB second-level cache and a
    // 20,000-unit one does not, a step of about 1.5 in the cost per unit that is the cache's, not
    // the loader's; 10,000 and 100,000 are both past it.
    measure_growth("load a roster", "units", "pugixml", 10000, [](int n) {
        return parse_work(roster_text(n), [](const std::string& text) {
            Report report;
            parse_roster(text, "bench.roster.xml", report);
        });
    });
    measure_growth("positions: one-line roster", "findings", "pugixml", 4000, [](int n) {
        return parse_work(one_line_roster_text(n), [](const std::string& text) {
            Report report;
            parse_roster(text, "bench.roster.xml", report);
        });
    });
    measure_growth("load a faction list", "units", "pugixml", 2000, [&](int n) {
        return parse_work(faction_text(n, false), [&](const std::string& text) {
            Report report;
            parse_faction(text, "bench.xml", library, report);
        });
    });
    measure_growth("faction list, 1 in 10 members misspelt", "units", "pugixml", 2000, [&](int n) {
        return parse_work(faction_text(n, true), [&](const std::string& text) {
            Report report;
            parse_faction(text, "bench.xml", library, report);
        });
    });
    measure_growth("load a siege plan", "items", "pugixml", 2000, [](int n) {
        return parse_work(siege_plan_text(n), [](const std::string& text) {
            Report report;
            parse_siege_plan(text, "bench.siege.xml", report);
        });
    });
    measure_growth("price a WFB3 army", "units", "pugixml", 2000, [&](int n) {
        return parse_work(wfb3_army_text(n, 0), [&](const std::string& text) { wfb3::evaluate_army_text(text, "bench.wfb3.xml", wfb3_rules); });
    });
    measure_growth("load a WFB3 bestiary", "creatures", "pugixml", 2000, [&](int n) {
        auto file = std::make_shared<BenchFile>("bestiary.xml", bestiary_text(n));
        return GrowthWork{[&wfb3_rules, file] {
                              wfb3::PointsRules rules = wfb3_rules;
                              Report report;
                              wfb3::load_bestiary(file->path, rules, report);
                          },
                          [file] {
                              pugi::xml_document document;
                              document.load_file(file->path.c_str());
                          }};
    });
    measure_growth("WFB3 army with n-creature bestiary, 1 in 10 unknown", "units", "pugixml", 2000, [&](int n) {
        auto rules = std::make_shared<wfb3::PointsRules>(wfb3_rules);
        Report report;
        wfb3::load_bestiary(BenchFile("bestiary.xml", bestiary_text(n)).path, *rules, report);
        return parse_work(wfb3_army_text(n, 10), [rules](const std::string& text) { wfb3::evaluate_army_text(text, "bench.wfb3.xml", *rules); });
    });
    measure_growth("check an ONUS! fortress", "pieces", "pugixml", 800, [&](int n) {
        return parse_work(fortress_text(n), [&](const std::string& text) { onus::check_fortress_text(text, "bench.onus.xml", fortress_rules); });
    });
}

const BenchRegistration registration("loaders", &run);

}  // namespace

// A faction list of `units` units (six stats, a special rule and an option each) and groups naming them;
// with `typos`, one group member in ten is a misspelt unit id, so every one of those gets suggestions.
std::string faction_text(int units, bool typos) {
    const std::string xml_declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    std::string text = xml_declaration +
                       "<faction id=\"bench\" system=\"hail-caesar-hyw\" revision=\"1\" name=\"Bench\" name-fr=\"Banc\">\n"
                       "  <units>\n";
    for (int i = 0; i < units; ++i) {
        const std::string id = "unit-" + std::to_string(i);
        text += "    <unit id=\"" + id + "\" name=\"Unit " + std::to_string(i) + "\" name-fr=\"Unité " + std::to_string(i) +
                "\" points=\"20\">\n"
                "      <stat ref=\"clash\" value=\"7\"/><stat ref=\"sustained\" value=\"5\"/><stat ref=\"short-range\" value=\"0/3\"/>"
                "<stat ref=\"long-range\" value=\"0\"/><stat ref=\"morale\" value=\"5+\"/><stat ref=\"stamina\" value=\"6\"/>\n"
                "      <special rule=\"militia\"/><option id=\"pavise\" name=\"Pavise\" points=\"2\"><grants rule=\"pavise\"/></option>\n"
                "    </unit>\n";
    }
    text += "  </units>\n  <groups>\n";
    for (int g = 0; g * 100 < units; ++g) {
        std::string members;
        for (int i = g * 100; i < units && i < (g + 1) * 100; ++i)
            members += (members.empty() ? "" : " ") + std::string("unit-") + std::to_string(i) + (typos && i % 10 == 0 ? "x" : "");
        text += "    <group id=\"group-" + std::to_string(g) + "\" name=\"Group " + std::to_string(g) + "\" units=\"" + members + "\"/>\n";
    }
    return text + "  </groups>\n</faction>\n";
}

}  // namespace muster::bench
