#!/usr/bin/env python3
"""Runs the built modality-lint over Fixtures/ (every folder but Fixtures/cli, whose
configuration errors are deliberate) in every format and checks that each report is what
its readers accept:

- sarif: valid against the official SARIF 2.1.0 schema (read from ../shared/schemas beside
  the repository, or $SARIF_SCHEMA; skipped with a message when absent), plus what GitHub code scanning needs
  (relative URIs against %SRCROOT%, a rule for every result, unique fingerprints);
- junit, checkstyle: well-formed XML with the structure Jenkins, GitLab and reviewdog read;
- json, gitlab: valid JSON with the documented fields;
- github, text: one well-formed line per diagnostic;
- markdown: within 1,000,000 bytes (a GitHub job summary, a GitLab note), its table's total counting every
  diagnostic (Tests/scripts/check_markdown_reports.py checks its goldens in depth);
- every format reports the same number of diagnostics;
- `modality-lint --format F Fixtures/reports` prints exactly the golden file that
  ReporterTests checks (SARIF aside, which records the working directory).

Usage: python3 Tests/scripts/validate_reports.py [--binary PATH]
Installs `jsonschema` into .build/venv-tests when it is not importable. Prints
`N passed, N failed`; exits 1 when anything failed.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import testenv

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# Beside the repository (never copied into it); SARIF_SCHEMA names another copy.
SCHEMA = os.environ.get("SARIF_SCHEMA") or os.path.join(ROOT, "..", "shared", "schemas", "sarif-schema-2.1.0.json")
FORMATS = ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab", "markdown"]
GOLDEN = {
    "text": "sample.txt", "json": "sample.json", "github": "sample.github.txt", "junit": "sample.junit.xml",
    "checkstyle": "sample.checkstyle.xml", "gitlab": "sample.gitlab.json", "markdown": "sample.md",
}
# The Markdown report links to lines when a CI job names the repository; the goldens are
# made outside CI.
CI_VARIABLES = ("GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA", "CI_PROJECT_URL", "CI_COMMIT_SHA")


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, name, detail=""):
        if condition:
            self.passed += 1
            print("PASS: " + name)
        else:
            self.failed += 1
            print("FAIL: " + name + (": " + detail if detail else ""))
        return condition


def find_binary(explicit):
    if explicit:
        return explicit
    for configuration in ("debug", "release"):
        candidate = os.path.join(ROOT, ".build", configuration, "modality-lint")
        if os.path.exists(candidate):
            return candidate
    print("building modality-lint")
    subprocess.run(["swift", "build", "--product", "modality-lint"], cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build", "debug", "modality-lint")


def fixture_folders():
    """Fixtures/*, but Fixtures/cli: its folders hold bad configuration files on purpose
    (exit status 2), which CommandLineTests checks."""
    base = os.path.join(ROOT, "Fixtures")
    return [os.path.join("Fixtures", name) for name in sorted(os.listdir(base))
            if name != "cli" and os.path.isdir(os.path.join(base, name))]


def run(binary, results, fmt, paths=None):
    """The report of `modality-lint --format FMT PATH...`, or None."""
    paths = paths or fixture_folders()
    environment = {key: value for key, value in os.environ.items() if key not in CI_VARIABLES}
    completed = subprocess.run([binary, "--format", fmt] + paths, cwd=ROOT, capture_output=True, env=environment)
    ok = results.check(completed.returncode in (0, 1), fmt + ": exits 0 or 1",
                       "exit %d: %s" % (completed.returncode, completed.stderr.decode(errors="replace")[:500]))
    if not ok:
        return None
    try:
        return completed.stdout.decode("utf-8")
    except UnicodeDecodeError as error:
        results.check(False, fmt + ": output is UTF-8", str(error))
        return None


def check_json(report, results):
    try:
        document = json.loads(report)
    except ValueError as error:
        results.check(False, "json: parses", str(error))
        return None
    results.check(document.get("tool", {}).get("name") == "modality-lint", "json: names the tool")
    results.check(isinstance(document.get("tool", {}).get("version"), str), "json: carries the version")
    results.check(isinstance(document.get("files"), list) and len(document["files"]) > 0, "json: lists the files")
    diagnostics = document.get("diagnostics", [])
    fields_ok = all(
        isinstance(d.get("file"), str) and isinstance(d.get("rule"), str) and isinstance(d.get("message"), str)
        and isinstance(d.get("subject"), str) and d.get("severity") in ("error", "warning", "info")
        and all(isinstance(d.get(end, {}).get(key), int) for end in ("start", "end") for key in ("line", "column"))
        for d in diagnostics)
    results.check(fields_ok, "json: every diagnostic has file, start, end, severity, rule, message, subject")
    counts = collections.Counter(d.get("severity") for d in diagnostics)
    summary = document.get("summary", {})
    results.check(summary == {"errors": counts["error"], "warnings": counts["warning"], "infos": counts["info"]},
                  "json: the summary counts the diagnostics", str(summary))
    return len(diagnostics)


def check_sarif(report, results):
    try:
        document = json.loads(report)
    except ValueError as error:
        results.check(False, "sarif: parses", str(error))
        return None
    validate_against_schema(document, results, "sarif")
    results.check(document.get("version") == "2.1.0" and "$schema" in document, "sarif: $schema and version")
    run = (document.get("runs") or [{}])[0]
    driver = run.get("tool", {}).get("driver", {})
    results.check(all(driver.get(key) for key in ("name", "version", "informationUri")),
                  "sarif: the driver has name, version and informationUri")
    rules = driver.get("rules", [])
    rule_fields = ("id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration")
    results.check(all(all(key in rule for key in rule_fields) for rule in rules) and len(rules) > 0,
                  "sarif: every rule has id, name, descriptions, help, defaultConfiguration")
    # Every id has a helpUri: the guideline rules link to their Human Interface Guidelines
    # page; the tool's own ids (a file that cannot be read, a suppression that does nothing)
    # to the page of the tool's documentation that explains them.
    own_ids = {"parse-error", "invalid-flow", "invalid-suppression", "unused-suppression"}
    hig = "https://developer.apple.com/design/human-interface-guidelines"
    results.check(all("helpUri" in rule for rule in rules)
                  and all(rule["helpUri"].startswith(hig) != (rule.get("id") in own_ids) for rule in rules)
                  and all(re.match(r"^https?://", rule["helpUri"]) for rule in rules),
                  "sarif: every id has a helpUri: the HIG for guideline rules, the tool's documentation for its own ids")
    ids = [rule.get("id") for rule in rules]
    results.check(len(ids) == len(set(ids)), "sarif: rule ids are unique")
    resultsList = run.get("results", [])
    results.check(all(0 <= r.get("ruleIndex", -1) < len(rules) and rules[r["ruleIndex"]]["id"] == r.get("ruleId")
                      for r in resultsList), "sarif: every result's ruleIndex names its rule")
    uri_ok = True
    for result in resultsList:
        location = result["locations"][0]["physicalLocation"]["artifactLocation"]
        uri = location.get("uri", "")
        if location.get("uriBaseId") != "%SRCROOT%" or uri.startswith("/") or "\\" in uri \
                or not re.fullmatch(r"[A-Za-z0-9\-._~/%]+", uri):
            uri_ok = False
    results.check(uri_ok, "sarif: locations are relative to %SRCROOT%, forward slashes, percent-encoded")
    fingerprints = [r.get("partialFingerprints", {}).get("modalityLint/v1") for r in resultsList]
    results.check(all(fingerprints) and len(set(fingerprints)) == len(fingerprints),
                  "sarif: every result has a unique partial fingerprint")
    results.check(run.get("originalUriBaseIds", {}).get("%SRCROOT%") is not None, "sarif: %SRCROOT% is declared")
    return len(resultsList)


def validate_against_schema(document, results, name):
    if not os.path.exists(SCHEMA):
        print("SKIP: %s schema validation: %s is absent" % (name, os.path.normpath(SCHEMA)))
        return
    import jsonschema
    with open(SCHEMA, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    results.check(not errors, name + ": valid against the SARIF 2.1.0 schema",
                  "; ".join("%s at %s" % (e.message, list(e.path)) for e in errors[:5]))


def check_gitlab(report, results):
    try:
        issues = json.loads(report)
    except ValueError as error:
        results.check(False, "gitlab: parses", str(error))
        return None
    results.check(isinstance(issues, list), "gitlab: is an array")
    ok = all(
        isinstance(i.get("description"), str) and isinstance(i.get("check_name"), str)
        and isinstance(i.get("fingerprint"), str)
        and i.get("severity") in ("info", "minor", "major", "critical", "blocker")
        and isinstance(i.get("location", {}).get("path"), str)
        and isinstance(i["location"].get("positions", {}).get("begin", {}).get("line"), int)
        for i in issues)
    results.check(ok, "gitlab: every issue has description, check_name, fingerprint, severity, location")
    fingerprints = [i.get("fingerprint") for i in issues]
    results.check(len(set(fingerprints)) == len(fingerprints), "gitlab: fingerprints are unique")
    return len(issues)


def parse_xml(report, results, fmt):
    try:
        return ElementTree.fromstring(report.encode("utf-8"))
    except ElementTree.ParseError as error:
        results.check(False, fmt + ": well-formed XML", str(error))
        return None


def check_junit(report, results):
    root = parse_xml(report, results, "junit")
    if root is None:
        return None
    results.check(root.tag == "testsuites", "junit: the root is <testsuites>")
    suites = root.findall("testsuite")
    results.check(len(suites) == 1, "junit: one <testsuite>")
    consistent = True
    for element in [root] + suites:
        cases = element.iter("testcase")
        cases = list(cases)
        failing = [case for case in cases if case.find("failure") is not None]
        if element.get("tests") != str(len(cases)) or element.get("failures") != str(len(failing)) \
                or element.get("errors") != "0":
            consistent = False
    results.check(consistent, "junit: tests, failures and errors match the test cases")
    cases = list(root.iter("testcase"))
    results.check(all(case.get("classname") and case.get("name") for case in cases),
                  "junit: every test case has a classname (the file) and a name (the rule)")
    results.check(all(f.get("message") and re.search(r":\d+:\d+: ", f.text or "") for f in root.iter("failure")),
                  "junit: every failure has a message and its lines with line:column")
    return sum(len((node.text or "").splitlines()) for node in root.iter() if node.tag in ("failure", "system-out"))


def check_checkstyle(report, results):
    root = parse_xml(report, results, "checkstyle")
    if root is None:
        return None
    results.check(root.tag == "checkstyle" and root.get("version"), "checkstyle: <checkstyle version=...>")
    files = root.findall("file")
    results.check(len(files) > 0 and all(f.get("name") for f in files), "checkstyle: every <file> has a name")
    errors = list(root.iter("error"))
    ok = all(
        e.get("line", "").isdigit() and e.get("column", "").isdigit()
        and e.get("severity") in ("error", "warning", "info") and e.get("message")
        and (e.get("source") or "").startswith("modality-lint.")
        for e in errors)
    results.check(ok, "checkstyle: every <error> has line, column, severity, message, source")
    return len(errors)


def check_markdown(report, results):
    results.check(len(report.encode("utf-8")) <= 1000000, "markdown: within 1,000,000 bytes")
    totals = re.search(r"^\| \*\*Total\*\* \| \*\*(\d+)\*\* \| \*\*(\d+)\*\* \| \*\*(\d+)\*\* \|$", report, re.M)
    if not results.check(totals is not None, "markdown: a table with the totals"):
        return None
    results.check(report.count("```") % 2 == 0, "markdown: every fence is closed")
    return sum(int(number) for number in totals.groups())


def check_lines(report, results, fmt, pattern):
    lines = report.splitlines()
    bad = [line for line in lines if not re.fullmatch(pattern, line)]
    results.check(not bad, fmt + ": one well-formed line per diagnostic", bad[0] if bad else "")
    return len(lines)


def check_unread_code(binary, results):
    """A code file that cannot be read (binary bytes under a code file's name) passes the run
    and is named by every format; the SARIF, which carries it as a notification of the run's
    invocation, stays valid against the schema, with no result."""
    import tempfile
    binary = os.path.abspath(binary)
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "X.swift"), "wb") as handle:
            handle.write(b"import UIKit\n\x00\x01\x02")
        for fmt in FORMATS:
            completed = subprocess.run([binary, "--format", fmt, "."], cwd=folder, capture_output=True)
            output = completed.stdout.decode("utf-8", "replace")
            results.check(completed.returncode == 0 and "X.swift" in output,
                          fmt + ": a code file not read passes the run and is named", output[:300])
            if fmt == "sarif":
                document = json.loads(output)
                validate_against_schema(document, results, "sarif with a code file not read")
                run = document["runs"][0]
                notifications = run.get("invocations", [{}])[0].get("toolExecutionNotifications", [])
                results.check(not run["results"] and len(notifications) == 1,
                              "sarif: a code file not read is a notification, not a result")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the modality-lint executable (default: .build/debug or build it)")
    arguments = parser.parse_args()
    testenv.use(("jsonschema", "jsonschema"))
    binary = find_binary(arguments.binary)
    results = Results()
    counts = {}
    for fmt in FORMATS:
        report = run(binary, results, fmt)
        if report is None:
            continue
        if fmt == "json":
            counts[fmt] = check_json(report, results)
        elif fmt == "sarif":
            counts[fmt] = check_sarif(report, results)
        elif fmt == "gitlab":
            counts[fmt] = check_gitlab(report, results)
        elif fmt == "junit":
            counts[fmt] = check_junit(report, results)
        elif fmt == "checkstyle":
            counts[fmt] = check_checkstyle(report, results)
        elif fmt == "github":
            counts[fmt] = check_lines(
                report, results, fmt,
                r"::(error|warning|notice) file=[^,:]+,line=\d+,col=\d+,endLine=\d+(,endColumn=\d+)?,"
                r"title=modality-lint \([a-z-]+\)::.*")
        elif fmt == "markdown":
            counts[fmt] = check_markdown(report, results)
        elif fmt == "text":
            counts[fmt] = check_lines(report, results, fmt, r"\S.*:\d+:\d+: (error|warning|info): .* \[[a-z-]+\]")
    for fmt, name in GOLDEN.items():
        report = run(binary, results, fmt, [os.path.join("Fixtures", "reports")])
        with open(os.path.join(ROOT, "Fixtures", "reports", "expected", name), encoding="utf-8") as handle:
            expected = handle.read()
        results.check(report == expected, fmt + ": the command line prints the golden file " + name)
    check_unread_code(binary, results)
    with open(os.path.join(ROOT, "Fixtures", "reports", "expected", "sample.sarif"), encoding="utf-8") as handle:
        validate_against_schema(json.load(handle), results, "golden sample.sarif")
    measured = {fmt: count for fmt, count in counts.items() if count is not None}
    results.check(len(set(measured.values())) == 1 and next(iter(measured.values()), 0) > 0,
                  "every format reports the same diagnostics, and there are some", str(measured))
    print("%d passed, %d failed" % (results.passed, results.failed))
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
