/// Finds the screen or the action each diagnostic is about, from where it points.
///
/// Rules point at a screen's key, at an action's first key, or at one of their fields
/// (the SeeingTheFlow article, "Where problems go"). Every such span's start is indexed once;
/// a diagnostic's line and column are turned back into a byte offset and looked up. A
/// diagnostic that points elsewhere falls back on its subject (`screen` or
/// `screen/label`), and one about no screen (`minimize-modality`, at `screens`) is about
/// the document. Linear in the size of the document plus the diagnostics.
struct DiagnosticPlacement {
    enum ActionPart {
        /// The action's first key, its label or its role.
        case whole
        case present, push, confirm, dismiss
    }

    enum Place: Equatable {
        case screen(Int)
        case action(screen: Int, action: Int, part: ActionPart)
        case document
    }

    private struct Key: Hashable {
        var file: Int
        var offset: Int
    }

    private let document: FlowDocument
    private let graph: FlowGraph
    private var places: [Key: Place] = [:]
    private var fileIndexByPath: [String: Int] = [:]

    init(document: FlowDocument, graph: FlowGraph) {
        self.document = document
        self.graph = graph
        for (index, source) in document.sources.enumerated() where fileIndexByPath[source.path] == nil {
            fileIndexByPath[source.path] = index
        }
        for (screenIndex, screen) in document.screens.enumerated() {
            let file = screen.file
            let place = Place.screen(screenIndex)
            add(screen.idSpan, file: file, place)
            for span in Self.fieldSpans(of: screen) { add(span, file: file, place) }
            for (actionIndex, action) in screen.actions.enumerated() {
                func part(_ part: ActionPart) -> Place { .action(screen: screenIndex, action: actionIndex, part: part) }
                // An action read in another file than its screen (code, a wrapping
                // storyboard) stands there.
                let file = action.file ?? file
                // The whole action first: when `present` is the first key, "at the action"
                // and "at its `present`" are one place, and the action's main edge is
                // then the `present` anyway.
                add(action.span, file: file, part(.whole))
                for span in Self.spans(action.label) + Self.spans(action.role) { add(span, file: file, part(.whole)) }
                for span in Self.spans(action.present) + Self.spans(action.style) + Self.spans(action.transition)
                    + Self.spans(action.compact) {
                    add(span, file: file, part(.present))
                }
                for span in Self.spans(action.push) { add(span, file: file, part(.push)) }
                for span in Self.spans(action.confirm) { add(span, file: file, part(.confirm)) }
                for span in Self.spans(action.dismiss) { add(span, file: file, part(.dismiss)) }
            }
        }
    }

    func place(of diagnostic: Diagnostic) -> Place {
        if let file = fileIndexByPath[diagnostic.file],
           let offset = Self.offset(of: diagnostic.start, in: document.sources[file]),
           let place = places[Key(file: file, offset: offset)] {
            return place
        }
        if let screen = graph.indexByID[diagnostic.subject] { return .screen(screen) }
        if let slash = diagnostic.subject.firstIndex(of: "/"),
           let screen = graph.indexByID[String(diagnostic.subject[..<slash])] {
            return .screen(screen)
        }
        return .document
    }

    private mutating func add(_ span: ByteSpan, file: Int, _ place: Place) {
        let key = Key(file: file, offset: span.start)
        if places[key] == nil { places[key] = place }
    }

    private static func spans<Value>(_ located: Located<Value>?) -> [ByteSpan] {
        guard let located else { return [] }
        return [located.keySpan, located.valueSpan]
    }

    private static func fieldSpans(of screen: Screen) -> [ByteSpan] {
        spans(screen.title) + spans(screen.message) + spans(screen.kind) + spans(screen.container)
            + spans(screen.presentation) + spans(screen.transition) + spans(screen.navigationBar)
            + spans(screen.content) + spans(screen.editsContent) + spans(screen.dismissGesture)
            + spans(screen.loads) + spans(screen.loadingIndicator)
            + screen.disabledRules.flatMap { spans($0) }
    }

    /// The byte offset of a 1-based line and column (columns count Unicode scalars), the
    /// inverse of `SourceFile.position(at:)`.
    static func offset(of position: SourcePosition, in file: SourceFile) -> Int? {
        guard position.line >= 1, position.line <= file.lineStarts.count, position.column >= 1 else { return nil }
        var offset = file.lineStarts[position.line - 1]
        var column = 1
        while column < position.column, offset < file.bytes.count {
            offset += 1
            while offset < file.bytes.count, file.bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }
}
