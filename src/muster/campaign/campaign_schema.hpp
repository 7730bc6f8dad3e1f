#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "muster/campaign/sqlite_database.hpp"

namespace muster {

/// One object of a database schema as SQLite records it in sqlite_schema.
struct SchemaObject {
    std::string type;  ///< table, index, view, trigger
    std::string name;
    std::string table;  ///< the table it belongs to
    std::string sql;    ///< the CREATE statement (empty for automatic indexes)

    bool operator==(const SchemaObject&) const = default;
};

/// The query of schema_objects, also run by the build's schema generator (latest_schema_generator.cpp).
inline constexpr const char* schema_objects_sql = "SELECT type, name, tbl_name, COALESCE(sql, '') FROM sqlite_schema ORDER BY type, name";
/// Every object of a database, sorted by type and name.
std::vector<SchemaObject> schema_objects(Database& db);
/// The objects the first `version` migrations create: for the latest version the built-in table,
/// else found by running them on an empty in-memory database (computed once per version).
const std::vector<SchemaObject>& expected_schema(int version);
/// The objects the first `version` migrations create, found now by running them on an empty
/// in-memory database.
std::vector<SchemaObject> schema_after_migrations(int version);
/// The objects every migration creates and how many migrations that is, found at build time by
/// the same run (src/muster/campaign/latest_schema_generator.cpp writes them into the build's
/// generated/latest_campaign_schema.cpp).
const std::vector<SchemaObject>& built_in_schema();
int built_in_schema_version();
/// Throws Error when the file's schema is not exactly what the first `version` migrations
/// create: an object Muster did not create, one that differs from Muster's, or one missing.
void verify_schema(Database& db, int version, const std::filesystem::path& file);

}  // namespace muster
