// libFuzzer target: the campaign SQLite file itself, opened as 'muster-cli campaign' opens it
// and read by every read command. Plain byte mutations seldom get a database past SQLite's own
// checks, so half the mutations go through SQLite: a value of some row of some table is
// replaced (by an awkward number, a non-UTF-8 text, a NULL, its own bytes mutated …), a row
// dropped or copied, or the schema version changed; the database is then written back whole.
#include <sqlite3.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "fuzz_campaign.hpp"
#include "muster/util/error.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

// Runs one statement, `bind` giving each of its parameters a value.
bool run(sqlite3* db, const std::string& sql, const std::function<void(sqlite3_stmt*, int)>& bind = {}) {
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK) return false;
    if (bind)
        for (int i = 1; i <= sqlite3_bind_parameter_count(statement); ++i) bind(statement, i);
    int rc;
    while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {}
    sqlite3_finalize(statement);
    return rc == SQLITE_DONE;
}

std::vector<std::string> column_of(sqlite3* db, const std::string& sql) {
    std::vector<std::string> out;
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK) return out;
    while (sqlite3_step(statement) == SQLITE_ROW) {
        const unsigned char* text = sqlite3_column_text(statement, 0);
        out.emplace_back(text ? reinterpret_cast<const char*>(text) : "");
    }
    sqlite3_finalize(statement);
    return out;
}

std::string quoted(const std::string& name) {
    std::string out = "\"";
    for (char c : name) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

// Binds an awkward value: the kinds of thing a damaged or hand-edited campaign file holds.
void bind_awkward(sqlite3_stmt* statement, int index, std::minstd_rand& random, const std::string& current) {
    static const std::int64_t integers[] = {0, -1, 1, 2147483647, 2147483648LL, -2147483649LL, INT64_MAX, INT64_MIN, 1000000};
    static const double reals[] = {1e308, -1e308, 1e300, 0.5, -0.0, 2147483648.0, 9.3e18, 1e-300};
    static const char* texts[] = {
        "",    "x",    "\xff\xfe\xc3",        "1e308", "{}", "[]", "null", "{\"messages\":[1]}", "<roster/>", "preparing", "assault-due", "ended",
        "win", "draw", "2026-01-01T00:00:00Z"};
    switch (random() % 7) {
        case 0:
            sqlite3_bind_int64(statement, index, integers[random() % std::size(integers)]);
            break;
        case 1:
            sqlite3_bind_double(statement, index, reals[random() % std::size(reals)]);
            break;
        case 2:
            sqlite3_bind_text(statement, index, texts[random() % std::size(texts)], -1, SQLITE_TRANSIENT);
            break;
        case 3:
            sqlite3_bind_null(statement, index);
            break;
        case 4:
            sqlite3_bind_blob(statement, index, "\x00\xff", 2, SQLITE_TRANSIENT);
            break;
        default: {  // the value's own bytes, mutated: a roster or plan kept in the file, slightly wrong
            std::vector<std::uint8_t> bytes(current.begin(), current.end());
            const std::size_t room = bytes.size() + 64;
            bytes.resize(room);
            bytes.resize(LLVMFuzzerMutate(bytes.data(), current.size(), room));
            sqlite3_bind_text(statement, index, reinterpret_cast<const char*>(bytes.data()), static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
        }
    }
}

// One change made through SQLite; false when the database could not be read or changed.
bool mutate_through_sqlite(sqlite3* db, std::minstd_rand& random) {
    const std::vector<std::string> tables = column_of(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
    if (tables.empty()) return false;
    if (random() % 16 == 0) return run(db, "PRAGMA user_version = " + std::to_string(static_cast<int>(random() % 8) - 1));
    const std::string table = quoted(tables[random() % tables.size()]);
    const std::vector<std::string> rowids = column_of(db, "SELECT rowid FROM " + table);
    const std::vector<std::string> columns = column_of(db, "SELECT name FROM pragma_table_info(" + quoted(table) + ")");
    if (rowids.empty() || columns.empty()) return false;
    const std::string rowid = rowids[random() % rowids.size()];
    switch (random() % 8) {
        case 0:
            return run(db, "DELETE FROM " + table + " WHERE rowid = " + rowid);
        case 1:
            return run(db, "INSERT INTO " + table + " SELECT * FROM " + table + " WHERE rowid = " + rowid);
        default: {
            const std::string column = quoted(columns[random() % columns.size()]);
            const std::vector<std::string> current = column_of(db, "SELECT " + column + " FROM " + table + " WHERE rowid = " + rowid);
            return run(db, "UPDATE " + table + " SET " + column + " = ? WHERE rowid = " + rowid,
                       [&](sqlite3_stmt* s, int i) { bind_awkward(s, i, random, current.empty() ? std::string() : current.front()); });
        }
    }
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned int seed) {
    std::minstd_rand random(seed);
    if (random() % 2 == 0 || size == 0) return LLVMFuzzerMutate(data, size, max_size);
    sqlite3* db = nullptr;
    sqlite3_open(":memory:", &db);
    auto* image = static_cast<unsigned char*>(sqlite3_malloc64(size));
    std::memcpy(image, data, size);
    std::size_t out_size = 0;
    if (sqlite3_deserialize(db, "main", image, static_cast<sqlite3_int64>(size), static_cast<sqlite3_int64>(size),
                            SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE) == SQLITE_OK &&
        mutate_through_sqlite(db, random)) {
        sqlite3_int64 serialized_size = 0;
        if (unsigned char* serialized = sqlite3_serialize(db, "main", &serialized_size, 0)) {
            if (static_cast<std::size_t>(serialized_size) <= max_size) {
                std::memcpy(data, serialized, static_cast<std::size_t>(serialized_size));
                out_size = static_cast<std::size_t>(serialized_size);
            }
            sqlite3_free(serialized);
        }
    }
    sqlite3_close(db);
    return out_size ? out_size : LLVMFuzzerMutate(data, size, max_size);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::filesystem::path file = muster::fuzz::scratch_campaign();
    muster::fuzz::remove_scratch(file);
    {
        std::ofstream out(file, std::ios::binary);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    try {
        muster::Campaign campaign = muster::Campaign::open(file);
        muster::fuzz::read_everything(campaign);
    } catch (const muster::Error&) {
        // a clear refusal is the expected answer to a damaged or foreign file
    }
    muster::fuzz::remove_scratch(file);
    return 0;
}
