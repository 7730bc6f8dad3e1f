#pragma once
// The server engine: a campaign in a PostgreSQL database, reached through libpq (loaded on first
// use, libpq_library.hpp). Credentials are libpq's own (~/.pgpass, PGSERVICEFILE, the
// environment, Kerberos or TLS): Muster never takes, stores or prints a password.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/campaign/campaign_store.hpp"

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;

namespace muster {

/// The channel a campaign's writes are announced on (LISTEN/NOTIFY).
inline constexpr const char* campaign_channel = "muster_campaign";

class PostgresStore final : public CampaignStore {
public:
    /// Connects to `server`: a postgresql:// URI, a "key=value" connection string, or a libpq
    /// service name. Refuses one that carries a password, saying where to put it.
    explicit PostgresStore(const std::string& server);
    ~PostgresStore() override;
    PostgresStore(const PostgresStore&) = delete;
    PostgresStore& operator=(const PostgresStore&) = delete;

    Query prepare(std::string_view sql) override;
    std::int64_t last_insert_id() override;
    void begin_write() override;
    void commit() override;
    void rollback() noexcept override;
    void begin_read() override;
    void end_read() noexcept override;
    int schema_version() override;
    std::string where() const override { return where_; }
    void ids_written() override;
    bool organiser() override;
    bool leads(std::int64_t army_id) override;
    bool names_the_actor() const override { return true; }

    /// Runs SQL without parameters (several statements allowed).
    void exec(std::string_view sql);
    /// True when the database holds a Muster campaign.
    bool holds_campaign();
    /// The role this connection logged in as.
    std::string login() const;
    /// Starts listening for other programs' writes.
    void listen();
    /// True when another program committed a write since the last call (reads what arrived, never waits).
    bool someone_wrote();
    /// The connection's socket, to wait on.
    int socket() const;

    /// Throws Error when a server address carries a password (never echoing it).
    static void refuse_password(const std::string& server);

private:
    PGconn* connection_ = nullptr;
    std::string where_;
    bool writing_ = false;
    std::optional<bool> organiser_;
};

/// What a failed call to the server means for the user.
enum class ServerFailure {
    refused,          ///< a rule of the database said no: nothing was written
    connection_lost,  ///< the server rolled back what was under way: nothing was written
    outcome_unknown,  ///< lost during COMMIT: the server may have committed it or not
    other,            ///< any other error: the transaction was not committed
};
/// Classifies a failure by its SQLSTATE (empty when none came back), whether the connection is
/// gone, and whether it was the COMMIT that failed.
ServerFailure server_failure(std::string_view sqlstate, bool connection_gone, bool committing);

/// Turns a failed result (or a lost connection) into the message a user reads, naming no secret.
[[noreturn]] void throw_server_error(PGconn* connection, PGresult* result, const std::string& doing, bool committing = false);

}  // namespace muster
