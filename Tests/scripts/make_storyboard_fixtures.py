#!/usr/bin/env python3
"""Writes Fixtures/storyboards/*.storyboard: small storyboards in the form Xcode saves them
(document header, scenes, objects, navigation items, connections, IB-style ids), each
built to show one part of storyboard reading. Run from the repository root; the golden
files are then refreshed with `UPDATE_GOLDEN=1 swift test --filter StoryboardGoldenTests`.
"""
import hashlib, os

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

def ib_id(seed):
    digest = hashlib.sha256(seed.encode()).digest()
    chars = [ALPHABET[b % len(ALPHABET)] for b in digest[:8]]
    return "".join(chars[0:3]) + "-" + "".join(chars[3:5]) + "-" + "".join(chars[5:8])

def esc(text):
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")

def attrs(pairs):
    return "".join(f' {k}="{esc(v)}"' for k, v in pairs if v is not None)

class Storyboard:
    def __init__(self, name, legacy=False):
        self.name, self.legacy, self.scenes, self.initial = name, legacy, [], None
    def id(self, seed):
        return ib_id(self.name + "/" + seed)

    # --- pieces -------------------------------------------------------------------------
    def segue(self, dest, kind, seed, indent, exit_id=None, **extra):
        pairs = [("destination", exit_id if kind == "unwind" else self.id(dest)), ("kind", kind)]
        for key in ["relationship", "identifier", "modalPresentationStyle", "modalTransitionStyle",
                    "customClass", "unwindAction", "popoverAnchorBarButtonItem"]:
            if key in extra: pairs.append((key, extra[key]))
        pairs.append(("id", self.id("segue:" + seed)))
        return " " * indent + f"<segue{attrs(pairs)}/>\n"

    def connections(self, owner, seed, indent, segues=(), action=None, exit_id=None):
        if not segues and not action: return ""
        pad = " " * indent
        out = pad + "<connections>\n"
        if action:
            out += pad + f'    <action selector="{action}" destination="{self.id(owner)}" id="{self.id("action:" + seed)}"/>\n'
        for i, s in enumerate(segues):
            dest, kind, extra = s[0], s[1], (s[2] if len(s) > 2 else {})
            out += self.segue(dest, kind, f"{seed}:{i}", indent + 4, exit_id=exit_id, **extra)
        out += pad + "</connections>\n"
        return out

    def bar_item(self, owner, item, key, indent, exit_id):
        seed = f"{owner}:bar:{item.get('title') or item.get('system')}:{key}"
        pad = " " * indent
        pairs = [("key", key), ("title", item.get("title")), ("style", item.get("style")),
                 ("systemItem", item.get("system")), ("id", self.id(seed))]
        inner = self.connections(owner, seed, indent + 4, item.get("segues", ()), item.get("action"), exit_id)
        if not inner: return pad + f"<barButtonItem{attrs(pairs)}/>\n"
        return pad + f"<barButtonItem{attrs(pairs)}>\n" + inner + pad + "</barButtonItem>\n"

    def button(self, owner, item, index, indent, exit_id):
        seed = f"{owner}:button:{item['title']}:{index}"
        pad = " " * indent
        out = pad + (f'<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
                     f'contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" '
                     f'translatesAutoresizingMaskIntoConstraints="NO" id="{self.id(seed)}">\n')
        out += pad + f'    <rect key="frame" x="16" y="{120 + 48 * index}" width="343" height="30"/>\n'
        out += pad + f'    <state key="normal" title="{esc(item["title"])}"/>\n'
        out += self.connections(owner, seed, indent + 4, item.get("segues", ()), item.get("action"), exit_id)
        return out + pad + "</button>\n"

    def cell(self, owner, item, index, indent, exit_id):
        seed = f"{owner}:cell:{item['text']}:{index}"
        pad = " " * indent
        out = pad + (f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" '
                     f'selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" '
                     f'reuseIdentifier="{item.get("reuse", "Cell")}" textLabel="{self.id(seed + ":label")}" '
                     f'style="IBUITableViewCellStyleDefault" id="{self.id(seed)}">\n')
        out += pad + f'    <rect key="frame" x="0.0" y="{28 + 44 * index}" width="375" height="44"/>\n'
        out += pad + f'    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="{self.id(seed)}" id="{self.id(seed + ":content")}">\n'
        out += pad + '        <subviews>\n'
        out += pad + f'            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="{esc(item["text"])}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="{self.id(seed + ":label")}">\n'
        out += pad + '                <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
        out += pad + '                <nil key="highlightedColor"/>\n'
        out += pad + '            </label>\n'
        out += pad + '        </subviews>\n'
        out += pad + '    </tableViewCellContentView>\n'
        out += self.connections(owner, seed, indent + 4, item.get("segues", ()), None, exit_id)
        return out + pad + "</tableViewCell>\n"

    # --- scenes -------------------------------------------------------------------------
    def controller(self, name, tag="viewController", sbid=None, cls=None, title=None, vctitle=None,
                   left=(), right=(), buttons=(), cells=(), gestures=(), manual=(), embeds=(), extra=None,
                   label=None):
        cid = self.id(name)
        exit_id = self.id(name + ":exit")
        out = []
        pad = " " * 16
        cls_pairs = [("customClass", cls), ("customModule", "Fixture" if cls else None),
                     ("customModuleProvider", "target" if cls else None)]
        pairs = [("title", vctitle), ("storyboardIdentifier", sbid)] + list((extra or {}).items()) + [("id", cid)] + cls_pairs + [("sceneMemberID", "viewController")]
        out.append(pad + f"<{tag}{attrs(pairs)}>\n")
        if tag == "tableViewController":
            out.append(pad + f'    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="{self.id(name + ":view")}">\n')
            out.append(pad + '        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n')
            out.append(pad + '        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n')
            out.append(pad + '        <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n')
            out.append(pad + '        <prototypes>\n')
            for i, c in enumerate(cells): out.append(self.cell(name, c, i, 28, exit_id))
            out.append(pad + '        </prototypes>\n')
            out.append(pad + f'        <connections>\n{pad}            <outlet property="dataSource" destination="{cid}" id="{self.id(name + ":ds")}"/>\n{pad}            <outlet property="delegate" destination="{cid}" id="{self.id(name + ":dg")}"/>\n{pad}        </connections>\n')
            out.append(pad + '    </tableView>\n')
        else:
            out.append(pad + f'    <view key="view" contentMode="scaleToFill" id="{self.id(name + ":view")}">\n')
            out.append(pad + '        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n')
            out.append(pad + '        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n')
            if buttons or embeds:
                out.append(pad + '        <subviews>\n')
                for i, b in enumerate(buttons): out.append(self.button(name, b, i, 28, exit_id))
                for i, child in enumerate(embeds):
                    out.append(pad + f'            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{self.id(name + ":container:" + child)}">\n')
                    out.append(pad + '                <rect key="frame" x="0.0" y="400" width="375" height="200"/>\n')
                    out.append(pad + '                <connections>\n')
                    out.append(self.segue(child, "embed", f"{name}:embed:{i}", 36))
                    out.append(pad + '                </connections>\n')
                    out.append(pad + '            </containerView>\n')
                out.append(pad + '        </subviews>\n')
            out.append(pad + '        <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n')
            out.append(pad + '    </view>\n')
        if title is not None or left or right:
            item_pairs = attrs([("key", "navigationItem"), ("title", title), ("id", self.id(name + ":item"))])
            if not left and not right:
                out.append(pad + f'    <navigationItem{item_pairs}/>\n')
            else:
                out.append(pad + f'    <navigationItem{item_pairs}>\n')
            for key, group in (("leftBarButtonItem", left), ("rightBarButtonItem", right)):
                if len(group) == 1:
                    out.append(self.bar_item(name, group[0], key, 24, exit_id))
                elif group:
                    plural = key.replace("Item", "Items")
                    out.append(pad + f'        <{plural}>\n')
                    for it in group: out.append(self.bar_item(name, it, None, 28, exit_id))
                    out.append(pad + f'        </{plural}>\n')
            if left or right:
                out.append(pad + '    </navigationItem>\n')
        if any(m[1] != "unwind" for m in manual) or gestures:
            out.append(pad + '    <connections>\n')
            for i, s in enumerate(m for m in manual if m[1] != "unwind"):
                out.append(self.segue(s[0], s[1], f"{name}:manual:{i}", 24, exit_id=exit_id, **(s[2] if len(s) > 2 else {})))
            for i, g in enumerate(gestures):
                out.append(pad + f'        <outlet property="{g["outlet"]}" destination="{self.id(name + ":gesture:" + str(i))}" id="{self.id(name + ":gout:" + str(i))}"/>\n')
            out.append(pad + '    </connections>\n')
        out.append(pad + f"</{tag}>\n")
        out.append(pad + f'<placeholder placeholderIdentifier="IBFirstResponder" id="{self.id(name + ":fr")}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>\n')
        if any(s[1] == "unwind" for s in manual) or self.uses_exit(left, right, buttons):
            out.append(pad + f'<exit id="{exit_id}" userLabel="Exit" sceneMemberID="exit"/>\n')
        for i, g in enumerate(gestures):
            gid = self.id(name + ":gesture:" + str(i))
            out.append(pad + f'<{g["kind"]} id="{gid}">\n')
            out.append(self.connections(name, f"{name}:gesture:{i}", 20, g.get("segues", ()), None, exit_id))
            out.append(pad + f"</{g['kind']}>\n")
        for i, s in enumerate(m for m in manual if m[1] == "unwind"):
            out.append(self.segue(s[0], "unwind", f"{name}:unwind:{i}", 16, exit_id=exit_id, **(s[2] if len(s) > 2 else {})))
        self.add_scene(name, label or title or vctitle or cls or name, "".join(out))

    @staticmethod
    def uses_exit(left, right, buttons):
        return any(s[1] == "unwind" for it in list(left) + list(right) + list(buttons) for s in it.get("segues", ()))

    def container(self, name, tag, children, sbid=None, extra=None, label=None):
        pad = " " * 16
        cid = self.id(name)
        pairs = [("storyboardIdentifier", sbid)] + list((extra or {}).items()) + [("id", cid), ("sceneMemberID", "viewController")]
        out = pad + f"<{tag}{attrs(pairs)}>\n"
        if tag == "navigationController":
            out += pad + "    <toolbarItems/>\n"
            out += pad + f'    <navigationBar key="navigationBar" contentMode="scaleToFill" id="{self.id(name + ":bar")}">\n'
            out += pad + '        <rect key="frame" x="0.0" y="20" width="375" height="44"/>\n'
            out += pad + '        <autoresizingMask key="autoresizingMask"/>\n'
            out += pad + "    </navigationBar>\n"
        elif tag == "tabBarController":
            out += pad + "    <toolbarItems/>\n"
            out += pad + f'    <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="{self.id(name + ":bar")}">\n'
            out += pad + '        <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>\n'
            out += pad + '        <autoresizingMask key="autoresizingMask"/>\n'
            out += pad + "    </tabBar>\n"
        out += pad + "    <connections>\n"
        for i, (relationship, child) in enumerate(children):
            out += self.segue(child, "relationship", f"{name}:rel:{i}", 24, relationship=relationship)
        out += pad + "    </connections>\n"
        out += pad + f"</{tag}>\n"
        out += pad + f'<placeholder placeholderIdentifier="IBFirstResponder" id="{self.id(name + ":fr")}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>\n'
        self.add_scene(name, label or tag[0].upper() + tag[1:].replace("Controller", " Controller"), out)

    def navigation(self, name, root, **kw):
        self.container(name, "navigationController", [("rootViewController", root)], **kw)

    def player(self, name, sbid=None):
        pad = " " * 16
        pairs = [("storyboardIdentifier", sbid), ("videoGravity", "AVLayerVideoGravityResizeAspect"), ("id", self.id(name)), ("sceneMemberID", "viewController")]
        out = pad + f"<avPlayerViewController{attrs(pairs)}/>\n"
        out += pad + f'<placeholder placeholderIdentifier="IBFirstResponder" id="{self.id(name + ":fr")}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>\n'
        self.add_scene(name, "AV Player View Controller", out)

    def placeholder(self, name, storyboard=None, identifier=None):
        pad = " " * 16
        pairs = [("storyboardName", storyboard), ("referencedIdentifier", identifier), ("id", self.id(name)), ("sceneMemberID", "viewController")]
        out = pad + f"<viewControllerPlaceholder{attrs(pairs)}/>\n"
        out += pad + f'<placeholder placeholderIdentifier="IBFirstResponder" id="{self.id(name + ":fr")}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>\n'
        self.add_scene(name, storyboard or "Storyboard Reference", out)

    def add_scene(self, name, label, body):
        n = len(self.scenes)
        self.scenes.append(f"        <!--{label}-->\n        <scene sceneID=\"{self.id(name + ':scene')}\">\n"
                           f"            <objects>\n{body}            </objects>\n"
                           f"            <point key=\"canvasLocation\" x=\"{(n % 4) * 420}\" y=\"{(n // 4) * 760}\"/>\n"
                           f"        </scene>\n")

    def render(self):
        initial = f' initialViewController="{self.id(self.initial)}"' if self.initial else ""
        if self.legacy:
            head = (f'<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
                    f'<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="4514" '
                    f'systemVersion="13A603" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"{initial}>\n'
                    f'    <dependencies>\n        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="3747"/>\n    </dependencies>\n')
        else:
            head = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
                    f'<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" '
                    f'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
                    f'useSafeAreas="YES" colorMatched="YES"{initial}>\n'
                    f'    <device id="retina4_7" orientation="portrait" appearance="light"/>\n'
                    f'    <dependencies>\n        <deployment identifier="iOS"/>\n'
                    f'        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>\n'
                    f'        <capability name="System colors in document resources" minToolsVersion="11.0"/>\n'
                    f'        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n'
                    f'    </dependencies>\n')
        tail = ""
        if not self.legacy:
            tail = ('    <resources>\n        <systemColor name="systemBackgroundColor">\n'
                    '            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n'
                    '        </systemColor>\n    </resources>\n')
        return head + "    <scenes>\n" + "".join(self.scenes) + "    </scenes>\n" + tail + "</document>\n"

