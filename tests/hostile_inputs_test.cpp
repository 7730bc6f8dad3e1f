// Every input is checked at the door: text, numbers, XML, file kinds and sizes, absurd magnitudes and exit
// codes, each through the real muster-cli as a user or a script meets it. The files are in tests/data/hostile/inputs/;
// FIFOs, devices and huge files are made here.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "muster/roster/roster_edit.hpp"
#include "muster/siege/engineering_schedule.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace hostile_inputs_test {

namespace {

std::string hostile(const std::string& name) { return test_data("hostile/inputs/" + name).string(); }

fs::path scratch(const std::string& name) {
    static const TempFolder dir{"hostile-inputs"};
    const fs::path path = dir / name;
    fs::remove_all(path);
    return path;
}

// What muster-cli prints (stdout and stderr), with a 60 s guard so a hang fails instead of blocking the suite.
CommandResult run_cli(const std::string& arguments) { return run_command("timeout 60 " + cli() + " " + arguments + " 2>&1"); }

// A shell word holding exactly these bytes, escapes and invalid UTF-8 included (the shell is dash: no $'…').
std::string shell_bytes(const std::string& bytes) {
    std::string word = "\"$(printf '";
    char octal[8];
    for (unsigned char c : bytes) {
        std::snprintf(octal, sizeof octal, "\\%03o", c);
        word += octal;
    }
    return word + "')\"";
}

bool has(const CommandResult& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

// True when the output holds a byte that can drive a terminal: C0 controls but tab and newline, DEL, or C1 as UTF-8.
bool has_raw_control(const std::string& output) {
    for (std::size_t i = 0; i < output.size(); ++i) {
        const auto c = static_cast<unsigned char>(output[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) return true;
        if (c == 0xC2 && i + 1 < output.size() && static_cast<unsigned char>(output[i + 1]) <= 0x9F) return true;
    }
    return false;
}

// Runs muster-cli under tests/tools/peak-memory: its exit status, its output and its peak resident memory.
struct MeasuredRun {
    int status = -1;
    std::string output;
    long peak_kib = -1;
};

MeasuredRun run_measured(const std::string& arguments) {
    MeasuredRun run;
    const CommandResult r = run_command(std::string(MUSTER_PEAK_MEMORY_PATH) + " " + cli() + " " + arguments + " 2>&1");
    run.status = r.status;
    run.output = r.output;
    const std::size_t at = r.output.rfind("peak-kib ");
    if (at != std::string::npos) run.peak_kib = std::stol(r.output.substr(at + 9));
    return run;
}

// What a run needed beyond what muster-cli takes just to start (a few MB; about 200 MB under
// AddressSanitizer, whose shadow memory would otherwise hide what the input costs).
long kib_above_start(const MeasuredRun& run) {
    static const long start_kib = run_measured("--help").peak_kib;
    // A refusal can end before muster-cli has loaded what --help loads: never below zero.
    return run.peak_kib > 0 && start_kib > 0 ? std::max(0L, run.peak_kib - start_kib) : -1;
}

// A memory bound, widened under AddressSanitizer: its red zones and quarantine make every small
// allocation cost several times what it does in a normal build.
constexpr long memory_bound_kib(long normal_kib) {
#ifdef MUSTER_TESTS_SANITIZED
    return 3 * normal_kib;
#else
    return normal_kib;
#endif
}

std::string copy_of(const std::string& name) {
    const fs::path copy = scratch(name);
    fs::copy_file(hostile(name), copy);
    return copy.string();
}

}  // namespace

// ---- 1. Text: UTF-8, control characters, NUL, NFC ----

TEST_CASE("hostile inputs: a terminal escape in a name on the command line is refused and shown escaped") {
    const std::string plan = scratch("escape.siege.xml").string();
    const CommandResult r = run_cli("siege new " + plan + " --defender-points 1000 --name " + shell_bytes("Orl\033[2J\033]0;pwned\007"));
    CHECK(r.status == 2);
    CHECK(has(r, "\\x1B[2J"));
    CHECK_FALSE(has_raw_control(r.output));
    CHECK_FALSE(fs::exists(plan));
    const std::string roster = scratch("escape.roster.xml").string();
    const CommandResult c1 = run_cli("roster new " + roster + " -f hyw-french -p 1000 --name " +
                                     shell_bytes("Ost\xc2\x9b"
                                                 "31m"));
    CHECK(c1.status == 2);
    CHECK(has(c1, "\\u{9B}"));
    CHECK_FALSE(has_raw_control(c1.output));
}

TEST_CASE("hostile inputs: an argument that is not UTF-8 is refused before any command runs") {
    const std::string roster = scratch("latin1.roster.xml").string();
    const CommandResult r = run_cli("roster new " + roster + " -f hyw-french -p 1000 --name " +
                                    shell_bytes("Arm\xe9"
                                                "e"));
    CHECK(r.status == 2);
    CHECK(has(r, "is not valid UTF-8"));
    CHECK(has(r, "Arm\\xE9e"));
    CHECK_FALSE(fs::exists(roster));
}

TEST_CASE("hostile inputs: an unknown id with an escape is never echoed raw") {
    const std::string plan = copy_of("nfd-section.siege.xml");
    const CommandResult r = run_cli("siege remove-section " + plan + " " + shell_bytes("s1\033[31m"));
    CHECK(r.status == 2);
    CHECK(has(r, "s1\\x1B[31m"));
    CHECK_FALSE(has_raw_control(r.output));
}

TEST_CASE("hostile inputs: a C1 control character in a division name is refused with its position") {
    const CommandResult r = run_cli("validate " + hostile("c1-control-division.roster.xml"));
    CHECK(r.status == 2);
    CHECK(has(r, "c1-control-division.roster.xml:4:"));
    CHECK(has(r, "name of <division> \"Avant-garde\\u{9B}2J\" holds a control character"));
    CHECK_FALSE(has_raw_control(r.output));
}

TEST_CASE("hostile inputs: a NUL written as a character reference does not silently cut a roster name") {
    const CommandResult r = run_cli("validate " + hostile("nul-reference.roster.xml"));
    CHECK(r.status == 2);
    CHECK(has(r, "nul-reference.roster.xml:2:30: error: the character reference &#0; stands for U+0000"));
    CHECK_FALSE(has(r, "\"Azin\""));
}

TEST_CASE("hostile inputs: a raw NUL byte in a fortress name is refused at its byte") {
    const CommandResult r = run_cli("onus check " + hostile("raw-nul.onus.xml"));
    CHECK(r.status == 2);
    CHECK(has(r, "raw-nul.onus.xml:2:37: error: the file holds the control character U+0000"));
}

TEST_CASE("hostile inputs: an escape written as a character reference in a siege plan name is refused") {
    const CommandResult r = run_cli("siege show " + hostile("escape-reference.siege.xml"));
    CHECK(r.status == 2);
    CHECK(has(r, "escape-reference.siege.xml:2:33: error: the character reference &#27; stands for U+001B"));
    CHECK_FALSE(has_raw_control(r.output));
}

TEST_CASE("hostile inputs: a WFB3 army name in Latin-1 is refused, naming the byte") {
    const CommandResult r = run_cli("wfb3 army " + hostile("latin1-name.wfb3.xml"));
    CHECK(r.status == 2);
    CHECK(has(r, "latin1-name.wfb3.xml:2:32: error: the file is not valid UTF-8 (byte 70)"));
}

TEST_CASE("hostile inputs: a name of more than 200 characters is refused") {
    const CommandResult r = run_cli("validate " + hostile("long-name.roster.xml"));
    CHECK(r.status == 2);
    CHECK(has(r, "long-name.roster.xml:2:20: error: name of <roster> is longer than 200 characters"));
}

TEST_CASE("hostile inputs: ids are compared in NFC, so a decomposed é in a file matches a composed one typed") {
    const std::string plan = copy_of("nfd-section.siege.xml");
    const CommandResult r = run_cli("siege remove-section " + plan + " tour-\xC3\xA9");  // é as one code point
    CHECK_MESSAGE(r.status == 0, r.output);
    CHECK(has(r, "removed section tour-\xC3\xA9"));
}

TEST_CASE("hostile inputs: the edits the desktop app makes refuse a name the file reader would refuse") {
    muster::Roster roster = muster::new_roster(*bundled_lists().faction("hyw-french"), 1000, "Ost");
    const std::string id = muster::add_division(roster, "Bataille", true);
    CHECK_THROWS_WITH_AS(muster::rename_division(roster, id, "Bataille\x1b[31m"), doctest::Contains("holds a control character"), muster::Error);
    CHECK_THROWS_WITH_AS(muster::rename_division(roster, id, std::string(201, 'x')), doctest::Contains("longer than 200 characters"), muster::Error);
    CHECK_THROWS_AS(muster::new_roster(*bundled_lists().faction("hyw-french"), 1000, "Ost\xc2\x85"), muster::Error);
    CHECK_THROWS_AS(muster::new_siege_plan(muster::bundled<muster::SiegeKit>(), 1000, "Si\xe8ge"), muster::Error);
    muster::rename_division(roster, id, "Bataille du roi");
    CHECK(roster.division(id)->name == "Bataille du roi");
}

// ---- 2. Numbers: strict parsing and ranges where the values enter ----

TEST_CASE("hostile inputs: an award count of 2x is refused, not read as 2") {
    const std::string campaign = scratch("numbers.muster-campaign").string();
    REQUIRE(run_cli("campaign create " + campaign + " -n Numbers").status == 0);
    const std::string c = "campaign -f " + campaign + " ";
    REQUIRE(run_cli(c + "add-player Anne").status == 0);
    REQUIRE(run_cli(c + "add-army A -p Anne --faction hyw-french").status == 0);
    REQUIRE(run_cli(c + "add-army B -p Anne --faction hyw-english").status == 0);
    const CommandResult r = run_cli(c + "record-battle --army-a A --army-b B --a-points 100 --b-points 50 --a hill=2x");
    CHECK(r.status == 2);
    CHECK(has(r, "'hill=2x' must be AWARD or AWARD=COUNT with a whole COUNT from 0 to 1,000"));
    const CommandResult nan = run_cli(c + "record-battle --army-a A --army-b B --a-points nan --b-points 50");
    CHECK(nan.status == 2);
    CHECK(has(nan, "--a-points: 'nan' must be a number from 0 to 100,000"));
    CHECK(run_cli(c + "log").output.find("Battle 1") == std::string::npos);  // nothing was recorded
}

TEST_CASE("hostile inputs: NaN, infinity, overflow and partial numbers on the command line are refused") {
    const std::string plan = scratch("numbers.siege.xml").string();
    const CommandResult inf = run_cli("siege new " + plan + " --defender-points 1000 --attacker-points inf");
    CHECK(inf.status == 2);
    CHECK(has(inf, "--attacker-points: 'inf' must be a number from 0 to 100,000"));
    CHECK_FALSE(fs::exists(plan));
    REQUIRE(run_cli("siege new " + plan + " --defender-points 1000").status == 0);
    const CommandResult overflow = run_cli("siege buy " + plan + " ladders 1e400");
    CHECK(overflow.status == 2);
    CHECK(has(overflow, "'1e400' must be a number from 0 to 1,000,000"));
    const CommandResult partial = run_cli("siege set " + plan + " --months 5x");
    CHECK(partial.status == 2);
    CHECK(has(partial, "--months: '5x' must be a whole number from 1 to 120"));
    const CommandResult negative = run_cli("onus cost --towers -5");
    CHECK(negative.status == 2);
    CHECK(has(negative, "--towers: '-5' must be a whole number from 0 to 10,000"));
    CHECK_FALSE(has(negative, "pts"));
    const CommandResult half = run_cli("tower check --pushers 3.5");
    CHECK(half.status == 2);
    CHECK(has(half, "--pushers: '3.5' must be a whole number from 0 to 10,000"));
    const CommandResult models = run_cli("wfb3 unit goblin --models 0");
    CHECK(models.status == 2);
    CHECK(has(models, "--models: '0' must be a whole number from 1 to 10,000"));
}

TEST_CASE("hostile inputs: partial, infinite and NaN numbers in files are refused with their attribute") {
    const CommandResult partial = run_cli("siege show " + hostile("partial-number.siege.xml"));
    CHECK(partial.status == 2);
    CHECK(has(partial, "partial-number.siege.xml:5:25: error: quantity=\"2x\" of <buy> is not a number"));
    const CommandResult inf = run_cli("siege show " + hostile("inf-length.siege.xml"));
    CHECK(inf.status == 2);
    CHECK(has(inf, "inf-length.siege.xml:6:34: error: length-cm=\"inf\" of <section> is not a number"));
    const CommandResult nan = run_cli("wfb3 army " + hostile("nan-points.wfb3.xml"));
    CHECK(nan.status == 2);
    CHECK(has(nan, "nan-points.wfb3.xml:3:44: error: points-limit=\"nan\" of <wfb3-army> is not a number"));
}

TEST_CASE("hostile inputs: a unit id at the top of int does not overflow the next id") {
    const std::string roster = copy_of("overflow-id.roster.xml");
    const CommandResult r = run_cli("roster add " + roster + " mounted-knights");
    CHECK_MESSAGE(r.status == 0, r.output);
    CHECK(has(r, "added u2147483648 to d1"));
}

// ---- 3. XML: DOCTYPE and entities refused in every format ----

TEST_CASE("hostile inputs: a DOCTYPE is refused in rosters, plans, armies, designs and bestiaries") {
    const std::string message = "DOCTYPE declarations are not allowed in Muster files";
    const CommandResult laughs = run_cli("validate " + test_data("broken/billion-laughs.roster.xml").string());
    CHECK(laughs.status == 2);
    CHECK(has(laughs, "billion-laughs.roster.xml:2:1: error: " + message));
    const CommandResult external = run_cli("validate " + test_data("broken/external-entity.roster.xml").string());
    CHECK(external.status == 2);
    CHECK(has(external, "external-entity.roster.xml:2:1: error: " + message));
    CHECK_FALSE(has(external, "root:"));
    const CommandResult plan = run_cli("siege show " + hostile("doctype.siege.xml"));
    CHECK(plan.status == 2);
    CHECK(has(plan, "doctype.siege.xml:2:1: error: " + message));
    const CommandResult army = run_cli("wfb3 army " + hostile("doctype.wfb3.xml"));
    CHECK(army.status == 2);
    CHECK(has(army, "doctype.wfb3.xml:2:1: error: " + message));
    const CommandResult design = run_cli("onus check " + hostile("doctype.onus.xml"));
    CHECK(design.status == 2);
    CHECK(has(design, "doctype.onus.xml:3:1: error: " + message));
    const CommandResult bestiary = run_cli("wfb3 --bestiary " + hostile("doctype-bestiary.xml") + " creatures");
    CHECK(bestiary.status == 2);
    CHECK(has(bestiary, "doctype-bestiary.xml:2:1: error: " + message));
}

TEST_CASE("hostile inputs: a DOCTYPE in a faction list of --lists is refused and the file skipped") {
    const fs::path lists = scratch("doctype-lists");
    fs::create_directories(lists);
    fs::copy(source_path("lists/hail-caesar-hyw"), lists / "hail-caesar-hyw", fs::copy_options::recursive);
    const fs::path faction = lists / "hail-caesar-hyw" / "factions" / "french.xml";
    std::ifstream in(faction, std::ios::binary);
    std::string text(std::istreambuf_iterator<char>(in), {});
    in.close();
    text.insert(text.find("?>") + 3, "<!DOCTYPE faction [<!ENTITY x \"y\">]>\n");
    std::ofstream(faction, std::ios::binary) << text;
    const CommandResult r = run_cli("--lists " + lists.string() + " lists");
    CHECK(has(r, "french.xml:2:1: error: DOCTYPE declarations are not allowed in Muster files"));
    // The refused file is skipped: the installed French list stays in use, not the added one.
    CHECK_FALSE(has(r, "hyw-french  French (Français)  revision 2, 13 units — from --lists"));
    CHECK(has(r, "hyw-english  English (Anglais)  revision 3, 9 units — from --lists"));
}

TEST_CASE("hostile inputs: an undefined entity is refused, not kept as a literal name") {
    const CommandResult r = run_cli("validate " + hostile("undefined-entity.roster.xml"));
    CHECK(r.status == 2);
    CHECK(has(r, "undefined-entity.roster.xml:2:26: error: the entity &f; is not defined"));
    CHECK_FALSE(has(r, "\"&f;\""));
}

TEST_CASE("hostile inputs: a comment that mentions DOCTYPE and an escaped ampersand are ordinary XML") {
    const CommandResult r = run_cli("validate " + hostile("comment-and-amp.roster.xml"));
    CHECK_MESSAGE(r.status == 0, r.output);
    CHECK(has(r, "\"Ost & Cie de France, 1415\""));
}

// ---- 4. File kinds and sizes ----

TEST_CASE("hostile inputs: a folder, a device and a FIFO are refused at once, without blocking") {
    const fs::path folder = scratch("a-folder.roster.xml");
    fs::create_directories(folder);
    const CommandResult dir = run_cli("validate " + folder.string());
    CHECK(dir.status == 2);
    CHECK(has(dir, "a-folder.roster.xml: error: this is a folder, not a file; Muster reads regular files only"));
    const CommandResult zero = run_cli("siege show /dev/zero");
    CHECK(zero.status == 2);
    CHECK(has(zero, "/dev/zero: error: this is a device, not a file"));
    const fs::path fifo = scratch("a-fifo.onus.xml");
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const CommandResult pipe = run_cli("onus check " + fifo.string());  // with no writer: would block for ever if read
    CHECK(pipe.status == 2);                                            // (timeout gives 124)
    CHECK(has(pipe, "a-fifo.onus.xml: error: this is a pipe (FIFO), not a file"));
    const CommandResult army = run_cli("wfb3 --bestiary " + fifo.string() + " creatures");
    CHECK(army.status == 2);
    CHECK(has(army, "this is a pipe (FIFO), not a file"));
}

TEST_CASE("hostile inputs: a 200 MB roster is refused before it is read, in a few MB of memory") {
    const fs::path big = scratch("huge.roster.xml");
    { std::ofstream(big.string()) << "<roster"; }
    fs::resize_file(big, 200u * 1000 * 1000);  // sparse: no disk used
    const MeasuredRun r = run_measured("validate " + big.string());
    CHECK(r.status == 2);
    CHECK_MESSAGE(r.output.find("huge.roster.xml: error: the file is 200 MB; Muster reads files of up to 16 MiB") != std::string::npos, r.output);
    CHECK_MESSAGE((kib_above_start(r) >= 0 && kib_above_start(r) < memory_bound_kib(40 * 1024)), "peak resident memory ", r.peak_kib, " KiB");
    fs::remove(big);
}

TEST_CASE("hostile inputs: one byte over 16 MiB is over the limit, and the limit itself is read") {
    const fs::path over = scratch("over.siege.xml");
    { std::ofstream(over.string()) << "<siege-plan"; }
    fs::resize_file(over, 16u * 1024 * 1024 + 1);
    const CommandResult r = run_cli("siege show " + over.string());
    CHECK(r.status == 2);
    CHECK(has(r, "Muster reads files of up to 16 MiB"));
    fs::resize_file(over, 16u * 1024 * 1024);  // at the limit it is read, then refused for what it holds
    const CommandResult at = run_cli("siege show " + over.string());
    CHECK(at.status == 2);
    CHECK(has(at, "control character U+0000"));
    fs::remove(over);
}

// ---- 5. Absurd but accepted values: bounded at the door, and a schedule whose memory does not grow with them ----

namespace {

// The greedy rule batch by batch, as the schedule was first written: the reference the run-length schedule must match.
struct ReferencePlacement {
    std::vector<muster::ScheduledBuild> builds;
    std::vector<std::string> unplaced;
};

ReferencePlacement place_batch_by_batch(std::vector<muster::BuildOrder> orders, int engineers, int months) {
    std::stable_sort(orders.begin(), orders.end(), [](const auto& a, const auto& b) { return a.months > b.months; });
    ReferencePlacement out;
    std::vector<int> next_free(static_cast<std::size_t>(std::max(0, engineers)), 1);
    for (const muster::BuildOrder& order : orders)
        for (int b = 1; b <= order.batches; ++b) {
            const muster::BuildJob job = order.job(b);
            int best = -1;
            for (int e = 0; e < engineers; ++e)
                if (best < 0 || next_free[static_cast<std::size_t>(e)] < next_free[static_cast<std::size_t>(best)]) best = e;
            if (best < 0 || next_free[static_cast<std::size_t>(best)] + job.months - 1 > months) {
                out.unplaced.push_back(job.label);
                continue;
            }
            out.builds.push_back({job, best + 1, next_free[static_cast<std::size_t>(best)]});
            next_free[static_cast<std::size_t>(best)] += job.months;
        }
    return out;
}

std::string describe(const muster::ScheduledBuild& b) { return b.job.label + " @E" + std::to_string(b.engineer) + " M" + std::to_string(b.start_month); }

}  // namespace

TEST_CASE("hostile inputs: the run-length schedule places every batch exactly where the batch-by-batch rule did") {
    std::mt19937 random(2024);
    const auto pick = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
    const char* items[] = {"siege-tower", "ram", "mine", "ladders", "trenches"};
    for (int trial = 0; trial < 3000; ++trial) {
        std::vector<muster::BuildOrder> orders;
        for (int i = pick(1, 5); i > 0; --i) {
            const int month_choices[] = {1, 1, 3, 2, 5};
            muster::BuildOrder o{items[pick(0, 4)], "Item " + std::to_string(i), "stand", 0, 1, pick(0, 40), month_choices[pick(0, 4)]};
            if (pick(0, 2) == 0) {
                o.batch = 30;
                o.quantity = o.batches * 30.0 - pick(0, 29);
            } else {
                o.quantity = o.batches;
            }
            orders.push_back(o);
        }
        const int engineers = pick(0, 9), months = pick(0, 30);
        const ReferencePlacement expected = place_batch_by_batch(orders, engineers, months);
        const muster::EngineeringSchedule schedule = muster::schedule_builds(orders, engineers, months);
        const std::vector<muster::ScheduledBuild> builds = schedule.builds();
        std::string want, got;
        for (const auto& b : expected.builds) want += describe(b) + "\n";
        for (const auto& b : builds) got += describe(b) + "\n";
        REQUIRE_MESSAGE(got == want, "trial ", trial, ": ", engineers, " engineers, ", months, " months");
        REQUIRE(schedule.unplaced_count() == static_cast<long long>(expected.unplaced.size()));
        if (!expected.unplaced.empty()) CHECK(schedule.first_unplaced().label == expected.unplaced.front());
        for (int month = 1; month <= months; ++month) {
            std::string ending_want, ending_got;
            for (const auto& b : expected.builds)
                if (b.end_month() == month) ending_want += describe(b) + "\n";
            for (const auto& b : schedule.builds_ending(month)) ending_got += describe(b) + "\n";
            REQUIRE(ending_got == ending_want);
        }
        CHECK(schedule.runs.size() <= orders.size() * static_cast<std::size_t>(std::max(1, engineers)) * 2);
    }
}

TEST_CASE("hostile inputs: a million batches on 1,100 engineers over 120 months are held in a few runs") {
    const muster::BuildOrder ladders{"ladders", "Ladders", "stand", 30000000, 30, 1000000, 1};
    const muster::BuildOrder mines{"mine", "Mine", "mine", 1000000, 1, 1000000, 3};
    const muster::EngineeringSchedule schedule = muster::schedule_builds({ladders, mines}, 1100, 120);
    CHECK(schedule.runs.size() <= 2 * 1100);
    CHECK(schedule.unplaced_count() == 2000000 - 1100 * 40);  // 40 mines fill each engineer's 120 months
    CHECK(schedule.unplaced_labels() ==
          std::vector<std::string>{"Mine 44001/1000000 to Mine 1000000/1000000", "Ladders (30 stand) 1/1000000 to Ladders (30 stand) 1000000/1000000"});
    CHECK(schedule.builds_ending(120).size() == 1100);
}

TEST_CASE("hostile inputs: a 160-byte plan of a billion points, 1,000 months and a billion ladders is refused at the door") {
    const MeasuredRun r = run_measured("siege show " + hostile("absurd.siege.xml"));
    CHECK(r.status == 2);
    CHECK(r.output.find("points=\"1e9\" of <defender> must be from 0 to 100,000") != std::string::npos);
    CHECK(r.output.find("months=\"1000\" of <duration> must be from 0 to 120") != std::string::npos);
    CHECK(r.output.find("quantity=\"1e9\" of <buy> must be from 0 to 1,000,000") != std::string::npos);
    CHECK_MESSAGE((kib_above_start(r) >= 0 && kib_above_start(r) < memory_bound_kib(40 * 1024)), "peak resident memory ", r.peak_kib, " KiB");
}

TEST_CASE("hostile inputs: a plan at every bound is shown, printed as JSON and advanced in a campaign in bounded memory" * doctest::skip(sanitized_build)) {
    const MeasuredRun show = run_measured("siege show " + hostile("at-every-bound.siege.xml"));
    CHECK(show.status == 1);  // far more works than the engineers can build
    CHECK(show.output.find("The works need 4,034,168 engineer-months; 1,100 engineers × 120 months give 132,000") != std::string::npos);
    CHECK_MESSAGE((kib_above_start(show) >= 0 && kib_above_start(show) < memory_bound_kib(100 * 1024)), "siege show: ", show.peak_kib, " KiB");
    const MeasuredRun json = run_measured("--json siege show " + hostile("at-every-bound.siege.xml"));
    CHECK(json.status == 1);
    CHECK(json.output.find("\"Mine 44001/1000000 to Mine 1000000/1000000\"") != std::string::npos);
    CHECK_MESSAGE((kib_above_start(json) >= 0 && kib_above_start(json) < memory_bound_kib(300 * 1024)), "siege show --json: ", json.peak_kib, " KiB");

    const std::string campaign = scratch("bounds.muster-campaign").string();
    const std::string c = "campaign -f " + campaign + " ";
    REQUIRE(run_cli("campaign create " + campaign + " -n Bounds").status == 0);
    REQUIRE(run_cli(c + "add-player Anne").status == 0);
    REQUIRE(run_cli(c + "add-army A -p Anne --faction hyw-french").status == 0);
    REQUIRE(run_cli(c + "add-army B -p Anne --faction hyw-english").status == 0);
    // A campaign plays only a plan that holds (issue 29): this one is judged, in bounded memory, and refused.
    const MeasuredRun start = run_measured(c + "start-siege " + hostile("at-every-bound.siege.xml") + " -n Bounds --attacker A --defender B");
    CHECK(start.status == 2);
    CHECK(start.output.find("does not hold") != std::string::npos);
    CHECK(start.output.find("The works need 4,034,168 engineer-months") != std::string::npos);
    CHECK_MESSAGE((kib_above_start(start) >= 0 && kib_above_start(start) < memory_bound_kib(100 * 1024)), "campaign start-siege: ", start.peak_kib, " KiB");
    CHECK(run_cli(c + "advance").status == 0);
}

// ---- 6. Exit codes: bad input 2, not legal 1, legal 0, for every command ----

TEST_CASE("hostile inputs: every command answers bad input with 2, a verdict against the rules with 1, success with 0") {
    const std::string examples = source_path("lists").string();
    const fs::path no_gate = scratch("no-gate.onus.xml");
    std::ofstream(no_gate) << "<onus-fortress format=\"1\" name=\"No gate\" material=\"wood\">"
                              "<piece kind=\"wall\" x=\"0\" y=\"0\"/><piece kind=\"wall\" x=\"1\" y=\"0\"/>"
                              "<piece kind=\"wall\" x=\"0\" y=\"1\"/><piece kind=\"wall\" x=\"1\" y=\"1\"/></onus-fortress>";
    const fs::path lost_rosters = scratch("lost-rosters.siege.xml");  // its rosters are named relative to lists/…/examples
    fs::copy_file(source_path("lists/warmaster-medieval-siege/examples/orleans-1428.siege.xml"), lost_rosters);
    const struct {
        std::string arguments;
        int status;
    } cases[] = {
        {"validate /nonexistent.roster.xml", 2},
        {"validate " + examples + "/hail-caesar-hyw/examples/french-too-few-knights.roster.xml", 1},
        {"validate " + examples + "/hail-caesar-hyw/examples/french-legal.roster.xml", 0},
        {"siege show /nonexistent.siege.xml", 2},
        {"siege show " + examples + "/warmaster-medieval-siege/examples/orleans-1428.siege.xml", 0},
        {"siege show " + lost_rosters.string(), 2},
        {"onus check /nonexistent.onus.xml", 2},
        {"onus check " + hostile("raw-nul.onus.xml"), 2},
        {"onus check " + no_gate.string(), 1},
        {"onus check " + examples + "/onus/examples/standard-5x3.onus.xml", 0},
        {"wfb3 army /nonexistent.wfb3.xml", 2},
        {"wfb3 army " + hostile("latin1-name.wfb3.xml"), 2},
        {"wfb3 army " + hostile("nan-points.wfb3.xml"), 2},
        {"wfb3 army " + examples + "/warhammer-fantasy-3/examples/border-patrol.wfb3.xml", 0},
        {"tower check --level1 -1", 2},
        {"tower check --level1 40", 1},
        {"tower check --level1 4 --pushers 4", 0},
        {"print roster /nonexistent.roster.xml -o " + scratch("never.pdf").string(), 2},
    };
    for (const auto& c : cases) {
        const CommandResult r = run_cli(c.arguments);
        CHECK_MESSAGE(r.status == c.status, c.arguments, "\n", r.output);
    }
    CHECK(has(run_cli("siege show " + lost_rosters.string()), "english-besiegers.roster.xml: error: the file does not exist"));
}

}  // namespace hostile_inputs_test
