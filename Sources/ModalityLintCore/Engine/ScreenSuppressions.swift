/// What a rule's diagnostic is about, beyond where it is placed: the screen it was reported
/// on and, for a problem of one of its actions, that action. A comment on a class or at a
/// presenting call silences it through them (`ScreenSuppressions`). Only these two numbers
/// are kept for every diagnostic: what they lead to is worked out only for runs with
/// suppression comments.
struct SuppressionAnchor: Sendable {
    var screen: Int
    var action: Int?
}

/// Suppression comments in code that reach beyond their own line (the Configuration
/// article, "Suppressing a problem"):
///
/// - On a screen's class: a `disable-next-line RULE` just above (or a `disable-line RULE`
///   on the line of) a Swift `class` or `struct`, or an Objective-C `@interface` or
///   `@implementation`, silences RULE for the screens of that class wherever the
///   diagnostic is placed: at the scene of a storyboard whose `customClass` it is, at a
///   presenting call in another file, at the `.h`. Swift attributes on lines of their own
///   (`@MainActor`) may stand between the comment and the declaration.
/// - At a presenting call: a `disable-next-line RULE` above (or a `disable-line RULE` on)
///   the line of `.sheet(...)`, `present(...)` or `[self presentViewController:...]`
///   silences RULE for the problems that presentation causes, wherever they are placed: the
///   presenting action's own, and the presented screen's own when every presentation of
///   that screen is so marked (a screen shown from two places without a title is still a
///   problem where the second one shows it). A storyboard segue that the scene's class
///   performs from code is marked at that call too: a directive on the line of
///   `performSegue(withIdentifier: "ID", ...)` or `[self performSegueWithIdentifier:@"ID" ...]`
///   in the file that declares the class speaks for the segue with that identifier.
///
/// Range directives (`disable` ... `enable`) keep to the lines they enclose. A directive
/// that silences nothing in any of these ways is an `unused-suppression`.
enum ScreenSuppressions {
    /// A class or struct as declared in one code file.
    struct Declaration: Sendable {
        var name: String
        var nameSpan: ByteSpan
    }

