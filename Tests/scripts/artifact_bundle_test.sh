#!/usr/bin/env bash
# Checks the release that `.ci/make-release` makes, as a team installs it:
#
# - the artifact bundle's layout and info.json (SE-0305: schemaVersion 1.0, one executable
#   artifact `modality-lint` whose variant's path exists and whose triples include the
#   host's), the bundled binary's version, and on Linux that it needs no Swift runtime
#   library (so it runs without a toolchain);
# - the zip holds the same bundle, and its checksum is the zip's SHA-256 (what SwiftPM
#   checks on download);
# - the plugins package: its plugins' sources are those of Sources/ byte for byte, a local
#   bundle is named by `path:`, a published one (`--url`) by url and checksum;
# - then the plugins, used by a consumer package through the local bundle, with no compile
#   of the tool (plugin_consumer_test.sh --plugins).
#
#   artifact_bundle_test.sh --binary PATH
#
# PATH: a `modality-lint` built in release (.ci/run passes its own, built with
# --static-swift-stdlib on Linux), so that this test compiles nothing of the tool.
set -u

root="$(cd "$(dirname "$0")/../.." && pwd)"
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
        *) echo "usage: $0 --binary PATH" >&2; exit 2 ;;
    esac
done
[ -n "$binary" ] || { echo "usage: $0 --binary PATH" >&2; exit 2; }
scratch="$(mktemp -d "${TMPDIR:-/tmp}/modality-lint-release.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "PASS: $1"; }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; if [ -n "${2:-}" ]; then sed 's/^/    /' "$2"; fi; }

release="$scratch/release"
echo "== .ci/make-release --binary $binary"
start=$(date +%s)
if "$root/.ci/make-release" --binary "$binary" --output "$release" >"$scratch/make-release" 2>&1; then
    pass "make-release packages the binary ($(( $(date +%s) - start )) s)"
else
    fail "make-release packages the binary" "$scratch/make-release"
    echo "$passed passed, $failed failed"
    exit 1
fi
bundle="$release/modality-lint.artifactbundle"

echo "== the bundle's layout and info.json"
host_triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
if python3 - "$bundle" "$host_triple" "$("$binary" --version)" >"$scratch/info" 2>&1 <<'PY'
import json, os, sys
bundle, host, printed = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
problems = []
if info.get("schemaVersion") != "1.0":
    problems.append(f"schemaVersion is {info.get('schemaVersion')!r}, not '1.0'")
artifacts = info.get("artifacts", {})
if list(artifacts) != ["modality-lint"]:
    problems.append(f"artifacts are {list(artifacts)}, not just modality-lint")
artifact = artifacts.get("modality-lint", {})
if artifact.get("type") != "executable":
    problems.append(f"type is {artifact.get('type')!r}, not 'executable'")
if artifact.get("version", "") not in printed:
    problems.append(f"version {artifact.get('version')!r} is not the binary's ({printed})")
variants = artifact.get("variants", [])
if not variants:
    problems.append("no variants")
# SwiftPM matches a variant's triples against the host's, without the OS version.
def unversioned(triple):
    return triple.rstrip("0123456789.")
hosts = [v for v in variants if unversioned(host) in map(unversioned, v.get("supportedTriples", []))]
if not hosts:
    problems.append(f"no variant supports the host, {host}")
for variant in variants:
    path = os.path.join(bundle, variant.get("path", ""))
    if not variant.get("path", "").endswith("/modality-lint") or not os.path.isfile(path) or not os.access(path, os.X_OK):
        problems.append(f"variant path {variant.get('path')!r} is not an executable named modality-lint")
print("\n".join(problems) or "ok")
sys.exit(1 if problems else 0)
PY
then
    pass "info.json: schemaVersion 1.0, executable modality-lint, a variant for $host_triple at an executable path"
else
    fail "info.json: schemaVersion 1.0, executable modality-lint, a variant for $host_triple at an executable path" "$scratch/info"
fi
if [ -f "$bundle/LICENSE" ] && cmp -s "$bundle/LICENSE" "$root/LICENSE"; then
    pass "the bundle holds the license"
else
    fail "the bundle holds the license"
fi

bundled="$(find "$bundle" -type f -path '*/bin/modality-lint' | head -1)"
# No toolchain: an empty environment, and no Swift library that the loader would look for.
if [ -n "$bundled" ] && env -i "$bundled" --version >"$scratch/version" 2>&1 && cmp -s "$scratch/version" <("$binary" --version); then
    pass "the bundled binary runs with an empty environment and prints the version ($(cat "$scratch/version"))"
