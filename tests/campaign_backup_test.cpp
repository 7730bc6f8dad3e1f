// The copy kept before upgrading a campaign file never follows a link and never overwrites.
#include <doctest/doctest.h>

#include <chrono>

#include <nlohmann/json.hpp>

#include "campaign_test_fixtures.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_backup_test {

namespace {

// A campaign file of schema version 1, as the first Muster wrote it.
fs::path version_one_campaign(const fs::path& dir) {
    const fs::path file = dir / "old.muster-campaign";
    run_raw_sql(file, std::string(campaign_migrations().at(0).sql) +
                          "PRAGMA user_version = 1; PRAGMA application_id = " + std::to_string(campaign_application_id) + ";" +
                          "INSERT INTO campaign (id, name, game_system, start_date) VALUES (1, 'Old', 'hail-caesar-hyw', '2020-01-01');");
    return file;
}

}  // namespace

TEST_CASE("campaign backup: a link planted at the backup's name is not followed, the backup takes a fresh name") {
    const fs::path dir = campaign_scratch("backup-link");
    const fs::path file = version_one_campaign(dir);
    const std::string old_bytes = file_bytes(file);
    const fs::path victim = dir / "victim.txt";
    { std::ofstream(victim) << "a file the user cares about"; }
    fs::create_symlink(victim, file.string() + ".v1.bak");
    const fs::path dangling = dir / "nowhere.txt";
    fs::create_symlink(dangling, file.string() + ".v1.1.bak");

    Campaign c = Campaign::open(file);
    CHECK(c.info().schema_version == Campaign::latest_schema_version());
    CHECK(file_bytes(victim) == "a file the user cares about");
    CHECK_FALSE(fs::exists(dangling));
    CHECK(fs::is_symlink(file.string() + ".v1.bak"));
    CHECK(fs::is_regular_file(fs::symlink_status(file.string() + ".v1.2.bak")));
    CHECK(file_bytes(file.string() + ".v1.2.bak") == old_bytes);
}

TEST_CASE("campaign backup: an earlier backup is kept, never overwritten") {
    const fs::path dir = campaign_scratch("backup-earlier");
    const fs::path file = version_one_campaign(dir);
    const std::string old_bytes = file_bytes(file);
    { std::ofstream(file.string() + ".v1.bak") << "an earlier backup"; }
    const CommandResult shown = campaign_cli("campaign -f " + file.string() + " show");
    CHECK_MESSAGE(shown.status == 0, shown.output);
    CHECK(file_bytes(file.string() + ".v1.bak") == "an earlier backup");
    CHECK(file_bytes(file.string() + ".v1.1.bak") == old_bytes);
}

TEST_CASE("campaign backup: a new campaign file is never made through a link planted at its name") {
    const fs::path dir = campaign_scratch("new-through-link");
    const fs::path victim = dir / "elsewhere" / "planted.muster-campaign";
    fs::create_directories(victim.parent_path());
    const fs::path file = dir / "new.muster-campaign";
    fs::create_symlink(victim, file);
    CHECK_THROWS_WITH_AS(Campaign::create(file, "New", "hail-caesar-hyw", "", "test"), doctest::Contains("already exists"), muster::Error);
    CHECK_FALSE(fs::exists(victim));

    const fs::path exported = dir / "export.json";
    {
        Campaign source = Campaign::create(dir / "source.muster-campaign", "Source", "hail-caesar-hyw", "", "test");
        std::ofstream(exported) << source.export_json().dump();
    }
    const CommandResult imported = campaign_cli("campaign import " + exported.string() + " " + file.string());
    CHECK(imported.status == 2);
    CHECK(imported.output.find("is a symbolic link to") != std::string::npos);
    CHECK_FALSE(fs::exists(victim));
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) ++entries;
    CHECK(entries == 4);  // elsewhere/, the link, the source and its export: no temporary file left behind
}

TEST_CASE("campaign backup: killed while backing up, a backup under its final name is always whole") {
    const fs::path dir = campaign_scratch("backup-kills");
    const fs::path old = version_one_campaign(dir);
    // 20 MB of log, so that the copy takes long enough to be killed part-way.
    run_raw_sql(old,
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) "
                "INSERT INTO event (at, month, actor, kind, text) SELECT '2020-01-01', 1, 'x', 'note', hex(randomblob(500)) FROM n;");
    const std::string old_bytes = file_bytes(old);
    const fs::path file = dir / "c.muster-campaign";
    const auto fresh_copy = [&] {
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.path() != old) fs::remove(entry.path());
        fs::copy_file(old, file);
    };
    // One run left alone, to spread the kills over its length: a sanitizer build or a busy machine
    // takes several times as long to reach the backup.
    fresh_copy();
    const auto started = std::chrono::steady_clock::now();
    run_command(cli() + " campaign -f " + file.string() + " show >/dev/null 2>&1");
    const double whole_run = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    int partial = 0, whole = 0;
    for (int kill = 0; kill < 30; ++kill) {
        fresh_copy();
        // Killed at a different moment each time, from before the copy starts to after it ends.
        const std::string delay = std::to_string(kill * whole_run / 24);
        run_command(cli() + " campaign -f " + file.string() + " show >/dev/null 2>&1 & sleep " + delay + "; kill -9 $! 2>/dev/null; wait");
        for (const auto& entry : fs::directory_iterator(dir)) {
            const std::string name = entry.path().filename().string();
            if (name.size() < 4 || name.compare(name.size() - 4, 4, ".bak") != 0) continue;
            if (file_bytes(entry.path()) == old_bytes) ++whole;
            else ++partial;
        }
    }
    CHECK(partial == 0);
    CHECK(whole > 0);  // some kills came after the backup was made
}

}  // namespace campaign_backup_test
