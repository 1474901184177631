/// Whether anything in a presented screen's content can close it, read from what can close
/// a SwiftUI presentation at all rather than from what each button reaches (certainty.md,
/// "Dismissal"; 4th edition).
///
/// A sheet or cover shown with `.sheet(item: $presented)` closes only when `presented`
/// changes, when a view inside it calls the `dismiss` (or `presentationMode`) its
/// environment gives it, when UIKit dismisses a controller under it, or on the swipe. When
///
/// - the flag is a `@State` of the presenter's own, named nowhere else in the run (only the
///   presenter's code can change it), which that code sets only to show the screen, or where
///   it cannot run while the screen covers it (a tap, `onDismiss:`), and the presenting
///   sites hand the content no binding and no closure,
/// - no view the content is built of reads `\.dismiss` or `\.presentationMode`, holds a
///   Composable Architecture store, or wraps a UIKit view or controller, and
/// - no code of the run calls UIKit's `dismiss(animated:)` or
///   `dismissViewControllerAnimated:` on anything,
///
/// then nothing a button of the content reaches can close it, however far the reading
/// follows it: a store's reducer, a view model's method, a closure another view of the
/// content hands in may change anything but that flag. Such a button certainly does not
/// dismiss, and the open questions about where its call leads are settled.
///
/// What it does not see: code that tears the presenter down (a sign-out that swaps the
/// app's root view) also takes its sheet away; that is leaving the app's state, not a way
/// out people are offered.
enum ContentCapability {
    /// Whether the presentation's flag is a `@State` of `presenter`'s own that the run names
    /// nowhere but at this presentation (`$presented` once): no other code holds it.
    static func isDrivenByOwnState(_ presentation: ViewSummary.Presentation, presenter: String, index: CodeIndex) -> Bool {
        guard let binding = presentation.binding, presentation.bindingObject == nil, presentation.storeScope == nil,
              presentation.sendingScope == nil, presentation.sendingAction == nil, !presentation.throughAppOverload,
              index.referenceCount(of: "$" + binding) == 1 else { return false }
        return index.properties(of: presenter).contains { property in
            !property.isStatic && property.name == binding
                && property.attributes.contains { $0 == "@State" || $0.hasPrefix("@State(") }
        }
    }

    /// Whether what a presenting site hands its content may change the flag: a binding, a
    /// closure, or code inside the presentation's call that resets the flag anywhere but in
    /// its `onDismiss:` closure (which runs once it has closed), such as a closure handed to
    /// an object the content holds.
    static func siteHandsAWayToClose(_ presentation: ViewSummary.Presentation, target: ViewSummary.Construction,
                                     resets: [ViewSummary.FlagReset], index: CodeIndex) -> Bool {
        if !target.bindingArguments.isEmpty || !target.bindingsThroughAppCode.isEmpty || !target.handedClosures.isEmpty
            || !target.initialiserClosures.isEmpty || !target.flagSettingClosures.isEmpty { return true }
        let inside = resets.filter { reset in
            reset.name == presentation.binding && reset.place.file == presentation.place.file
                && reset.place.token > presentation.place.token && reset.place.token < presentation.end
        }
        guard !inside.isEmpty else { return false }
        let reader = CodeBodyReader(index: index, file: presentation.place.file)
        return inside.contains { !isInOnDismiss($0.place.token, after: presentation.place.token, reader) }
    }

    /// Whether the innermost closure holding `token` is the argument labelled `onDismiss:`.
    private static func isInOnDismiss(_ token: Int, after start: Int, _ reader: CodeBodyReader) -> Bool {
        closureLabel(around: token, after: start, reader) == "onDismiss"
    }

    /// Closures the presenter's code may change the flag in without closing the screen
    /// while it shows: `onDismiss:` runs once it has closed, and a tap or a button of the
    /// presenter cannot be reached while the sheet or cover lies over it.
    static let closuresThatCannotRunWhileShown: Set<String> = ["onDismiss", "onTapGesture", "action", "Button"]

    /// Whether every change the presenter's code makes to the flag (`changes`, the tokens of
    /// its assignments) shows the screen rather than closing it: it sets `true`, or it runs
    /// in a closure that cannot run while the screen shows. A change in a method, or in an
    /// `.onChange`, `.onReceive` or `.task` closure, may close it.
    static func presenterOnlyShowsIt(changes: [ViewSummary.Place], index: CodeIndex) -> Bool {
        changes.allSatisfy { change in
            let reader = CodeBodyReader(index: index, file: change.file)
            if reader.is(change.token + 2, "true") { return true }
            guard let label = closureLabel(around: change.token, after: 0, reader) else { return false }
            return closuresThatCannotRunWhileShown.contains(label)
        }
    }

    /// The name a closure holding `token` is passed under: the argument label before it
    /// (`onDismiss:`), or the call it trails (`.onTapGesture {`, `Button("Add") {`); nil
    /// when `token` is in no closure after `start`, or in one that is neither.
    private static func closureLabel(around token: Int, after start: Int, _ reader: CodeBodyReader) -> String? {
        var depth = 0
        var cursor = token - 1
        while cursor > start {
            if reader.isPunctuation(cursor, "}"), let open = reader.partners[cursor], open < cursor {
                // A closed block before the token: step over it whole.
                cursor = open - 1
                continue
            }
            if reader.isPunctuation(cursor, "}") {
                depth += 1
            } else if reader.isPunctuation(cursor, "{") {
                if depth > 0 {
                    depth -= 1
                } else {
                    // `label: {`, `call {`, `call(arguments) {`.
                    var before = cursor - 1
                    if reader.isPunctuation(before, ":") { return reader.kind(before - 1) == .identifier ? reader.text(before - 1) : nil }
                    if reader.isPunctuation(before, ")"), let open = reader.partners[before], open < before { before = open - 1 }
                    return reader.kind(before) == .identifier ? reader.text(before) : nil
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether the views a screen is built of (`members`, each declared in the run) give
    /// none of them a way to close it: no `dismiss` or `presentationMode` read from the
    /// environment, no store whose parent may clear the presentation, no UIKit view or
    /// controller wrapped, no view handed in from outside.
    static func membersCannotClose(_ members: [String], viewTypes: SwiftUIViewTypes) -> Bool {
        members.allSatisfy { name in
            guard let type = viewTypes.type(named: name) else { return false }
            return type.dismissNames.isEmpty && type.dismissMembers.isEmpty && type.presentationModeNames.isEmpty
                && type.storeFeatures.isEmpty && !type.isRepresentable && !type.holdsHandedView && !type.sharesItsName
        }
    }

    /// Whether any code of the run calls UIKit's dismissal (`dismiss(animated:)`,
    /// `dismissViewControllerAnimated:completion:`, `dismissModalViewControllerAnimated:`),
    /// which closes whatever a controller presented, a SwiftUI sheet included. One pass
    /// over the run's tokens.
    static func runCallsUIKitDismiss(_ index: CodeIndex) -> Bool {
        if index.referenceCount(of: "dismissViewControllerAnimated") > 0
            || index.referenceCount(of: "dismissModalViewControllerAnimated") > 0 { return true }
        guard index.referenceCount(of: "dismiss") > 0 else { return false }
        for file in index.files where file.language == .swift {
            let tokens = file.tokens
            for offset in tokens.indices where tokens[offset].kind == .identifier && file.token(tokens[offset], is: "dismiss") {
                guard offset + 2 < tokens.count, file.token(tokens[offset + 1], is: "(") else { continue }
                if file.token(tokens[offset + 2], is: "animated") { return true }
            }
        }
        return false
    }
}
