# The xgettext invocations for Muster's messages, sourced by update.sh and check.sh: one catalogue
# per language holds the core's messages (with a context, their id) and the window's (without).
# MUSTER_MESSAGE(id, text) and MUSTER_MESSAGE_PLURAL(id, one, many): the id is the gettext
# context, the text uses {named} placeholders that msgfmt --check compares (python-brace-format).
core_xgettext() {
  local output=$1
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
  (cd "$root" && find muster cli -name '*.cpp' -o -name '*.hpp' | LC_ALL=C sort) >"$output.files"
  (cd "$root" && xgettext --language=C++ --from-code=UTF-8 --keyword= \
      --keyword=MUSTER_MESSAGE:1c,2 --keyword=MUSTER_MESSAGE_PLURAL:1c,2,3 \
      --package-name=Muster --msgid-bugs-address=https://example.invalid/muster/issues \
      --add-comments=TRANSLATORS: --sort-by-file -f "$output.files" -o "$output.raw")
  rm -f "$output.files"
  # xgettext flags brace formats only in Python sources: mark every message with a {name}
  # so that msgfmt --check compares the placeholders of each translation with the English.
  awk 'BEGIN { RS = ""; ORS = "\n\n" }
       /\{[a-z_]+\}/ && !/#, / { sub(/\nmsgctxt/, "\n#, python-brace-format\nmsgctxt") }
       { print }' "$output.raw" >"$output"
  rm -f "$output.raw"
}

# The window's texts: _("…"), wxTRANSLATE, wxPLURAL in ui/ (printf-style %s, checked as c-format).
window_xgettext() {
  local output=$1
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)
  (cd "$root" && find ui -name '*.cpp' -o -name '*.hpp' | LC_ALL=C sort) >"$output.files"
  (cd "$root" && xgettext --language=C++ --from-code=UTF-8 --keyword=_ --keyword=wxTRANSLATE --keyword=tr --keyword=wxPLURAL:1,2 \
      --package-name=Muster --msgid-bugs-address=https://example.invalid/muster/issues \
      --add-comments=TRANSLATORS: --sort-by-file -f "$output.files" -o "$output")
  rm -f "$output.files"
}

# Every message of the program: the core's, then the window's.
all_xgettext() {
  local output=$1
  core_xgettext "$output.core"
  window_xgettext "$output.window"
  msgcat --use-first --sort-by-file "$output.core" "$output.window" -o "$output"
  rm -f "$output.core" "$output.window"
}
