#!/usr/bin/env python3
"""Conformance check of `modality-lint parse` against reference readers.

For every YAML document (hand-written tricky cases and documents generated at random from
the grammar of the supported subset) the tool must either print exactly what ruamel.yaml
(YAML 1.2, safe, pure) reads, or refuse the document with a `[parse-error]`. A refusal is only
acceptable for hand-written cases that use a refused feature; a generated document, which
stays inside the subset, must never be refused. A document ruamel.yaml rejects must be
refused. JSON documents are checked the same way against Python's `json` module.

Usage: yaml_conformance.py [PATH-TO-modality-lint]   (default .build/debug/modality-lint)
Prints `N passed, M failed` last; exits 1 on any failure.
"""
import json
import math
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
import testenv  # noqa: E402

testenv.use(("ruamel.yaml", "ruamel.yaml"))
from ruamel.yaml import YAML  # noqa: E402

BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "modality-lint")
if not os.path.exists(BINARY):
    subprocess.check_call(["swift", "build"], cwd=ROOT)

REFERENCE = YAML(typ="safe", pure=True)
REFERENCE.version = (1, 2)
WORK = tempfile.mkdtemp(prefix="modality-lint-conformance-")


class Refused(Exception):
    pass


def ours(data: bytes, kind: str):
    path = os.path.join(WORK, "case." + ("json" if kind == "json" else "flow.yml"))
    with open(path, "wb") as handle:
        handle.write(data)
    result = subprocess.run([BINARY, "parse", path], capture_output=True)
    out = result.stdout.decode("utf-8")
    if result.returncode == 1 and out.rstrip("\n").endswith("[parse-error]") and out.count("\n") == 1:
        raise Refused(out.strip())
    if result.returncode != 0:
        raise RuntimeError(f"exit {result.returncode}: {out} {result.stderr.decode('utf-8', 'replace')}")
    return json.loads(out, object_pairs_hook=lambda pairs: ("map", pairs))


def key_text(key):
    if isinstance(key, str):
        return key
    return json.dumps(key)


def normalize(value):
    """ruamel/json value -> the shape ours() returns (mappings as ("map", pairs))."""
    if isinstance(value, dict):
        return ("map", [(key_text(k), normalize(v)) for k, v in value.items()])
    if isinstance(value, list):
        return [normalize(v) for v in value]
    if type(value) not in (str, int, float, bool, type(None)):
        raise RuntimeError(f"reference produced a {type(value).__name__}: {value!r}")
    return value


