// PDF output: what pdftotext and pdfinfo read back from each sheet and card.
#include <doctest/doctest.h>

#include <filesystem>

#include "muster/print/printing.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace print_pdf_test {

namespace {

fs::path out(const std::string& name) {
    static const TempFolder dir{"print-tests"};
    return dir / name;
}

std::string text_of(const fs::path& pdf) { return run_command("pdftotext -layout " + pdf.string() + " - 2>/dev/null").output; }

std::string info_of(const fs::path& pdf) { return run_command("pdfinfo " + pdf.string() + " 2>/dev/null").output; }

Roster example(const std::string& name) {
    Report report;
    auto roster = load_roster(source_path("lists/hail-caesar-hyw/examples/" + name + ".roster.xml"), report);
    REQUIRE(roster);
    return *roster;
}

}  // namespace

TEST_CASE("print: the roster sheet holds names with accents, stats, points, glossary and page numbers") {
    const fs::path pdf = out("roster.pdf");
    PrintOptions options;
    options.date = "1415-10-25";
    const PrintResult result = print_roster(example("french-legal"), bundled_lists(), options, pdf);
    const std::string text = text_of(pdf);
    CHECK(text.find("Ost de France, 1415") != std::string::npos);
    CHECK(text.find("Chevaliers montés") != std::string::npos);
    CHECK(text.find("Arbalétriers génois") != std::string::npos);
    CHECK(text.find("671 / 700 pts") != std::string::npos);
    CHECK(text.find("LEGAL") != std::string::npos);
    CHECK(text.find("printed 1415-10-25") != std::string::npos);
    CHECK(text.find("Montjoie!: If an enemy is within 18\"") != std::string::npos);  // the glossary
    CHECK(text.find("Pavise (2 pts)") != std::string::npos);                         // options taken
    CHECK(text.find("Page 1 of " + std::to_string(result.pages)) != std::string::npos);
    CHECK(info_of(pdf).find("595.276 x 841.89 pts (A4)") != std::string::npos);
    CHECK(fs::file_size(pdf) < 200 * 1024);
}

TEST_CASE("print: an illegal roster prints what is wrong, headings follow the language, Letter paper") {
    const fs::path pdf = out("illegal-fr.pdf");
    PrintOptions options;
    options.language = Language::french;
    options.paper = PaperSize::letter;
    print_roster(example("french-too-few-knights"), bundled_lists(), options, pdf);
    const std::string text = text_of(pdf);
    CHECK(text.find("NON LÉGALE") != std::string::npos);
    CHECK(text.find("Ce qui rend cette armée illégale") != std::string::npos);
    CHECK(text.find("Chevaliers : 38,6 %") != std::string::npos);  // the finding in the sheet's language
    CHECK(text.find("Arbalétriers génois") != std::string::npos);
    CHECK(info_of(pdf).find("612 x 792 pts (letter)") != std::string::npos);
}

TEST_CASE("print: a long roster breaks across pages, repeating the table header and numbering the pages") {
    const Faction& faction = *bundled_lists().faction("hyw-free-companies");
    Roster roster = new_roster(faction, 100000, "Grande compagnie — « les Écorcheurs »");
    for (int d = 0; d < 10; ++d) {
        const std::string division = add_division(roster, "Bande " + std::to_string(d + 1));
        for (int u = 0; u < 9; ++u) add_unit(roster, faction, division, faction.units[static_cast<std::size_t>(u)].id);
    }
    const fs::path pdf = out("long.pdf");
    const PrintResult result = print_roster(roster, bundled_lists(), {}, pdf);
    CHECK(result.pages >= 3);
    const std::string info = info_of(pdf);
    const auto pages_at = info.find("Pages:");
    REQUIRE(pages_at != std::string::npos);
    CHECK(std::stoi(info.substr(pages_at + 6)) == result.pages);
    const std::string text = text_of(pdf);
    CHECK(text.find("Page " + std::to_string(result.pages) + " of " + std::to_string(result.pages)) != std::string::npos);
    CHECK(text.find("Écorcheurs") != std::string::npos);
    std::size_t headers = 0;
    for (std::size_t at = text.find("Special rules and options"); at != std::string::npos; at = text.find("Special rules and options", at + 1)) ++headers;
    CHECK(headers >= 10);
}

TEST_CASE("print: the siege plan sheet shows the budget, purchases, schedule grid and sections") {
    Report report;
    std::optional<SiegePlan> plan = load_siege_plan(source_path("lists/warmaster-medieval-siege/examples/worked-example.siege.xml"), report);
    REQUIRE(plan);
    SiegePlan with_walls = *plan;
    add_section(with_walls, bundled<SiegeKit>(), "gate", 15, 3, 0);
    const SiegeVerdict verdict = evaluate_siege(with_walls, bundled<SiegeKit>());
    const fs::path pdf = out("siege.pdf");
    print_siege_plan(with_walls, verdict, bundled<SiegeKit>(), {}, pdf);
    const std::string text = text_of(pdf);
    CHECK(text.find("15 used of 15") != std::string::npos);
    CHECK(text.find("2,225 pts left for troops") != std::string::npos);
    CHECK(text.find("Échelles") == std::string::npos);  // English headings print English names
    CHECK(text.find("Ladders") != std::string::npos);
    CHECK(text.find("Mine (3/3)") != std::string::npos);
    CHECK(text.find("Engineer 3") != std::string::npos);
    CHECK(text.find("Gate") != std::string::npos);
}

TEST_CASE("print: a deck prints every card of it, and one card id prints that card alone") {
    PrintOptions options;
    const PrintResult deck = print_card("hail-caesar-hyw", bundled_lists(), options, out("deck.pdf"));
    const PrintResult one = print_card("hail-caesar-hyw-panic", bundled_lists(), options, out("one.pdf"));
    CHECK(deck.cards >= 6);
    CHECK(deck.pages == deck.cards);  // one card per page
    CHECK(one.cards >= 1);
    CHECK(one.cards < deck.cards);
    const std::string alone = text_of(out("one.pdf"));
    CHECK(alone.find("Panic test") != std::string::npos);
    CHECK(alone.find("Sequence of play") == std::string::npos);
    const fs::path pdf = out("hyw-card.pdf");
    print_card("hail-caesar-hyw", bundled_lists(), {}, pdf);
    const std::string text = text_of(pdf);
    CHECK(text.find("Sequence of play") != std::string::npos);
    CHECK(text.find("Order test") != std::string::npos);
    CHECK(text.find("Movement and weapon ranges") != std::string::npos);
    CHECK(text.find("Tough fighter") != std::string::npos);
    PrintOptions french;
    french.language = Language::french;
    print_card("warmaster-siege", bundled_lists(), french, pdf);
    const std::string siege = text_of(pdf);
    CHECK(siege.find("Effondrement") != std::string::npos);
    CHECK(siege.find("Échelles") != std::string::npos);
    CHECK(siege.find("Trahison") != std::string::npos);
}

TEST_CASE("print: an unknown card or paper is refused with a suggestion") {
    CHECK_THROWS_WITH_AS(print_card("hail-caesar", bundled_lists(), {}, out("x.pdf")), doctest::Contains("did you mean 'hail-caesar-hyw'"), Error);
    CHECK_THROWS_AS(paper_from_name("a3"), Error);
    const CommandResult r = run_command(cli() + " print card nope -o " + out("y.pdf").string() + " 2>&1");
    CHECK(r.status == 2);
    CHECK(r.output.find("no card template 'nope'") != std::string::npos);
}

}  // namespace print_pdf_test
