#include "muster/campaign/sqlite_database.hpp"

#include <cerrno>
#include <thread>

#include <sqlite3.h>

#include "muster/campaign/writer_turns.hpp"
#include "muster/util/error.hpp"
#include "muster/util/output_messages.hpp"
#include "muster/text/message.hpp"

namespace muster {

struct ConnectionSettings {
    std::chrono::milliseconds busy_limit;
    std::chrono::steady_clock::time_point busy_since;
    std::chrono::milliseconds time_limit = default_sqlite_time_limit;
    std::chrono::steady_clock::time_point call_started;
    WriterTurns turns;
    ConnectionSettings(const std::filesystem::path& file, int busy_ms) : busy_limit(busy_ms), turns(file) {}
    void start_call() { call_started = std::chrono::steady_clock::now(); }
};

namespace {

// Polls every millisecond (SQLite's own handler backs off to 100 ms, and then a program
// writing in a loop takes the lock back before the waiting one looks again).
int wait_while_busy(void* data, int count) {
    auto* settings = static_cast<ConnectionSettings*>(data);
    const auto now = std::chrono::steady_clock::now();
    if (count == 0) settings->busy_since = now;
    if (now - settings->busy_since >= settings->busy_limit) return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    // Waiting for the lock is not running: the time limit counts from when it is taken.
    settings->start_call();
    return 1;
}

// Called every few thousand virtual machine steps: a non-zero answer interrupts the call.
int stop_when_too_long(void* data) {
    const auto* settings = static_cast<const ConnectionSettings*>(data);
    return std::chrono::steady_clock::now() - settings->call_started > settings->time_limit ? 1 : 0;
}

constexpr int progress_steps = 4000;
// The longest text or blob read or written: far above any roster, and within memory.
constexpr int longest_value = 256 * 1024 * 1024;

}  // namespace

void throw_sqlite_error(sqlite3* db, int code, const std::string& doing) {
    const int primary = code & 0xFF;
    const std::string detail = db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
    if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED)
        throw Error(message(MUSTER_MESSAGE("campaign.sqlite-database.campaign-file-use-another",
                                           "the campaign file is in use by another program; close it there and try again ({doing})"),
                            {{"doing", doing}}));
    if (primary == SQLITE_INTERRUPT)
        throw Error(message(MUSTER_MESSAGE("campaign.sqlite-database.campaign-file-took-too",
                                           "the campaign file took too long to read ({doing}); it may be hostile or damaged, and nothing was changed"),
                            {{"doing", doing}}));
    if (primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB)
        throw Error(message(MUSTER_MESSAGE("campaign.sqlite-database.campaign-file-damaged", "the campaign file is damaged ({doing}): {detail}"),
                            {{"doing", doing}, {"detail", detail}}));
    // A full disk or a file-size quota (SIGXFSZ ignored: EFBIG) fails like any other output; the
    // transaction is rolled back, so the campaign is as it was.
    // (SQLite keeps the errno of the file's last failed call; sqlite3_system_errno is errno later.)
    int system_error = primary == SQLITE_FULL ? ENOSPC : 0;
    if (primary == SQLITE_IOERR && db) sqlite3_file_control(db, "main", SQLITE_FCNTL_LAST_ERRNO, &system_error);
    if (system_error == EFBIG || system_error == ENOSPC || system_error == EDQUOT) {
        const char* file = sqlite3_db_filename(db, "main");
        throw Error(output_message(file ? file : "", system_reason_message(system_error)));
    }
    if (primary == SQLITE_TOOBIG)
        throw Error(message(MUSTER_MESSAGE("campaign.sqlite-database.campaign-file-holds-value", "the campaign file holds a value too big to handle ({doing})"),
                            {{"doing", doing}}));
    if (primary == SQLITE_READONLY || primary == SQLITE_CANTOPEN || primary == SQLITE_PERM)
        throw Error(message(MUSTER_MESSAGE("campaign.sqlite-database.write-campaign-file", "cannot write the campaign file ({doing}): {detail}"),
                            {{"doing", doing}, {"detail", detail}}));
    throw Error(message(MUSTER_MESSAGE("campaign.sqlite-database.message", "{doing}: {detail}"), {{"doing", doing}, {"detail", detail}}));
}

Statement::Statement(sqlite3* db, std::string_view sql, ConnectionSettings* settings) : db_(db), settings_(settings) {
    if (settings_) settings_->start_call();
    const int rc = sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &statement_, nullptr);
    if (rc != SQLITE_OK) throw_sqlite_error(db, rc, "preparing " + std::string(sql.substr(0, 40)));
}

Statement::~Statement() { sqlite3_finalize(statement_); }

