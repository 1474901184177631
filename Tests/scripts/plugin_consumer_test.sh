#!/usr/bin/env bash
# Checks the SwiftPM plugins end to end, as a developer meets them: a real `swift build` and
# `swift package modality-lint` of a consumer package that applies the build tool plugin to
# three targets (see Fixtures/plugin-consumer/Package.swift). Builds go to a temporary
# folder (--scratch-path), so the repository is not written to. Each step's duration is
# printed. Two ways, the same checks:
#
#   plugin_consumer_test.sh
#       From source: Fixtures/plugin-consumer depends on this repository by relative path,
#       as a package that adds `.package(url: ...)` does, so its first build compiles
#       modality-lint (debug) with the plugins' sources. Proves the root Package.swift's
#       plugins work with the tool built from source. Slow: one debug compile of the tool,
#       unless --build-folder names a debug build folder of this repository where the tool
#       is built already (.ci/run passes its own, .build): SwiftPM then finds the tool's
#       compile up to date (the same sources and command lines, as a dependency as at the
#       root) and only links the plugins' copy of the tool. The plugins, their resolution
#       of the tool built from source and every check below are then as a user's first
#       build has them; the compile itself is the one CI checked for warnings.
#
#   plugin_consumer_test.sh --plugins DIR
#       From a release: DIR is the plugins package `.ci/make-release` wrote (its
#       `modality-lint` a `.binaryTarget` on a local artifact bundle). The consumer is
#       copied beside it with Fixtures/plugin-consumer-release/Package.swift as its
#       manifest. Proves the released plugins run the bundle's binary, and that nothing of
#       the tool is compiled (checked on the first build and in the build folder).
set -u

root="$(cd "$(dirname "$0")/../.." && pwd)"
plugins=""
build_folder=""
while [ $# -gt 0 ]; do
    case "$1" in
        --plugins) plugins="$(cd "${2:?--plugins needs a folder}" && pwd)" || exit 2; shift 2 ;;
        --build-folder) build_folder="$(cd "${2:?--build-folder needs a folder}" && pwd)" || exit 2; shift 2 ;;
        *) echo "usage: $0 [--plugins DIR | --build-folder DIR]" >&2; exit 2 ;;
    esac
done
scratch="$(mktemp -d "${TMPDIR:-/tmp}/modality-lint-plugins.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
build=("--scratch-path" "${build_folder:-$scratch/build}")
if [ -n "$plugins" ]; then
    # Beside the plugins package, as the release manifest names it (`../modality-lint-plugins`).
    consumer="$(dirname "$plugins")/plugin-consumer"
    rm -rf "$consumer"
    cp -R "$root/Fixtures/plugin-consumer" "$consumer"
    cp "$root/Fixtures/plugin-consumer-release/Package.swift" "$consumer/Package.swift"
    [ "$(basename "$plugins")" = modality-lint-plugins ] || { echo "--plugins: the folder must be named modality-lint-plugins" >&2; exit 2; }
else
    consumer="$root/Fixtures/plugin-consumer"
fi

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "PASS: $1"; }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; if [ -n "${2:-}" ]; then sed 's/^/    /' "$2"; fi; }

# run NAME COMMAND...: runs the command in the consumer, output in $scratch/NAME, status
# in $status, and prints how long it took.
run() {
    local name="$1"; shift
    local start end
    start=$(date +%s%N)
    (cd "$consumer" && "$@") >"$scratch/$name" 2>&1
    status=$?
    end=$(date +%s%N)
    local tenths=$(((end - start) / 100000000))
    printf '   %s: %d.%d s (status %d)\n' "$name" $((tenths / 10)) $((tenths % 10)) "$status"
}

checkout="$consumer/Sources/Checkout/Checkout.flow.yml"
strict="$consumer/Sources/StrictCheckout/StrictCheckout.flow.yml"
message="'payment' is presented modally but offers no action that dismisses it"

contents_before="$(ls -A "$consumer")"

if [ -n "$plugins" ]; then
    echo "== swift build of the consumer (the plugins run the artifact bundle's binary)"
else
    echo "== swift build of the consumer (compiles modality-lint from source)"