def same(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if isinstance(a, tuple):
        return len(a[1]) == len(b[1]) and all(ka == kb and same(va, vb) for (ka, va), (kb, vb) in zip(a[1], b[1]))
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


passed = 0
failed = 0
refusals = 0


def check(name, data: bytes, kind="yaml", must="match", reference=None, expected_value=None):
    """must: "match" (accepted, same reading), "refuse" (a parse error), "either".

    reference: what reads the document for comparison: "json" (Python's json), "given"
    (`expected_value`), or by default the reader of `kind`."""
    global passed, failed, refusals
    try:
        if reference == "given":
            expected = normalize(expected_value)
        elif kind == "json" or reference == "json":
            expected = normalize(json.loads(data))
        else:
            expected = normalize(REFERENCE.load(data))
        reference_error = None
    except Exception as error:  # the reference rejects the document
        expected, reference_error = None, error
    try:
        actual = ours(data, kind)
        refusal = None
    except Refused as error:
        actual, refusal = None, str(error)
    problem = None
    if refusal is not None:
        refusals += 1
        if must == "match":
            problem = f"refused: {refusal}"
    elif reference_error is not None:
        problem = f"accepted what the reference rejects ({type(reference_error).__name__}): {actual!r}"
    elif must == "refuse":
        problem = f"accepted, expected a refusal: {actual!r}"
    elif not same(actual, expected):
        problem = f"different reading:\n  ours:      {actual!r}\n  reference: {expected!r}"
    if problem:
        failed += 1
        print(f"FAIL {name}: {problem}\n  document: {data!r}")
    else:
        passed += 1


# ---------------------------------------------------------------------------------------------
# Hand-written YAML cases: (document, must)

YAML_CASES = [
    ("a: 1\nb: [x, y]\nc: {d: e}\n", "match"),
    ("key:\n- a\n- b\nnext: 1\n", "match"),
    ("- key: v\n  other: w\n- - a\n  - b\n- -   - deep\n", "match"),
    ("-\n  a: 1\n-\n  - x\n", "match"),
    ("a:\n  b:\n    c: d\n  e: f\ng: h\n", "match"),
    ("a: [1, [2, [3, {x: y}]], {}]\n", "match"),
    ("a: [\n  1,\n  two,\n  'three',\n  \"four\"\n]\n", "match"),
    ("a: {x: 1,\n  y: 2,\n  }\n", "match"),
    ("a: [x, y,]\n", "match"),
    ("a: {x, y: 1}\n", "match"),
    ("a: {\"q\":1, 'r': 2}\n", "match"),
    ("a: 'it''s'\nb: \"tab\\there\"\n", "match"),
    ('a: "\\0\\a\\b\\t\\n\\v\\f\\r\\e\\ \\"\\/\\\\\\N\\_\\L\\P\\x41\\u00e9\\U0001F600"\n', "match"),
    ('a: "x\\\n  y"\n', "match"),
    ('a: "one\n  two\n\n  three"\n', "match"),
    ("a: 'one\n  two\n\n\n  three  '\n", "match"),
    ('a: "trailing   \n   spaces"\n', "match"),
    ('a: "escaped space\\ \n  next"\n', "match"),
    ("a: plain\n  continued\n\n  paragraph\n", "match"),
    ("a:\n    deeper plain\n  less deep\n", "match"),
    ("a: |\n  line\n   indented\n\n  last\n", "match"),
    ("a: |-\n  strip\n\n\nb: 1\n", "match"),
    ("a: |+\n  keep\n\n\nb: 1\n", "match"),
    ("a: |\n  clip\n\n\nb: 1\n", "match"),
    ("a: >\n  folded\n  line\n\n  para\n    more\n  back\n", "match"),
    ("a: >-\n  x\n\n\n  y\n", "match"),
    ("a: >+\n  x\n", "match"),
    ("a: |2\n   three spaces\n  two\n", "match"),
    ("a: |1-\n  x\n", "match"),
    ("- |\n  in seq\n- >\n  folded\n  seq\n", "match"),
    ("a: |\n  no final newline", "match"),
    ("a: |+\n  keep at end\n\n", "match"),
    ("a: |\n\n  leading empty\n", "match"),
    ("a: |\n  text\n# comment ends it\nb: 1\n", "match"),
    ("a: |\n  # not a comment\n", "match"),
    ("a: |\nb: 1\n", "match"),
    ("a: >\n  x\n\n\n", "match"),
    ("a: |-\n", "match"),
    ("a: |+\n\n\n", "match"),
    ("--- |\n  root literal\n", "match"),
    ("---\na: 1\n...\n", "match"),
    ("--- # comment\na: 1\n... # done\n# after\n", "match"),
    ("\ufeffa: 1\n", "match"),
    ("a: 1\r\nb:\r\n  - x\r\n  - y\r\nc: |\r\n  l1\r\n  l2\r\n", "match"),
    ("a: \"x\r\n  y\"\r\n", "match"),
    ("# only comments\n\n", "match"),
    ("", "match"),
    ("~\n", "match"),
    ("just a scalar\n", "match"),
    ("[a, b]\n", "match"),
    ("a: null\nb: Null\nc: NULL\nd: ~\ne:\nf: true\ng: False\nh: TRUE\ni: yes\nj: no\nk: on\nl: off\n", "match"),
    ("a: 0\nb: -0\nc: +12\nd: 007\ne: 0o17\nf: 0x1F\ng: 0xff\nh: 123456789012345678901234567890\n", "match"),
    ("a: 1.5\nb: -0.25\nc: 1e3\nd: 1.5E-3\ne: .5\nf: +.5\ng: 1.\nh: .inf\ni: -.Inf\nj: +.INF\nk: .nan\nl: -1.0e+5\nm: 0.\n", "match"),
    ("a: .NaN\nb: .NAN\nc: nan\nd: inf\ne: .iNf\nf: 1e\ng: 0x\nh: 0o8\ni: 1.2.3\nj: 12:30\nk: -.NAN\n", "match"),
    # (`1` and `true` together would clash in the reference's Python dict, not in YAML.)
    ("1: int key\n~: null key\n1.5: float key\nfalse: bool key\n", "match"),
    ("a: b # comment\nc: 'd' # comment\n# whole\n  # indented whole\ne: [x] # c\n", "match"),
    ("a: x#y\nb: http://example.com/#anchor\nc: a:b\n", "match"),
    ("a: -x\nb: ?x\nc: :x\nd: x-\n", "match"),
    ("a: Hello, world\nb: 50%\nc: A & B\nd: what?\ne: wow!\n", "match"),
    ("é: ü\n😀: \"😀\"\n", "match"),
    ("a:\n  - b\n  -\n  - c\n", "match"),
    ("a:   \n  b\n", "match"),
    ("'quoted key': 1\n\"dq key\": 2\n", "match"),
    ("a: 'multi\n\n  line'\n", "match"),
    ("a:\n- b:\n  - c\n  d: e\n", "match"),
    ("- a\n-\n- b\n", "match"),
    ("a: b\t\n", "refuse"),
    ("a:\tb\n", "refuse"),
    ("a: x\ty\n", "refuse"),
    ("a: [x,\ty]\n", "match"),  # a tab separates like a space inside [...] (YAML 1.2, JSON)
    ("a: 'x\ty'\nb: \"x\ty\"\nc: |\n  \tx\nd: 1 #\tc\n", "match"),
    ("a: [\n  1,\n  2\n]\nb: {\n  x: 1\n}\n", "match"),
    ("a   : 1\n\"b\" : 2\n", "match"),
    ("a: x   \nb: 'y'   \n", "match"),
    ("- - - a: b\n      c: d\n    - e\n  - f\n- g\n", "match"),
    ("- first\n  second\n- third\n", "match"),
    ("a: |\n  x  \n  y\n", "match"),
    ("a: >\n  x\n\n   indented\n  y\n", "match"),
    ("a: >\n   more\n  normal\n", "either"),  # invalid YAML 1.2 (less indented text), the reference reads it
    ("a: |-\n  x\n  \n", "match"),
    ("a: |+\n  x\n  \n\nb: 1\n", "match"),
    ("a: >2-\n    x\n  y\n", "match"),
    ("a: |\n  x\n...\n", "match"),
    ("- |+\n  x\n\n- y\n", "match"),
    ("a:\n  # comment\n  b: 1\n", "match"),
    ("a: {x: [1, {y: [2]}], z: {}}  # c\n", "match"),
    ("a: [a b, 'c d', \"e f\"]\n", "match"),
    ("a: ['x',\n\n  'y']\n", "match"),
    ("a: [ ]\nb: { }\n", "match"),
    ("a: {x: }\n", "match"),
    ("a: {x:}\n", "refuse"),
    ("a: {x:, y: 1}\n", "refuse"),
    ("a: [x:y]\n", "either"),
    ("a: \"\"\nb: ''\n", "match"),
    ("a: '#not comment'\nb: \"#\"\n", "match"),
    ("a: x # c1\n# c2\nb:\n  - y # c3\n", "match"),
    ("- a\n- b\n...\n", "match"),
    ("a: 1 # c\n...\n# trailing\n", "match"),
    ("a: \"line\\\n\n  next\"\n", "match"),
    ("a: |\n  x\n   \n  y\n", "either"),
    ("a: |\n  x\n \n  y\n", "match"),
    ("a: >\n  x\n\n    more\n\n  y\n", "match"),
    ("a: >\n    more\n  x\n", "either"),
    ("a: >2\n    more\n  x\n\n  \ty\n  z\n", "match"),
    ("a: |+\n  x\n  \n \n", "match"),
    ("a: >-\n\n  x\n", "match"),
    ("a: |\n \n  x\n", "refuse"),
    ("a: |\n  \n  x\n", "match"),
    ("a: |2\n \n  x\n", "match"),
    ("a: >\n  x  \n  y\n", "match"),
    ("- a:\n  - x\n  b: 1\n", "match"),
    ("a:\n  b\n  c\nd: 1\n", "match"),
    ("a:\n  'b'\nc: \"d\"\n", "match"),
    ("a:\n  [b,\n   c]\n", "match"),
    ("a:\n  >\n   x\n", "match"),
    ("- - a: 1\n    b: 2\n  - c\n", "match"),
    ("-   - a\n    - b\n", "match"),
    ("a: x:y\nb: [x:y]\n", "either"),
    ("a: \"x\\\n\n\n  y\"\n", "match"),
    ("a: 'x\n  \n  y'\n", "match"),
    ("- ''\n- \"\"\n- ' '\n", "match"),
    ("? \n", "refuse"),
    ("--- |1\n x\n", "refuse"),
    ("a: \"\\x4\"\n", "refuse"),
    ("a: \"\\U00110000\"\n", "refuse"),
    ("a:\n  b: |\n    text\n   c: 1\n", "refuse"),
    ("a: !!binary x\n", "refuse"),
    ("- &a x\n- *a\n", "refuse"),
    ("a: {<<: {x: 1}}\n", "refuse"),
    ("key: value\n---\n", "refuse"),
    ("...\nx\n", "refuse"),
    # Refused features
    ("a: &x 1\nb: *x\n", "refuse"),
    ("a: *x\n", "refuse"),
    ("a: !!str 1\n", "refuse"),
    ("a: !tag x\n", "refuse"),
    ("? a\n: b\n", "refuse"),
    ("base: {x: 1}\nother:\n  <<: {y: 2}\n", "refuse"),
    ("%YAML 1.2\n---\na: 1\n", "refuse"),
    ("a: 1\n---\nb: 2\n", "refuse"),
    ("a: 1\n...\nb: 2\n", "refuse"),
    ("a:\n\tb: 1\n", "refuse"),
    ("a: 1\na: 2\n", "refuse"),
    ("a: {x: 1, x: 2}\n", "refuse"),
    ("[a]: b\n", "refuse"),
    ("{a: b}: c\n", "refuse"),
    ("a: [b: c]\n", "refuse"),
    ("a: 1_000\n", "refuse"),
    ("a: 0b101\n", "refuse"),
    ("a: +0x1F\n", "refuse"),
    ("a: -0o17\n", "refuse"),
    ("a: 2024-01-31\n", "refuse"),
    ("a: 2024-01-31 10:00:00\n", "refuse"),
    ("a: .5e5\n", "refuse"),
    ("a: =\n", "refuse"),
    ("a: b: c\n", "refuse"),
    ("a: - b\n", "refuse"),
    ("a: 'unterminated\n", "refuse"),
    ("a: \"unterminated\n", "refuse"),
    ("a: [1, 2\n", "refuse"),
    ("a: {x: 1\n", "refuse"),
    ("a: [1,, 2]\n", "refuse"),
    ("a:\n  b: 1\n   c: 2\n", "refuse"),
    ("a:\n    b: 1\n  c: 2\n", "refuse"),
    ("a: 1\n- b\n", "refuse"),
    ("- a\nb: 1\n", "refuse"),
    ("a: \"\\q\"\n", "refuse"),
    ("a: \"\\ud800\"\n", "refuse"),
    ("a: b\n  c: d\n", "refuse"),
    ("a: plain\n  - dash\n", "either"),
    ("a: |0\n  x\n", "refuse"),
    ("a: | x\n", "refuse"),
    ("a: \"x\"y\n", "refuse"),
    ("a: @x\n", "refuse"),
    ("a: `x\n", "refuse"),
    ("a: [x]\n  b\n", "refuse"),
    ("a: [x,\ny]\n", "either"),
    ("  a: 1\nb: 2\n", "refuse"),
    ("a: x\u2028y\n", "refuse"),
    ("a: x\x85y\n", "refuse"),
    ("a: \x01\n", "refuse"),
    ("a: 1\n\ufeffb: 2\n", "refuse"),
    ("a: |\n    \n  x\n", "refuse"),
    ("--- a: 1\n", "either"),
    ("a:\n  - b\n  c: d\n", "refuse"),
    ("a:#x\n", "either"),
    ("a: x #c\n  y\n", "refuse"),
]

# Edge cases where either reading the reference's way or refusing is right (a refusal still
# requires that the reference reads the document, or rejects it too).
YAML_EDGE_CASES = ["a: |\n  x\n     \n", "a: |\n  x\n   \n  y\n", "a: >\n  x\n   \n  y\n", "a: >\n  x\n     \nb: 1\n", "a: |-\n  x\n   \n", "a: |+\n  x\n   \n",
  "a: >\n  a\n  \n  b\n", "a: >\n   x\n  \n   y\n", 'a: "x  \\\n  y"\n', 'a: "x\\n\n  y"\n', "a: [ 'x  \n   y' ]\n", 'a: {"k\n  2": v}\n',
  "- 'x\n\n\n  y'\n", "a: >\n  x\n\n\n  y\n", "a: >+\n\n  x\n\n", "a: |\n\n\n", "a: >\n \n", "a: |-\n  \n",
    "a:\n  |2\n    x\n", "- |1\n  x\n", "- a: |1\n    x\n", "-\n  |1\n   x\n", "a:\n  - |2\n     x\n",
    "- - |1\n    x\n", "a:\n    |1\n   x\n", "a: >1\n  x\n y\n", "--- >\nx\n", "- - a\n  - |\n   b\n",
 "a: 1\rb: 2\r", "a: |\r  x\r  y\r", "- a\n  # comment\n- b\n", "-   a: 1\n    b: 2\n",
 "a: [x, # c\n  y, # d\n  ]\n", "a: {x: 1, # c\n  y: 2}\n", "a: |+\n  x", "a: |+\n  x\n\n", "a: >-\n  x\n  ", 
 'a: "x\\\ty"\n', "a: 'x\n  # y'\n", "'a':b\n", "a: \"\"\"\n", "a: 'x'' '\n", "a: [\"x\" , 'y' ]\n",
 "a: {\"x\": [1,2],\"y\":{}}\n", "- [a, b]: c\n", "a:\n- - x\n  - y\n- z\n", "a: -\n", "a: - \n", "- -\n", "-\n-\n",
 "a: |\n  x\n\n\n# c\nb: 1\n", "a: >\n\n  x\n\n  y\n\n", "a: \"\\u00E9\\x0a\"\n", "key with spaces  : v\n",
 "a: 'x\n\n\n  y'\n", "a:\n  \"x\n  y\"\n", "a: [a\n  ]\n", "a: {a: b\n  }\n", "a: [[]]\n", "[]\n", "{}\n", "\"x\"\n", "'x'\n",
 "a: b # c # d\n", "a: 'b' # c\n", "# c\n---\n# d\na: 1\n", "---\n---\n", "a: &\n", "a: x &y\n", "a: x *y\n", "a: x !y\n",
 "a: x ? y\n", "a: x - y\n", "a: x: \n", "a: x:\n", "? a\n", "a: 0.5.1\n", "a: 1e-5\n", "a: 6.02e23\n", "a: -.5\n",
 "a: +.inf\n", "a: .5.\n", "a: 1__\n", "a: 12_\n", "a: 1-2\n", "a: 2024-13\n", "a: 2024-1-1\n", "a: 20240101\n",
 "a: 1e5000\n", "a: -1e5000\n", "a: 0.0000000000000000000001\n", "a: 123456789012345678901234567890.5\n",
 "\"a\": 1\n'a': 2\n", "a: 1\n\"a\": 2\n", "null: 1\n~: 2\n", "1: a\n01: b\n", "0x1: a\n1: b\n", "true: a\nTrue: b\n",
]
YAML_CASES += [(document, "either") for document in YAML_EDGE_CASES]

for index, (document, must) in enumerate(YAML_CASES):
    check(f"yaml case {index + 1}", document.encode("utf-8"), "yaml", must)
check("invalid UTF-8", b"a: \xff\n", "yaml", "refuse")
check("overlong UTF-8", b"a: \xc0\xaf\n", "yaml", "refuse")
check("NUL", b"a: x\x00y\n", "yaml", "refuse")

# ---------------------------------------------------------------------------------------------
# Random documents inside the subset

rng = random.Random(int(os.environ.get("CONFORMANCE_SEED", "8259")))
WORDS = ["Notes", "library", "New Note", "Done!", "a-b", "x_y", "Settings", "editor", "50%", "A & B",
         "what?", "key:value", "yes", "no", "on", "off", "é ünïcödé", "emoji 😀", "12:30", "1.2.3", "v1",
         "-x", "x-", "café au lait", "nan", "inf", "NaN", "Nul", "truely", "0x", "1e", "e5", "a#b", "x'y", 'x"y',
         "trailing.", "mid dle", "C++", "a, b", "path/to/file", "~user", "100 km/h"]
FLOW_WORDS = [w for w in WORDS if not any(c in w for c in ",[]{}:#")]
KEYS = ["title", "label", "present", "push", "style", "role", "screens", "actions", "app", "é", "2", "x y",
        "null", "true", "1.5", "7", "ok?", "a-b", "snake_case", "CamelCase"]
NUMBERS = ["0", "-0", "+12", "007", "0o17", "0x1F", "0xff", "123456789012345678901234567890", "-42",
           "1.5", "-0.25", "1e3", "1.5E-3", ".5", "+.5", "1.", ".inf", "-.Inf", ".nan", "0.0", "-1.0e+5"]
SPECIALS = ["~", "null", "Null", "NULL", "true", "false", "True", "FALSE"]
TEXT_CHARS = list("abc XYZ 012 é😀'\"\\#:,-[]{}&*!|>%@`\t") + ["  "]
ESCAPES = {"\t": ["\\t", "\t"], "\n": ["\\n"], "\\": ["\\\\"], '"': ['\\"'], "é": ["é", "\\u00e9", "\\xe9"],
           "😀": ["😀", "\\U0001F600"], "/": ["/", "\\/"], "\x1b": ["\\e"], "\x00": ["\\0"], "\x85": ["\\N"],
           "\xa0": ["\\_"], "\u2028": ["\\L"], "\u2029": ["\\P"], " ": [" ", "\\ "]}


def random_text(allow_newline=True, allow_controls=True):
    parts = [rng.choice(TEXT_CHARS) for _ in range(rng.randint(0, 10))]
    if allow_newline and rng.random() < 0.2:
        parts.insert(rng.randint(0, len(parts)), "\n")
    if allow_controls and rng.random() < 0.2:
        parts.append(rng.choice(["\x1b", "\x00", "\x85", "\xa0", "\u2028", "\u2029"]))
    return "".join(parts)


def double_quoted(text, indent):
    out = []
    for char in text:
        out.append(rng.choice(ESCAPES[char]) if char in ESCAPES else char)
    body = "".join(out)
    # Fold at a single space between two non-space characters, sometimes.
    if rng.random() < 0.3:
        positions = [i for i in range(1, len(body) - 1) if body[i] == " " and body[i - 1] not in " \\\t" and body[i + 1] not in " \t"]
        if positions:
            i = rng.choice(positions)
            body = body[:i] + "\n" + " " * (indent + 1) + body[i + 1:]
    return '"' + body + '"'


def single_quoted(text, indent):
    text = text.replace("\n", " ").replace("\t", " ")
    body = text.replace("'", "''")
    if rng.random() < 0.3:
        positions = [i for i in range(1, len(body) - 1) if body[i] == " " and body[i - 1] != " " and body[i + 1] != " "]
        if positions:
            i = rng.choice(positions)
            body = body[:i] + "\n" + ("\n" if rng.random() < 0.5 else "") + " " * (indent + 1) + body[i + 1:]
    return "'" + body + "'"


def scalar(indent, in_flow=False):
    roll = rng.random()
    if roll < 0.3:
        return rng.choice(FLOW_WORDS if in_flow else WORDS)
    if roll < 0.5:
        return rng.choice(NUMBERS)
    if roll < 0.6:
        return rng.choice(SPECIALS)
    if roll < 0.8:
        return double_quoted(random_text(), indent)
    return single_quoted(random_text(allow_newline=False, allow_controls=False), indent)


def key_scalar():
    roll = rng.random()
    if roll < 0.7:
        return rng.choice(KEYS)
    if roll < 0.85:
        return double_quoted(random_text(allow_newline=False), 1000)
    return single_quoted(random_text(allow_newline=False, allow_controls=False), 1000)


def unique_keys(count):
    """Keys whose readings differ (by text, with `1`/`"1"` style clashes avoided)."""
    keys, seen = [], set()
    while len(keys) < count:
        key = key_scalar()
        try:
            reading = repr(REFERENCE.load(key + ": x\n"))
        except Exception:
            continue
        if reading in seen or "\n" in key:
            continue
        seen.add(reading)
        keys.append(key)
    return keys


def flow(depth, indent, multiline):
    sep = (",\n" + " " * (indent + 1 + rng.randint(0, 3))) if multiline else rng.choice([",", ", ", " ,  "])
    if depth <= 0 or rng.random() < 0.3:
        return scalar(indent, in_flow=True)
    if rng.random() < 0.5:
        items = [flow(depth - 1, indent, multiline and rng.random() < 0.3) for _ in range(rng.randint(0, 3))]
        return "[" + sep.join(items) + ("," if items and rng.random() < 0.2 else "") + "]"
    keys = unique_keys(rng.randint(0, 3))
    entries = []
    for key in keys:
        if rng.random() < 0.1:
            entries.append(key)
        else:
            entries.append(key + ": " + flow(depth - 1, indent, multiline and rng.random() < 0.3))
    return "{" + sep.join(entries) + "}"


def block_scalar(indent):
    indicator = rng.choice("|>")
    chomp = rng.choice(["", "-", "+"])
    content_indent = indent + rng.randint(1, 3)
    explicit = ""
    lines = []
    for _ in range(rng.randint(0, 5)):
        roll = rng.random()
        if roll < 0.2:
            lines.append("")
        elif roll < 0.35:
            lines.append(" " * rng.randint(1, 3) + rng.choice(WORDS))
        else:
            lines.append(rng.choice(WORDS + ["# not a comment", "- not a list", "key: not a map"]))
    while lines and lines[0] == "":
        lines.pop(0)
    if lines and lines[0].startswith(" "):
        explicit = str(content_indent - max(indent, 0) + (1 if indent < 0 else 0)) if indent >= 0 else ""
        if not explicit:
            lines[0] = lines[0].lstrip()
    if rng.random() < 0.3:
        lines += [""] * rng.randint(1, 2)
    header = indicator + (explicit + chomp if rng.random() < 0.5 else chomp + explicit)
    # Trailing spaces are content in block scalars; sometimes add some.
    lines = [line + " " * rng.choice([0, 0, 0, 1, 2]) if line else line for line in lines]
    body = [(" " * content_indent + line) if line else "" for line in lines]
    return header, body


# Marks a generated line that continues a scalar: no comment line may be put before it.
NO_COMMENT_BEFORE = "\x00"


def emit_mapping(depth, indent, out):
    for key in unique_keys(rng.randint(1, 4)):
        emit_value(key + ":", depth, indent, out, in_mapping=True)


def emit_sequence(depth, indent, out):
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if depth > 0 and roll < 0.25:
            # Compact mapping: `- key: value` and its other keys below.
            keys = unique_keys(rng.randint(1, 3))
            spaces = rng.randint(1, 2)
            inner = indent + 1 + spaces
            first = []
            emit_value(keys[0] + ":", depth - 1, inner, first, in_mapping=True)
            first[0] = " " * indent + "-" + " " * spaces + first[0].lstrip(" ")
            out.extend(first)
            for key in keys[1:]:
                emit_value(key + ":", depth - 1, inner, out, in_mapping=True)
        elif depth > 0 and roll < 0.35:
            lines = []
            emit_sequence(depth - 1, indent + 2, lines)
            lines[0] = " " * indent + "- " + lines[0].lstrip(" ")
            out.extend(lines)
        else:
            emit_value("-", depth, indent, out, in_mapping=False)


def comment():
    return rng.choice(["", "", "", " # note", "  #: odd # comment", " # modality-lint: disable-line x"])


def emit_value(prefix, depth, indent, out, in_mapping):
    pad = " " * indent
    roll = rng.random()
    if depth > 0 and roll < 0.3:
        out.append(pad + prefix + comment())
        step = rng.randint(1, 4)
        if rng.random() < 0.5:
            emit_mapping(depth - 1, indent + step, out)
        else:
            same = in_mapping and rng.random() < 0.5
            emit_sequence(depth - 1, indent if same else indent + step, out)
    elif roll < 0.4:
        header, body = block_scalar(indent)
        out.append(pad + prefix + " " + header + comment())
        out.extend(NO_COMMENT_BEFORE + line for line in body)
    elif roll < 0.55:
        multiline = rng.random() < 0.3
        out.append(pad + prefix + " " + flow(2, indent, multiline) + comment())
    elif roll < 0.6:
        out.append(pad + prefix + comment())
    elif roll < 0.65 and in_mapping:
        out.append(pad + prefix)
        out.append(pad + " " * rng.randint(1, 3) + scalar(indent + 1) + comment())
    else:
        value = scalar(indent)
        if value in WORDS and " " in value and value.split(" ", 1)[1][0].isalnum() and "#" not in value and rng.random() < 0.3:
            # A plain value folded over two lines.
            head, tail = value.split(" ", 1)
            out.append(pad + prefix + " " + head)
            out.append(NO_COMMENT_BEFORE + pad + " " * rng.randint(1, 3) + tail)
        else:
            out.append(pad + prefix + " " + value + " " * rng.choice([0, 0, 1, 3]) + comment())


def random_document():
    out = []
    roll = rng.random()
    if roll < 0.5:
        emit_mapping(3, 0, out)
    elif roll < 0.8:
        emit_sequence(3, 0, out)
    elif roll < 0.9:
        out.append(flow(3, -1, rng.random() < 0.5))
    else:
        out.append(scalar(-1))
    # Comments and blank lines between lines that are not inside a scalar or a collection.
    lines = []
    for line in out:
        if line.startswith(NO_COMMENT_BEFORE):
            line = line[len(NO_COMMENT_BEFORE):]
        elif rng.random() < 0.1:
            lines.append(" " * rng.randint(0, 4) + "# " + rng.choice(WORDS))
        lines.append(line)
    text = "\n".join(lines)
    if rng.random() < 0.8:
        text += "\n"
    if rng.random() < 0.2:
        text = "---\n" + text
        if rng.random() < 0.5 and text.endswith("\n"):
            text += "...\n"
    if rng.random() < 0.2:
        text = text.replace("\n", "\r\n")
    data = text.encode("utf-8")
    if rng.random() < 0.1:
        data = b"\xef\xbb\xbf" + data
    return data


for index in range(int(os.environ.get("CONFORMANCE_RANDOM", "300"))):
    check(f"random yaml {index + 1}", random_document(), "yaml", "match")

# ---------------------------------------------------------------------------------------------
# JSON

JSON_VALID = [
    '{"a": [1, 2.5, -0, 1e3, 1E-2, -1.5e+10, 123456789012345678901234567890], "b": {"c": null, "d": true, "e": false}}',
    '"\\u00e9\\ud83d\\ude00\\n\\t\\"\\\\\\/\\b\\f\\r"', "[]", "{}", " \n\t[ ]\r\n", "0", "-0.0", "1e400",
    '{"": ""}', '"é😀"', '[[[[[]]]]]',
]
JSON_INVALID = [
    "[1, 2,]", '{"a": 1,}', "// c\n{}", "/* c */ {}", "# c\n{}", "01", "-01", "NaN", "Infinity", "-Infinity",
    "'a'", '"a\tb"', '"\\ud800"', '"\\udc00"', '"\\ud800\\u0041"', "[1] x", "{} {}", "[1 2]", '{"a" 1}', '{a: 1}',
    "tru", "nul", "1.", ".5", "1e", "+1", '"\\x41"', '"unterminated', "[", "{", '{"a": 1, "a": 2}', "[1,]",
    '"\\u12"', "\x00", "[1,,2]", '{"a":}', '{,}', "0x1F", "1_000",
]
for index, text in enumerate(JSON_VALID):
    check(f"json valid {index + 1}", text.encode("utf-8"), "json", "match")
for index, text in enumerate(JSON_INVALID):
    # Python's json accepts duplicate keys, NaN and Infinity; the tool refuses them all.
    check(f"json invalid {index + 1}", text.encode("utf-8"), "json", "refuse")
check("json invalid utf-8", b'"\xff"', "json", "refuse")
check("json BOM", b'\xef\xbb\xbf{"a": 1}', "json", "match")
# A JSON text is one value (RFC 8259): an empty file, or one of only white space, is none.
for index, blank in enumerate((b"", b"  \n", b"\t\r\n ")):
    check(f"json blank {index + 1}", blank, "json", "refuse")


def random_json(depth):
    roll = rng.random()
    if depth <= 0 or roll < 0.3:
        return rng.choice([None, True, False, rng.randint(-10**20, 10**20), rng.random() * 10 ** rng.randint(-5, 5),
                           random_text(), "".join(rng.choice(TEXT_CHARS) for _ in range(5))])
    if roll < 0.65:
        return [random_json(depth - 1) for _ in range(rng.randint(0, 4))]
    return {random_text(allow_newline=False): random_json(depth - 1) for _ in range(rng.randint(0, 4))}


for index in range(100):
    separators = rng.choice([None, (",", ":"), (", ", ": "), (" ,\t", "\t:\t")])
    document = json.dumps(random_json(4), ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1, 2, "\t"]),
                          separators=separators)
    check(f"random json {index + 1}", document.encode("utf-8"), "json", "match")
    # YAML 1.2 is a superset of JSON: the YAML reader reads every JSON text as JSON does
    # (so `-` and a `.flow.yml` written as JSON work).
    check(f"random json as yaml {index + 1}", document.encode("utf-8"), "yaml", "match", reference="json")

