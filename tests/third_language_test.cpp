// A third language needs no C++: muster-cli-third-language is muster-cli's own code linked with one
// more catalogue, tests/data/third-language/de.po (a partly translated German), exactly as a
// translator's src/muster/text/po/de.po would be built in; the list data gains name-de and
// reading-de attributes. Everything German here comes from those two files.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "test_support.hpp"

namespace fs = std::filesystem;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace third_language_test {

namespace {

std::string third_language_cli() { return MUSTER_THIRD_LANGUAGE_CLI_PATH; }

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

void write_file(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

void replace_once(std::string& text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    text.replace(at, from.size(), to);
}

// A fresh folder holding the bundled Hundred Years' War lists with German names added to the
// French list, as a translator of the list data would add them, and a 1,000-point roster.
struct GermanLists {
    TempFolder scratch{"third-language"};
    fs::path folder = scratch.path();
    fs::path roster;

    GermanLists() {
        fs::copy(source_path("lists/hail-caesar-hyw"), folder / "hail-caesar-hyw", fs::copy_options::recursive);
        const fs::path faction = folder / "hail-caesar-hyw" / "factions" / "french.xml";
        std::string text = read_file(faction);
        replace_once(text, "name=\"French\" name-fr=\"Français\"", "name=\"French\" name-fr=\"Français\" name-de=\"Franzosen\"");
        replace_once(text, "name=\"Mounted knights\" name-fr=\"Chevaliers montés\" points",
                     "name=\"Mounted knights\" name-fr=\"Chevaliers montés\" name-de=\"Berittene Ritter\" points");
        replace_once(text, "<group id=\"knights\" name=\"Knights\" name-fr=\"Chevaliers\"",
                     "<group id=\"knights\" name=\"Knights\" name-fr=\"Chevaliers\" name-de=\"Ritter\"");
        replace_once(text, "reading=\"percentages are of the army's points, generals included\"",
                     "reading=\"percentages are of the army's points, generals included\" "
                     "reading-de=\"Prozente beziehen sich auf die Punkte des Heeres, Generäle eingeschlossen\"");
        write_file(faction, text);
        roster = folder / "too-few-knights.roster.xml";
        std::string army = read_file(source_path("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml"));
        replace_once(army, "points-limit=\"500\"", "points-limit=\"1000\"");
        write_file(roster, army);
    }
    std::string lists() const { return " --lists " + folder.string() + " "; }
};

}  // namespace

TEST_CASE("third language: a catalogue added beside fr.po is a language muster-cli speaks and offers") {
    const CommandResult help = run_command(third_language_cli() + " --lang de --help 2>&1");
    CHECK(help.status == 0);
    CHECK(has(help.output, "Sprache der Meldungen: en, fr, de (Vorgabe: LANGUAGE"));
    // The same build without the catalogue knows no German, and says which languages it has.
    const CommandResult refused = run_command(cli() + " --lang de lists 2>&1");
    CHECK(refused.status == 2);
    CHECK(has(refused.output, "en, fr"));
    CHECK_FALSE(has(refused.output, "de,"));
    CHECK(has(run_command(cli() + " --help 2>&1").output, "Language of messages: en, fr (default"));
}

TEST_CASE("third language: a finding reads in German with German numbers and the list's German names") {
    const GermanLists german;
    const CommandResult r = run_command(third_language_cli() + german.lists() + "--lang de --explain validate " + german.roster.string() + " 2>&1");
    CHECK(r.status == 1);
    // The catalogue's words, its thousands mark and points unit; the list data's German names and reading.
    CHECK(has(r.output, "NICHT REGELKONFORM"));
    CHECK(has(r.output, "166 / 1.000 Pkt."));
    CHECK(has(r.output,
              "Fehler: Ritter sind 38,6 % der 166 Pkt. des Heeres (64 Pkt.); die Liste „Franzosen“ verlangt mindestens 50,0 % "
              "(Lesart: Prozente beziehen sich auf die Punkte des Heeres, Generäle eingeschlossen) [fr-knights; 000:75-77]"));
    CHECK(has(r.output, "Einheiten: u1 Berittene Ritter, u2 Berittene Ritter"));
    CHECK(has(r.output, "Abhilfe: mindestens 38 Pkt. Ritter hinzufügen oder mindestens 38 Pkt. anderer Einheiten entfernen"));
    // No French and no English rule text leaks into what the catalogue translates.
    CHECK_FALSE(has(r.output, "Chevaliers"));
    CHECK_FALSE(has(r.output, "requires at least"));
}

TEST_CASE("third language: what the German catalogue lacks reads in English, and LANG picks German") {
    const GermanLists german;
    const std::string legal = source_path("lists/hail-caesar-hyw/examples/french-legal.roster.xml").string();
    const CommandResult r =
        run_command("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=de_DE.UTF-8 " + third_language_cli() + german.lists() + "validate " + legal + " 2>&1");
    CHECK(r.status == 0);
    CHECK(has(r.output, ": LEGAL — "));  // roster.verdict.legal has no German: its English stands
    CHECK(has(r.output, "Franzosen"));   // the list's German name
    CHECK(has(r.output, " Pkt."));       // the German points unit
    CHECK_FALSE(has(r.output, "Français"));
    // French is still French in the same build.
    const CommandResult french = run_command(third_language_cli() + german.lists() + "--lang fr validate " + german.roster.string() + " 2>&1");
    CHECK(has(french.output, "1\u00a0000\u00a0pts"));
    CHECK(has(french.output, "la liste « Français » en exige au moins 50,0\u00a0%"));
}

TEST_CASE("third language: JSON lists each name's German beside its English and French") {
    const GermanLists german;
    const CommandResult r = run_command(third_language_cli() + german.lists() + "--json show hyw-french 2>&1");
    CHECK(r.status == 0);
    CHECK(has(r.output, "\"name_de\": \"Franzosen\""));
    CHECK(has(r.output, "\"name_de\": \"Berittene Ritter\""));
    CHECK(has(r.output, "\"name_fr\": \"Chevaliers montés\""));
}

}  // namespace third_language_test
