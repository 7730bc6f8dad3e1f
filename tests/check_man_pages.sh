#!/usr/bin/env bash
# The man pages help2man made: each parses for whatis (lexgrog), formats without a warning
# (man --warnings), and has the sections the programs' --help has not.
# usage: check_man_pages.sh PAGE.1.gz…
set -uo pipefail
failures=0
for page in "$@"; do
    name=$(basename "$page" .1.gz)
    [ -f "$page" ] || { echo "$page: missing" >&2; failures=$((failures + 1)); continue; }
    lexgrog "$page" | grep -q "\"$name - " || { echo "$page: lexgrog finds no whatis line: $(lexgrog "$page")" >&2; failures=$((failures + 1)); }
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || { echo "$page: man --warnings: $warnings" >&2; failures=$((failures + 1)); }
    for section in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" ENVIRONMENT FILES EXAMPLES "SEE ALSO"; do
        zcat "$page" | grep -q "^\.SH \"\?$section\"\?\$" || { echo "$page: no $section section" >&2; failures=$((failures + 1)); }
    done
    zcat "$page" | grep -q -- '\\-\\-version' || { echo "$page: --version is not listed" >&2; failures=$((failures + 1)); }
done
[ "$failures" -eq 0 ] && echo "the man pages parse, format cleanly and have every section"
exit $((failures > 0))
