// Issue 14: every refusal the core throws is a catalogue message, so the French window and
// `muster-cli --lang fr` never show an English sentence glued with `+`. This reads src/muster
// and src/cli and fails on a `throw Error(` given a bare literal, a sentence built with `+`, or text
// rendered to English before it is thrown.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace core_refusals_source_test {

namespace {

// Throws no player can reach, each with why; matched by file and a piece of the argument.
struct Allowed {
    const char* file;
    const char* piece;
    const char* why;
};
const Allowed allowed[] = {
    {"print/headings.cpp", "the printed headings", "bundled data: only a broken installation fails to read it"},
    {"print/pdf_document.cpp", "out of memory", "libharu's allocation failure: no input leads there"},
    {"print/pdf_document.cpp", "PDF output failed",
     "libharu builds the PDF in memory (the file is written by write_file_atomically, in the reader's language): "
     "only a bug or a damaged installation (a missing font) reaches its error codes, worded for a bug report"},
};

struct Throw {
    std::string file;  // relative to src/muster
    int line = 0;
    std::string argument;
};

// The text of each `throw Error(...)` argument, parentheses matched outside string literals.
std::string read_text(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// The argument text of each call that starts with `opening` ("throw Error(", ".error(" …).
std::vector<Throw> calls_in(const std::string& text, const std::string& relative, const std::string& opening) {
    std::vector<Throw> found;
    for (std::size_t at = text.find(opening); at != std::string::npos; at = text.find(opening, at + 1)) {
        std::size_t i = at + opening.size();
        int depth = 1;
        bool quoted = false;
        char quote = 0;
        for (; i < text.size() && depth > 0; ++i) {
            const char c = text[i];
            if (quoted) {
                if (c == '\\') ++i;
                else if (c == quote) quoted = false;
            } else if (c == '"' || c == '\'') {
                quoted = true;
                quote = c;
            } else if (c == '(') {
                ++depth;
            } else if (c == ')') {
                --depth;
            }
        }
        const int line = static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')) + 1;
        found.push_back({relative, line, text.substr(at + opening.size(), i - 1 - at - opening.size())});
    }
    return found;
}

// The argument with its string and character literals blanked, so a '+' inside one is not an operator.
std::string outside_literals(const std::string& argument) {
    std::string code;
    bool quoted = false;
    char quote = 0;
    for (std::size_t i = 0; i < argument.size(); ++i) {
        const char c = argument[i];
        if (quoted) {
            if (c == '\\') ++i;
            else if (c == quote) quoted = false;
            continue;
        }
        if (c == '"' || c == '\'') {
            quoted = true;
            quote = c;
            code += '"';
            continue;
        }
        code += c;
    }
    return code;
}

// Why a finding's arguments end in English text rather than a catalogue message, or nothing.
std::string english_finding(const std::string& arguments) {
    const std::string code = outside_literals(arguments);
    for (std::size_t plus = code.find('+'); plus != std::string::npos; plus = code.find('+', plus + 1)) {
        const std::size_t before = code.find_last_not_of(" \n\t", plus == 0 ? 0 : plus - 1);
        const std::size_t after = code.find_first_not_of(" \n\t", plus + 1);
        if ((plus > 0 && before != std::string::npos && code[before] == '"') || (after != std::string::npos && code[after] == '"'))
            return "a finding built with +";
    }
    const std::size_t last = code.find_last_not_of(" \n\t");
    if (last != std::string::npos && code[last] == '"' && code.find("message(") == std::string::npos && code.find("MUSTER_MESSAGE") == std::string::npos)
        return "a finding in an English literal";
    return {};
}

// Why the argument is English text rather than a catalogue message, or nothing.
std::string english_only(const std::string& argument) {
    const std::string code = outside_literals(argument);
    const std::size_t first = code.find_first_not_of(" \n\t");
    if (first != std::string::npos && code[first] == '"') return "a bare literal";
    if (code.find("std::string(\"") != std::string::npos) return "a literal made a string";
    if (code.find("render_message(") != std::string::npos) return "a message rendered to English before it is thrown";
    // A '+' with a literal on either side joins text; one between numbers ("size + 1") does not.
    for (std::size_t plus = code.find('+'); plus != std::string::npos; plus = code.find('+', plus + 1)) {
        const std::size_t before = code.find_last_not_of(" \n\t", plus == 0 ? 0 : plus - 1);
        const std::size_t after = code.find_first_not_of(" \n\t", plus + 1);
        if ((plus > 0 && before != std::string::npos && code[before] == '"') || (after != std::string::npos && code[after] == '"'))
            return "a sentence built with +";
    }
    return {};
}

}  // namespace

namespace {
// Each .cpp of the core (named from src/muster, as the allowed list does) and of the command line ("cli/…").
std::vector<std::pair<fs::path, std::string>> core_and_cli_sources() {
    std::vector<std::pair<fs::path, std::string>> files;
    for (const auto& [folder, prefix] : {std::pair{"src/muster", ""}, std::pair{"src/cli", "cli/"}}) {
        const fs::path root = source_path(folder);
        REQUIRE(fs::is_directory(root));
        for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root))
            if (entry.path().extension() == ".cpp") files.emplace_back(entry.path(), prefix + fs::relative(entry.path(), root).generic_string());
    }
    return files;
}
}  // namespace

