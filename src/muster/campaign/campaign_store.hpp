#pragma once
// The campaign's store: the SQL the campaign code runs, whichever engine holds the campaign (an
// SQLite file, the default; or a PostgreSQL server). Each engine turns `?` and `?N` parameters
// into its own and reads its rows into the same kinds of values.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

/// What a column of the current row holds.
enum class StoredKind { integer, real, text, blob, null };

/// One engine's prepared statement (campaign_store.hpp's Query holds one).
class QueryEngine {
public:
    virtual ~QueryEngine() = default;
    virtual void bind_integer(int index, std::int64_t value) = 0;
    virtual void bind_real(int index, double value) = 0;
    virtual void bind_text(int index, std::string_view value) = 0;
    virtual void bind_null(int index) = 0;
    virtual bool step() = 0;
    virtual std::int64_t integer(int column) const = 0;
    virtual double real(int column) const = 0;
    virtual std::string text(int column) const = 0;
    virtual StoredKind kind(int column) const = 0;
};

/// A prepared statement of either engine; parameters are bound, never pasted into the SQL.
class Query {
public:
    using Kind = StoredKind;
    explicit Query(std::unique_ptr<QueryEngine> engine) : engine_(std::move(engine)) {}

    Query& bind(int index, std::int64_t value) {
        engine_->bind_integer(index, value);
        return *this;
    }
    Query& bind(int index, double value) {
        engine_->bind_real(index, value);
        return *this;
    }
    Query& bind(int index, std::string_view value) {
        engine_->bind_text(index, value);
        return *this;
    }
    Query& bind(int index, std::nullopt_t) {
        engine_->bind_null(index);
        return *this;
    }
    Query& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Query& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
    Query& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
    /// Steps once: true when a row is available.
    bool step() { return engine_->step(); }
    /// Runs to completion (for statements without rows).
    void run() {
        while (step()) {}
    }
    std::int64_t integer(int column) const { return engine_->integer(column); }
    double real(int column) const { return engine_->real(column); }
    std::string text(int column) const { return engine_->text(column); }
    bool is_null(int column) const { return kind(column) == Kind::null; }
    Kind kind(int column) const { return engine_->kind(column); }

private:
    std::unique_ptr<QueryEngine> engine_;
};

/// Where a campaign is kept, and its transactions. Errors throw muster::Error.
class CampaignStore {
public:
    virtual ~CampaignStore() = default;
    /// Prepares one statement.
    virtual Query prepare(std::string_view sql) = 0;
    /// The id the last insert gave its row.
    virtual std::int64_t last_insert_id() = 0;
    /// Starts a transaction that writes: one writer at a time, reading what the last one committed.
    virtual void begin_write() = 0;
    virtual void commit() = 0;
    virtual void rollback() noexcept = 0;
    /// Starts a transaction that only reads one state of the campaign.
    virtual void begin_read() = 0;
    virtual void end_read() noexcept = 0;
    /// The schema version the campaign holds.
    virtual int schema_version() = 0;
    /// What to call the campaign in a message: its file, or its server and database.
    virtual std::string where() const = 0;
    /// After rows were written with their own ids (an import): the next id follows the highest.
    virtual void ids_written() {}
    /// Whether this connection is the campaign's organiser (a file: whoever holds it).
    virtual bool organiser() { return true; }
    /// Whether this connection leads the army (a file: whoever holds it leads every army).
    virtual bool leads(std::int64_t army_id) {
        (void)army_id;
        return true;
    }
    /// Whether the store itself names who writes a log line (a server: the login, by the
    /// column's default and its policy), so the actor a command is given is not written.
    virtual bool names_the_actor() const { return false; }

    /// The single integer a query returns (0 when none).
    std::int64_t scalar(std::string_view sql) {
        Query query = prepare(sql);
        return query.step() ? query.integer(0) : 0;
    }
};

/// begin_write … commit; rolls back in its destructor unless committed.
class StoreTransaction {
public:
    explicit StoreTransaction(CampaignStore& store) : store_(store) { store_.begin_write(); }
    ~StoreTransaction() {
        if (!done_) store_.rollback();
    }
    StoreTransaction(const StoreTransaction&) = delete;
    StoreTransaction& operator=(const StoreTransaction&) = delete;
    void commit() {
        store_.commit();
        done_ = true;
    }

private:
    CampaignStore& store_;
    bool done_ = false;
};

/// Several reads that see one state of the campaign.
class StoreSnapshot {
public:
    explicit StoreSnapshot(CampaignStore& store) : store_(store) { store_.begin_read(); }
    ~StoreSnapshot() { store_.end_read(); }
    StoreSnapshot(const StoreSnapshot&) = delete;
    StoreSnapshot& operator=(const StoreSnapshot&) = delete;

private:
    CampaignStore& store_;
};

}  // namespace muster
