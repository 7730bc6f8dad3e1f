// The rest of issue 14's leftovers: the XML door's refusals, the French colon after a finding's
// severity, elision before ids, the validate summary's counts, saved findings in the reader's
// language and the CLI's argument refusals.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "muster/report/report.hpp"
#include "muster/text/render.hpp"
#include "muster/util/input_file.hpp"
#include "muster/util/name_fault_text.hpp"
#include "muster/util/utf8.hpp"
#include "muster/xml/xml_source.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace {

// The findings of reading `text` as XML, in a language.
std::string read_xml(const std::string& text, Language language) {
    Report report;
    XmlSource::from_text(text, "m.xml", report);
    return format_human(report, language);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A fresh folder for one test's files.
fs::path scratch_folder() {
    std::string pattern = (fs::temp_directory_path() / "muster-lang-rest-XXXXXX").string();
    REQUIRE(mkdtemp(pattern.data()) != nullptr);
    return pattern;
}

}  // namespace

TEST_CASE("language rest: a tag closed by the wrong end tag names both tags, in English and French") {
    const std::string en = read_xml("<a>\n<b>\n</a>\n", Language::english);
    CHECK(has(en, "m.xml:3:3: error: malformed XML: </a> closes <b>; expected </b> [xml.parse]"));
    const std::string fr = read_xml("<a>\n<b>\n</a>\n", Language::french);
    CHECK(has(fr, "m.xml:3:3: erreur : XML mal formé : </a> ferme <b> ; </b> était attendu"));
    CHECK(!has(fr, "mismatch"));
}

TEST_CASE("language rest: each kind of malformed XML says what was expected") {
    struct Case {
        const char* text;
        const char* english;
        const char* french;
    };
    const Case cases[] = {
        {"<a>\n<b\n", "a start tag is not closed; expected '>' or '/>' after its name and attributes",
         "une balise ouvrante n'est pas fermée"},
        {"<a>\n<b x=1/></a>", "an attribute is malformed; expected name=\"value\", the value in quotes",
         "un attribut est mal formé"},
        {"<a>< b/></a>", "'<' starts no tag; a tag name follows '<' at once (write &lt; for a '<' in text)",
         "« < » n'ouvre aucune balise"},
        {"<a><!-- x </a>", "a comment is not closed; expected '-->'", "un commentaire n'est pas fermé"},
        {"<a><![CDATA[ x </a>", "a CDATA section is not closed; expected ']]>'", "une section CDATA n'est pas fermée"},
        {"<a><? x </a>", "a processing instruction is not closed; expected '?>'",
         "une instruction de traitement n'est pas fermée"},
        {"<a><b></b", "an end tag is not closed; expected '>' after its name", "une balise fermante n'est pas fermée"},
        {"<a><b>", "<b> is never closed; expected </b> before the end of the file", "<b> n'est jamais fermé"},
        {"<a></a></b>", "</b> closes no open tag", "</b> ne ferme aucune balise ouverte"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.text);
        const std::string en = read_xml(c.text, Language::english);
        CHECK(has(en, std::string("malformed XML: ") + c.english));
        const std::string fr = read_xml(c.text, Language::french);
        CHECK(has(fr, std::string("XML mal formé : ") + c.french));
        CHECK(!has(fr, "Error parsing"));
        CHECK(!has(fr, " is "));
    }
}

TEST_CASE("language rest: the XML door's other refusals are French under French") {
    const std::string not_utf8 = read_xml("<a>caf\xE9</a>", Language::french);
    CHECK(has(not_utf8, "m.xml:1:7: erreur : le fichier n'est pas en UTF-8 valide (octet 6) ; enregistrez-le en UTF-8 et réessayez"));
    CHECK(has(read_xml("<a>caf\xE9</a>", Language::english),
              "m.xml:1:7: error: the file is not valid UTF-8 (byte 6); save it as UTF-8 and try again"));
    CHECK(has(read_xml("<!-- nothing -->", Language::french), "le fichier ne contient aucun élément XML"));
    CHECK(has(read_xml("<a>&foo;</a>", Language::french), "l'entité &foo; n'est pas définie"));
    CHECK(has(read_xml("<!DOCTYPE a><a/>", Language::french), "les déclarations DOCTYPE ne sont pas permises"));
    CHECK(has(read_xml("<a>&#0;</a>", Language::french), "la référence de caractère &#0; désigne"));
    CHECK(has(read_xml("<a>a & b</a>", Language::french), "un « & » doit commencer une entité"));

    const std::string large(static_cast<std::size_t>(max_xml_file_bytes) + 1000 * 1000, ' ');
    CHECK(has(read_xml(large, Language::english), "the document is 18 MB; Muster reads XML of up to 16 MiB"));
    CHECK(has(read_xml(large, Language::french), "le document fait 18 Mo ; Muster lit du XML jusqu'à 16 Mio"));
}

