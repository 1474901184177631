#!/usr/bin/env bash
# Checks the pre-commit hooks of .pre-commit-hooks.yaml end to end, as a user gets them:
# pre-commit clones this repository and runs .ci/pre-commit-hook, which builds the one
# product `modality-lint` with `swift build -c release --product modality-lint` on its
# first run (checked: the command it logs, and the clone's build folder holds that product
# and no other), reuses it on later runs, and runs it on the files of a project.
#
# The working tree is tested as it is, uncommitted changes and new files included: it is
# copied into a throwaway repository and committed there, and the projects below name it
# and that commit in their .pre-commit-config.yaml, as a user's project names a tag, and
# run `pre-commit run`. All calls share pre-commit's one clone of it, so the tool is built
# once, as for a user. (`pre-commit try-repo` makes a new store, so a new clone and a new
# build of the tool, on every call.)
#
# Needs git, python3 (venv) and network access to PyPI for `pre-commit`. Everything goes
# into a temporary folder that is removed at the end. Slow: one release build of the tool,
# as a user's first commit with the hook does (what the hook builds, from the hook's own
# clone, is the point of this test, so it cannot use CI's build).
set -u

root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/modality-lint-precommit.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "PASS: $1"; }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; if [ -n "${2:-}" ]; then sed 's/^/    /' "$2"; fi; }

echo "== installing pre-commit into a throwaway venv"
python3 -m venv "$scratch/venv" || { echo "cannot create a venv"; exit 2; }
"$scratch/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit || { echo "cannot install pre-commit"; exit 2; }
precommit="$scratch/venv/bin/pre-commit"
export PRE_COMMIT_HOME="$scratch/cache"
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.com
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.com
"$precommit" --version

echo "== snapshotting the working tree of $root"
hooks="$scratch/hook-repo"
mkdir -p "$hooks"
(cd "$root" && git ls-files -z --cached --others --exclude-standard) | while IFS= read -r -d '' path; do
    [ -f "$root/$path" ] || continue   # deleted in the working tree
    mkdir -p "$hooks/$(dirname "$path")"
    cp -p "$root/$path" "$hooks/$path"
done
git -C "$hooks" init --quiet
git -C "$hooks" add -A
git -C "$hooks" commit --quiet -m snapshot
revision="$(git -C "$hooks" rev-parse HEAD)"

echo "== a project with one flow that has problems and one that is clean"
project="$scratch/project"
mkdir -p "$project/Flows"
cp "$root/Fixtures/reports/sample.flow.yml" "$project/Flows/notes.flow.yml"
cp "$root/Fixtures/reports/clean.flow.yml" "$project/Flows/clean.flow.yml"
cat > "$project/Flows/editor.flow.json" <<'JSON'
{ "app": "Notes", "screens": { "home": { "actions": [ { "label": "Edit", "present": "editor" } ] },
  "editor": { "title": "Edit" } } }
JSON
echo "# Notes" > "$project/README.md"
git -C "$project" init --quiet
git -C "$project" add -A
git -C "$project" commit --quiet -m project

# use_hooks FOLDER: a .pre-commit-config.yaml in the project FOLDER naming both hooks of
# the snapshot at its commit, committed.
use_hooks() {
    cat > "$1/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $hooks
    rev: $revision
    hooks:
      - id: modality-lint-project
      - id: modality-lint
YAML
    git -C "$1" add .pre-commit-config.yaml
    git -C "$1" commit --quiet -m "pre-commit"
}
use_hooks "$project"

# run_hook FOLDER HOOK FILE: runs one hook in the project FOLDER on one file. --verbose: a
# passing hook's output too, to see whether it built the tool.
run_hook() {
    (cd "$1" && "$precommit" run "$2" --verbose --files "$3")
}
# try_hook HOOK FILE: the same in $project; output in $scratch/out.
try_hook() {
    run_hook "$project" "$1" "$2" >"$scratch/out" 2>&1
}

echo "== building and running the hook (the first run builds the tool in release mode)"
if try_hook modality-lint Flows/notes.flow.yml; then
    fail "a flow with problems fails the hook" "$scratch/out"
elif grep -Eq 'Flows/notes\.flow\.yml:[0-9]+:[0-9]+: error: .*\[modal-dismiss-button\]' "$scratch/out"; then
    pass "a flow with problems fails the hook, with file:line:column and the rule"
else
    fail "a flow with problems fails the hook, with file:line:column and the rule" "$scratch/out"
fi

