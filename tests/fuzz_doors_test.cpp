// The in-memory doors the fuzz targets go through read a file's text exactly as the file itself.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "muster/print/printing.hpp"
#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_rules.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace fuzz_doors_test {

namespace {

std::string text_of_file(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

fs::path out(const std::string& name) {
    static const TempFolder dir{"fuzz-doors"};
    return dir / name;
}

}  // namespace

TEST_CASE("fuzz doors: a card template's text prints like the installed template, and a broken one is refused with its position") {
    const PrintResult installed = print_card("wfb3", bundled_lists(), {}, out("installed.pdf"));
    const PrintResult from_text = print_card_text(text_of_file(source_path("templates/cards/wfb3.xml")), "wfb3.xml", bundled_lists(), {}, out("text.pdf"));
    CHECK(from_text.pages == installed.pages);
    CHECK(from_text.font_size == installed.font_size);
    CHECK(fs::file_size(out("text.pdf")) > 1000);
    CHECK_THROWS_WITH_AS(print_card_text("<card id=\"x\">\n  <table ref=\"a\">\n</card>\n", "mine.xml", bundled_lists(), {}, out("bad.pdf")),
                         doctest::Contains("mine.xml:3:3: error: malformed XML"), Error);
}

TEST_CASE("fuzz doors: a bestiary's text adds its creatures like the file, and a wrong root names the file") {
    wfb3::PointsRules from_text = bundled<wfb3::PointsRules>();
    Report report;
    REQUIRE(wfb3::parse_bestiary(text_of_file(test_data("wfb3/my-bestiary.xml")), "mine.xml", from_text, report));
    REQUIRE(from_text.creature("troll"));
    CHECK(from_text.creature("troll")->base == 65);
    CHECK(from_text.creature("troll")->file == "mine.xml");
    CHECK_FALSE(wfb3::parse_bestiary("<wfb3-army/>", "army.xml", from_text, report));
    CHECK(format_human(report).find("army.xml:1:1: error: expected <wfb3-bestiary>, found <wfb3-army>") != std::string::npos);
}

}  // namespace fuzz_doors_test
