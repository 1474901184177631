#!/usr/bin/env python3
"""Checks the golden Markdown reports (Fixtures/markdown/<name>.md, the report of the
input <name> or <name>.* beside it) as their readers see them: each is parsed with a
CommonMark parser (markdown-it-py, with the GitHub table extension), and

- it is within 1,000,000 bytes (a GitHub job summary must be under 1 MiB, a GitLab note at
  most 1,000,000 characters) and has no raw HTML: text from the
  files is escaped, never read as Markdown or HTML;
- a clean report is one line; otherwise the title gives the verdict and the counts, and
  the table has one row per rule with its errors, warnings and infos, totals that add up,
  and counts that match the problems listed (or, for a report cut to size, the problems
  listed plus those the closing "Left out" paragraph counts);
- every Mermaid block is exactly what `modality-lint graph --format mermaid --focus
  SCREEN FILE...` prints for the screen it follows (the storyboards of a folder are drawn
  together, as `lint` reads them), and every "drawing around X above" names an earlier
  drawing of the same neighbourhood.

Usage: python3 Tests/scripts/check_markdown_reports.py [--binary PATH]
Installs markdown-it-py into .build/venv-tests when it is not importable. Prints
`N passed, N failed`; exits 1 when anything failed. The graph is drawn once per block,
so a release binary (`.ci/run` passes one) makes the 5,000-problem report quick to check.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

import testenv

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FOLDER = os.path.join("Fixtures", "markdown")
# GitHub takes a job summary under 1 MiB, GitLab a note of up to 1,000,000 characters.
LIMIT = 1000000
SEVERITIES = ["error", "warning", "info"]
ITEM = re.compile(r"^\S+ (error|warning|info) ([a-z-]+) at (\d+):(\d+): .+$")
TITLE = re.compile(r"^(❌ modality-lint failed|⚠️ modality-lint passed): (.+) in (?:(\d+) of )?(\d+) files?$")
LEFT_OUT = re.compile(r"Left out: (\d+) of the (\d+) problems \(in (\d+) files?\)")


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, name, detail=""):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL: " + name + (": " + detail if detail else ""))
        return condition


def find_binary(explicit):
    if explicit:
        return explicit
    for configuration in ("release", "debug"):
        candidate = os.path.join(ROOT, ".build", configuration, "modality-lint")
        if os.path.exists(candidate):
            return candidate
    subprocess.run(["swift", "build", "--product", "modality-lint"], cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build", "debug", "modality-lint")


def cases():
    """(golden, input) pairs, repository-relative: every file or folder but the goldens,
    with the golden named after it up to its first dot."""
    names = sorted(os.listdir(os.path.join(ROOT, FOLDER)))
    pairs = []
    for name in names:
        if name.endswith(".md") or name.startswith("."):
            continue
        golden = name.split(".")[0] + ".md"
        pairs.append((os.path.join(FOLDER, golden), os.path.join(FOLDER, name) if golden in names else None))
    return pairs


def text_of(inline):
    """The text a reader sees of an inline token (escapes resolved, code spans included)."""
    return "".join(child.content for child in (inline.children or []) if child.type in ("text", "code_inline"))


def document_files(path, input_path):
    """What `graph` reads to draw what `lint` read: an app's folder (storyboards and code
    read together, as `lint` reads them), or a flow file alone."""
    if os.path.isdir(os.path.join(ROOT, input_path)):
        return [input_path]
    return [path]


def graph(binary, screen, files):
    completed = subprocess.run([binary, "graph", "--format", "mermaid", "--focus", screen] + files,
                               cwd=ROOT, capture_output=True)
    return completed.returncode, completed.stdout.decode("utf-8"), completed.stderr.decode("utf-8", "replace")


def table_counts(tokens, start, results, name):
    """{rule: [errors, warnings, infos]} and the totals row, from the table at `start`."""
    rows = []
    row = None
    index = start
    while tokens[index].type != "table_close":
        token = tokens[index]
        if token.type == "tr_open":
            row = []
        elif token.type == "inline" and row is not None:
            row.append((text_of(token), token.children))
        elif token.type == "tr_close":
            rows.append(row)
            row = None
        index += 1
    header = [cell for cell, _ in rows[0]]
    results.check(header == ["Rule", "Errors", "Warnings", "Infos"], name + ": the table's header", str(header))
    counts = {}
    for cells in rows[1:-1]:
        rule_cell = cells[0][1] or []
        is_code = len(rule_cell) == 1 and rule_cell[0].type == "code_inline"
        results.check(is_code, name + ": a rule is named as code", cells[0][0])
        results.check(all(re.fullmatch(r"\d+", c) for c, _ in cells[1:]), name + ": counts are numbers", str(cells))
        counts[cells[0][0]] = [int(c) for c, _ in cells[1:]]
    totals = [cell for cell, _ in rows[-1]]
    results.check(totals[0] == "Total", name + ": the last row is the total", str(totals))
    totals = [int(c) for c in totals[1:]]
    sums = [sum(v[i] for v in counts.values()) for i in range(3)]
    results.check(totals == sums, name + ": the totals add up", "%s vs %s" % (totals, sums))
    results.check(list(counts) == sorted(counts), name + ": rules in alphabetical order")
    return counts, totals, index


def check_report(binary, golden, input_path, results, pool):
    with open(os.path.join(ROOT, golden), "rb") as handle:
        raw = handle.read()
    name = golden
    results.check(len(raw) <= LIMIT, name + ": within 1,000,000 bytes", "%d bytes" % len(raw))
    text = raw.decode("utf-8")
    from markdown_it import MarkdownIt
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    results.check(not any(t.type in ("html_block", "html_inline") for t in tokens for t in [t] + (t.children or [])),
                  name + ": no raw HTML")
    if text.startswith("✅"):
        results.check(text.count("\n") == 1, name + ": a clean run is one line")
        return
    results.check(tokens[0].type == "heading_open" and tokens[0].tag == "h2", name + ": starts with a title")
    title = TITLE.match(text_of(tokens[1]))
    if not results.check(title is not None, name + ": the title gives the verdict and counts", text_of(tokens[1])):
        return
    table_start = next(i for i, t in enumerate(tokens) if t.type == "table_open")
    counts, totals, index = table_counts(tokens, table_start, results, name)
    title_counts = dict((word.rstrip("s"), int(number)) for number, word in re.findall(r"(\d+) (\w+)", title.group(2)))
    results.check([title_counts.get(s, 0) for s in SEVERITIES] == totals, name + ": the title's counts are the table's",
                  "%s vs %s" % (title_counts, totals))
    fails = title.group(1).startswith("❌")
    results.check(fails == (totals[0] > 0) or not fails, name + ": the verdict")

    # The problems listed, and the drawings after each screen's problems.
    listed = collections.Counter()
    current_file = None
    current_screen = None
    drawn = {}  # graph output -> screen it was drawn around
    jobs = []
    left_out = None
    while index < len(tokens):
        token = tokens[index]
        if token.type == "heading_open" and token.tag in ("h3", "h4"):
            heading = text_of(tokens[index + 1])
            if token.tag == "h3":
                current_file, current_screen = heading, None
            else:
                current_screen = None if heading == "The file as a whole" else heading
        elif token.type == "list_item_open":
            item = text_of(tokens[index + 2])
            match = ITEM.match(item)
            if results.check(match is not None, name + ": an item names severity, rule and place", item[:200]):
                listed[(match.group(2), match.group(1))] += 1
        elif token.type == "fence":
            results.check(token.info == "mermaid" and current_screen is not None and current_file is not None,
                          name + ": a Mermaid block follows a screen's problems", token.info)
            if current_screen is not None:
                files = document_files(current_file, input_path)
                jobs.append((current_screen, files, token.content, pool.submit(graph, binary, current_screen, files)))
        elif token.type == "inline" and token.content.startswith("The drawing around "):
            earlier = re.match(r"The drawing around (.+) above shows this neighbourhood\.$", text_of(token))
            if results.check(earlier is not None and current_screen is not None, name + ": a reference to a drawing"):
                files = document_files(current_file, input_path)
                jobs.append((current_screen, files, ("same as", earlier.group(1)),
                             pool.submit(graph, binary, current_screen, files)))
        elif token.type == "inline" and "Left out" in text_of(token):
            left_out = LEFT_OUT.search(text_of(token))
        index += 1

    drawings = 0
    for screen, files, expected, future in jobs:
        status, output, error = future.result()
        if not results.check(status == 0, name + ": graph --focus " + screen, error[:300]):
            continue
        if isinstance(expected, tuple):
            results.check(drawn.get(output) == expected[1], name + ": the drawing around %s is drawn above, around %s"
                          % (screen, expected[1]), "drawn around: %s" % drawn.get(output))
            continue
        drawings += 1
        results.check(output == expected, name + ": the drawing of %s is what graph prints" % screen,
                      first_difference(expected, output))
        drawn.setdefault(output, screen)
    results.check(drawings > 0, name + ": has drawings")

    table = collections.Counter()
    for rule, values in counts.items():
        for severity, value in zip(SEVERITIES, values):
            if value:
                table[(rule, severity)] = value
    total = sum(totals)
    if left_out is None:
        results.check(listed == table, name + ": the table counts the problems listed",
                      str((table - listed) + (listed - table)))
    else:
        missing, of, _ = (int(g) for g in left_out.groups())
        results.check(of == total and sum(listed.values()) + missing == total,
                      name + ": the listed and left-out problems make the total",
                      "%d listed + %d left out, of %d (table %d)" % (sum(listed.values()), missing, of, total))
        results.check(all(listed[key] <= table[key] for key in listed), name + ": no more listed than counted")
    print("PASS: %s (%d problems, %d listed, %d drawings checked, %d bytes)"
          % (name, total, sum(listed.values()), drawings, len(raw)) if results.failed == 0 else "checked " + name)


def first_difference(expected, actual):
    for number, (left, right) in enumerate(zip(expected.splitlines(), actual.splitlines()), 1):
        if left != right:
            return "line %d: %r vs %r" % (number, left, right)
    return "lengths %d vs %d" % (len(expected), len(actual))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the modality-lint executable (default: .build/release, .build/debug, or build it)")
    arguments = parser.parse_args()
    testenv.use(("markdown_it", "markdown-it-py"))
    binary = find_binary(arguments.binary)
    results = Results()
    pairs = cases()
    results.check(len(pairs) >= 3, "a flow file, a storyboard app and a cut run at least", str(pairs))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for golden, input_path in pairs:
            if results.check(input_path is not None, golden + ": a golden beside the input"):
                check_report(binary, golden, input_path, results, pool)
    print("%d passed, %d failed" % (results.passed, results.failed))
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