Statement& Statement::bind(int index, std::int64_t value) {
    sqlite3_bind_int64(statement_, index, value);
    return *this;
}
Statement& Statement::bind(int index, double value) {
    sqlite3_bind_double(statement_, index, value);
    return *this;
}
Statement& Statement::bind(int index, std::string_view value) {
    const int rc = sqlite3_bind_text64(statement_, index, value.data(), value.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
    if (rc != SQLITE_OK) throw_sqlite_error(db_, rc, "storing a text");
    return *this;
}
Statement& Statement::bind(int index, std::nullopt_t) {
    sqlite3_bind_null(statement_, index);
    return *this;
}

bool Statement::step() {
    if (settings_) settings_->start_call();
    const int rc = sqlite3_step(statement_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    const std::string doing = "running " + std::string(sqlite3_sql(statement_)).substr(0, 40);
    sqlite3_reset(statement_);
    throw_sqlite_error(db_, rc, doing);
}

void Statement::run() {
    while (step()) {}
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(statement_, column); }
double Statement::real(int column) const { return sqlite3_column_double(statement_, column); }
bool Statement::is_null(int column) const { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }
Statement::Kind Statement::kind(int column) const {
    switch (sqlite3_column_type(statement_, column)) {
        case SQLITE_INTEGER:
            return Kind::integer;
        case SQLITE_FLOAT:
            return Kind::real;
        case SQLITE_TEXT:
            return Kind::text;
        case SQLITE_BLOB:
            return Kind::blob;
        default:
            return Kind::null;
    }
}
std::string Statement::text(int column) const {
    const unsigned char* text = sqlite3_column_text(statement_, column);
    return text ? std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(sqlite3_column_bytes(statement_, column))) : std::string();
}

Database::Database(const std::filesystem::path& file, bool create, int busy_ms, bool follow_links) : file_(file) {
    const int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX | (follow_links ? 0 : SQLITE_OPEN_NOFOLLOW);
    const int rc = sqlite3_open_v2(file.c_str(), &db_, flags, nullptr);
    if (rc != SQLITE_OK) {
        const std::string detail = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
        sqlite3_close(db_);
        db_ = nullptr;
        throw Error(message(MUSTER_MESSAGE("campaign.sqlite-database.open", "cannot open {file}: {detail}"), {{"file", file.string()}, {"detail", detail}}));
    }
    sqlite3_extended_result_codes(db_, 1);
    settings_ = std::make_unique<ConnectionSettings>(file, busy_ms);
    sqlite3_busy_handler(db_, &wait_while_busy, settings_.get());
    sqlite3_progress_handler(db_, progress_steps, &stop_when_too_long, settings_.get());
    // Data, never code: nothing in the file may run or change the schema behind SQLite's back.
    sqlite3_db_config(db_, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db_, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(db_, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
    sqlite3_db_config(db_, SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
    sqlite3_db_config(db_, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    sqlite3_limit(db_, SQLITE_LIMIT_LENGTH, longest_value);
    sqlite3_limit(db_, SQLITE_LIMIT_ATTACHED, 0);
    exec("PRAGMA trusted_schema = OFF; PRAGMA foreign_keys = ON; PRAGMA cell_size_check = ON");
}

Database::~Database() { sqlite3_close(db_); }

Database::Database(Database&& other) noexcept : db_(other.db_), file_(std::move(other.file_)), settings_(std::move(other.settings_)) { other.db_ = nullptr; }

void Database::exec(std::string_view sql) {
    char* message = nullptr;
    const std::string text(sql);
    settings_->start_call();
    const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &message);
    if (rc != SQLITE_OK) {
        sqlite3_free(message);
        throw_sqlite_error(db_, rc, "running " + text.substr(0, 40));
    }
}

std::int64_t Database::scalar(std::string_view sql) {
    Statement statement = prepare(sql);
    return statement.step() ? statement.integer(0) : 0;
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }

void Database::set_time_limit(std::chrono::milliseconds limit) { settings_->time_limit = limit; }

std::chrono::milliseconds Database::time_limit() const { return settings_->time_limit; }

void Database::begin_immediate() {
    settings_->turns.let_waiting_writers_first(settings_->busy_limit);
    settings_->turns.set_waiting(true);
    try {
        exec("BEGIN IMMEDIATE");
    } catch (...) {
        settings_->turns.set_waiting(false);
        throw;
    }
    settings_->turns.set_waiting(false);
}

Transaction::Transaction(Database& db) : db_(db) { db_.begin_immediate(); }

Transaction::~Transaction() {
    if (!done_) {
        try {
            db_.exec("ROLLBACK");
        } catch (...) {
            // the connection is closing or the transaction was already rolled back by SQLite
        }
    }
}

void Transaction::commit() {
    db_.exec("COMMIT");
    done_ = true;
}

ReadSnapshot::ReadSnapshot(Database& db) : db_(db) { db_.exec("BEGIN"); }

ReadSnapshot::~ReadSnapshot() {
    try {
        db_.exec("ROLLBACK");
    } catch (...) {
        // nothing was written; SQLite has already ended the transaction
    }
}

}  // namespace muster
