#!/usr/bin/env bash
# Checks the pre-commit hooks of .pre-commit-hooks.yaml end to end, as a user gets them:
# pre-commit clones this repository, builds it with `swift build -c release` and runs
# `modality-lint` on the files of a project.
#
# The working tree is tested as it is, uncommitted changes and new files included: it is
# copied into a throwaway repository and committed there. (`pre-commit try-repo` on a
# dirty repository makes its own shadow commit, but of tracked files only, and in a new
# folder on every call, so that every call would build the tool again.)
#
# Needs git, python3 (venv) and network access to PyPI for `pre-commit`. Everything goes
# into a temporary folder that is removed at the end. Slow: one release build.
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

# try_hook HOOK FILE: runs one hook of the snapshot on one file; output in $scratch/out.
try_hook() {
    (cd "$project" && "$precommit" try-repo "$hooks" "$1" --ref "$revision" --files "$2") >"$scratch/out" 2>&1
}

echo "== building and running the hook (the first run builds the tool in release mode)"
if try_hook modality-lint Flows/notes.flow.yml; then
    fail "a flow with problems fails the hook" "$scratch/out"
elif grep -Eq 'Flows/notes\.flow\.yml:[0-9]+:[0-9]+: error: .*\[modal-dismiss-button\]' "$scratch/out"; then
    pass "a flow with problems fails the hook, with file:line:column and the rule"
else
    fail "a flow with problems fails the hook, with file:line:column and the rule" "$scratch/out"
fi

if try_hook modality-lint Flows/clean.flow.yml; then
    pass "a clean flow passes the hook"
else
    fail "a clean flow passes the hook" "$scratch/out"
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

echo "== a SwiftUI-only app: the project hook runs on a Swift file"
swiftui="$scratch/swiftui-project"
mkdir -p "$swiftui"
cp -R "$root/Fixtures/projects/Notes/." "$swiftui/"
git -C "$swiftui" init --quiet
git -C "$swiftui" add -A
git -C "$swiftui" commit --quiet -m app
if (cd "$swiftui" && "$precommit" try-repo "$hooks" modality-lint-project --ref "$revision" --files Notes/NotesApp.swift) \
    >"$scratch/out" 2>&1; then
    fail "a SwiftUI app's problem fails the project hook when a Swift file changes" "$scratch/out"
elif grep -Eq 'Notes/HelpView\.swift:5:8: error: .*\[modal-dismiss-button\]' "$scratch/out"; then
    pass "a SwiftUI app's problem fails the project hook when a Swift file changes"
else
    fail "a SwiftUI app's problem fails the project hook when a Swift file changes" "$scratch/out"
fi
if (cd "$swiftui" && "$precommit" try-repo "$hooks" modality-lint --ref "$revision" --files Notes/NotesApp.swift) \
    >"$scratch/out" 2>&1 && grep -q 'no files to check' "$scratch/out"; then
    pass "the flow-file hook leaves Swift files to the project hook"
else
    fail "the flow-file hook leaves Swift files to the project hook" "$scratch/out"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
