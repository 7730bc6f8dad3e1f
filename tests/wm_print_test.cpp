// Printing Warmaster armies: one body of units with characters in their own table, identical
// units grouped, signed option costs, and stat columns that never break a word.
#include <doctest/doctest.h>

#include <cstdlib>

#include <filesystem>

#include "muster/print/printing.hpp"
#include "muster/roster/roster_file.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wm_print_test {

namespace {

std::string printed(const std::string& roster_name, bool grouped, const std::string& pdf_name) {
    Report report;
    const std::optional<Roster> roster = load_roster(source_path("lists/warmaster-medieval/examples/" + roster_name), report);
    REQUIRE_MESSAGE(roster, format_human(report));
    // One folder per run, made by mkdtemp: other worktrees run the suite at the same time.
    static const TempFolder dir{"wm-print"};
    const fs::path pdf = dir / pdf_name;
    PrintOptions options;
    options.date = "1430-05-01";
    options.group_identical_units = grouped;
    print_roster(*roster, bundled_lists(), options, pdf);
    return run_command("pdftotext -layout '" + pdf.string() + "' - 2>/dev/null").output;
}

}  // namespace

TEST_CASE("print wm: an army without divisions prints one body, its characters in a table of their own columns") {
    const std::string text = printed("march-host-1500.roster.xml", false, "host.pdf");
    CHECK(text.find("Army (17 units, 1,130 pts)") != std::string::npos);
    CHECK(text.find("Division") == std::string::npos);
    CHECK(text.find("Characters") != std::string::npos);
    CHECK(text.find("Cmd") != std::string::npos);  // the characters' command column
    CHECK(text.find("Marshal") != std::string::npos);
    CHECK(text.find("u1 Marshal") == std::string::npos);  // no roster ids on a sheet (issue 28)
}

TEST_CASE("print wm: identical units print as one line, a negative option cost with a minus sign") {
    const std::string grouped = printed("march-host-1500.roster.xml", true, "host-grouped.pdf");
    CHECK(grouped.find("6 × Billmen") != std::string::npos);
    CHECK(grouped.find("3 × Lances") != std::string::npos);
    CHECK(grouped.find("(u2") == std::string::npos);
    CHECK(grouped.find("(−10 pts)") != std::string::npos);
    CHECK(grouped.find("-10") == std::string::npos);
    const std::string single = printed("march-host-1500.roster.xml", false, "host-single.pdf");
    CHECK(single.find("× Billmen") == std::string::npos);
    CHECK(single.find("Billmen") != std::string::npos);
}

TEST_CASE("print wm: stat columns keep their words and values whole") {
    const std::string text = printed("march-host-1500.roster.xml", true, "host-whole.pdf");
    for (const char* whole : {"Infantry", "Artillery", "Cavalry", "30 cm", "2×40 cm"}) CHECK_MESSAGE(text.find(whole) != std::string::npos, whole);
    CHECK(text.find("Infan\n") == std::string::npos);
}

TEST_CASE("cli wm: show prints a negative option cost with a minus sign and an option's new profile") {
    const CommandResult r = run_command(cli() + " show wmm-march-host 2>&1");
    CHECK(r.status == 0);
    CHECK(r.output.find("Skirmishing Bowmen, −10 pts") != std::string::npos);
    CHECK(r.output.find("+-") == std::string::npos);
    CHECK(r.output.find("profile: Type Cavalry") != std::string::npos);
    CHECK(r.output.find("Gunpowder artillery") != std::string::npos);
}

}  // namespace wm_print_test
