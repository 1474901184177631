/// What the rules would report if the facts the reading left open were as feared
/// (certainty.md, part 3, the audit mode `--show-uncertain`): a button whose effect is open
/// does not dismiss, a screen whose buttons are open has only those read, a title that is
/// open is absent, content that is open is people's work, a presentation that states no
/// style in a project made for SDKs before iOS 13 is a sheet. Each is a note with the reason
/// it is open; it never fails a run and default runs never show it.
///
/// Only the facts a closed reading decides are feared; screens the reading did not see at
/// all (a class outside the run, a dead scene, code that does not lex) stay unjudged.
enum UncertainProblems {
    /// Facts of a screen the closure principle leaves open.
    static let screenFacts: Facts = [.title, .actions, .editsContent, .content]
    /// Facts of an action it leaves open.
    static let actionFacts: Facts = [.dismiss, .role]

    /// The document with its open facts resolved as feared.
    static func feared(_ document: FlowDocument) -> FlowDocument {
        var feared = document
        for index in feared.screens.indices {
            let screen = feared.screens[index]
            if screen.hasUnknownContents || screen.isUnnamedPresenter { continue }
            if !screen.knows(.editsContent), screen.editsContent == nil {
                feared.screens[index].editsContent = Located(true, at: screen.idSpan)
            }
            feared.screens[index].unknownFacts.subtract(screenFacts)
            if screen.actions.contains(where: { !$0.knows(actionFacts) || $0.styleIsSDKDefault }) {
                var actions = screen.actions
                for position in actions.indices {
                    actions[position].unknownFacts.subtract(actionFacts)
                    // Open only for the SDK: feared as today's SDK has it, `automatic`.
                    if actions[position].styleIsSDKDefault { actions[position].unknownFacts.remove(.style) }
                }
                feared.screens[index].actions = actions
            }
        }
        return feared
    }

    /// The facts each rule's claim rests on, for naming only those in the reason.
    static func facts(reliedOnBy rule: String) -> Facts {
        switch rule {
        case "modal-title": return [.title, .content]
        case "modal-dismiss-button", "done-button-misuse", "modal-completion-path": return [.dismiss, .actions]
        case "alert-actions", "action-sheet-cancel", "safe-exit": return [.actions, .dismiss, .role]
        case "confirm-before-discard": return [.editsContent, .dismiss, .actions, .style]
        case "modal-style-fit", "compact-adaptation", "transition-style-compat", "consistent-transitions": return [.style]
        default: return screenFacts.union(actionFacts).union(.style)
        }
    }

    /// Why the facts the rule needs were open, in a few words, from the screen as read.
    static func reason(for subject: String, rule: String, in document: FlowDocument) -> String {
        let parts = subject.split(separator: "/", maxSplits: 1).map(String.init)
        let screenID = parts.first ?? subject
        guard let screen = document.screens.first(where: { $0.id == screenID }) else { return "a fact it needs is open" }
        let needed = facts(reliedOnBy: rule)
        // An action's subject (`screen/label`) names the button whose facts matter.
        let actions = parts.count > 1 ? screen.actions.filter { $0.labelText == parts[1] } : screen.actions
        var open: [String] = []
        let unknownDismissals = actions.filter { !$0.knows(.dismiss) }.map(\.nameInMessages)
        if needed.contains(.dismiss), !unknownDismissals.isEmpty {
            open.append("whether \(unknownDismissals.prefix(3).joined(separator: ", ")) closes it "
                        + "(its action reaches code the reading does not follow: a view model, a router, a delegate)")
        }
        if needed.contains(.actions), !screen.knows(.actions) {
            open.append("its ways out (a gesture, an event handler, an embedded view or code not followed may close it)")
        }
        if needed.contains(.title), !screen.knows(.title) {
            open.append("its title (drawn in its content, set by its presenter or an app modifier, or no navigation bar shows)")
        }
        if needed.contains(.content), !screen.knows(.content) {
            open.append("what it shows (a UIKit view wrapped into SwiftUI, or a view declared outside the run: the reading does not see it; "
                        + "it may be a photo, a video or a document, which need no title)")
        }
        if needed.contains(.editsContent), !screen.knows(.editsContent) {
            open.append("whether it holds people's work (a field whose purpose code does not say)")
        }
        if needed.contains(.style), actions.contains(where: \.styleIsSDKDefault)
            || document.screens.contains(where: { $0.actions.contains { $0.styleIsSDKDefault && $0.present?.value == screenID } }) {
            open.append("its presentation style (it states none, and the app's project was made for SDKs before iOS 13, "
                        + "where that is full screen, not a sheet)")
        }
        if needed.contains(.role), actions.contains(where: { !$0.knows(.role) }) {
            open.append("what some buttons are (their words are set in code)")
        }
        return open.isEmpty ? "a fact it needs is open" : "open: " + open.joined(separator: "; ")
    }
}
