#!/usr/bin/env python3
"""Fuzz modality-lint with half-written apps: never crash, hang or fail on a code file.

    python3 Tests/scripts/fuzz_code.py --binary .build/release/modality-lint [--seconds 150] [--seed 1]
    python3 Tests/scripts/fuzz_code.py --binary ... --seed 7 --iteration 412   # one iteration again

Each iteration copies one fixture app (a folder of Fixtures/projects, or a storyboard of
Fixtures/storyboards) into a temporary folder, mutates one of its Swift, Objective-C,
storyboard, xib or Xcode project files as an editor in the middle of a change would leave
it (cut it short, drop bytes, duplicate a run, splice in a run from elsewhere, drop or add
a bracket, flip a byte), and lints the copy. The run fails on

- a crash: an exit status other than 0, 1 and 2, or a signal;
- a hang: no answer within 20 seconds;
- exit status 2, which is for a wrong command or configuration, never for what an app's
  files hold (CommandLine.md, "Exit status");
- a `parse-error` on a file read only for facts (code, a xib, a project): such a file never
  fails the run (CommandLine.md, "What gets linted"; ReadingAnApp.md, "Only what ships");
- a failed run (status 1) that shows no problem.

A broken storyboard is a flow source, and its `parse-error` is a finding, not a failure.

Iteration N of seed S draws from its own generator, so `--seed S --iteration N` repeats it
alone. Each failure prints the file, the seed and iteration, and the folder kept for
reproduction (`modality-lint --no-color FOLDER`). Python 3 standard library only.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE_ROOTS = [os.path.join(ROOT, "Fixtures", "projects"), os.path.join(ROOT, "Fixtures", "storyboards")]
MUTATED = (".swift", ".m", ".mm", ".h", ".storyboard", ".xib", ".pbxproj")
# Files read only for their facts: whatever they hold, they never fail a run.
FACT_FILES = (".swift", ".m", ".mm", ".h", ".xib", ".pbxproj")
TIMEOUT = 20
BRACKETS = b"(){}[]<>\"'"


def apps():
    """(app path, [files to mutate, relative to the app]) for every fixture app."""
    found = []
    for root in FIXTURE_ROOTS:
        for name in sorted(os.listdir(root)):
            path = os.path.join(root, name)
            if os.path.isdir(path):
                files = []
                for folder, subfolders, names in os.walk(path):
                    subfolders.sort()
                    for file in sorted(names):
                        if file.endswith(MUTATED):
                            files.append(os.path.relpath(os.path.join(folder, file), path))
                if files:
                    found.append((path, files))
            elif name.endswith(MUTATED):
                found.append((path, [name]))
    return found


def mutate(data, rng):
    """One edit of the kinds a half-written file shows."""
    n = len(data)
    if n == 0:
        return bytes([rng.choice(BRACKETS)])
    i = rng.randrange(n)
    j = rng.randrange(i, min(n, i + 200) + 1)
    kind = rng.randrange(7)
    if kind == 0:  # cut short (a file saved mid-edit)
        return data[:i]
    if kind == 1:  # drop a run of bytes
        return data[:i] + data[j:]
    if kind == 2:  # duplicate a run
        return data[:i] + data[i:j] + data[i:]
    if kind == 3:  # splice in a run from elsewhere in the file
        a = rng.randrange(n)
        return data[:i] + data[a:a + rng.randrange(1, 120)] + data[i:]
    if kind == 4:  # drop one bracket or quote (an unclosed or stray one is left)
        places = [k for k in range(max(0, i - 2000), min(n, i + 2000)) if data[k] in BRACKETS]
        if places:
            k = rng.choice(places)
            return data[:k] + data[k + 1:]
        return data[:i] + data[j:]
    if kind == 5:  # add one bracket or quote
        return data[:i] + bytes([rng.choice(BRACKETS)]) + data[i:]
    return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]  # flip a byte


def crash_lines(errors):
    """The fatal error and the first frames in the project's sources, of a Swift backtrace."""
    lines = errors.splitlines()
    kept = [line for line in lines if "Fatal error" in line][:1]
    kept += [line.strip() for line in lines if " at /" in line and "/Sources/" in line][:8]
    return "\n".join(kept) if kept else "\n".join(lines[-25:])


