#!/usr/bin/env python3
"""Checks that modality-lint's messages fit their source on real apps.

For every app folder in APPS_DIR, runs `modality-lint --no-color .` in it as a user would,
and checks each diagnostic of a storyboard or code file (not a flow file):
  - its message contains no flow-file key (`dismiss: true`, `{ label: ... }`, `role: ...`,
    `style: ...`, `present: ...` and the other keys of a flow file), which mean nothing in
    Interface Builder or code;
  - it names no button `'Button'` (a placeholder) or by a variable's or method's name (a
    quoted lowerCamelCase word such as 'saveAction');
  - it names nothing by a localisation key people never read (a quoted 'action.cancel',
    'screen_start_chat', 'L10n.actionCancel'): a button known only by its key is named by
    its role or place (an SF Symbol's name, 'xmark.circle.fill' symbol button, is not a key);
  - it names no button, alert or screen by a key of the app's own string tables (the
    `.strings` of its `en.lproj`/`English.lproj`/`Base.lproj` folders and its `.xcstrings`
    catalogs) whose words differ from the key: the tool reads those tables, so the words
    people see are known (`'removeNotice'`, `the alert "removeNotice"`).
  - a modifier it says the code applies ("with `.presentationCompactAdaptation(.popover)`") is
    written so in the source, within a few lines of the diagnostic: a message quotes the code;
  - no two diagnostics of one rule name the same place: one cause, one diagnostic (a view
    embedded in several screens is reported once, at the view).
Folders listed in HELD_OUT (set aside for a blind audit) are never run.

usage: messages_fit_apps.py BINARY [APPS_DIR]
prints each message that does not fit, and a last line `N messages that do not fit (M apps, D diagnostics)`
exit: 1 when any message does not fit, else 0 (0 too when APPS_DIR does not exist)
"""
import json, os, re, subprocess, sys

LINE = re.compile(r'^(?P<path>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|info): (?P<msg>.*) \[(?P<rule>[a-z0-9-]+)\]\s*$')
FLOW_KEY = re.compile(
    r'`\s*\{?\s*(dismiss|label|role|style|present|push|confirm|compact|transition|navigationBar|dismissGesture|'
    r'loadingIndicator|editsContent|shownOn|loads|kind|container|presentation)\s*:'
    r'|\{ *label:|role `|`editsContent`|defaults\.')
PLACEHOLDER = re.compile(r"'(Button|Bar button item|Segue)'")
CODE_NAME = re.compile(r"'([a-z][a-z0-9]*[A-Z][A-Za-z0-9_]*)'")
QUOTED = re.compile(r"'([^' ]+)'")
FLOW_FILES = ('.yml', '.yaml', '.json')
# A button drawn only with an SF Symbol is named by the `systemName:` the source writes
# ('xmark.circle.fill' symbol button): dotted like a key, but the symbol's own name, which
# a developer finds in the code and in the SF Symbols app, not a string table's key.
SYMBOL_NAME = re.compile(r"'[^' ]+' symbol\b")
DOUBLE_QUOTED = re.compile(r'"([^"]+)"')
STRINGS_KEY = re.compile(r'^\s*(?:"((?:[^"\\]|\\.)*)"|([A-Za-z0-9_.\-]+))\s*=\s*"((?:[^"\\]|\\.)*)"', re.M)
SKIPPED = {'Tests', 'Preview Content', '.build', 'Pods', 'Carthage', 'DerivedData', 'SourcePackages'}


def decode(data):
    if data[:2] in (b'\xff\xfe', b'\xfe\xff'):
        return data.decode('utf-16', 'replace')
    if len(data) >= 2 and (data[0] == 0) != (data[1] == 0):
        return data.decode('utf-16-be' if data[0] == 0 else 'utf-16-le', 'replace')
    return data.decode('utf-8-sig', 'replace')


