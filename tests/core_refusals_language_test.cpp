// Issue 14: a French player never reads English in Muster's refusals — what an edit cannot do
// (2.5 ladders, an unknown section kind, a unit the roster lacks) and what is wrong in the
// player's own files (a roster, a siege plan) read in French, and still read in English.
#include <doctest/doctest.h>

#include <cerrno>
#include <regex>
#include <string>
#include <vector>

#include "muster/print/print_options.hpp"
#include "muster/print/printing.hpp"
#include "muster/report/report.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_file.hpp"
#include "muster/util/output_messages.hpp"
#include "muster/util/output_target.hpp"
#include "muster/text/render.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace core_refusals_language_test {

namespace {

// English words a French sentence never holds outside the player's quoted ids ('…', « … », <…>).
std::vector<std::string> english_words_in(const std::string& text) {
    const std::string unquoted = std::regex_replace(text, std::regex("[\\w-]+=\"[^\"]*\"|'[^']*'|«[^»]*»|<[^>]*>|\"[^\"]*\""), " ");
    static const std::vector<std::string> words = {"the",    "is",      "has",  "not",   "must",   "of",    "only",       "given",
                                                   "twice",  "known",   "use",  "needs", "bought", "whole", "unexpected", "expected",
                                                   "roster", "numbers", "kind", "item",  "unit",   "used"};
    std::vector<std::string> found;
    for (const std::string& word : words)
        if (std::regex_search(unquoted, std::regex("(^|[^A-Za-zÀ-ÿ])" + word + "([^A-Za-zÀ-ÿ]|$)", std::regex::icase))) found.push_back(word);
    return found;
}

// What an operation refuses, in a language.
template <typename Operation>
std::string refusal(Operation operation, Language language) {
    try {
        operation();
    } catch (const Error& e) { return e.in(language); }
    FAIL("the operation was not refused");
    return {};
}

void check_french(const std::string& fr) {
    INFO("French: " << fr);
    CHECK(english_words_in(fr).empty());
}

SiegePlan a_plan() { return new_siege_plan(bundled<SiegeKit>(), 1000, "Harfleur"); }

}  // namespace

TEST_CASE("core refusals: buying 2.5 ladders is refused in French with the kit's French words") {
    const auto buy = [] {
        SiegePlan plan = a_plan();
        set_purchase(plan, bundled<SiegeKit>(), "ladders", 2.5);
    };
    const std::string fr = refusal(buy, Language::french);
    check_french(fr);
    CHECK(fr.find("Échelles") != std::string::npos);
    CHECK(fr.find("socle") != std::string::npos);
    CHECK(fr.find("2,5") != std::string::npos);
    CHECK(refusal(buy, Language::english) == "Ladders is bought by the stand, in whole numbers, not 2.5");
}

TEST_CASE("core refusals: an unknown siege item, section kind and section are refused in French") {
    const SiegeKit& kit = bundled<SiegeKit>();
    const auto unknown_item = [&] {
        SiegePlan plan = a_plan();
        set_purchase(plan, kit, "ladder", 1);
    };
    const std::string item_fr = refusal(unknown_item, Language::french);
    check_french(item_fr);
    CHECK(item_fr.find("ladders") != std::string::npos);  // the near id is still offered
    CHECK(refusal(unknown_item, Language::english) == "the siege kit has no item 'ladder' (did you mean 'ladders'?)");

    const auto moat = [&] {
        SiegePlan plan = a_plan();
        add_section(plan, kit, "moat", 10, std::nullopt, 1);
    };
    check_french(refusal(moat, Language::french));
    CHECK(refusal(moat, Language::english) == "'moat' is not a kind of section; use wall, tower, barbican or gate");

    const auto wrong_structure = [&] {
        SiegePlan plan = a_plan();
        add_section(plan, kit, "wall", 10, 99, 1);
    };
    const std::string structure_fr = refusal(wrong_structure, Language::french);
    check_french(structure_fr);
    CHECK(structure_fr.find("Section de mur a 1 à 6 points de structure") != std::string::npos);
    CHECK(refusal(wrong_structure, Language::english).find("structure points (") != std::string::npos);

    const auto gone = [&] {
        SiegePlan plan = a_plan();
        remove_section(plan, "s9");
    };
    check_french(refusal(gone, Language::french));
    CHECK(refusal(gone, Language::english) == "the plan has no fortification section 's9'");

    const auto oversold = [&] {
        SiegePlan plan = a_plan();
        add_purchase(plan, kit, "ladders", -3);
    };
    CHECK(refusal(oversold, Language::french) == "l'assaillant n'a que 0 socle d'Échelles");
    CHECK(refusal(oversold, Language::english) == "the attacker holds only 0 stands of Ladders");
}

