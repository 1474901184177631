import Foundation
import XCTest
@testable import ModalityLintCore

/// Runs the reader over the storyboards of the real apps beside the repository
/// (`../shared/apps`, or `$MODALITY_LINT_REAL_APPS`), at their real paths, each app's
/// storyboards as one run, and checks its counts against an independent, text-based count
/// of the same storyboards.
final class StoryboardRealFilesTests: XCTestCase {
    /// Each app's storyboards as one run, with their paths inside the app's folder (so
    /// that references by storyboard name resolve as in Xcode).
    /// Launch screens (`launchScreen="YES"`) give no screens and are left out here; apps with
    /// only a launch screen are none of these tests' business.
    private func apps() throws -> [(name: String, files: [SourceFile])] {
        let byApp = Dictionary(grouping: try RealApps.files(endingWith: [".storyboard"]), by: { file in
            String(file.path.split(separator: "/", maxSplits: 1)[0])
        })
        return byApp.keys.sorted().compactMap { app in
            let files = byApp[app]!.map { SourceFile(path: $0.path, bytes: $0.bytes) }.filter { !Self.isLaunchScreen($0) }
            return files.isEmpty ? nil : (app, files)
        }
    }

    /// The root `<document ...>` tag says `launchScreen="YES"` (Interface Builder's "Use as
    /// Launch Screen"): a text check, independent of the reader.
    private static func isLaunchScreen(_ file: SourceFile) -> Bool {
        let head = String(decoding: file.bytes.prefix(2000), as: UTF8.self)
        guard let document = head.range(of: "<document "), let end = head[document.upperBound...].firstIndex(of: ">") else { return false }
        return head[document.upperBound..<end].contains("launchScreen=\"YES\"")
    }

    func testLaunchScreensGiveNoScreens() throws {
        let launchScreens = try RealApps.files(endingWith: [".storyboard"]).map { SourceFile(path: $0.path, bytes: $0.bytes) }
            .filter(Self.isLaunchScreen)
        XCTAssertGreaterThan(launchScreens.count, 0)
        for file in launchScreens {
            let (document, problems) = StoryboardReader.read([file])
            XCTAssertTrue(problems.isEmpty, file.path)
            XCTAssertEqual(document?.screens.count ?? 0, 0, file.path)
        }
    }

    func testEveryRealStoryboardReadsWithoutProblems() throws {
        var total = 0
        for app in try apps() {
            let (document, problems) = StoryboardReader.read(app.files)
            XCTAssertTrue(problems.isEmpty, "\(app.name): \(problems.map(\.message))")
            XCTAssertNotNil(document, app.name)
            // Linting must not crash either, and the rule that storyboards exempt stays silent.
            if let document {
                XCTAssertEqual(document.origin, .storyboard)
                let diagnostics = Linter().lint(document: document)
                XCTAssertFalse(diagnostics.contains { $0.ruleID == "unreachable-screen" }, app.name)
            }
            total += app.files.count
        }
        XCTAssertGreaterThan(total, 0)
    }

    func testScreenAndPresentCountsMatchAnIndependentCount() throws {
        for app in try apps() {
            guard let document = StoryboardReader.read(app.files).document else {
                XCTFail("\(app.name) not read")
                continue
            }
            let expected = IndependentStoryboardCount(app.files)
            XCTAssertEqual(document.screens.count, expected.screens, "\(app.name): screens")
            let presents = document.screens.reduce(0) { $0 + $1.actions.filter { $0.present != nil }.count }
            // A root switch (the app's first flow, its shell) is a presentation segue that the
            // reading does not take for a modal: every presentation is one or the other.
            let rootSwitches = document.screens.reduce(0) { $0 + $1.actions.filter(\.isRootSwitch).count }
            XCTAssertEqual(presents + rootSwitches, expected.presents, "\(app.name): present actions and root switches")
            let pushes = document.screens.reduce(0) { $0 + $1.actions.filter { $0.push != nil }.count }
            XCTAssertEqual(pushes, expected.pushes, "\(app.name): push actions")
            // What `import` prints says the same: read it back and count again.
            let yaml = FlowFileWriter(appName: app.name).write(document)
            let parsed = FlowParser.parse(Array(yaml.utf8), as: .yaml)
            XCTAssertNil(parsed.error, "\(app.name): \(parsed.error?.message ?? "")")
            let imported = FlowDecoder.decode(parsed.root, file: SourceFile(path: "\(app.name).flow.yml", text: yaml)).document
            XCTAssertEqual(imported?.screens.count, expected.screens, "\(app.name): screens in the import")
            XCTAssertEqual(imported?.screens.reduce(0) { $0 + $1.actions.filter { $0.present != nil }.count },
                           presents, "\(app.name): present actions in the import")
            let ids = document.screens.map(\.id)
            XCTAssertEqual(Set(ids).count, ids.count, "\(app.name): screen ids are unique")
            for id in ids {
                XCTAssertNotNil(id.range(of: "^[A-Za-z0-9._-]+$", options: .regularExpression), "\(app.name): \(id)")
            }
        }
    }

