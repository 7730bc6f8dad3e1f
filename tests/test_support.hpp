#pragma once
// Shared fixtures: a tiny synthetic game system for rule-kind tests, and the bundled lists.
#include <filesystem>
#include <initializer_list>
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "temp_folder.hpp"

namespace muster::test {

/// True in the sanitizer build. The cases that check bounds of time and memory on inputs at full
/// scale (millions of objects, hundreds of MB) skip themselves there: the sanitizers make them ten
/// times slower and inflate every memory figure, and the code paths they reach are reached by the
/// smaller cases and the fuzzers. The normal build runs them all.
#ifdef MUSTER_TESTS_SANITIZED
inline constexpr bool sanitized_build = true;
#else
inline constexpr bool sanitized_build = false;
#endif

/// A game system "test" whose generals cost 25 (commander free).
std::string test_system_xml(const std::string& system_rules = "", bool generals_count = true);
/// A faction "test-f" with units knight 30, foot-knight 20, archer 10 (+2 pavise), gun 15 and
/// groups knights, mounted, archers, artillery; `rules` goes inside <rules>.
std::string test_faction_xml(const std::string& rules);
/// A library holding the test system alone, no faction: for reading a faction's text against it.
const ListLibrary& test_system_only();
/// A library with the test system and a test faction with these rules.
ListLibrary test_library(const std::string& faction_rules, const std::string& system_rules = "", bool generals_count = true);
/// A roster of test-f: one division per list of unit refs; the first division is the commander's.
Roster test_roster(std::initializer_list<std::vector<std::string>> divisions, double limit = 10000);
/// Rule ids of the errors in a verdict.
std::vector<std::string> error_rules(const RosterVerdict& verdict);
/// The first finding of a rule, or throws.
const Diagnostic& finding(const RosterVerdict& verdict, const std::string& rule_id);

/// The lists bundled in the source tree (loading them must report nothing).
const ListLibrary& bundled_lists();
/// Path inside the source tree.
std::filesystem::path source_path(const std::string& relative);
/// Path inside tests/data.
std::filesystem::path test_data(const std::string& relative);

/// Runs a shell command, returning its exit status and what it printed on stdout.
struct CommandResult {
    int status = -1;
    std::string output;
};
CommandResult run_command(const std::string& command);
/// The path of muster-cli built alongside the tests.
std::string cli();

}  // namespace muster::test
