#!/usr/bin/env python3
"""Lists the diagnostics modality-lint reports in files that no iOS app target builds.

For every app folder in APPS_DIR that holds an Xcode project (`*.xcodeproj/project.pbxproj`),
runs `modality-lint --no-color .` in it as a user would, and checks each diagnostic's file
against the app's projects, read here independently of the tool (its own small OpenStep
reader): a file is "shipped" when a non-test target whose platform is iOS (or not stated)
builds it through its build phases, a variant group, or a synchronized folder (Xcode 16,
with its exception sets). A diagnostic in a folder a project refers to, in a file no such
target builds, is printed. Files of a local package (a Package.swift between the project's
folder and the file) and folders no project refers to are not judged.

usage: unshipped_diagnostics.py BINARY [APPS_DIR]
prints one line per such diagnostic and a last line `N diagnostics in unshipped files (M apps)`
exit: 1 when any diagnostic is in an unshipped file, else 0 (0 too when APPS_DIR does not exist)
"""
import os, re, subprocess, sys

SKIPPED = {'Pods', 'Carthage', 'DerivedData', '.build', 'SourcePackages', '.git'}
LINE = re.compile(r'^(?P<path>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|info): (?P<msg>.*) \[(?P<rule>[a-z0-9-]+)\]\s*$')
TOKEN = re.compile(rb'\s+|/\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"|<[^>]*>|[A-Za-z0-9_$+/:.\-]+|[{}();=,]', re.S)


def read_plist(data):
    tokens, pos = [], 0
    while pos < len(data):
        m = TOKEN.match(data, pos)
        if not m:
            raise ValueError('unreadable at byte %d' % pos)
        pos = m.end()
        t = m.group(0)
        if not (t[:1].isspace() or t.startswith(b'/*') or t.startswith(b'//')):
            tokens.append(t)
    index = 0

    def text(t):
        if t.startswith(b'"'):
            return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), t[1:-1].decode('utf-8', 'replace'))
        return t.decode('utf-8', 'replace')

    def value():
        nonlocal index
        t = tokens[index]
        index += 1
        if t == b'{':
            result = {}
            while tokens[index] != b'}':
                key = text(tokens[index])
                index += 2  # key and `=`
                result[key] = value()
                index += 1  # `;`
            index += 1
            return result
        if t == b'(':
            result = []
            while tokens[index] != b')':
                result.append(value())
                if tokens[index] == b',':
                    index += 1
            index += 1
            return result
        return text(t)
    return value()


def platforms(objects, target, project):
    kind = target.get('productType', '')
    if 'watchapp' in kind or 'watchkit' in kind:
        return {'watchos'}
    for owner in (target, project):
        found = set()
        for configuration in objects.get(owner.get('buildConfigurationList', ''), {}).get('buildConfigurations', []):
            settings = objects.get(configuration, {}).get('buildSettings', {})
            supported = settings.get('SUPPORTED_PLATFORMS')
            words = (supported.split() if isinstance(supported, str) else supported or [])
            if not words:
                sdk = settings.get('SDKROOT')
                words = [sdk] if isinstance(sdk, str) and sdk != 'auto' else []
            found |= {w for w in words if not w.startswith('$')}
        if found:
            return found
    return set()


