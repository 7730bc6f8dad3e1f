// Hostile files: every one gets a clear message, nothing crashes, hangs or leaks the user's data.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace hardening_test {

namespace {
std::string messages_of(const fs::path& file) {
    Report report;
    const auto roster = load_roster(file, report);
    CHECK_FALSE(roster);
    return format_human(report);
}
}  // namespace

TEST_CASE("hostile: a truncated roster is reported where it ends") {
    const std::string text = messages_of(test_data("broken/truncated.roster.xml"));
    CHECK(text.find("truncated.roster.xml:4:") != std::string::npos);
    CHECK(text.find("malformed XML") != std::string::npos);
}

TEST_CASE("hostile: a file in the wrong encoding is refused, naming the byte") {
    const std::string text = messages_of(test_data("broken/latin1.roster.xml"));
    CHECK(text.find("latin1.roster.xml:2:29: error: the file is not valid UTF-8") != std::string::npos);
}

TEST_CASE("hostile: huge and negative numbers are refused with their attribute") {
    CHECK(messages_of(test_data("broken/huge-numbers.roster.xml")).find("points-limit=\"1e308\" of <roster> must be from") != std::string::npos);
    Report report;
    CHECK_FALSE(load_siege_plan(test_data("broken/negative.siege.xml"), report));
    const std::string text = format_human(report);
    CHECK(text.find("months=\"-3\"") != std::string::npos);
    CHECK(text.find("extra-engineers=\"-2\"") != std::string::npos);
    CHECK(text.find("quantity=\"-4\"") != std::string::npos);
    CHECK(text.find("points=\"-1000\"") != std::string::npos);
}

TEST_CASE("hostile: entity tricks neither expand nor read other files") {
    Report report;
    CHECK_FALSE(load_roster(test_data("broken/billion-laughs.roster.xml"), report));  // a DOCTYPE is refused outright
    CHECK(format_human(report).find("DOCTYPE declarations are not allowed") != std::string::npos);
    report = Report();
    CHECK_FALSE(load_roster(test_data("broken/external-entity.roster.xml"), report));
    CHECK(format_human(report).find("DOCTYPE declarations are not allowed") != std::string::npos);
}

TEST_CASE("hostile: files from a newer Muster and files that are not Muster's get a clear message") {
    CHECK(messages_of(test_data("broken/future.roster.xml")).find("written by a newer Muster") != std::string::npos);
    Report report;
    CHECK_FALSE(load_siege_plan(test_data("broken/future.siege.xml"), report));
    CHECK(format_human(report).find("newer Muster") != std::string::npos);
    CHECK(messages_of(test_data("broken/not-xml.roster.xml")).find("malformed XML") != std::string::npos);
    const std::string before = [] {
        std::ifstream in(test_data("broken/not-a-campaign.muster-campaign"), std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    }();
    CHECK_THROWS_WITH_AS(Campaign::open(test_data("broken/not-a-campaign.muster-campaign")), doctest::Contains("not a Muster campaign"), Error);
    std::ifstream after(test_data("broken/not-a-campaign.muster-campaign"), std::ios::binary);
    CHECK(std::string(std::istreambuf_iterator<char>(after), {}) == before);
    report = Report();
    CHECK_FALSE(load_faction(test_data("broken/broken-faction.xml"), bundled_lists(), report));
    CHECK(format_human(report).find("broken-faction.xml:") != std::string::npos);
}

TEST_CASE("hostile: 100,000 nested elements, a 50 MB file and a 12 MB one are answered, not crashed on" * doctest::skip(sanitized_build)) {
    std::string deep = "<roster format=\"1\" system=\"s\" faction=\"f\" points-limit=\"1\">";
    for (int i = 0; i < 100000; ++i) deep += "<division id=\"d\">";
    Report report;
    CHECK_FALSE(parse_roster(deep, "deep.roster.xml", report));
    CHECK(report.has_errors());

    // Past the 16 MiB limit a roster is refused before it is read; below it, every finding is still reported.
    const auto write_roster = [](const fs::path& file, std::size_t bytes) {
        std::ofstream out(file, std::ios::binary);
        out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<roster format=\"1\" name=\"Big\" system=\"hail-caesar-hyw\" "
               "faction=\"hyw-french\" list-revision=\"1\" points-limit=\"1000\">\n<division id=\"d1\" name=\"Big\">\n";
        const std::string unit = "<unit id=\"u\" ref=\"mounted-knights\"/>\n";
        for (std::size_t written = 0; written < bytes; written += unit.size()) out << unit;
        out << "</division>\n</roster>\n";
    };
    const TempFolder folder{"50mb-roster"};
    const fs::path big = folder / "muster-50mb.roster.xml";
    write_roster(big, 50u * 1024 * 1024);
    report = Report();
    CHECK_FALSE(load_roster(big, report));
    CHECK(format_human(report).find("Muster reads files of up to 16 MiB") != std::string::npos);
    write_roster(big, 12u * 1024 * 1024);
    const auto start = std::chrono::steady_clock::now();
    report = Report();
    CHECK_FALSE(load_roster(big, report));  // every unit has the same id
    CHECK(format_human(report).find("is used twice") != std::string::npos);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::minutes(2));
    fs::remove(big);
}

}  // namespace hardening_test
