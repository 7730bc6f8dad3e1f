#!/usr/bin/env bash
# Gathers every message of Muster — the core's MUSTER_MESSAGE and the window's _("…") — into
# muster.pot and merges them into every <language>.po. Run after adding or changing one; then
# translate the new or fuzzy entries.
set -euo pipefail
cd "$(dirname "$0")"
source ./xgettext-args.sh
all_xgettext "$PWD/muster.pot"
for po in *.po; do msgmerge --quiet --update --backup=none "$po" muster.pot; done
msgfmt --statistics --check -o /dev/null ./*.po
