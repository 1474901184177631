#!/usr/bin/env python3
"""A baseline survives edits that move every line (README: entries are "not by line").

For every fixture app (always) and every app of ../shared/apps (when they are there): copy
the app to a scratch folder, write a baseline, insert a line at the top of every code file
(.swift, .m, .h) and near the top of every storyboard and xib (after the XML declaration,
which must stay first), lint again with the baseline, and check that nothing is new: exit
status 0 and no diagnostic left. A screen named after its line (`Inbox.alert.36`) fails it.

    python3 Tests/scripts/baseline_survives_edits.py --binary .build/debug/modality-lint
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from fixture_apps import fixture_apps

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED_APPS = os.path.abspath(os.path.join(ROOT, "..", "shared", "apps"))
CODE = (".swift", ".m", ".h")
INTERFACE = (".storyboard", ".xib")


def shared_apps():
    if not os.path.isdir(SHARED_APPS):
        return []
    return [os.path.join(SHARED_APPS, name) for name in sorted(os.listdir(SHARED_APPS))
            if os.path.isdir(os.path.join(SHARED_APPS, name))]


def shift_every_line(folder):
    """Inserts one line near the top of every code and interface file; returns how many."""
    count = 0
    for directory, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(directory, name)
            if name.endswith(CODE):
                with open(path, "rb") as handle:
                    data = handle.read()
                with open(path, "wb") as handle:
                    handle.write(b"// a line added above everything\n" + data)
                count += 1
            elif name.endswith(INTERFACE):
                with open(path, "rb") as handle:
                    data = handle.read()
                if data.startswith(b"<?xml"):
                    end = data.find(b"?>")
                    head, tail = (data[:end + 2], data[end + 2:]) if end >= 0 else (b"", data)
                    data = head + b"\n<!-- a line added near the top -->" + tail
                else:
                    data = b"<!-- a line added near the top -->\n" + data
                with open(path, "wb") as handle:
                    handle.write(data)
                count += 1
    return count


def run(binary, app, *arguments):
    return subprocess.run([binary, app, *arguments], capture_output=True, text=True, timeout=600)


def check(binary, source, scratch):
    app = os.path.join(scratch, os.path.basename(source))
    shutil.copytree(source, app, symlinks=True, ignore=shutil.ignore_patterns(".git"))
    baseline = os.path.join(scratch, os.path.basename(source) + ".baseline.json")
    written = run(binary, app, "--write-baseline", baseline)
    if written.returncode not in (0, 1) or not os.path.exists(baseline):
        return "could not write a baseline (exit %d): %s" % (written.returncode, written.stderr.strip()[:300])
    with open(baseline) as handle:
        entries = len(json.load(handle)["entries"])
    moved = shift_every_line(app)
    again = run(binary, app, "--baseline", baseline, "--format", "json")
    try:
        report = json.loads(again.stdout)
    except json.JSONDecodeError:
        return "the JSON report did not parse (exit %d): %s" % (again.returncode, again.stderr.strip()[:300])
    new = report.get("diagnostics", [])
    if again.returncode != 0 or new:
        listed = "; ".join("%s:%s [%s] %s" % (d.get("file"), (d.get("start") or {}).get("line"), d.get("rule"),
                                                     d.get("message", "")[:120])
                           for d in new[:5])
        return "%d of %d baselined problems are new after moving %d files' lines (exit %d): %s" % (
            len(new), entries, moved, again.returncode, listed)
    print("ok   %-40s %3d entries, %4d files moved" % (os.path.basename(source), entries, moved), flush=True)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "modality-lint"))
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    apps = fixture_apps() + shared_apps()
    if not shared_apps():
        print("note: ../shared/apps is not here; checking the fixture apps only")
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        for source in apps:
            problem = check(binary, source, scratch)
            if problem:
                print("FAIL %s: %s" % (os.path.basename(source), problem), flush=True)
                failures.append(source)
            shutil.rmtree(os.path.join(scratch, os.path.basename(source)), ignore_errors=True)
    print("%d apps, %d failed" % (len(apps), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
