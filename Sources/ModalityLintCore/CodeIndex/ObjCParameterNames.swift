/// The names an Objective-C method gives its parameters, in order: `+ (instancetype)
/// labelWithFont:(UIFont *)font textColor:(UIColor *)color` gives `["font", "color"]`, each
/// the name after a `part:(type)` between the method's name and its body. A reading that ties
/// a call's arguments to what the body does with them starts here.
enum ObjCParameterNames {
    static func of(_ method: MethodDeclaration, body: Range<Int>, _ reader: CodeBodyReader) -> [String] {
        var names: [String] = []
        var cursor = body.lowerBound - 1
        while cursor > 0, reader.tokens[cursor].span.start > method.nameSpan.start { cursor -= 1 }
        while cursor < body.lowerBound - 1 {
            if reader.isPunctuation(cursor, ":"), reader.isPunctuation(cursor + 1, "("), let close = reader.partners[cursor + 1],
               close > cursor + 1, close + 1 < body.lowerBound, reader.isName(close + 1) {
                names.append(reader.text(close + 1))
                cursor = close + 1
            }
            cursor += 1
        }
        return names
    }
}
