#!/usr/bin/env bash
# The Debian package as the README's command builds it (cpack -G DEB in the build folder):
# lintian --pedantic finds no error and no warning; installed into a scratch root, both programs
# give their --version, completion, the man pages and the MIME types work from the installed files.
# usage: check_package.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$(cd "$1" && pwd) source=$(cd "$2" && pwd)
tests=$source/tests
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$build" && cpack -G DEB -B "$work/package" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log" >&2; exit 1; }
deb=$(ls "$work"/package/muster_*_amd64.deb)
failures=0
fail() { echo "$*" >&2; failures=$((failures + 1)); }

# lintian: no error, no warning (informational and pedantic tags are shown, not failed)
lintian --pedantic --display-info "$deb" >"$work/lintian.log" 2>&1
cat "$work/lintian.log"
grep -E '^[EW]: ' "$work/lintian.log" >/dev/null && fail "lintian reports errors or warnings"

# installed into a scratch root
root=$work/root
dpkg-deb -x "$deb" "$root"
version=$(dpkg-deb -f "$deb" Version)
[ "$("$root/usr/bin/muster-cli" --version)" = "muster-cli $version" ] || fail "installed muster-cli --version"
[ "$("$root/usr/bin/muster" --version)" = "muster $version" ] || fail "installed muster --version"
contents=$(dpkg-deb -c "$deb")
grep -Eq 'muster-ui-tests|bin/bench|muster-tests' <<<"$contents" && fail "a test program is in the package"
grep -q '\.ttf$' <<<"$contents" && fail "a font file ships in the package (the system's DejaVu is used)"
grep -q './usr/share/locale/fr/LC_MESSAGES/muster.mo' <<<"$contents" || fail "no translation under /usr/share/locale"
dpkg-deb -f "$deb" Depends | grep -q 'libhpdf-2.3.0' || fail "Depends lacks libhpdf-2.3.0 (loaded with dlopen)"

# completion, man pages and MIME types from the installed files
bash "$tests/check_completion.sh" "$root/usr/bin/muster-cli" "$root/usr/share/bash-completion/completions" || fail "installed completion"
bash "$tests/check_man_pages.sh" "$root"/usr/share/man/man1/muster-cli.1.gz "$root"/usr/share/man/man1/muster.1.gz || fail "installed man pages"
bash "$tests/check_mime_types.sh" "$root/usr/share/mime/packages/io.github.muster.Muster.xml" \
    "$root/usr/share/applications/io.github.muster.Muster.desktop" "$source" || fail "installed MIME types"
[ "$failures" -eq 0 ] && echo "the package is lintian-clean and works installed"
exit $((failures > 0))
