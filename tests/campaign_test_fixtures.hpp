#pragma once
// Shared by the campaign tests: scratch folders, raw SQL on a file, a small campaign.
#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>
#include <fstream>
#include <sstream>
#include <string>

#include <sqlite3.h>

#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_plan.hpp"
#include "test_support.hpp"

namespace muster::test {

/// An empty scratch folder of its own for one test, apart from any other suite running at once.
inline std::filesystem::path campaign_scratch(const std::string& name) { return fresh_temp_folder("campaign-" + name); }

/// Every byte of a file ("" when there is none).
inline std::string file_bytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

/// Runs SQL on a file with a bare SQLite connection (to make hostile files).
inline void run_raw_sql(const std::filesystem::path& file, const std::string& sql) {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(file.c_str(), &db) == SQLITE_OK);
    char* message = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message);
    const std::string said = message ? message : "";
    sqlite3_free(message);
    sqlite3_close(db);
    REQUIRE_MESSAGE(rc == SQLITE_OK, said);
}

/// A bundled example roster.
inline Roster example_roster(const std::string& name) {
    Report report;
    auto roster = load_roster(source_path("lists/hail-caesar-hyw/examples/" + name + ".roster.xml"), report);
    REQUIRE(roster);
    return *roster;
}

/// Élise's French "Ost" and Henry's English "Host" added to a campaign, each with its example roster.
inline void add_two_armies(Campaign& c) {
    const auto ost = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
    const auto host = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
    c.save_roster_version(ost, example_roster("french-legal"), bundled_lists(), "", "test");
    c.save_roster_version(host, example_roster("english-legal"), bundled_lists(), "", "test");
}

/// A campaign file with Élise's French "Ost" and Henry's English "Host", each with its example roster;
/// of `system` ("warhammer-fantasy-3": its battles are scored by victory points).
inline void make_two_army_campaign(const std::filesystem::path& file, const std::string& system = "hail-caesar-hyw") {
    Campaign c = Campaign::create(file, "Cent Ans", system, "1415-10-25", "test");
    add_two_armies(c);
}

/// The two armies of Harfleur, 1415.
struct HarfleurArmies {
    std::int64_t ost = 0, host = 0;
};

/// Élise's French "Ost" (its roster saved "muster at Rouen") and Henry's English "Host", named by
/// their lists, added to a campaign; the Host lays siege to the Ost at Harfleur for one month, and
/// that month is advanced: the siege's work is finished and its assault due.
inline HarfleurArmies besiege_harfleur(Campaign& c) {
    HarfleurArmies armies;
    armies.ost = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test", bundled_lists().faction("hyw-french")->name);
    armies.host = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test", bundled_lists().faction("hyw-english")->name);
    c.save_roster_version(armies.ost, example_roster("french-legal"), bundled_lists(), "muster at Rouen", "test");
    c.save_roster_version(armies.host, example_roster("english-legal"), bundled_lists(), "", "test");
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 1000, "Harfleur");
    plan.duration.months = 1;
    c.start_siege("Harfleur", armies.host, armies.ost, siege_plan_to_xml(plan), "test");
    c.advance_month("test");
    return armies;
}

/// muster-cli with these arguments, stderr joined to stdout.
inline CommandResult campaign_cli(const std::string& arguments) { return run_command(cli() + " " + arguments + " 2>&1"); }

}  // namespace muster::test
