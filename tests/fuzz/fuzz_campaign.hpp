// Shared by the campaign fuzz targets: every read a user can ask of an open campaign, and a
// scratch file in memory-backed /dev/shm (SQLite needs a file; a disk write per input would be slow).
#pragma once
#include <filesystem>
#include <string>
#include <unistd.h>

#include "fuzz_input.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/text/numbers.hpp"
#include "muster/util/error.hpp"

namespace muster::fuzz {

/// This process's scratch campaign file, and the files SQLite and Muster may put beside it.
inline std::filesystem::path scratch_campaign() { return "/dev/shm/muster-fuzz-" + std::to_string(::getpid()) + ".muster-campaign"; }

/// Removes the scratch file with whatever was put beside it (journal, WAL, upgrade backups).
inline void remove_scratch(const std::filesystem::path& file) {
    const std::string name = file.filename().string();
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(file.parent_path(), ec))
        if (entry.path().filename().string().rfind(name, 0) == 0) std::filesystem::remove(entry.path(), ec);
}

/// Runs one command; a muster::Error is its clear refusal, anything else escapes as a crash.
template <typename Command>
void attempt(Command&& command) {
    try {
        command();
    } catch (const Error&) {}
}

/// What 'campaign show', 'history' (with --compare), 'log' and 'export' and the campaign view
/// read, each on its own as the commands do, with the numbers they format.
inline void read_everything(Campaign& campaign) {
    attempt([&] {
        (void)campaign.info();
        (void)campaign.players();
        (void)campaign.sieges();
    });
    attempt([&] {
        for (const ArmyRecord& army : campaign.armies()) {
            attempt([&] { (void)campaign.army(std::to_string(army.id)); });
            attempt([&] {
                if (army.versions > 0) (void)campaign.roster_version(army.id);
            });
            for (const RosterVersionRecord& version : campaign.history(army.id)) {
                (void)write_amount(version.points, Language::english);
                attempt([&] {
                    const RosterComparison comparison = Campaign::compare_with_current_lists(version, bundled_lists());
                    (void)(write_amount(comparison.points_then, Language::english) + write_amount(comparison.points_now, Language::english));
                });
            }
        }
    });
    attempt([&] {
        for (const BattleRecord& battle : campaign.battles())
            (void)(write_amount(battle.vp_a, Language::english) + write_amount(battle.vp_b, Language::english));
    });
    attempt([&] { (void)campaign.log(); });
    attempt([&] { (void)campaign.export_json().dump(); });
}

}  // namespace muster::fuzz
