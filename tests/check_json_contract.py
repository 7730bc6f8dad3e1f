#!/usr/bin/env python3
"""Runs every case of json_contract_cases.py with --json and validates its stdout against its schema
in schema/json/; checks the exit status, that every schema there is used by some case, that every
command and subcommand of muster-cli has a case, that every key an output holds is described by its
schema (so that a schema cannot fall behind the code), and that outputs made wrong on purpose are
refused (so that the check cannot pass vacuously).
usage: check_json_contract.py MUSTER_CLI SOURCE_DIR"""
import copy
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import jsonschema

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from json_contract_cases import CASES  # noqa: E402

cli, source = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
schemas = os.path.join(source, "schema", "json")
data = os.path.join(source, "tests", "data")
failures = []


def load_schema(name):
    with open(os.path.join(schemas, name + ".schema.json")) as f:
        return json.load(f)


def schema_ref_parts(ref):
    return ref[2:].split("/")


def resolved(schema, root):
    while isinstance(schema, dict) and "$ref" in schema:
        target = root
        for part in schema_ref_parts(schema["$ref"]):
            target = target[part]
        schema = target
    return schema


def undescribed(value, schema, root, path):
    """The paths of the keys of value that schema does not name (properties or patternProperties),
    or that it names only through a catch-all; every level, as deep as the value goes."""
    schema = resolved(schema, root)
    if not isinstance(schema, dict):
        return []
    parts = [schema] + [resolved(s, root) for s in schema.get("allOf", [])]
    if "then" in schema:
        parts.append(resolved(schema["then"], root))
    for branch in schema.get("anyOf", []):  # the first branch the value satisfies describes it too
        branch = resolved(branch, root)
        if jsonschema.Draft202012Validator(dict(branch, **{"$defs": root.get("$defs", {})})).is_valid(value):
            parts.append(branch)
            break
    missing = []
    if isinstance(value, dict):
        for key, element in value.items():
            described = None
            for part in parts:
                if key in part.get("properties", {}):
                    described = part["properties"][key]
                    break
                for pattern, element_schema in part.get("patternProperties", {}).items():
                    if re.search(pattern, key):
                        described = element_schema
                if described is None and isinstance(part.get("additionalProperties"), dict):
                    described = part["additionalProperties"]  # a map: its keys are data, not names
                if described is not None:
                    break
            if described is None:
                missing.append(f"{path}/{key}")
            else:
                missing += undescribed(element, described, root, f"{path}/{key}")
    elif isinstance(value, list):
        for part in parts:
            if "items" in part:
                for i, element in enumerate(value):
                    missing += undescribed(element, part["items"], root, f"{path}/{i}")
                break
        else:
            if value:
                missing.append(f"{path}/ (array items not described)")
    return missing


def errors_of(output, schema):
    return sorted(jsonschema.Draft202012Validator(schema).iter_errors(output), key=str)


# The command tree, as muster-cli's completion knows it: the commands, and each one's subcommands.
def completions(*words):
    run = subprocess.run([cli, "__complete", *words], capture_output=True, text=True)
    return [line for line in run.stdout.splitlines() if line]


tree = {}
for command in completions(""):
    offered = completions(command, "")
    tree[command] = {} if not offered or offered[0].startswith("@") else {sub: {} for sub in offered}


def command_path(words):
    """The command and subcommand the words name (options and their values skipped)."""
    node, path = tree, []
    for word in words:
        if not node:
            break
        if word in node:
            path.append(word)
            node = node[word]
    return tuple(path)


