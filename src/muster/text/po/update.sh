#!/usr/bin/env bash
# Gathers the core's messages into muster-core.pot and merges them into every <language>.po.
# Run after adding or changing a MUSTER_MESSAGE; then translate the new or fuzzy entries.
set -euo pipefail
cd "$(dirname "$0")"
source ./xgettext-args.sh
core_xgettext "$PWD/muster-core.pot"
for po in *.po; do msgmerge --quiet --update --backup=none "$po" muster-core.pot; done
msgfmt --statistics --check -o /dev/null ./*.po
