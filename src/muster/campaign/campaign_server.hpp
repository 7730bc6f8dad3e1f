#pragma once
// A campaign's schema on a PostgreSQL server: the same migrations as a file, in the server's words.
#include "muster/campaign/postgres_store.hpp"

namespace muster {

/// In the caller's transaction: refuses a database that holds anything already, then creates
/// the campaign's tables (every migration) and records the schema version.
void set_up_server_campaign(PostgresStore& store);
/// Row-level security: who may write what (campaign_rules.hpp says the same before writing).
void set_up_server_rules(PostgresStore& store);
/// Maps a server login to a campaign player and lets it connect (the organiser's action).
void give_player_login(PostgresStore& store, std::int64_t player_id, const std::string& login);
/// Runs the migrations after the first `from` in the caller's transaction.
void run_server_migrations(PostgresStore& store, int from);

}  // namespace muster
