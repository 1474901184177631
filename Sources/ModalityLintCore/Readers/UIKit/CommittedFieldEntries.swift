/// What a UIKit screen's one-line text fields are for, as its own code says by where their
/// text goes (certainty.md, "Content people would lose"): the UIKit side of the SwiftUI
/// reading's `OneLineFieldPurpose`.
///
/// - A text field delegate method of the class (`textField(_:shouldChangeCharactersIn:
///   replacementString:)`, `textFieldDidEndEditing(_:)`, ...) that writes into the class's
///   own stored properties, in its body or in a method of the class it calls, keeps what
///   people type in the screen (`question = value`, `options[textField.tag] = value`).
/// - A method of the class that hands those properties to a call named for writing
///   something out (`createPoll(withQuestion: question, withOptions: options, ...)`,
///   `OneLineFieldPurpose.commitVerbs`) commits them: until it runs, the typing lives only
///   in the screen, and a way out that skips it loses it.
/// - As in SwiftUI (`ShortEntry`), one or two such entries are no work to lose; three, or a
///   list of them (written through a subscript: one per row), are a form people filled in.
/// - A class whose code makes a field secure or gives it a keyboard or content type for an
///   account, an address or a number holds credentials or settings, not people's writing.
///
/// Anything else leaves the fields' purpose open, as before. One pass over the class's
/// methods (and its superclasses' in the run), each called method read once: linear in
/// their size.
enum CommittedFieldEntries {
    /// Delegate methods UIKit calls as people type into a field, or when they leave it.
    static let fieldEditHandlers: Set<String> = [
        "textField", "textFieldDidEndEditing", "textFieldDidChangeSelection", "textFieldShouldReturn", "textFieldShouldClear",
    ]
    /// Members that say a field takes a credential, an address or a number.
    static let accountFieldMembers: Set<String> = ["isSecureTextEntry", "secureTextEntry", "setSecureTextEntry", "textContentType", "keyboardType"]

    /// Where the class's code keeps and commits what people type into its fields, when that
    /// is more than a short entry: the delegate method that keeps it. Nil when the code
    /// does not say so.
    static func keptAndCommitted(ofClass name: String, index: CodeIndex) -> CodeLocation? {
        let chain = index.lookupChain(of: name).filter { !index.isSystemClass($0) }
        let own = Set(chain.flatMap { index.properties(of: $0).filter { !$0.isStatic }.map(\.name) })
        guard !own.isEmpty else { return nil }
        let methods = chain.flatMap { index.methods(of: $0) }.filter { $0.body != nil && !index.deadCode.methods.contains($0.id) }
        let byName = Dictionary(grouping: methods, by: \.name)
        for method in methods {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            if body.contains(where: { reader.kind($0) == .identifier && accountFieldMembers.contains(reader.text($0)) }) { return nil }
        }
        var written: Set<String> = []
        var listWritten = false
        var keeper: MethodDeclaration?
        var followed: Set<String> = []
        for method in methods where fieldEditHandlers.contains(method.name) && method.selector.hasPrefix("textField") {
            var pending = [method]
            var wroteHere = false
            while let next = pending.popLast(), let body = next.body {
                let reader = CodeBodyReader(index: index, file: next.file)
                for cursor in body where reader.kind(cursor) == .identifier {
                    let text = reader.text(cursor)
                    // A method of the class the handler hands the field or its text to
                    // (`setValueFromTextField(textField: textField, value: value)`), one call deep.
                    if next.id == method.id, reader.isPunctuation(cursor + 1, "("), !reader.isPunctuation(cursor + 2, ")"),
                       reader.isOnSelf(cursor), let called = byName[text], followed.insert(text).inserted {
                        pending += called
                        continue
                    }
                    guard own.contains(text), reader.isOnSelf(cursor) else { continue }
                    var after = cursor + 1
                    var throughSubscript = false
                    if reader.isPunctuation(after, "["), let close = reader.partners[after], close > after {
                        after = close + 1
                        throughSubscript = true
                    }
                    guard reader.kind(after) == .operator, reader.is(after, "=") else { continue }
                    written.insert(text)
                    listWritten = listWritten || throughSubscript
                    wroteHere = true
                }
            }
            if wroteHere, keeper == nil { keeper = method }
        }
        guard let keeper, !written.isEmpty else { return nil }
        guard listWritten || written.count > ShortEntry.mostThatAreNoWork else { return nil }
        // Some method hands what was kept to a call that writes it out.
        for method in methods where !fieldEditHandlers.contains(method.name) {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for cursor in body where reader.kind(cursor) == .identifier && reader.isPunctuation(cursor + 1, "(")
                && OneLineFieldPurpose.isCommitCall(reader.text(cursor)) {
                let handed = reader.arguments(ofCallAt: cursor + 1).contains { argument in
                    (argument.start..<argument.end).contains { offset in
                        reader.kind(offset) == .identifier && written.contains(reader.text(offset)) && reader.isOnSelf(offset)
                    }
                }
                if handed { return CodeLocation(file: keeper.file, span: keeper.nameSpan, language: index.files[keeper.file].language) }
            }
        }
        return nil
    }
}
