/// The Storyboard ID a Swift expression names when it is built from literals only: a
/// literal (`"Settings"`), literals joined with `+` (`"Settings" + "Nav"`), or the name of
/// a type's constant whose value is one of these (`Self.settingsID + "Nav"` with
/// `static let settingsID = "Settings"`). Anything else (a parameter, a variable, a
/// function's result, an interpolation) names no scene the reading can be sure of: nil.
///
/// Only a `let` is a constant: a `var` may be changed anywhere. Constants are followed a
/// few steps deep (a constant made of constants), never in a cycle.
enum StoryboardIdentifierExpression {
    /// How many constants deep a value is followed.
    private static let maximumDepth = 4

    static func value(_ reader: CodeBodyReader, _ start: Int, _ end: Int, index: CodeIndex?, owner: String?) -> String? {
        value(reader, start, end, index: index, owner: owner, depth: 0)
    }

    private static func value(_ reader: CodeBodyReader, _ start: Int, _ end: Int, index: CodeIndex?, owner: String?, depth: Int) -> String? {
        guard start < end else { return nil }
        var text = ""
        var cursor = start
        while cursor < end {
            // One operand: a literal, `name`, `self.name`, `Self.name`, `Type.name`.
            var operandEnd = cursor + 1
            while operandEnd < end, !reader.is(operandEnd, "+") { operandEnd += 1 }
            guard let part = operand(reader, cursor, operandEnd, index: index, owner: owner, depth: depth) else { return nil }
            text += part
            cursor = operandEnd
            if cursor < end {
                // A `+` must join two operands.
                guard cursor + 1 < end else { return nil }
                cursor += 1
            }
        }
        return text
    }

    private static func operand(_ reader: CodeBodyReader, _ start: Int, _ end: Int, index: CodeIndex?, owner: String?, depth: Int) -> String? {
        if let literal = reader.stringLiteral(start, end) { return literal }
        guard let index, depth < maximumDepth else { return nil }
        // `name` on the method's own type, or `Type.name` / `Self.name` / `self.name`.
        var typeName = owner
        var nameToken = start
        if end == start + 3, reader.isName(start), reader.isPunctuation(start + 1, "."), reader.isName(start + 2) {
            let qualifier = reader.text(start)
            if qualifier != "self", qualifier != "Self" { typeName = qualifier }
            nameToken = start + 2
        } else if end != start + 1 || !reader.isName(start) {
            return nil
        }
        guard let typeName else { return nil }
        let name = reader.text(nameToken)
        for type in index.lookupChain(of: typeName) {
            guard let property = index.properties(of: type).first(where: { $0.name == name }) else { continue }
            return constantValue(of: property, index: index, owner: type, depth: depth + 1)
        }
        return nil
    }

    /// `let name = <literal expression>` (`static let`, `let name: String = ...`): the
    /// constant's value; nil for a `var`, a computed property, anything not built of literals.
    private static func constantValue(of property: PropertyDeclaration, index: CodeIndex, owner: String, depth: Int) -> String? {
        let file = index.files[property.file]
        guard file.language == .swift, let nameToken = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: file) else { return nil }
        let reader = CodeBodyReader(index: index, file: property.file)
        guard reader.is(nameToken - 1, "let") else { return nil }
        var cursor = nameToken + 1
        if reader.isPunctuation(cursor, ":") {
            // `: String`
            guard reader.isName(cursor + 1) else { return nil }
            cursor += 2
        }
        guard reader.is(cursor, "=") else { return nil }
        let end = reader.expressionEnd(from: cursor + 1, limit: reader.tokens.count)
        return value(reader, cursor + 1, end, index: index, owner: owner, depth: depth)
    }
}
