// Shared by the campaign fuzz targets: every read a user can ask of an open campaign, and a
// scratch file in memory-backed /dev/shm (SQLite needs a file; a disk write per input would be slow).
#pragma once
#include <filesystem>
#include <string>
#include <unistd.h>

#include "fuzz_input.hpp"
#include "muster/campaign/campaign.hpp"

namespace muster::fuzz {

/// This process's scratch campaign file, and the files SQLite and Muster may put beside it.
inline std::filesystem::path scratch_campaign() {
    return "/dev/shm/muster-fuzz-" + std::to_string(::getpid()) + ".muster-campaign";
}

/// Removes the scratch file with its journal, WAL and upgrade backups.
inline void remove_scratch(const std::filesystem::path& file) {
    std::error_code ec;
    for (const char* suffix : {"", "-journal", "-wal", "-shm"}) std::filesystem::remove(file.string() + suffix, ec);
    for (int version = 0; version <= Campaign::latest_schema_version(); ++version)
        std::filesystem::remove(file.string() + ".v" + std::to_string(version) + ".bak", ec);
}

/// What 'campaign show', 'history' (with --compare), 'log' and 'export' read, as they read it.
inline void read_everything(Campaign& campaign) {
    (void)campaign.info();
    (void)campaign.players();
    for (const ArmyRecord& army : campaign.armies()) {
        (void)campaign.army(std::to_string(army.id));
        for (const RosterVersionRecord& version : campaign.history(army.id))
            (void)Campaign::compare_with_current_lists(version, bundled_lists());
        if (army.versions > 0) (void)campaign.roster_version(army.id);
    }
    (void)campaign.sieges();
    (void)campaign.battles();
    (void)campaign.log();
    (void)campaign.export_json().dump();
}

}  // namespace muster::fuzz