def table_keys(folder):
    """The keys of the app's development-language tables whose words are not the key."""
    keys = set()
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith('.') and d not in SKIPPED]
        language = os.path.basename(root)
        for name in files:
            path = os.path.join(root, name)
            try:
                if name.endswith('.strings') and language in ('en.lproj', 'English.lproj', 'Base.lproj'):
                    with open(path, 'rb') as f:
                        for m in STRINGS_KEY.finditer(decode(f.read())):
                            key = m.group(1) if m.group(1) is not None else m.group(2)
                            if key != m.group(3):
                                keys.add(key)
                elif name.endswith('.xcstrings'):
                    with open(path, 'rb') as f:
                        catalog = json.loads(decode(f.read()))
                    source = catalog.get('sourceLanguage', 'en')
                    for key, entry in catalog.get('strings', {}).items():
                        value = entry.get('localizations', {}).get(source, {}).get('stringUnit', {}).get('value')
                        if value is not None and value != key:
                            keys.add(key)
            except (OSError, ValueError, AttributeError):
                continue
    return keys


def is_localisation_key(text):
    # The tool's own test (LocalisationKeys.isKey): letters and digits joined by `.` or `_`
    # into two or more parts of two or more characters, the first with a letter.
    if not re.fullmatch(r'[A-Za-z0-9._]+', text):
        return False
    parts = re.split(r'[._]', text)
    return len(parts) >= 2 and all(len(p) >= 2 for p in parts) and re.search(r'[A-Za-z]', parts[0]) is not None


def check(message, keys=frozenset()):
    problems = []
    if FLOW_KEY.search(message):
        problems.append('flow-file key')
    if PLACEHOLDER.search(message):
        problems.append('placeholder name')
    if CODE_NAME.search(message):
        problems.append('a variable or method name')
    if any(is_localisation_key(q) for q in QUOTED.findall(SYMBOL_NAME.sub('', message))):
        problems.append('a localisation key')
    names = QUOTED.findall(message) + DOUBLE_QUOTED.findall(message)
    if any(name.rstrip('…') in keys for name in names):
        problems.append("a key of the app's string table")
    return problems


QUOTED_MODIFIER = re.compile(r'with `(\.[A-Za-z]+\([^`]*\))`')


def misquotes(message, folder, path, line):
    """The modifiers the message says the code applies, that the source near the line does not write."""
    quoted = QUOTED_MODIFIER.findall(message)
    if not quoted:
        return []
    try:
        with open(os.path.join(folder, path), 'rb') as handle:
            lines = decode(handle.read()).splitlines()
    except OSError:
        return []
    near = ''.join(''.join(lines[max(0, line - 1):line + 15]).split())
    return [f'quotes {q}, which the source does not write' for q in quoted if ''.join(q.split()) not in near]


def main():
    binary = os.path.abspath(sys.argv[1])
    apps = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), '..', '..', '..', 'shared', 'apps')
    if not os.path.isdir(apps):
        print(f'no apps at {apps}: nothing to check')
        return 0
    bad = count = ran = 0
    for app in sorted(os.listdir(apps)):
        folder = os.path.join(apps, app)
        if not os.path.isdir(folder):
            continue
        ran += 1
        keys = table_keys(folder)
        seen = set()
        out = subprocess.run([binary, '--no-color', '.'], cwd=folder, capture_output=True, timeout=600).stdout
        for m in map(LINE.match, out.decode('utf-8', 'replace').splitlines()):
            if not m or m.group('path').lower().endswith(FLOW_FILES):
                continue
            count += 1
            place = (m.group('rule'), m.group('path'), m.group('line'), m.group('col'))
            problems = check(m.group('msg'), keys) + misquotes(m.group('msg'), folder, m.group('path'), int(m.group('line')))
            if place in seen:
                problems.append('a second diagnostic of its rule at this place')
            seen.add(place)
            for problem in problems:
                bad += 1
                print(f"{app} {m.group('path')}:{m.group('line')} [{m.group('rule')}] {problem}: {m.group('msg')}")
    print(f'{bad} messages that do not fit ({ran} apps, {count} diagnostics)')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