# The clone pre-commit made of the hook repository, where the hook built the tool.
clone="$(dirname "$(find "$PRE_COMMIT_HOME" -maxdepth 3 -path '*/.ci/pre-commit-hook' | head -1)")/.."
clone="$(cd "$clone" 2>/dev/null && pwd)"
if grep -qF "building the tool once for this hook" "$scratch/out" \
    && grep -qF "swift build --package-path $clone -c release --product modality-lint" "$scratch/out"; then
    pass "the first run builds the tool with swift build -c release --product modality-lint"
else
    fail "the first run builds the tool with swift build -c release --product modality-lint" "$scratch/out"
fi
# One product: the tool (and the library it is made of); not the benchmark, not the plugins.
products="$(cd "$clone/.build/release" 2>/dev/null && find . -maxdepth 1 -type f -perm -u+x | sort | tr '\n' ' ')"
if [ "$products" = "./modality-lint " ] && [ ! -e "$clone/.build/release/modality-lint-bench.build" ] \
    && [ -z "$(find "$clone/.build" -name '*ModalityLint*Plugin*' | head -1)" ]; then
    pass "the first run built one product: the clone's build folder holds modality-lint and no other"
else
    fail "the first run built one product: the clone's build folder holds modality-lint and no other (executables: $products)"
    find "$clone/.build" -maxdepth 2 | head -40
fi

if try_hook modality-lint Flows/clean.flow.yml && ! grep -q "building the tool" "$scratch/out"; then
    pass "a clean flow passes the hook, and the tool is not built again"
else
    fail "a clean flow passes the hook, and the tool is not built again" "$scratch/out"
fi

if try_hook modality-lint Flows/editor.flow.json; then
    fail "a .flow.json file is checked too" "$scratch/out"
elif grep -q 'Flows/editor\.flow\.json:' "$scratch/out"; then
    pass "a .flow.json file is checked too"
else
    fail "a .flow.json file is checked too" "$scratch/out"
fi

if try_hook modality-lint README.md && grep -q 'no files to check' "$scratch/out"; then
    pass "files that are not flows are not handed to the hook"
else
    fail "files that are not flows are not handed to the hook" "$scratch/out"
fi

if try_hook modality-lint-project Flows/clean.flow.yml; then
    fail "the project hook lints the whole project when one flow changes" "$scratch/out"
elif grep -q 'Flows/notes\.flow\.yml:' "$scratch/out"; then
    pass "the project hook lints the whole project when one flow changes"
else
    fail "the project hook lints the whole project when one flow changes" "$scratch/out"
fi

echo "== two hook processes at once: one builds, the other waits for it"
# The build marker removed, both start a build: under the lock one runs `swift build` (a
# no-op by now, the tool is built), the other waits and then runs the tool.
rm -f "$clone/.build/pre-commit-hook.built"
run_hook "$project" modality-lint Flows/clean.flow.yml >"$scratch/out1" 2>&1 &
first=$!
run_hook "$project" modality-lint Flows/clean.flow.yml >"$scratch/out2" 2>&1
second=$?
wait "$first"
first=$?
cat "$scratch/out1" "$scratch/out2" >"$scratch/out"
builds="$(grep -c "building the tool once" "$scratch/out")"
if [ "$first" -eq 0 ] && [ "$second" -eq 0 ] && [ "$builds" -le 1 ] && [ -f "$clone/.build/pre-commit-hook.built" ] \
    && [ ! -e "$clone/.build/pre-commit-hook.lock" ]; then
    pass "two hooks at once: both pass, at most one builds, the lock is released"
else
    fail "two hooks at once: both pass, at most one builds, the lock is released (status $first and $second, $builds builds)" "$scratch/out"
fi

echo "== a SwiftUI-only app: the project hook runs on a Swift file"
swiftui="$scratch/swiftui-project"
mkdir -p "$swiftui"
cp -R "$root/Fixtures/projects/Notes/." "$swiftui/"
git -C "$swiftui" init --quiet
git -C "$swiftui" add -A
git -C "$swiftui" commit --quiet -m app
use_hooks "$swiftui"
if run_hook "$swiftui" modality-lint-project Notes/NotesApp.swift >"$scratch/out" 2>&1; then
    fail "a SwiftUI app's problem fails the project hook when a Swift file changes" "$scratch/out"
elif grep -Eq 'Notes/HelpView\.swift:5:8: error: .*\[modal-dismiss-button\]' "$scratch/out"; then
    pass "a SwiftUI app's problem fails the project hook when a Swift file changes"
else
    fail "a SwiftUI app's problem fails the project hook when a Swift file changes" "$scratch/out"
fi
if run_hook "$swiftui" modality-lint Notes/NotesApp.swift >"$scratch/out" 2>&1 && grep -q 'no files to check' "$scratch/out"; then
    pass "the flow-file hook leaves Swift files to the project hook"
else
    fail "the flow-file hook leaves Swift files to the project hook" "$scratch/out"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
