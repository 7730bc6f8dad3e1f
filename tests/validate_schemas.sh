#!/usr/bin/env bash
# Checks every shipped XML file against its schema with xmllint.
# usage: validate_schemas.sh XMLLINT SOURCE_DIR
set -euo pipefail
xmllint=$1
cd "$2"
shopt -s nullglob globstar
passed=0 failed=0

check() {  # schema, then files
  local schema=$1; shift
  for file in "$@"; do
    case "$file" in */broken/*|*/hostile/*) continue ;; esac  # hostile files are meant to be refused
    if "$xmllint" --noout --schema "schema/$schema" "$file" 2>/tmp/muster-xmllint.$$; then
      passed=$((passed + 1)); echo "ok   $file"
    else
      failed=$((failed + 1)); echo "FAIL $file"; cat /tmp/muster-xmllint.$$
    fi
  done
}

check game-system.xsd lists/*/system.xml
check faction.xsd lists/*/factions/*.xml
check roster.xsd lists/**/*.roster.xml tests/data/**/*.roster.xml
check siege-kit.xsd lists/*/kit.xml
check siege-plan.xsd lists/**/*.siege.xml tests/data/**/*.siege.xml
check card-template.xsd templates/cards/*.xml
check wfb3-points.xsd lists/warhammer-fantasy-3/points.xml
check victory-points.xsd lists/warhammer-fantasy-3/victory-points.xml
check wfb3-army.xsd lists/**/*.wfb3.xml tests/data/**/*.wfb3.xml
check wfb3-bestiary.xsd tests/data/wfb3/*bestiary*.xml
check onus-fortress-rules.xsd lists/onus/fortress.xml
check onus-fortress.xsd lists/**/*.onus.xml
check siege-tower-rules.xsd lists/siege-tower/tower.xml
rm -f /tmp/muster-xmllint.$$

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
