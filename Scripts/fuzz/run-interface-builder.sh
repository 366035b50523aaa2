#!/usr/bin/env bash
# Fuzzes the Interface Builder reader with libFuzzer for SECONDS (default 300): the modules are
# compiled with coverage counters and AddressSanitizer (SwiftPM does not instrument library
# targets), seeded with the corpus documents and the tests' documents.
# usage (from the repository root): Scripts/fuzz/run-interface-builder.sh [SECONDS] [CORPUS_DIR]
set -euo pipefail
seconds=${1:-300}
seeds=${2:-../shared/storyboards}
[ -d "$seeds" ] || seeds=/work/shared/storyboards
out=.build/fuzz-ib
mkdir -p "$out/corpus" "$out/artifacts"
Scripts/fuzz/build-modules.sh "$out" LayoutSolver AdaptiveLayout SizeClasses DeviceProfiles InterfaceBuilder SceneFormat
swiftc -O -parse-as-library -sanitize=fuzzer,address -swift-version 6 -I "$out" \
  Scripts/fuzz/interface-builder.swift "$out"/*.o -o "$out/fuzz-interface-builder"
cp "$seeds"/*.storyboard "$seeds"/*.xib "$out/corpus/" 2>/dev/null || true
# -detect_leaks=0: FoundationXML leaks the CFString of every libxml2 error it turns into an NSError
# (_CFErrorCreateFromXMLInterface, in the toolchain); a leak report would stop each run at the
# first malformed input (and at exit, unless ASAN_OPTIONS says so too). Our own code is still
# checked by AddressSanitizer for memory errors.
ASAN_OPTIONS=detect_leaks=0 "$out/fuzz-interface-builder" "$out/corpus" -dict=Scripts/fuzz/interface-builder.dict \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1
