"""The app folders the repository bundles, for the scripts that run the tool on whole apps:
each project of Fixtures/projects, and the Markdown report's two apps."""
import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def fixture_apps():
    apps = []
    projects = os.path.join(ROOT, "Fixtures", "projects")
    for name in sorted(os.listdir(projects)):
        if os.path.isdir(os.path.join(projects, name)):
            apps.append(os.path.join(projects, name))
    for name in ("CodeApp", "StoryboardApp"):
        apps.append(os.path.join(ROOT, "Fixtures", "markdown", name))
    return apps
