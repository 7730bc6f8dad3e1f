#include "test_support.hpp"

#include <array>
#include <cstdio>
#include <stdexcept>
#include <sys/wait.h>

#include <doctest/doctest.h>

namespace muster::test {

std::string test_system_xml(const std::string& system_rules, bool generals_count) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<game-system id="test" revision="1" name="Test system">
  <stats><stat id="a" name="A"/></stats>
  <special-rules><special-rule id="tough" name="Tough"><text>Hard to kill.</text></special-rule></special-rules>
  <organisation general-cost="25" commander-cost="0" generals-count-in-shares=")" +
           std::string(generals_count ? "true" : "false") + R"(" reading="test reading"/>
  <rules>)" +
           system_rules + R"(</rules>
</game-system>
)";
}

std::string test_faction_xml(const std::string& rules) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<faction id="test-f" system="test" revision="1" name="Testers">
  <units>
    <unit id="knight" name="Knight" points="30"><stat ref="a" value="1"/></unit>
    <unit id="foot-knight" name="Foot knight" points="20"><stat ref="a" value="1"/></unit>
    <unit id="archer" name="Archer" points="10"><stat ref="a" value="1"/>
      <option id="pavise" name="Pavise" points="2"><grants rule="tough"/></option></unit>
    <unit id="gun" name="Gun" points="15"><stat ref="a" value="1"/></unit>
  </units>
  <groups>
    <group id="knights" name="Knights" units="knight foot-knight"/>
    <group id="mounted" name="Mounted knights" units="knight"/>
    <group id="archers" name="Archers" units="archer"/>
    <group id="artillery" name="Artillery" units="gun"/>
  </groups>
  <rules>)" +
           rules + R"(</rules>
</faction>
)";
}

const ListLibrary& test_system_only() {
    static const ListLibrary library = [] {
        ListLibrary l;
        Report report;
        l.add(*parse_game_system(test_system_xml(), "system.xml", report));
        return l;
    }();
    return library;
}

ListLibrary test_library(const std::string& faction_rules, const std::string& system_rules, bool generals_count) {
    ListLibrary library;
    Report report;
    auto system = parse_game_system(test_system_xml(system_rules, generals_count), "test-system.xml", report);
    REQUIRE_MESSAGE(system, format_human(report));
    library.add(std::move(*system));
    auto faction = parse_faction(test_faction_xml(faction_rules), "test-faction.xml", library, report);
    REQUIRE_MESSAGE(faction, format_human(report));
    library.add(std::move(*faction));
    return library;
}

Roster test_roster(std::initializer_list<std::vector<std::string>> divisions, double limit) {
    Roster roster;
    roster.name = "Test army";
    roster.system_id = "test";
    roster.faction_id = "test-f";
    roster.list_revision = 1;
    roster.points_limit = limit;
    int unit_number = 0;
    for (const auto& refs : divisions) {
        Division division;
        division.id = "d" + std::to_string(roster.divisions.size() + 1);
        division.name = "Division " + std::to_string(roster.divisions.size() + 1);
        division.commander = roster.divisions.empty();
        for (const std::string& ref : refs) division.units.push_back({"u" + std::to_string(++unit_number), ref, "", {}});
        roster.divisions.push_back(division);
    }
    return roster;
}

std::vector<std::string> error_rules(const RosterVerdict& verdict) {
    std::vector<std::string> ids;
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.severity == Severity::error) ids.push_back(d.rule_id);
    return ids;
}

const Diagnostic& finding(const RosterVerdict& verdict, const std::string& rule_id) {
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.rule_id == rule_id) return d;
    throw std::runtime_error("no finding of rule " + rule_id + " in:\n" + format_human(verdict.report));
}

std::filesystem::path source_path(const std::string& relative) { return std::filesystem::path(MUSTER_SOURCE_DIR) / relative; }
std::filesystem::path test_data(const std::string& relative) { return std::filesystem::path(MUSTER_TEST_DATA_DIR) / relative; }

const ListLibrary& bundled_lists() {
    static const ListLibrary library = [] {
        Report report;
        ListLibrary loaded = ListLibrary::load(source_path("lists"), report);
        if (!report.empty()) throw std::runtime_error("bundled lists have problems:\n" + format_human(report));
        return loaded;
    }();
    return library;
}

CommandResult run_command(const std::string& command) {
    CommandResult result;
    FILE* pipe = ::popen(command.c_str(), "r");
    if (!pipe) return result;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.output.append(buffer.data(), n);
    const int status = ::pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

std::string cli() { return MUSTER_CLI_PATH; }

}  // namespace muster::test