fi
run build-checkout swift build "${build[@]}" --target Checkout
if [ -n "$plugins" ]; then
    # The plugin itself is compiled ("Compiling plugin ModalityLintBuildPlugin"); the tool
    # and its library never are: no compile or link of them, no build folder of them.
    if [ "$status" -eq 0 ] && ! grep -Eq "Compiling (modality-lint|ModalityLintCore)|Linking modality-lint" "$scratch/build-checkout" \
        && [ -z "$(find "${build[1]}" -name 'ModalityLintCore*' -o -name 'modality-lint.build' | head -1)" ]; then
        pass "the first build uses the bundle's binary: nothing of the tool is compiled"
    else
        fail "the first build uses the bundle's binary: nothing of the tool is compiled" "$scratch/build-checkout"
        find "${build[1]}" -name 'ModalityLintCore*' -o -name 'modality-lint.build' | head
    fi
fi
if [ "$status" -eq 0 ] && grep -qF "$checkout:10:3: warning: $message" "$scratch/build-checkout" \
    && grep -q "\[modal-dismiss-button\]$" "$scratch/build-checkout"; then
    pass "the build shows the flow's problem at its file, line and column, and succeeds"
else
    fail "the build shows the flow's problem at its file, line and column, and succeeds" "$scratch/build-checkout"
fi
# The error is shown as a warning (no build-fail-level); nothing else warns.
if grep -E "(error|warning):" "$scratch/build-checkout" | grep -vqF "$checkout:10:3: warning: "; then
    fail "the build prints no other warning or error" "$scratch/build-checkout"
else
    pass "the build prints no other warning or error"
fi

run build-settings swift build "${build[@]}" --target Settings
if [ "$status" -eq 0 ] && ! grep -Eq "Settings\.flow\.yml|warning|error|problem" "$scratch/build-settings"; then
    pass "a clean flow builds silently"
else
    fail "a clean flow builds silently" "$scratch/build-settings"
fi

run build-strict swift build "${build[@]}" --target StrictCheckout
if [ "$status" -ne 0 ] && grep -qF "$strict:10:3: error: $message" "$scratch/build-strict" \
    && grep -qF "failed: 1 problem at the configuration's build-fail-level" "$scratch/build-strict"; then
    pass "with build-fail-level: error, the error fails the build"
else
    fail "with build-fail-level: error, the error fails the build" "$scratch/build-strict"
fi

echo "== the lint step runs on every build, and never makes the target compile again"
# SwiftPM relinks a plugin's tool on some of the first builds after a fresh one (and then
# compiles the target again): builds settle first.
settled=no
for attempt in 1 2 3 4; do
    run build-settling swift build "${build[@]}" --target Checkout
    if ! grep -q "Compiling Checkout" "$scratch/build-settling"; then settled=$attempt; break; fi
done
run build-again swift build "${build[@]}" --target Checkout
if [ "$settled" != no ] && [ "$status" -eq 0 ] && grep -qF "$checkout:10:3: warning: $message" "$scratch/build-again" \
    && ! grep -q "Compiling Checkout" "$scratch/build-again"; then
    pass "an unchanged target is linted again but not compiled again (settled after $settled builds)"
else
    fail "an unchanged target is linted again but not compiled again" "$scratch/build-again"
fi

echo "== adding, changing and removing a configuration: each build does as it says"
# The consumer's own configuration is restored at the end (the folder is checked below).
configuration="$consumer/.modality-lint.yml"
cp "$configuration" "$scratch/configuration-backup"
printf 'build-fail-level: error\n' > "$configuration"
run build-fail-level swift build "${build[@]}" --target Checkout
if [ "$status" -ne 0 ] && grep -qF "$checkout:10:3: error: $message" "$scratch/build-fail-level"; then
    pass "a changed configuration applies on the next build (build-fail-level: error fails it)"
else
    fail "a changed configuration applies on the next build (build-fail-level: error fails it)" "$scratch/build-fail-level"
fi
printf 'build-fail-level: none\n' > "$configuration"
run build-fail-none swift build "${build[@]}" --target Checkout
if [ "$status" -eq 0 ] && grep -qF "$checkout:10:3: warning: $message" "$scratch/build-fail-none"; then
    pass "changed back in place, the next build goes on"
