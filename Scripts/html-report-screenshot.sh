#!/usr/bin/env bash
# Renders `adaptive validate --reporter html` in headless Chromium: checks in the rendered DOM
# that every layout is there and that the filters (set from the page's query string) hide what
# they should, and saves screenshots to check by eye that the pictures and problems show.
# Usage: Scripts/html-report-screenshot.sh [OUT_DIR] [path/to/adaptive]
# Needs chromium (Debian: apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/html-report}"
adaptive="${2:-.build/debug/adaptive}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "html-report-screenshot: no chromium found (apt-get install chromium)" >&2
  exit 2
fi
# A failing recipe and a clean one; wR hC and wC hR only, so the page fits a screenshot.
set +e
"$adaptive" validate Scenes/failing/square-view-portrait-only.scene \
  Scenes/two-buttons-size-class-layout.scene --class wR-hC,wC-hR --reporter html \
  -o "$out/report.html"
status=$?
set -e
[ "$status" -eq 1 ] || { echo "expected exit 1 (the failing recipe), got $status" >&2; exit 1; }
shoot() {  # shoot NAME QUERY
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1800 \
    --screenshot="$out/$1.png" "file://$out/report.html$2" 2>>"$out/chromium.log"
  [ -s "$out/$1.png" ] || { echo "no screenshot: see $out/chromium.log" >&2; exit 1; }
  echo "$out/$1.png"
}
shoot all ""
# Filtered: only layouts with an unsatisfiable conflict.
shoot unsatisfiable "?rule=unsatisfiable"
# Filtered: one device, right to left.
shoot iphone-rtl "?device=iphone-16-pro-max&direction=rtl"

# The DOM after the page's script ran: the filters' counts, as the page itself reports them.
shown() {  # shown QUERY -> the number of layouts the page says it shows
  "$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$out/report.html$1" \
    2>>"$out/chromium.log" | sed -n 's/.*<span id="shown">\([0-9]*\) layouts shown<.*/\1/p'
}
check() {  # check QUERY WANT
  local got
  got="$(shown "$1")"
  if [ "$got" != "$2" ]; then
    echo "html-report: '$1' shows '$got' layouts, expected $2" >&2
    exit 1
  fi
  echo "html-report: '${1:-all}' shows $got layouts"
}
# 2 files x (2 canvases + the device configurations in wR hC or wC hR) x 2 directions.
total=$(grep -c '<figure class="layout' "$out/report.html")
check "" "$total"
# The failing square conflicts in every wR hC layout and nowhere else.
conflicts=$(grep -c '<figure class="layout error".*data-class="wR hC".*data-rules="unsatisfiable' \
  "$out/report.html")
check "?rule=unsatisfiable" "$conflicts"
check "?problems=1" "$conflicts"
# One device, right to left: its two configurations in these classes, for each of the 2 files.
check "?device=iphone-16-pro-max&direction=rtl" 4
echo "html-report: ok ($out)"