def read_project(path):
    """(shipped files, shipped synchronized folders with exceptions, covered folders, all synchronized folders)"""
    plist = read_plist(open(os.path.join(path, 'project.pbxproj'), 'rb').read())
    objects = plist['objects']
    root = objects[plist['rootObject']]
    source_root = os.path.dirname(path)
    parent = {}
    stack = [root['mainGroup']]
    while stack:
        group = stack.pop()
        for child in objects.get(group, {}).get('children', []):
            if child not in parent:
                parent[child] = group
                stack.append(child)
    cache = {root['mainGroup']: source_root}

    def where(node, depth=0):
        if node in cache:
            return cache[node]
        item = objects.get(node)
        result = None
        if item is not None and depth < 100:
            tree, own = item.get('sourceTree', '<group>'), item.get('path')
            if tree == '<group>':
                up = where(parent[node], depth + 1) if node in parent else None
                result = os.path.normpath(os.path.join(up, own)) if up is not None and own else up
            elif tree == 'SOURCE_ROOT':
                result = os.path.normpath(os.path.join(source_root, own or ''))
            elif tree == '<absolute>':
                result = own
        cache[node] = result
        return result

    covered, synchronized = set(), set()
    for node, item in objects.items():
        kind = item.get('isa')
        if kind == 'PBXFileReference' and where(node):
            covered.add(os.path.dirname(where(node)))
        elif kind in ('PBXGroup', 'PBXVariantGroup') and item.get('path') and where(node):
            covered.add(where(node))
        elif kind == 'PBXFileSystemSynchronizedRootGroup' and where(node):
            synchronized.add(where(node))
    shipped_files, shipped_folders = set(), []
    listing = {}
    for target_id in root.get('targets', []):
        for group in objects[target_id].get('fileSystemSynchronizedGroups', []):
            listing.setdefault(group, set()).add(target_id)
    for target_id in root.get('targets', []):
        target = objects[target_id]
        if target.get('isa') != 'PBXNativeTarget' or 'test' in target.get('productType', ''):
            continue
        found = platforms(objects, target, root)
        if found and not any(p.startswith('iphone') for p in found):
            continue
        for phase in target.get('buildPhases', []):
            for build_file in objects.get(phase, {}).get('files', []):
                reference = objects.get(build_file, {}).get('fileRef')
                item = objects.get(reference, {})
                members = item.get('children', []) if item.get('isa') in ('PBXVariantGroup', 'XCVersionGroup') else [reference]
                for member in members:
                    if where(member):
                        shipped_files.add(where(member))
        for group in target.get('fileSystemSynchronizedGroups', []):
            exceptions = []
            for exception in objects.get(group, {}).get('exceptions', []):
                if objects.get(exception, {}).get('target') == target_id:
                    exceptions += objects[exception].get('membershipExceptions', [])
            if where(group):
                shipped_folders.append((where(group), exceptions))
        # Files another target's synchronized folder lends this one.
        for group, item in objects.items():
            if item.get('isa') != 'PBXFileSystemSynchronizedRootGroup' or target_id in listing.get(group, set()) or not where(group):
                continue
            for exception in item.get('exceptions', []):
                if objects.get(exception, {}).get('target') == target_id:
                    for relative in objects[exception].get('membershipExceptions', []):
                        shipped_files.add(os.path.normpath(os.path.join(where(group), relative.replace('/Localized/', ''))))
    return shipped_files, shipped_folders, covered, synchronized


def shipped(path, projects):
    """True, False, or None when no project speaks for the file's folder."""
    folder = os.path.dirname(path)
    spoken = False
    for files, folders, covered, synchronized in projects:
        if folder in covered or any(path.startswith(s + '/') for s in synchronized):
            spoken = True
        if path in files:
            return True
        for root, exceptions in folders:
            if path.startswith(root + '/'):
                relative = path[len(root) + 1:]
                plain = '/'.join(p for p in relative.split('/') if not p.endswith('.lproj'))
                if not any(relative == e or relative.startswith(e + '/') or ('/Localized/' + plain) == e for e in exceptions):
                    return True
    return False if spoken else None


def main():
    binary = os.path.abspath(sys.argv[1])
    apps = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), '..', '..', '..', 'shared', 'apps')
    total, with_projects = 0, 0
    if not os.path.isdir(apps):
        print(f'no apps at {apps}: nothing to check')
        return 0
    for app in sorted(os.listdir(apps)):
        folder = os.path.join(apps, app)
        if not os.path.isdir(folder):
            continue
        project_paths, packages = [], set()
        for current, folders, files in os.walk(folder):
            folders[:] = [f for f in folders if f not in SKIPPED and not f.startswith('.')]
            for name in list(folders):
                if name.endswith('.xcodeproj') and os.path.exists(os.path.join(current, name, 'project.pbxproj')):
                    project_paths.append(os.path.join(current, name))
                    folders.remove(name)
            if 'Package.swift' in files:
                packages.add(current)
        if not project_paths:
            continue
        with_projects += 1
        projects = []
        for path in project_paths:
            try:
                projects.append(read_project(path))
            except Exception as error:  # a project this reader cannot read: its app is not judged
                print(f'{app}: {os.path.relpath(path, folder)} not read ({error}); skipped')
                projects = None
                break
        if projects is None:
            continue
        run = subprocess.run([binary, '--no-color', '.'], cwd=folder, capture_output=True, timeout=600)
        for match in map(LINE.match, run.stdout.decode('utf-8', 'replace').splitlines()):
            if not match:
                continue
            path = os.path.normpath(os.path.join(folder, match.group('path')))
            if path.endswith('.h'):
                continue
            package = next((p for p in packages if path.startswith(p + '/')), None)
            if package and any(package.startswith(os.path.dirname(p) + '/') for p in project_paths):
                continue
            if shipped(path, projects) is False:
                total += 1
                print(f"{app}: {match.group('path')}:{match.group('line')}: [{match.group('rule')}] {match.group('msg')[:100]}")
    print(f'{total} diagnostics in unshipped files ({with_projects} apps with a project)')
    return 1 if total else 0


if __name__ == '__main__':
    sys.exit(main())
