// A campaign file is data, never code: its schema must be exactly the one Muster's
// migrations create, so no trigger, view, extra table or index of someone else's can run.
#include "muster/campaign/campaign_schema.hpp"

#include <map>
#include <mutex>

#include "muster/campaign/migrations.hpp"
#include "muster/util/error.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace {

std::string with_article(const std::string& type) { return (type == "index" ? "an " : "a ") + type; }

const SchemaObject* find(const std::vector<SchemaObject>& objects, const SchemaObject& like) {
    for (const SchemaObject& o : objects)
        if (o.type == like.type && o.name == like.name) return &o;
    return nullptr;
}

}  // namespace

std::vector<SchemaObject> schema_objects(Database& db) {
    std::vector<SchemaObject> out;
    Statement s = db.prepare(schema_objects_sql);
    while (s.step()) out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
    return out;
}

std::vector<SchemaObject> schema_after_migrations(int version) {
    Database memory(":memory:", true);
    const auto& migrations = campaign_migrations();
    for (int i = 0; i < version && i < static_cast<int>(migrations.size()); ++i) memory.exec(migrations[static_cast<std::size_t>(i)].sql);
    return schema_objects(memory);
}

const std::vector<SchemaObject>& expected_schema(int version) {
    // Every file of the latest schema: the table the build made from the same migrations.
    if (version == built_in_schema_version()) return built_in_schema();
    static std::mutex mutex;
    static std::map<int, std::vector<SchemaObject>> known;
    std::lock_guard<std::mutex> guard(mutex);
    auto found = known.find(version);
    if (found != known.end()) return found->second;
    return known.emplace(version, schema_after_migrations(version)).first->second;
}

void verify_schema(Database& db, int version, const std::filesystem::path& file) {
    const std::vector<SchemaObject>& expected = expected_schema(version);
    const std::vector<SchemaObject> found = schema_objects(db);
    for (const SchemaObject& object : found) {
        const SchemaObject* ours = find(expected, object);
        if (!ours)
            throw Error(message(MUSTER_MESSAGE("campaign.schema.holds-muster-did-create",
                                               "{file} holds {object} '{name}' that Muster did not create (a campaign file is data, never code); "
                                               "it was left untouched"),
                                {{"file", file.string()}, {"object", with_article(object.type)}, {"name", object.name}}));
        if (!(*ours == object))
            throw Error(message(MUSTER_MESSAGE("campaign.schema.holds-differs-one-muster",
                                               "{file} holds {object} '{name}' that differs from the one Muster creates; it was left untouched"),
                                {{"file", file.string()}, {"object", with_article(object.type)}, {"name", object.name}}));
    }
    for (const SchemaObject& object : expected)
        if (!find(found, object))
            throw Error(message(MUSTER_MESSAGE("campaign.schema.lacks-every-campaign-schema",
                                               "{file} lacks the {type} '{name}' of every campaign of schema {version}, so it is damaged or was "
                                               "not made by Muster; it was left untouched"),
                                {{"file", file.string()}, {"type", object.type}, {"name", object.name}, {"version", std::to_string(version)}}));
}

}  // namespace muster
