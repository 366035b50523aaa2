#!/usr/bin/env bash
# Renders `adaptive validate --reporter html` in headless Chromium and saves screenshots, to
# check by eye that the page shows every layout, its problems, and the filters working.
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
