// A card template names its languages by code: <wording lang="…">, <translation lang="…"> and
// name-<code> titles. A deck may carry words for a language Muster does not have yet; they are read
// and wait unused until that language is asked for.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "muster/print/printing.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace card_languages_test {

namespace {

fs::path scratch(const std::string& name) {
    static const fs::path dir = fresh_temp_folder("card-languages");
    return dir / name;
}

// The printed text with every run of white space (line ends, no-break spaces) made one space.
std::string printed_text(const fs::path& pdf) {
    const std::string raw = run_command("pdftotext -raw " + pdf.string() + " - 2>/dev/null").output;
    std::string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const bool nbsp = raw.compare(i, 2, "\xC2\xA0") == 0;
        const bool space = nbsp || std::isspace(static_cast<unsigned char>(raw[i])) != 0;
        if (nbsp) ++i;
        if (!space) out += raw[i];
        else if (!out.empty() && out.back() != ' ') out += ' ';
    }
    return out;
}

// A one-card deck from the Hail Caesar panic results, worded in French and in German.
const char* const three_languages = R"xml(<?xml version="1.0" encoding="UTF-8"?>
<card id="panic-three" name="Panic" name-fr="Panique" name-de="Panik">
  <source system="hail-caesar-hyw"/>
  <table ref="panic-results"/>
  <text name="Dice" name-fr="Dés" name-de="Würfel">
    <en>Roll two dice.</en>
    <translation lang="de">Zwei Würfel werfen.</translation>
    <translation lang="fr">Lancez deux dés.</translation>
  </text>
  <wording lang="de"><say en="Break if shaken">Bruch wenn erschüttert</say></wording>
  <wording lang="fr"><say en="Break if shaken">Déroute si ébranlée</say></wording>
</card>
)xml";

std::string printed_in(const std::string& deck, Language language, const std::string& name) {
    PrintOptions options;
    options.language = language;
    options.card_layout = CardLayout::full_page;
    const fs::path pdf = scratch(name);
    print_card_text(deck, "three.xml", bundled_lists(), options, pdf);
    return printed_text(pdf);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("card languages: a deck worded in a language Muster does not have yet prints in English and in French, without those words") {
    const std::string en = printed_in(three_languages, Language::english, "three-en.pdf");
    CHECK(has(en, "Panic"));
    CHECK(has(en, "Roll two dice."));
    CHECK(has(en, "Break if shaken"));
    const std::string fr = printed_in(three_languages, Language::french, "three-fr.pdf");
    CHECK(has(fr, "Panique"));
    CHECK(has(fr, "Dés"));
    CHECK(has(fr, "Lancez deux dés."));
    CHECK(has(fr, "Déroute si ébranlée"));
    CHECK_FALSE(has(fr, "Break if shaken"));
    for (const std::string& printed : {en, fr})
        for (const char* german : {"Panik", "Würfel", "Zwei", "Bruch", "erschüttert"}) CHECK_MESSAGE(!has(printed, german), german);
    for (const char* french : {"Panique", "Lancez", "Déroute"}) CHECK_MESSAGE(!has(en, french), french);
}

TEST_CASE("card languages: a word given twice for the language asked is refused with its place and language, other languages print") {
    const std::string twice = R"xml(<card id="twice" name="Panic" name-fr="Panique">
  <source system="hail-caesar-hyw"/>
  <table ref="panic-results"/>
  <wording lang="fr"><say en="Break">Déroute</say></wording>
  <wording lang="fr">
    <say en="Break">Rupture</say>
  </wording>
</card>
)xml";
    CHECK_THROWS_WITH_AS(printed_in(twice, Language::french, "twice-fr.pdf"), "three.xml:6:10: the wording of 'Break' for language fr is given twice", Error);
    try {
        printed_in(twice, Language::french, "twice-fr.pdf");
        FAIL("a word given twice was printed");
    } catch (const Error& e) { CHECK(e.in(Language::french) == "three.xml:6:10 : la traduction de « Break » en langue fr est donnée deux fois"); }
    CHECK(has(printed_in(twice, Language::english, "twice-en.pdf"), "Break"));
}

