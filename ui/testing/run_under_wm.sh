#!/usr/bin/env bash
# Runs a command on the X display of xvfb-run with a window manager (openbox) beside it, as on a
# desktop: dialogs then get the keyboard focus as they do for a player. Without openbox, the
# command runs alone. Used by the GUI tests:  xvfb-run … run_under_wm.sh muster --ui-test …
set -uo pipefail
wm_pid=
if command -v openbox >/dev/null 2>&1; then
  config=$(mktemp -d)
  HOME=$config openbox --sm-disable >/dev/null 2>&1 &
  wm_pid=$!
  # Wait until it manages the screen (it sets _NET_SUPPORTING_WM_CHECK on the root window).
  for _ in $(seq 50); do
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
    sleep 0.1
  done
fi
"$@"
status=$?
if [ -n "$wm_pid" ]; then kill "$wm_pid" 2>/dev/null; wait "$wm_pid" 2>/dev/null; rm -rf "$config"; fi
exit $status
