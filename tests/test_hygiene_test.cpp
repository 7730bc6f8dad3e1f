// The tests' own hygiene: no test writes under a name of its own making in the temporary folder,
// where two suites running at once (plain, ASan, another worktree, the binary run by hand) would
// delete or overwrite each other's files. Every test gets its folder from tests/temp_folder.hpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace test_hygiene_test {

namespace {

// A call that names the temporary folder, or a literal path under /tmp (spelt so that this
// file does not match itself).
const std::regex& hand_made_temp_path() {
    static const std::regex pattern(R"(temp_directory_path\s*\(|"/t[m]p/)");
    return pattern;
}

// The numbers (from 1) of the lines of a source text that make a temporary path by hand; a
// comment may name them.
std::vector<int> hand_made_temp_lines(const std::string& text) {
    std::vector<int> lines;
    std::istringstream in(text);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::size_t code = line.find_first_not_of(" \t");
        if (code != std::string::npos && line.compare(code, 2, "//") == 0) continue;
        if (std::regex_search(line, hand_made_temp_path())) lines.push_back(number);
    }
    return lines;
}

// The test sources the rule covers: tests/*.cpp and *.hpp, tests/bench/, ui/testing/.
std::vector<fs::path> test_sources() {
    std::vector<fs::path> files;
    for (const char* folder : {"tests", "tests/bench", "ui/testing"})
        for (const auto& entry : fs::directory_iterator(source_path(folder))) {
            const std::string extension = entry.path().extension().string();
            if (entry.is_regular_file() && (extension == ".cpp" || extension == ".hpp")) files.push_back(entry.path());
        }
    std::sort(files.begin(), files.end());
    return files;
}

std::string text_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("test hygiene: a temporary path made by hand is found by its line, a comment or a TempFolder is not") {
    const std::string call = std::string("temp_directory_") + "path()";
    const std::string slash_tmp = std::string("\"/t") + "mp/";
    const std::string text = "const fs::path dir = fs::" + call +
                             " / \"muster-cli-test\";\n"  // 1: a fixed name
                             "// only TempFolder calls " +
                             call +
                             "\n"                                           // 2: a comment
                             "const TempFolder folder{\"roster-file\"};\n"  // 3: the helper
                             "    : path(fs::" +
                             call +
                             " / (\"muster-ui-\" + pid)) {\n"  // 4: a name of its own
                             "const fs::path folder = fs::" +
                             call +
                             ";\n"  // 5: fixed names inside
                             "char pattern[] = " +
                             slash_tmp + "muster-x-XXXXXX\";\n";  // 6: /tmp spelt out
    CHECK(hand_made_temp_lines(text) == std::vector<int>{1, 4, 5, 6});
}

TEST_CASE("test hygiene: no test makes a temporary path by hand, each gets a fresh folder of its own") {
    const std::vector<fs::path> files = test_sources();
    REQUIRE(files.size() > 50);  // the scan found the test sources
    const fs::path helper = source_path("tests/temp_folder.hpp");
    std::ostringstream found;
    for (const fs::path& file : files) {
        if (file == helper) continue;
        const std::string text = text_of(file);
        std::istringstream lines(text);
        std::string line;
        int number = 0;
        for (const int bad : hand_made_temp_lines(text)) {
            while (number < bad && std::getline(lines, line)) ++number;
            found << fs::relative(file, source_path("")).string() << ":" << bad << ": " << line << "\n";
        }
    }
    CHECK_MESSAGE(found.str().empty(),
                  "these lines make a temporary path by hand; use fresh_temp_folder or "
                  "TempFolder (tests/temp_folder.hpp) instead:\n"
                      << found.str());
}

}  // namespace test_hygiene_test
