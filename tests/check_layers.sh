#!/usr/bin/env bash
# The core's folders include only downwards: util, text, xml and report at the bottom (each may
# include the others), lists above them, rules above lists and never roster. Fails naming each
# #include of src/muster that reaches a higher layer than its folder's.
#   check_layers.sh SOURCE_DIR
set -euo pipefail
cd "$1/src/muster"

# What each folder's files may include, besides the standard and third-party headers.
bottom="util text xml report"
declare -A may_include=(
  [util]="$bottom"
  [text]="$bottom"
  [xml]="$bottom"
  [report]="$bottom"
  # The list loader builds each faction's composition rules, so lists and rules know each other.
  [lists]="$bottom lists rules"
  [rules]="$bottom lists rules"
)

wrong=""
checked=0
for folder in "${!may_include[@]}"; do
  [ -d "$folder" ] || continue
  while IFS= read -r line; do
    file=${line%%:*}
    header=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"${line#*:}")
    included_folder=$(cut -d/ -f2 <<<"$header")
    checked=$((checked + 1))
    case " ${may_include[$folder]} " in *" $included_folder "*) continue ;; esac
    wrong+="$file includes $header: $folder may include only ${may_include[$folder]}"$'\n'
  done < <(grep -rHE '^[[:space:]]*#[[:space:]]*include[[:space:]]+"muster/' "$folder" || true)
done
if [ -n "$wrong" ]; then
  printf 'includes that reach a higher layer:\n%s' "$wrong" >&2
  exit 1
fi
[ "$checked" -gt 50 ] || { echo "only $checked includes found: the scan is broken" >&2; exit 1; }
echo "the core's layers include only downwards ($checked includes of util, text, xml, report, lists and rules checked)"
