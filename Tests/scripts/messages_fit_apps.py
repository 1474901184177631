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
    its role or place.
Folders listed in HELD_OUT (set aside for a blind audit) are never run.

usage: messages_fit_apps.py BINARY [APPS_DIR]
prints each message that does not fit, and a last line `N messages that do not fit (M apps, D diagnostics)`
exit: 1 when any message does not fit, else 0 (0 too when APPS_DIR does not exist)
"""
import os, re, subprocess, sys

LINE = re.compile(r'^(?P<path>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|info): (?P<msg>.*) \[(?P<rule>[a-z0-9-]+)\]\s*$')
FLOW_KEY = re.compile(
    r'`\s*\{?\s*(dismiss|label|role|style|present|push|confirm|compact|transition|navigationBar|dismissGesture|'
    r'loadingIndicator|editsContent|shownOn|loads|kind|container|presentation)\s*:'
    r'|\{ *label:|role `|`editsContent`|defaults\.')
PLACEHOLDER = re.compile(r"'(Button|Bar button item|Segue)'")
CODE_NAME = re.compile(r"'([a-z][a-z0-9]*[A-Z][A-Za-z0-9_]*)'")
QUOTED = re.compile(r"'([^' ]+)'")
FLOW_FILES = ('.yml', '.yaml', '.json')


def is_localisation_key(text):
    # The tool's own test (LocalisationKeys.isKey): letters and digits joined by `.` or `_`
    # into two or more parts of two or more characters, the first with a letter.
    if not re.fullmatch(r'[A-Za-z0-9._]+', text):
        return False
    parts = re.split(r'[._]', text)
    return len(parts) >= 2 and all(len(p) >= 2 for p in parts) and re.search(r'[A-Za-z]', parts[0]) is not None


def check(message):
    problems = []
    if FLOW_KEY.search(message):
        problems.append('flow-file key')
    if PLACEHOLDER.search(message):
        problems.append('placeholder name')
    if CODE_NAME.search(message):
        problems.append('a variable or method name')
    if any(is_localisation_key(q) for q in QUOTED.findall(message)):
        problems.append('a localisation key')
    return problems


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
        out = subprocess.run([binary, '--no-color', '.'], cwd=folder, capture_output=True, timeout=600).stdout
        for m in map(LINE.match, out.decode('utf-8', 'replace').splitlines()):
            if not m or m.group('path').lower().endswith(FLOW_FILES):
                continue
            count += 1
            for problem in check(m.group('msg')):
                bad += 1
                print(f"{app} {m.group('path')}:{m.group('line')} [{m.group('rule')}] {problem}: {m.group('msg')}")
    print(f'{bad} messages that do not fit ({ran} apps, {count} diagnostics)')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
