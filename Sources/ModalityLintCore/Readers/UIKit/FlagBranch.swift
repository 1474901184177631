/// The branch on one of a method's `Bool` parameters that code stands in: a helper
/// `present(in:alert:title:message:...)` that builds a `UIAlertController` only
/// `if alert { ... }` (and shows a toast otherwise) shows an alert only at the calls that
/// hand `alert` true. Read from the method's tokens: `if flag {`, `if !flag {`, and the
/// `else` block of either.
enum FlagBranch {
    /// The parameter whose value decides whether `token` runs, and the value it must have;
    /// nil when `token` stands in no such branch (or in one on anything else).
    static func enclosing(_ token: Int, in method: MethodDeclaration, index: CodeIndex) -> (position: Int, value: Bool)? {
        guard let body = method.body, body.contains(token), index.files[method.file].language == .swift else { return nil }
        let parameters = SwiftParameterList.read(method, index: index)
        let flags = Dictionary(parameters.enumerated().filter { $0.element.type == "Bool" }.map { ($0.element.name, $0.offset) },
                               uniquingKeysWith: { first, _ in first })
        guard !flags.isEmpty else { return nil }
        let reader = CodeBodyReader(index: index, file: method.file)
        var found: (position: Int, value: Bool)?
        for offset in body where offset < token && reader.tokens[offset].kind == .keyword && reader.is(offset, "if") {
            // `if flag {` or `if !flag {`.
            let negated = reader.is(offset + 1, "!")
            let name = offset + (negated ? 2 : 1)
            guard reader.isName(name), let position = flags[reader.text(name)], reader.isPunctuation(name + 1, "{"),
                  let close = reader.partners[name + 1], close > name + 1 else { continue }
            if (name + 1)..<close ~= token {
                found = (position, !negated)
            } else if reader.is(close + 1, "else"), reader.isPunctuation(close + 2, "{"), let end = reader.partners[close + 2],
                      (close + 2)..<end ~= token {
                found = (position, negated)
            }
        }
        return found
    }
}
