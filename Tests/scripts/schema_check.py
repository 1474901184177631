#!/usr/bin/env python3
"""Checks the JSON Schema that `modality-lint schema` prints against the fixtures.

Every clean fixture (a flow file under Fixtures/clean/, or one whose `.expected` file is
empty) must validate; a fixture with an unknown key must NOT validate, and neither may a
clean fixture with a misspelt key added. YAML fixtures are turned into JSON by
`modality-lint parse`, so the schema is checked against what the tool itself reads.

Prints `N passed, N failed` and exits non-zero on any failure. Installs the `jsonschema`
package into .build/venv-tests when it is not importable.
"""
import copy
import json
import os
import subprocess
import sys

import testenv

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FLOW_ENDINGS = (".flow.yml", ".flow.yaml", ".flow.json")
# A fixture with an unknown key (`titel`, `contents`, `animated`, ...): the schema must refuse it.
UNKNOWN_KEY_FIXTURE = os.path.join("Fixtures", "invalid", "misspelt-keys.flow.yml")


def tool():
    path = os.environ.get("MODALITY_LINT") or os.path.join(ROOT, ".build", "debug", "modality-lint")
    if not os.path.exists(path):
        subprocess.run(["swift", "build", "--product", "modality-lint"], cwd=ROOT, check=True)
    return path


def expected_path(flow_path):
    for ending in FLOW_ENDINGS:
        if flow_path.endswith(ending):
            return flow_path[: -len(ending)] + ".expected"
    return None


def fixtures():
    found = []
    for folder, subfolders, names in os.walk(os.path.join(ROOT, "Fixtures")):
        # A build of the plugin consumer by hand leaves a `.build` there.
        subfolders[:] = [name for name in subfolders if name != ".build"]
        for name in sorted(names):
            if name.endswith(FLOW_ENDINGS):
                found.append(os.path.relpath(os.path.join(folder, name), ROOT))
    return sorted(found)


def is_clean(relative_path):
    if relative_path.startswith(os.path.join("Fixtures", "clean") + os.sep):
        return True
    expected = os.path.join(ROOT, expected_path(relative_path))
    if not os.path.exists(expected):
        return False
    with open(expected, encoding="utf-8") as handle:
        return handle.read().strip() == ""


def load(binary, relative_path):
    """The fixture as JSON: read directly for JSON, via `modality-lint parse` for YAML."""
    full = os.path.join(ROOT, relative_path)
    if relative_path.endswith(".json"):
        with open(full, encoding="utf-8") as handle:
            return json.load(handle)
    result = subprocess.run([binary, "parse", relative_path], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("modality-lint parse failed (%d): %s" % (result.returncode, result.stderr.strip()))
    return json.loads(result.stdout)


def with_misspelt_key(document):
    """A copy of a valid document whose first screen has a misspelt `title`."""
    broken = copy.deepcopy(document)
    screens = broken.get("screens") or {}
    first = next(iter(screens), None)
    if first is None:
        return None
    screen = screens[first] if isinstance(screens[first], dict) else {}
    screen["titel"] = "Misspelt"
    screens[first] = screen
    return broken


def main():
    testenv.use(("jsonschema", "jsonschema"))
    import jsonschema
    binary = tool()
    schema_text = subprocess.run([binary, "schema"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    schema = json.loads(schema_text)
    validator_type = jsonschema.validators.validator_for(schema)
    validator_type.check_schema(schema)
    validator = validator_type(schema)

    passed = failed = 0
    clean = [path for path in fixtures() if is_clean(path)]
    for path in clean:
        try:
            document = load(binary, path)
        except (RuntimeError, ValueError) as error:
            print("FAIL %s: %s" % (path, error))
            failed += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            failed += 1
            for error in errors:
                where = "/".join(str(part) for part in error.absolute_path) or "(root)"
                print("FAIL %s: at %s: %s" % (path, where, error.message))
        else:
            passed += 1
        broken = with_misspelt_key(document)
        if broken is not None:
            if validator.is_valid(broken):
                failed += 1
                print("FAIL %s with a misspelt `titel` key: the schema accepted it" % path)
            else:
                passed += 1

    unknown = os.path.join(ROOT, UNKNOWN_KEY_FIXTURE)
    if os.path.exists(unknown):
        try:
            accepted = validator.is_valid(load(binary, UNKNOWN_KEY_FIXTURE))
        except (RuntimeError, ValueError) as error:
            print("FAIL %s: %s" % (UNKNOWN_KEY_FIXTURE, error))
            failed += 1
        else:
            if accepted:
                failed += 1
                print("FAIL %s: has unknown keys, but the schema accepted it" % UNKNOWN_KEY_FIXTURE)
            else:
                passed += 1
    else:
        failed += 1
        print("FAIL %s is missing" % UNKNOWN_KEY_FIXTURE)

    if not clean:
        failed += 1
        print("FAIL no clean fixture found under Fixtures/")
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