def seg(dest, kind, **extra):
    return (dest, kind, extra)

# ------------------------------------------------------------------------------------------
# Modern.storyboard: the version 3.0 kinds, a navigation controller, an embed, bar button
# items with segues and with action methods.
def modern():
    sb = Storyboard("Modern")
    sb.initial = "LibraryNav"
    sb.navigation("LibraryNav", "Library")
    sb.controller("Library", tag="tableViewController", cls="LibraryViewController", title="Library",
                  right=[{"system": "add", "segues": [seg("EditorNav", "presentation", modalPresentationStyle="formSheet")]}],
                  left=[{"title": "Filters", "segues": [seg("Filters", "popoverPresentation")]}],
                  cells=[{"text": "Book", "reuse": "BookCell", "segues": [seg("Detail", "show")]}],
                  manual=[seg("Onboarding", "custom", identifier="showOnboarding", customClass="FadeSegue")])
    sb.navigation("EditorNav", "Editor", extra={"modalPresentationStyle": "formSheet"})
    sb.controller("Editor", sbid="EditorViewController", cls="EditorViewController", title="New Book",
                  left=[{"system": "cancel", "action": "cancel:"}],
                  right=[{"system": "done", "action": "save:"}])
    sb.controller("Filters", cls="FiltersViewController", title="Filters",
                  buttons=[{"title": "Reset Filters", "action": "reset:"}])
    sb.controller("Detail", cls="BookDetailViewController", title="Book",
                  right=[{"title": "Reviews", "segues": [seg("Reviews", "showDetail")]}],
                  buttons=[{"title": "Watch Trailer", "segues": [seg("Trailer", "presentation")]}],
                  embeds=["Chart"])
    sb.player("Trailer", sbid="TrailerPlayer")
    sb.controller("Chart", cls="ReadingChartViewController",
                  buttons=[{"title": "Expand", "segues": [seg("ChartZoom", "presentation", modalPresentationStyle="fullScreen", modalTransitionStyle="crossDissolve")]}])
    sb.controller("ChartZoom", cls="ChartZoomViewController", vctitle="Reading Chart",
                  buttons=[{"title": "Close", "segues": [seg("", "unwind", unwindAction="closeZoom:")]}])
    sb.controller("Reviews", tag="tableViewController", cls="ReviewsViewController", title="Reviews",
                  cells=[{"text": "Review", "reuse": "ReviewCell"}])
    sb.controller("Onboarding", sbid="Onboarding", cls="OnboardingViewController", vctitle="Welcome",
                  buttons=[{"title": "Get Started", "segues": [seg("", "unwind", unwindAction="finishOnboarding:")]}],
                  gestures=[{"kind": "tapGestureRecognizer", "outlet": "skipGesture",
                             "segues": [seg("About", "show")]}])
    sb.controller("About", cls="AboutViewController", title="About",
                  manual=[seg("", "unwind", identifier="closeAbout", unwindAction="closeAbout:")])
    return sb