TEST_CASE("language rest: a file the XML door cannot open is refused in French") {
    const fs::path folder = scratch_folder();
    Report missing;
    XmlSource::load_file(folder / "none.roster.xml", missing);
    CHECK(has(format_human(missing, Language::french), "none.roster.xml: erreur : le fichier n'existe pas [file.unreadable]"));
    CHECK(has(format_human(missing, Language::english), "none.roster.xml: error: the file does not exist [file.unreadable]"));
    Report a_folder;
    XmlSource::load_file(folder, a_folder);
    CHECK(has(format_human(a_folder, Language::french), "c'est un dossier, pas un fichier ; Muster ne lit que des fichiers ordinaires"));
    CHECK(has(format_human(a_folder, Language::english), "this is a folder, not a file; Muster reads regular files only"));
    fs::remove_all(folder);
}

TEST_CASE("language rest: a French finding puts a space before the colon after its severity, English stays as it was") {
    Report report;
    report.warning_at({"f.xml", 4, 1}, "x.y", message(MUSTER_MESSAGE("xml.encoding", "the file is not valid UTF-8 (byte {byte}); save it as UTF-8 and try again"))
                                                     .with("byte", IntegerValue{3}));
    report.error_at({"f.xml", 0, 0}, "x.z", std::string("plain"));
    CHECK(format_human(report, Language::english) ==
          "f.xml:4:1: warning: the file is not valid UTF-8 (byte 3); save it as UTF-8 and try again [x.y]\n"
          "f.xml: error: plain [x.z]\n");
    const std::string fr = format_human(report, Language::french);
    CHECK(has(fr, "f.xml:4:1: avertissement : le fichier n'est pas en UTF-8 valide (octet 3)"));
    CHECK(has(fr, "f.xml: erreur : plain [x.z]"));
}

TEST_CASE("language rest: muster-cli --lang fr validate shows a malformed roster in French") {
    const fs::path folder = scratch_folder();
    const fs::path bad = folder / "bad.roster.xml";
    std::ofstream(bad) << "<roster format=\"1\" system=\"hail-caesar-hyw\"\n  faction=\"hyw-french\" points-limit=\"1000\">\n"
                          "<division id=\"d1\">\n<unit id=\"u1\"\n</roster>\n";
    const CommandResult fr = run_command(cli() + " --lang fr validate " + bad.string() + " 2>&1");
    CHECK(fr.status == 2);
    CHECK(has(fr.output, bad.string() + ":5:1: erreur : XML mal formé : une balise ouvrante n'est pas fermée"));
    CHECK(!has(fr.output, "malformed"));
    const CommandResult en = run_command(cli() + " --lang en validate " + bad.string() + " 2>&1");
    CHECK(has(en.output, bad.string() + ":5:1: error: malformed XML: a start tag is not closed"));

    // The other doors: a siege plan, an ONUS! design, a WFB3 army.
    const fs::path plan = folder / "bad.siege.xml";
    std::ofstream(plan) << "<siege-plan>\n<a>\n</siege-plan>\n";
    const CommandResult siege = run_command(cli() + " --lang fr siege show " + plan.string() + " 2>&1");
    CHECK(siege.status == 2);
    CHECK(has(siege.output, "erreur : XML mal formé : </siege-plan> ferme <a>"));
    const fs::path design = folder / "bad.onus.xml";
    std::ofstream(design) << "<onus-fortress>\n<a>\n</onus-fortress>\n";
    const CommandResult onus = run_command(cli() + " --lang fr onus check " + design.string() + " 2>&1");
    CHECK(onus.status == 2);
    CHECK(has(onus.output, "erreur : XML mal formé : </onus-fortress> ferme <a>"));
    const fs::path army = folder / "bad.wfb3.xml";
    std::ofstream(army) << "<wfb3-army>\n<a>\n</wfb3-army>\n";
    const CommandResult wfb3 = run_command(cli() + " --lang fr wfb3 army " + army.string() + " 2>&1");
    CHECK(wfb3.status == 2);
    CHECK(has(wfb3.output, "erreur : XML mal formé : </wfb3-army> ferme <a>"));
    fs::remove_all(folder);
}

