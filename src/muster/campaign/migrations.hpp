#pragma once
#include <string>
#include <vector>

namespace muster {

/// One schema step of the campaign file, from schema/migrations (embedded at build time).
struct Migration {
    const char* name;            ///< "0002_history_indexes.sql"
    const char* sql;             ///< in SQLite's words
    const char* postgresql_sql;  ///< the same step on a PostgreSQL server
};

/// Every migration in order; the campaign schema version is how many have run.
const std::vector<Migration>& campaign_migrations();

class Database;
/// Runs the migrations after the first `from` inside the caller's transaction and marks the
/// file as a campaign (application_id) of the latest schema (user_version).
void run_campaign_migrations(Database& db, int from);

}  // namespace muster