# Legacy.storyboard: a version 2.0 document with push, modal and popover segues and a tab bar.
def legacy():
    sb = Storyboard("Legacy", legacy=True)
    sb.initial = "Tabs"
    sb.container("Tabs", "tabBarController", [("viewControllers", "InboxNav"), ("viewControllers", "Profile")])
    sb.navigation("InboxNav", "Inbox")
    sb.controller("Inbox", tag="tableViewController", sbid="Inbox", title="Inbox",
                  right=[{"system": "compose", "segues": [seg("Compose", "modal", modalTransitionStyle="flipHorizontal")]}],
                  cells=[{"text": "Message", "reuse": "MessageCell", "segues": [seg("Message", "push")]}])
    sb.controller("Message", cls="MessageViewController", title="Message",
                  right=[{"system": "reply", "segues": [seg("Compose", "modal")]}],
                  buttons=[{"title": "Attachments", "segues": [seg("Attachments", "popover")]}])
    sb.controller("Compose", cls="ComposeViewController", vctitle="New Message",
                  buttons=[{"title": "Cancel", "action": "cancel:"}, {"title": "Send", "action": "send:"}])
    sb.controller("Attachments", cls="AttachmentsViewController", vctitle="Attachments")
    sb.controller("Profile", cls="ProfileViewController", vctitle="Profile",
                  buttons=[{"title": "Edit Profile", "segues": [seg("EditProfile", "push")]}])
    sb.controller("EditProfile", cls="EditProfileViewController", vctitle="Edit Profile")
    return sb

