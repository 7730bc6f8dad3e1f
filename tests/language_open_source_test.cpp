// Issue 14: "adding a third language is a .po file and a line in the README". The program may
// decide nothing by language: no code under src/ or ui/ names French (or any language but
// English, the messages' own). Languages come from the catalogues, their words and number marks
// from the .po, list data's translations from `-<code>` attributes. This reads the sources and
// fails, naming file and line, on a French-only branch, a French literal or a field kept for French.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace language_open_source_test {

namespace {

// Code that decides by language, or keeps a text for one language: `Language::french`, a "fr"
// literal, an attribute "…-fr", a field `.fr` / `…_fr`, a `<french>` element, a French word
// spelled in C++ (the catalogue holds those).
const std::regex french_in_code(R"re((Language::french|"fr"|-fr"|\.fr\b|\b\w+_fr\b|"french"|Français))re");

struct Finding {
    std::string where;
    std::string line;
};

bool skipped(const fs::path& path) {
    const std::string text = path.generic_string();
    // Test code inside the app (its checks may speak of French), and the catalogues themselves.
    return text.find("/ui/testing/") != std::string::npos || text.ends_with("ui/app/smoke_test.cpp") || text.find("/po/") != std::string::npos;
}

std::vector<Finding> french_code_under(const std::string& folder) {
    std::vector<Finding> found;
    for (const auto& entry : fs::recursive_directory_iterator(source_path(folder))) {
        const fs::path& path = entry.path();
        if (!entry.is_regular_file() || (path.extension() != ".cpp" && path.extension() != ".hpp") || skipped(path)) continue;
        std::ifstream in(path);
        std::string line;
        int number = 0;
        while (std::getline(in, line)) {
            ++number;
            const auto comment = line.find("//");
            const std::string code = comment == std::string::npos ? line : line.substr(0, comment);
            const bool documentation = line.find_first_not_of(' ') != std::string::npos && line.compare(line.find_first_not_of(' '), 3, "///") == 0;
            if (documentation || !std::regex_search(code, french_in_code)) continue;
            found.push_back({fs::relative(path, source_path("")).generic_string() + ":" + std::to_string(number), line});
        }
    }
    return found;
}

}  // namespace

TEST_CASE("a third language needs no code: nothing under src or ui decides by French") {
    std::vector<Finding> found = french_code_under("src");
    for (Finding& finding : french_code_under("ui")) found.push_back(std::move(finding));
    // Where Language::french may stand: the constant's own definition, for the tests.
    std::erase_if(found, [](const Finding& f) { return f.where.starts_with("src/muster/text/localised_name.hpp"); });
    for (const Finding& finding : found) FAIL_CHECK(finding.where << ": " << finding.line);
    CHECK(found.empty());
}

TEST_CASE("the French-code scan finds what it looks for") {
    // The pattern must catch each form the program once used (so the test above can fail).
    for (const char* code : {"if (lang == Language::french) {", "node.attribute(\"name-fr\")", "unit.name.fr", "rule->reading_fr", "if (name == \"fr\")",
                             "holder.children(\"french\")", "languages.Add(\"Français\")"})
        CHECK_MESSAGE(std::regex_search(std::string(code), french_in_code), code);
    for (const char* code : {"name.in(language)", "language_code(language)", "r.localised(\"name\")", "fresh_start"})
        CHECK_FALSE_MESSAGE(std::regex_search(std::string(code), french_in_code), code);
}

}  // namespace language_open_source_test
