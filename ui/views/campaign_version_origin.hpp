#pragma once
#include <cstdint>
#include <string>

namespace muster::ui {

/// Where a roster shown in the builder came from when it is a campaign army's saved version.
struct CampaignVersionOrigin {
    std::string campaign_file;
    std::string campaign;  ///< the campaign's name
    std::int64_t army_id = 0;
    std::string army;  ///< the army's name
    int version = 0;
};

}  // namespace muster::ui
