// Messages in the player's language: catalogue wording, plural forms, numbers written the
// local way, and a bad message never throwing.
#include <doctest/doctest.h>

#include <cstdlib>

#include "muster/text/catalogue.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/numbers.hpp"
#include "muster/text/render.hpp"
#include "muster/text/vocabulary.hpp"

using namespace muster;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace text_catalogue_test {

namespace {
const std::string nbsp = "\u00A0";
}

TEST_CASE("numbers: points and shares are written the English and the French way") {
    CHECK(write_points(1000, Language::english) == "1,000 pts");
    CHECK(write_points(1000, Language::french) == "1" + nbsp + "000" + nbsp + "pts");
    CHECK(write_points(12.5, Language::french) == "12,5" + nbsp + "pts");
    CHECK(write_percent(0.5, 1, Language::english) == "50.0 %");
    CHECK(write_percent(0.5, 1, Language::french) == "50,0" + nbsp + "%");
    CHECK(write_integer(1234567, Language::english) == "1,234,567");
    CHECK(write_integer(-2500, Language::french) ==
          "\u2212"
          "2" +
              nbsp + "500");
}

TEST_CASE("numbers: percentages are rounded, never cut") {
    CHECK(write_percent(99.0 / 189.0, 1, Language::english) == "52.4 %");  // 52.38…, shown as 52.3 % before
    CHECK(write_decimal(-0.04, 1, Language::english) == "0.0");            // no "-0.0"
}

TEST_CASE("numbers: a figure never reads equal to the bound it breaks") {
    const double actual = 100.0 * 33.03 / 100.0;
    CHECK(decimals_to_tell_apart(actual, 33.0) == 2);
    CHECK(write_decimal(actual, decimals_to_tell_apart(actual, 33.0), Language::french) == "33,03");
    CHECK(decimals_to_tell_apart(38.46, 33.0) == 1);
    CHECK(decimals_to_tell_apart(33.0, 33.0) == 6);
}

TEST_CASE("catalogue: French has plural forms of its own, 0 and 1 singular") {
    CHECK(unit_count(0, Language::french) == "0 unité");
    CHECK(unit_count(1, Language::french) == "1 unité");
    CHECK(unit_count(2, Language::french) == "2 unités");
    CHECK(unit_count(0, Language::english) == "0 units");
    CHECK(unit_count(1, Language::english) == "1 unit");
    CHECK(unit_count(1500, Language::french) == "1" + nbsp + "500 unités");
    CHECK(findings_left_out(12, Language::french) == "… et 12 autres constats non affichés");
}

TEST_CASE("catalogue: words are looked up by id in the language asked") {
    CHECK(severity_word(Severity::warning, Language::french) == "avertissement");
    CHECK(severity_word(Severity::warning, Language::english) == "warning");
    CHECK(translated_languages().size() == 1);
}

TEST_CASE("render: a message built without one of its values shows its wording, never throws") {
    constexpr MessageText text = MUSTER_MESSAGE("count.units", "{count} unit");
    CHECK_NOTHROW(render_message(message(text), Language::french));
    CHECK(render_message(message(text), Language::french) == "{count} unit");
    CHECK(render_message(message(text).with("count", IntegerValue{3}), Language::english) == "3 unit");
}

TEST_CASE("language: --lang names and the environment choose the language") {
    CHECK(language_named("fr") == Language::french);
    CHECK(language_named("fr_FR.UTF-8") == Language::french);
    CHECK(language_named("EN") == Language::english);
    CHECK_FALSE(language_named("de").has_value());
    ::setenv("LANGUAGE", "", 1);
    ::setenv("LC_ALL", "", 1);
    ::setenv("LC_MESSAGES", "fr_CA.UTF-8", 1);
    ::setenv("LANG", "en_GB.UTF-8", 1);
    CHECK(language_from_environment() == Language::french);
    ::setenv("LANGUAGE", "de:fr", 1);
    ::setenv("LC_MESSAGES", "C", 1);
    CHECK(language_from_environment() == Language::french);
    ::unsetenv("LANGUAGE");
    ::unsetenv("LC_MESSAGES");
    ::unsetenv("LANG");
    ::unsetenv("LC_ALL");
    CHECK(language_from_environment() == Language::english);
}

}  // namespace text_catalogue_test
