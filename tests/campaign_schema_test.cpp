// The schema a campaign file is checked against: the table the build made from the migrations
// must be exactly what running them makes, so the two can never drift apart.
#include <doctest/doctest.h>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_schema.hpp"

using namespace muster;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_schema_test {

TEST_CASE("campaign schema: the built-in latest schema is what running every migration makes") {
    const int latest = Campaign::latest_schema_version();
    REQUIRE(built_in_schema_version() == latest);
    const std::vector<SchemaObject> ran = schema_after_migrations(latest);
    REQUIRE(ran.size() > 5);
    CHECK(built_in_schema().size() == ran.size());
    for (std::size_t i = 0; i < ran.size() && i < built_in_schema().size(); ++i) {
        const SchemaObject& built = built_in_schema()[i];
        CHECK(built.type == ran[i].type);
        CHECK(built.name == ran[i].name);
        CHECK(built.table == ran[i].table);
        CHECK(built.sql == ran[i].sql);
    }
    CHECK(expected_schema(latest) == ran);
    // The comparison tells schemas apart: the one before the last migration is not the latest.
    CHECK(schema_after_migrations(latest - 1) != built_in_schema());
    CHECK(expected_schema(latest - 1) == schema_after_migrations(latest - 1));
}

}  // namespace campaign_schema_test