# Every valid JSON case, and compact JSON as people write it, through the YAML reader too.
JSON_AS_YAML = JSON_VALID + [
    '{"app":"X","screens":{"a":{"title":"A"}}}', '{"a":[1,{"b":null}],"c":{"d":[]},"e":-1.5e+10,"f":"x:y"}',
    '{"a" :1 , "b":\t"c"}\t', '{\n\t"a": [\n\t\t1,\n\t\t2\n\t]\n}\n', '\t{"a": 1}', '[\t1\t,\ttrue ,null\t]',
    r'"\u00e9\ud83d\ude00"', r'{"\ud83d\ude00": "\u00e9"}', '{"k":"\u0085\u2028 \x7f \u2029\ufeff"}', '{"a":"b"}\n\t\n',
]
for index, text in enumerate(JSON_AS_YAML):
    check(f"json as yaml {index + 1}", text.encode("utf-8"), "yaml", "match", reference="json")
# Raw characters that YAML allows only inside quoted text stay refused outside it.
for index, text in enumerate(["a: b\x85c\n", "a: b\u2028\n", "# \x7f\na: 1\n", "{a: \ufeff}\n"]):
    check(f"quoted-only outside quotes {index + 1}", text.encode("utf-8"), "yaml", "refuse")

# Documents of the yaml-test-suite (github.com/yaml/yaml-test-suite) whose reading is
# checked against the suite's own expected value: a last line of only spaces, with no line
# break after it, at the end of the file, ends a block scalar's last line. (ruamel.yaml reads
# both differently: `[""]` and `{"foo": "x\n "}`.)
SUITE_CASES = [
    ("JEF9/02", b"- |+\n   ", ["\n"]),
    ("L24T/00", b"foo: |\n  x\n   \n", {"foo": "x\n \n"}),
    ("L24T/01", b"foo: |\n  x\n   ", {"foo": "x\n \n"}),
]
for name, document, value in SUITE_CASES:
    check(f"yaml-test-suite {name}", document, "yaml", "match", reference="given", expected_value=value)

print(f"refusals (all expected): {refusals}")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