    /// Drops the diagnostics that comments cover, where they are placed or through their
    /// anchor (`anchors[i]` is `diagnostics[i]`'s, or nil), and adds the directives' own
    /// problems (`invalid-suppression`, `unused-suppression`).
    static func apply(
        to diagnostics: [Diagnostic], anchors: [SuppressionAnchor?], document: FlowDocument?,
        sources: [SourceFile], comments: [Int: [Comment]], declarations: [Int: [Declaration]],
        configuration: LintConfiguration
    ) -> (kept: [Diagnostic], suppressed: Int) {
        guard !comments.isEmpty else { return (diagnostics, 0) }
        var directives: [Int: SuppressionDirectives] = [:]
        var used: [Int: [Bool]] = [:]
        var fileByPath: [String: Int] = [:]
        for (file, fileComments) in comments {
            let read = SuppressionDirectives(comments: fileComments, in: sources[file])
            directives[file] = read
            used[file] = [Bool](repeating: false, count: read.entries.count)
            fileByPath[sources[file].path] = file
        }
        // The lines a comment "on the class" targets, by class name.
        var classLines: [String: [(file: Int, lines: ClosedRange<Int>)]] = [:]
        for (file, declared) in declarations where directives[file] != nil {
            let source = sources[file]
            let isSwift = SourceKind(path: source.path) == .swift
            for declaration in declared {
                let line = source.lineIndex(at: declaration.nameSpan.start) + 1
                var first = line
                while isSwift, first > 1, isAttributeLine(first - 1, of: source) { first -= 1 }
                classLines[declaration.name, default: []].append((file, first...line))
            }
        }
        // The segues performed from code on the lines line directives target, by identifier.
        var performedSegues: [String: [(file: Int, line: Int)]] = [:]
        for (file, read) in directives {
            var seen = Set<Int>()
            for entry in read.entries where entry.kind == .disableLine || entry.kind == .disableNextLine {
                guard seen.insert(entry.firstLine).inserted,
                      let identifier = performedSegueIdentifier(onLine: entry.firstLine, of: sources[file]) else { continue }
                performedSegues[identifier, default: []].append((file, entry.firstLine))
            }
        }
        let links = document.map { Links($0) }
        var kept: [Diagnostic] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            var silenced = false
            func mark(_ file: Int, _ entries: [Int]) {
                for entry in entries { used[file]![entry] = true }
                if !entries.isEmpty { silenced = true }
            }
            if let file = fileByPath[diagnostic.file] {
                mark(file, directives[file]!.entries(covering: diagnostic.ruleID, atLine: diagnostic.start.line))
            }
            if let anchor = index < anchors.count ? anchors[index] : nil, let document, let links {
                let reached = links.reached(from: anchor, in: document)
                for screen in reached.screens {
                    guard let name = document.screens[screen].className else { continue }
                    for (file, lines) in classLines[name] ?? [] {
                        for line in lines {
                            mark(file, directives[file]!.entries(covering: diagnostic.ruleID, atLine: line, lineDirectivesOnly: true))
                        }
                    }
                }
                // Every presentation it exists through must be marked.
                var covering: [(file: Int, entries: [Int])] = []
                for presentation in reached.presentations {
                    let place = presentation.place
                    var marks: [(file: Int, entries: [Int])] = []
                    if let read = directives[place.file] {
                        let line = sources[place.file].lineIndex(at: place.span.start) + 1
                        marks.append((place.file, read.entries(covering: diagnostic.ruleID, atLine: line, lineDirectivesOnly: true)))
                    }
                    if let segue = presentation.segueIdentifier, let presenter = presentation.presenterClass {
                        let declaring = Set((classLines[presenter] ?? []).map(\.file))
                        for call in performedSegues[segue] ?? [] where declaring.contains(call.file) {
                            marks.append((call.file, directives[call.file]!.entries(covering: diagnostic.ruleID, atLine: call.line, lineDirectivesOnly: true)))
                        }
                    }
                    marks.removeAll { $0.entries.isEmpty }
                    if marks.isEmpty { covering = []; break }
                    covering += marks
                }
                for (file, entries) in covering { mark(file, entries) }
            }
            if !silenced { kept.append(diagnostic) }
        }
        let suppressed = diagnostics.count - kept.count
        for (file, read) in directives.sorted(by: { $0.key < $1.key }) {
            kept += read.problems(used: used[file]!, configuration: configuration)
        }
        return (kept, suppressed)
    }

    /// One presentation of a screen: where it is written and, for a storyboard segue with
    /// an identifier, that identifier and the class of the scene that may perform it.
    struct Presentation {
        var place: CodePlace
        var segueIdentifier: String?
        var presenterClass: String?

        init(_ action: Action, of screen: Screen, at span: ByteSpan) {
            place = CodePlace(file: action.file ?? screen.file, span: span)
            segueIdentifier = action.segueIdentifier
            presenterClass = screen.className
        }
    }

    /// The presentations of a document, as the flow graph resolves them (a `present` names
    /// the first screen of that id), read once for a run that has suppression comments.
    private final class Links {
        let indexByID: [String: Int]
        private let document: FlowDocument
        private var incoming: [[Presentation]]?

        init(_ document: FlowDocument) {
            self.document = document
            var indexByID: [String: Int] = [:]
            for (index, screen) in document.screens.enumerated() where indexByID[screen.id] == nil { indexByID[screen.id] = index }
            self.indexByID = indexByID
        }

        /// The screens a problem concerns (the screen reported on, then the screen its
        /// presenting action shows) and the places of the presentations it exists through:
        /// the action's own `present` for a problem of a presenting action; every
        /// presentation of the screen for a problem of the screen itself (a modal with no
        /// title is one only because something presents it); none for a problem of another
        /// action (a button's own doing).
        func reached(from anchor: SuppressionAnchor, in document: FlowDocument) -> (screens: [Int], presentations: [Presentation]) {
            let screen = document.screens[anchor.screen]
            guard let action = anchor.action else { return ([anchor.screen], presentations(of: anchor.screen)) }
            guard action < screen.actions.count, let present = screen.actions[action].present else { return ([anchor.screen], []) }
            let place = Presentation(screen.actions[action], of: screen, at: present.keySpan)
            if let target = indexByID[present.value], target != anchor.screen { return ([anchor.screen, target], [place]) }
            return ([anchor.screen], [place])
        }

        private func presentations(of screen: Int) -> [Presentation] {
            if incoming == nil {
                var result = [[Presentation]](repeating: [], count: document.screens.count)
                for screenValue in document.screens {
                    for action in screenValue.actions {
                        guard let present = action.present, let target = indexByID[present.value] else { continue }
                        result[target].append(Presentation(action, of: screenValue, at: present.keySpan))
                    }
                }
                incoming = result
            }
            return incoming![screen]
        }
    }

    /// The identifier of the segue that 1-based `line` of `file` performs from code, when it
    /// holds `performSegue(withIdentifier: "ID"` (Swift) or `performSegueWithIdentifier:@"ID"`
    /// (Objective-C); the literal may stand on the next line.
    static func performedSegueIdentifier(onLine line: Int, of file: SourceFile) -> String? {
        guard line >= 1, line <= file.lineStarts.count else { return nil }
        let bytes = file.bytes
        let end = line < file.lineStarts.count ? file.lineSpan(line + 1).end : file.lineSpan(line).end
        let lineSpan = file.lineSpan(line)
        guard let call = firstIndex(of: performSegue, in: bytes, from: lineSpan.start, to: lineSpan.end) else { return nil }
        var index = call + performSegue.count
        for label in [swiftLabel, objectiveCLabel] {
            guard let found = firstIndex(of: label, in: bytes, from: index, to: min(end, index + label.count + 2)) else { continue }
            index = found + label.count
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
            if index < end, bytes[index] == 0x40 { index += 1 }  // `@"`
            guard index < end, bytes[index] == 0x22 else { return nil }
            let start = index + 1
            var close = start
            while close < end, bytes[close] != 0x22, bytes[close] != 0x5C, bytes[close] != 0x0A { close += 1 }
            guard close < end, bytes[close] == 0x22, close > start else { return nil }
            return String(decoding: bytes[start..<close], as: UTF8.self)
        }
        return nil
    }

    private static let performSegue = Array("performSegue".utf8)
    /// What follows `performSegue` up to the identifier: `(withIdentifier:` or `WithIdentifier:`.
    private static let swiftLabel = Array("(withIdentifier:".utf8)
    private static let objectiveCLabel = Array("WithIdentifier:".utf8)

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard !needle.isEmpty, end - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= end {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Whether 1-based `line` of Swift `file` holds only attributes (`@MainActor`,
    /// `@objc(Name)`): a declaration's own, when a declaration follows.
    private static func isAttributeLine(_ line: Int, of file: SourceFile) -> Bool {
        let span = file.lineSpan(line)
        var index = span.start
        while index < span.end, file.bytes[index] == 0x20 || file.bytes[index] == 0x09 { index += 1 }
        return index < span.end && file.bytes[index] == 0x40  // `@`
    }
}
