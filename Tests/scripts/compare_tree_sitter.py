#!/usr/bin/env python3
"""The tool's whole run against tree-sitter-swift's parse of the same Swift files.

For each app folder under APPS (default: ../shared/apps beside the repository) with more
than --min-files Swift files, it times

  * the real `modality-lint` binary linting the folder, as people run it (`modality-lint .`
    in the folder, output to /dev/null; wall time of the process, best of --runs), and
  * tree-sitter-swift parsing every `.swift` file of that folder in this process (the bytes
    read beforehand, so only the parse counts; best of --runs),

and prints a Markdown table: app, Swift files, their megabytes, both times, and how many
times faster the tool's whole run is than the parse alone (the Performance article's table).

tree-sitter and tree-sitter-swift come from PyPI: when they cannot be imported, the script
makes a virtual environment in .build/compare-tree-sitter-venv, installs them there and runs
itself again with that environment's Python.

    swift build -c release
    python3 Tests/scripts/compare_tree_sitter.py [--apps DIR] [--binary PATH] [--runs N]
"""
import argparse
import os
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV = os.path.join(REPO, '.build', 'compare-tree-sitter-venv')
PACKAGES = ['tree-sitter', 'tree-sitter-swift']


def ensure_tree_sitter():
    """Imports tree-sitter, or installs it into the venv and re-runs this script there."""
    try:
        import tree_sitter  # noqa: F401
        import tree_sitter_swift  # noqa: F401
        return
    except ImportError:
        pass
    python = os.path.join(VENV, 'bin', 'python3')
    if os.path.abspath(sys.executable) == os.path.abspath(python):
        sys.exit('tree-sitter is still missing from %s after installing it' % VENV)
    if not os.path.exists(python):
        subprocess.run([sys.executable, '-m', 'venv', VENV], check=True)
    subprocess.run([python, '-m', 'pip', 'install', '--quiet', *PACKAGES], check=True)
    os.execv(python, [python, os.path.abspath(__file__), *sys.argv[1:]])


def swift_files(folder):
    found = []
    for directory, subdirectories, names in os.walk(folder):
        subdirectories[:] = [name for name in subdirectories if not name.startswith('.')]
        found.extend(os.path.join(directory, name) for name in names if name.endswith('.swift'))
    return sorted(found)


def tool_seconds(binary, folder, runs):
    """Wall time of the whole run, best of `runs`: from spawning to the exit seen by wait4."""
    best = float('inf')
    with open(os.devnull, 'wb') as null:
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([binary, '--no-color', '.'], cwd=folder, stdout=null, stderr=null, stdin=subprocess.DEVNULL)
            best = min(best, time.perf_counter() - start)
    return best


def parse_seconds(parser, sources, runs):
    best = float('inf')
    for _ in range(runs):
        start = time.perf_counter()
        for source in sources:
            parser.parse(source)
        best = min(best, time.perf_counter() - start)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--apps', default=os.path.join(os.path.dirname(REPO), 'shared', 'apps'))
    parser.add_argument('--binary', default=os.path.join(REPO, '.build', 'release', 'modality-lint'))
    parser.add_argument('--runs', type=int, default=3)
    parser.add_argument('--min-files', type=int, default=1000)
    arguments = parser.parse_args()
    ensure_tree_sitter()
    import tree_sitter
    import tree_sitter_swift
    swift = tree_sitter.Parser(tree_sitter.Language(tree_sitter_swift.language()))
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        sys.exit('no binary at %s: build it with `swift build -c release` first' % binary)

    print('| app | Swift files | MB | tool s | tree-sitter s | ratio |')
    print('|---|---|---|---|---|---|')
    for app in sorted(os.listdir(arguments.apps)):
        folder = os.path.join(arguments.apps, app)
        if not os.path.isdir(folder):
            continue
        paths = swift_files(folder)
        if len(paths) <= arguments.min_files:
            continue
        sources = []
        for path in paths:
            with open(path, 'rb') as file:
                sources.append(file.read())
        megabytes = sum(map(len, sources)) / 1e6
        tool = tool_seconds(binary, folder, arguments.runs)
        parse = parse_seconds(swift, sources, arguments.runs)
        print('| %s | %d | %.1f | %.2f | %.2f | %.1fx |' % (app, len(paths), megabytes, tool, parse, parse / tool))
        sys.stdout.flush()


if __name__ == '__main__':
    main()
