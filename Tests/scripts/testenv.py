"""The Python packages that the test scripts use, kept in one venv under .build/.

Test tooling only: the product never needs Python. A script calls `use(...)` before it
imports a package; when the package is not importable, the venv is created (once), the
package installed into it, and the script run again inside it.
"""

import importlib.util
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
VENV = os.path.join(ROOT, ".build", "venv-tests")
PYTHON = os.path.join(VENV, "bin", "python3")


def importable(module):
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # the parent of a dotted name (ruamel of ruamel.yaml) is missing
        return False


def use(*packages):
    """Makes each (module, PyPI name) pair importable, re-running the script if need be."""
    missing = [name for module, name in packages if not importable(module)]
    if not missing:
        return
    if os.path.abspath(sys.prefix) == os.path.abspath(VENV):
        sys.exit("could not install %s into %s" % (", ".join(missing), VENV))
    if not os.path.exists(PYTHON):
        print("creating " + VENV, flush=True)
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    if subprocess.call([PYTHON, "-c", "; ".join("import " + module for module, _ in packages)],
                       stderr=subprocess.DEVNULL) != 0:
        print("installing %s into %s" % (", ".join(missing), VENV), flush=True)
        subprocess.check_call([PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *missing])
    os.execv(PYTHON, [PYTHON, os.path.abspath(sys.argv[0])] + sys.argv[1:])
