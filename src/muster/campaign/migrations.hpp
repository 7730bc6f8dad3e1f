#pragma once
#include <string>
#include <vector>

namespace muster {

/// One schema step of the campaign file, from schema/migrations (embedded at build time).
struct Migration {
    const char* name;  ///< "0002_history_indexes.sql"
    const char* sql;
};

/// Every migration in order; the campaign schema version is how many have run.
const std::vector<Migration>& campaign_migrations();

}  // namespace muster
