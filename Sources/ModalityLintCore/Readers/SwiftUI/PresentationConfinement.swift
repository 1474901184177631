/// A sheet whose presentation nothing but the presenter's own code can end, and nothing in
/// the sheet can reach that code: then a button of the sheet that calls into a view model, a
/// store or a closure of a row closes nothing, and "no action dismisses it" is known
/// (certainty.md, part 1: the presenter side counts, and here it is read to the end).
///
/// `.sheet(item: $presentedMovie) { MovieDetail(movieID: $0.id) }` over `@State private var
/// presentedMovie` keeps the sheet to itself when `$presentedMovie` is said nowhere else in
/// the presenter (no child, model or closure is handed it), the presenter clears it only
/// where the presentation is (its `onDismiss`), and the sheet's view is handed nothing to act
/// with (no closure, no binding). Then only SwiftUI's own `dismiss` (or `presentationMode`,
/// or UIKit's `dismiss(animated:)` on some controller) can close the sheet from inside, and
/// the screen's views must hold none. What is left out: the presenter's own view taken off
/// the screen under the sheet (a row removed from a list), which closes the sheet by
/// accident, not as a way out people have.
enum PresentationConfinement {
    /// Whether this site keeps its presentation of `target` to itself (see above); the
    /// presenter's part. `flagIsPresenterState`: the driving binding is one of the
    /// presenter's own `@State`s.
    static func confines(_ presentation: ViewSummary.Presentation, of target: ViewSummary.Construction, presenter: String,
                         flagIsPresenterState: Bool, resets: [ViewSummary.FlagReset], index: CodeIndex,
                         viewTypes: SwiftUIViewTypes) -> Bool {
        switch presentation.kind {
        case .sheet, .fullScreenCover, .popover: break
        case .alert, .confirmationDialog, .actionSheet, .navigationDestination: return false
        }
        guard flagIsPresenterState, let flag = presentation.binding, presentation.bindingObject == nil,
              presentation.sendingScope == nil, presentation.storeScope == nil, !presentation.throughAppOverload,
              target.bindingArguments.isEmpty, target.handedClosures.isEmpty, target.initialiserClosures.isEmpty,
              target.flagSettingClosures.isEmpty, !handsSomethingToActWith(target, index: index),
              let presenterType = viewTypes.type(named: presenter) else { return false }
        // The flag cleared inside the presentation but for its `onDismiss` (which runs once it
        // is closed): the content's code closes it.
        let reader = CodeBodyReader(index: index, file: presentation.place.file)
        let onDismiss = SwiftUICall.read(at: presentation.place.token, reader, limit: reader.tokens.count)?.argument("onDismiss")?.range
        for reset in resets where reset.name == flag && reset.place.file == presentation.place.file
            && reset.place.token >= presentation.place.token && reset.place.token < presentation.end
            && !(onDismiss?.contains(reset.place.token) ?? false) {
            return false
        }
        // `$flag` (or `_flag`, the wrapper itself) said anywhere but in this presentation
        // hands the presentation to code the sheet may reach.
        let projected = Array(("$" + flag).utf8), wrapper = Array(("_" + flag).utf8)
        for declaration in presenterType.declarations {
            let file = index.files[declaration.file]
            for position in declaration.body where file.tokens[position].kind == .identifier {
                let span = file.tokens[position].span
                let first = file.bytes[span.start]
                guard first == UInt8(ascii: "$") || first == UInt8(ascii: "_") else { continue }
                let text = file.bytes[span.start..<span.end]
                guard text.elementsEqual(projected) || text.elementsEqual(wrapper) else { continue }
                let inThisPresentation = declaration.file == presentation.place.file
                    && position >= presentation.place.token && position < presentation.end
                if !inThisPresentation { return false }
            }
        }
        return true
    }

    /// Whether the sheet's view is made with a closure (an argument or a trailing one) or a
    /// `$` binding: something its code may call or set that is the presenter's.
    private static func handsSomethingToActWith(_ target: ViewSummary.Construction, index: CodeIndex) -> Bool {
        let reader = CodeBodyReader(index: index, file: target.place.file)
        guard let call = SwiftUICall.read(at: target.place.token, reader, limit: reader.tokens.count) else { return false }
        if !call.closures.isEmpty { return true }
        // Anywhere in the arguments: `viewModel: Controller(onDone: { shown = false })` too.
        return call.arguments.contains { argument in
            argument.range.contains { position in
                reader.isPunctuation(position, "{")
                    || reader.tokens[position].kind == .identifier && reader.file.bytes[reader.tokens[position].span.start] == UInt8(ascii: "$")
            }
        }
    }

    /// Whether the screen's views can close it themselves: one holds SwiftUI's `dismiss` or
    /// `presentationMode` (used by a button, or handed to a model), an app's wrapper around
    /// one, or is a UIKit view; or the app calls UIKit's `dismiss(animated:)` on some
    /// controller other than the caller, which may be the one showing the sheet.
    /// An environment value the app declares (`@Environment(\.closeAll)`) may hold a closure
    /// that an enclosing presenter installed, which closes what it presented, this sheet too.
    static func screenMayCloseItself(_ memberTypes: [String], viewTypes: SwiftUIViewTypes, index: CodeIndex,
                                     appDismissesAnotherController: Bool) -> Bool {
        if appDismissesAnotherController { return true }
        let appEnvironmentKeys = Set(index.properties(of: "EnvironmentValues").map(\.name))
        return memberTypes.contains { name in
            guard let type = viewTypes.type(named: name) else { return true }
            if !type.dismissNames.isEmpty || !type.presentationModeNames.isEmpty || !type.dismissMembers.isEmpty
                || type.isRepresentable || type.sharesItsName { return true }
            return index.properties(of: name).contains { property in
                property.attributes.contains { attribute in
                    let written = attribute.filter { !$0.isWhitespace }
                    guard written.hasPrefix("@Environment(\\.") else { return false }
                    let key = written.dropFirst("@Environment(\\.".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    return appEnvironmentKeys.contains(String(key))
                }
            }
        }
    }

    /// Whether the app calls UIKit's `dismiss(animated:)` (`dismissViewControllerAnimated:`)
    /// on a controller other than the caller itself (`rootViewController?.dismiss(...)`,
    /// `presentingViewController?.dismiss(...)`): one that may be under the sheet, whose
    /// dismissal closes it. One pass over the app's tokens.
    static func appDismissesAnotherController(_ index: CodeIndex) -> Bool {
        for file in index.files.indices {
            let lexed = index.files[file]
            let reader = CodeBodyReader(index: index, file: file)
            for position in lexed.tokens.indices where lexed.tokens[position].kind == .identifier {
                let token = lexed.tokens[position]
                let swift = lexed.token(token, is: "dismiss") && reader.isPunctuation(position + 1, "(")
                    && reader.is(position + 2, "animated")
                let objectiveC = lexed.token(token, is: "dismissViewControllerAnimated")
                    || lexed.token(token, is: "dismissModalViewControllerAnimated")
                guard swift || objectiveC else { continue }
                let receivers = lexed.language == .objectiveC ? reader.messageReceivers(before: position) ?? ["?"] : reader.receivers(before: position)
                if !(receivers.isEmpty || receivers == ["self"]) { return true }
            }
        }
        return false
    }
}
