/// Whether the app's own delegate closes a system controller that its representable wraps,
/// when that controller leaves closing to its delegate (an image picker, a mail composer:
/// FrameworkBehaviour's `delegateMethod`). The system draws the Cancel and calls the
/// delegate method; the method the app writes for it, in the representable or the
/// coordinator declared inside it, is what closes the screen.
///
/// The method closes it when its body calls `dismiss(animated:)` on the controller it is
/// handed (`picker.dismiss(animated: true)`), or calls the dismiss action SwiftUI gives the
/// representable: through one of its `@Environment(\.presentationMode)` or `\.dismiss`
/// properties (`parent.presentationMode.wrappedValue.dismiss()`), or through a property of
/// the coordinator that holds one (`@Binding var presentation: PresentationMode`). Anything
/// else (a closure handed in, no such method) leaves whether the Cancel closes open.
enum DelegateClosing {
    enum Reading {
        /// The delegate method closes the screen: where it says so.
        case closes(ViewSummary.Place)
        /// No method of that name in the representable or its nested types.
        case noMethod
        /// The method the app writes, whose code does not plainly close the screen.
        case unclear(ViewSummary.Place)
    }

    static func reading(of viewType: SwiftUIViewTypes.ViewType, method name: String, index: CodeIndex) -> Reading {
        var found: ViewSummary.Place?
        for declaration in viewType.declarations {
            let file = index.files[declaration.file]
            guard declaration.body.lowerBound < declaration.body.upperBound, declaration.body.upperBound <= file.tokens.count else { continue }
            let start = file.tokens[declaration.body.lowerBound].span.start
            let end = file.tokens[declaration.body.upperBound - 1].span.end
            for method in index.methods where method.file == declaration.file && method.name == name
                && method.nameSpan.start >= start && method.nameSpan.end <= end {
                guard let body = method.body else { continue }
                let reader = CodeBodyReader(index: index, file: method.file)
                let closers = closingNames(of: viewType, owner: method.owner, index: index)
                let controller = controllerParameter(of: method, in: reader)
                if let closing = dismissal(in: body, reader: reader, closers: closers, controller: controller) {
                    return .closes(ViewSummary.Place(file: method.file, token: closing))
                }
                if found == nil, let nameToken = token(at: method.nameSpan.start, before: body.lowerBound, in: reader) {
                    found = ViewSummary.Place(file: method.file, token: nameToken)
                }
            }
        }
        return found.map(Reading.unclear) ?? .noMethod
    }

    /// The representable's properties that hold SwiftUI's dismiss action, and the owning
    /// coordinator's properties typed as one.
    private static func closingNames(of viewType: SwiftUIViewTypes.ViewType, owner: Int?, index: CodeIndex) -> Set<String> {
        var names = viewType.presentationModeNames.union(viewType.dismissNames)
        if let owner {
            for id in index.types[owner].properties {
                let property = index.properties[id]
                if let type = property.typeName, type.contains("PresentationMode") || type.contains("DismissAction") {
                    names.insert(property.name)
                }
            }
        }
        return names
    }

    /// The token of the first call in `body` that closes the screen.
    private static func dismissal(in body: Range<Int>, reader: CodeBodyReader, closers: Set<String>, controller: String?) -> Int? {
        let end = min(body.upperBound, reader.tokens.count)
        var cursor = body.lowerBound
        while cursor < end {
            defer { cursor += 1 }
            guard reader.tokens[cursor].kind == .identifier, reader.isPunctuation(cursor + 1, "(") else { continue }
            let called = reader.text(cursor)
            let receivers = reader.receivers(before: cursor).map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
            if called == "dismiss", let controller, receivers == [controller],
               reader.arguments(ofCallAt: cursor + 1).first?.label == "animated" {
                return cursor
            }
            if called == "dismiss", receivers.contains(where: closers.contains) { return cursor }
            // `parent.dismiss()` where the representable's `@Environment(\.dismiss) var dismiss`.
            if closers.contains(called), receivers.count == 1 { return cursor }
        }
        return nil
    }

    /// The name the method's first parameter has inside it (`picker` of `_ picker:
    /// UIImagePickerController`): the controller the system hands its delegate.
    private static func controllerParameter(of method: MethodDeclaration, in reader: CodeBodyReader) -> String? {
        guard let name = token(at: method.nameSpan.start, before: method.body?.lowerBound ?? 0, in: reader),
              reader.isPunctuation(name + 1, "(") else { return nil }
        var cursor = name + 2
        if reader.text(cursor) == "_" || (reader.isName(cursor) && reader.isName(cursor + 1)) { cursor += 1 }
        guard reader.isName(cursor), reader.isPunctuation(cursor + 1, ":") else { return nil }
        return reader.text(cursor)
    }

    /// The token that starts at byte `start`, searched back from `limit` (a signature is short).
    private static func token(at start: Int, before limit: Int, in reader: CodeBodyReader) -> Int? {
        var cursor = min(limit, reader.tokens.count) - 1
        while cursor >= 0, reader.tokens[cursor].span.start >= start {
            if reader.tokens[cursor].span.start == start { return cursor }
            cursor -= 1
        }
        return nil
    }
}
