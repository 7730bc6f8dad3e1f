#!/usr/bin/env bash
# Gathers the interface's messages into muster.pot and merges them into every <language>.po.
# Run after changing a _("…") text; then translate the new or fuzzy entries.
set -euo pipefail
cd "$(dirname "$0")"
xgettext --language=C++ --from-code=UTF-8 --keyword=_ --keyword=wxTRANSLATE --keyword=tr --keyword=wxPLURAL:1,2 \
  --package-name=Muster --msgid-bugs-address=https://example.invalid/muster/issues \
  --add-comments=TRANSLATORS: -o muster.pot $(cd .. && find . -name "*.cpp" -o -name "*.hpp" | LC_ALL=C sort | sed "s|^./|../|")
for po in *.po; do msgmerge --quiet --update --backup=none "$po" muster.pot; done
msgfmt --statistics --check -o /dev/null ./*.po
