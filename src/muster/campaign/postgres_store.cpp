#include "muster/campaign/postgres_store.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "muster/campaign/libpq_library.hpp"
#include "muster/util/error.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace {

// Every writer takes this lock first (pg_advisory_xact_lock, one per database): writes follow
// one another as in a campaign file, each reading what the last one committed, so no action is
// lost and none fails to serialize.
constexpr const char* take_write_lock = "SELECT pg_advisory_xact_lock(1297437524)";

// PostgreSQL's type ids (pg_type.dat).
enum : unsigned {
    bool_oid = 16,
    bytea_oid = 17,
    int8_oid = 20,
    int2_oid = 21,
    int4_oid = 23,
    oid_oid = 26,
    float4_oid = 700,
    float8_oid = 701,
    numeric_oid = 1700
};

bool looks_like_connection_string(const std::string& server) { return server.find("://") != std::string::npos || server.find('=') != std::string::npos; }

// `?` and `?N` (SQLite's parameters) as `$N`, outside quoted text.
std::string server_parameters(std::string_view sql) {
    std::string out;
    out.reserve(sql.size() + 8);
    int next = 0;
    char quote = 0;
    for (std::size_t i = 0; i < sql.size(); ++i) {
        const char c = sql[i];
        if (quote) {
            if (c == quote) quote = 0;
            out += c;
        } else if (c == '\'' || c == '"') {
            quote = c;
            out += c;
        } else if (c == '?') {
            std::size_t j = i + 1;
            while (j < sql.size() && sql[j] >= '0' && sql[j] <= '9') ++j;
            out += '$';
            if (j > i + 1) {
                out.append(sql.substr(i + 1, j - i - 1));
                i = j - 1;
            } else {
                out += std::to_string(++next);
            }
        } else {
            out += c;
        }
    }
    return out;
}

void ignore_notice(void*, const char*) {}

class PostgresQuery final : public QueryEngine {
public:
    PostgresQuery(PGconn* connection, std::string_view sql) : connection_(connection), sql_(server_parameters(sql)) {}
    ~PostgresQuery() override {
        if (result_) libpq().PQclear(result_);
    }
    PostgresQuery(const PostgresQuery&) = delete;
    PostgresQuery& operator=(const PostgresQuery&) = delete;

    void bind_integer(int index, std::int64_t value) override { set(index, std::to_string(value)); }
    void bind_real(int index, double value) override {
        char buffer[40];
        std::snprintf(buffer, sizeof buffer, "%.17g", value);
        set(index, buffer);
    }
    void bind_text(int index, std::string_view value) override { set(index, std::string(value)); }
    void bind_null(int index) override {
        grow(index);
        values_[static_cast<std::size_t>(index - 1)].reset();
    }
    bool step() override {
        if (!result_) run();
        ++row_;
        return row_ < libpq().PQntuples(result_);
    }
    std::int64_t integer(int column) const override {
        const char* value = cell(column);
        if (value[0] == 't' && value[1] == 0) return 1;
        if (value[0] == 'f' && value[1] == 0) return 0;
        return std::strtoll(value, nullptr, 10);
    }
    double real(int column) const override { return std::strtod(cell(column), nullptr); }
    std::string text(int column) const override { return std::string(cell(column), static_cast<std::size_t>(libpq().PQgetlength(result_, row_, column))); }
    StoredKind kind(int column) const override {
        if (libpq().PQgetisnull(result_, row_, column)) return StoredKind::null;
        switch (libpq().PQftype(result_, column)) {
            case bool_oid:
            case int2_oid:
            case int4_oid:
            case int8_oid:
            case oid_oid:
                return StoredKind::integer;
            case float4_oid:
            case float8_oid:
            case numeric_oid:
                return StoredKind::real;
            case bytea_oid:
                return StoredKind::blob;
            default:
                return StoredKind::text;
        }
    }

private:
    void grow(int index) {
        if (static_cast<std::size_t>(index) > values_.size()) values_.resize(static_cast<std::size_t>(index));
    }
    void set(int index, std::string value) {
        grow(index);
        values_[static_cast<std::size_t>(index - 1)] = std::move(value);
    }
    const char* cell(int column) const { return libpq().PQgetvalue(result_, row_, column); }
    void run() {
        std::vector<const char*> pointers;
        for (const auto& value : values_) pointers.push_back(value ? value->c_str() : nullptr);
        PGresult* result = libpq().PQexecParams(connection_, sql_.c_str(), static_cast<int>(pointers.size()), nullptr, pointers.data(), nullptr, nullptr, 0);
        const ExecStatusType status = result ? libpq().PQresultStatus(result) : PGRES_FATAL_ERROR;
        // throw_server_error frees a failed result: it is never kept, to be freed again.
        if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) throw_server_error(connection_, result, sql_.substr(0, 40));
        result_ = result;
    }

    PGconn* connection_;
    std::string sql_;
    std::vector<std::optional<std::string>> values_;
    PGresult* result_ = nullptr;
    int row_ = -1;
};

}  // namespace

