// Text at the door: names are valid UTF-8, composed (NFC), free of control characters; text
// already in a hostile file never crashes a command nor reaches the terminal raw.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "campaign_engines.hpp"
#include "campaign_test_fixtures.hpp"
#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_text_test {

namespace {
const std::string composed_elise = "\xC3\x89lise";     // É as one code point
const std::string decomposed_elise = "E\xCC\x81lise";  // E + combining acute accent
}  // namespace

CAMPAIGN_CASE("campaign text: a name that is not UTF-8 is refused, and export still works afterwards") {
    {
        Campaign made = place.create();
        add_two_armies(made);
    }
    const fs::path dir = place.scratch();
    const std::string before = place.state();
    const CommandResult added = campaign_cli("campaign " + place.cli_option() + " add-player \"$(printf 'Ren\\351')\"");
    CHECK(added.status == 2);
    // The command line refuses it at the door, before the campaign is opened, and never echoes the raw byte.
    CHECK(added.output.find("(\"Ren\\xE9\") is not valid UTF-8") != std::string::npos);
    CHECK(place.state() == before);
    const CommandResult exported = campaign_cli("campaign " + place.cli_option() + " export " + (dir / "out.json").string());
    CHECK(exported.status == 0);
    CHECK_FALSE(nlohmann::json::parse(file_bytes(dir / "out.json"), nullptr, false).is_discarded());

    Campaign c = place.open();
    CHECK_THROWS_WITH_AS(c.add_army(c.players().at(0).id, "Ost \xFF", "hyw-french", "test"),
                         "the army's name is not valid UTF-8 (at byte 4); write it in UTF-8", Error);
    CHECK_THROWS_WITH_AS(c.set_notes("caf\xE9", "test"), "the notes are not valid UTF-8 (at byte 3); write them in UTF-8", Error);
}

CAMPAIGN_CASE("campaign text: names are composed (NFC), so a decomposed Élise is the same player") {
    Campaign c = place.create();
    add_two_armies(c);
    const std::string already = "there is already a player called '" + composed_elise + "'";
    CHECK_THROWS_WITH_AS(c.add_player(decomposed_elise, "test"), already.c_str(), Error);
    const auto id = c.add_player(
        "Zo"
        "e\xCC\x88",
        "test");  // Zoë, decomposed
    CHECK(c.players().back().name == "Zo\xC3\xAB");
    CHECK(c.player(decomposed_elise).name == composed_elise);
    CHECK(c.player("Zo\xC3\xAB").id == id);
    const CommandResult army = campaign_cli("campaign " + place.cli_option() + " add-army Ost2 -p '" + decomposed_elise + "' --faction hyw-french");
    CHECK_MESSAGE(army.status == 0, army.output);
}

CAMPAIGN_CASE("campaign text: control characters and NULs in names are refused and never echoed") {
    {
        Campaign made = place.create();
        add_two_armies(made);
    }
    const std::string before = place.state();
    const CommandResult red = campaign_cli("campaign " + place.cli_option() + " add-player \"$(printf '\\033[31mRed')\"");
    CHECK(red.status == 2);
    CHECK(red.output.find("holds a control character (shown escaped)") != std::string::npos);
    CHECK(red.output.find('\x1b') == std::string::npos);
    const CommandResult lookup = campaign_cli("campaign " + place.cli_option() + " history \"$(printf 'Ost\\033[2J')\"");
    CHECK(lookup.status == 2);
    CHECK(lookup.output.find('\x1b') == std::string::npos);
    CHECK(place.state() == before);

    Campaign c = place.open();
    CHECK_THROWS_WITH_AS(c.add_player(std::string("Ren\0e", 5), "test"), doctest::Contains("the player's name holds a control character (at byte 3)"), Error);
    CHECK_THROWS_WITH_AS(c.add_player("Bob", std::string("me\0you", 6)), doctest::Contains("the actor's name holds"), Error);
    CHECK(c.players().size() == 2);
    c.set_notes("Line one\n\tLine two", "test");  // notes keep their line breaks and tabs
    CHECK(c.info().notes == "Line one\n\tLine two");
}

TEST_CASE("campaign text: a hostile file's invalid UTF-8 and escapes never crash show, export or log, nor reach the terminal") {
    const fs::path dir = campaign_scratch("text-hostile");
    const fs::path file = dir / "c.muster-campaign";
    make_two_army_campaign(file);
    run_raw_sql(file,
                "INSERT INTO player (name) VALUES (CAST(x'52656ee9' AS TEXT));"
                "UPDATE army SET name = CAST(x'1b5b33316d4f7374' AS TEXT) WHERE name = 'Ost';"
                "UPDATE campaign SET notes = CAST(x'63616ffe0a1b5d303b7469746c6507' AS TEXT);"
                "INSERT INTO event (at, month, actor, kind, text) VALUES ('x', 1, CAST(x'ff' AS TEXT), 'note', "
                "CAST(x'1b5b324a' AS TEXT));");
    const std::string c = "campaign -f " + file.string() + " ";
    for (const std::string command : {"show", "log", "history 1"}) {
        CAPTURE(command);
        for (const std::string json : {"", "--json "}) {
            const CommandResult shown = campaign_cli(json + c + command);
            CHECK_MESSAGE(shown.status == 0, shown.output);
            CHECK_FALSE(first_invalid_utf8(shown.output));
            CHECK(shown.output.find('\x1b') == std::string::npos);
            CHECK(shown.output.find('\x07') == std::string::npos);
            if (!json.empty()) CHECK_FALSE(nlohmann::json::parse(shown.output, nullptr, false).is_discarded());
        }
    }
    const CommandResult exported = campaign_cli(c + "export " + (dir / "out.json").string());
    CHECK_MESSAGE(exported.status == 0, exported.output);
    const nlohmann::json out = nlohmann::json::parse(file_bytes(dir / "out.json"), nullptr, false);
    REQUIRE_FALSE(out.is_discarded());
    CHECK(out["players"].back()["name"] == "Ren\xEF\xBF\xBD");  // the broken byte shown as U+FFFD
}

}  // namespace campaign_text_test
