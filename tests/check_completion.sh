#!/usr/bin/env bash
# Bash completion of muster-cli and muster as a user meets it: commands, options, enumerated values,
# and files filtered by kind. usage: check_completion.sh MUSTER_CLI COMPLETIONS_DIR
set -uo pipefail
cli=$(realpath "$1") completions=$(realpath "$2")
shopt -s extglob
# shellcheck source=/dev/null
source "$completions/muster-cli"
# shellcheck source=/dev/null
source "$completions/muster"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
touch army.roster.xml plan.siege.xml cent-ans.muster-campaign border.wfb3.xml fort.onus.xml notes.txt
mkdir club
failures=0

# completed FUNCTION WORD… : what the function offers for the last word, sorted, on one line
completed() {
    local function=$1; shift
    COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
    "$function"
    printf '%s\n' "${COMPREPLY[@]}" | sort | paste -sd' '
}
expect() {  # expect "WHAT IS OFFERED" FUNCTION WORD…
    local wanted=$1; shift
    local got; got=$(completed "$@")
    if [ "$got" != "$wanted" ]; then
        echo "completing '${*:2}': offered '$got', expected '$wanted'" >&2
        failures=$((failures + 1))
    fi
}
expect_among() {  # expect_among WORD FUNCTION WORD…: WORD is among what is offered
    local wanted=$1; shift
    local got; got=$(completed "$@")
    if [[ " $got " != *" $wanted "* ]]; then
        echo "completing '${*:2}': '$wanted' not among '$got'" >&2
        failures=$((failures + 1))
    fi
}

expect "validate" _muster_cli "$cli" val
expect "campaign lists onus print roster show siege tower validate wfb3" _muster_cli "$cli" ""
expect "army.roster.xml club" _muster_cli "$cli" validate ""
expect "club plan.siege.xml" _muster_cli "$cli" siege show ""
expect "club fort.onus.xml" _muster_cli "$cli" onus check ""
expect "border.wfb3.xml club" _muster_cli "$cli" wfb3 army ""
# unit cards and a summary print a WFB3 army as well as a roster; the roster sheet a roster only
expect "army.roster.xml border.wfb3.xml club" _muster_cli "$cli" print unit-cards ""
expect "army.roster.xml border.wfb3.xml club" _muster_cli "$cli" print summary ""
expect "border.wfb3.xml" _muster_cli "$cli" print summary b
expect "army.roster.xml club" _muster_cli "$cli" print roster ""
expect "army.roster.xml border.wfb3.xml club fort.onus.xml plan.siege.xml" _muster_cli "$cli" print unit-cards --bestiary ""
expect "cent-ans.muster-campaign club" _muster_cli "$cli" campaign -f ""
expect "stone wood" _muster_cli "$cli" onus cost --material ""
expect "en fr" _muster_cli "$cli" --lang ""
expect "a5x2 a6x4 page" _muster_cli "$cli" print card hail-caesar-hyw --layout ""
expect "barbican gate tower wall" _muster_cli "$cli" siege fortify plan.siege.xml --kind ""
expect "club" _muster_cli "$cli" --lists ""
expect "club" _muster_cli "$cli" lists import --to ""
expect "add add-division duplicate import-text move new remove set share show" _muster_cli "$cli" roster ""
expect_among "--siege-side" _muster_cli "$cli" validate --
expect_among "--json" _muster_cli "$cli" validate --
expect_among "--version" _muster_cli "$cli" --
expect_among "--months" _muster_cli "$cli" campaign -f cent-ans.muster-campaign advance --m
# the organiser's corrections, beside the commands that record
expect "delete-army delete-battle delete-player" _muster_cli "$cli" campaign -f cent-ans.muster-campaign delete-
expect "rename-army rename-battle rename-player" _muster_cli "$cli" campaign -f cent-ans.muster-campaign ren
expect "undo-correction" _muster_cli "$cli" campaign -f cent-ans.muster-campaign und
expect_among "--name" _muster_cli "$cli" campaign -f cent-ans.muster-campaign rename-army Ost --
expect_among "--scenario" _muster_cli "$cli" campaign -f cent-ans.muster-campaign rename-battle 1 --
expect_among "--result" _muster_cli "$cli" campaign -f cent-ans.muster-campaign record-battle --

expect "campaign" _muster muster --view c
expect "army.roster.xml border.wfb3.xml cent-ans.muster-campaign club fort.onus.xml plan.siege.xml" _muster muster ""
expect "--language --lists" _muster muster --l

[ "$failures" -eq 0 ] && echo "completion offers what each word takes"
exit $((failures > 0))
