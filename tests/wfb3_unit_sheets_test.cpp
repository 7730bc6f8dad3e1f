// What a WFB3 entry is, on every sheet a player hands across the table (issue 31): each unit's weapons and armour,
// its troop type and who carries the army standard (both players must know them, 003:5838-5841), in the army
// report, the unit cards and the summary; and printing with the player's own bestiary.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "muster/wfb3/wfb3_army.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wfb3_unit_sheets_test {

namespace {

std::string border_patrol() { return source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml").string(); }

// A printed PDF's text, every run of white space as one space.
std::string printed_text(const std::string& arguments, const std::string& name) {
    const TempFolder dir{"wfb3-unit-sheets-" + name};
    const fs::path pdf = dir / "out.pdf";
    const CommandResult printed = run_command(cli() + " " + arguments + " -o " + pdf.string() + " 2>&1");
    REQUIRE_MESSAGE(printed.status == 0, printed.output);
    const std::string raw = run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output;
    std::string text;
    for (char c : raw) {
        const bool blank = c == '\n' || c == ' ' || c == '\t' || c == '\f';
        if (blank && (text.empty() || text.back() == ' ')) continue;
        text += blank ? ' ' : c;
    }
    return text;
}

void write_file(const fs::path& file, const std::string& text) {
    std::ofstream out(file);
    out << text;
}

}  // namespace

TEST_CASE("wfb3 sheets: the army report says each unit's weapons and armour, its troop type and the army standard's bearer") {
    const CommandResult en = run_command(cli() + " wfb3 army " + border_patrol());
    CHECK_MESSAGE(en.output.find("weapons and armour: Light armour, Shield, Spear") != std::string::npos, en.output);
    CHECK(en.output.find("weapons and armour: Heavy armour, Cavalry lance, Shield, Barding") != std::string::npos);
    CHECK(en.output.find("troop type: Forester") != std::string::npos);
    CHECK(en.output.find("carries the army standard") != std::string::npos);
    CHECK(en.output.find("crew's weapons and armour: Light armour, Shield") != std::string::npos);
    const CommandResult fr = run_command(cli() + " --lang fr wfb3 army " + border_patrol());
    CHECK_MESSAGE(fr.output.find("armes et armures : Armure légère, Bouclier, Lance") != std::string::npos, fr.output);
    CHECK(fr.output.find("type de troupe : Forestier") != std::string::npos);
    CHECK(fr.output.find("porte la grande bannière") != std::string::npos);
}

TEST_CASE("wfb3 sheets: the unit cards and the summary say what each entry carries, in both languages") {
    for (const char* command : {"print unit-cards", "print summary"}) {
        const std::string en = printed_text(std::string(command) + " " + border_patrol(), "en");
        CHECK_MESSAGE(en.find("weapons and armour: Light armour, Shield, Spear") != std::string::npos, command, en);
        CHECK_MESSAGE(en.find("troop type: Forester") != std::string::npos, command);
        CHECK_MESSAGE(en.find("carries the army standard") != std::string::npos, command);
        const std::string fr = printed_text(std::string(command) + " --lang fr " + border_patrol(), "fr");
        CHECK_MESSAGE(fr.find("armes et armures : Armure légère, Bouclier, Lance") != std::string::npos, command, fr);
        CHECK_MESSAGE(fr.find("porte la grande bannière") != std::string::npos, command);
    }
}

TEST_CASE("wfb3 sheets: print summary and print unit-cards price the army with the player's bestiary") {
    const TempFolder dir{"wfb3-unit-sheets-bestiary"};
    write_file(dir / "elves.xml", "<wfb3-bestiary><creature id=\"elf\" name=\"Elf\" base=\"8\"/></wfb3-bestiary>\n");
    write_file(dir / "elves.wfb3.xml",
               "<wfb3-army name=\"Elves\" points-limit=\"1000\">\n"
               "<character id=\"g\" creature=\"elf\" level=\"10\" general=\"true\"/>\n"
               "<character id=\"s\" creature=\"elf\" level=\"5\" army-standard=\"true\"/>\n"
               "<unit id=\"u\" creature=\"elf\" models=\"20\"><equipment ref=\"spear\"/><equipment ref=\"shield\"/><equipment ref=\"light-armour\"/></unit>\n"
               "</wfb3-army>\n");
    const std::string army = (dir / "elves.wfb3.xml").string() + " --bestiary " + (dir / "elves.xml").string();
    const CommandResult checked = run_command(cli() + " wfb3 --bestiary " + (dir / "elves.xml").string() + " army " + (dir / "elves.wfb3.xml").string());
    REQUIRE_MESSAGE(checked.status == 0, checked.output);
    const std::string summary = printed_text("print summary " + army, "summary");
    CHECK_MESSAGE(summary.find("364 / 1,000 pts — LEGAL") != std::string::npos, summary);
    CHECK(summary.find("NOT LEGAL") == std::string::npos);
    const std::string cards = printed_text("print unit-cards " + army, "cards");
    CHECK_MESSAGE(cards.find("228 pts") != std::string::npos, cards);
    const CommandResult missing = run_command(cli() + " print summary " + (dir / "elves.wfb3.xml").string() + " --bestiary " + (dir / "none.xml").string() +
                                              " -o " + (dir / "x.pdf").string() + " 2>&1");
    CHECK(missing.status == 2);
}

}  // namespace wfb3_unit_sheets_test
