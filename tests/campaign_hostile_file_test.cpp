// A campaign file is data, never code: hostile files made at test time are refused untouched.
#include <doctest/doctest.h>

#include <chrono>

#include "campaign_test_fixtures.hpp"
#include "muster/campaign/sqlite_database.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_hostile_file_test {

namespace {

// A two-army campaign with `sql` run on it afterwards by a bare SQLite connection.
fs::path hostile_campaign(const std::string& name, const std::string& sql) {
    const fs::path file = campaign_scratch("hostile-" + name) / (name + ".muster-campaign");
    make_two_army_campaign(file);
    if (!sql.empty()) run_raw_sql(file, sql);
    return file;
}

struct Planted {
    const char* what;
    const char* sql;
    const char* message;
};

}  // namespace

TEST_CASE("campaign hostile file: objects Muster did not create are refused, the file left byte for byte") {
    const Planted planted[] = {
        {"trigger", "CREATE TRIGGER spy AFTER INSERT ON player BEGIN UPDATE campaign SET notes = 'owned'; END;",
         "holds a trigger 'spy' that Muster did not create"},
        {"view", "CREATE VIEW everyone AS SELECT name FROM player;", "holds a view 'everyone' that Muster did not create"},
        {"table", "CREATE TABLE extra (x);", "holds a table 'extra' that Muster did not create"},
        {"index", "CREATE INDEX player_by_name ON player (name);", "holds an index 'player_by_name' that Muster did not create"},
        {"shadow", "DROP TABLE event; CREATE TABLE event (id INTEGER PRIMARY KEY, at, month, actor, kind, text DEFAULT (zeroblob(1e9)));",
         "holds a table 'event' that differs from the one Muster creates"},
        {"missing", "DROP INDEX battle_by_army_b;", "lacks the index 'battle_by_army_b'"},
    };
    for (const Planted& p : planted) {
        const std::string what = p.what;
        CAPTURE(what);
        const fs::path file = hostile_campaign(p.what, p.sql);
        const std::string before = file_bytes(file);
        CHECK_THROWS_WITH_AS(Campaign::open(file), doctest::Contains(p.message), Error);
        CHECK_THROWS_WITH_AS(Campaign::open(file), doctest::Contains("it was left untouched"), Error);
        const CommandResult shown = campaign_cli("campaign -f " + file.string() + " add-player Mallory");
        CHECK(shown.status == 2);
        CHECK(shown.output.find(p.message) != std::string::npos);
        CHECK(file_bytes(file) == before);
    }
}

TEST_CASE("campaign hostile file: an SQLite file that is not a campaign is refused clearly by the CLI") {
    const fs::path file = campaign_scratch("foreign") / "photos.sqlite";
    run_raw_sql(file, "CREATE TABLE photo (x); INSERT INTO photo VALUES (1);");
    const std::string before = file_bytes(file);
    const CommandResult shown = campaign_cli("campaign -f " + file.string() + " show");
    CHECK(shown.status == 2);
    CHECK(shown.output.find("is an SQLite database but not a Muster campaign file; it was left untouched") != std::string::npos);
    CHECK(file_bytes(file) == before);
}

TEST_CASE("campaign hostile file: no single SQLite call runs longer than its limit") {
    const fs::path file = hostile_campaign("slow", "");
    Database db(file, false);
    db.set_time_limit(std::chrono::milliseconds(200));
    CHECK_THROWS_WITH_AS(db.exec("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"), doctest::Contains("took too long"),
                         Error);
    Statement endless = db.prepare("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT max(x) FROM c");
    CHECK_THROWS_WITH_AS(endless.step(), doctest::Contains("took too long"), Error);
    CHECK(db.scalar("SELECT count(*) FROM player") == 2);  // the connection is still usable
}

TEST_CASE("campaign hostile file: a whole-file check that takes too long stops with a clear message") {
    const fs::path file = hostile_campaign("big",
                                           "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000) "
                                           "INSERT INTO event (at, month, actor, kind, text) SELECT '2020-01-01', 1, 'x', 'note', hex(randomblob(40)) FROM n;");
    const std::string before = file_bytes(file);
    CampaignOpenOptions options;
    options.check_whole_file = true;
    options.whole_file_check_limit = std::chrono::milliseconds(1);
    CHECK_THROWS_WITH_AS(Campaign::open(file, options), doctest::Contains("took too long"), Error);
    CHECK(file_bytes(file) == before);
}

TEST_CASE("campaign hostile file: a saved verdict that is not JSON, or not of Muster's shape, gives a clear message") {
    const struct {
        const char* verdict;
        const char* message;
    } cases[] = {
        {"not json {", "the verdict saved with roster version 1 is not valid JSON; the campaign file may be damaged"},
        {"{\"messages\": 5}", "the verdict saved with roster version 1 is not what Muster writes"},
        {"[1, 2]", "the verdict saved with roster version 1 is not what Muster writes"},
        {"{\"messages\": [{\"text\": 3}]}", "the verdict saved with roster version 1 is not what Muster writes"},
    };
    for (const auto& c : cases) {
        const std::string verdict = c.verdict;
        CAPTURE(verdict);
        const fs::path file = hostile_campaign("verdict", "");
        {
            Database db(file, false);
            db.prepare("UPDATE roster_version SET verdict_json = ?").bind(1, std::string(c.verdict)).run();
        }
        Campaign campaign = Campaign::open(file);
        const RosterVersionRecord saved = campaign.roster_version(campaign.army("Ost").id, 1);
        CHECK_THROWS_WITH_AS(Campaign::compare_with_current_lists(saved, bundled_lists()), doctest::Contains(c.message), Error);
        const CommandResult compared = campaign_cli("campaign -f " + file.string() + " history Ost --version 1 --compare");
        CHECK(compared.status == 2);
        CHECK(compared.output.find(c.message) != std::string::npos);
    }
}

}  // namespace campaign_hostile_file_test
