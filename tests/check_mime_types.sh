#!/usr/bin/env bash
# Every kind of file Muster opens has a MIME type that update-mime-database accepts, that GIO (and
# xdg-mime through it) finds by name, and by content where the name says nothing (a campaign's
# SQLite application id), and that opens in Muster from a file manager. All in a scratch
# XDG_DATA_HOME. usage: check_mime_types.sh MIME_XML DESKTOP_ENTRY SOURCE_DIR
#   (the source tree's installer/ files, or those a package installed)
set -uo pipefail
mime_xml=$1 desktop_entry=$2 source=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_DATA_DIRS=$work/data:/usr/share XDG_CURRENT_DESKTOP=GNOME HOME=$work
mkdir -p "$XDG_DATA_HOME/mime/packages" "$XDG_DATA_HOME/applications" "$work/files"
cp "$mime_xml" "$XDG_DATA_HOME/mime/packages/io.github.muster.Muster.xml"
cp "$desktop_entry" "$XDG_DATA_HOME/applications/io.github.muster.Muster.desktop"
failures=0
fail() { echo "$*" >&2; failures=$((failures + 1)); }

# update-mime-database accepts the rules: no error and no warning
if ! out=$(update-mime-database "$XDG_DATA_HOME/mime" 2>&1) || [ -n "$out" ]; then fail "update-mime-database: $out"; fi
update-desktop-database "$XDG_DATA_HOME/applications" 2>/dev/null

examples=$source/lists
cp "$examples/hail-caesar-hyw/examples/french-legal.roster.xml" "$work/files/army.roster.xml"
cp "$examples/warmaster-medieval/examples/dale-1430.siege.xml" "$work/files/dale.siege.xml"
cp "$examples/warhammer-fantasy-3/examples/border-patrol.wfb3.xml" "$work/files/patrol.wfb3.xml"
cp "$examples/onus/examples/design-a.onus.xml" "$work/files/fort.onus.xml"
# a campaign as Muster writes it: SQLite with application_id 0x4D555354 ("MUST")
sqlite3 "$work/files/cent-ans.muster-campaign" "PRAGMA application_id = 1297437524; CREATE TABLE t(x);"
cp "$work/files/cent-ans.muster-campaign" "$work/files/renamed.db"
plain=$(mktemp --suffix=.db -p "$work"); sqlite3 "$plain" "CREATE TABLE t(x);"

type_of() { gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'; }
expect_type() {  # expect_type FILE TYPE
    local by_gio by_xdg
    by_gio=$(type_of "$1"); by_xdg=$(xdg-mime query filetype "$1" 2>/dev/null)
    [ "$by_gio" = "$2" ] || fail "gio info $(basename "$1"): $by_gio, expected $2"
    [ "$by_xdg" = "$2" ] || fail "xdg-mime query filetype $(basename "$1"): $by_xdg, expected $2"
}
expect_type "$work/files/army.roster.xml" application/x-muster-roster
expect_type "$work/files/dale.siege.xml" application/x-muster-siege
expect_type "$work/files/patrol.wfb3.xml" application/x-muster-wfb3-army
expect_type "$work/files/fort.onus.xml" application/x-muster-onus-fortress
expect_type "$work/files/cent-ans.muster-campaign" application/x-muster-campaign
expect_type "$work/files/renamed.db" application/x-muster-campaign   # by content: the application id
expect_type "$plain" application/vnd.sqlite3                          # another SQLite file stays one

# The XML kinds are recognised by their root element too (for tools that read root-XML rules).
for pair in roster:application/x-muster-roster siege-plan:application/x-muster-siege \
            wfb3-army:application/x-muster-wfb3-army onus-fortress:application/x-muster-onus-fortress; do
    grep -qx " ${pair%%:*} ${pair#*:}" "$XDG_DATA_HOME/mime/XMLnamespaces" ||
        fail "no root-XML rule for ${pair%%:*} in the compiled database"
done

# Each opens in Muster from a file manager.
for type in application/x-muster-roster application/x-muster-siege application/x-muster-wfb3-army \
            application/x-muster-onus-fortress application/x-muster-campaign; do
    default=$(xdg-mime query default "$type" 2>/dev/null)
    [ "$default" = io.github.muster.Muster.desktop ] || fail "xdg-mime query default $type: '$default'"
done
[ "$failures" -eq 0 ] && echo "every kind of file Muster opens has its type, by name and by content"
exit $((failures > 0))
