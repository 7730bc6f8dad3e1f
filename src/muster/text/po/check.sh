#!/usr/bin/env bash
# Fails when a message (the core's or the window's) has no translation in a catalogue, or when a translation drops or
# invents a {placeholder}: merges today's messages into a copy of each <language>.po, then
# msgfmt --check compares placeholders and --statistics counts what is untranslated or fuzzy.
set -euo pipefail
cd "$(dirname "$0")"
source ./xgettext-args.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
all_xgettext "$work/muster.pot"
count=$(grep -c '^msgid ' "$work/muster.pot" || true)
core=$(grep -c '^msgctxt' "$work/muster.pot" || true)
[ "$core" -gt 0 ] || { echo "no MUSTER_MESSAGE found in the core: the extraction is broken" >&2; exit 1; }
[ "$count" -gt "$((core + 100))" ] || { echo "no window text found in ui/: the extraction is broken" >&2; exit 1; }
status=0
for po in *.po; do
  msgmerge --quiet --no-fuzzy-matching -o "$work/$po" "$po" "$work/muster.pot"
  if ! stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$work/$po" 2>&1); then
    echo "$po: $stats" >&2
    status=1
    continue
  fi
  echo "$po: $stats ($((count - 1)) messages: $core of the core, the rest the window's)"
  if grep -Eq "untranslated|fuzzy" <<<"$stats"; then
    echo "$po lacks translations; run src/muster/text/po/update.sh and translate these:" >&2
    msgattrib --untranslated --no-obsolete "$work/$po" | grep -E '^msg(ctxt|id)' | head -40 >&2
    status=1
  fi
done
exit $status
