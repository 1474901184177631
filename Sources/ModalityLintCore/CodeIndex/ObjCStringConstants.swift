/// The Objective-C string constants of the run (`NSString * const SettingsID = @"Settings";`,
/// `static NSString *const kID = @"..."`), read once over every Objective-C file: code that
/// names a scene through one (`instantiateViewControllerWithIdentifier:SettingsID`) names it
/// as the literal does. A name given two different values is no constant the reading can
/// be sure of, and is left out.
struct ObjCStringConstants: Sendable {
    private(set) var values: [String: String] = [:]

    func value(of name: String) -> String? { values[name] }

    static func read(_ index: CodeIndex) -> ObjCStringConstants {
        var constants = ObjCStringConstants()
        var ambiguous = Set<String>()
        for (fileIndex, file) in index.files.enumerated() where file.language == .objectiveC {
            let reader = CodeBodyReader(index: index, file: fileIndex)
            for offset in reader.tokens.indices where reader.is(offset, "const") {
                // `NSString * const Name = @"value";`: only a string object, only a literal.
                guard reader.is(offset - 1, "*"), reader.is(offset - 2, "NSString"), reader.isName(offset + 1),
                      reader.is(offset + 2, "="), reader.kind(offset + 3) == .string, reader.isPunctuation(offset + 4, ";"),
                      let value = file.stringValue(of: reader.tokens[offset + 3]) else { continue }
                let name = reader.text(offset + 1)
                if let known = constants.values[name], known != value { ambiguous.insert(name) }
                constants.values[name] = value
            }
        }
        for name in ambiguous { constants.values[name] = nil }
        return constants
    }
}
