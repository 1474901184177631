/// How each rule reads storyboards and code, and what it leaves alone, in a few lines: for
/// `modality-lint explain RULE`, and under "In storyboards and code" on the rule's page in
/// `Rules/` (a test keeps the two the same).
extension RuleDescription {
    /// The rule's reading of storyboards and code; empty for the tool's own diagnostics.
    public var reading: String { RuleReading.texts[id] ?? "" }
}

enum RuleReading {
    static let texts: [String: String] = [
        "modal-dismiss-button": "A dismissing action is a bar button item, button or unwind in a storyboard, or a control whose action reaches `dismiss` in code, followed through the app's own methods. A screen whose buttons may come from code not read, or whose way out may hide in a router, a delegate or a gesture handler, is not judged. Advice adds a close button to the content where no navigation bar shows.",
        "no-modal-over-popover": "A popover is a segue or a `modalPresentationStyle = .popover` / `.popover` modifier; what its screen presents is read from segues and `present` calls. A present after the popover is dismissed in the same action is left alone, and so are alerts.",
        "modal-hierarchy-depth": "Pushes are show segues inside a navigation controller, `pushViewController` and `NavigationLink`. Only a modal task is judged: a browsing context (no committing action, no Cancel: Settings closed with Done) is left alone, and in a storyboard a context closed only with Done is browsing.",
        "modal-single-path": "Pushes are show segues inside a navigation controller, `pushViewController` and `NavigationLink`. A view controller whose code pops back to itself (`popToViewController(self, ...)`) is a form whose pickers return to it, and is left alone. Only a modal task is judged: a browsing context (no committing action, no Cancel: Settings closed with Done) is left alone, and in a storyboard a context closed only with Done is browsing.",
        "modal-completion-path": "Cancel and Done are read from system bar button items, button words and SwiftUI placements (`.cancellationAction`, `.confirmationAction`). A context with no Cancel is browsing and left alone; one whose buttons are not all known is not judged.",
        "modal-title": "Judged only where a navigation bar shows and its title is certainly never set (no navigation item title, `title =`, `.navigationTitle`, heading in the content, title set by the presenter), and for alerts whose title is certainly `nil`. Screens of immersive content (a `VideoPlayer`, an `AVPlayerViewController` scene) are left alone. Progress alerts (a spinner in the alert) and alerts relaying a web page's `alert()` (`WKUIDelegate` panels) are left alone.",
        "consistent-transitions": "Transitions are a segue's Transition, `modalTransitionStyle` or UIKit's default (cover vertical). Popovers, overlays and system modals are left alone, and so is a presentation whose style or transition is a value.",
        "done-button-misuse": "Only a button people see as Done (its words or a system Done item) is judged: a Save or Continue in the confirmation slot is not a Done, and an Edit/Done toggle of editing mode (`EditButton`, `setEditing`) is left alone. A Done whose action reaches code not read may dismiss, and is not judged.",
        "confirm-before-discard": "Content is known to be edited where people write or draw in something the screen keeps: SwiftUI's `TextEditor` or a `TextField` bound to state, and a UIKit `UITextView` or PencilKit `PKCanvasView` (laid out in a storyboard scene or a xib, made by code, or wrapped by a `UIViewRepresentable`) whose contents the code reads back. A text view only shown, a one-line `UITextField`, and text saved elsewhere as it is typed leave it unknown. A sheet whose swipe is stopped (`interactiveDismissDisabled`, `isModalInPresentation`) is left alone.",
        "alert-actions": "An alert from code is judged only when every use of it was read to the end and no action could be added elsewhere. A progress alert (a spinner or progress bar added to its view), and one the app closes on every path of its work (success and failure, in a `Task` or a queue's block), are left alone; one the app dismisses itself on some path only gets advice about those paths, not an OK.",
        "alert-actionable": "Read from `UIAlertController` and SwiftUI `.alert` with their actions; an action whose words are a value is not judged.",
        "action-sheet-cancel": "A cancel action is one of style `.cancel` (`UIAlertActionStyleCancel`, SwiftUI `role: .cancel`), or words a string table says are Cancel; a sheet whose actions are not all known is not judged.",
        "modal-style-fit": "Styles are a segue's Presentation, `modalPresentationStyle`, `.sheet` or `.fullScreenCover`; immersive content is read from players, cameras and document views; a SwiftUI `Form` is `content: [form]`, and the subforms it pushes count as its sections. The size clause judges only modal tasks: a browsing context (Settings closed with Done) may be a large sheet.",
        "navigation-bar-appearance": "Needs the app's bar appearance (`defaults.navigationBar`), which only a flow file states: storyboards and code are not judged.",
        "compact-adaptation": "Read from segues and presentation styles in code, with a popover delegate's `adaptivePresentationStyle` returning `.none`; a style that is a value is not judged.",
        "transition-style-compat": "Read from a segue's Transition and Presentation, or `modalTransitionStyle` and `modalPresentationStyle` set before `present`.",
        "modal-stack-depth": "Counts presents along segues and `present` calls from the app's first screens; system modals and a present after a dismiss in the same action do not count.",
        "safe-exit": "Judged only where the task certainly commits (a Save, Add or Send, or a Done where content is known to be edited) and every button of the screen is known; advice adds the Cancel to the content where no navigation bar shows.",
        "loading-feedback": "Needs `loads` and `loadingIndicator`, which only a flow file states: storyboards and code are not judged.",
        "minimize-modality": "Counts screens from storyboards and code as from a flow file: screens presented modally among all that are not system modals.",
        "unreachable-screen": "Only a flow file names every way in: any storyboard scene or view may be created from code, so storyboards and code are not judged (a dead scene is counted in the summary instead).",
        "dismiss-outside-modal": "Only a flow file names every way in: a storyboard's or code's screen may be presented from code not read, so they are not judged.",
    ]
}
