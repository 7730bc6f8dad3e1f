// A campaign export is read in one pass that counts what it holds as it builds the tree: a 60 MB
// export of 20 million "{}" is refused, with its count, in a program held to a memory limit.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <vector>

#include "campaign_test_fixtures.hpp"
#include "forked_programs.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/util/bounded_json.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace campaign_export_bounds_test {

TEST_CASE("a campaign export of 20 million empty objects is refused with its count, within a memory limit" * doctest::skip(sanitized_build)) {
    const fs::path dir = campaign_scratch("export-bounds");
    const fs::path file = dir / "empty.json";
    {
        std::ofstream out(file, std::ios::binary);
        out << R"({"format": "muster-campaign-export", "version": 1, "players": [)";
        const std::string block = [] {
            std::string many;
            for (int i = 0; i < 1000; ++i) many += "{},";
            return many;
        }();
        for (int i = 0; i < 20000; ++i) out << block;
        out << "{}]}";
    }
    REQUIRE(fs::file_size(file) > 60'000'000);
    const std::vector<std::string> failures = run_forked(1, [&](int) {
        const struct rlimit limit { 768ul << 20, 768ul << 20 };
        if (::setrlimit(RLIMIT_AS, &limit) != 0) throw std::runtime_error("setrlimit failed");
        (void)Campaign::read_export(file);
    });
    REQUIRE(failures.size() == 1);
    CHECK_MESSAGE(failures.front().find("holds 20000003 JSON objects and arrays; no Muster export holds more than 2000000") != std::string::npos,
                  failures.front());
    fs::remove_all(dir);
}

TEST_CASE("the bounded reading of JSON reads what nlohmann reads, and stops building at each bound") {
    const std::string text = R"({"a": [1, 2.5, "x", null, true, {"b": {}}], "a": {"c": []}, "d": -3})";
    const BoundedJson read = read_bounded_json(text, {32, 100, 100});
    CHECK(read.value == nlohmann::json::parse(text));  // a key written twice: the later one, as nlohmann's parser
    CHECK(read.containers == 6);
    CHECK(read.items == 12);
    CHECK_FALSE(read.syntax_error);
    const BoundedJson few = read_bounded_json(text, {32, 4, 100});
    CHECK(few.value.is_null());
    CHECK(few.containers == 6);
    const BoundedJson shallow = read_bounded_json(text, {2, 100, 100});
    CHECK(shallow.too_deep);
    CHECK(shallow.value.is_null());
    const BoundedJson broken = read_bounded_json(R"({"a": [1, 2})", {32, 100, 100});
    REQUIRE(broken.syntax_error);
    CHECK(*broken.syntax_error == 12);
    CHECK(broken.value.is_null());
}

}  // namespace campaign_export_bounds_test
