#!/usr/bin/env bash
# Compiles the named library modules (in dependency order) with libFuzzer's coverage counters and
# AddressSanitizer into OUT, each only when one of its sources, or the object of a module before
# it, is newer than its object (a module inlines its dependencies' layouts: an object compiled
# against an old class layout writes past the new one): SwiftPM does not instrument library
# targets, so a harness built with `swift build` would fuzz blind.
# usage (from the repository root): Scripts/fuzz/build-modules.sh OUT MODULE...
set -euo pipefail
out=$1
shift
mkdir -p "$out"
before=()
for m in "$@"; do
  stale=0
  if [ ! -f "$out/$m.o" ] || [ -n "$(find "Sources/$m" -name '*.swift' -newer "$out/$m.o")" ]; then
    stale=1
  fi
  for p in "${before[@]}"; do
    if [ "$out/$p.o" -nt "$out/$m.o" ]; then stale=1; fi
  done
  before+=("$m")
  if [ "$stale" = 1 ]; then
    files=$(find "Sources/$m" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    # One package name for all of them, as SwiftPM gives its targets, so that `package`
    # declarations are visible from module to module.
    swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -swift-version 6 -module-name "$m" \
      -package-name AdaptiveLayout \
      -I "$out" -emit-module -emit-module-path "$out/$m.swiftmodule" -c -o "$out/$m.o" $files
    echo "built $m"
  fi
done
