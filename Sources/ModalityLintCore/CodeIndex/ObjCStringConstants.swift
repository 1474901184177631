/// The Objective-C string constants of the run, read once over every Objective-C file when
/// the index is built: `NSString * const SettingsID = @"Settings";`, `static NSString *const
/// kID = @"..."`, and a macro that stands for one literal, `#define kSegueToHelp
/// @"segueToHelp"`. Code that names a scene or a segue through one
/// (`instantiateViewControllerWithIdentifier:SettingsID`, `[self performSegueWithIdentifier:
/// kSegueToHelp sender:nil]`) names it as the literal does. A name given two different
/// values is no constant the reading can be sure of, and is left out.
struct ObjCStringConstants: Sendable {
    private(set) var values: [String: String] = [:]

    func value(of name: String) -> String? { values[name] }

    var isEmpty: Bool { values.isEmpty }

    static func read(_ files: [LexedFile]) -> ObjCStringConstants {
        var constants = ObjCStringConstants()
        var ambiguous = Set<String>()
        func add(_ name: String, _ value: String) {
            if let known = constants.values[name], known != value { ambiguous.insert(name) }
            constants.values[name] = value
        }
        for file in files where file.language == .objectiveC {
            let tokens = file.tokens
            for offset in tokens.indices where tokens[offset].kind == .keyword || tokens[offset].kind == .identifier {
                // `NSString * const Name = @"value";`: only a string object, only a literal.
                guard file.token(tokens[offset], is: "const"), offset >= 2, offset + 4 < tokens.count,
                      file.token(tokens[offset - 1], is: "*"), file.token(tokens[offset - 2], is: "NSString"),
                      tokens[offset + 1].kind == .identifier, file.token(tokens[offset + 2], is: "="),
                      tokens[offset + 3].kind == .string, file.token(tokens[offset + 4], is: ";"),
                      let value = file.stringValue(of: tokens[offset + 3]) else { continue }
                add(file.text(of: tokens[offset + 1]), value)
            }
            for line in file.trivia where line.kind == .preprocessorLine {
                if let (name, value) = stringMacro(file.bytes, line.span) { add(name, value) }
            }
        }
        for name in ambiguous { constants.values[name] = nil }
        return constants
    }

    /// `#define NAME @"value"` alone on its line (a comment may follow): the name and the
    /// literal's value. Nil for any other line (a macro with parameters, or whose body is
    /// anything but one string object literal).
    static func stringMacro(_ bytes: [UInt8], _ span: ByteSpan) -> (String, String)? {
        var cursor = span.start
        let end = min(span.end, bytes.count)
        func skipSpaces() { while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 } }
        func word() -> String? {
            let start = cursor
            while cursor < end, bytes[cursor] == UInt8(ascii: "_") || (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39)
                    || (bytes[cursor] | 0x20 >= UInt8(ascii: "a") && bytes[cursor] | 0x20 <= UInt8(ascii: "z")) { cursor += 1 }
            return cursor > start ? String(decoding: bytes[start..<cursor], as: UTF8.self) : nil
        }
        guard cursor < end, bytes[cursor] == UInt8(ascii: "#") else { return nil }
        cursor += 1
        skipSpaces()
        guard word() == "define" else { return nil }
        skipSpaces()
        guard let name = word(), cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 else { return nil }
        skipSpaces()
        // `@"..."`, escapes stepped over; the literal's value is the lexer's reading of it.
        guard cursor + 1 < end, bytes[cursor] == UInt8(ascii: "@"), bytes[cursor + 1] == UInt8(ascii: "\"") else { return nil }
        let literalStart = cursor
        cursor += 2
        while cursor < end, bytes[cursor] != UInt8(ascii: "\"") {
            if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
            if cursor < end, bytes[cursor] == 0x0A { return nil }
            cursor += 1
        }
        guard cursor < end else { return nil }
        cursor += 1
        let literal = ByteSpan(start: literalStart, end: cursor)
        skipSpaces()
        let restIsComment = cursor + 1 < end && bytes[cursor] == UInt8(ascii: "/")
            && (bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*"))
        guard cursor >= end || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D || restIsComment,
              let value = ObjCLexer.stringValue(bytes, literal) else { return nil }
        return (name, value)
    }
}
