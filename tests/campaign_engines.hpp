#pragma once
// The campaign tests whose behaviour both engines share run on each: CAMPAIGN_CASE("name")
// defines the case "name" on a campaign file and "server: name" on a database of the test
// cluster (tests/pg/server_tests.cmake gives the "server: " cases the cluster; without one they
// are skipped). The body gets a CampaignPlace, which makes and opens the campaign on its engine
// and names it to muster-cli.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "campaign_test_fixtures.hpp"
#include "muster/campaign/campaign.hpp"
#include "server_test_cluster.hpp"

namespace muster::test {

enum class CampaignEngine { file, server };

/// Where one test keeps its campaign: a file in a scratch folder, or a fresh server database.
class CampaignPlace {
public:
    /// False when the engine is the server and there is no test cluster (the case then does nothing).
    bool ready() const { return ready_; }
    bool on_server() const { return engine_ == CampaignEngine::server; }

    /// `name`: lower-case letters and '_' (a file's name, and a database's).
    CampaignPlace(CampaignEngine engine, const std::string& name) : engine_(engine) {
        if (engine == CampaignEngine::file) {
            dir_ = campaign_scratch(name);
            file_ = dir_ / (name + ".muster-campaign");
            return;
        }
        const auto server = test_server_or_skip();
        if (!server) {
            ready_ = false;
            return;
        }
        address_ = fresh_database(*server, name);  // a plain lower-case name: the database is name_PID
    }
    ~CampaignPlace() {
        if (!dir_.empty()) {
            std::error_code ignored;
            std::filesystem::remove_all(dir_, ignored);
        }
    }
    CampaignPlace(const CampaignPlace&) = delete;
    CampaignPlace& operator=(const CampaignPlace&) = delete;

    Campaign create(const std::string& name = "Cent Ans", const std::string& system = "hail-caesar-hyw", const std::string& start = "1415-10-25",
                    const std::string& actor = "test") const {
        return on_server() ? Campaign::create_on_server(address_, name, system, start, actor) : Campaign::create(file_, name, system, start, actor);
    }
    Campaign open() const { return on_server() ? Campaign::open_server(address_) : Campaign::open(file_); }
    /// What a refused action leaves as it was: the file's every byte, or the server campaign's export.
    std::string state() const { return on_server() ? open().export_json().dump() : file_bytes(file_); }
    /// The campaign named to `muster-cli campaign`: "-f 'FILE'" or "--server 'ADDRESS'".
    std::string cli_option() const { return on_server() ? "--server '" + address_ + "'" : "-f '" + file_.string() + "'"; }
    /// The command that makes the campaign: "campaign create 'FILE'" or "campaign --server 'ADDRESS' create".
    std::string cli_create() const { return on_server() ? "campaign " + cli_option() + " create" : "campaign create '" + file_.string() + "'"; }
    /// Who the log names for a line written as `actor`: the login on a server (the test cluster's "muster").
    std::string logged_actor(const std::string& actor) const { return on_server() ? "muster" : actor; }
    /// A scratch folder for the test's other files.
    std::filesystem::path scratch() {
        if (dir_.empty()) dir_ = campaign_scratch("beside-the-server");
        return dir_;
    }

private:
    CampaignEngine engine_;
    bool ready_ = true;
    std::filesystem::path dir_, file_;
    std::string address_;
};

}  // namespace muster::test

#define MUSTER_CAMPAIGN_CASE_IMPL(function, name)                                            \
    static void function(muster::test::CampaignPlace& place);                                \
    TEST_CASE(name) {                                                                        \
        muster::test::CampaignPlace place(muster::test::CampaignEngine::file, "campaign");   \
        function(place);                                                                     \
    }                                                                                        \
    TEST_CASE("server: " name) {                                                             \
        muster::test::CampaignPlace place(muster::test::CampaignEngine::server, "campaign"); \
        if (place.ready()) function(place);                                                  \
    }                                                                                        \
    static void function(muster::test::CampaignPlace& place)

/// A campaign test run on a file and on a server: CAMPAIGN_CASE("what it shows") { … place … }
#define CAMPAIGN_CASE(name) MUSTER_CAMPAIGN_CASE_IMPL(DOCTEST_ANONYMOUS(campaign_case_), name)
