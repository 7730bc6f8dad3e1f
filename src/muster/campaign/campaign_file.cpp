// Opening, creating and migrating campaign files without ever harming a file we should not touch.
#include <chrono>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sys/stat.h>

#include <sqlite3.h>

#include "muster/campaign/campaign.hpp"
#include "muster/report/report_json.hpp"
#include "muster/campaign/campaign_backup.hpp"
#include "muster/campaign/campaign_new_file.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/text/render.hpp"
#include "muster/campaign/campaign_schema.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/campaign/sqlite_store.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

constexpr MessageText cannot_read_file = MUSTER_MESSAGE("campaign.file.read-such-file-permission", "cannot read {file}: no such file or no permission");

constexpr MessageText sqlite_but_not_campaign =
    MUSTER_MESSAGE("campaign.file.sqlite-database-but-muster", "{file} is an SQLite database but not a Muster campaign file; it was left untouched");

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

// Refuses what is not a plain file (a FIFO would block the first read forever, a device has no end).
void refuse_unless_regular_file(const fs::path& file) {
    struct stat status {};
    if (::stat(file.c_str(), &status) != 0) throw Error(message(cannot_read_file, {{"file", file.string()}}));
    if (!S_ISREG(status.st_mode))
        throw Error(message(MUSTER_MESSAGE("campaign.file.regular-file-folder-device",
                                           "{file} is not a regular file (a folder, device or pipe), so not a campaign; it was left untouched"),
                            {{"file", file.string()}}));
}

}  // namespace

// Runs the migrations after `from` inside the caller's transaction.
void run_campaign_migrations(Database& db, int from) {
    const auto& all = campaign_migrations();
    for (std::size_t i = static_cast<std::size_t>(from); i < all.size(); ++i) db.exec(all[i].sql);
    db.exec("PRAGMA user_version = " + std::to_string(all.size()));
    db.exec("PRAGMA application_id = " + std::to_string(campaign_application_id));
}

namespace {

Message newer_file_message(const fs::path& file, std::int64_t version) {
    return message(MUSTER_MESSAGE("campaign.file.newer-muster",
                                  "{file} was written by a newer Muster (campaign schema {version}; this one knows up to {latest}); update "
                                  "Muster to open it. The file was left untouched"),
                   {{"file", file.string()}, {"version", std::to_string(version)}, {"latest", std::to_string(Campaign::latest_schema_version())}});
}

}  // namespace

int Campaign::latest_schema_version() { return static_cast<int>(campaign_migrations().size()); }

Campaign Campaign::open(const fs::path& file, const CampaignOpenOptions& options) {
    refuse_unless_regular_file(file);
    const Header header = read_header(file);
    if (!header.readable) throw Error(message(cannot_read_file, {{"file", file.string()}}));
    if (!header.sqlite)
        throw Error(message(MUSTER_MESSAGE("campaign.file.muster-campaign-file-sqlite",
                                           "{file} is not a Muster campaign file (it is not an SQLite database); it was left untouched"),
                            {{"file", file.string()}}));
    if (header.application_id != static_cast<std::uint32_t>(campaign_application_id)) throw Error(message(sqlite_but_not_campaign, {{"file", file.string()}}));
    const int latest = latest_schema_version();
    if (header.user_version > static_cast<std::uint32_t>(latest)) throw Error(newer_file_message(file, header.user_version));

    Database db(file, false);
    db.set_time_limit(options.time_limit);
    std::int64_t version = 0;
    {
        // The version and the schema read together, before anything else is read from the file.
        ReadSnapshot snapshot(db);
        version = db.scalar("PRAGMA user_version");
        if (version > latest || version < 0) throw Error(newer_file_message(file, version));
        if (db.scalar("PRAGMA application_id") != campaign_application_id) throw Error(message(sqlite_but_not_campaign, {{"file", file.string()}}));
        verify_schema(db, static_cast<int>(version), file);
    }
    if (options.check_whole_file) {
        db.set_time_limit(options.whole_file_check_limit);
        Statement check = db.prepare("PRAGMA quick_check");
        const std::string verdict = check.step() ? check.text(0) : "no answer";
        if (verdict != "ok")
            throw Error(message(MUSTER_MESSAGE("campaign.file.damaged-left-untouched", "{file} is damaged ({verdict}); it was left untouched"),
                                {{"file", file.string()}, {"verdict", verdict}}));
        db.set_time_limit(options.time_limit);
    }
    if (version < latest) {
        // Upgrading reads the whole file too (new indexes): it gets the whole-file limit.
        db.set_time_limit(options.whole_file_check_limit);
        Transaction transaction(db);
        // Another program may have upgraded it since: read again under the write lock.
        version = db.scalar("PRAGMA user_version");
        if (version < latest) {
            verify_schema(db, static_cast<int>(version), file);
            back_up_before_upgrade(db, file, static_cast<int>(version));
            run_campaign_migrations(db, static_cast<int>(version));
        }
        transaction.commit();
        db.set_time_limit(options.time_limit);
    }
    return Campaign(file, std::make_unique<SqliteStore>(file, std::move(db)));
}

Campaign Campaign::create(const fs::path& file, const std::string& name, const std::string& game_system, const std::string& start_date,
                          const std::string& actor, const LocalisedName& system_name) {
    const std::string title = checked_text(name, CampaignText::campaign);
    const std::string system = checked_text(game_system, CampaignText::game_system);
    const std::string start = checked_text(start_date, CampaignText::start_date);
    checked_text(actor, CampaignText::actor);
    if (title.empty()) throw Error(message(MUSTER_MESSAGE("campaign.file.needs-name", "a campaign needs a name")));
    refuse_existing(file, "open it, or choose another name");
    make_new_file(file, [&](const fs::path& temporary) {
        Database db(temporary, false, 3000, false);
        {
            Transaction transaction(db);
            run_campaign_migrations(db, 0);
            transaction.commit();
        }
        Campaign campaign(temporary, std::make_unique<SqliteStore>(temporary, std::move(db)));
        StoreTransaction transaction(*campaign.store_);
        campaign.store_->prepare("INSERT INTO campaign (id, name, game_system, start_date) VALUES (1, ?, ?, ?)")
            .bind(1, title)
            .bind(2, system)
            .bind(3, start.empty() ? utc_now().substr(0, 10) : start)
            .run();
        // The log names the game system as players do ("Hail Caesar — Hundred Years' War"), else by its id.
        campaign.log_event("campaign", "campaign.log.campaign-created",
                           {{"name", title}, {"system", system_name.en.empty() ? nlohmann::json(system) : localised_json(system_name)}}, actor);
        transaction.commit();
    });
    CampaignOpenOptions just_made;
    just_made.check_whole_file = false;
    return open(file, just_made);
}

fs::path Campaign::default_file() { return user_data_folder_to_write() / "default.muster-campaign"; }

Campaign Campaign::open_default(const std::string& actor, const CampaignOpenOptions& options, Language language) {
    const fs::path file = default_file();
    if (!fs::exists(file)) {
        // The user's own data folder is Muster's to make; any other folder must exist already.
        std::error_code made;
        fs::create_directories(file.parent_path(), made);
        if (made)
            throw Error(message(MUSTER_MESSAGE("campaign.new-file.folder", "cannot create {file}: its folder cannot be made ({reason})"),
                                {{"file", file.string()}, {"reason", made.message()}}));
        return create(file, render_message(message(MUSTER_MESSAGE("campaign.default-name", "My campaign")), language), "hail-caesar-hyw", "", actor);
    }
    return open(file, options);
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
