#!/usr/bin/env bash
# Fails when an interface text marked for translation has no translation in a catalogue: merges
# today's messages into a copy of each <language>.po and counts what is untranslated or fuzzy.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xgettext --language=C++ --from-code=UTF-8 --keyword=_ --keyword=wxTRANSLATE --keyword=tr --keyword=wxPLURAL:1,2 -o "$work/muster.pot" $(cd .. && find . -name "*.cpp" -o -name "*.hpp" | LC_ALL=C sort | sed "s|^|../|")
status=0
for po in *.po; do
  msgmerge --quiet --no-fuzzy-matching -o "$work/$po" "$po" "$work/muster.pot"
  stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$work/$po" 2>&1)
  echo "$po: $stats"
  if grep -Eq "untranslated|fuzzy" <<<"$stats"; then
    echo "$po lacks translations; run ui/po/update.sh and translate these:" >&2
    msgattrib --untranslated --only-fuzzy --no-obsolete "$work/$po" 2>/dev/null | grep '^msgid' | head -20 >&2 || true
    msgattrib --untranslated --no-obsolete "$work/$po" | grep '^msgid' | sed 1d | head -20 >&2
    status=1
  fi
done
exit $status
