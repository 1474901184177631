/// `modal-title`: task modals and alerts say what they are about. A title of only white
/// space counts as none.
public struct ModalTitleRule: Rule {
    public static let description = RuleDescription(
        id: "modal-title",
        defaultSeverity: .warning,
        summary: "A task modal or an alert has no title.",
        guideline: """
            Make a modal view's task easy to identify with a title; an alert's title says \
            what happened in a few words.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/modality",
        example: """
            app: Notes
            screens:
              library:
                title: Notes
                actions:
                  - label: New Note
                    present: editor
              editor:
                actions:
                  - label: Done
                    role: done
                    dismiss: true

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        for (index, screen) in context.document.screens.enumerated() {
            // An alert whose style is a value may be an action sheet, which needs no title.
            let isAlert = screen.effectiveKind == .alert && screen.knows(.kind)
            guard graph.isTaskModal[index] || isAlert, screen.knows(.title) else { continue }
            // A progress alert's message (Please wait...) is all it has to say.
            if isAlert, screen.progressView != nil { continue }
            // A web page's alert(), confirm() or prompt(), relayed: the page gives only a message.
            if isAlert, screen.relaysWebPage { continue }
            let hasTitle = screen.title.map { !$0.value.isBlank } ?? false
            guard !hasTitle else { continue }
            let fix: String
            switch context.source(ofScreen: index) {
            case .flow: fix = isAlert ? "add a `title` that says what happened in a few words" : "add a `title` that names its task"
            case .storyboard: fix = "give its navigation item a title that names its task"
            case .swift where context.isSwiftUI(screen: index):
                fix = isAlert ? "give `.alert(...)` a title that says what happened in a few words"
                    : "add `.navigationTitle(...)` that names its task"
            case .swift, .objc:
                fix = isAlert ? "give the alert a title that says what happened in a few words"
                    : "give it a title that names its task (`title = ...`)"
            }
            let message = isAlert
                ? "'\(screen.id)' is an alert without a title: \(fix)"
                : "'\(screen.id)' is presented modally but has no title: \(fix)"
            context.report(message, screen: index, at: screen.idSpan)
        }
    }
}
