import Foundation

/// The code of a run, read once: each file lexed (on all cores), the files that do not lex,
/// its suppression comments, and what the storyboard reading and the app graph ask of it.
///
/// A code file is read only for facts, so one that does not lex never fails a run
/// (certainty.md, "Only what ships"): none of its facts are read, and the types it declares
/// or extends are screens whose contents are unknown.
struct CodeReading {
    /// A code file the lexer could not read, at its first problem.
    struct Unread {
        /// Index into the code files given to `read`.
        var file: Int
        var span: ByteSpan
        var message: String
        /// The types the file declares or extends, as far as its tokens tell.
        var typeNames: Set<String>
    }

    var unread: [Unread]
    /// What the storyboard reading asks of the code.
    var scenes: any SceneCode
    /// The screens and ways between them that the code states.
    var flow: CodeFlow
    /// The `// modality-lint:` comments of each code file that has any, by the file's index
    /// in the document's sources.
    var suppressionComments: [Int: [Comment]]
    /// The classes and structs (Objective-C `@interface`s and `@implementation`s) declared
    /// in each code file that has suppression comments, by the file's index in the
    /// document's sources: a comment on one of them speaks for its screen (`ScreenSuppressions`).
    var suppressibleTypes: [Int: [ScreenSuppressions.Declaration]] = [:]
    /// Methods nothing calls and no control is connected to (`DeadCode`).
    var deadMethodCount = 0
    /// SwiftUI view types that present or push and that nothing names (dead UI).
    var deadViewTypeCount = 0
    /// Those methods and view types by name and place, for the reports to name them.
    var deadMethods: [NamedPlace] = []
    var deadViewTypes: [NamedPlace] = []
    /// The `#if` branches no setting decides, of each code file that has any, by the file's
    /// index in the document's sources.
    var undecidedBranches: [Int: [UndecidedBranch]] = [:]

