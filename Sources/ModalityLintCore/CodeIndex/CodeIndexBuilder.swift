/// Builds a `CodeIndex` in two phases. `add` reads each file on its own (lexing and
/// declarations, no look-up into other files, so files could be read in any order or in
/// parallel); `link()` joins them: extensions merged into their types, superclass chains
/// resolved across files, and the look-up tables built once. Only `link()`'s result can be
/// queried, so no reader sees a half-built index.
///
///     var builder = CodeIndexBuilder()
///     for file in sourceFiles { builder.add(file) }   // .swift, .m, .mm, .h; others ignored
///     let index = builder.link()
public struct CodeIndexBuilder {
    /// One file read in phase one.
    struct ReadFile: Sendable {
        var source: SourceFile
        var lexed: LexedFile
        var declarations: FileDeclarations
        var partners: BracketPartners
    }

    private var files: [ReadFile] = []
    /// What the run's storyboards and xibs connect controls to; nil when the run does not
    /// say (then no action method is judged dead).
    var interfaceActions: InterfaceActionSelectors?

    public init() {}

    /// Reads the run's code files in order; a file whose path is not code is skipped (its
    /// index is still consumed, so file indices match the positions in `sources`).
    public init(_ sources: [SourceFile]) {
        for source in sources { add(source) }
    }

    /// Reads one file; its index in the run is the number of files added before it. A
    /// path that is not code (`CodeLanguage(path:)` is nil) is kept as an empty file.
    public mutating func add(_ source: SourceFile) {
        guard let language = CodeLanguage(path: source.path) else {
            let empty = LexedFile(language: .swift, bytes: [])
            files.append(ReadFile(source: source, lexed: empty, declarations: FileDeclarations(), partners: BracketPartners(empty)))
            return
        }
        add(source, lexed: LexedFile.lex(source.bytes, language: language))
    }

    /// Reads one file already lexed (a run lexes its files once, on all cores).
    public mutating func add(_ source: SourceFile, lexed: LexedFile) {
        let language = lexed.language
        let partners = BracketPartners(lexed)
        let declarations = language == .swift
            ? SwiftDeclarationScanner.scan(lexed, partners: partners)
            : ObjCDeclarationScanner.scan(lexed, partners: partners)
        files.append(ReadFile(source: source, lexed: lexed, declarations: declarations, partners: partners))
    }

    /// Phase two: global ids in (file, offset) order, extensions merged, tables built.
    public func link() -> CodeIndex {
        CodeIndex(linking: files, interfaceActions: interfaceActions)
    }
}