# SplitView.storyboard: a split view controller with master and detail navigation.
def split_view():
    sb = Storyboard("SplitView")
    sb.initial = "Split"
    sb.container("Split", "splitViewController", [("masterViewController", "MasterNav"), ("detailViewController", "DetailNav")])
    sb.navigation("MasterNav", "Folders")
    sb.navigation("DetailNav", "Document")
    sb.controller("Folders", tag="tableViewController", cls="FoldersViewController", title="Folders",
                  cells=[{"text": "Folder", "reuse": "FolderCell", "segues": [seg("DetailNav", "showDetail")]}])
    sb.controller("Document", cls="DocumentViewController", title="Document",
                  right=[{"title": "Inspector", "segues": [seg("Inspector", "presentation", modalPresentationStyle="currentContext")]}])
    sb.controller("Inspector", cls="InspectorViewController", title="Inspector",
                  right=[{"system": "done", "segues": [seg("", "unwind", unwindAction="closeInspector:")]}])
    return sb

# References/: two storyboards; Main refers to scenes of Settings, and to a storyboard that
# is not part of the run.
def references():
    main = Storyboard("Main")
    main.initial = "HomeNav"
    main.navigation("HomeNav", "Home")
    main.controller("Home", cls="HomeViewController", title="Home",
                    right=[{"title": "Settings", "segues": [seg("SettingsRef", "presentation")]}],
                    buttons=[{"title": "Privacy", "segues": [seg("PrivacyRef", "show")]},
                             {"title": "Help", "segues": [seg("HelpRef", "presentation", modalPresentationStyle="pageSheet")]}])
    main.placeholder("SettingsRef", storyboard="Settings")
    main.placeholder("PrivacyRef", storyboard="Settings", identifier="Privacy")
    main.placeholder("HelpRef", storyboard="Help", identifier="HelpCenter")
    settings = Storyboard("Settings")
    settings.initial = "SettingsNav"
    settings.navigation("SettingsNav", "SettingsRoot")
    settings.controller("SettingsRoot", tag="tableViewController", sbid="Settings", cls="SettingsViewController", title="Settings",
                        right=[{"system": "done", "action": "done:"}],
                        cells=[{"text": "Privacy", "reuse": "PrivacyCell", "segues": [seg("Privacy", "show")]}])
    settings.controller("Privacy", sbid="Privacy", cls="PrivacyViewController", title="Privacy")
    return main, settings