TEST_CASE("core refusals: roster edits on a unit or option the roster lacks are refused in French") {
    const Faction& french = *bundled_lists().faction("hyw-french");
    Roster roster = new_roster(french, 1000, "Ost");
    const std::string division = add_division(roster, "Bataille", true);
    const std::string knights = add_unit(roster, french, division, "mounted-knights");

    const auto no_unit = [&] { duplicate_unit(roster, "u99"); };
    check_french(refusal(no_unit, Language::french));
    CHECK(refusal(no_unit, Language::english) == "the roster has no unit 'u99'");

    const auto no_profile = [&] { add_unit(roster, french, division, "zzz-unknown"); };
    const std::string profile_fr = refusal(no_profile, Language::french);
    check_french(profile_fr);
    CHECK(refusal(no_profile, Language::english).find(" list has no unit 'zzz-unknown'") != std::string::npos);

    const auto no_option = [&] { set_options(roster, french, knights, {"pavise"}); };
    const std::string option_fr = refusal(no_option, Language::french);
    check_french(option_fr);
    CHECK(option_fr.find("Chevaliers montés") != std::string::npos);
    CHECK(refusal(no_option, Language::english).find("Mounted knights has no option 'pavise'") != std::string::npos);

    const auto no_division = [&] { set_commander(roster, "d9"); };
    check_french(refusal(no_division, Language::french));
    CHECK(refusal(no_division, Language::english).find("the roster has no division 'd9'") == 0);

    const auto bad_limit = [&] { set_points_limit(roster, -5); };
    check_french(refusal(bad_limit, Language::french));
}

TEST_CASE("core refusals: an unknown paper size and dice Muster cannot roll are refused in French") {
    const auto paper = [] { paper_from_name("a5"); };
    check_french(refusal(paper, Language::french));
    CHECK(refusal(paper, Language::english) == "paper size 'a5' is not known; use a4 or letter");

    const auto dice = [] {
        Dice d(1);
        std::vector<int> rolled;
        d.roll("3x", rolled);
    };
    const std::string dice_fr = refusal(dice, Language::french);
    check_french(dice_fr);
    CHECK(dice_fr.find("1\u00a0000\u00a0000") != std::string::npos);  // grouped with no-break spaces
    CHECK(refusal(dice, Language::english) == "'3x' is not dice Muster rolls: a whole number up to 1,000,000, D6 or up to 100D6");
}

TEST_CASE("core refusals: a roster file's duplicate id and unexpected element are reported in French") {
    const std::string text =
        "<roster system=\"hail-caesar\" faction=\"hyw-french\" points-limit=\"1000\">\n"
        "  <division id=\"d1\"><unit id=\"d1\" ref=\"mounted-knights\"/><regiment/></division>\n"
        "  <banner/>\n"
        "</roster>\n";
    Report report;
    CHECK_FALSE(parse_roster(text, "bad.roster.xml", report));
    const std::string fr = format_human(report, Language::french);
    INFO(fr);
    CHECK(report.count(Severity::error) == 3);
    for (const Diagnostic& d : report.diagnostics()) check_french(diagnostic_text(d, Language::french));
    const std::string en = format_human(report, Language::english);
    CHECK(en.find("id 'd1' is used twice in this roster") != std::string::npos);
    CHECK(en.find("unexpected <regiment> in <division>; expected <unit>") != std::string::npos);
    CHECK(en.find("unexpected <banner> in <roster>; expected <division> or <notes>") != std::string::npos);
}

TEST_CASE("core refusals: a siege plan file without its defender is reported in French") {
    const std::string text =
        "<siege-plan kit=\"warmaster-medieval-siege\">\n"
        "  <duration months=\"2\" dice=\"7\"/>\n"
        "  <fortifications><section id=\"s1\" length-cm=\"10\" structure=\"3\"/>"
        "<section id=\"s1\" kind=\"wall\" length-cm=\"10\" structure=\"3\"/></fortifications>\n"
        "</siege-plan>\n";
    Report report;
    CHECK_FALSE(parse_siege_plan(text, "bad.siege.xml", report));
    INFO(format_human(report, Language::french));
    CHECK(report.count(Severity::error) == 4);
    for (const Diagnostic& d : report.diagnostics()) check_french(diagnostic_text(d, Language::french));
    const std::string en = format_human(report, Language::english);
    CHECK(en.find("<siege-plan> needs a <defender points=\"…\"> element") != std::string::npos);
    CHECK(en.find("dice=\"7\" must list D6 results from 1 to 6") != std::string::npos);
    CHECK(en.find("section id 's1' is used twice") != std::string::npos);
    CHECK(en.find("<section> needs kind=\"wall|tower|barbican|gate\"") != std::string::npos);

    Report wrong;
    CHECK_FALSE(parse_siege_plan("<roster/>", "r.xml", wrong));
    check_french(format_human(wrong, Language::french));
    CHECK(format_human(wrong).find("this is not a siege plan: expected <siege-plan>, found <roster>") != std::string::npos);
}

