#!/usr/bin/env python3
"""What a user and a script count on before any command runs: --version, a mistyped command named
back, "Usage:" naming the program, --lists given twice, and --json's promises (a "format", whole
numbers as integers, refusals and usage errors as JSON on stdout with exit 2).
usage: check_cli_contract.py MUSTER_CLI SOURCE_DIR VERSION"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

cli, source, version = sys.argv[1:4]
failures = []
env = dict(os.environ, LANGUAGE="", LC_ALL="C.UTF-8")


def run(*arguments, merged=True):
    r = subprocess.run([cli, *arguments], env=env, capture_output=True, text=True)
    return r.returncode, (r.stdout + r.stderr) if merged else r.stdout


def check(condition, what, shown=""):
    if not condition:
        failures.append(f"{what}\n{shown}".rstrip())


def example(name):
    return os.path.join(source, "lists", "hail-caesar-hyw", "examples", name)


# --version: the project's version, exit 0, before any command is required
status, out = run("--version")
check(status == 0 and out == f"muster-cli {version}\n", "--version prints 'muster-cli VERSION'", out)
check(run("--version", "validate")[1] == out, "--version wins over a command")

# a mistyped command is named back with the nearest command
status, out = run("valdate", "x.roster.xml")
check(status == 2 and "unknown command 'valdate' (did you mean 'validate'?)" in out, "valdate: unknown, nearest validate", out)
check("A subcommand is required" not in out, "valdate: not 'A subcommand is required'", out)
status, out = run("--lang", "en", "zzzzzzzzzz")
check(status == 2 and "unknown command 'zzzzzzzzzz'; the commands are" in out and "'campaign'" in out, "far word: the commands listed", out)
status, out = run("--lang", "fr", "valdate")
check("commande inconnue « valdate » (vouliez-vous dire « validate » ?)" in out, "the same in French", out)
status, out = run("--lang", "en")
check(status == 2 and "A subcommand is required" in out, "an option's value is not taken for a command", out)

# Usage names the program, not the path it was started with
status, out = run("--help")
check(status == 0 and "Usage: muster-cli " in out and cli + " " not in out, "Usage: muster-cli", out[:300])
check("--version" in out, "--help lists --version")

# --lists given twice: both folders read, in order
with tempfile.TemporaryDirectory() as work:
    first, second = os.path.join(work, "first"), os.path.join(work, "second")
    shutil.copytree(os.path.join(source, "lists", "hail-caesar-hyw"), os.path.join(first, "hail-caesar-hyw"))
    shutil.copytree(os.path.join(source, "lists", "warhammer-fantasy-3"), os.path.join(second, "warhammer-fantasy-3"))
    status, out = run("--json", "--lists", first, "--lists", second, "lists", merged=False)
    check(status == 0, "--lists A --lists B exits 0", out[:300])
    if status == 0:
        added = [f["path"] for f in json.loads(out)["folders"] if f["origin"] == "added"]
        check(added == [first, second], "--lists A --lists B reads both", str(added))

# a club's or the system's lists folder: <dir>/muster/lists of $XDG_DATA_DIRS, below the user's
with tempfile.TemporaryDirectory() as work:
    club = os.path.join(work, "club", "muster", "lists")
    shutil.copytree(os.path.join(source, "lists", "hail-caesar-hyw"), os.path.join(club, "hail-caesar-hyw"))
    shared_env = dict(env, XDG_DATA_DIRS=os.path.join(work, "club") + ":relative/share", XDG_DATA_HOME=os.path.join(work, "home"))
    r = subprocess.run([cli, "--json", "lists"], env=shared_env, capture_output=True, text=True)
    folders = [(f["path"], f["origin"]) for f in json.loads(r.stdout)["folders"]] if r.returncode == 0 else []
    check((club, "shared") in folders, "$XDG_DATA_DIRS/muster/lists is read as a shared folder", str(folders))
    r = subprocess.run([cli, "lists"], env=shared_env, capture_output=True, text=True)
    french = os.path.join(club, "hail-caesar-hyw", "factions", "french.xml")
    check(f"— shared list ({french})" in r.stdout, "a shared list is marked as shared", r.stdout[-800:])

# every --json output carries its format; whole numbers are integers
status, out = run("--json", "validate", example("french-too-few-knights.roster.xml"), merged=False)
verdict = json.loads(out)
check(status == 1 and verdict.get("format") == 1, "validate --json carries format 1", out[:300])
def whole_floats(value):
    if isinstance(value, float):
        return [value] if value.is_integer() else []
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    return [f for item in items for f in whole_floats(item)]


check(isinstance(verdict["summary"]["rosters"], int), "summary counts are integers", str(verdict["summary"]))
check(not whole_floats(verdict), "no whole number written as a float (\"actual\": 3, not 3.0)", str(whole_floats(verdict)))
check(".0,\n" not in out and ".0\n" not in out, "no whole number written as a float", out[:600])

# with --json, refusals and usage errors are JSON on stdout, exit 2
for arguments, message_id in [(["valdate"], "cli.error.unknown-command-near"),
                              (["show", "no-such-faction-at-all"], "cli.no-faction"),
                              (["validate"], "cli.error.required"),
                              (["validate", "--no-such-option", example("french-legal.roster.xml")], "cli.error.not-expected")]:
    status, out = run("--json", *arguments, merged=False)
    what = "--json " + " ".join(arguments)
    try:
        error = json.loads(out)
    except json.JSONDecodeError:
        check(False, f"{what}: the refusal is JSON on stdout", out)
        continue
    check(status == 2, f"{what}: exit 2", str(status))
    check(error.get("format") == 1 and error.get("error", {}).get("id") == message_id, f"{what}: error {message_id}", out)
    check(isinstance(error["error"].get("text"), str) and isinstance(error["error"].get("arguments"), dict), f"{what}: text and arguments", out)
status, out = run("show", "no-such-faction-at-all", merged=False)
check(status == 2 and out == "", "without --json a refusal stays on stderr", out)

# a campaign's game system decides how a battle is scored: a Hail Caesar battle given points, not
# who won, is refused (exit 2, the message naming --result), as a WFB3 campaign refuses --result
with tempfile.TemporaryDirectory() as work:
    campaign = os.path.join(work, "c.muster-campaign")
    made = [run("campaign", "create", campaign, "-n", "Test")[0]]
    for step in (["add-player", "Alice"], ["add-army", "Ost", "-p", "Alice", "--faction", "hyw-french"],
                 ["add-army", "Host", "-p", "Alice", "--faction", "hyw-english"]):
        made.append(run("campaign", "-f", campaign, *step)[0])
    check(made == [0, 0, 0, 0], "a Hail Caesar campaign with two armies is made", str(made))
    status, out = run("--json", "campaign", "-f", campaign, "record-battle", "--army-a", "Ost", "--army-b", "Host",
                      "--a-points", "600", "--b-points", "300", merged=False)
    refused = json.loads(out) if out.startswith("{") else {}
    check(status == 2 and refused.get("error", {}).get("id") == "campaign.cli.battle-needs-result",
          "record-battle without --result on a Hail Caesar campaign: exit 2, campaign.cli.battle-needs-result", out)
    status, out = run("campaign", "-f", campaign, "record-battle", "--army-a", "Ost", "--army-b", "Host", "--result", "draw")
    check(status == 0, "record-battle --result draw on a Hail Caesar campaign is recorded", out)

# sheets are printed in the system's DejaVu Sans, found by fontconfig; without it, print says what to install
with tempfile.TemporaryDirectory() as work:
    no_fonts = os.path.join(work, "fonts.conf")
    with open(no_fonts, "w") as conf:
        conf.write(f'<?xml version="1.0"?>\n<fontconfig><cachedir>{work}/cache</cachedir></fontconfig>\n')
    r = subprocess.run([cli, "print", "card", "hail-caesar-hyw", "-o", os.path.join(work, "card.pdf")],
                       env=dict(env, FONTCONFIG_FILE=no_fonts), capture_output=True, text=True)
    check(r.returncode == 2 and "printing needs the font DejaVu Sans" in r.stderr and "fonts-dejavu-core" in r.stderr,
          "without DejaVu Sans, print names the font and the package", r.stderr)

print("\n\n".join(failures) if failures else "the command line keeps its contract")
sys.exit(1 if failures else 0)