# AllRules.storyboard: one app on which every rule a storyboard can trigger fires.
def all_rules():
    sb = Storyboard("AllRules")
    sb.initial = "HomeNav"
    sb.navigation("HomeNav", "Home")
    sb.controller("Home", cls="HomeViewController", title="Home",
                  left=[{"title": "Filters", "segues": [seg("Filters", "popoverPresentation")]}],
                  right=[{"system": "compose", "segues": [seg("ComposeNav", "presentation")]},
                         {"title": "Settings", "segues": [seg("Settings", "presentation", modalTransitionStyle="flipHorizontal")]}],
                  buttons=[{"title": "Open Photo", "segues": [seg("Photo", "presentation", modalPresentationStyle="pageSheet", modalTransitionStyle="partialCurl")]},
                           {"title": "Sign Up", "segues": [seg("SignUpNav", "presentation", modalPresentationStyle="formSheet")]},
                           {"title": "Details", "segues": [seg("Detail", "show")]},
                           {"title": "Share", "segues": [seg("ShareNav", "presentation")]}])
    # safe-exit: Done closes the composer, nothing discards it.
    sb.navigation("ComposeNav", "Compose")
    sb.controller("Compose", cls="ComposeViewController", title="New Post",
                  right=[{"system": "done", "action": "post:"}])
    # modal-dismiss-button and modal-title: nothing closes Settings, and it has no title.
    sb.controller("Settings", cls="SettingsViewController",
                  buttons=[{"title": "Notifications", "action": "toggleNotifications:"}])
    # transition-style-compat: partialCurl on a page sheet.
    sb.controller("Photo", cls="PhotoViewController", title="Photo",
                  left=[{"system": "cancel", "action": "cancel:"}])
    # no-modal-over-popover and compact-adaptation: presenting from the popover.
    sb.controller("Filters", cls="FiltersViewController", title="Filters",
                  buttons=[{"title": "Sort Options", "segues": [seg("SortNav", "presentation")]},
                           {"title": "Preview", "segues": [seg("Preview", "presentation", modalPresentationStyle="overCurrentContext")]}])
    sb.controller("Preview", cls="PreviewViewController", title="Preview",
                  buttons=[{"title": "Close", "segues": [seg("", "unwind", unwindAction="closePreview:")]}])
    sb.navigation("SortNav", "Sort")
    sb.controller("Sort", cls="SortOptionsViewController", title="Sort",
                  left=[{"system": "cancel", "segues": [seg("", "unwind", unwindAction="cancelSort:")]}],
                  right=[{"title": "Apply", "segues": [seg("", "unwind", unwindAction="applySort:")]}],
                  buttons=[{"title": "Sort Help", "segues": [seg("SortHelp", "presentation")]}])
    # modal-stack-depth: a third modal deep.
    sb.controller("SortHelp", cls="SortHelpViewController", title="Sorting",
                  right=[{"system": "stop", "segues": [seg("", "unwind", unwindAction="closeHelp:")]}])
    # modal-hierarchy-depth, modal-single-path, modal-completion-path, modal-style-fit.
    sb.navigation("SignUpNav", "SignUpName", extra={"modalPresentationStyle": "formSheet"})
    sb.controller("SignUpName", cls="SignUpNameViewController", title="Sign Up",
                  left=[{"system": "cancel", "segues": [seg("", "unwind", unwindAction="cancelSignUp:")]}],
                  right=[{"title": "Next", "segues": [seg("SignUpEmail", "show")]}],
                  buttons=[{"title": "Terms", "segues": [seg("Terms", "show")]}])
    sb.controller("Terms", cls="TermsViewController", title="Terms")
    sb.controller("SignUpEmail", cls="SignUpEmailViewController", title="Email",
                  right=[{"title": "Next", "segues": [seg("SignUpPassword", "show")]}])
    sb.controller("SignUpPassword", cls="SignUpPasswordViewController", title="Password",
                  right=[{"title": "Next", "segues": [seg("SignUpPhoto", "show")]}])
    sb.controller("SignUpPhoto", cls="SignUpPhotoViewController", title="Photo",
                  right=[{"title": "Next", "segues": [seg("SignUpReview", "show")]}])
    sb.controller("SignUpReview", cls="SignUpReviewViewController", title="Review")
    # done-button-misuse and dismiss-outside-modal, on a pushed screen outside any modal.
    sb.controller("Detail", cls="DetailViewController", title="Details",
                  right=[{"system": "done", "segues": [seg("Archive", "show")]}],
                  buttons=[{"title": "Close", "segues": [seg("", "unwind", unwindAction="closeDetail:")]}])
    sb.controller("Archive", cls="ArchiveViewController", title="Archive")
    # A clean modal, for contrast: title, Cancel and Done.
    sb.navigation("ShareNav", "ShareSheet")
    sb.controller("ShareSheet", cls="ShareViewController", title="Share",
                  left=[{"system": "cancel", "action": "cancel:"}],
                  right=[{"title": "Send", "style": "done", "action": "send:"}])
    return sb

def write(path, sb):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f: f.write(sb.render())

if __name__ == "__main__":
    root = "Fixtures/storyboards"
    write(f"{root}/Modern.storyboard", modern())
    write(f"{root}/Legacy.storyboard", legacy())
    write(f"{root}/SplitView.storyboard", split_view())
    main, settings = references()
    write(f"{root}/References/Main.storyboard", main)
    write(f"{root}/References/Settings.storyboard", settings)
    write(f"{root}/AllRules.storyboard", all_rules())