else
    fail "changed back in place, the next build goes on" "$scratch/build-fail-none"
fi
rm "$configuration"
run build-no-configuration swift build "${build[@]}" --target Checkout
if [ "$status" -eq 0 ] && ! grep -q "missing inputs" "$scratch/build-no-configuration" \
    && grep -qF "$checkout:10:3: warning: $message" "$scratch/build-no-configuration"; then
    pass "a removed configuration never breaks the build"
else
    fail "a removed configuration never breaks the build" "$scratch/build-no-configuration"
fi
printf 'build-fail-level: error\n' > "$consumer/Sources/Checkout/.modality-lint.yml"
run build-added swift build "${build[@]}" --target Checkout
rm "$consumer/Sources/Checkout/.modality-lint.yml"
if [ "$status" -ne 0 ] && grep -qF "$checkout:10:3: error: $message" "$scratch/build-added"; then
    pass "an added configuration applies on the next build"
else
    fail "an added configuration applies on the next build" "$scratch/build-added"
fi
cp "$scratch/configuration-backup" "$configuration"
run build-restored swift build "${build[@]}" --target Checkout
if [ "$status" -eq 0 ]; then
    pass "and the build goes on once it is removed again"
else
    fail "and the build goes on once it is removed again" "$scratch/build-restored"
fi

echo "== swift package modality-lint"
run command swift package "${build[@]}" modality-lint
if [ "$status" -eq 1 ] && grep -qF "Sources/Checkout/Checkout.flow.yml:10:3: error: $message" "$scratch/command" \
    && grep -qF "Sources/StrictCheckout/StrictCheckout.flow.yml:10:3: error: $message" "$scratch/command" \
    && grep -qF "2 errors in 2 files (6 files linted)" "$scratch/command" \
    && grep -qF "modality-lint found problems (status 1)" "$scratch/command"; then
    pass "the command lints every target, reports the problem and exits with status 1"
else
    fail "the command lints every target, reports the problem and exits with status 1" "$scratch/command"
fi

run command-settings swift package "${build[@]}" modality-lint --target Settings
if [ "$status" -eq 0 ] && grep -qF "no problems in 2 files" "$scratch/command-settings"; then
    pass "--target lints one target; a clean one exits with status 0"
else
    fail "--target lints one target; a clean one exits with status 0" "$scratch/command-settings"
fi

run command-path swift package "${build[@]}" modality-lint --format json Sources/Checkout
if [ "$status" -eq 1 ] && grep -q '"rule" *: *"modal-dismiss-button"' "$scratch/command-path" \
    && ! grep -qF "StrictCheckout" "$scratch/command-path"; then
    pass "lint options and paths are passed through"
else
    fail "lint options and paths are passed through" "$scratch/command-path"
fi

run command-baseline swift package "${build[@]}" modality-lint --write-baseline "$scratch/baseline.json"
run command-with-baseline swift package "${build[@]}" modality-lint --baseline "$scratch/baseline.json"
if [ -s "$scratch/baseline.json" ] && [ "$status" -eq 0 ] \
    && grep -qF "no new problems in 6 files" "$scratch/command-with-baseline"; then
    pass "a baseline is written when asked, and then holds the known problems"
else
    fail "a baseline is written when asked, and then holds the known problems" "$scratch/command-with-baseline"
fi

run command-typo swift package "${build[@]}" modality-lint --fail-levle warning
if [ "$status" -eq 1 ] && grep -qF "(did you mean \`--fail-level\`?)" "$scratch/command-typo" \
    && grep -qF "could not run as asked (status 2)" "$scratch/command-typo"; then
    pass "a mistaken option is reported with a suggestion"
else
    fail "a mistaken option is reported with a suggestion" "$scratch/command-typo"
fi

if [ "$(ls -A "$consumer")" = "$contents_before" ] && [ -z "$(cd "$root" && git status --porcelain -- Fixtures/plugin-consumer)" ]; then
    pass "the consumer's folder is left as it was"
else
    fail "the consumer's folder is left as it was"
    ls -A "$consumer"; (cd "$root" && git status --porcelain -- Fixtures/plugin-consumer)
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
