// The lists one roster needs, read alone (ListLibrary::load_for_faction): the same faction and
// game system load() would choose, the same verdict, and nothing whenever it cannot be sure, so
// that the command reads every list and reports every problem as before.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "muster/lists/list_head.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "temp_folder.hpp"
#include "test_support.hpp"

namespace fs = std::filesystem;

namespace roster_lists_test {

namespace {

using muster::ListFolder;
using muster::ListLibrary;
using muster::ListOrigin;

std::string file_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_text(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

// The installed faction file `name` with `from` replaced by `to` (once), written under `folder`.
void put_faction(const fs::path& folder, const std::string& name, const std::string& from, const std::string& to) {
    std::string text = file_text(muster::test::source_path("lists/hail-caesar-hyw/factions/" + name));
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    write_text(folder / "hail-caesar-hyw/factions" / name, text);
}

std::vector<ListFolder> installed_and(const fs::path& user) { return {{muster::test::source_path("lists"), ListOrigin::installed}, {user, ListOrigin::user}}; }

std::optional<muster::ListHead> head_of_text(const muster::test::TempFolder& folder, const std::string& text) {
    write_text(folder / "head.xml", text);
    return muster::read_list_head(folder / "head.xml");
}

}  // namespace

TEST_CASE("roster lists: a roster's faction and game system alone, with the verdict of every list") {
    const std::vector<ListFolder> installed{{muster::test::source_path("lists"), ListOrigin::installed}};
    const std::optional<ListLibrary> needed = ListLibrary::load_for_faction(installed, "hyw-french");
    REQUIRE(needed);
    CHECK(needed->factions().size() == 1);
    CHECK(needed->systems().size() == 1);
    REQUIRE(needed->faction("hyw-french"));
    CHECK(needed->faction("hyw-french")->system_id == "hail-caesar-hyw");
    CHECK(needed->system("hail-caesar-hyw"));
    for (const char* example : {"french-legal", "french-too-few-knights", "french-garrison"}) {
        muster::Report read;
        const std::optional<muster::Roster> roster =
            muster::load_roster(muster::test::source_path(std::string("lists/hail-caesar-hyw/examples/") + example + ".roster.xml").string(), read);
        REQUIRE(roster);
        const muster::RosterVerdict alone = muster::validate_roster(*roster, *needed);
        const muster::RosterVerdict every = muster::validate_roster(*roster, muster::test::bundled_lists());
        CHECK(alone.legal == every.legal);
        CHECK(alone.points_used == every.points_used);
        CHECK(muster::format_human(alone.report) == muster::format_human(every.report));
    }
}

TEST_CASE("roster lists: the list of highest precedence is taken, and problems in other lists are not looked for") {
    const muster::test::TempFolder user{"roster-lists-user"};
    put_faction(user.path(), "french.xml", "revision=\"2\"", "revision=\"7\"");
    put_faction(user.path(), "english.xml", "points=\"", "points=\"lots");  // broken, but not the roster's
    const std::optional<ListLibrary> needed = ListLibrary::load_for_faction(installed_and(user.path()), "hyw-french");
    REQUIRE(needed);
    REQUIRE(needed->faction("hyw-french"));
    CHECK(needed->faction("hyw-french")->revision == 7);
    CHECK(needed->faction("hyw-french")->origin == ListOrigin::user);
    CHECK(needed->system("hail-caesar-hyw")->origin == ListOrigin::installed);
}

TEST_CASE("roster lists: nothing when unsure, so that every list is read and every problem reported") {
    const muster::test::TempFolder user{"roster-lists-unsure"};
    const std::vector<ListFolder> folders = installed_and(user.path());
    CHECK_FALSE(ListLibrary::load_for_faction(folders, "hyw-frensh"));  // no such faction: load() suggests one
    CHECK_FALSE(ListLibrary::load_for_faction({{user / "missing", ListOrigin::added}}, "hyw-french"));

    SUBCASE("the roster's own list has a problem") {
        put_faction(user.path(), "french.xml", "points=\"", "points=\"lots");
        CHECK_FALSE(ListLibrary::load_for_faction(folders, "hyw-french"));
    }
    SUBCASE("two files of a folder give the roster's faction") {
        put_faction(user.path(), "french.xml", "revision=\"2\"", "revision=\"7\"");
        fs::copy_file(user / "hail-caesar-hyw/factions/french.xml", user / "hail-caesar-hyw/factions/french-again.xml");
        CHECK_FALSE(ListLibrary::load_for_faction(folders, "hyw-french"));
    }
    SUBCASE("a file's head cannot be told from its first bytes") {
        write_text(user / "hail-caesar-hyw/factions/odd.xml", "<!DOCTYPE faction>\n<faction id=\"x\"/>\n");
        CHECK_FALSE(ListLibrary::load_for_faction(folders, "hyw-french"));
    }
    SUBCASE("another file's document element is not a faction") {
        write_text(user / "hail-caesar-hyw/factions/odd.xml", "<game-system id=\"x\"/>\n");
        CHECK_FALSE(ListLibrary::load_for_faction(folders, "hyw-french"));
    }
}

TEST_CASE("roster lists: a list file's head is read as the full reader reads it, or not at all") {
    const muster::test::TempFolder folder{"roster-lists-head"};
    std::optional<muster::ListHead> head =
        head_of_text(folder, "\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- a list -->\n<faction\n  name=\"A &amp; B\" id='hyw-a'\tsystem = \"s\">\n</faction>\n");
    REQUIRE(head);
    CHECK(head->root == "faction");
    CHECK(head->id == "hyw-a");
    CHECK(head->system == "s");
    head = head_of_text(folder, "<game-system revision=\"1\"/>");
    REQUIRE(head);
    CHECK(head->root == "game-system");
    CHECK(head->id.empty());
    CHECK_FALSE(head_of_text(folder, "<faction id=\"a&#45;b\"/>"));      // a reference
    CHECK_FALSE(head_of_text(folder, "<faction id=\" a\"/>"));           // spaces around it
    CHECK_FALSE(head_of_text(folder, "<faction id=\"caf\xC3\xA9\"/>"));  // beyond ASCII: NFC decides
    CHECK_FALSE(head_of_text(folder, "<faction id=\"a\" id=\"b\"/>"));   // written twice
    CHECK_FALSE(head_of_text(folder, "<faction id=\"a\"system=\"b\"/>"));
    CHECK_FALSE(head_of_text(folder, "text <faction id=\"a\"/>"));
    CHECK_FALSE(head_of_text(folder, "<faction id=\"a" + std::string(5000, 'x') + "\"/>"));  // longer than the bytes read
    CHECK_FALSE(muster::read_list_head(folder / "absent.xml"));
}

TEST_CASE("roster lists: validate gives the same verdict, without the problems of lists the roster does not use") {
    const muster::test::TempFolder home{"roster-lists-home"};
    const std::string example = muster::test::source_path("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml").string();
    const std::string command = muster::test::cli() + " validate '" + example + "' 2>&1";
    const muster::test::CommandResult before = muster::test::run_command("XDG_DATA_HOME='" + home.path().string() + "' " + command);
    put_faction(home / "muster/lists", "english.xml", "points=\"", "points=\"lots");
    const muster::test::CommandResult unrelated = muster::test::run_command("XDG_DATA_HOME='" + home.path().string() + "' " + command);
    CHECK(unrelated.status == before.status);
    CHECK(unrelated.output == before.output);
    CHECK(unrelated.output.find("problems in your lists") == std::string::npos);
    put_faction(home / "muster/lists", "french.xml", "points=\"", "points=\"lots");  // the roster's own list: every list is read
    const muster::test::CommandResult own = muster::test::run_command("XDG_DATA_HOME='" + home.path().string() + "' " + command);
    CHECK(own.output.find("problems in your lists") != std::string::npos);
    CHECK(own.output.find("english.xml") != std::string::npos);
    CHECK(own.output.find("french.xml") != std::string::npos);
    CHECK(own.status == before.status);  // the installed French list is used, as before
}

}  // namespace roster_lists_test
