#!/usr/bin/env bash
# Installs the build into a staging prefix and uses the staged muster-cli against the installed
# data only: list, validate an installed example roster, print a card with the installed font.
# usage: staged_install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cmake --install "$build" --prefix "$stage" >/dev/null
cli="$stage/bin/muster-cli"
data="$stage/share/muster"
# The source tree must not be what the staged program reads: move out of it.
cd "$stage"
"$cli" lists | grep -q "hyw-french"
"$cli" validate "$data/lists/hail-caesar-hyw/examples/french-legal.roster.xml" | grep -q "LEGAL"
"$cli" --json lists | grep -q "\"folder\": \"$data/lists\""
"$cli" print card hail-caesar-hyw -o "$stage/card.pdf" >/dev/null
[ -s "$stage/card.pdf" ]
test -f "$stage/share/applications/io.github.muster.Muster.desktop"
test -f "$stage/share/icons/hicolor/48x48/apps/io.github.muster.Muster.png"
test -f "$stage/share/man/man1/muster-cli.1.gz"
# No font file ships: the card above was printed in the system's DejaVu Sans, found by fontconfig.
[ ! -e "$data/templates/fonts" ]
pdffonts "$stage/card.pdf" | grep -q "DejaVuSans"
# The desktop app's French catalogue, and the app itself speaking French from the staged data.
if [ -x "$stage/bin/muster" ]; then
  test -f "$stage/share/locale/fr/LC_MESSAGES/muster.mo"
  if command -v xvfb-run >/dev/null; then
    # The app's own code with its smoke test (muster-ui-tests, never installed), placed beside the
    # installed app so that it finds its data exactly as the app does.
    cp "$build/ui/muster-ui-tests" "$stage/bin/"
    # Settings an earlier Muster kept in ~/.muster move once to $XDG_CONFIG_HOME/muster/, whole.
    printf '[print]\npaper=letter\n' >"$stage/.muster"
    HOME=$stage XDG_DATA_HOME=$stage/data XDG_CONFIG_HOME=$stage/config xvfb-run -a "$stage/bin/muster-ui-tests" --smoke-test --language fr \
      "$data/lists/hail-caesar-hyw/examples/french-legal.roster.xml" 2>&1 | grep -q "smoke test passed"
    [ ! -e "$stage/.muster" ]
    grep -q '^paper=letter$' "$stage/config/muster/muster.conf"
    rm "$stage/bin/muster-ui-tests"
  fi
fi
echo "staged install at $stage works from its own data"