def iteration(binary, seed, number, corpus, keep_root):
    """Runs iteration `number` of `seed`; returns None, or a description of the failure."""
    rng = random.Random("%d:%d" % (seed, number))
    app, files = rng.choice(corpus)
    relative = rng.choice(files)
    work = tempfile.mkdtemp(prefix="modality-lint-fuzz-")
    try:
        copy = os.path.join(work, os.path.basename(app) if os.path.isdir(app) else "app")
        if os.path.isdir(app):
            shutil.copytree(app, copy, symlinks=True)
        else:
            os.makedirs(copy)
            shutil.copy(app, copy)
        target = os.path.join(copy, relative)
        with open(target, "rb") as handle:
            data = handle.read()
        for _ in range(rng.randrange(1, 4)):
            data = mutate(data, rng)
        with open(target, "wb") as handle:
            handle.write(data)
        problem = None
        try:
            run = subprocess.run([binary, "--no-color", copy], capture_output=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            problem = "hang: no answer in %d seconds" % TIMEOUT
        else:
            output = run.stdout.decode("utf-8", "replace")
            errors = run.stderr.decode("utf-8", "replace")
            if run.returncode < 0:
                problem = "crash: signal %d\n%s" % (-run.returncode, crash_lines(errors))
            elif run.returncode not in (0, 1, 2):
                problem = "crash: exit status %d\n%s" % (run.returncode, crash_lines(errors))
            elif run.returncode == 2:
                problem = "exit status 2, which no app's file may cause\n%s" % errors[-1500:]
            else:
                lines = [line for line in output.splitlines() if line.endswith("]")]
                for line in lines:
                    path = line.split(":", 1)[0]
                    if line.endswith("[parse-error]") and path.lower().endswith(FACT_FILES):
                        problem = "a file read for facts failed the run: %s" % line
                        break
                if problem is None and run.returncode == 1 and not lines:
                    problem = "the run failed without a problem to show\n%s" % errors[-1500:]
        if problem is None:
            return None
        keep = os.path.join(keep_root, "seed%d-iteration%d" % (seed, number))
        if os.path.exists(keep):
            shutil.rmtree(keep)
        shutil.copytree(copy, keep, symlinks=True)
        return "%s (mutated: %s, from %s)\n  seed %d, iteration %d; kept: %s\n  again: %s --no-color %s\n  %s" % (
            problem.splitlines()[0], relative, os.path.relpath(app, ROOT), seed, number, keep, binary, keep,
            "\n  ".join(problem.splitlines()[1:]))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "modality-lint"))
    parser.add_argument("--seconds", type=float, default=150, help="time budget (default 150)")
    parser.add_argument("--seed", type=int, default=1, help="the seed (default 1, CI's)")
    parser.add_argument("--iteration", type=int, help="run only this iteration of the seed")
    parser.add_argument("--keep", default=os.path.join(ROOT, ".build", "fuzz-code"),
                        help="where failing copies are kept (default .build/fuzz-code)")
    parser.add_argument("--max-failures", type=int, default=10, help="stop after this many failures")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        sys.exit("fuzz_code: no executable at %s (build it first)" % binary)
    corpus = apps()
    os.makedirs(arguments.keep, exist_ok=True)
    numbers = [arguments.iteration] if arguments.iteration is not None else None
    start = time.monotonic()
    runs = 0
    failures = 0
    number = 0
    while True:
        if numbers is not None:
            if not numbers:
                break
            number = numbers.pop()
        elif time.monotonic() - start >= arguments.seconds:
            break
        failure = iteration(binary, arguments.seed, number, corpus, arguments.keep)
        runs += 1
        number += 1
        if failure:
            failures += 1
            print("FAILED: " + failure, flush=True)
            if failures >= arguments.max_failures:
                print("stopping after %d failures" % failures)
                break
    elapsed = time.monotonic() - start
    print("fuzz_code: seed %d, %d runs in %.0f s (%.1f a second) over %d fixture apps, %d failure%s"
          % (arguments.seed, runs, elapsed, runs / elapsed if elapsed else 0, len(corpus), failures,
             "" if failures == 1 else "s"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