ServerFailure server_failure(std::string_view sqlstate, bool connection_gone, bool committing) {
    if (sqlstate == "42501") return ServerFailure::refused;
    // Class 08 is a connection exception, 57P an operator intervention (the server shut down).
    const bool lost = sqlstate.substr(0, 2) == "08" || sqlstate.substr(0, 3) == "57P" || connection_gone;
    if (!lost) return ServerFailure::other;
    // The COMMIT may have reached the server and been applied before the answer was lost.
    return committing ? ServerFailure::outcome_unknown : ServerFailure::connection_lost;
}

void throw_server_error(PGconn* connection, PGresult* result, const std::string& doing, bool committing) {
    const PqLibrary& pq = libpq();
    std::string detail = result ? pq.PQresultErrorMessage(result) : "";
    if (detail.empty() && connection) detail = pq.PQerrorMessage(connection);
    while (!detail.empty() && (detail.back() == '\n' || detail.back() == ' ')) detail.pop_back();
    const char* code = result ? pq.PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    const std::string state = code ? code : "";
    if (result) pq.PQclear(result);
    switch (server_failure(state, connection && pq.PQstatus(connection) == CONNECTION_BAD, committing)) {
        case ServerFailure::refused:
            throw Error(message(MUSTER_MESSAGE("campaign.server.refused", "the server refused this ({doing}): {detail}; nothing was written"),
                                {{"doing", doing}, {"detail", detail}}));
        case ServerFailure::connection_lost:
            throw Error(message(MUSTER_MESSAGE("campaign.server.connection-lost",
                                               "the connection to the campaign's server was lost ({detail}); nothing more was written: try again"),
                                {{"detail", detail}}));
        case ServerFailure::outcome_unknown:
            throw Error(message(MUSTER_MESSAGE("campaign.server.lost-while-saving",
                                               "the connection to the campaign's server was lost while it was saving this ({detail}), "
                                               "so it may have been saved or not; look at the campaign's log ('muster-cli campaign log') "
                                               "before doing it again"),
                                {{"detail", detail}}));
        case ServerFailure::other:
            break;
    }
    throw Error(message(MUSTER_MESSAGE("campaign.server.failed", "the campaign's server answered an error ({doing}): {detail}"),
                        {{"doing", doing}, {"detail", detail}}));
}

void PostgresStore::refuse_password(const std::string& server) {
    if (!looks_like_connection_string(server)) return;  // a service name: its file holds no password Muster sees
    const PqLibrary& pq = libpq();
    char* error = nullptr;
    PQconninfoOption* options = pq.PQconninfoParse(server.c_str(), &error);
    if (!options) {
        if (error) pq.PQfreemem(error);
        // libpq's own message may quote the address, and with it a password: it is not shown.
        throw Error(message(MUSTER_MESSAGE("campaign.server.address-unreadable",
                                           "the server address is not a postgresql:// address, a connection string or a service name libpq can read")));
    }
    bool password = false;
    for (const PQconninfoOption* option = options; option->keyword; ++option)
        if (std::strcmp(option->keyword, "password") == 0 && option->val && option->val[0] != 0) password = true;
    pq.PQconninfoFree(options);
    if (password)
        throw Error(message(MUSTER_MESSAGE("campaign.server.password-in-address",
                                           "the server address carries a password, which Muster never takes on the command line (others can read it "
                                           "there); put it in ~/.pgpass (or the file PGPASSFILE names), or use a service of ~/.pg_service.conf, "
                                           "and give the address without it")));
}

