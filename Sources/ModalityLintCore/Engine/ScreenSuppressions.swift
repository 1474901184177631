/// What a rule's diagnostic is about, beyond where it is placed: the screens it concerns
/// and the presentations that cause it. A comment on one of those screens' classes, or at
/// one of those presenting calls, silences it wherever it is placed (`ScreenSuppressions`).
struct SuppressionAnchor: Sendable {
    /// The screen the rule reported on, then, for a problem of a presenting action, the
    /// screen that action presents.
    var screens: [Int]
    /// The places of the presentations the problem exists through: the action's own
    /// `present` for a problem of a presenting action; every presentation of the screen for
    /// a problem of the screen itself (a modal with no title is one only because something
    /// presents it); none for a problem of another action (a button's own doing).
    var presentations: [CodePlace]

    init(screen: Int, action: Int?, document: FlowDocument, graph: FlowGraph) {
        screens = [screen]
        presentations = []
        let screenValue = document.screens[screen]
        if let action {
            guard action < screenValue.actions.count else { return }
            let actionValue = screenValue.actions[action]
            guard let present = actionValue.present else { return }
            presentations = [CodePlace(file: actionValue.file ?? screenValue.file, span: present.keySpan)]
            if let target = graph.presentations[screen].first(where: { $0.action == action })?.to, target != screen {
                screens.append(target)
            }
        } else {
            presentations = graph.incomingPresentations[screen].map { presentation in
                let presenter = document.screens[presentation.from]
                let presenting = presenter.actions[presentation.action]
                return CodePlace(file: presenting.file ?? presenter.file, span: presenting.present?.keySpan ?? presenting.span)
            }
        }
    }
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
            if let anchor = index < anchors.count ? anchors[index] : nil, let document {
                for screen in anchor.screens {
                    guard let name = document.screens[screen].className else { continue }
                    for (file, lines) in classLines[name] ?? [] {
                        for line in lines {
                            mark(file, directives[file]!.entries(covering: diagnostic.ruleID, atLine: line, lineDirectivesOnly: true))
                        }
                    }
                }
                // Every presentation it exists through must be marked.
                var covering: [(file: Int, entries: [Int])] = []
                for place in anchor.presentations {
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

    /// Whether 1-based `line` of Swift `file` holds only attributes (`@MainActor`,
    /// `@objc(Name)`): a declaration's own, when a declaration follows.
    private static func isAttributeLine(_ line: Int, of file: SourceFile) -> Bool {
        let span = file.lineSpan(line)
        var index = span.start
        while index < span.end, file.bytes[index] == 0x20 || file.bytes[index] == 0x09 { index += 1 }
        return index < span.end && file.bytes[index] == 0x40  // `@`
    }
}