outputs = {}  # schema name → the outputs checked against it
used = set()
covered = set()
with tempfile.TemporaryDirectory() as work:
    for system in os.listdir(os.path.join(source, "lists")):
        examples = os.path.join(source, "lists", system, "examples")
        if os.path.isdir(examples):
            shutil.copytree(examples, os.path.join(work, system, "examples"))
    env = dict(os.environ, HOME=work, XDG_DATA_HOME=os.path.join(work, "data"), LANGUAGE="", LC_ALL="C.UTF-8")
    for name, arguments, status, *stdin_of in CASES:
        used.add(name)
        words = [word.replace("{data}", data) for word in shlex.split(arguments)]
        covered.add(command_path(words))
        stdin = None
        if stdin_of:
            stdin = subprocess.run([cli, *shlex.split(stdin_of[0])], cwd=work, env=env, capture_output=True, text=True).stdout
        run = subprocess.run([cli, "--json", *words], cwd=work, env=env, capture_output=True, text=True, input=stdin)
        where = f"muster-cli --json {arguments}"
        if status is not None and run.returncode != status:
            failures.append(f"{where}: exit {run.returncode}, expected {status}\n{run.stdout[:600]}{run.stderr[:600]}")
            continue
        try:
            output = json.loads(run.stdout)
        except json.JSONDecodeError as e:
            failures.append(f"{where}: stdout is not JSON ({e})\n{run.stdout[:400]}{run.stderr[:400]}")
            continue
        schema = load_schema(name)
        if "format" not in schema.get("required", []):
            failures.append(f"schema/json/{name}.schema.json does not require the \"format\"")
        for error in errors_of(output, schema)[:5]:
            failures.append(f"{where}: against {name}.schema.json at {'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
        for key in undescribed(output, schema, schema, "")[:5]:
            failures.append(f"{where}: {key} is not described by {name}.schema.json")
        outputs.setdefault(name, []).append(output)

for file in sorted(os.listdir(schemas)):
    name = file.removesuffix(".schema.json")
    if not file.endswith(".schema.json"):
        continue
    try:
        jsonschema.Draft202012Validator.check_schema(load_schema(name))
    except jsonschema.SchemaError as e:
        failures.append(f"schema/json/{file} is not a valid draft 2020-12 schema: {e.message[:300]}")
    if name not in used:
        failures.append(f"schema/json/{file} is checked by no case of tests/json_contract_cases.py")

# Every command muster-cli has (a command without subcommands, or a subcommand) is run by some case.
for command, subcommands in sorted(tree.items()):
    for path in [(command, sub) for sub in subcommands] or [(command,)]:
        if path not in covered:
            failures.append(f"muster-cli {' '.join(path)} is run by no case of tests/json_contract_cases.py")
if len(tree) < 5:
    failures.append(f"muster-cli __complete gave {len(tree)} commands: the command tree was not read")

# A definition shared by several schemas ($defs) is the same in each.
shared = {}
for file in sorted(os.listdir(schemas)):
    if file.endswith(".schema.json"):
        for key, definition in load_schema(file.removesuffix(".schema.json")).get("$defs", {}).items():
            first = shared.setdefault(key, (file, definition))
            if first[1] != definition:
                failures.append(f"schema/json/{file}: $defs/{key} differs from {first[0]}'s")


# Outputs made wrong on purpose must be refused: a count as a string, a key the code always writes
# left out, a word outside its set, a nested item of the wrong type, another format.
def at(value, path):
    for part in path[:-1]:
        value = value[part]
    return value, path[-1]


def first_with(name, path):
    """The first output of the schema's cases that has the path (an index or a key each step)."""
    for output in outputs.get(name, []):
        value = output
        try:
            for part in path:
                value = value[part]
            return output
        except (KeyError, IndexError, TypeError):
            continue
    return None


WRONG = [
    ("validate", ["summary", "rosters"], "as text", lambda v: str(v)),
    ("validate", ["results", 0, "points"], "left out", None),
    ("roster", ["legal"], "left out", None),
    ("roster", ["divisions", 0, "units"], "as a decimal", lambda v: v + 0.5),
    ("lists", ["systems", 0, "factions", 0, "units"], "as text", lambda v: str(v)),
    ("lists-import", ["exit"], "out of its set", lambda v: 3),
    ("lists-import", ["lists", 0, "unmapped", 0, "why"], "left out", None),
    ("show", ["units", 0, "options"], "as an object", lambda v: {}),
    ("siege-check", ["results", 0, "messages", 0, "severity"], "out of its set", lambda v: "fatal"),
    ("siege-plan", ["schedule", "builds", 0, "engineer"], "as text", lambda v: str(v)),
    ("siege-items", ["items", 0, "side"], "out of its set", lambda v: "both"),
    ("campaign-show", ["sieges", 0, "status"], "out of its set", lambda v: "won"),
    ("campaign-log", ["events", 0, "month"], "as text", lambda v: str(v)),
    ("campaign-battle", ["details", "a", "total"], "left out", None),
    ("campaign-correction", ["log", "kind"], "left out", None),
    ("onus-check", ["results", 0, "pieces", 0, "count"], "as text", lambda v: str(v)),
    ("tower-check", ["levels", 0, "used"], "as a number", lambda v: 1),
    ("wfb3-army", ["results", 0, "entries", 0, "kind"], "out of its set", lambda v: "regiment"),
    ("wfb3-unit", ["models"], "as a decimal", lambda v: 10.5),
    ("print", ["pages"], "as text", lambda v: str(v)),
    ("share", ["text"], "left out", None),
    ("error", ["error", "id"], "left out", None),
    ("error", ["format"], "another format", lambda v: 2),
]
for name, path, how, change in WRONG:
    output = first_with(name, path)
    if output is None:
        failures.append(f"no output of {name}.schema.json has {'/'.join(map(str, path))} to make wrong")
        continue
    wrong = copy.deepcopy(output)
    holder, key = at(wrong, path)
    if change is None:
        del holder[key]
    else:
        holder[key] = change(holder[key])
    if not errors_of(wrong, load_schema(name)):
        failures.append(f"{name}.schema.json accepts an output with {'/'.join(map(str, path))} {how}")

print("\n".join(failures) if failures else
      f"{len(CASES)} outputs match their schemas and every key they hold is described; "
      f"every command has a case; {len(WRONG)} wrong outputs are refused")
sys.exit(1 if failures else 0)
