/// Reads one Objective-C method of a view controller for what it presents and pushes:
/// `presentViewController:animated:completion:` and `pushViewController:animated:` sent to
/// itself (or its navigation controller), what their argument holds as far as the method
/// says (`[[T alloc] init...]`, `initWithRootViewController:`, a typed local), the styles
/// set on it, and the `UIAlertController`s with their `UIAlertAction`s.
struct ObjCPresentationScanner {
    private let index: CodeIndex
    private let reader: CodeBodyReader
    private let className: String
    private let body: Range<Int>
    private let navigation = NavigationPlacement()
    private var result = MethodPresentations()
    private var locals = PresentationLocals()
    private var alertAt: [Int: Int] = [:]
    private var alertActionAt: [Int: Int] = [:]
    private var activityViewAt: [Int: Int] = [:]
    private var loops: [Range<Int>] = []

    static func scan(_ method: MethodDeclaration, of className: String, index: CodeIndex) -> MethodPresentations {
        guard let body = method.body else { return MethodPresentations() }
        var scanner = ObjCPresentationScanner(index: index, reader: CodeBodyReader(index: index, file: method.file),
                                              className: className, body: body)
        scanner.scan()
        return scanner.result
    }

    private init(index: CodeIndex, reader: CodeBodyReader, className: String, body: Range<Int>) {
        self.index = index
        self.reader = reader
        self.className = className
        self.body = body
    }