PostgresStore::PostgresStore(const std::string& server) {
    refuse_password(server);
    const PqLibrary& pq = libpq();
    const bool address = looks_like_connection_string(server);
    const char* keywords[] = {address ? "dbname" : "service", "fallback_application_name", "client_encoding", "connect_timeout", nullptr};
    const char* values[] = {server.c_str(), "muster", "UTF8", "10", nullptr};
    connection_ = pq.PQconnectdbParams(keywords, values, address ? 1 : 0);
    if (!connection_ || pq.PQstatus(connection_) != CONNECTION_OK) {
        std::string detail = connection_ ? pq.PQerrorMessage(connection_) : "out of memory";
        while (!detail.empty() && (detail.back() == '\n' || detail.back() == ' ')) detail.pop_back();
        if (connection_) pq.PQfinish(connection_);
        connection_ = nullptr;
        throw Error(message(MUSTER_MESSAGE("campaign.server.connect", "cannot reach the campaign's server: {detail}"), {{"detail", detail}}));
    }
    pq.PQsetNoticeProcessor(connection_, &ignore_notice, nullptr);
    const char* host = pq.PQhost(connection_);
    where_ = std::string("database ") + pq.PQdb(connection_) + " on " + (host ? host : "the local server");
}

PostgresStore::~PostgresStore() {
    if (connection_) libpq().PQfinish(connection_);
}

Query PostgresStore::prepare(std::string_view sql) { return Query(std::make_unique<PostgresQuery>(connection_, sql)); }

void PostgresStore::exec(std::string_view sql) {
    const std::string text(sql);
    PGresult* result = libpq().PQexec(connection_, text.c_str());
    const ExecStatusType status = result ? libpq().PQresultStatus(result) : PGRES_FATAL_ERROR;
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) throw_server_error(connection_, result, text.substr(0, 40));
    libpq().PQclear(result);
}

std::int64_t PostgresStore::last_insert_id() { return scalar("SELECT lastval()"); }

void PostgresStore::begin_write() {
    exec("BEGIN ISOLATION LEVEL READ COMMITTED");
    writing_ = true;
    try {
        exec(take_write_lock);
    } catch (...) {
        rollback();
        throw;
    }
}

void PostgresStore::commit() {
    // Announced when the transaction commits, not before: a listener reads what was committed.
    if (writing_) exec(std::string("NOTIFY ") + campaign_channel);
    writing_ = false;
    PGresult* result = libpq().PQexec(connection_, "COMMIT");
    if (!result || libpq().PQresultStatus(result) != PGRES_COMMAND_OK) throw_server_error(connection_, result, "COMMIT", true);
    libpq().PQclear(result);
}

void PostgresStore::rollback() noexcept {
    writing_ = false;
    try {
        exec("ROLLBACK");
    } catch (...) {
        // the connection is lost: the server has rolled it back
    }
}

void PostgresStore::begin_read() { exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"); }

void PostgresStore::end_read() noexcept { rollback(); }

bool PostgresStore::holds_campaign() {
    return scalar("SELECT count(*) FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'muster_schema'") == 1;
}

int PostgresStore::schema_version() { return static_cast<int>(scalar("SELECT version FROM muster_schema")); }

void PostgresStore::ids_written() {
    for (const char* table : {"player", "army", "roster_version", "siege", "battle", "event"})
        exec(std::string("SELECT setval(pg_get_serial_sequence('") + table + "', 'id'), coalesce(max(id), 0) + 1, false) FROM " + table);
}

bool PostgresStore::organiser() {
    // The organiser created the campaign: its tables are theirs (or a role they are a member of).
    if (!organiser_)
        organiser_ = scalar(
                         "SELECT pg_has_role(session_user, c.relowner, 'MEMBER')::int FROM pg_class c "
                         "WHERE c.oid = to_regclass('campaign')") == 1;
    return *organiser_;
}

bool PostgresStore::leads(std::int64_t army_id) {
    Query query = prepare("SELECT 1 FROM army a JOIN player_login l ON l.player_id = a.player_id WHERE a.id = ? AND l.login = session_user");
    query.bind(1, army_id);
    return query.step();
}

std::string PostgresStore::login() const { return libpq().PQuser(connection_); }

void PostgresStore::listen() { exec(std::string("LISTEN ") + campaign_channel); }

bool PostgresStore::someone_wrote() {
    const PqLibrary& pq = libpq();
    pq.PQconsumeInput(connection_);
    bool wrote = false;
    while (PGnotify* notice = pq.PQnotifies(connection_)) {
        wrote = true;
        pq.PQfreemem(notice);
    }
    return wrote;
}

int PostgresStore::socket() const { return libpq().PQsocket(connection_); }

}  // namespace muster
