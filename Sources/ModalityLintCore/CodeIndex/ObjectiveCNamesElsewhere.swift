/// The names under which an Objective-C method may be run without its own name being said
/// (certainty.md, part 2: a method is dead only when every way it could run is seen):
///
/// - Swift imports it under another name: `initWithResources:modelStr:` is called as
///   `SnowboyWrapper(resources:modelStr:)`, and `navigateFrom:` as `navigate(from:)`, the
///   base name cut before a preposition. Where the run holds Swift, a method whose cut name
///   Swift could call (the class's name, for an initialiser; the part before `With`, `From`,
///   `For` and the like, for the rest) is said anywhere, it may be the one called.
/// - The system calls it: a delegate method named after the object that calls it, whose
///   first parameter is that object (`messageComposeViewController:didFinishWithResult:`,
///   handed an `MFMessageComposeViewController`), of a class the run does not declare.
enum ObjectiveCNamesElsewhere {
    /// Words Swift's importer cuts a selector's first part before.
    static let prepositions = ["With", "For", "From", "To", "In", "At", "By", "Of", "On", "Using", "Into", "As", "After", "Before"]

    /// `runHoldsSwift`: whether any file of the run is Swift, asked once by the caller.
    static func mayBeRun(_ method: MethodDeclaration, runHoldsSwift: Bool, index: CodeIndex) -> Bool {
        guard index.files[method.file].language == .objectiveC else { return false }
        return (runHoldsSwift && isImportedUnderAnotherName(method, index: index)) || isSystemDelegateCallback(method, index: index)
    }

    private static func isImportedUnderAnotherName(_ method: MethodDeclaration, index: CodeIndex) -> Bool {
        let name = method.name
        if name.hasPrefix("init"), name.dropFirst(4).first?.isUppercase == true {
            return index.ownerName(of: method).map { index.isReferenced(name: $0) } ?? true
        }
        let scalars = Array(name)
        for word in prepositions {
            var searchStart = name.startIndex
            while let found = name.range(of: word, range: searchStart..<name.endIndex) {
                searchStart = found.upperBound
                let after = name.distance(from: name.startIndex, to: found.upperBound)
                // A word of its own: at the end, or before another capitalised word.
                guard found.lowerBound > name.startIndex, after == scalars.count || scalars[after].isUppercase else { continue }
                if index.referenceCount(of: String(name[..<found.lowerBound])) > 0 { return true }
            }
        }
        return false
    }

    private static func isSystemDelegateCallback(_ method: MethodDeclaration, index: CodeIndex) -> Bool {
        let file = index.files[method.file]
        let tokens = file.tokens
        guard let nameToken = SwiftUIViewTypes.tokenIndex(of: method.nameSpan, in: file), nameToken + 3 < tokens.count,
              file.text(of: tokens[nameToken + 1]) == ":", file.text(of: tokens[nameToken + 2]) == "(" else { return false }
        let type = file.text(of: tokens[nameToken + 3])
        guard index.type(named: type) == nil else { return false }
        // `MFMessageComposeViewController` without its prefix, `messageComposeViewController`.
        let characters = Array(type)
        var start = 0
        while start + 1 < characters.count, characters[start].isUppercase, characters[start + 1].isUppercase { start += 1 }
        guard start > 0, start < characters.count else { return false }
        let bare = String(characters[start...])
        return bare.prefix(1).lowercased() + bare.dropFirst() == method.name
    }
}