    /// Lexes and reads `files`. Places in the answers index the document's sources, in
    /// which the code files start at `firstFileIndex` (after the storyboards).
    /// `readsSwiftUI`: whether SwiftUI views are read too (the configuration's `swiftui`);
    /// `lintsDebugCode`: whether `#if DEBUG` code is read (the configuration's `debug`).
    /// `xibs`: what the run's xibs say about their owners' screens (XibReader).
    /// `storyboardNames`: the run's storyboards, by name (nil: not known, as in tests of
    /// code alone), so that a class that loads itself from another is not judged without it.
    static func read(_ files: [SourceFile], firstFileIndex: Int, readsSwiftUI: Bool = true,
                     lintsDebugCode: Bool = false, buildConditions: [String: BuildConditions] = [:],
                     xibs: XibReader.Reading = XibReader.Reading(), stringTables: StringTables = StringTables(),
                     interfaceActions: InterfaceActionSelectors? = nil, storyboardNames: Set<String>? = nil) -> CodeReading {
        var lexed = lex(files)
        for index in lexed.indices where lexed[index].language == .swift && !lexed[index].directives.isEmpty {
            let conditions = buildConditions[files[index].path]
            guard lintsDebugCode || conditions != nil else { continue }
            // The lexer assumes a shipped build with only `DEBUG` known: the project's
            // conditions decide more flags, and `debug: true` reads debug-only code too.
            var flags = ConditionalBlocks.shippedFlags
            for (flag, isOn) in conditions?.flags ?? [:] { flags[flag] = isOn ? .yes : .no }
            for flag in conditions?.undecided ?? [] { flags[flag] = .unknown }
            var others: PlatformCondition.Value = conditions?.othersAreOff == true ? .no : .unknown
            if lintsDebugCode {
                // Debug builds set DEBUG and the flags only they set: read both branches.
                flags["DEBUG"] = .unknown
                for (flag, value) in flags where value == .no && conditions?.flags[flag] == false { flags[flag] = .unknown }
                if others == .no { others = .unknown }
            }
            let branches = ConditionalBlocks.branches(
                by: lexed[index].directives, in: lexed[index].bytes, flags: flags, others: others)
            lexed[index].excludedFromiOS = branches.excluded
            lexed[index].undecidedBranches = branches.undecided
        }
        var unread: [Unread] = []
        var comments: [Int: [Comment]] = [:]
        var suppressible: [Int: [ScreenSuppressions.Declaration]] = [:]
        for (index, file) in lexed.enumerated() {
            if let encoding = CodeEncoding.problem(in: files[index].bytes, requiresUTF8: file.language == .swift) {
                // Not UTF-8 text: one message that says so, and no facts, not even names.
                unread.append(Unread(file: index, span: encoding.span, message: encoding.message, typeNames: []))
                lexed[index] = LexedFile(language: file.language, bytes: [])
                continue
            }
            if let problem = file.problems.first {
                // Its tokens after the problem may be misread: only the names of the types
                // it declares are taken, to mark their screens unknown.
                let declared = file.language == .swift
                    ? SwiftDeclarationScanner.scan(file, partners: BracketPartners(file))
                    : ObjCDeclarationScanner.scan(file, partners: BracketPartners(file))
                unread.append(Unread(file: index, span: problem.span, message: problem.message,
                                     typeNames: Set(declared.types.map(\.name))))
                lexed[index] = LexedFile(language: file.language, bytes: [])
                continue
            }
            let directives = SuppressionComments.directives(in: file)
            if !directives.isEmpty {
                comments[firstFileIndex + index] = directives
                let declared = file.language == .swift
                    ? SwiftDeclarationScanner.scan(file, partners: BracketPartners(file))
                    : ObjCDeclarationScanner.scan(file, partners: BracketPartners(file))
                let types = declared.types.filter { [.class, .struct, .actor, .objcImplementation].contains($0.kind) }
                if !types.isEmpty {
                    suppressible[firstFileIndex + index] = types.map { ScreenSuppressions.Declaration(name: $0.name, nameSpan: $0.nameSpan) }
                }
            }
        }
        var builder = CodeIndexBuilder()
        builder.interfaceActions = interfaceActions
        for (source, file) in zip(files, lexed) { builder.add(source, lexed: file) }
        var index = builder.link()
        index.localisedText = LocalisedText(index: index, tables: stringTables)
        let typedText = TypedTextSources(index: index, firstFileIndex: firstFileIndex, layouts: xibs.layouts)
        let codeFacts = ViewControllerFactsMemo(index: index)
        let scenes = files.isEmpty ? NoSceneCode() as any SceneCode
            : CodeIndexSceneCode(index: index, firstFileIndex: firstFileIndex, typedTextSources: typedText, codeFacts: codeFacts)
        var flow = CodeFlow()
        // The SwiftUI reading asks only the index, and the UIKit reading nothing of it: it
        // runs on another core meanwhile, and its screens join the flow after the UIKit ones,
        // as they would in one thread.
        let swiftUI = BackgroundReading<(screens: [CodeScreen], deadViewTypes: [NamedPlace])>()
        if readsSwiftUI { swiftUI.start { [index] in SwiftUIReader.read(index, firstFileIndex: firstFileIndex) } }
        // UIKit view controllers, their presentations and the system modals they build.
        var uikit = UIKitFlowReader(index: index, firstFileIndex: firstFileIndex, codeFacts: codeFacts)
        uikit.xibOwners = xibs.owners
        uikit.typedTextSources = typedText
        uikit.storyboardsNotInRun = storyboardNames.map { StoryboardsNotInRun(index: index, storyboardNames: $0) }
        uikit.read(into: &flow)
        AppShellPresents.markRootSwitches(in: &flow, index: index)
        // SwiftUI views, when the run asks for them (`swiftui: true`: an early reading).
        let deadViewTypes = swiftUI.result().map { add($0, to: &flow) } ?? []
        let deadMethods: [NamedPlace] = index.deadCode.methods.sorted().compactMap { id in
            let method = index.methods[id]
            guard method.body != nil else { return nil }
            return NamedPlace(name: (index.ownerName(of: method).map { $0 + "." } ?? "") + method.fullName,
                              place: CodePlace(file: firstFileIndex + method.file, span: method.nameSpan))
        }
        var undecided: [Int: [UndecidedBranch]] = [:]
        for (position, file) in lexed.enumerated() where !file.undecidedBranches.isEmpty {
            undecided[firstFileIndex + position] = file.undecidedBranches
        }
        return CodeReading(unread: unread, scenes: scenes, flow: flow, suppressionComments: comments, suppressibleTypes: suppressible,
                           deadMethodCount: index.deadCode.implementationCount(in: index), deadViewTypeCount: deadViewTypes.count,
                           deadMethods: deadMethods, deadViewTypes: deadViewTypes, undecidedBranches: undecided)
    }

