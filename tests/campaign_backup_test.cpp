// The copy kept before upgrading a campaign file never follows a link and never overwrites.
#include <doctest/doctest.h>

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
    run_raw_sql(file, std::string(campaign_migrations().at(0).sql) + "PRAGMA user_version = 1; PRAGMA application_id = " +
                          std::to_string(campaign_application_id) + ";" +
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
    CHECK_THROWS_WITH_AS(Campaign::create(file, "New", "hail-caesar-hyw", "", "test"), doctest::Contains("already exists"),
                         muster::Error);
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

}  // namespace campaign_backup_test
