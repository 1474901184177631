/// One cause, one diagnostic, across rules (<doc:Choices>): a task modal with no
/// way out of its own draws `modal-dismiss-button`, and the rules that notice the same
/// missing exit from another side stay silent about that screen:
/// - `safe-exit` ("no safe way out on its own screen"): the Cancel it asks for is the
///   dismiss button `modal-dismiss-button` already asks for;
/// - `confirm-before-discard`'s swipe clause ("swiping it down closes it without asking"):
///   the swipe is the only way out there, and disabling it would trap people.
/// They speak again once the screen has a way out and their own cause remains (a Done but
/// no Cancel; a Cancel that does not ask). Only a diagnostic `modal-dismiss-button` keeps
/// (its rule on, the screen not suppressing it) silences the others.
enum OneCauseOneDiagnostic {
    /// The rules whose diagnostic at a screen repeats a missing way out.
    static let repeatsMissingExit: Set<String> = [SafeExitRule.description.id, ConfirmBeforeDiscardRule.description.id]

    /// The indices of findings to drop: `(rule, screen, action)` of each, in order. A finding
    /// at an action (a Cancel that does not ask) is another cause and is kept.
    static func repeated(_ findings: [(rule: String, screen: Int?, action: Int?)]) -> Set<Int> {
        let withoutExit = Set(findings.lazy.filter { $0.rule == ModalDismissButtonRule.description.id }.compactMap(\.screen))
        guard !withoutExit.isEmpty else { return [] }
        var dropped = Set<Int>()
        for (index, finding) in findings.enumerated()
        where repeatsMissingExit.contains(finding.rule) && finding.action == nil && finding.screen.map(withoutExit.contains) == true {
            dropped.insert(index)
        }
        return dropped
    }
}
