// The window's saves, through the core functions it calls: a roster, a siege plan, an ONUS!
// design and a campaign write survive a file-size quota (ulimit -f) with a message, the previous
// file byte for byte and no temporary left; a document another program is editing is waited
// for, then said to be in use.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <string>
#include <sys/file.h>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

#include "campaign_test_fixtures.hpp"
#include "forked_programs.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/onus/design_writer.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "muster/util/file_size_quota.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace window_saves_test {

namespace {

// What a save under a quota of `bytes` per file said, run in a program of its own as the window
// is (muster's signal setting first): empty when it succeeded, "a program died" when killed.
std::string saved_under_quota(rlim_t bytes, const std::function<void()>& save) {
    const std::vector<std::string> failures = run_forked(1, [&](int) {
        survive_file_size_quota();
        const struct rlimit quota { bytes, bytes };
        if (::setrlimit(RLIMIT_FSIZE, &quota) != 0) throw std::runtime_error("setrlimit failed");
        save();
    });
    return failures.empty() ? std::string() : failures.front();
}

std::vector<std::string> names_in(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder)) names.push_back(entry.path().filename().string());
    return names;
}

onus::FortressDraft long_wall(int pieces) {
    onus::FortressDraft draft;
    draft.name = "Carcassonne";
    for (int i = 0; i < pieces; ++i) draft.enclosure.push_back({"wall", onus::Turn::none});
    return draft;
}

}  // namespace

TEST_CASE("the window's saves of a roster, a siege plan and an ONUS! design past a file-size quota: a message, the previous file whole, no temporary") {
    const fs::path dir = fresh_temp_folder("window-saves-quota");
    const Roster big_roster = example_roster("french-legal");
    struct Document {
        std::string name;
        std::function<void(const fs::path&)> save_small, save_big;
    };
    const std::vector<Document> documents = {
        {"army.roster.xml", [](const fs::path& f) { save_roster(new_roster(*bundled_lists().faction("hyw-french"), 500, "Ost"), f); },
         [&big_roster](const fs::path& f) { save_roster(big_roster, f); }},
        {"orleans.siege.xml", [](const fs::path& f) { save_siege_plan(new_siege_plan(bundled<SiegeKit>(), 600, "Orléans"), f); },
         [](const fs::path& f) {
             SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, std::string(150, 'O'));
             plan.duration.months = 12;
             save_siege_plan(plan, f);
         }},
        {"fort.onus.xml", [](const fs::path& f) { onus::save_fortress_draft(long_wall(1), f); },
         [](const fs::path& f) { onus::save_fortress_draft(long_wall(60), f); }},
    };
    for (const Document& document : documents) {
        INFO(document.name);
        const fs::path file = dir / document.name;
        document.save_small(file);
        const std::string before = file_bytes(file);
        // 256 bytes a file: less than each new document takes.
        const std::string said = saved_under_quota(256, [&] { document.save_big(file); });
        CHECK_MESSAGE(said.find("file too large") != std::string::npos, said);
        CHECK(said.find(document.name) != std::string::npos);
        CHECK(file_bytes(file) == before);
    }
    CHECK(names_in(dir).size() == documents.size());  // no temporary beside them
    fs::remove_all(dir);
}

TEST_CASE("a campaign write from the window past a file-size quota is refused and leaves the campaign as it was") {
    const fs::path dir = campaign_scratch("window-quota");
    const fs::path file = dir / "club.muster-campaign";
    make_two_army_campaign(file);
    const std::string before = file_bytes(file);
    const auto quota = static_cast<rlim_t>(before.size());
    const std::string said = saved_under_quota(quota, [&] {
        Campaign c = Campaign::open(file);
        Roster roster = example_roster("french-legal");
        roster.notes = std::string(200000, 'n');
        c.save_roster_version(c.army("Ost").id, roster, bundled_lists(), "", "test");
    });
    CHECK_MESSAGE(said.find("file too large") != std::string::npos, said);
    CHECK(file_bytes(file) == before);
    Campaign after = Campaign::open(file);
    CHECK(after.history(after.army("Ost").id).size() == 1);
    CHECK(names_in(dir).size() == 1);
    fs::remove_all(dir);
}

TEST_CASE("the window's save of a document another program is editing waits its turn, then says it is in use") {
    const fs::path dir = fresh_temp_folder("window-saves-lock");
    const fs::path file = dir / "army.roster.xml";
    save_roster(new_roster(*bundled_lists().faction("hyw-french"), 500, "Ost"), file);
    const std::string before = file_bytes(file);
    // flock(1) or a muster-cli edit holds the document's lock.
    const int held = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    REQUIRE(held >= 0);
    REQUIRE(::flock(held, LOCK_EX) == 0);
    CHECK_THROWS_WITH_AS(save_roster(example_roster("french-legal"), file), doctest::Contains("army.roster.xml is in use"), Error);
    CHECK(file_bytes(file) == before);
    ::close(held);
    save_roster(example_roster("french-legal"), file);  // the lock released, the save goes through
    CHECK(file_bytes(file) != before);
    CHECK(names_in(dir).size() == 1);
    fs::remove_all(dir);
}

}  // namespace window_saves_test
