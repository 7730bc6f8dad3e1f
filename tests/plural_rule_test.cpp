// The catalogue's plural rule, read from a .po header as gettext reads it: the form each count
// takes in French, in a language with three forms, and English's rule for a header it cannot read.
#include <doctest/doctest.h>

#include <string>

#include "muster/text/plural_rule.hpp"

using muster::PluralRule;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace plural_rule_test {

TEST_CASE("plural rule: French puts 0 and 1 in the singular, 2 and more in the plural") {
    const PluralRule french = PluralRule::from_header("Language: fr\nPlural-Forms: nplurals=2; plural=(n > 1);\n");
    CHECK(french.form(0) == 0);
    CHECK(french.form(1) == 0);
    CHECK(french.form(2) == 1);
    CHECK(french.form(1000) == 1);
}

TEST_CASE("plural rule: English's rule when a catalogue gives none, or one that does not read") {
    for (const char* header : {"Language: de\n", "Plural-Forms: nplurals=2; plural=(n >;\n", "Plural-Forms: nplurals=x; plural=n;\n"}) {
        const PluralRule rule = PluralRule::from_header(header);
        CHECK(rule.form(1) == 0);
        CHECK(rule.form(0) == 1);
        CHECK(rule.form(7) == 1);
    }
}

TEST_CASE("plural rule: three forms with precedence, ternaries and modulo (the Polish rule)") {
    const auto polish = PluralRule::parse("(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)", 3);
    REQUIRE(polish.has_value());
    CHECK(polish->form(1) == 0);
    CHECK(polish->form(2) == 1);
    CHECK(polish->form(4) == 1);
    CHECK(polish->form(5) == 2);
    CHECK(polish->form(12) == 2);
    CHECK(polish->form(22) == 1);
    CHECK(polish->form(25) == 2);
    CHECK(polish->form(0) == 2);
}

TEST_CASE("plural rule: a form past nplurals, a division by zero and a hostile depth are harmless") {
    const auto past = PluralRule::parse("n", 2);
    REQUIRE(past.has_value());
    CHECK(past->form(5) == 0);  // gettext takes the first form
    const auto divide = PluralRule::parse("n / (n - n) + n % 0", 2);
    REQUIRE(divide.has_value());
    CHECK(divide->form(3) == 0);
    CHECK_FALSE(PluralRule::parse(std::string(100000, '(') + "n" + std::string(100000, ')'), 2).has_value());
    std::string long_chain = "n";
    for (int i = 0; i < 100000; ++i) long_chain += "+n";
    CHECK_FALSE(PluralRule::parse(long_chain, 2).has_value());
    CHECK_FALSE(PluralRule::parse("n != 1", 0).has_value());
}

}  // namespace plural_rule_test
