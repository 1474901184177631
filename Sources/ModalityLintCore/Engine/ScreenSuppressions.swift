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
///   problem where the second one shows it).
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
                for place in reached.presentations {
                    guard let read = directives[place.file] else { covering = []; break }
                    let line = sources[place.file].lineIndex(at: place.span.start) + 1
                    let entries = read.entries(covering: diagnostic.ruleID, atLine: line, lineDirectivesOnly: true)
                    if entries.isEmpty { covering = []; break }
                    covering.append((place.file, entries))
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

    /// The presentations of a document, as the flow graph resolves them (a `present` names
    /// the first screen of that id), read once for a run that has suppression comments.
    private final class Links {
        let indexByID: [String: Int]
        private let document: FlowDocument
        private var incoming: [[CodePlace]]?

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
        func reached(from anchor: SuppressionAnchor, in document: FlowDocument) -> (screens: [Int], presentations: [CodePlace]) {
            let screen = document.screens[anchor.screen]
            guard let action = anchor.action else { return ([anchor.screen], presentations(of: anchor.screen)) }
            guard action < screen.actions.count, let present = screen.actions[action].present else { return ([anchor.screen], []) }
            let place = CodePlace(file: screen.actions[action].file ?? screen.file, span: present.keySpan)
            if let target = indexByID[present.value], target != anchor.screen { return ([anchor.screen, target], [place]) }
            return ([anchor.screen], [place])
        }

        private func presentations(of screen: Int) -> [CodePlace] {
            if incoming == nil {
                var result = [[CodePlace]](repeating: [], count: document.screens.count)
                for screenValue in document.screens {
                    for action in screenValue.actions {
                        guard let present = action.present, let target = indexByID[present.value] else { continue }
                        result[target].append(CodePlace(file: action.file ?? screenValue.file, span: present.keySpan))
                    }
                }
                incoming = result
            }
            return incoming![screen]
        }
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
