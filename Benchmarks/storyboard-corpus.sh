#!/usr/bin/env bash
# The Interface Builder corpus: every .storyboard and .xib in ../shared/storyboards (or DIR) read,
# each scene laid out on its design device, every frame Xcode recorded compared with the computed
# one. Prints the table: documents read, views compared, within 1 pt, the worst ten with their
# reason, and the misses by cause (`adaptive validate --recorded`).
#
# usage: Benchmarks/storyboard-corpus.sh [DIR]     (builds the release tool first)
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-../shared/storyboards}"
[ -d "$dir" ] || dir=/work/shared/storyboards
swift build -c release --product adaptive >/dev/null
tool=.build/release/adaptive

shopt -s nullglob
documents=("$dir"/*.storyboard "$dir"/*.xib)
if [ ${#documents[@]} -eq 0 ]; then
  echo "no .storyboard or .xib in $dir" >&2
  exit 2
fi

# Exit status 1 means "a frame is off by more than 1 pt": the table is the result either way.
status=0
"$tool" validate --recorded "${documents[@]}" >/tmp/storyboard-corpus.$$ 2>/tmp/storyboard-corpus.err.$$ || status=$?
echo "corpus: $dir (${#documents[@]} documents)"
# The per-scene lines go to the log; the table is the part after the blank line.
sed -n '/^$/,$p' /tmp/storyboard-corpus.$$ | sed '1d'
errors=$(grep -c ': error: ' /tmp/storyboard-corpus.err.$$ || true)
warnings=$(grep -c ': warning: ' /tmp/storyboard-corpus.err.$$ || true)
echo "diagnostics: $errors errors, $warnings warnings (per-scene detail: adaptive validate --recorded DOC)"
rm -f /tmp/storyboard-corpus.$$ /tmp/storyboard-corpus.err.$$
[ "$status" -le 1 ] || exit "$status"