    /// Adds the SwiftUI view types' screens, presentations and actions to the flow; returns
    /// the view types nothing names, left unread (dead UI).
    private static func add(_ read: (screens: [CodeScreen], deadViewTypes: [NamedPlace]), to flow: inout CodeFlow) -> [NamedPlace] {
        for screen in read.screens {
            if let existing = flow.index(ofScreenNamed: screen.name), screen.isUnnamedPresenter, flow.screens[existing].isUnnamedPresenter {
                // One method that presents both a UIKit controller and a page of the app's
                // navigator (`ContentView.handleHandoffDeeplink`): both readings' actions.
                flow.screens[existing].actions += screen.actions
                continue
            }
            let position = flow.screen(named: screen.name, at: screen.place)
            flow.screens[position] = screen
        }
        return read.deadViewTypes
    }

    /// Every file lexed once, on all cores; in the order given.
    static func lex(_ files: [SourceFile]) -> [LexedFile] {
        let slots = LexedSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            slots.set(index, LexedFile.lex(file.bytes, language: CodeLanguage(path: file.path) ?? .swift))
        }
        return slots.files
    }
}

/// The `// modality-lint:` directives of a code file, as the suppression engine reads
/// comments: `//` and `/* */` comments hold them as `#` comments do in YAML.
enum SuppressionComments {
    private static let marker = Array("modality-lint:".utf8)

    static func directives(in file: LexedFile) -> [Comment] {
        var result: [Comment] = []
        for trivia in file.trivia where trivia.kind == .lineComment || trivia.kind == .blockComment {
            let span = trivia.span
            // Skip `//` (or `/*`); a block comment's `*/` is left out of its text.
            let textStart = span.start + 2
            var textEnd = span.end
            if trivia.kind == .blockComment, textEnd - textStart >= 2 { textEnd -= 2 }
            guard textStart <= textEnd, contains(marker, in: file.bytes, from: textStart, to: textEnd) else { continue }
            var lineStart = span.start
            while lineStart > 0, file.bytes[lineStart - 1] != 0x0A, file.bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            let isWholeLine = file.bytes[lineStart..<span.start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            // The engine reads the text from one byte after the span's start (YAML's `#`):
            // the span starts at the comment's second character.
            result.append(Comment(
                span: ByteSpan(start: span.start + 1, end: textEnd),
                text: String(decoding: file.bytes[textStart..<textEnd], as: UTF8.self), isWholeLine: isWholeLine))
        }
        return result
    }

    private static func contains(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end - start >= needle.count else { return false }
        var index = start
        while index + needle.count <= end {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}

/// A reading that runs on another thread while this one goes on; `result()` waits for it
/// (nil when it was never started).
private final class BackgroundReading<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var value: Value?

    func start(_ body: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) { self.value = body() }
    }

    func result() -> Value? {
        group.wait()  // the group's wait orders the write above before this read
        return value
    }
}

/// Lexed files written from `concurrentPerform`'s threads, one slot each.
private final class LexedSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [LexedFile?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ file: LexedFile) {
        lock.lock()
        slots[index] = file
        lock.unlock()
    }

    var files: [LexedFile] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// Code the reading left unread because it never runs (a method nothing calls, a view
/// nothing builds), by name and place, so that a report can name it.
struct NamedPlace: Sendable, Hashable {
    var name: String
    var place: CodePlace
}
