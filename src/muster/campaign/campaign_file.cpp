// Opening, creating and migrating campaign files without ever harming a file we should not touch.
#include <chrono>
#include <cstring>
#include <ctime>
#include <fstream>

#include <sqlite3.h>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

// The first 100 bytes of an SQLite file: magic, then user_version at 60 and application_id at 68.
struct Header {
    bool readable = false;
    bool sqlite = false;
    std::uint32_t user_version = 0;
    std::uint32_t application_id = 0;
};

std::uint32_t big_endian(const unsigned char* bytes) {
    return (std::uint32_t(bytes[0]) << 24) | (std::uint32_t(bytes[1]) << 16) | (std::uint32_t(bytes[2]) << 8) | bytes[3];
}

Header read_header(const fs::path& file) {
    Header header;
    std::ifstream in(file, std::ios::binary);
    if (!in) return header;
    header.readable = true;
    unsigned char bytes[100] = {};
    in.read(reinterpret_cast<char*>(bytes), sizeof bytes);
    if (in.gcount() < 100) return header;
    header.sqlite = std::memcmp(bytes, "SQLite format 3", 16) == 0;
    header.user_version = big_endian(bytes + 60);
    header.application_id = big_endian(bytes + 68);
    return header;
}

void apply_migrations(Database& db, int from) {
    const auto& all = campaign_migrations();
    Transaction transaction(db);
    for (std::size_t i = static_cast<std::size_t>(from); i < all.size(); ++i) db.exec(all[i].sql);
    db.exec("PRAGMA user_version = " + std::to_string(all.size()));
    db.exec("PRAGMA application_id = " + std::to_string(campaign_application_id));
    transaction.commit();
}

}  // namespace

int Campaign::latest_schema_version() { return static_cast<int>(campaign_migrations().size()); }

Campaign Campaign::open(const fs::path& file) {
    const Header header = read_header(file);
    if (!header.readable) throw Error("cannot read " + file.string() + ": no such file or no permission");
    if (!header.sqlite)
        throw Error(file.string() + " is not a Muster campaign file (it is not an SQLite database); it was left untouched");
    if (header.application_id != static_cast<std::uint32_t>(campaign_application_id))
        throw Error(file.string() + " is an SQLite database but not a Muster campaign file; it was left untouched");
    const int latest = latest_schema_version();
    if (static_cast<int>(header.user_version) > latest)
        throw Error(file.string() + " was written by a newer Muster (campaign schema " + std::to_string(header.user_version) +
                    "; this one knows up to " + std::to_string(latest) + "); update Muster to open it. The file was left untouched");

    Database db(file, false);
    {
        Statement check = db.prepare("PRAGMA quick_check");
        const std::string verdict = check.step() ? check.text(0) : "no answer";
        if (verdict != "ok") throw Error(file.string() + " is damaged (" + verdict + "); it was left untouched");
    }
    const int version = static_cast<int>(db.scalar("PRAGMA user_version"));
    if (version < latest) {
        // Keep the user's file as it was before changing its schema.
        const fs::path backup = file.string() + ".v" + std::to_string(version) + ".bak";
        std::error_code ec;
        fs::copy_file(file, backup, fs::copy_options::overwrite_existing, ec);
        if (ec) throw Error("cannot back up " + file.string() + " before upgrading it: " + ec.message());
        apply_migrations(db, version);
    }
    return Campaign(file, std::move(db));
}

Campaign Campaign::create(const fs::path& file, const std::string& name, const std::string& game_system,
                          const std::string& start_date, const std::string& actor) {
    if (fs::exists(file)) throw Error(file.string() + " already exists; open it, or choose another name");
    if (name.empty()) throw Error("a campaign needs a name");
    if (file.has_parent_path()) fs::create_directories(file.parent_path());
    // A failure below (a full disk) must not leave a half-made file that blocks the next try.
    struct RemovedUnlessMade {
        const fs::path& file;
        bool made = false;
        ~RemovedUnlessMade() {
            if (made) return;
            std::error_code ec;
            fs::remove(file, ec);
            fs::remove(file.string() + "-journal", ec);
        }
    } guard{file};
    Database db(file, true);
    apply_migrations(db, 0);
    Campaign campaign(file, std::move(db));
    Transaction transaction(campaign.db_);
    campaign.db_.prepare("INSERT INTO campaign (id, name, game_system, start_date) VALUES (1, ?, ?, ?)")
        .bind(1, name).bind(2, game_system).bind(3, start_date.empty() ? utc_now().substr(0, 10) : start_date).run();
    campaign.log_event("campaign", "Campaign '" + name + "' created (" + game_system + ")", actor);
    transaction.commit();
    guard.made = true;
    return campaign;
}

fs::path Campaign::default_file() { return user_data_folder() / "default.muster-campaign"; }

Campaign Campaign::open_default(const std::string& actor) {
    const fs::path file = default_file();
    if (!fs::exists(file)) return create(file, "My campaign", "hail-caesar-hyw", "", actor);
    return open(file);
}

std::string utc_now() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return buffer;
}

}  // namespace muster
