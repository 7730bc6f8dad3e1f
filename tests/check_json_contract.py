#!/usr/bin/env python3
"""Runs every case of json_contract_cases.py with --json and validates its stdout against its schema
in schema/json/; checks the exit status, and that every schema there is used by some case.
usage: check_json_contract.py MUSTER_CLI SOURCE_DIR [--write-missing]"""
import json
import os
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
failures = []
used = set()
with tempfile.TemporaryDirectory() as work:
    for system in os.listdir(os.path.join(source, "lists")):
        examples = os.path.join(source, "lists", system, "examples")
        if os.path.isdir(examples):
            shutil.copytree(examples, os.path.join(work, system, "examples"))
    env = dict(os.environ, HOME=work, XDG_DATA_HOME=os.path.join(work, "data"), LANGUAGE="", LC_ALL="C.UTF-8")
    for name, arguments, status in CASES:
        used.add(name)
        run = subprocess.run([cli, "--json", *shlex.split(arguments)], cwd=work, env=env, capture_output=True, text=True)
        where = f"muster-cli --json {arguments}"
        if status is not None and run.returncode != status:
            failures.append(f"{where}: exit {run.returncode}, expected {status}\n{run.stdout}{run.stderr}")
            continue
        try:
            output = json.loads(run.stdout)
        except json.JSONDecodeError as e:
            failures.append(f"{where}: stdout is not JSON ({e})\n{run.stdout[:400]}{run.stderr[:400]}")
            continue
        path = os.path.join(schemas, name + ".schema.json")
        with open(path) as f:
            schema = json.load(f)
        if "format" not in schema.get("required", []):
            failures.append(f"schema/json/{name}.schema.json does not require the \"format\"")
        errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(output), key=str)
        for error in errors[:5]:
            failures.append(f"{where}: against {name}.schema.json at {'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
for file in sorted(os.listdir(schemas)):
    name = file.removesuffix(".schema.json")
    if file.endswith(".schema.json") and name not in used:
        failures.append(f"schema/json/{file} is checked by no case of tests/json_contract_cases.py")
print("\n".join(failures) if failures else f"{len(CASES)} outputs match their schemas")
sys.exit(1 if failures else 0)