TEST_CASE("card languages: a text with two translations for one language, or a wording or translation with no language, is refused") {
    const std::string two = R"xml(<card id="two" name="Dice">
  <source system="hail-caesar-hyw"/>
  <text name="Dice">
    <en>Roll two dice.</en>
    <translation lang="fr">Lancez deux dés.</translation>
    <translation lang="fr">Jetez deux dés.</translation>
  </text>
</card>
)xml";
    CHECK_THROWS_WITH_AS(printed_in(two, Language::english, "two.pdf"), "three.xml:6:18: the <text> has a second translation for language fr", Error);
    const std::string untagged = R"xml(<card id="untagged" name="Dice">
  <source system="hail-caesar-hyw"/>
  <text name="Dice"><en>Roll two dice.</en><translation>Lancez deux dés.</translation></text>
</card>
)xml";
    CHECK_THROWS_WITH_AS(printed_in(untagged, Language::french, "untagged.pdf"),
                         doctest::Contains("three.xml:3:44: <translation> needs a lang attribute naming its language"), Error);
    const std::string bare = R"xml(<card id="bare" name="Dice">
  <source system="hail-caesar-hyw"/>
  <table ref="panic-results"/>
  <wording><say en="Break">Déroute</say></wording>
</card>
)xml";
    CHECK_THROWS_WITH_AS(printed_in(bare, Language::english, "bare.pdf"),
                         doctest::Contains("three.xml:4:3: <wording> needs a lang attribute naming its language"), Error);
}

TEST_CASE("card languages: the older French-only forms are refused, naming the forms that replaced them") {
    const std::string group = R"xml(<card id="old" name="Panic">
  <source system="hail-caesar-hyw"/>
  <table ref="panic-results"/>
  <french><say en="Break">Déroute</say></french>
</card>
)xml";
    CHECK_THROWS_WITH_AS(
        printed_in(group, Language::french, "old-group.pdf"),
        doctest::Contains(
            "three.xml:4:3: <french> is not a card block; expected <heading>, <table>, <special-rules>, <siege-items>, <text> or <wording lang=\"…\">"),
        Error);
    const std::string block = R"xml(<card id="old" name="Dice">
  <source system="hail-caesar-hyw"/>
  <text name="Dice"><en>Roll two dice.</en><fr>Lancez deux dés.</fr></text>
</card>
)xml";
    CHECK_THROWS_WITH_AS(printed_in(block, Language::french, "old-block.pdf"),
                         doctest::Contains("three.xml:3:44: <fr> is not part of a <text>; expected <en> then <translation lang=\"…\">"), Error);
}

TEST_CASE("card languages: a title is read in the language asked by its code, English standing in, the original beside the English") {
    const LocalisedName panic = LocalisedName{"Panic"}.with(Language::french, "Panique").with(Language("de"), "Panik");
    CHECK(panic.in(Language::french) == "Panique");
    CHECK(panic.in(Language("de")) == "Panik");
    CHECK(panic.in(Language::english) == "Panic");
    CHECK(panic.both() == "Panic (Panique)");  // the first translation the data gives: the sources' words
    const LocalisedName english_only = LocalisedName{"Orders"}.with(Language("de"), "Orders");
    CHECK(english_only.in(Language::french) == "Orders");
    CHECK(english_only.both() == "Orders");
    CHECK(LocalisedName{"Melee (close combat)"}.with(Language::french, "Corps à corps").both() == "Melee (close combat) — Corps à corps");
}

TEST_CASE("card languages: print cards lists each deck and card with its English name and a name_<code> per language") {
    const CommandResult listed = run_command(cli() + " --json print cards");
    REQUIRE(listed.status == 0);
    const nlohmann::json decks = nlohmann::json::parse(listed.output)["decks"];
    const auto siege = std::find_if(decks.begin(), decks.end(), [](const nlohmann::json& d) { return d["id"] == "warmaster-siege"; });
    REQUIRE(siege != decks.end());
    CHECK((*siege)["name"] == "Warmaster Medieval — siege");
    CHECK((*siege)["name_fr"] == "Warmaster Medieval — siège");
    const nlohmann::json& first = (*siege)["cards"].at(0);
    CHECK(first["name"] == "Preparation and budget");
    CHECK(first["name_fr"] == "Préparation et budget");
    const std::string text = run_command(cli() + " print cards").output;
    CHECK(has(text, "warmaster-siege-preparation  Preparation and budget (Préparation et budget)"));
}

}  // namespace card_languages_test
