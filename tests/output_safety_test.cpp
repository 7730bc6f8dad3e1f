// Muster never writes where it should not: every file a command writes is checked against the
// command's own inputs, written atomically beside its target, and on any failure the previous
// file stays byte for byte and no temporary is left behind.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "muster/print/pdf_document.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/atomic_file.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace output_safety_test {

namespace {

// A fresh, empty folder for one test, removed with everything in it when the test ends.
class Scratch {
public:
    explicit Scratch(const std::string& name) : path(fresh_temp_folder("outputs-" + name)) {}
    ~Scratch() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    const fs::path path;
};

std::string bytes_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_bytes(const fs::path& file, const std::string& bytes) { std::ofstream(file, std::ios::binary) << bytes; }

// Every name in a folder (hidden ones too): what a failed write must not add to.
std::set<std::string> names_in(const fs::path& dir) {
    std::set<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir)) names.insert(entry.path().filename().string());
    return names;
}

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

// muster-cli with stderr folded into the output; a command that blocks is killed after 30 s.
CommandResult run_cli(const std::string& arguments) { return run_command("timeout 30 " + cli() + " " + arguments + " 2>&1"); }

std::string example_roster(const std::string& name) { return source_path("lists/hail-caesar-hyw/examples/" + name).string(); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A campaign with one army and one roster version, made with the CLI.
void make_campaign(const fs::path& file) {
    const std::string c = "campaign -f " + quoted(file) + " --as Test ";
    REQUIRE(run_cli("campaign create " + quoted(file) + " -n Test").status == 0);
    REQUIRE(run_cli(c + "add-player Alice").status == 0);
    REQUIRE(run_cli(c + "add-army Ost -p Alice --faction hyw-french").status == 0);
    REQUIRE(run_cli(c + "save-roster Ost " + example_roster("french-legal.roster.xml")).status == 0);
}

// A small real filesystem (tmpfs) mounted for one test, so a write can really meet a full disk.
// Mounting needs root: the project's CI runs the suite as root, so not being able to is a failure.
class TinyDisk {
public:
    explicit TinyDisk(const fs::path& where, const char* size) : folder_(where) {
        fs::create_directories(folder_);
        const std::string options = std::string("size=") + size;
        mounted_ = ::mount("tmpfs", folder_.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, options.c_str()) == 0;
        const std::string why = mounted_ ? "" : std::strerror(errno);
        REQUIRE_MESSAGE(mounted_, "cannot mount a tmpfs on ", folder_.string(), " (", why, "): this test needs root, as the project's CI gives it");
    }
    ~TinyDisk() {
        if (mounted_) ::umount2(folder_.c_str(), MNT_DETACH);
    }
    TinyDisk(const TinyDisk&) = delete;
    TinyDisk& operator=(const TinyDisk&) = delete;

    /// Fills every free byte with one file, so the next block anyone asks for fails with ENOSPC.
    void fill(const std::string& filler_name = "filler") {
        const int fd = ::open((folder_ / filler_name).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        REQUIRE(fd >= 0);
        const std::string block(4096, 'x');
        while (::write(fd, block.data(), block.size()) > 0) {}
        while (::write(fd, block.data(), 1) > 0) {}
        ::close(fd);
    }
    /// Frees the space again.
    void empty(const std::string& filler_name = "filler") { fs::remove(folder_ / filler_name); }

private:
    fs::path folder_;
    bool mounted_ = false;
};

}  // namespace

// ---- 1. No command overwrites one of its own inputs -------------------------------------------

TEST_CASE("outputs: print never writes its PDF over the roster it prints, however that file is named") {
    const Scratch scratch("print-self");
    const fs::path& dir = scratch.path;
    const fs::path roster = dir / "a.roster.xml";
    fs::copy_file(example_roster("french-legal.roster.xml"), roster);
    fs::create_symlink("a.roster.xml", dir / "link.xml");
    fs::create_hard_link(roster, dir / "hard.xml");
    const std::string before = bytes_of(roster);
    const std::set<std::string> names = names_in(dir);

    for (const fs::path& out : {roster, dir / "." / "a.roster.xml", dir / "link.xml", dir / "hard.xml"}) {
        const CommandResult r = run_cli("print roster " + quoted(roster) + " -o " + quoted(out));
        CHECK_MESSAGE(r.status == 2, out, "\n", r.output);
        CHECK_MESSAGE(contains(r.output, "is the same file as " + roster.string()), r.output);
    }
    // the same file named relatively, from inside its folder
    const CommandResult relative = run_command("cd " + quoted(dir) + " && timeout 30 " + cli() + " print roster ./a.roster.xml -o a.roster.xml 2>&1");
    CHECK(relative.status == 2);
    CHECK_MESSAGE(contains(relative.output, "cannot write a.roster.xml: it is the same file as ./a.roster.xml"), relative.output);

    CHECK(bytes_of(roster) == before);
    CHECK(fs::is_symlink(dir / "link.xml"));
    CHECK(names_in(dir) == names);
}

TEST_CASE("outputs: print siege never writes over its plan or a roster the plan attaches") {
    const Scratch scratch("print-siege-self");
    const fs::path& dir = scratch.path;
    const fs::path plan = dir / "p.siege.xml";
    const fs::path attached = dir / "e.roster.xml";
    fs::copy_file(example_roster("english-legal.roster.xml"), attached);
    REQUIRE(run_cli("siege new " + quoted(plan) + " --defender-points 600").status == 0);
    REQUIRE(run_cli("siege set " + quoted(plan) + " --attacker-roster e.roster.xml").status == 0);
    const std::string plan_before = bytes_of(plan), roster_before = bytes_of(attached);
    const std::set<std::string> names = names_in(dir);

    for (const fs::path& out : {plan, attached}) {
        const CommandResult r = run_cli("print siege " + quoted(plan) + " -o " + quoted(out));
        CHECK_MESSAGE(r.status == 2, out, "\n", r.output);
        CHECK_MESSAGE(contains(r.output, "is the same file as"), r.output);
    }
    CHECK(bytes_of(plan) == plan_before);
    CHECK(bytes_of(attached) == roster_before);
    CHECK(names_in(dir) == names);
}

TEST_CASE("outputs: no command writes over a faction list it reads") {
    const Scratch scratch("lists-self");
    const fs::path& dir = scratch.path;
    fs::copy(source_path("lists"), dir / "lists", fs::copy_options::recursive);
    const fs::path french = dir / "lists" / "hail-caesar-hyw" / "factions" / "french.xml";
    const std::string before = bytes_of(french);
    const std::string lists = "--lists " + quoted(dir / "lists") + " ";

    const CommandResult print = run_cli(lists + "print roster " + example_roster("french-legal.roster.xml") + " -o " + quoted(french));
    CHECK_MESSAGE(print.status == 2, print.output);
    CHECK_MESSAGE(contains(print.output, "is the same file as " + french.string()), print.output);

    const CommandResult create = run_cli(lists + "roster new " + quoted(french) + " --faction hyw-french -p 1000 --force");
    CHECK_MESSAGE(create.status == 2, create.output);
    CHECK_MESSAGE(contains(create.output, "is the same file as " + french.string()), create.output);

    CHECK(bytes_of(french) == before);
}

TEST_CASE("outputs: campaign export and history --out never overwrite the campaign they read") {
    const Scratch scratch("campaign-self");
    const fs::path& dir = scratch.path;
    const fs::path campaign = dir / "c.muster-campaign";
    make_campaign(campaign);
    fs::create_symlink("c.muster-campaign", dir / "link.muster-campaign");
    const std::string before = bytes_of(campaign);
    const std::set<std::string> names = names_in(dir);
    const std::string c = "campaign -f " + quoted(campaign) + " ";

    for (const fs::path& out : {campaign, dir / "." / "c.muster-campaign", dir / "link.muster-campaign"}) {
        const CommandResult exported = run_cli(c + "export " + quoted(out));
        CHECK_MESSAGE(exported.status == 2, out, "\n", exported.output);
        CHECK_MESSAGE(contains(exported.output, "is the same file as " + campaign.string()), exported.output);
        const CommandResult history = run_cli(c + "history Ost --version 1 --out " + quoted(out));
        CHECK_MESSAGE(history.status == 2, out, "\n", history.output);
        CHECK_MESSAGE(contains(history.output, "is the same file as " + campaign.string()), history.output);
    }
    // the default campaign (no -f) is an input too
    const fs::path home = dir / "home";
    REQUIRE(run_command("XDG_DATA_HOME=" + quoted(home) + " timeout 30 " + cli() + " campaign show >/dev/null 2>&1").status == 0);
    const fs::path default_file = home / "muster" / "default.muster-campaign";
    const std::string default_before = bytes_of(default_file);
    const CommandResult default_export =
        run_command("XDG_DATA_HOME=" + quoted(home) + " timeout 30 " + cli() + " campaign export " + quoted(default_file) + " 2>&1");
    CHECK_MESSAGE(default_export.status == 2, default_export.output);
    CHECK(bytes_of(default_file) == default_before);

    // import creates a new file and never over the JSON it reads
    const fs::path json = dir / "all.json";
    REQUIRE(run_cli(c + "export " + quoted(json)).status == 0);
    const std::string json_before = bytes_of(json);
    const CommandResult imported = run_cli("campaign import " + quoted(json) + " " + quoted(json));
    CHECK(imported.status == 2);
    CHECK(bytes_of(json) == json_before);

    CHECK(bytes_of(campaign) == before);
    CHECK(run_cli(c + "show").status == 0);
    std::set<std::string> expected = names;
    expected.insert({"home", "all.json"});
    CHECK(names_in(dir) == expected);
}

// ---- 2. Every output is checked and written atomically ---------------------------------------

TEST_CASE("outputs: a folder that does not exist is refused, and nothing is created") {
    const Scratch scratch("missing-folder");
    const fs::path& dir = scratch.path;
    make_campaign(dir / "c.muster-campaign");
    const fs::path missing = dir / "missing";
    const std::string c = "campaign -f " + quoted(dir / "c.muster-campaign") + " ";
    const std::set<std::string> names = names_in(dir);
    for (const std::string& command : {c + "export " + quoted(missing / "all.json"), c + "history Ost --version 1 --out " + quoted(missing / "v1.roster.xml"),
                                       "print roster " + example_roster("french-legal.roster.xml") + " -o " + quoted(missing / "a.pdf"),
                                       "roster new " + quoted(missing / "a.roster.xml") + " --faction hyw-french -p 1000",
                                       "siege new " + quoted(missing / "p.siege.xml") + " --defender-points 600"}) {
        const CommandResult r = run_cli(command);
        CHECK_MESSAGE(r.status == 2, command, "\n", r.output);
        CHECK_MESSAGE(contains(r.output, "the folder " + missing.string() + " does not exist"), command, "\n", r.output);
    }
    CHECK_FALSE(fs::exists(missing));
    CHECK(names_in(dir) == names);
}

TEST_CASE("outputs: a folder, a pipe or a device is never an output") {
    const Scratch scratch("not-files");
    const fs::path& dir = scratch.path;
    make_campaign(dir / "c.muster-campaign");
    fs::create_directory(dir / "folder");
    REQUIRE(::mkfifo((dir / "pipe").c_str(), 0600) == 0);
    // a device like /dev/full, made here so that a writer replacing it would harm nothing
    REQUIRE_MESSAGE(::mknod((dir / "full").c_str(), S_IFCHR | 0666, makedev(1, 7)) == 0, "mknod needs root, as CI gives it");
    const std::set<std::string> names = names_in(dir);
    const std::string c = "campaign -f " + quoted(dir / "c.muster-campaign") + " ";
    bool all_refused = true;
    for (const char* name : {"folder", "pipe", "full"}) {
        const fs::path target = dir / name;
        for (const std::string& command : {"print roster " + example_roster("french-legal.roster.xml") + " -o " + quoted(target),
                                           c + "export " + quoted(target), c + "history Ost --version 1 --out " + quoted(target)}) {
            const CommandResult r = run_cli(command);
            const bool refused = r.status == 2 && contains(r.output, "cannot write " + target.string() + ": it is ") &&
                                 (contains(r.output, "not a regular file") || contains(r.output, "a folder"));
            CHECK_MESSAGE(refused, command, "\n", r.output);
            all_refused = all_refused && refused;
        }
    }
    CHECK(fs::is_directory(dir / "folder"));
    CHECK(fs::is_empty(dir / "folder"));
    CHECK(fs::is_fifo(dir / "pipe"));
    CHECK(fs::is_character_file(dir / "full"));
    CHECK(names_in(dir) == names);

    // the system's own /dev/full, once its copy above was refused by every command
    REQUIRE(all_refused);
    const CommandResult r = run_cli(c + "export /dev/full");
    CHECK(r.status == 2);
    CHECK_MESSAGE(contains(r.output, "cannot write /dev/full: it is not a regular file"), r.output);
    CHECK_THROWS_WITH_AS(write_file_atomically("/dev/full", "x"), doctest::Contains("not a regular file"), Error);
    CHECK(fs::is_character_file("/dev/full"));

    // /dev/stdout: a link through /proc to the pipe the command prints into
    const CommandResult piped = run_cli("print roster " + example_roster("french-legal.roster.xml") + " -o /dev/stdout");
    CHECK(piped.status == 2);
    CHECK_MESSAGE(contains(piped.output, "cannot write /dev/stdout: it is not a regular file"), piped.output);
    CHECK(fs::is_symlink("/dev/stdout"));
}

TEST_CASE("outputs: a symbolic link is written through to its file and stays a link, unless it is dangling or planted") {
    const Scratch scratch("links");
    const fs::path& dir = scratch.path;
    make_campaign(dir / "c.muster-campaign");
    const fs::path real = dir / "real";
    fs::create_directory(real);

    write_bytes(real / "a.pdf", "old");
    fs::create_symlink("real/a.pdf", dir / "a.pdf");
    const CommandResult print = run_cli("print roster " + example_roster("french-legal.roster.xml") + " -o " + quoted(dir / "a.pdf"));
    CHECK_MESSAGE(print.status == 0, print.output);
    CHECK(fs::is_symlink(dir / "a.pdf"));
    CHECK(bytes_of(real / "a.pdf").substr(0, 5) == "%PDF-");

    fs::copy_file(example_roster("french-legal.roster.xml"), real / "r.roster.xml");
    fs::create_symlink("real/r.roster.xml", dir / "r.roster.xml");
    const CommandResult edit = run_cli("roster set " + quoted(dir / "r.roster.xml") + " --name Linked");
    CHECK_MESSAGE(edit.status == 0, edit.output);
    CHECK(fs::is_symlink(dir / "r.roster.xml"));
    CHECK(contains(bytes_of(real / "r.roster.xml"), "Linked"));

    fs::create_symlink("real/nowhere.pdf", dir / "dangling.pdf");
    const CommandResult dangling = run_cli("print roster " + example_roster("french-legal.roster.xml") + " -o " + quoted(dir / "dangling.pdf"));
    CHECK(dangling.status == 2);
    CHECK_MESSAGE(
        contains(dangling.output, "cannot write " + (dir / "dangling.pdf").string() + ": it is a symbolic link to real/nowhere.pdf, which does not exist"),
        dangling.output);
    CHECK_FALSE(fs::exists(real / "nowhere.pdf"));

    // another user's link in a shared folder like /tmp: never followed
    const fs::path shared = dir / "shared";
    fs::create_directory(shared);
    fs::permissions(shared, fs::perms::all | fs::perms::sticky_bit);
    write_bytes(dir / "victim.json", "victim");
    fs::create_symlink("../victim.json", shared / "out.json");
    REQUIRE_MESSAGE(::lchown((shared / "out.json").c_str(), 65534, 65534) == 0, "lchown needs root, as CI gives it");
    const CommandResult planted = run_cli("campaign -f " + quoted(dir / "c.muster-campaign") + " export " + quoted(shared / "out.json"));
    CHECK(planted.status == 2);
    CHECK_MESSAGE(contains(planted.output, "it is another user's symbolic link in the shared folder"), planted.output);
    CHECK(bytes_of(dir / "victim.json") == "victim");

    CHECK(names_in(real) == std::set<std::string>{"a.pdf", "r.roster.xml"});
    CHECK(names_in(shared) == std::set<std::string>{"out.json"});
}

TEST_CASE("outputs: a name planted where a temporary file could go is never followed, and permissions are kept") {
    const Scratch scratch("planted");
    const fs::path& dir = scratch.path;
    const fs::path victim = dir / "victim.txt";
    write_bytes(victim, "victim");
    const fs::path target = dir / "a.roster.xml";
    write_bytes(target, "previous");
    fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    // the names the writers used to use, planted as links to a file they must not touch
    fs::create_symlink(victim, dir / ("a.roster.xml.tmp-" + std::to_string(::getpid())));
    fs::create_symlink(victim, dir / "a.pdf.tmp");

    write_file_atomically(target, "new");
    CHECK(bytes_of(target) == "new");
    CHECK(fs::status(target).permissions() == (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));

    PdfDocument doc("planted");
    doc.add_page(PaperSize::a4);
    doc.text(0, 50, 50, "Azincourt", Face::regular, 12);
    doc.save(dir / "a.pdf");
    CHECK(bytes_of(dir / "a.pdf").substr(0, 5) == "%PDF-");

    CHECK(bytes_of(victim) == "victim");
    CHECK(names_in(dir) == std::set<std::string>{"victim.txt", "a.roster.xml", "a.pdf", "a.pdf.tmp", "a.roster.xml.tmp-" + std::to_string(::getpid())});
}

TEST_CASE("outputs: a PDF failure says in words what went wrong and keeps libharu's code") {
    PdfDocument doc("too big");
    doc.add_page(PaperSize::a4);
    CHECK_THROWS_WITH_AS(doc.text(0, 10, 10, "x", Face::regular, 5000), doctest::Contains("a font size is out of range (libharu error 0x1050"), Error);
}

// ---- 3. A full disk ---------------------------------------------------------------------------

TEST_CASE("outputs: on a full disk every command keeps the previous file byte for byte and says why") {
    const Scratch scratch("full-disk");
    const fs::path& dir = scratch.path;
    const fs::path disk = dir / "disk";
    TinyDisk tiny(disk, "1m");
    const fs::path campaign = dir / "c.muster-campaign";
    make_campaign(campaign);
    const std::string c = "campaign -f " + quoted(campaign) + " ";

    // the previous outputs, written while there was room
    const fs::path json = disk / "all.json", version = disk / "v.roster.xml", pdf = disk / "a.pdf", roster = disk / "r.roster.xml", plan = disk / "p.siege.xml";
    REQUIRE(run_cli(c + "export " + quoted(json)).status == 0);
    REQUIRE(run_cli(c + "history Ost --version 1 --out " + quoted(version)).status == 0);
    REQUIRE(run_cli("print roster " + example_roster("french-legal.roster.xml") + " -o " + quoted(pdf)).status == 0);
    REQUIRE(run_cli("roster new " + quoted(roster) + " --faction hyw-french -p 1000").status == 0);
    REQUIRE(run_cli("siege new " + quoted(plan) + " --defender-points 600").status == 0);
    // something new for each to write
    REQUIRE(run_cli(c + "--as Test add-player Bob").status == 0);
    REQUIRE(run_cli(c + "--as Test save-roster Ost " + example_roster("french-too-few-knights.roster.xml")).status == 0);

    std::vector<std::pair<fs::path, std::string>> before;
    for (const fs::path& file : {json, version, pdf, roster, plan}) before.emplace_back(file, bytes_of(file));
    tiny.fill();
    const std::set<std::string> names = names_in(disk);

    const std::vector<std::pair<std::string, fs::path>> commands = {
        {c + "export " + quoted(json), json},
        {c + "history Ost --version 2 --out " + quoted(version), version},
        {"print roster " + example_roster("english-legal.roster.xml") + " -o " + quoted(pdf), pdf},
        {"roster set " + quoted(roster) + " --name Bigger", roster},
        {"siege set " + quoted(plan) + " --name Orleans", plan},
    };
    for (const auto& entry : commands) {  // plain names: doctest's message lambdas capture them
        const auto& command = entry.first;
        const auto& file = entry.second;
        const CommandResult r = run_cli(command);
        CHECK_MESSAGE(r.status == 2, command, "\n", r.output);
        CHECK_MESSAGE(contains(r.output, "cannot write " + file.string() + ": no space left on device"), command, "\n", r.output);
    }
    for (const auto& kept : before) CHECK_MESSAGE(bytes_of(kept.first) == kept.second, kept.first);
    CHECK(names_in(disk) == names);

    // a campaign that could not be created leaves nothing behind to block the next try
    const fs::path created = disk / "new.muster-campaign";
    const CommandResult failed = run_cli("campaign create " + quoted(created) + " -n New");
    CHECK_MESSAGE(failed.status == 2, failed.output);
    CHECK(names_in(disk) == names);
    tiny.empty();
    const CommandResult retried = run_cli("campaign create " + quoted(created) + " -n New");
    CHECK_MESSAGE(retried.status == 0, retried.output);
}

// ---- 4. The core's document saves (the desktop app uses them) go through the same writer --------

TEST_CASE("outputs: the core's roster and plan saves keep the old file on a full disk and follow the output rules") {
    const Scratch scratch("core-saves");
    const fs::path& dir = scratch.path;
    const fs::path disk = dir / "disk";
    TinyDisk tiny(disk, "256k");
    Report report;
    std::optional<Roster> roster = load_roster(example_roster("french-legal.roster.xml"), report);
    REQUIRE(roster);
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, "Orléans");
    const fs::path roster_file = disk / "a.roster.xml", plan_file = disk / "p.siege.xml";
    save_roster(*roster, roster_file);
    save_siege_plan(plan, plan_file);
    const std::string roster_before = bytes_of(roster_file), plan_before = bytes_of(plan_file);
    tiny.fill();
    const std::set<std::string> names = names_in(disk);

    roster->name = "Changed";
    plan.name = "Changed";
    CHECK_THROWS_WITH_AS(save_roster(*roster, roster_file), doctest::Contains(("cannot write " + roster_file.string() + ": no space left on device").c_str()),
                         Error);
    CHECK_THROWS_WITH_AS(save_siege_plan(plan, plan_file), doctest::Contains(("cannot write " + plan_file.string() + ": no space left on device").c_str()),
                         Error);
    CHECK(bytes_of(roster_file) == roster_before);
    CHECK(bytes_of(plan_file) == plan_before);
    CHECK(names_in(disk) == names);

    CHECK_THROWS_WITH_AS(save_roster(*roster, dir), doctest::Contains("it is a folder"), Error);
    CHECK_THROWS_WITH_AS(save_siege_plan(plan, dir / "missing" / "p.siege.xml"), doctest::Contains("does not exist"), Error);
    write_bytes(dir / "real.siege.xml", "old");
    fs::create_symlink("real.siege.xml", dir / "link.siege.xml");
    save_siege_plan(plan, dir / "link.siege.xml");
    CHECK(fs::is_symlink(dir / "link.siege.xml"));
    CHECK(contains(bytes_of(dir / "real.siege.xml"), "Changed"));
}

}  // namespace output_safety_test
