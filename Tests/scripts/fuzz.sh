#!/usr/bin/env bash
# Builds a libFuzzer target (with AddressSanitizer) over the core's sources and runs it,
# seeded from the fixtures.
#
#   Tests/scripts/fuzz.sh parser|pipeline [SECONDS]     (default 600 seconds)
#
# Crashes are written to .build/fuzz/<target>/artifacts/ as crash-*; turn each into a
# regression fixture: Fixtures/fuzz/<name>.flow.yml (or .flow.json, without the first,
# syntax-picking byte) with its .expected output, which FixtureTests then checks.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: fuzz.sh parser|pipeline [seconds]}
seconds=${2:-600}
case "$target" in
  parser) entry=Tests/Fuzz/ParserFuzzTarget.swift ;;
  pipeline) entry=Tests/Fuzz/PipelineFuzzTarget.swift ;;
  *) echo "unknown target '$target': parser or pipeline" >&2; exit 2 ;;
esac
out=.build/fuzz/$target
mkdir -p "$out/corpus" "$out/artifacts"
echo "building $target fuzzer..."
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ModalityLintFuzz \
  $(find Sources/ModalityLintCore -name '*.swift' | sort) "$entry" -o "$out/fuzzer" 2>&1 \
  | grep -v "Cannot export local symbol" || true
# Seeds: every fixture, prefixed with the byte that picks its syntax.
find Fixtures -type f \( -name '*.yml' -o -name '*.yaml' -o -name '*.json' \) | while read -r fixture; do
  name=$(printf '%s' "$fixture" | tr '/' '_')
  case "$fixture" in
    *.json) { printf '\001'; cat "$fixture"; } > "$out/corpus/seed_$name" ;;
    *) { printf '\000'; cat "$fixture"; } > "$out/corpus/seed_$name" ;;
  esac
done
"$out/fuzzer" "$out/corpus" -artifact_prefix="$out/artifacts/" -max_total_time="$seconds" \
  -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