TEST_CASE("core refusals: a missing file and an unknown card template are refused in French") {
    const auto missing = [] { read_input_file_or_throw("no-such-folder-muster/plan.siege.xml", max_xml_file_bytes); };
    const std::string fr = refusal(missing, Language::french);
    check_french(fr);
    CHECK(fr == "no-such-folder-muster/plan.siege.xml : le fichier n'existe pas");
    CHECK(refusal(missing, Language::english) == "no-such-folder-muster/plan.siege.xml: the file does not exist");

    const auto card = [] {
        PrintOptions options;
        print_card("zzz-no-such-card", bundled_lists(), options, "never-written.pdf");
    };
    const std::string card_fr = refusal(card, Language::french);
    check_french(card_fr);
    CHECK(card_fr.find("pas de modèle de carte « zzz-no-such-card »") == 0);
    CHECK(refusal(card, Language::english).find("no card template 'zzz-no-such-card'") == 0);
}

TEST_CASE("core refusals: a list author's faction file is reported in French") {
    ListLibrary lists;
    Report report;
    auto system = parse_game_system(test_system_xml(), "test-system.xml", report);
    REQUIRE_MESSAGE(system, format_human(report));
    lists.add(std::move(*system));
    std::string faction_xml = test_faction_xml(R"(<unit-limit id="r-none" group="knights"/>)");
    faction_xml.replace(faction_xml.find("system=\"test\""), 13, "system=\"tset\"");
    Report found;
    CHECK_FALSE(parse_faction(faction_xml, "test-faction.xml", lists, found));
    REQUIRE_FALSE(found.empty());
    for (const Diagnostic& d : found.diagnostics()) check_french(diagnostic_text(d, Language::french));
    const std::string fr = format_human(found, Language::french);
    CHECK(fr.find("le système de jeu « tset » n'est pas installé (vouliez-vous dire « test » ?)") != std::string::npos);
    CHECK(fr.find("<unit-limit> demande min=") != std::string::npos);
    const std::string en = format_human(found, Language::english);
    CHECK(en.find("game system 'tset' is not installed (did you mean 'test'?)") != std::string::npos);
    CHECK(en.find("<unit-limit> needs min=\"…\" or max=\"…\"") != std::string::npos);
}

TEST_CASE("core refusals: a file that cannot be written is refused in French, with the system's reason") {
    const auto into_missing_folder = [] { checked_output_target("no-such-folder-muster/sheet.pdf"); };
    const std::string fr = refusal(into_missing_folder, Language::french);
    check_french(fr);
    CHECK(fr == "impossible d'écrire no-such-folder-muster/sheet.pdf : le dossier no-such-folder-muster n'existe pas");
    CHECK(refusal(into_missing_folder, Language::english) == "cannot write no-such-folder-muster/sheet.pdf: the folder no-such-folder-muster does not exist");
    // The system's reasons Muster knows read French too; English keeps the system's own words.
    CHECK(render_message(output_message("sheet.pdf", system_reason_message(EACCES)), Language::french) == "impossible d'écrire sheet.pdf : permission refusée");
    CHECK(render_message(output_message("sheet.pdf", system_reason_message(ENOSPC)), Language::english) == "cannot write sheet.pdf: no space left on device");
    CHECK(render_message(system_reason_message(EACCES), Language::english) == system_reason(EACCES));
    // Every reason the catalogue knows: the system's own English words, and French words of their own.
    for (int error_number : {ENOENT,  EACCES, ENOSPC,    EDQUOT, EROFS,  EISDIR, ENOTDIR, EEXIST, ENAMETOOLONG, EMFILE, EIO,    ELOOP,  EFBIG,    EBUSY,
                             ETXTBSY, EXDEV,  ENOTEMPTY, EINVAL, ENOMEM, EAGAIN, ENODEV,  ENXIO,  EBADF,        EPIPE,  ESTALE, ENOLCK, ETIMEDOUT}) {
        INFO("errno ", error_number, ": ", system_reason(error_number));
        CHECK(render_message(system_reason_message(error_number), Language::english) == system_reason(error_number));
        CHECK(render_message(system_reason_message(error_number), Language::french) != system_reason(error_number));
    }
}

}  // namespace core_refusals_language_test