else
    fail "the bundled binary runs with an empty environment and prints the version" "$scratch/version"
fi
if [ "$(uname -s)" = Linux ]; then
    if ldd "$bundled" >"$scratch/ldd" 2>&1 && ! grep -Eq 'libswift|libFoundation|libdispatch|lib_FoundationICU' "$scratch/ldd"; then
        pass "on Linux the binary needs no Swift runtime library (--static-swift-stdlib)"
    else
        fail "on Linux the binary needs no Swift runtime library (--static-swift-stdlib)" "$scratch/ldd"
    fi
fi

echo "== the zip and its checksum"
zip="$release/modality-lint.artifactbundle.zip"
mkdir "$scratch/unzipped"
if (cd "$scratch/unzipped" && unzip -q "$zip") && diff -r "$bundle" "$scratch/unzipped/modality-lint.artifactbundle" >"$scratch/zipdiff" 2>&1; then
    pass "the zip holds the bundle, at its top level"
else
    fail "the zip holds the bundle, at its top level" "$scratch/zipdiff"
fi
checksum="$(cat "$release/modality-lint.artifactbundle.zip.checksum")"
sha="$(python3 -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' "$zip")"
if [ "$checksum" = "$sha" ] && [ "$checksum" = "$(cd "$scratch" && swift package compute-checksum "$zip")" ]; then
    pass "the checksum is the zip's SHA-256, as swift package compute-checksum says"
else
    fail "the checksum is the zip's SHA-256, as swift package compute-checksum says ($checksum, $sha)"
fi
"$root/.ci/make-release" --binary "$binary" --output "$scratch/again" >/dev/null 2>&1
if [ "$(cat "$scratch/again/modality-lint.artifactbundle.zip.checksum" 2>/dev/null)" = "$checksum" ]; then
    pass "the same binary gives the same checksum"
else
    fail "the same binary gives the same checksum"
fi

echo "== the plugins package"
plugins="$release/modality-lint-plugins"
same=yes
for plugin in ModalityLintBuildPlugin ModalityLintCommandPlugin; do
    diff -r "$root/Sources/$plugin" "$plugins/Plugins/$plugin" >"$scratch/plugindiff" 2>&1 || same=no
done
if [ "$same" = yes ]; then
    pass "the plugins' sources are copies of Sources/ModalityLintBuildPlugin and Sources/ModalityLintCommandPlugin"
else
    fail "the plugins' sources are copies of Sources/ModalityLintBuildPlugin and Sources/ModalityLintCommandPlugin" "$scratch/plugindiff"
fi
if grep -qF '.binaryTarget(name: "modality-lint", path: "modality-lint.artifactbundle")' "$plugins/Package.swift" \
    && [ -f "$plugins/modality-lint.artifactbundle/info.json" ]; then
    pass "without --url, the plugins package names its copy of the bundle by path"
else
    fail "without --url, the plugins package names its copy of the bundle by path" "$plugins/Package.swift"
fi
address="https://example.com/modality-lint/releases/download/v1/modality-lint.artifactbundle.zip"
"$root/.ci/make-release" --binary "$binary" --output "$scratch/published" --url "$address" >/dev/null 2>&1
published="$scratch/published/modality-lint-plugins"
if grep -qF "url: \"$address\"" "$published/Package.swift" && grep -qF "checksum: \"$checksum\"" "$published/Package.swift" \
    && [ ! -e "$published/modality-lint.artifactbundle" ] \
    && swift package --package-path "$published" dump-package >"$scratch/dump" 2>&1 \
    && grep -q '"url" *: *"https://example.com' "$scratch/dump"; then
    pass "with --url, the plugins package names the published zip with its checksum, and SwiftPM reads it"
else
    fail "with --url, the plugins package names the published zip with its checksum, and SwiftPM reads it" "$published/Package.swift"
    cat "$scratch/dump" 2>/dev/null
fi

echo "== the plugins in a consumer package, through the local bundle"
if bash "$root/Tests/scripts/plugin_consumer_test.sh" --plugins "$plugins"; then
    pass "the consumer package builds and lints with the released plugins"
else
    fail "the consumer package builds and lints with the released plugins"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
