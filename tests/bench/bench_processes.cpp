// Whole muster-cli commands against their floor: the same library work done by a bare program
// (bench-floor) that pays the same process start, each timed as a whole process, alternately, in
// the same run. What a player waits for at every command is here: the loader, the dynamic linker,
// the catalogue, the command line.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <spawn.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <sqlite3.h>

#include "bench_fixtures.hpp"
#include "bench_registry.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "../temp_folder.hpp"

extern char** environ;

namespace muster::bench {

namespace {

namespace fs = std::filesystem;

struct ProcessTime {
    double wall_ms = 0;
    double cpu_ms = 0;  // user + system time of the child
};

// Runs a program to its end with its output discarded; its wall and processor time.
ProcessTime run_process(const std::vector<std::string>& arguments) {
    std::vector<char*> argv;
    for (const std::string& a : arguments) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    ProcessTime time;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        std::fprintf(stderr, "bench: cannot start %s\n", argv[0]);
        posix_spawn_file_actions_destroy(&actions);
        return time;
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    time.wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    time.cpu_ms =
        static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 + static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    posix_spawn_file_actions_destroy(&actions);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        std::fprintf(stderr, "bench: %s exited with %d\n", arguments.front().c_str(), WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return time;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

// The command and its floor, one after the other `runs` times; the medians and their ratio. The
// goal is on processor time, which other work on the machine does not stretch as it does the clock;
// `durable` commands wait for the disk, so the clock is shown beside it.
void compare(const std::string& what, const std::vector<std::string>& command, const std::vector<std::string>& floor, int runs) {
    std::vector<double> command_cpu, floor_cpu, command_wall, floor_wall;
    run_process(command);  // warm the page cache
    run_process(floor);
    for (int i = 0; i < runs; ++i) {
        const ProcessTime c = run_process(command);
        const ProcessTime f = run_process(floor);
        command_cpu.push_back(c.cpu_ms);
        floor_cpu.push_back(f.cpu_ms);
        command_wall.push_back(c.wall_ms);
        floor_wall.push_back(f.wall_ms);
    }
    const double cpu = median(command_cpu), bare_cpu = median(floor_cpu);
    print_result(what + ": muster-cli, processor time", cpu, "ms");
    print_result(what + ": bare program, processor time", bare_cpu, "ms");
    print_result(what + ": on the clock, muster-cli / bare", median(command_wall) / median(floor_wall), "x");
    print_result(what + ": ratio muster-cli / bare", cpu / bare_cpu, "x", "<= 2");
}

void write_file(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::vector<std::string> bundled_list_files() {
    std::vector<std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(MUSTER_SOURCE_DIR) / "lists"))
        if (entry.is_regular_file() && entry.path().extension() == ".xml" && entry.path().string().find("/examples/") == std::string::npos)
            files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// A campaign with two armies, and `battles` battles already recorded; a bare database with a
// battle table of the same shape and as many rows.
void make_campaigns(const fs::path& file, const fs::path& bare, int battles) {
    Report report;
    const ListLibrary lists = ListLibrary::load(std::string(MUSTER_SOURCE_DIR) + "/lists", report);
    const Faction& faction = *lists.faction("hyw-french");
    Roster roster = new_roster(faction, 1000, "bench");
    add_division(roster, "");
    for (int i = 0; i < 6; ++i) add_unit(roster, faction, roster.divisions[0].id, "mounted-knights");
    {
        Campaign c = Campaign::create(file, "Bench", "hail-caesar-hyw", "", "bench");
        const std::int64_t a = c.add_army(c.add_player("A", "bench"), "Army A", "hyw-french", "bench");
        const std::int64_t b = c.add_army(c.add_player("B", "bench"), "Army B", "hyw-french", "bench");
        c.save_roster_version(a, roster, lists, "", "bench");
        c.save_roster_version(b, roster, lists, "", "bench");
    }
    const std::string rows = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " + std::to_string(battles) +
                             ") INSERT INTO battle (month, scenario, army_a, army_b, winner_army_id, result, vp_a, vp_b, details_json, "
                             "recorded_at) SELECT 1, '', 1, 2, 1, 'win', 1050, 800, hex(randomblob(200)), '2026-01-01T00:00:00Z' FROM n;";
    sqlite3* db = nullptr;
    if (battles > 0) {
        sqlite3_open(file.c_str(), &db);
        sqlite3_exec(db, rows.c_str(), nullptr, nullptr, nullptr);
        sqlite3_close(db);
    }
    sqlite3_open(bare.c_str(), &db);
    sqlite3_exec(db,
                 "CREATE TABLE battle (id INTEGER PRIMARY KEY, month INTEGER NOT NULL, scenario TEXT NOT NULL, army_a INTEGER NOT NULL, "
                 "army_b INTEGER NOT NULL, winner_army_id INTEGER, result TEXT NOT NULL, vp_a REAL NOT NULL, vp_b REAL NOT NULL, "
                 "details_json TEXT NOT NULL, recorded_at TEXT NOT NULL);",
                 nullptr, nullptr, nullptr);
    if (battles > 0) sqlite3_exec(db, rows.c_str(), nullptr, nullptr, nullptr);
    sqlite3_close(db);
    save_roster(roster, (file.parent_path() / "army.roster.xml").string());
}

void run() {
    const muster::test::TempFolder scratch{"bench-processes"};
    const fs::path& folder = scratch.path();
    const std::string cli = MUSTER_CLI_PATH, floor = MUSTER_BENCH_FLOOR_PATH;
    constexpr int runs = 21;

    std::vector<std::string> parse_bundled = {floor, "parse"};
    for (const std::string& file : bundled_list_files()) parse_bundled.push_back(file);
    compare("lists (every bundled list)", {cli, "lists"}, parse_bundled, runs);

    // A lists folder of the player's own, laid out as the bundled one, with a 5 MB faction list.
    const fs::path big = folder / "big";
    const fs::path big_file = big / "hail-caesar-hyw" / "factions" / "bench.xml";
    fs::create_directories(big_file.parent_path());
    const std::string big_text = faction_text(12000, false);
    write_file(big_file, big_text);
    std::vector<std::string> parse_big = parse_bundled;
    parse_big.push_back(big_file.string());
    char label[120];
    std::snprintf(label, sizeof label, "lists with a %.1f MB faction list", static_cast<double>(big_text.size()) / 1e6);
    compare(label, {cli, "lists", "--lists", big.string()}, parse_big, runs);

    for (const int battles : {0, 10000}) {
        const fs::path campaign = folder / ("c" + std::to_string(battles) + ".muster-campaign");
        const fs::path bare = folder / ("bare" + std::to_string(battles) + ".sqlite");
        make_campaigns(campaign, bare, battles);
        const std::string in = battles == 0 ? "" : " (campaign of 10,000 battles)";
        compare("campaign record-battle" + in,
                {cli, "campaign", "--file", campaign.string(), "--as", "bench", "record-battle", "--army-a", "Army A", "--army-b", "Army B", "--result", "a"},
                {floor, "insert", bare.string()}, runs);
        if (battles == 0)
            compare("campaign save-roster",
                    {cli, "campaign", "--file", campaign.string(), "--as", "bench", "save-roster", "Army A", (folder / "army.roster.xml").string()},
                    {floor, "insert", bare.string()}, runs);
    }
}

const BenchRegistration registration{"processes", run};

}  // namespace

}  // namespace muster::bench
