/// What a one-line field of a form is for, as the view's own code says it by where the
/// field's text goes (certainty.md, "Content people would lose").
///
/// - A button of the view whose action commits (calls a method named for writing something
///   out: `viewModel.save()`, `client.post(...)`, or the view's own `save()` that does) and
///   reads the state the field is bound to takes what is typed there as the sheet's work:
///   until that button runs, it lives only in the sheet's own state (`@State`,
///   `@StateObject`, `@ObservedObject`), and a close that skips the button loses it.
/// - A field bound to a property that persists each value as it is set (`@AppStorage`)
///   keeps what is typed as it is typed: closing loses nothing.
/// - A secure field, or one whose content type or keyboard says it takes an address, a
///   credential or a number (`.textContentType(.username)`), holds an account detail or a
///   setting, not something people write.
///
/// Anything else stays open: a field bound to a `@Binding` (its presenter's state may keep
/// it, or a parent's in the same sheet may not), or one whose text no committing button reads.
enum OneLineFieldPurpose {
    /// Leading words of the names of methods that write what a form holds out to where it
    /// is kept: `save`, `saveChanges`, `createList`, `post`, `insert`, `sendMessage`.
    static let commitVerbs = ["save", "create", "post", "insert", "add", "send", "submit", "publish", "upload", "commit", "persist"]

    /// Property wrappers whose value is the view's own state, gone when the sheet closes,
    /// or a model object the view edits until it is saved.
    static let ownStateWrappers = ["@State", "@StateObject", "@ObservedObject"]

    /// `$viewModel.chore.title` or `self.$title`, the whole of `range`: the view's property
    /// the binding starts from (`viewModel`, `title`).
    static func boundRoot(_ range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor < range.upperBound, reader.isName(cursor) else { return nil }
        let name = reader.text(cursor)
        guard name.count > 1, name.hasPrefix("$") else { return nil }
        // Only a chain of member names: `$model.items[0]` or `$a.b(c)` is not followed.
        var next = cursor + 1
        while next < range.upperBound {
            guard reader.isPunctuation(next, "."), reader.isName(next + 1) else { return nil }
            next += 2
        }
        return String(name.dropFirst())
    }

    /// Whether a call's name says it writes something out (`saveChanges`, `post`).
    static func isCommitCall(_ name: String) -> Bool {
        commitVerbs.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            // `save` or `saveDraft`, but not `added` or `posterImage`.
            let rest = name.dropFirst(verb.count)
            return rest.isEmpty || rest.first?.isUppercase == true
        }
    }

    /// The names an action reads when it commits: the roots of the expressions in `ranges`
    /// (`title` in `createList(title: title)`, `viewModel` in `viewModel.save()`), when some
    /// call there commits; empty otherwise. `ownMethods` are bodies of the view's methods in
    /// the same file, read where the action calls them (`Button("Add") { save() }`), one
    /// call deep: each body once.
    static func committedNames(in ranges: [Range<Int>], _ reader: CodeBodyReader,
                               ownMethods: [String: [Range<Int>]]) -> Set<String> {
        var names: Set<String> = []
        var commits = false
        var pending = ranges
        var followed: Set<String> = []
        var depth = 0
        while !pending.isEmpty, depth < 2 {
            var next: [Range<Int>] = []
            for range in pending {
                for cursor in range where reader.kind(cursor) == .identifier {
                    // `self.viewModel` is read as `viewModel`.
                    let isMember = reader.isPunctuation(cursor - 1, ".") && !reader.is(cursor - 2, "self")
                    let name = reader.text(cursor)
                    if reader.isPunctuation(cursor + 1, "(") {
                        if isCommitCall(name) { commits = true }
                        if !isMember, let bodies = ownMethods[name], followed.insert(name).inserted { next += bodies }
                    }
                    // An argument's label (`title: title`) is not a read.
                    if !isMember, !reader.isPunctuation(cursor + 1, ":") { names.insert(name) }
                }
            }
            pending = next
            depth += 1
        }
        return commits ? names : []
    }

    /// Whether a property of the view, by its attributes, is the view's own state.
    static func isOwnState(_ attributes: [String]) -> Bool {
        attributes.contains { attribute in
            ownStateWrappers.contains { attribute == $0 || attribute.hasPrefix($0 + "(") }
        }
    }
}
