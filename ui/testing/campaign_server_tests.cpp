#include "testing/campaign_server_tests.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <unistd.h>

#include <wx/listctrl.h>

#include "app/main_frame.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/campaign/postgres_store.hpp"
#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"
#include "views/campaign_panel.hpp"

namespace muster::ui {

namespace {

// The test cluster tests/pg/start_cluster.sh started (its state file is named by the environment).
std::map<std::string, std::string> test_cluster() {
    std::map<std::string, std::string> state;
    const char* file = std::getenv("MUSTER_PG_STATE_FILE");
    std::ifstream in(file ? file : "");
    for (std::string line; std::getline(in, line);)
        if (const auto equals = line.find('='); equals != std::string::npos) state[line.substr(0, equals)] = line.substr(equals + 1);
    return state;
}

std::vector<std::string> names_listed(wxListCtrl& list) {
    std::vector<std::string> names;
    for (long row = 0; row < list.GetItemCount(); ++row) names.push_back(list.GetItemText(row).utf8_string());
    return names;
}

}  // namespace

void campaign_on_a_server(MainFrame& frame, InputDriver& input) {
    auto cluster = test_cluster();
    if (cluster["socket"].empty()) {
        std::fprintf(stderr, "no PostgreSQL test cluster (ctest starts it): UI test campaign-server skipped\n");
        std::_Exit(77);
    }
    ::setenv("PGPASSFILE", cluster["pgpass"].c_str(), 1);
    const std::string database = "window_" + std::to_string(::getpid());
    {
        PostgresStore admin("postgresql:///postgres?host=" + cluster["socket"] + "&user=muster");
        admin.exec("DROP DATABASE IF EXISTS " + database);
        admin.exec("CREATE DATABASE " + database);
    }
    const std::string address = "postgresql:///" + database + "?host=" + cluster["socket"] + "&user=muster";
    {
        Campaign made = Campaign::create_on_server(address, "Club", "hail-caesar-hyw", "", "organiser");
        made.add_player("Jeanne", "organiser");
    }
    input.press('3', wxMOD_CONTROL);
    CampaignPanel& panel = frame.campaign();
    require(panel.open_server(address), "the campaign on the server could not be opened");
    auto* players = dynamic_cast<wxListCtrl*>(find_named(&frame, "campaign-players"));
    require(players != nullptr && names_listed(*players) == std::vector<std::string>{"Jeanne"}, "the Campaign view does not show the server campaign's player");
    // Another player's program writes; this window is not touched.
    Campaign::open_server(address).add_player("Dunois", "organiser");
    for (int wait = 0; wait < 40 && players->GetItemCount() < 2; ++wait) input.settle(100);
    require(names_listed(*players) == std::vector<std::string>{"Jeanne", "Dunois"},
            "another program's player did not show in the Campaign view of the server campaign");
}

}  // namespace muster::ui
