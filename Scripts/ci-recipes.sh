#!/usr/bin/env bash
# Runs the commands of README's GitHub Actions and GitLab CI recipes, as far as this machine
# allows (no runner here): each shard of the matrix, with the exit statuses the recipes rely on,
# and checks what they hand to the CI (SARIF parses, JUnit is well-formed XML, merged JSON equals
# one unsharded run). Usage: Scripts/ci-recipes.sh [path/to/adaptive]
set -euo pipefail
cd "$(dirname "$0")/.."
adaptive="${1:-.build/release/adaptive}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

expect_status() {  # expect_status WANT command...
  local want=$1; shift
  set +e; "$@"; local got=$?; set -e
  if [ "$got" != "$want" ]; then
    echo "ci-recipes: expected exit $want, got $got: $*" >&2
    exit 1
  fi
}

echo "== README main job: clean"
expect_status 0 "$adaptive" validate Scenes/*.scene > "$out/main.txt"
tail -1 "$out/main.txt"
grep -q " 0 errors, 0 warnings$" "$out/main.txt"
recipes=(Scenes/*.scene)
[ "$(wc -l < "$out/main.txt")" -eq $((${#recipes[@]} + 1)) ]  # one line per recipe, then the total

echo "== Scenes/failing: fails with exactly its problems"
expect_status 1 "$adaptive" validate Scenes/failing/*.scene > "$out/failing.txt"
tail -1 "$out/failing.txt"
# Its two problems (the conflict, whose broken aspect ratio leaves the square's height open)
# in the same layouts, nothing else.
grep -Eq "^Scenes/failing/square-view-portrait-only.scene: ([1-9][0-9]*) errors, 0 warnings \(unsatisfiable ([1-9][0-9]*), ambiguous-layout \2\) in [0-9]+ layouts$" \
  "$out/failing.txt"
if grep -E ": (error|warning): " "$out/failing.txt" | grep -Ev "\[(unsatisfiable|ambiguous-layout)\]$"; then
  echo "ci-recipes: Scenes/failing has a problem other than its two" >&2
  exit 1
fi

for shard in 1 2; do
  echo "== GitHub Actions, shard $shard/2"
  expect_status 0 "$adaptive" validate Scenes/*.scene --shard "$shard/2" --reporter github \
    > "$out/github-$shard.txt"
  if grep -q "^::error" "$out/github-$shard.txt"; then
    echo "ci-recipes: an error annotation on the clean recipes" >&2
    exit 1
  fi
  expect_status 0 "$adaptive" validate Scenes/*.scene --shard "$shard/2" --reporter sarif \
    -o "$out/adaptive-$shard.sarif"
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["version"]=="2.1.0"' \
    "$out/adaptive-$shard.sarif"

  echo "== GitLab CI, shard $shard/2 (CI_NODE_INDEX=$shard CI_NODE_TOTAL=2)"
  CI_NODE_INDEX=$shard CI_NODE_TOTAL=2
  expect_status 0 "$adaptive" validate Scenes/*.scene --shard "${CI_NODE_INDEX}/${CI_NODE_TOTAL}" \
    --reporter junit -o "$out/adaptive-junit-$shard.xml"
  python3 -c 'import sys, xml.dom.minidom as m; m.parse(sys.argv[1])' "$out/adaptive-junit-$shard.xml"

  expect_status 0 "$adaptive" validate Scenes/*.scene --shard "$shard/2" --reporter json \
    -o "$out/part-$shard.json"
done

echo "== GitHub annotations of a failing scene"
expect_status 1 "$adaptive" validate Scenes/failing/*.scene --reporter github > "$out/gh-fail.txt"
grep -q "^::error file=Scenes/failing/square-view-portrait-only.scene,line=20,col=1,title=unsatisfiable%3A c5::" \
  "$out/gh-fail.txt"

echo "== merge-reports of the shards equals one run"
expect_status 0 "$adaptive" validate Scenes/*.scene --reporter json -o "$out/whole.json"
expect_status 0 "$adaptive" merge-reports "$out/part-2.json" "$out/part-1.json" -o "$out/merged.json"
cmp "$out/whole.json" "$out/merged.json"
echo "ci-recipes: ok"
