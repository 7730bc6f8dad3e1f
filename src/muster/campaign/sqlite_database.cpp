#include "muster/campaign/sqlite_database.hpp"

#include <sqlite3.h>

#include "muster/util/error.hpp"

namespace muster {

void throw_sqlite_error(sqlite3* db, int code, const std::string& doing) {
    const int primary = code & 0xFF;
    if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED)
        throw Error("the campaign file is in use by another program; close it there and try again (" + doing + ")");
    if (primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB)
        throw Error("the campaign file is damaged (" + doing + "): " + (db ? sqlite3_errmsg(db) : sqlite3_errstr(code)));
    if (primary == SQLITE_READONLY || primary == SQLITE_CANTOPEN || primary == SQLITE_PERM)
        throw Error("cannot write the campaign file (" + doing + "): " + (db ? sqlite3_errmsg(db) : sqlite3_errstr(code)));
    throw Error(doing + ": " + (db ? sqlite3_errmsg(db) : sqlite3_errstr(code)));
}

Statement::Statement(sqlite3* db, std::string_view sql) : db_(db) {
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
    sqlite3_bind_text(statement_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
    return *this;
}
Statement& Statement::bind(int index, std::nullopt_t) {
    sqlite3_bind_null(statement_, index);
    return *this;
}

bool Statement::step() {
    const int rc = sqlite3_step(statement_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw_sqlite_error(db_, rc, "running " + std::string(sqlite3_sql(statement_)).substr(0, 40));
}

void Statement::run() {
    while (step()) {
    }
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(statement_, column); }
double Statement::real(int column) const { return sqlite3_column_double(statement_, column); }
bool Statement::is_null(int column) const { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }
std::string Statement::text(int column) const {
    const unsigned char* text = sqlite3_column_text(statement_, column);
    return text ? std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)))
                : std::string();
}

Database::Database(const std::filesystem::path& file, bool create, int busy_ms) : file_(file) {
    const int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX;
    const int rc = sqlite3_open_v2(file.c_str(), &db_, flags, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
        sqlite3_close(db_);
        db_ = nullptr;
        throw Error("cannot open " + file.string() + ": " + message);
    }
    sqlite3_extended_result_codes(db_, 1);
    sqlite3_busy_timeout(db_, busy_ms);
    exec("PRAGMA foreign_keys = ON");
}

Database::~Database() { sqlite3_close(db_); }

Database::Database(Database&& other) noexcept : db_(other.db_), file_(std::move(other.file_)) { other.db_ = nullptr; }

void Database::exec(std::string_view sql) {
    char* message = nullptr;
    const std::string text(sql);
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

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

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

}  // namespace muster