    func testScreenPositionsPointAtTheControllerElement() throws {
        for app in try apps() {
            guard let document = StoryboardReader.read(app.files).document else { continue }
            for screen in document.screens {
                let bytes = document.sources[screen.file].bytes
                let tag = String(decoding: bytes[screen.idSpan.start..<min(bytes.count, screen.idSpan.end)], as: UTF8.self)
                XCTAssertTrue(tag.hasPrefix("<"), "\(screen.id): \(tag.prefix(40))")
                XCTAssertTrue(tag.hasSuffix(">"), "\(screen.id): \(tag.suffix(40))")
                XCTAssertTrue(tag.contains("sceneMemberID=\"viewController\""), "\(screen.id): \(tag.prefix(80))")
                for action in screen.actions {
                    let bytes = document.sources[action.file ?? screen.file].bytes
                    let control = String(decoding: bytes[action.span.start..<action.span.end], as: UTF8.self)
                    XCTAssertTrue(control.hasPrefix("<") && control.hasSuffix(">"), "\(screen.id)/\(action.labelText): \(control.prefix(80))")
                    for located in [action.present, action.push].compactMap({ $0 }) {
                        let segue = String(decoding: bytes[located.keySpan.start..<located.keySpan.end], as: UTF8.self)
                        XCTAssertTrue(segue.hasPrefix("<segue "), "\(screen.id)/\(action.labelText): \(segue)")
                    }
                }
            }
        }
    }

    /// The import of real apps reads back as a valid flow file that gives the same problems.
    func testImportingRealStoryboardsGivesTheSameProblems() throws {
        for app in try apps() {
            guard let document = StoryboardReader.read(app.files).document else { continue }
            let yaml = FlowFileWriter(appName: app.name).write(document)
            let imported = Linter().lint(SourceFile(path: "\(app.name).flow.yml", text: yaml))
            let direct = Linter().lint(document: document)
            XCTAssertEqual(imported.map { "\($0.ruleID) \($0.subject)" }.sorted(),
                           direct.map { "\($0.ruleID) \($0.subject)" }.sorted(), app.name)
        }
    }

    func testTheLargestStoryboardReadsWellUnderASecond() throws {
        guard let habitica = try apps().first(where: { $0.name.contains("habitica") }),
              let main = habitica.files.first(where: { $0.path.hasSuffix("Base.lproj/Main.storyboard") })
        else { throw XCTSkip("the habitica storyboards are not in ../shared/apps") }
        let start = Date()
        let document = StoryboardReader.read([main]).document
        let seconds = Date().timeIntervalSince(start)
        print("StoryboardRealFilesTests: habitica Main.storyboard (72 scenes) read in \(String(format: "%.3f", seconds)) s")
        XCTAssertNotNil(document)
        // Generous for debug builds on a loaded machine; the release figure is in the README.
        XCTAssertLessThan(seconds, 3.0)
    }
}

/// A deliberately different way to count: regular expressions over the text, scene by
/// scene, with a naive fixed-point for "inside a navigation controller". It shares no
/// code with the reader. With no code in the run: a segue of a custom class, or of kind
/// `custom`, leads nowhere known; a legacy `push` always pushes; `show` pushes from a scene
/// in a navigation controller or one that shows it is in one (a titled navigation item or
/// bar button items, or `hidesBottomBarWhenPushed`), unless it shows a navigation
/// controller, which it presents. Mac storyboards are left out.
private struct IndependentStoryboardCount {
    var screens = 0
    var presents = 0
    var pushes = 0

