#pragma once
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace muster {

/// What a connection's SQLite callbacks need (time limits, fair turns); it keeps a fixed
/// address while the Database moves.
struct ConnectionSettings;

/// A prepared statement; parameters are bound, never pasted into the SQL.
class Statement {
public:
    Statement(sqlite3* db, std::string_view sql, ConnectionSettings* settings = nullptr);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    /// Binds a parameter (1-based) and returns the statement for chaining.
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, double value);
    Statement& bind(int index, std::string_view value);
    Statement& bind(int index, std::nullopt_t);
    Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
    Statement& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
    /// Steps once: true when a row is available.
    bool step();
    /// Runs to completion (for statements without rows).
    void run();
    /// Column values of the current row (0-based).
    std::int64_t integer(int column) const;
    double real(int column) const;
    std::string text(int column) const;
    bool is_null(int column) const;
    /// What SQLite holds in a column of the current row.
    enum class Kind { integer, real, text, blob, null };
    Kind kind(int column) const;

private:
    sqlite3* db_;
    sqlite3_stmt* statement_ = nullptr;
    ConnectionSettings* settings_;
};

/// An open SQLite connection with Muster's settings; errors throw muster::Error.
/// A campaign file is data, never code: the connection is opened defensive (no writable
/// schema), with an untrusted schema, triggers and views off, and each call into SQLite
/// stopped when it runs longer than the time limit.
class Database {
public:
    /// Opens a file read-write (creating it only when asked), foreign keys on, waiting up to
    /// `busy_ms` for another program's lock; refusing a link at that name unless `follow_links`.
    Database(const std::filesystem::path& file, bool create, int busy_ms = 3000, bool follow_links = true);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    Database(Database&& other) noexcept;

    /// Runs SQL text without parameters (several statements allowed).
    void exec(std::string_view sql);
    /// Prepares one statement.
    Statement prepare(std::string_view sql) { return Statement(db_, sql, settings_.get()); }
    /// The single integer a query returns.
    std::int64_t scalar(std::string_view sql);
    /// The rowid of the last insert.
    std::int64_t last_insert_id() const;
    /// The underlying handle (backup API).
    sqlite3* handle() const { return db_; }
    /// Takes the write lock (BEGIN IMMEDIATE), letting programs that were already waiting go first.
    void begin_immediate();
    /// The longest any single call into SQLite may run before it stops with "took too long".
    void set_time_limit(std::chrono::milliseconds limit);
    /// The current limit.
    std::chrono::milliseconds time_limit() const;

private:
    sqlite3* db_ = nullptr;
    std::filesystem::path file_;
    std::unique_ptr<ConnectionSettings> settings_;
};

/// BEGIN IMMEDIATE … COMMIT; rolls back in its destructor unless committed.
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    /// Makes the work durable.
    void commit();

private:
    Database& db_;
    bool done_ = false;
};

/// BEGIN … ROLLBACK: several reads that see one state of the file.
class ReadSnapshot {
public:
    explicit ReadSnapshot(Database& db);
    ~ReadSnapshot();
    ReadSnapshot(const ReadSnapshot&) = delete;
    ReadSnapshot& operator=(const ReadSnapshot&) = delete;

private:
    Database& db_;
};

/// The default limit of one call into SQLite.
inline constexpr std::chrono::milliseconds default_sqlite_time_limit{5000};

/// Turns an SQLite failure into the message a user reads ("in use by another program" …).
[[noreturn]] void throw_sqlite_error(sqlite3* db, int code, const std::string& doing);

}  // namespace muster
