#pragma once
// The embedded engine: a campaign in one SQLite file (sqlite_database.hpp).
#include <filesystem>
#include <memory>

#include "muster/campaign/campaign_store.hpp"
#include "muster/campaign/sqlite_database.hpp"

namespace muster {

class SqliteStore final : public CampaignStore {
public:
    SqliteStore(std::filesystem::path file, Database db) : file_(std::move(file)), db_(std::move(db)) {}
    Query prepare(std::string_view sql) override;
    std::int64_t last_insert_id() override { return db_.last_insert_id(); }
    void begin_write() override { db_.begin_immediate(); }
    void commit() override { db_.exec("COMMIT"); }
    void rollback() noexcept override;
    void begin_read() override { db_.exec("BEGIN"); }
    void end_read() noexcept override { rollback(); }
    int schema_version() override { return static_cast<int>(db_.scalar("PRAGMA user_version")); }
    std::string where() const override { return file_.string(); }
    Database& database() { return db_; }

private:
    std::filesystem::path file_;
    Database db_;
};

}  // namespace muster
