#!/usr/bin/env bash
# Retakes the README's screenshots: the three main views, the WFB3 page and the ONUS! fortress page over the bundled
# examples and a small demo campaign, a finding with its Why? and the share preview: the whole 1280×800 screen of Xvfb
# under a window manager, with muster-ui-tests' --screenshot option and its readme-* tests.
#   bash installer/screenshots/take.sh [build-dir] [language]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
language=${2:-en}
suffix=$([ "$language" = en ] && echo "" || echo "-$language")
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_DATA_HOME=$home/data USER=jehanne
cli() { "$build/muster-cli" "$@" >/dev/null; }

# The players' own words, in their language.
if [ "$language" = fr ]; then
  mustered="levée à Blois" garrison="la garnison d'Orléans" host="Ost de Talbot"
  note="Trois batailles à la française : les chevaliers devant, arbalétriers et canons en soutien."
else
  mustered="mustered at Blois" garrison="the garrison of Orléans" host="Talbot's host"
  note="Three battles in the French manner: knights in front, crossbowmen and guns in support."
fi
campaign=$home/loire.muster-campaign
cli campaign -f "$campaign" create "$campaign" --name "Campagne de la Loire, 1429" --system hail-caesar-hyw --start 1429-04-29
cli campaign -f "$campaign" add-player "Jehanne"
cli campaign -f "$campaign" add-player "John Talbot"
cli campaign -f "$campaign" add-army "Ost de France" --player "Jehanne" --faction hyw-french
cli campaign -f "$campaign" add-army "$host" --player "John Talbot" --faction hyw-english
cli campaign -f "$campaign" save-roster "Ost de France" lists/hail-caesar-hyw/examples/french-legal.roster.xml --reason "$mustered"
cli campaign -f "$campaign" save-roster "$host" lists/hail-caesar-hyw/examples/english-legal.roster.xml --reason "$garrison"
cli campaign -f "$campaign" start-siege lists/warmaster-medieval-siege/examples/orleans-1428.siege.xml --name "Orléans" \
  --attacker "$host" --defender "Ost de France"
cli campaign -f "$campaign" advance
cli campaign -f "$campaign" record-battle --army-a "Ost de France" --army-b "$host" --scenario "Patay" \
  --result a --b-lost u3
cli campaign -f "$campaign" advance

# Each view as a player sees it on a 1280×800 screen: the whole screen with a window manager
# (testing/run_under_wm.sh), the window's menus and status bar included. It runs in the file's
# folder, so that the status bar names the file, not a temporary folder.
root=$PWD
build=$(cd "$build" && pwd)
screen() {  # screen FILE-TO-OPEN muster-ui-tests-arguments…
  local file=$1
  shift
  (cd "$(dirname "$file")" && xvfb-run -a -s "-screen 0 ${MUSTER_SCREEN:-1280x800}x24" "$root/ui/testing/run_under_wm.sh" \
    "$build/ui/muster-ui-tests" --language "$language" "$@" "$(basename "$file")")
}
shot() { screen "$2" --view "$1" --screenshot "$root/installer/screenshots/$1$suffix.png" --whole-screen; }
shot builder lists/hail-caesar-hyw/examples/french-legal.roster.xml
shot siege lists/warmaster-medieval-siege/examples/orleans-1428.siege.xml
shot campaign "$campaign"
shot wfb3 lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml
shot onus lists/onus/examples/design-b.onus.xml
# A finding with its Why? opened in the details pane, and the share preview (Army > Share army as
# text…) over the builder, the same way.
readme_shot() { MUSTER_SHOT_FILE="$root/installer/screenshots/$1$suffix.png" screen "$2" --ui-test "readme-$1"; }
readme_shot why lists/hail-caesar-hyw/examples/french-legal.roster.xml
army=$home/ost-de-france.roster.xml
sed "s|<notes>.*</notes>|<notes>$note</notes>|" lists/hail-caesar-hyw/examples/french-legal.roster.xml >"$army"
readme_shot share "$army"
echo "screenshots written to installer/screenshots/"
