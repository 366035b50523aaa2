#!/usr/bin/env bash
# Fuzzes the .scene pipeline (parse, bind, resolve in the 9 classes, lay out with the ambiguity
# check, write back) with libFuzzer for SECONDS (default 300). The modules are compiled with
# coverage counters and AddressSanitizer (SwiftPM does not instrument library targets), seeded
# with the bundled scenes and Scripts/fuzz/scene-seeds (the newer statements).
# usage (from the repository root): Scripts/fuzz/run-scene.sh [SECONDS]
set -euo pipefail
seconds=${1:-300}
out=.build/fuzz-scene
mkdir -p "$out/corpus" "$out/artifacts"
Scripts/fuzz/build-modules.sh "$out" LayoutSolver AdaptiveLayout SizeClasses SceneFormat
swiftc -O -parse-as-library -sanitize=fuzzer,address -swift-version 6 -I "$out" \
  Scripts/fuzz/scene.swift "$out"/*.o -o "$out/fuzz-scene"
cp Scenes/*.scene Scripts/fuzz/scene-seeds/*.scene "$out/corpus/" 2>/dev/null || true
ASAN_OPTIONS=detect_leaks=0 "$out/fuzz-scene" "$out/corpus" -dict=Scripts/fuzz/scene.dict \
  -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1