    private struct Scene {
        var file: Int
        var tag: String
        var id: String
        var attributes: [String: String]
        var segues: [[String: String]]
        var showsNavigation: Bool
    }

    init(_ files: [SourceFile]) {
        var scenes: [String: Scene] = [:]  // "file/id"
        var order: [String] = []
        var initial: [Int: String] = [:]
        var fileOfName: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            let text = String(decoding: file.bytes, as: UTF8.self)
            var name = (file.path as NSString).lastPathComponent
            name = String(name.dropLast(".storyboard".count))
            if fileOfName[name] == nil { fileOfName[name] = index }
            guard let document = Self.tags(named: "document", in: text).first else { continue }
            // A Mac storyboard beside the iOS app holds no iOS screen.
            if let runtime = document["targetRuntime"], !runtime.hasPrefix("iOS") { continue }
            initial[index] = document["initialViewController"]
            for chunk in text.components(separatedBy: "<scene ").dropFirst() {
                guard let controller = Self.firstTag(in: chunk, where: { $0.attributes["sceneMemberID"] == "viewController" })
                else { continue }
                let id = controller.attributes["id"] ?? ""
                let segues = Self.tags(named: "segue", in: chunk).filter { $0["kind"] != nil }
                var showsNavigation = controller.attributes["hidesBottomBarWhenPushed"] == "YES"
                if let item = chunk.range(of: "<navigationItem "), let close = chunk.range(of: "</navigationItem>", range: item.upperBound..<chunk.endIndex) {
                    let itemText = String(chunk[item.lowerBound..<close.upperBound])
                    if itemText.contains("<barButtonItem") { showsNavigation = true }
                }
                if let item = Self.tags(named: "navigationItem", in: chunk).first, let title = item["title"],
                   !title.trimmingCharacters(in: .whitespaces).isEmpty {
                    showsNavigation = true
                }
                scenes["\(index)/\(id)"] = Scene(
                    file: index, tag: controller.name, id: id, attributes: controller.attributes, segues: segues,
                    showsNavigation: showsNavigation)
                order.append("\(index)/\(id)")
            }
        }
        let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]
        var embedded = Set<String>()
        var embedParent: [String: String] = [:]
        for key in order {
            for segue in scenes[key]!.segues where segue["kind"] == "embed" {
                let child = "\(scenes[key]!.file)/\(segue["destination"] ?? "")"
                embedded.insert(child)
                if embedParent[child] == nil { embedParent[child] = key }
            }
        }
        // An embedded storyboard reference embeds the plain scene it names, in document
        // order of the references.
        for key in order where embedded.contains(key) && scenes[key]!.tag == "viewControllerPlaceholder" {
            let placeholder = scenes[key]!
            guard let fileIndex = placeholder.attributes["storyboardName"].map({ fileOfName[$0] }) ?? placeholder.file else { continue }
            let named: String?
            if let identifier = placeholder.attributes["referencedIdentifier"] {
                named = order.first { scenes[$0]!.file == fileIndex && scenes[$0]!.attributes["storyboardIdentifier"] == identifier }
            } else {
                named = initial[fileIndex].map { "\(fileIndex)/\($0)" }
            }
            guard let named, let scene = scenes[named], !containers.contains(scene.tag), scene.tag != "viewControllerPlaceholder",
                  embedParent[named] == nil, let parent = embedParent[key] else { continue }
            embedded.insert(named)
            embedParent[named] = parent
        }
        // Which scene a key ends at (through containers, references, embeds), or a leaf name.
        func target(_ start: String) -> String? {
            var key = start
            for _ in 0..<50 {
                guard let scene = scenes[key] else { return nil }
                if let parent = embedParent[key] {
                    key = parent
                    continue
                }
                if containers.contains(scene.tag) {
                    guard let child = scene.segues.first(where: { $0["kind"] == "relationship" })?["destination"] else { return nil }
                    key = "\(scene.file)/\(child)"
                    continue
                }
                if scene.tag == "viewControllerPlaceholder" {
                    let fileIndex = scene.attributes["storyboardName"].map { fileOfName[$0] } ?? scene.file
                    if let fileIndex {
                        if let identifier = scene.attributes["referencedIdentifier"] {
                            if let match = order.first(where: { scenes[$0]!.file == fileIndex && scenes[$0]!.attributes["storyboardIdentifier"] == identifier }) {
                                key = match
                                continue
                            }
                        } else if let first = initial[fileIndex] {
                            key = "\(fileIndex)/\(first)"
                            continue
                        }
                    }
                    return "leaf:\(scene.attributes["storyboardName"] ?? "")/\(scene.attributes["referencedIdentifier"] ?? "")"
                }
                return key
            }
            return nil
        }
        var leaves = Set<String>()
        for key in order {
            let scene = scenes[key]!
            if containers.contains(scene.tag) { continue }
            if scene.tag == "viewControllerPlaceholder" {
                if let resolved = target(key), resolved.hasPrefix("leaf:") { leaves.insert(resolved) }
                continue
            }
            if !embedded.contains(key) { screens += 1 }
        }
        screens += leaves.count
        // Inside a navigation controller: roots, then what they show or push, until nothing changes.
        var inNavigation = Set<String>()
        for key in order where scenes[key]!.tag == "navigationController" {
            let scene = scenes[key]!
            if let child = scene.segues.first(where: { $0["relationship"] == "rootViewController" })?["destination"],
               let root = target("\(scene.file)/\(child)") {
                inNavigation.insert(root)
            }
        }
        for key in order where scenes[key]!.showsNavigation && !containers.contains(scenes[key]!.tag) {
            if let screen = target(key) { inNavigation.insert(screen) }
        }
        var changed = true
        while changed {
            changed = false
            for key in order {
                guard let source = target(key), inNavigation.contains(source) else { continue }
                for segue in scenes[key]!.segues where ["show", "push", "showDetail"].contains(segue["kind"] ?? "") {
                    if let destination = target("\(scenes[key]!.file)/\(segue["destination"] ?? "")"),
                       inNavigation.insert(destination).inserted {
                        changed = true
                    }
                }
            }
        }
        for key in order {
            guard let source = target(key) else { continue }
            for segue in scenes[key]!.segues {
                guard target("\(scenes[key]!.file)/\(segue["destination"] ?? "")") != nil,
                      (segue["customClass"] ?? "").isEmpty else { continue }
                switch segue["kind"] ?? "" {
                case "presentation", "modal", "popoverPresentation", "popover": presents += 1
                case "show":
                    // A navigation controller cannot be pushed: `show` presents it.
                    let destinationTag = scenes["\(scenes[key]!.file)/\(segue["destination"] ?? "")"]?.tag
                    if destinationTag != "navigationController", inNavigation.contains(source) { pushes += 1 } else { presents += 1 }
                case "push", "showDetail": pushes += 1
                default: break
                }
            }
        }
    }

    private struct Tag {
        var name: String
        var attributes: [String: String]
    }

    private static let tagPattern = try! NSRegularExpression(pattern: "<([A-Za-z][A-Za-z0-9]*)((?:\\s+[A-Za-z:]+=\"[^\"]*\")*)\\s*/?>")
    private static let attributePattern = try! NSRegularExpression(pattern: "([A-Za-z:]+)=\"([^\"]*)\"")

    private static func allTags(in text: String) -> [Tag] {
        let range = NSRange(text.startIndex..., in: text)
        return tagPattern.matches(in: text, range: range).map { match in
            let name = String(text[Range(match.range(at: 1), in: text)!])
            let attributeText = String(text[Range(match.range(at: 2), in: text)!])
            var attributes: [String: String] = [:]
            for attribute in attributePattern.matches(in: attributeText, range: NSRange(attributeText.startIndex..., in: attributeText)) {
                let key = String(attributeText[Range(attribute.range(at: 1), in: attributeText)!])
                let value = String(attributeText[Range(attribute.range(at: 2), in: attributeText)!])
                attributes[key] = value
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'")
                    .replacingOccurrences(of: "&amp;", with: "&")
            }
            return Tag(name: name, attributes: attributes)
        }
    }

    private static func tags(named name: String, in text: String) -> [[String: String]] {
        allTags(in: text).filter { $0.name == name }.map(\.attributes)
    }

    private static func firstTag(in text: String, where predicate: (Tag) -> Bool) -> Tag? {
        allTags(in: text).first(where: predicate)
    }
}
