// One way to fill a message (issue 27) and French elision where messages are filled (issue 28):
// every message is message(text, {holes}) rendered by render_message, which writes numbers and
// elides the language's way once for all; one id per meaning; French sheets write French numbers.
#include <doctest/doctest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/edit_labels.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/text/render.hpp"
#include "temp_folder.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace message_filling_test {

namespace {

std::string french(const Message& said) { return render_message(said, Language::french); }

std::string file_text(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// The printed text with every run of white space (line ends, no-break spaces of any width) made one space.
std::string printed_words(const fs::path& pdf) {
    const std::string raw = run_command("pdftotext -raw " + pdf.string() + " - 2>/dev/null").output;
    std::string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        std::size_t wide = 0;
        if (raw.compare(i, 2, "\xC2\xA0") == 0) wide = 2;
        if (raw.compare(i, 3, "\xE2\x80\xAF") == 0) wide = 3;
        const bool space = wide > 0 || std::isspace(static_cast<unsigned char>(raw[i])) != 0;
        if (wide > 0) i += wide - 1;
        if (!space) out += raw[i];
        else if (!out.empty() && out.back() != ' ') out += ' ';
    }
    return out;
}

}  // namespace

TEST_CASE("message filling: a French undo label elides de before a vowel, and only there") {
    const Message deleted = message(edit_labels::delete_entry, {{"what", "Arbalétriers"}});
    CHECK(french(deleted) == "la suppression d'Arbalétriers");
    CHECK(render_message(deleted, Language::english) == "delete Arbalétriers");
    CHECK(french(message(edit_labels::delete_entry, {{"what", "Bataille"}})) == "la suppression de Bataille");
    CHECK(french(message(edit_labels::move_entry, {{"what", "Archers"}, {"to", "Bataille"}})) == "le déplacement d'Archers vers Bataille");
}

TEST_CASE("message filling: a French rule's sentence elides before a mute h, not before an aspirated one") {
    // The same catalogue message as division-group-size.cpp fills: the rule is the filling's, not the message's.
    constexpr MessageText at_least = MUSTER_MESSAGE("division-group-size.describe.min", "each division has at least {min} units of {group}");
    const LocalisedName men_at_arms = LocalisedName{"Men-at-arms"}.with(Language::french, "Hommes d'armes");
    const LocalisedName halberdiers = LocalisedName{"Halberdiers"}.with(Language::french, "Hallebardiers");
    CHECK(french(message(at_least, {{"min", "2"}, {"group", men_at_arms}})) == "chaque division a au moins 2 unités d'Hommes d'armes");
    CHECK(french(message(at_least, {{"min", "2"}, {"group", halberdiers}})) == "chaque division a au moins 2 unités de Hallebardiers");
    CHECK(render_message(message(at_least, {{"min", "2"}, {"group", men_at_arms}}), Language::english) == "each division has at least 2 units of Men-at-arms");
}

TEST_CASE("message filling: a hole takes text, a name, a clause or a number, each written in the reader's language") {
    constexpr MessageText line = MUSTER_MESSAGE("division-share.at-least", "at least {percent} %");
    CHECK(french(message(line, {{"percent", DecimalValue{52.5, 1}}})) == "au moins 52,5 %");
    CHECK(render_message(message(line, {{"percent", DecimalValue{52.5, 1}}}), Language::english) == "at least 52.5 %");
}

TEST_CASE("message filling: the French roster sheet writes its points the French way") {
    Report report;
    auto roster = load_roster(source_path("lists/hail-caesar-hyw/examples/french-legal.roster.xml"), report);
    REQUIRE(roster);
    roster->points_limit = 1500;
    const fs::path folder = fresh_temp_folder("message-filling");
    PrintOptions options;
    options.language = Language::french;
    options.date = "1415-10-25";
    print_roster(*roster, bundled_lists(), options, folder / "feuille.pdf");
    const std::string text = printed_words(folder / "feuille.pdf");
    CHECK(text.find("1 500 pts") != std::string::npos);
    CHECK(text.find("1,500") == std::string::npos);
    options.language = Language::english;
    print_roster(*roster, bundled_lists(), options, folder / "sheet.pdf");
    CHECK(printed_words(folder / "sheet.pdf").find("1,500 pts") != std::string::npos);
}

TEST_CASE("message filling: one id per meaning, none made unique by a numbered suffix") {
    const std::regex numbered_id(R"re(MUSTER_MESSAGE(_PLURAL)?\("[a-z0-9.-]+-[0-9]+")re");
    std::vector<std::string> numbered;
    std::size_t files = 0;
    for (const char* folder : {"src", "ui"})
        for (const fs::directory_entry& entry : fs::recursive_directory_iterator(source_path(folder))) {
            if (entry.path().extension() != ".cpp" && entry.path().extension() != ".hpp") continue;
            ++files;
            const std::string text = file_text(entry.path());
            for (std::sregex_iterator it(text.begin(), text.end(), numbered_id), end; it != end; ++it)
                numbered.push_back(entry.path().filename().string() + ": " + it->str());
        }
    const std::string po = file_text(source_path("src/muster/text/po/fr.po"));
    const std::regex numbered_context(R"re(\nmsgctxt "[a-z0-9.-]+-[0-9]+")re");
    for (std::sregex_iterator it(po.begin(), po.end(), numbered_context), end; it != end; ++it) numbered.push_back("fr.po: " + it->str().substr(1));
    CHECK(files > 100);
    std::string list;
    for (const std::string& id : numbered) list += id + "\n";
    INFO("numbered ids:\n" << list);
    CHECK(numbered.empty());
}

}  // namespace message_filling_test
