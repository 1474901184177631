/// Which declarations a Swift call may reach by its argument labels: `present(vc, animated:
/// true)` cannot run an app's `present(_:interactiveDismissalType:completion:)`, whatever
/// the name says. Labels are written as in a full name, `_` for an unlabelled argument.
enum ArgumentLabels {
    /// The labels of a declaration's full name (`present(_:animated:completion:)` gives
    /// `["_", "animated", "completion"]`); nil when the name has none written (an
    /// Objective-C selector, a property).
    static func declared(byFullName fullName: String) -> [String]? {
        guard fullName.hasSuffix(")"), let open = fullName.firstIndex(of: "(") else { return nil }
        let inner = fullName[fullName.index(after: open)..<fullName.index(before: fullName.endIndex)]
        return inner.split(separator: ":").map(String.init)
    }

    /// Whether a call with `call`'s labels in its parentheses may reach a declaration with
    /// `declared`'s: each label the call writes, in order, is one of the declaration's.
    /// Parameters with default values and trailing closures may be left out, so the call's
    /// labels need only be a subsequence. Unknown labels on either side fit.
    static func call(_ call: [String]?, fits declared: [String]?) -> Bool {
        guard let call, let declared else { return true }
        var remaining = declared[...]
        for label in call {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }
}

extension MethodDeclaration {
    /// Whether a call with these argument labels may run this method (`ArgumentLabels`).
    func mayTake(labels: [String]?) -> Bool {
        ArgumentLabels.call(labels, fits: ArgumentLabels.declared(byFullName: fullName))
    }
}
