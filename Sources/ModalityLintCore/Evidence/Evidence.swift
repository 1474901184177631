/// One fact a diagnostic relied on, where it was read and how it was established
/// (certainty.md, part 3): `modality-lint why FILE:LINE`, `--format evidence` and the JSON
/// report print it.
public struct Evidence: Sendable, Hashable {
    /// The fact, in the contract's words: `shown`, `title`, `action`, `dismissal` ...
    public var fact: String
    /// What the reading holds of it: "presented as a sheet by 'Library'", "no title".
    public var statement: String
    /// Where it was read; nil for a fact established by closure over the whole reading.
    public var file: String?
    public var position: SourcePosition?
    /// How it was established: stated by a flow file, a storyboard attribute, read in
    /// code, or closed (every place that could give it was read to the end).
    public var how: String
    /// For a fact that is open (a `--show-uncertain` note's evidence): the kind of what the
    /// reading could not follow (`OpenReason.Kind`'s raw value: `otherObjectCall`,
    /// `noNavigationBar`, ...); nil for a fact the rule relied on.
    public var openKind: String?

    public init(fact: String, statement: String, file: String? = nil, position: SourcePosition? = nil, how: String,
                openKind: String? = nil) {
        self.openKind = openKind
        self.fact = fact
        self.statement = statement
        self.file = file
        self.position = position
        self.how = how
    }

    /// `file:line:col: fact: statement (how)`, for people.
    public var rendered: String {
        let place = file.map { "\($0):\(position?.line ?? 1):\(position?.column ?? 1): " } ?? ""
        return "\(place)\(fact): \(statement) (\(how))"
    }
}