TEST_CASE("language rest: the validate summary counts 0, 1 and 2 rosters rightly in both languages") {
    const std::string legal = source_path("lists/hail-caesar-hyw/examples/french-legal.roster.xml").string();
    const std::string illegal = source_path("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml").string();
    const fs::path folder = scratch_folder();
    const std::string missing = (folder / "none.roster.xml").string();

    const std::string two_fr = run_command(cli() + " --lang fr validate " + legal + " " + illegal + " 2>&1").output;
    CHECK(has(two_fr, "2 listes d'armée : 1 conforme, 1 non conforme, 0 illisible\n"));
    const std::string two_en = run_command(cli() + " --lang en validate " + legal + " " + illegal + " 2>&1").output;
    CHECK(has(two_en, "2 rosters: 1 legal, 1 not legal, 0 unreadable\n"));

    const std::string three_fr = run_command(cli() + " --lang fr validate " + legal + " " + legal + " " + missing + " 2>&1").output;
    CHECK(has(three_fr, "3 listes d'armée : 2 conformes, 0 non conforme, 1 illisible\n"));
    const std::string many_fr =
        run_command(cli() + " --lang fr validate " + illegal + " " + illegal + " " + missing + " " + missing + " 2>&1").output;
    CHECK(has(many_fr, "4 listes d'armée : 0 conforme, 2 non conformes, 2 illisibles\n"));
    fs::remove_all(folder);
}

TEST_CASE("language rest: the CLI refuses a badly encoded argument in French") {
    const CommandResult fr = run_command(cli() + " --lang fr validate \"$(printf 'caf\\351.roster.xml')\" 2>&1");
    CHECK(fr.status == 2);
    CHECK(has(fr.output, "n'est pas en UTF-8 valide"));
    CHECK(!has(fr.output, "is not valid UTF-8"));
    const CommandResult en = run_command(cli() + " --lang en validate \"$(printf 'caf\\351.roster.xml')\" 2>&1");
    CHECK(has(en.output, "argument 4 (\"caf\\xE9.roster.xml\") is not valid UTF-8; Muster takes UTF-8 names, ids and file names"));
    const CommandResult control = run_command(cli() + " --lang fr validate \"$(printf 'a\\033.roster.xml')\" 2>&1");
    CHECK(has(control.output, "contient un caractère de contrôle"));
}

TEST_CASE("language rest: a name's fault is said in French") {
    CHECK(render_message(name_fault_meaning(NameFault::not_utf8, message(MUSTER_MESSAGE("names.army", "the army name")), "caf\xE9"),
                         Language::french)
              .find("n'est pas un texte UTF-8 valide") != std::string::npos);
    CHECK(name_fault_message(NameFault::too_long, "the army name", "x") == "the army name is longer than 200 characters");
}

TEST_CASE("language rest: French never elides de before an id") {
    const MessageText options_of = MUSTER_MESSAGE("roster.field.options-of", "options of {id}");
    const std::string fr = render_message(message(options_of).with("id", VerbatimValue{"u1"}), Language::french);
    CHECK(fr == "options de l'unité u1");
    CHECK(!has(fr, "d'u1"));
    const MessageText name_of = MUSTER_MESSAGE("roster.field.division-name", "name of {id}");
    CHECK(render_message(message(name_of).with("id", VerbatimValue{"avant-garde"}), Language::french) ==
          "nom du corps d'armée avant-garde");

    // No French wording puts "de" or "que" right before a hole that holds an id or a file name,
    // where the elision meant for names ("d'Artillerie") would write "d'u1".
    std::ifstream po(source_path("src/muster/text/po/fr.po"));
    REQUIRE(po);
    std::string line, entry;
    std::vector<std::string> translations;
    bool in_msgstr = false;
    while (std::getline(po, line)) {
        if (line.rfind("msgstr", 0) == 0) {
            if (!entry.empty()) translations.push_back(entry);
            entry = line.substr(line.find('"'));
            in_msgstr = true;
        } else if (in_msgstr && line.rfind("\"", 0) == 0) {
            entry += line;
        } else {
            in_msgstr = false;
        }
    }
    if (!entry.empty()) translations.push_back(entry);
    CHECK(translations.size() > 500);
    std::vector<std::string> eliding;
    for (std::string text : translations) {
        for (std::size_t at; (at = text.find("\"\"")) != std::string::npos;) text.erase(at, 2);  // joined lines
        for (const char* hole : {"{id}", "{ids}", "{file}", "{path}", "{entry}", "{unit_id}", "{item_id}"})
            for (const char* before : {" de ", " que ", "\"de ", "\"que ", "(de ", "(que "})
                if (has(text, std::string(before) + hole)) eliding.push_back(text);
    }
    CHECK(eliding == std::vector<std::string>{});
}