    private mutating func scan() {
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            defer { cursor += 1 }
            let kind = reader.tokens[cursor].kind
            guard kind == .identifier || kind == .keyword else { continue }
            let word = reader.text(cursor)
            switch word {
            case "for", "while":
                noteLoop(after: cursor)
            case "modalPresentationStyle", "modalTransitionStyle":
                readStyle(cursor, transition: word == "modalTransitionStyle")
            case "delegate":
                readPopoverDelegate(cursor)
            case "addAction":
                readAddAction(cursor)
            case "presentViewController":
                readCall(cursor, edge: .present)
            case "pushViewController":
                readCall(cursor, edge: .push)
            default:
                if SwiftPresentationScanner.isTypeName(word), reader.is(cursor + 1, "*"), reader.isName(cursor + 2), reader.is(cursor + 3, "=") {
                    readTypedLocal(cursor)
                } else if reader.is(cursor + 1, "="), !reader.is(cursor - 1, "*") {
                    readAssignment(cursor)
                }
            }
        }
    }

    // MARK: Locals

    /// `T *x = ...;`: the value when the expression says it, else an instance of `T`.
    private mutating func readTypedLocal(_ offset: Int) {
        let end = navigation.objcStatementEnd(reader, offset + 4, body.upperBound)
        var value = resolve(offset + 4, end)
        let typeName = reader.text(offset)
        if value == .unknown, typeName != "UIAlertController", typeName != "UIAlertAction" {
            value = index.isNavigationController(typeName) ? .navigation(typeName, root: .unknown) : .controller(typeName)
        }
        locals.assign(reader.text(offset + 2), value)
    }

    /// `x = ...;`, `self.x = ...;`, `_x = ...;`.
    private mutating func readAssignment(_ offset: Int) {
        let chain = reader.receivers(before: offset)
        guard chain.isEmpty || chain == ["self"] else { return }
        let end = navigation.objcStatementEnd(reader, offset + 2, body.upperBound)
        locals.assign(reader.text(offset), resolve(offset + 2, end))
    }

    // MARK: Values

    private mutating func resolve(_ start: Int, _ end: Int) -> PresentedValue {
        guard start < end else { return .unknown }
        if end == start + 1, reader.isName(start) {
            let name = reader.text(start)
            return locals.values[name] ?? locals.values["_" + name] ?? .unknown
        }
        if end == start + 3, reader.is(start, "self"), reader.isPunctuation(start + 1, "."), reader.isName(start + 2) {
            let name = reader.text(start + 2)
            return locals.values[name] ?? locals.values["_" + name] ?? .unknown
        }
        guard reader.isPunctuation(start, "[") else { return .unknown }
        // `[UIAlertController alertControllerWithTitle:... preferredStyle:...]`
        if reader.is(start + 1, "UIAlertController"), reader.is(start + 2, "alertControllerWithTitle") { return alert(at: start + 1) }
        if reader.is(start + 1, "UIAlertAction"), reader.is(start + 2, "actionWithTitle") { return alertAction(at: start + 1) }
        // `[[T alloc] initWith...]`
        if reader.isPunctuation(start + 1, "["), reader.isName(start + 2), reader.is(start + 3, "alloc") {
            let typeName = reader.text(start + 2)
            if typeName == "UIActivityViewController" {
                if let known = activityViewAt[start + 2] { return .activityView(known) }
                result.activityViews.append(ActivityViewConstruction(token: start + 2))
                activityViewAt[start + 2] = result.activityViews.count - 1
                return .activityView(result.activityViews.count - 1)
            }
            if index.isNavigationController(typeName) {
                let close = reader.messageEnd(start)
                var cursor = start + 4
                while cursor < close {
                    if reader.is(cursor, "initWithRootViewController"), reader.isPunctuation(cursor + 1, ":") {
                        let argumentEnd = reader.objcArgumentEnd(from: cursor + 2, limit: close)
                        return .navigation(typeName, root: resolve(cursor + 2, argumentEnd))
                    }
                    cursor += 1
                }
                return .navigation(typeName, root: .unknown)
            }
        }
        return navigation.objcValue(reader, start, end, locals: [:]).map(PresentedValue.init) ?? .unknown
    }

    /// The message arguments of the send whose receiver name is at `receiver`: each
    /// selector part with its value's range.
    private func parts(ofSendAt receiver: Int) -> [(name: String, start: Int, end: Int)] {
        guard reader.isPunctuation(receiver - 1, "[") else { return [] }
        let close = reader.messageEnd(receiver - 1)
        var parts: [(String, Int, Int)] = []
        var cursor = receiver + 1
        while cursor < close {
            if reader.isName(cursor), reader.isPunctuation(cursor + 1, ":") {
                let end = reader.objcArgumentEnd(from: cursor + 2, limit: close)
                parts.append((reader.text(cursor), cursor + 2, end))
                cursor = max(end, cursor + 2)
                continue
            }
            cursor += 1
        }
        return parts
    }

    private mutating func alert(at offset: Int) -> PresentedValue {
        if let known = alertAt[offset] { return .alert(known) }
        var construction = AlertConstruction(token: offset, kind: .alert, title: .none)
        for part in parts(ofSendAt: offset) {
            switch part.name {
            case "alertControllerWithTitle":
                if part.end == part.start + 1, reader.is(part.start, "nil") {
                    construction.title = .none
                } else {
                    construction.title = reader.stringLiteral(part.start, part.end).map { .text($0) } ?? .dynamic
                }
            case "preferredStyle":
                if reader.is(part.start, "UIAlertControllerStyleActionSheet") { construction.kind = .actionSheet }
            default:
                continue
            }
        }
        result.alerts.append(construction)
        alertAt[offset] = result.alerts.count - 1
        return .alert(result.alerts.count - 1)
    }

    private mutating func alertAction(at offset: Int) -> PresentedValue {
        if let known = alertActionAt[offset] { return .alertAction(known) }
        var action = AlertActionConstruction(token: offset)
        for part in parts(ofSendAt: offset) {
            switch part.name {
            case "actionWithTitle": action.label = reader.stringLiteral(part.start, part.end)
            case "style": action.role = reader.lastName(in: part.start, part.end).flatMap(AlertActionConstruction.role(ofStyle:))
            default: continue
            }
        }
        result.alertActions.append(action)
        alertActionAt[offset] = result.alertActions.count - 1
        return .alertAction(result.alertActions.count - 1)
    }

    // MARK: Statements

    private func localName(_ chain: ArraySlice<String>) -> String? {
        if chain.count == 1, chain.first != "self" { return chain.first }
        if chain.count == 2, chain.last == "self" { return chain.first }
        return nil
    }

    /// `vc.modalPresentationStyle = UIModalPresentationFormSheet;` on a local.
    private mutating func readStyle(_ offset: Int, transition: Bool) {
        guard reader.is(offset + 1, "="), let name = localName(reader.receivers(before: offset)[...]) else { return }
        let prefix = transition ? "UIModalTransitionStyle" : "UIModalPresentation"
        let constant = reader.isName(offset + 2) ? reader.text(offset + 2) : ""
        guard constant.hasPrefix(prefix), constant.count > prefix.count, reader.isPunctuation(offset + 3, ";") else {
            locals.unknownStyles.insert(name)
            return
        }
        let rest = constant.dropFirst(prefix.count)
        let caseName = rest.prefix(1).lowercased() + rest.dropFirst()
        if transition {
            locals.transitions[name] = (caseName, offset)
        } else {
            locals.styles[name] = (caseName, offset)
        }
    }

    /// `vc.popoverPresentationController.delegate = self;`
    private mutating func readPopoverDelegate(_ offset: Int) {
        guard reader.is(offset + 1, "="), reader.is(offset + 2, "self") else { return }
        let chain = reader.receivers(before: offset)
        guard let controller = chain.first, controller == "popoverPresentationController" || controller == "presentationController",
              let name = localName(chain.dropFirst()) else { return }
        locals.popoverDelegates.insert(name)
    }

    /// `[alert addAction:action];`
    private mutating func readAddAction(_ offset: Int) {
        guard reader.isPunctuation(offset + 1, ":"), reader.isName(offset - 1) else { return }
        var receiver = offset - 1
        if reader.isPunctuation(receiver - 1, "."), reader.is(receiver - 2, "self") { receiver -= 2 }
        guard reader.isPunctuation(receiver - 1, "["), case .alert(let alert)? = locals.values[reader.text(offset - 1)] else { return }
        let end = reader.objcArgumentEnd(from: offset + 2, limit: reader.messageEnd(receiver - 1))
        guard !loops.contains(where: { $0.contains(offset) }), case .alertAction(let action) = resolve(offset + 2, end) else {
            result.alerts[alert].actionsUnknown = true
            return
        }
        result.alerts[alert].actions.append(action)
    }

    /// `[self presentViewController:x animated:YES completion:nil]`,
    /// `[self.navigationController pushViewController:x animated:YES]`.
    private mutating func readCall(_ offset: Int, edge: CodeAction.Edge) {
        guard reader.isPunctuation(offset + 1, ":") else { return }
        var receiver: [String] = []
        var cursor = offset - 1
        while reader.isName(cursor) {
            receiver.append(reader.text(cursor))
            guard reader.isPunctuation(cursor - 1, ".") else { break }
            cursor -= 2
        }
        guard reader.isPunctuation(cursor - 1, "["), receiver.last == "self" else { return }
        let presenter = receiver.dropLast()
        switch edge {
        case .present:
            guard presenter.isEmpty || (presenter.count == 1 && SwiftPresentationScanner.presentingReceivers.contains(presenter.first!)) else { return }
        case .push:
            guard presenter.count == 1, presenter.first == "navigationController" else { return }
        }
        let end = reader.objcArgumentEnd(from: offset + 2, limit: reader.messageEnd(cursor - 1))
        let value = resolve(offset + 2, end)
        var name: String?
        if end == offset + 3, reader.isName(offset + 2) { name = reader.text(offset + 2) }
        if end == offset + 5, reader.is(offset + 2, "self"), reader.isName(offset + 4) { name = reader.text(offset + 4) }
        result.sites.append(locals.site(edge, value: value, call: offset, name: name))
    }

    private mutating func noteLoop(after offset: Int) {
        var cursor = offset + 1
        while cursor < body.upperBound, !reader.isPunctuation(cursor, "{") {
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "["), let close = reader.partners[cursor], close > cursor {
                cursor = close
            }
            cursor += 1
        }
        if cursor < body.upperBound, let close = reader.partners[cursor] { loops.append(cursor..<close) }
    }
}
