#include "muster/campaign/sqlite_store.hpp"

namespace muster {

namespace {

class SqliteQuery final : public QueryEngine {
public:
    SqliteQuery(Database& db, std::string_view sql) : statement_(db.prepare(sql)) {}
    void bind_integer(int index, std::int64_t value) override { statement_.bind(index, value); }
    void bind_real(int index, double value) override { statement_.bind(index, value); }
    void bind_text(int index, std::string_view value) override { statement_.bind(index, value); }
    void bind_null(int index) override { statement_.bind(index, std::nullopt); }
    bool step() override { return statement_.step(); }
    std::int64_t integer(int column) const override { return statement_.integer(column); }
    double real(int column) const override { return statement_.real(column); }
    std::string text(int column) const override { return statement_.text(column); }
    StoredKind kind(int column) const override {
        switch (statement_.kind(column)) {
            case Statement::Kind::integer:
                return StoredKind::integer;
            case Statement::Kind::real:
                return StoredKind::real;
            case Statement::Kind::text:
                return StoredKind::text;
            case Statement::Kind::blob:
                return StoredKind::blob;
            case Statement::Kind::null:
                return StoredKind::null;
        }
        return StoredKind::null;
    }

private:
    Statement statement_;
};

}  // namespace

Query SqliteStore::prepare(std::string_view sql) { return Query(std::make_unique<SqliteQuery>(db_, sql)); }

void SqliteStore::rollback() noexcept {
    try {
        db_.exec("ROLLBACK");
    } catch (...) {
        // the connection is closing or SQLite already ended the transaction
    }
}

}  // namespace muster
