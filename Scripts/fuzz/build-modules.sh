#!/usr/bin/env bash
# Compiles the named library modules (in dependency order) with libFuzzer's coverage counters and
# AddressSanitizer into OUT, each only when one of its sources is newer than its object: SwiftPM
# does not instrument library targets, so a harness built with `swift build` would fuzz blind.
# usage (from the repository root): Scripts/fuzz/build-modules.sh OUT MODULE...
set -euo pipefail
out=$1
shift
mkdir -p "$out"
for m in "$@"; do
  if [ ! -f "$out/$m.o" ] || [ -n "$(find "Sources/$m" -name '*.swift' -newer "$out/$m.o")" ]; then
    files=$(find "Sources/$m" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -swift-version 6 -module-name "$m" \
      -I "$out" -emit-module -emit-module-path "$out/$m.swiftmodule" -c -o "$out/$m.o" $files
    echo "built $m"
  fi
done