TEST_CASE("core refusals: every throw Error in the core and the command line is a catalogue message, not English glued with +") {
    std::size_t seen = 0, seen_in_cli = 0;
    std::vector<std::string> english;
    std::vector<bool> used(std::size(allowed), false);
    for (const auto& [path, relative] : core_and_cli_sources()) {
        for (const Throw& t : calls_in(read_text(path), relative, "throw Error(")) {
            if (relative.starts_with("cli/")) ++seen_in_cli;
            ++seen;
            const std::string why = english_only(t.argument);
            if (why.empty()) continue;
            bool excused = false;
            for (std::size_t i = 0; i < std::size(allowed); ++i)
                if (t.file == allowed[i].file && t.argument.find(allowed[i].piece) != std::string::npos) excused = used[i] = true;
            if (!excused) english.push_back(t.file + ":" + std::to_string(t.line) + ": " + why);
        }
    }
    CHECK(seen > 100);        // the scan does find the core's throws
    CHECK(seen_in_cli > 10);  // and the command line's
    std::string list;
    for (const std::string& e : english) list += e + "\n";
    INFO("English refusals left:\n" << list);
    CHECK(english.empty());
    for (std::size_t i = 0; i < std::size(allowed); ++i) {
        INFO("allowed but no longer thrown: " << allowed[i].file << " " << allowed[i].piece);
        CHECK(used[i]);
    }
}

TEST_CASE("core refusals: every finding the core reports in a file is a catalogue message, not English glued with +") {
    std::size_t seen = 0;
    std::vector<std::string> english;
    for (const auto& [path, relative] : core_and_cli_sources()) {
        const std::string text = read_text(path);
        for (const char* opening : {".error(", "error_at(", "warning_at("})
            for (const Throw& call : calls_in(text, relative, opening)) {
                ++seen;
                if (const std::string why = english_finding(call.argument); !why.empty())
                    english.push_back(call.file + ":" + std::to_string(call.line) + ": " + why);
            }
    }
    CHECK(seen > 100);  // the scan does find the core's findings
    std::string list;
    for (const std::string& e : english) list += e + "\n";
    INFO("English findings left:\n" << list);
    CHECK(english.empty());
}

TEST_CASE("core refusals: the source check tells a glued sentence from a catalogue message") {
    CHECK(english_only("\"the roster has no unit '\" + id + \"'\"") == "a bare literal");
    CHECK(english_only("item.name.en + \" is bought\"") == "a sentence built with +");
    CHECK(english_only("std::string(\"cannot paste: \") + e.what()") == "a literal made a string");
    CHECK(english_only("render_message(message(no_unit), Language::english)") == "a message rendered to English before it is thrown");
    CHECK(english_only("message(no_unit).with(\"unit\", VerbatimValue{\"a+b\"})").empty());
    CHECK(english_only("std::move(*obstacle)").empty());
    CHECK(english_only("campaign_message(too_big, {{\"size\", std::to_string((size + (1 << 19)) >> 20)}})").empty());
    CHECK(english_only("to_string(where) + \": the deck has no <card>\"") == "a sentence built with +");
    CHECK(english_finding("\"id\", \"list.duplicate-id\", \"award id '\" + id + \"' is used twice\"") == "a finding built with +");
    CHECK(english_finding("nullptr, \"xml.parse\", \"the file holds no XML element\"") == "a finding in an English literal");
    CHECK(english_finding("\"id\", \"list.duplicate-id\", {}").empty());
    CHECK(english_finding("where, \"roster.wrong-root\", message(MUSTER_MESSAGE(\"roster.wrong-root\", \"this is not a roster\"))").empty());
    CHECK(english_only("message(next).with(\"n\", IntegerValue{++count})").empty());
}

}  // namespace core_refusals_source_test
