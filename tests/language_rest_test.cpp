// The rest of issue 14's leftovers: the XML door's refusals, the French colon after a finding's
// severity, elision before ids, the validate summary's counts, saved findings in the reader's
// language and the CLI's argument refusals.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>
#include <string>

#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include "muster/campaign/campaign.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/report/report.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/util/error.hpp"
#include "muster/text/render.hpp"
#include "muster/util/input_file.hpp"
#include "muster/util/name_fault_text.hpp"
#include "muster/util/utf8.hpp"
#include "muster/xml/xml_source.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace language_rest_test {

namespace {

// The findings of reading `text` as XML, in a language.
std::string read_xml(const std::string& text, Language language) {
    Report report;
    XmlSource::from_text(text, "m.xml", report);
    return format_human(report, language);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A fresh folder for one test's files.
fs::path scratch_folder() { return fresh_temp_folder("lang-rest"); }

}  // namespace

TEST_CASE("language rest: a tag closed by the wrong end tag names both tags, in English and French") {
    const std::string en = read_xml("<a>\n<b>\n</a>\n", Language::english);
    CHECK(has(en, "m.xml:3:3: error: malformed XML: </a> closes <b>; expected </b>\n"));
    CHECK_FALSE(has(en, "[xml.parse]"));  // a message id is for --json and --explain (issue 28)
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
        {"<a>\n<b\n", "a start tag is not closed; expected '>' or '/>' after its name and attributes", "une balise ouvrante n'est pas fermée"},
        {"<a>\n<b x=1/></a>", "an attribute is malformed; expected name=\"value\", the value in quotes", "un attribut est mal formé"},
        {"<a>< b/></a>", "'<' starts no tag; a tag name follows '<' at once (write &lt; for a '<' in text)", "« < » n'ouvre aucune balise"},
        {"<a><!-- x </a>", "a comment is not closed; expected '-->'", "un commentaire n'est pas fermé"},
        {"<a><![CDATA[ x </a>", "a CDATA section is not closed; expected ']]>'", "une section CDATA n'est pas fermée"},
        {"<a><? x </a>", "a processing instruction is not closed; expected '?>'", "une instruction de traitement n'est pas fermée"},
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
    CHECK(has(read_xml("<a>caf\xE9</a>", Language::english), "m.xml:1:7: error: the file is not valid UTF-8 (byte 6); save it as UTF-8 and try again"));
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
    CHECK(has(format_human(missing, Language::french), "none.roster.xml: erreur : le fichier n'existe pas\n"));
    CHECK(has(format_human(missing, Language::english), "none.roster.xml: error: the file does not exist\n"));
    Report a_folder;
    XmlSource::load_file(folder, a_folder);
    CHECK(has(format_human(a_folder, Language::french), "c'est un dossier, pas un fichier ; Muster ne lit que des fichiers ordinaires"));
    CHECK(has(format_human(a_folder, Language::english), "this is a folder, not a file; Muster reads regular files only"));
    fs::remove_all(folder);
}

TEST_CASE("language rest: a French finding puts a space before the colon after its severity, English stays as it was") {
    Report report;
    report.warning_at(
        {"f.xml", 4, 1}, "x.y",
        message(MUSTER_MESSAGE("xml.encoding", "the file is not valid UTF-8 (byte {byte}); save it as UTF-8 and try again")).with("byte", IntegerValue{3}));
    report.error_at({"f.xml", 0, 0}, "x.z", std::string("plain"));
    CHECK(format_human(report, Language::english) ==
          "f.xml:4:1: warning: the file is not valid UTF-8 (byte 3); save it as UTF-8 and try again\n"
          "f.xml: error: plain\n");
    const std::string fr = format_human(report, Language::french);
    CHECK(has(fr, "f.xml:4:1: avertissement : le fichier n'est pas en UTF-8 valide (octet 3)"));
    CHECK(has(fr, "f.xml: erreur : plain\n"));
    // Explained (muster-cli --explain), each finding ends with its rule's id.
    set_findings_explained(true);
    const std::string explained = format_human(report, Language::english);
    set_findings_explained(false);
    CHECK(explained ==
          "f.xml:4:1: warning: the file is not valid UTF-8 (byte 3); save it as UTF-8 and try again [x.y]\n"
          "f.xml: error: plain [x.z]\n");
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

    // A command that stops on it says so in French too.
    const CommandResult print = run_command(cli() + " --lang fr print summary " + bad.string() + " -o " + (folder / "s.pdf").string() + " 2>&1");
    CHECK(print.status == 2);
    CHECK(has(print.output, "muster-cli: impossible de lire " + bad.string() + " :\n" + bad.string() + ":5:1: erreur : XML mal formé"));
    const CommandResult edit = run_command(cli() + " --lang fr roster set " + bad.string() + " -p 300 2>&1");
    CHECK(edit.status == 2);
    CHECK(has(edit.output, "muster-cli: impossible de modifier " + bad.string() + " :\n"));
    CHECK(has(run_command(cli() + " --lang en roster set " + bad.string() + " -p 300 2>&1").output,
              "muster-cli: cannot edit " + bad.string() + ":\n" + bad.string() + ":5:1: error: malformed XML"));

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
    const std::string many_fr = run_command(cli() + " --lang fr validate " + illegal + " " + illegal + " " + missing + " " + missing + " 2>&1").output;
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

TEST_CASE("language rest: a name argument too long is refused in French and no roster is written") {
    const fs::path folder = scratch_folder();
    const std::string file = (folder / "o.roster.xml").string();
    const std::string name(201, 'a');
    const CommandResult fr = run_command(cli() + " --lang fr roster new " + file + " --faction hyw-french -p 500 --name " + name + " 2>&1");
    CHECK(fr.status == 2);
    CHECK(has(fr.output, "--name\u00a0: la valeur dépasse 200 caractères"));
    CHECK(!has(fr.output, "longer than"));
    const CommandResult en = run_command(cli() + " --lang en roster new " + file + " --faction hyw-french -p 500 --name " + name + " 2>&1");
    CHECK(has(en.output, "the value is longer than 200 characters"));
    CHECK(!fs::exists(file));
    fs::remove_all(folder);
}

TEST_CASE("language rest: a name's fault is said in French") {
    CHECK(render_message(name_fault_meaning(NameFault::not_utf8, message(MUSTER_MESSAGE("names.army", "the army name")), "caf\xE9"), Language::french)
              .find("n'est pas un texte UTF-8 valide") != std::string::npos);
    CHECK(name_fault_message(NameFault::too_long, "the army name", "x") == "the army name is longer than 200 characters");
}

TEST_CASE("language rest: French never elides de before an id") {
    const MessageText options_of = MUSTER_MESSAGE("roster.field.options-of", "options of {id}");
    const std::string fr = render_message(message(options_of).with("id", VerbatimValue{"u1"}), Language::french);
    CHECK(fr == "options de l'unité u1");
    CHECK(!has(fr, "d'u1"));
    const MessageText name_of = MUSTER_MESSAGE("roster.field.division-name", "name of {id}");
    CHECK(render_message(message(name_of).with("id", VerbatimValue{"avant-garde"}), Language::french) == "nom de la division avant-garde");

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

namespace {

// The bundled lists with the French list asking knights for at least `share` % (50 in the book).
ListLibrary lists_with_knights_share(const std::string& share) {
    ListLibrary changed;
    Report report;
    changed.add(*load_game_system(source_path("lists/hail-caesar-hyw/system.xml"), report));
    std::ifstream in(source_path("lists/hail-caesar-hyw/factions/french.xml"));
    std::stringstream text;
    text << in.rdbuf();
    std::string xml = text.str();
    const std::string rule = "group=\"knights\" min=\"50\"";
    const auto at = xml.find(rule);
    REQUIRE(at != std::string::npos);
    xml.replace(at, rule.size(), "group=\"knights\" min=\"" + share + "\"");
    auto faction = parse_faction(xml, "french.xml", changed, report);
    REQUIRE(faction);
    changed.add(std::move(*faction));
    return changed;
}

// A saved verdict with `field` taken out of every finding, as versions saved before it was kept hold it.
std::string without(const std::string& verdict_json, const char* field) {
    nlohmann::json verdict = nlohmann::json::parse(verdict_json);
    for (nlohmann::json& m : verdict["messages"]) m.erase(field);
    return verdict.dump();
}

}  // namespace

TEST_CASE("language rest: a finding saved with a roster version is shown again in the reader's language") {
    const fs::path folder = scratch_folder();
    Campaign c = Campaign::create(folder / "c.muster-campaign", "Langues", "hail-caesar-hyw", "", "test");
    const auto army = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
    Report report;
    const std::optional<Roster> roster = load_roster(source_path("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml"), report);
    REQUIRE(roster);
    c.save_roster_version(army, *roster, bundled_lists(), "", "test");
    const RosterVersionRecord saved = c.roster_version(army, 1);
    CHECK_FALSE(saved.legal);

    // The same lists: the finding then is the finding now, in whatever language either is read.
    const RosterComparison same = Campaign::compare_with_current_lists(saved, bundled_lists());
    CHECK(same.findings_gone.empty());
    CHECK(same.findings_new.empty());

    // Lists that no longer ask as much: the finding is gone, and shown in French.
    const RosterComparison eased = Campaign::compare_with_current_lists(saved, lists_with_knights_share("10"));
    REQUIRE(eased.findings_gone.size() == 1);
    CHECK(eased.legal_now);
    const std::string fr = saved_finding_text(eased.findings_gone[0], Language::french);
    CHECK(has(fr, "la liste « Français » en exige au moins 50,0"));
    CHECK(!has(fr, "requires"));
    CHECK(saved_finding_text(eased.findings_gone[0], Language::english) == eased.messages_gone[0]);
    CHECK(has(eased.messages_gone[0], "the French list requires at least 50.0"));

    // A version saved with ids but not yet with meanings is still matched by id and arguments,
    // even when its English wording was another.
    RosterVersionRecord with_ids = saved;
    with_ids.verdict_json = without(saved.verdict_json, "meaning");
    nlohmann::json reworded = nlohmann::json::parse(with_ids.verdict_json);
    for (nlohmann::json& m : reworded["messages"]) m["text"] = "an older English wording";
    with_ids.verdict_json = reworded.dump();
    const RosterComparison by_id = Campaign::compare_with_current_lists(with_ids, bundled_lists());
    CHECK(by_id.findings_gone.empty());
    CHECK(by_id.findings_new.empty());
    // Its gone findings are shown as saved.
    const RosterComparison old_gone = Campaign::compare_with_current_lists(with_ids, lists_with_knights_share("10"));
    REQUIRE(old_gone.findings_gone.size() == 1);
    CHECK_FALSE(old_gone.findings_gone[0].meaning);
    CHECK(saved_finding_text(old_gone.findings_gone[0], Language::french) == "an older English wording");

    // A version saved before findings had ids is matched by its English text.
    RosterVersionRecord texts_only = saved;
    texts_only.verdict_json = without(without(saved.verdict_json, "meaning"), "message");
    const RosterComparison by_text = Campaign::compare_with_current_lists(texts_only, bundled_lists());
    CHECK(by_text.findings_gone.empty());
    CHECK(by_text.findings_new.empty());

    // A saved meaning whose wording asks for more than a hole is not trusted: the text is shown.
    RosterVersionRecord hostile = saved;
    nlohmann::json padded = nlohmann::json::parse(saved.verdict_json);
    for (nlohmann::json& m : padded["messages"]) m["meaning"]["text"] = "{measure:>999999999}";
    hostile.verdict_json = padded.dump();
    const RosterComparison refused = Campaign::compare_with_current_lists(hostile, lists_with_knights_share("10"));
    REQUIRE(refused.findings_gone.size() == 1);
    CHECK_FALSE(refused.findings_gone[0].meaning);
    CHECK(has(saved_finding_text(refused.findings_gone[0], Language::french), "requires at least 50.0"));
    fs::remove_all(folder);
}

TEST_CASE("language rest: muster-cli --lang fr campaign history --compare shows saved findings in French, old ones with a note") {
    const fs::path folder = scratch_folder();
    const std::string file = (folder / "c.muster-campaign").string();
    const std::string campaign = cli() + " campaign -f " + file + " --as Élise ";
    REQUIRE(run_command(cli() + " campaign create " + file + " -n Langues").status == 0);
    REQUIRE(run_command(campaign + "add-player Élise").status == 0);
    REQUIRE(run_command(campaign + "add-army Ost -p Élise --faction hyw-french").status == 0);
    const std::string roster = source_path("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml").string();
    REQUIRE(run_command(campaign + "save-roster Ost " + roster + " 2>&1").status == 0);

    // Today's lists, with the knights' share eased, in a folder of their own.
    const fs::path lists = folder / "lists";
    fs::create_directories(lists);
    fs::copy(source_path("lists/hail-caesar-hyw"), lists / "hail-caesar-hyw", fs::copy_options::recursive);
    const fs::path french = lists / "hail-caesar-hyw" / "factions" / "french.xml";
    std::stringstream text;
    text << std::ifstream(french).rdbuf();
    std::string xml = text.str();
    const std::string rule = "group=\"knights\" min=\"50\"";
    REQUIRE(xml.find(rule) != std::string::npos);
    xml.replace(xml.find(rule), rule.size(), "group=\"knights\" min=\"10\"");
    std::ofstream(french, std::ios::trunc) << xml;
    const std::string compare = cli() + " --lists " + lists.string() + " --lang fr campaign -f " + file + " history Ost --version 1 --compare 2>/dev/null";

    const std::string fr = run_command(compare).output;
    CHECK(has(fr, "la liste « Français » en exige au moins 50,0"));
    CHECK(!has(fr, "requires"));
    CHECK(!has(fr, "enregistrée avant"));

    // The same version as an older Muster saved it: its findings as English text only.
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(file.c_str(), &db) == SQLITE_OK);
    sqlite3_stmt* read = nullptr;
    REQUIRE(sqlite3_prepare_v2(db, "SELECT verdict_json FROM roster_version WHERE version = 1", -1, &read, nullptr) == SQLITE_OK);
    REQUIRE(sqlite3_step(read) == SQLITE_ROW);
    const std::string old = without(without(reinterpret_cast<const char*>(sqlite3_column_text(read, 0)), "meaning"), "message");
    sqlite3_finalize(read);
    sqlite3_stmt* write = nullptr;
    REQUIRE(sqlite3_prepare_v2(db, "UPDATE roster_version SET verdict_json = ? WHERE version = 1", -1, &write, nullptr) == SQLITE_OK);
    sqlite3_bind_text(write, 1, old.c_str(), -1, SQLITE_TRANSIENT);
    REQUIRE(sqlite3_step(write) == SQLITE_DONE);
    sqlite3_finalize(write);
    sqlite3_close(db);

    const std::string old_fr = run_command(compare).output;
    CHECK(has(old_fr, "the French list requires at least 50.0"));
    const std::string note = "enregistrée avant que Muster garde le sens de ses constats";
    CHECK(has(old_fr, note));
    CHECK(old_fr.find(note) == old_fr.rfind(note));  // said once
    fs::remove_all(folder);
}

TEST_CASE("language rest: a bad attribute value is refused in French") {
    Report report;
    parse_roster(
        "<roster format=\"1\" system=\"hail-caesar-hyw\" faction=\"hyw-french\" points-limit=\"lots\">\n"
        "<division id=\"d1\"><unit ref=\"x\"/></division>\n</roster>\n",
        "r.roster.xml", report);
    const std::string fr = format_human(report, Language::french);
    CHECK(has(fr, "r.roster.xml:1:66: erreur : points-limit=\"lots\" de <roster> n'est pas un nombre"));
    CHECK(has(fr, "erreur : <unit> demande l'attribut id=\"…\""));
    const std::string en = format_human(report, Language::english);
    CHECK(has(en, "r.roster.xml:1:66: error: points-limit=\"lots\" of <roster> is not a number"));
    CHECK(has(en, "error: <unit> needs the attribute id=\"…\""));
}

TEST_CASE("language rest: a document of another kind is named in French by every loader") {
    const fs::path folder = scratch_folder();
    const fs::path wrong = folder / "wrong.xml";
    std::ofstream(wrong) << "<shopping-list/>\n";
    const std::string plan = run_command(cli() + " --lang fr siege show " + wrong.string() + " 2>&1").output;
    CHECK(has(plan, "erreur : ce n'est pas un plan de siège : <siege-plan> attendu, <shopping-list> trouvé"));
    const std::string army = run_command(cli() + " --lang fr wfb3 army " + wrong.string() + " 2>&1").output;
    CHECK(has(army, "erreur : <wfb3-army> attendu, <shopping-list> trouvé"));
    const std::string english = run_command(cli() + " --lang en wfb3 army " + wrong.string() + " 2>&1").output;
    CHECK(has(english, "error: expected <wfb3-army>, found <shopping-list>"));
    Report report;
    ListLibrary lists;
    CHECK_FALSE(parse_faction("<shopping-list/>", "f.xml", lists, report));
    CHECK(has(format_human(report, Language::french), "<faction> attendu comme élément racine, <shopping-list> trouvé"));
    fs::remove_all(folder);
}

TEST_CASE("language rest: a roster edit that cannot be done is refused in French") {
    const Faction* french = bundled_lists().faction("hyw-french");
    REQUIRE(french != nullptr);
    Roster roster = new_roster(*french, 1000, "Ost");
    const std::string division = add_division(roster, "Avant-garde");
    const auto refusal = [](const std::function<void()>& edit, Language language) {
        try {
            edit();
        } catch (const Error& e) { return e.in(language); }
        return std::string("done");
    };
    const auto typo = [&] { add_unit(roster, *french, division, "mounted-knigts"); };
    CHECK(has(refusal(typo, Language::french), "la liste « Français » n'a pas d'unité « mounted-knigts » (vouliez-vous dire « mounted-knights »"));
    CHECK(has(refusal(typo, Language::french), "» ?)"));
    CHECK(has(refusal(typo, Language::english), "the French list has no unit 'mounted-knigts' (did you mean 'mounted-knights'"));
    const std::string id = add_unit(roster, *french, division, "mounted-knights");
    const auto option = [&] { set_options(roster, *french, id, {"pavise"}); };
    CHECK(has(refusal(option, Language::french), "Chevaliers montés n'a pas d'option « pavise »"));
    CHECK(has(refusal(option, Language::english), "Mounted knights has no option 'pavise'"));
    const auto missing = [&] { remove_entry(roster, "u99"); };
    CHECK(refusal(missing, Language::french) == "la liste d'armée n'a ni unité ni division « u99 »");
    const auto named = [&] { rename_division(roster, division, "caf\xE9"); };
    CHECK(has(refusal(named, Language::french), "le nom de la division « caf\\xE9 » n'est pas un texte UTF-8 valide"));
    CHECK(has(refusal(named, Language::english), "the division name \"caf\\xE9\" is not valid UTF-8 text"));
}

TEST_CASE("language rest: a siege plan edit that cannot be done is refused in French") {
    const fs::path folder = scratch_folder();
    const std::string plan = (folder / "p.siege.xml").string();
    REQUIRE(run_command(cli() + " siege new " + plan + " --defender-points 1000 2>&1").status == 0);
    const auto french = [&](const std::string& args) { return run_command(cli() + " --lang fr siege " + args + " 2>&1").output; };
    CHECK(has(french("buy " + plan + " siege-towr 1"), "le kit de siège n'a pas d'élément « siege-towr » (vouliez-vous dire « siege-tower » ?)"));
    CHECK(has(french("sell " + plan + " siege-tower 3"), "l'assaillant n'a que 0 tour de Tour de siège"));
    CHECK(has(french("buy " + plan + " siege-tower 1.5"), "Tour de siège s'achète par tour, en nombres entiers, pas 1,5"));
    CHECK(has(french("remove-section " + plan + " s9"), "le plan n'a pas de section de fortification « s9 »"));
    CHECK(has(french("fortify " + plan + " --kind wall --length 10 --structure 99"), "pas 99"));
    const std::string english = run_command(cli() + " --lang en siege sell " + plan + " siege-tower 3 2>&1").output;
    CHECK(has(english, "the attacker holds only 0 towers of Siege tower"));
    fs::remove_all(folder);
}

TEST_CASE("language rest: a roster's unknown units, options, faction and list revision are told in French") {
    const fs::path folder = scratch_folder();
    const fs::path roster = folder / "units.roster.xml";
    std::ofstream(roster) << "<roster format=\"1\" system=\"hail-caesar-hyw\" faction=\"hyw-french\" points-limit=\"1000\">\n"
                             "<division id=\"d1\"><unit id=\"u1\" ref=\"mounted-knigts\"/>"
                             "<unit id=\"u2\" ref=\"mounted-knights\"><option ref=\"pavise\"/></unit></division>\n</roster>\n";
    const std::string fr = run_command(cli() + " --lang fr validate " + roster.string() + " 2>&1").output;
    CHECK(has(fr, "erreur : L'unité u1 est un « mounted-knigts », que la liste « Français » (révision 2) n'a pas"));
    CHECK(has(fr, "correction : la remplacer par « mounted-knights », ou la retirer"));
    CHECK(has(fr, "L'unité u2 (Chevaliers montés) prend l'option « pavise »"));
    CHECK(has(fr, "avertissement : La liste d'armée a été faite sur la révision 0 de la liste « Français »"));
    const std::string en = run_command(cli() + " --lang en validate " + roster.string() + " 2>&1").output;
    CHECK(has(en, "error: Unit u1 is a 'mounted-knigts', which the French list (revision 2) does not have; it is kept as written and counts 0 pts"));
    CHECK(has(en, "fix: replace it with 'mounted-knights', or remove it"));

    const fs::path stranger = folder / "stranger.roster.xml";
    std::ofstream(stranger) << "<roster format=\"1\" system=\"hail-caesar-hyw\" faction=\"hyw-nobody\" points-limit=\"1000\">\n"
                               "<division id=\"d1\"/>\n</roster>\n";
    const CommandResult print = run_command(cli() + " --lang fr print roster " + stranger.string() + " -o " + (folder / "s.pdf").string() + " 2>&1");
    CHECK(print.status == 2);
    CHECK(has(print.output, "impossible d'imprimer : La liste d'armée est pour la faction « hyw-nobody », qui n'est pas installée"));
    fs::remove_all(folder);
}

}  // namespace language_rest_test
