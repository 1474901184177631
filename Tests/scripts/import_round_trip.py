#!/usr/bin/env python3
"""`import` round-trips: linting the unedited import of an app finds what linting the app finds.

For every fixture app (always) and every app of APPS_DIR (../shared/apps, when there):

  1. lint the app as a user would (`modality-lint APP --format json`);
  2. import it into a scratch folder outside the app (`modality-lint import APP > S/app.flow.yml`);
  3. lint that flow file (`modality-lint S/app.flow.yml --format json`, with `--config` naming the
     app's own .modality-lint.yml when it has one, as for a flow file kept beside the app);
  4. compare the two sets of (rule, subject).

How a problem is matched: by its rule id and its JSON `subject`, the stable identity of the
screen it is about (`ComposerView`, `Inbox.alert.isShowingError`, a storyboard's scene id),
or `screen/label` for one of its actions. `import` writes each screen under that same id
and each action under that same label, so the subject names the same screen in both runs;
lines and files cannot be compared (the import is one file). Severity and wording are not
compared: messages are worded for their source on purpose (`.sheet` in code, `style:` in a
flow file).

An app where the two cannot agree is listed in EXPECTED with the differences and a reason;
any other difference, and any listed difference that no longer happens, fails the run.
Folders set aside for a blind audit (HELD_OUT) are run, but only whether they pass is
printed, never their problems.

    python3 Tests/scripts/import_round_trip.py [--binary .build/debug/modality-lint] [APPS_DIR]

exit: 1 when any app differs (other than as EXPECTED), else 0.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

from fixture_apps import fixture_apps

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
HELD_OUT = {"LoopKit__Loop", "mssun__passforios", "Ranchero-Software__NetNewsWire", "artsy__eidolon",
            "Dimillian__ACHNBrowserUI"}

# app folder name -> {(rule, subject, "app" | "import"): why the flow file cannot say it}.
# "app": found by linting the app only; "import": found by linting the import only.
# A limit known: a control of a view that several screens show (UTM's VMDetailsView.swift:103,
# shown by three) is one place in code, reported once, while a flow file writes it on each
# screen; a rule that fires on it would be reported there three times. No rule fires on that
# control since modal-style-fit counts a form's sections as one screen; list it here, with
# that reason, should one again.
#
# The second: an alert helper whose title is its caller's (`showAlert(title:message:)`) is
# one screen in a flow file, written once, while the app is judged at each call: a call
# that passes no title is reported at the call (`Helper.alert/called in Caller.method`).
# A flow file has no screen per call, so its import cannot say which call hands none.
_UNTITLED_CALL = ("a helper's alert judged at each call that passes no title; a flow file "
                  "writes the helper's alert once, not once per call")
_CODE_COMMENT = ("a suppression comment in the app's code (on a class, at a presenting call) is not "
                 "carried into the flow file an import writes: the import shows what the comments "
                 "silence, and has no comment to report unused")
_DEVICE_CONDITION = ("a close button drawn only on some devices (an `if` on the size class, idiom or orientation): "
                     "a flow file has no key for a condition on the device, so the import writes it as a way out")
_ONE_PLACE_TWO_BUTTONS = ("an app's modifier that draws its button twice by OS version (`if #available`) at one "
                          "call: the app is reported once at that call, while a flow file writes the two buttons "
                          "as two actions at two places, and the second is reported too")
_SHARED_SUBVIEW = ("a present in a subview that several screens show (a shared row): the app reports it once, at "
                   "the row, naming the screens that show it as related places, while a flow file writes it as an "
                   "action of each screen, and each is reported")
_WRAPPER_SHEET = ("a sheet whose body only shows another view that holds the fields: the app reports the swipe and "
                  "the Cancel once, at the view with the fields, where the fix goes, while a flow file writes the "
                  "wrapper as a screen of its own, and it is reported too")
_CONTENT_UNKNOWN = ("a popover whose screen has no buttons and holds no typed work is a tip only where its content is "
                    "known to be words (compact-adaptation, 4th edition): a UIKit screen's content is unknown to the "
                    "reading, so the app is reported, while a flow file cannot say 'unknown', writes no `content`, "
                    "and its import reads the popover as a tip")
_COMMITS_EITHER_WAY = ("a committing button (Add, Save) whose closing the code leaves open: safe-exit reports the app, "
                       "as either way nothing leaves without committing; a flow file cannot say 'unknown' for "
                       "`dismiss`, writes none (it does not close), and disables modal-dismiss-button on the screen "
                       "for the open fact, so its import reports neither")
EXPECTED = {
    "home-assistant__iOS": {("safe-exit", "AssistPromptMagicItemView", "app"): _COMMITS_EITHER_WAY},
    "Postcards": {("compact-adaptation", "GalleryViewController/Show Filters", "app"): _CONTENT_UNKNOWN},
    "Sketchbook": {
        ("compact-adaptation", "CanvasView/Brush", "import"): _SHARED_SUBVIEW,
        ("no-modal-over-popover", "SwatchesView/Export", "import"): _SHARED_SUBVIEW,
        ("confirm-before-discard", "NewSketchSheet", "import"): _WRAPPER_SHEET,
        ("confirm-before-discard", "NewSketchSheet/Cancel", "import"): _WRAPPER_SHEET,
    },
    "damus-io__damus": {("confirm-before-discard", "ZapSheetViewIfPossible", "import"): _WRAPPER_SHEET},
    "jellyfin__Swiftfin": {("confirm-before-discard", "EditMetadataView/xmark.circle.fill", "import"): _ONE_PLACE_TWO_BUTTONS},
    "EhPanda-Team__EhPanda": {("modal-dismiss-button", "ReadingSettingView", "app"): _DEVICE_CONDITION},
    "kiwix__kiwix-apple": {("modal-dismiss-button", "PaymentResultPopUp/Button", "app"): _DEVICE_CONDITION},
    "Hush": {
        ("modal-dismiss-button", "AboutViewController", "import"): _CODE_COMMENT,
        ("modal-title", "AboutViewController", "import"): _CODE_COMMENT,
        ("modal-title", "CreditsViewController", "import"): _CODE_COMMENT,
        ("modal-title", "HelpViewController", "import"): _CODE_COMMENT,
        ("modal-dismiss-button", "Welcome", "import"): _CODE_COMMENT,
        ("unused-suppression", "", "app"): _CODE_COMMENT,
    },
    "AlphaWallet__alpha-wallet-ios": {
        ("modal-title", "UIViewController.confirm.alert/called in " + caller, "app"): _UNTITLED_CALL
        for caller in ["PromptBackupWalletView.remindMeLater", "ServerUnavailableCoordinator.start"]
    } | {
        ("modal-title", "UIViewController.displaySuccess.alert/called in " + caller, "app"): _UNTITLED_CALL
        for caller in ["CheckTransactionStateCoordinator.didSelectedCheckTransactionStatus",
                       "ShowSeedPhraseViewController.didTakeScreenShot", "VerifySeedPhraseViewController.didTakeScreenShot"]
    },
    "ivpn__ios-app": {
        ("modal-title", "UIViewController.showErrorAlert.alert/called in " + caller, "app"): _UNTITLED_CALL
        for caller in ["AppDelegate.userActivityCustomDNSEnable", "CustomDNSViewController.toggleCustomDNS",
                       "MainViewController.intentCustomDNSEnable", "SecureDNSViewController.saveDNSProfile",
                       "ServersConfigurationTableViewController.showValidation",
                       "UIViewController.evaluateMultiHopCapability"]
    },
}


def shared_apps(folder):
    if not folder or not os.path.isdir(folder):
        return []
    return [os.path.join(folder, name) for name in sorted(os.listdir(folder))
            if os.path.isdir(os.path.join(folder, name))]


def problems(binary, path, cwd, *options):
    """The set of (rule, subject) of a JSON report, or a string saying why there is none."""
    run = subprocess.run([binary, path, "--format", "json", "--no-color", *options], capture_output=True, cwd=cwd,
                         timeout=900)
    try:
        report = json.loads(run.stdout.decode("utf-8", "replace"))
    except json.JSONDecodeError:
        return "the JSON report of %s did not parse (exit %d): %s" % (
            path, run.returncode, run.stderr.decode("utf-8", "replace").strip()[:300])
    found = set()
    for diagnostic in report.get("diagnostics", []):
        found.add((diagnostic.get("rule"), diagnostic.get("subject") or ""))
    return found


def check(binary, app, scratch):
    """None when the import agrees with the app, else a message; and the two counts."""
    name = os.path.basename(app)
    linted = problems(binary, app, scratch)
    if isinstance(linted, str):
        return linted, None
    flow = os.path.join(scratch, name + ".flow.yml")
    with open(flow, "wb") as handle:
        imported = subprocess.run([binary, "import", app], stdout=handle, stderr=subprocess.PIPE, cwd=scratch,
                                  timeout=900)
    if imported.returncode not in (0, 1) or os.path.getsize(flow) == 0:
        return "import failed (exit %d): %s" % (imported.returncode,
                                                imported.stderr.decode("utf-8", "replace").strip()[:300]), None
    # The app's own configuration (its rules' severities and options, rules turned on) applies
    # to its import too, as it would to a flow file kept in the app's repository.
    configuration = os.path.join(app, ".modality-lint.yml")
    again = problems(binary, flow, scratch, *(["--config", configuration] if os.path.exists(configuration) else []))
    if isinstance(again, str):
        return again, None
    expected = EXPECTED.get(name, {})
    differences = {(rule, subject, "app") for rule, subject in linted - again}
    differences |= {(rule, subject, "import") for rule, subject in again - linted}
    unexpected = sorted(differences - set(expected))
    gone = sorted(set(expected) - differences)
    counts = (len(linted), len(again))
    if not unexpected and not gone:
        return None, counts
    lines = ["%s only: [%s] %s" % (side, rule, subject) for rule, subject, side in unexpected]
    lines += ["listed in EXPECTED but no longer differs: [%s] %s (%s only)" % (rule, subject, side)
              for rule, subject, side in gone]
    return "\n    ".join(lines), counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "modality-lint"))
    parser.add_argument("apps", nargs="?", default=os.path.join(ROOT, "..", "shared", "apps"))
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    shared = shared_apps(os.path.abspath(arguments.apps))
    if not shared:
        print("note: %s is not here; checking the fixture apps only" % arguments.apps)
    apps = fixture_apps() + shared
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        for app in apps:
            name = os.path.basename(app)
            problem, counts = check(binary, app, scratch)
            if name in HELD_OUT:
                print("%s %s (set aside: problems not shown)" % ("ok  " if problem is None else "FAIL", name),
                      flush=True)
            elif problem is None:
                print("ok   %-36s %3d problems in the app, %3d in its import" % (name, counts[0], counts[1]),
                      flush=True)
            else:
                shown = "" if counts is None else " (%d problems in the app, %d in its import)" % counts
                print("FAIL %s%s:\n    %s" % (name, shown, problem), flush=True)
            if problem is not None:
                failures += 1
    print("%d apps, %d differ" % (len(apps), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
