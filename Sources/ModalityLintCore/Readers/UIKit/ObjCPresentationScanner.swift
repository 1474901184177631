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
    /// The blocks open where the scan stands (braces, blocks, braceless `if` statements),
    /// and how deep each alert was built in them (see `SwiftPresentationScanner`).
    private var blocks = OpenBlocks()
    private var alertDepth: [Int: Int] = [:]
    private let appCode: AppAlertCode
    /// `self` is an instance of the class: a `-` method's, not a `+` method's (the class itself).
    private var selfIsInstance = false

    static func scan(_ method: MethodDeclaration, of className: String, index: CodeIndex,
                     appCode: AppAlertCode) -> MethodPresentations {
        guard let body = method.body else { return MethodPresentations() }
        var scanner = ObjCPresentationScanner(index: index, reader: CodeBodyReader(index: index, file: method.file),
                                              className: className, body: body, appCode: appCode)
        scanner.selfIsInstance = !method.attributes.contains(.typeMethod)
        scanner.titleParameters = Self.unassignedParameters(of: method, body: body, scanner.reader)
        scanner.scan()
        // Dismissed on every path that follows its construction (a toast taken down in a
        // `dispatch_after` block): see `EveryPathClosure`.
        let everyPath = EveryPathClosure(reader: scanner.reader, limit: body.upperBound, methodLength: body.count, appCode: appCode)
        for alert in scanner.result.alerts.indices where !scanner.result.alerts[alert].dismissals.isEmpty {
            let made = scanner.result.alerts[alert]
            scanner.result.alerts[alert].closedOnEveryPath = everyPath.holds(from: made.token, dismissals: Set(made.dismissals))
        }
        AlertConstruction.markWebPagePanels(in: &scanner.result, of: method)
        return scanner.result
    }

    private init(index: CodeIndex, reader: CodeBodyReader, className: String, body: Range<Int>, appCode: AppAlertCode) {
        self.index = index
        self.reader = reader
        self.className = className
        self.body = body
        self.appCode = appCode
    }

    /// The method's parameters by name, with their positions, that its body never assigns:
    /// an alert whose title is one says what each call hands in (ParameterBoundTitles).
    private var titleParameters: [String: Int] = [:]

    /// `- (void)showAlertWithTitle:(NSString *)title message:(NSString *)message`: each
    /// `part:(type)name` between the method's name and its body, unless the body assigns
    /// the name (`title = ...`).
    private static func unassignedParameters(of method: MethodDeclaration, body: Range<Int>, _ reader: CodeBodyReader) -> [String: Int] {
        var names: [String: Int] = [:]
        for name in ObjCParameterNames.of(method, body: body, reader) { names[name] = names.count }
        guard !names.isEmpty else { return [:] }
        for offset in body where reader.tokens[offset].kind == .identifier && names[reader.text(offset)] != nil {
            if reader.is(offset + 1, "="), !reader.isPunctuation(offset - 1, ".") { names[reader.text(offset)] = nil }
        }
        return names
    }

    /// Locals that hold the method's own controller (`weakSelf`, `strongSelf`).
    private var selfAliases: Set<String> = []

    private mutating func scan() {
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            defer { cursor += 1 }
            blocks.leave(at: cursor, restoring: &locals)
            let kind = reader.tokens[cursor].kind
            if kind == .punctuation, reader.isPunctuation(cursor, "{"), let close = reader.partners[cursor], close > cursor {
                blocks.enter(until: close, mayNotRun: true, runsLater: isActionHandler(cursor) ? locals : nil)
                declareBlockParameters(before: cursor)
            }
            guard kind == .identifier || kind == .keyword else { continue }
            let word = reader.text(cursor)
            switch word {
            case "if", "for", "while", "else":
                enterBracelessStatement(after: cursor)
            case "modalPresentationStyle", "modalTransitionStyle":
                readStyle(cursor, transition: word == "modalTransitionStyle")
            case "delegate":
                readPopoverDelegate(cursor)
            case "addAction":
                readAddAction(cursor)
            case "presentViewController", "presentModalViewController":
                // `presentModalViewController:animated:` is iOS 2's name for the same call,
                // still in older apps (deprecated in iOS 6, it presents all the same).
                readCall(cursor, edge: .present)
            case "pushViewController":
                readCall(cursor, edge: .push)
            case _ where FrameworkBehaviour.legacyAlertShowSelectors.contains(word) && reader.tokens[cursor].kind == .identifier:
                readLegacyShow(cursor)
            default:
                noteSelfAlias(cursor)
                if SwiftPresentationScanner.isTypeName(word), reader.is(cursor + 1, "*"), reader.isName(cursor + 2), reader.is(cursor + 3, "=") {
                    readTypedLocal(cursor)
                } else if SwiftPresentationScanner.isTypeName(word), reader.is(cursor + 1, "*"), reader.isName(cursor + 2),
                          reader.isPunctuation(cursor + 3, ";") {
                    // `UIAlertController *alert;`: a local, assigned later.
                    declare(reader.text(cursor + 2), .unknown)
                } else if reader.is(cursor + 1, "="), !reader.is(cursor - 1, "*") {
                    readAssignment(cursor)
                } else {
                    readAlertUse(cursor)
                }
            }
        }
    }

    /// Whether the block opened at `open` is an alert action's handler,
    /// `[UIAlertAction actionWithTitle:... handler:^(UIAlertAction *action) { ... }]`, which
    /// UIKit runs when the person taps, after the method has presented the alert.
    private func isActionHandler(_ open: Int) -> Bool {
        var caret = open - 1
        if reader.isPunctuation(caret, ")"), let parameters = reader.partners[caret], parameters < caret { caret = parameters - 1 }
        guard reader.is(caret, "^"), reader.isPunctuation(caret - 1, ":"), reader.is(caret - 2, "handler") else { return false }
        // Back over the message's earlier arguments, whole groups at a time, to its `[`.
        var cursor = caret - 3
        var steps = 0
        while cursor > body.lowerBound, steps < 256 {
            steps += 1
            if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]") || reader.isPunctuation(cursor, "}") {
                guard let opening = reader.partners[cursor], opening < cursor else { return false }
                cursor = opening - 1
                continue
            }
            if reader.isPunctuation(cursor, "[") { return reader.is(cursor + 1, "UIAlertAction") }
            if reader.isPunctuation(cursor, ";") || reader.isPunctuation(cursor, "{") { return false }
            cursor -= 1
        }
        return false
    }

    /// The single statement of `if (c) statement;`, `for (...) statement;`, `else statement;`:
    /// a block of its own, which may run any number of times.
    private mutating func enterBracelessStatement(after keyword: Int) {
        var start = keyword + 1
        if !reader.is(keyword, "else") {
            guard reader.isPunctuation(start, "("), let close = reader.partners[start], close > start else { return }
            start = close + 1
        }
        guard start < body.upperBound, !reader.isPunctuation(start, "{"), !reader.is(start, "if") else { return }
        blocks.enter(until: navigation.objcStatementEnd(reader, start, body.upperBound), mayNotRun: true)
    }

    /// A block's parameters (`^(UIAlertAction *alert) {`) are names of its own: the last
    /// name of each.
    private mutating func declareBlockParameters(before open: Int) {
        guard reader.isPunctuation(open - 1, ")"), let start = reader.partners[open - 1], start < open - 1,
              reader.is(start - 1, "^") else { return }
        for offset in (start + 1)..<(open - 1) where reader.isName(offset) {
            guard reader.isPunctuation(offset + 1, ",") || offset + 1 == open - 1 else { continue }
            let name = reader.text(offset)
            if locals.values[name] != nil { declare(name, .unknown) }
        }
    }

    /// A local declared in the innermost block, with its first value.
    private mutating func declare(_ name: String, _ value: PresentedValue) {
        blocks.declare(name, in: locals)
        locals.assign(name, value)
        locals.declared.insert(name)
    }

    // MARK: Locals

    /// `__weak typeof(self) weakSelf = self;`, `strongSelf = weakSelf;`: a name for the
    /// method's own controller, whose presentations are the screen's own.
    private mutating func noteSelfAlias(_ offset: Int) {
        guard reader.tokens[offset].kind == .identifier, reader.is(offset + 1, "="), reader.isPunctuation(offset + 3, ";"),
              reader.receivers(before: offset).isEmpty, reader.is(offset + 2, "self") || (reader.isName(offset + 2) && selfAliases.contains(reader.text(offset + 2)))
        else { return }
        selfAliases.insert(reader.text(offset))
    }

    /// `T *x = ...;`: the value when the expression says it, else an instance of `T`.
    private mutating func readTypedLocal(_ offset: Int) {
        let end = navigation.objcStatementEnd(reader, offset + 4, body.upperBound)
        var value = resolve(offset + 4, end)
        let typeName = reader.text(offset)
        if value == .unknown, typeName != "UIAlertController", typeName != "UIAlertAction" {
            value = index.isNavigationController(typeName) ? .navigation(typeName, root: .unknown) : .controller(typeName)
        }
        declare(reader.text(offset + 2), value)
    }

    /// `x = ...;`, `self.x = ...;`, `_x = ...;`.
    private mutating func readAssignment(_ offset: Int) {
        let chain = reader.receivers(before: offset)
        guard chain.isEmpty || chain == ["self"], !isMember(offset) || isOwnMember(offset) else { return }
        let end = navigation.objcStatementEnd(reader, offset + 2, body.upperBound)
        let name = reader.text(offset)
        let value = resolve(offset + 2, end)
        locals.assign(name, value)
        // Kept in a property or an instance variable: other methods may present it, and add
        // to it unless PropertyAlerts finds they do not.
        if case .alert(let alert) = value, !chain.isEmpty || !locals.declared.contains(name) {
            if reader.isPunctuation(offset + 2, "["), reader.is(offset + 3, "UIAlertController"), result.alerts[alert].keptInProperty == nil {
                result.alerts[alert].keptInProperty = PropertyAlerts.propertyName(name)
            } else {
                result.keptElsewhere(alert)
            }
        }
    }

    /// Whether the name at `offset` is a member of a value: `value.name`, `value->name`.
    private func isMember(_ offset: Int) -> Bool {
        reader.isPunctuation(offset - 1, ".") || reader.is(offset - 1, "->")
    }

    /// Whether the name at `offset` is the controller's own property or instance variable
    /// reached through itself: `self.name`, `self->name`, `strongSelf->name` (an alias of
    /// `self`, as a block writes it).
    private func isOwnMember(_ offset: Int) -> Bool {
        isMember(offset) && (reader.is(offset - 2, "self") || (reader.isName(offset - 2) && selfAliases.contains(reader.text(offset - 2))))
    }

    // MARK: Alerts

    /// A use of a local (or `self.` property) that holds an alert built here: a message
    /// sent to it, a property of it, an argument, a value kept elsewhere or returned.
    private mutating func readAlertUse(_ offset: Int) {
        guard reader.tokens[offset].kind == .identifier, case .alert(let alert)? = locals.values[reader.text(offset)] else { return }
        let viaSelf = isOwnMember(offset)
        if isMember(offset), !viaSelf { return }
        let start = viaSelf ? offset - 2 : offset
        if reader.is(start - 1, "*") || reader.is(offset + 1, "=") { return }
        if reader.isPunctuation(start - 1, "["), reader.isName(offset + 1) {
            readMessage(to: alert, selector: offset + 1, close: reader.messageEnd(start - 1))
        } else if reader.isPunctuation(offset + 1, "."), reader.isName(offset + 2) {
            readProperty(of: alert, offset + 2)
        } else if reader.isPunctuation(start - 1, ":") || reader.isPunctuation(start - 1, "(") || reader.isPunctuation(start - 1, ",")
                    || reader.isPunctuation(start - 1, "[") {
            readArgument(alert, start)
        } else if reader.is(start - 1, "return") {
            result.keptElsewhere(alert, at: offset)
        } else if reader.is(start - 1, "=") {
            // `T *other = alert;` and `other = alert;` on a local name it anew; anything
            // else (`self.current = alert;`, `_current = alert;`) keeps it elsewhere.
            let target = start - 2
            let aliased = reader.isName(target) && (reader.is(target - 1, "*")
                || (!reader.isPunctuation(target - 1, ".") && locals.declared.contains(reader.text(target))))
            if !aliased { result.keptElsewhere(alert, at: offset) }
        }
    }

    /// `[alert selector...]`: UIKit's messages that leave it as it is, `setTitle:`,
    /// `setValue:forKey:`; any other is code the reading does not follow.
    private mutating func readMessage(to alert: Int, selector: Int, close: Int) {
        let name = reader.text(selector)
        switch name {
        case "addAction":
            return
        case "addTextFieldWithConfigurationHandler" where !result.alerts[alert].legacyClass:
            if result.alerts[alert].textField == nil { result.alerts[alert].textField = selector }
            return
        case _ where result.alerts[alert].legacyClass && FrameworkBehaviour.legacyAlertShowSelectors.contains(name):
            // Shown (`readLegacyShow`), not changed.
            return
        case "addButtonWithTitle" where result.alerts[alert].legacyClass:
            let end = reader.objcArgumentEnd(from: selector + 2, limit: close)
            var action = AlertActionConstruction(token: selector)
            action.label = reader.words(selector + 2, end)
            action.role = .default
            result.alertActions.append(action)
            result.alerts[alert].actions.append(result.alertActions.count - 1)
            if blocks.depth > alertDepth[alert, default: 0] {
                result.alerts[alert].open(.actions, .addedConditionally, words: "addButtonWithTitle:", at: selector)
            }
            return
        case _ where (name == "setCancelButtonIndex" || name == "setDestructiveButtonIndex") && result.alerts[alert].legacyClass:
            let end = reader.objcArgumentEnd(from: selector + 2, limit: close)
            setButtonRole(of: alert, index: selector + 2..<end, role: name == "setCancelButtonIndex" ? .cancel : .destructive, at: selector)
        case "setTitle":
            let end = reader.objcArgumentEnd(from: selector + 2, limit: close)
            result.setTitle(alert, to: title(selector + 2, end), maybe: blocks.depth > alertDepth[alert, default: 0])
        case "setValue":
            let key = parts(from: selector, close: close).first { $0.name == "forKey" }
            result.setValue(on: alert, forKey: key.flatMap { reader.stringLiteral($0.start, $0.end) })
        default:
            if name == "dismissViewControllerAnimated", !appCode.extendsAlerts(with: name) { result.dismissesItself(alert, at: selector) }
            let leavesAlone = AlertMember.unchanging.contains(name) || !appCode.declares(name) && AlertMember.isPrefixedUnchanging(name)
            if !leavesAlone || appCode.extendsAlerts(with: name) { result.handed(alert, to: name, appCode: appCode, at: selector, asMember: true) }
        }
    }

    /// `alert.title = ...;`, `alert.view.tintColor = ...;`, `alert.customProperty`.
    private mutating func readProperty(of alert: Int, _ member: Int) {
        let name = reader.text(member)
        if name == "title" {
            guard reader.is(member + 1, "=") else { return }
            let end = navigation.objcStatementEnd(reader, member + 2, body.upperBound)
            result.setTitle(alert, to: title(member + 2, end), maybe: blocks.depth > alertDepth[alert, default: 0])
        } else if name == "cancelButtonIndex" || name == "destructiveButtonIndex", result.alerts[alert].legacyClass {
            guard reader.is(member + 1, "=") else { return }
            let end = navigation.objcStatementEnd(reader, member + 2, body.upperBound)
            setButtonRole(of: alert, index: member + 2..<end, role: name == "cancelButtonIndex" ? .cancel : .destructive, at: member)
        } else if name == "view", reader.is(member + 1, "addSubview") {
            // `[alert.view addSubview:spinner]`.
            result.addsView(to: alert, at: member + 1)
        } else if !AlertMember.unchanging.contains(name) {
            result.handed(alert, to: name, appCode: appCode, at: member, asMember: true)
        }
    }

    /// `[sheet setCancelButtonIndex:2]`, `alert.destructiveButtonIndex = 0`: a legacy alert's
    /// button at that index, added so far, takes the role. Any other index (a value, a button
    /// added later, `[sheet addButtonWithTitle:...]`'s result) leaves the buttons' roles open.
    private mutating func setButtonRole(of alert: Int, index: Range<Int>, role: ActionRole, at token: Int) {
        let actions = result.alerts[alert].actions
        guard index.count == 1, reader.kind(index.lowerBound) == .number, let position = Int(reader.text(index.lowerBound)),
              position >= 0, position < actions.count, blocks.depth <= alertDepth[alert, default: 0] else {
            result.alerts[alert].open(.actions, .actionMadeElsewhere, words: reader.text(token), at: token)
            return
        }
        result.alertActions[actions[position]].role = role
    }

    /// The alert as an argument: of `presentViewController:` (shown, not changed), of
    /// another message or function (handed over), in an array or dictionary literal (kept).
    private mutating func readArgument(_ alert: Int, _ start: Int) {
        if reader.isPunctuation(start - 1, ":"), reader.isName(start - 2), AlertMember.presentations.contains(reader.text(start - 2)) { return }
        // Back to the bracket that holds it, over whole groups, a bounded way.
        var cursor = start - 1
        var steps = 0
        while cursor >= body.lowerBound, steps < 64 {
            steps += 1
            if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]") || reader.isPunctuation(cursor, "}") {
                guard let open = reader.partners[cursor], open < cursor else { break }
                cursor = open - 1
                continue
            }
            if reader.isPunctuation(cursor, ";") { return }
            if reader.isPunctuation(cursor, "(") {
                guard reader.tokens[cursor - 1].kind == .identifier else { return }
                let callee = reader.text(cursor - 1)
                // `if (alert)`, `typeof(alert)`: a condition or a type, no call.
                if AlertMember.typeQueries.contains(callee) || Self.statementWords.contains(callee) { return }
                return result.handed(alert, to: callee, appCode: appCode, at: cursor - 1)
            }
            if reader.isPunctuation(cursor, "{") {
                // `@{key: alert}` keeps it; a block's `{` is no call.
                if reader.tokens[cursor - 1].kind == .atKeyword || reader.is(cursor - 1, "@") { result.keptElsewhere(alert, at: start) }
                return
            }
            if reader.isPunctuation(cursor, "[") {
                // `[receiver selector:alert]`: the method named by its first selector part.
                var first = cursor + 1
                if reader.isPunctuation(first, "["), let close = reader.partners[first], close > first {
                    first = close + 1
                } else {
                    while reader.isName(first), reader.isPunctuation(first + 1, "."), reader.isName(first + 2) { first += 2 }
                    first += 1
                }
                guard reader.isName(first), reader.isPunctuation(first + 1, ":") || reader.isPunctuation(first + 1, "]"), first < start else {
                    return result.keptElsewhere(alert, at: start)
                }
                // `[self showNotificationAlert:alert]`: the app's helper that presents what it
                // is handed and leaves it as it is shows the alert, wherever it presents it.
                if let position = parts(from: first, close: reader.messageEnd(cursor)).firstIndex(where: { $0.start == start }),
                   appCode.presentsUnchanged(calling: reader.text(first), argument: position) {
                    var site = locals.site(.present, value: .alert(alert), call: first, name: nil)
                    site.presenterUnnamed = true
                    result.sites.append(site)
                    return
                }
                return result.handed(alert, to: reader.text(first), appCode: appCode, at: first)
            }
            cursor -= 1
        }
        result.handed(alert, to: nil, appCode: appCode, at: start)
    }

    /// Words that open a parenthesised condition or value, not a call.
    private static let statementWords: Set<String> = ["if", "while", "for", "switch", "return", "else"]

    /// An Objective-C title value: `nil`, a literal, or a value whose text is unknown.
    private func title(_ start: Int, _ end: Int) -> AlertConstruction.Title {
        if end == start + 1, reader.is(start, "nil") { return .none }
        return reader.words(start, end).map { .text($0) } ?? .dynamic
    }

    // MARK: Values

    private mutating func resolve(_ start: Int, _ end: Int) -> PresentedValue {
        guard start < end else { return .unknown }
        // `[presenter presentViewController:self ...]` in a view controller's own instance
        // method (`- showInViewController:`): the screen is the method's class, as in Swift.
        // Not in a category on UIKit's classes: `self` is then any screen.
        if end == start + 1, reader.is(start, "self") {
            return selfIsInstance && index.isViewController(className) && !index.isSystemClass(className)
                ? .controller(className) : .unknown
        }
        if end == start + 1, reader.isName(start) {
            let name = reader.text(start)
            return locals.values[name] ?? locals.values["_" + name] ?? .unknown
        }
        if end == start + 3, isOwnMember(start + 2), reader.isName(start + 2) {
            let name = reader.text(start + 2)
            return locals.values[name] ?? locals.values["_" + name] ?? .unknown
        }
        guard reader.isPunctuation(start, "[") else { return .unknown }
        // `[UIAlertController alertControllerWithTitle:... preferredStyle:...]`; any other
        // selector (`alertControllerWithTitle:message:andDefaultButtonText:`) is a factory of
        // an app's category, whose alert holds what its body adds: not read here.
        if reader.is(start + 1, "UIAlertController"), reader.is(start + 2, "alertControllerWithTitle") {
            return parts(ofSendAt: start + 1).map(\.name) == Self.alertSelector ? alert(at: start + 1) : .unknown
        }
        if reader.is(start + 1, "UIAlertAction"), reader.is(start + 2, "actionWithTitle") { return alertAction(at: start + 1) }
        // `[[T alloc] initWith...]`
        if reader.isPunctuation(start + 1, "["), reader.isName(start + 2), reader.is(start + 3, "alloc") {
            let typeName = reader.text(start + 2)
            if let legacy = FrameworkBehaviour.legacyAlertClasses[typeName], reader.isPunctuation(start + 4, "]"), reader.is(start + 5, "initWithTitle") {
                return legacyAlert(legacy, initialiser: start + 5, close: reader.messageEnd(start))
            }
            if let legacy = FrameworkBehaviour.legacyAlertClasses[typeName], reader.isPunctuation(start + 4, "]"), reader.is(start + 5, "init"),
               reader.isPunctuation(start + 6, "]") {
                // `[[UIAlertView alloc] init]`: no title and no buttons yet; the setters that
                // follow (`setTitle:`, `addButtonWithTitle:`) give them (`readMessage`).
                if let known = alertAt[start + 5] { return .alert(known) }
                var construction = AlertConstruction(token: start + 5, kind: legacy.kind, title: .none)
                construction.legacyClass = true
                return record(construction, at: start + 5)
            }
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
        return parts(from: receiver + 1, close: reader.messageEnd(receiver - 1))
    }

    /// The selector parts of a message from its first part at `first` to its `]` at `close`.
    private func parts(from first: Int, close: Int) -> [(name: String, start: Int, end: Int)] {
        reader.objcSelectorParts(from: first, close: close)
    }

    /// UIKit's one factory of alerts, `alertControllerWithTitle:message:preferredStyle:`.
    private static let alertSelector = ["alertControllerWithTitle", "message", "preferredStyle"]

    private mutating func alert(at offset: Int) -> PresentedValue {
        if let known = alertAt[offset] { return .alert(known) }
        var construction = AlertConstruction(token: offset, kind: .alert, title: .none)
        for part in parts(ofSendAt: offset) {
            switch part.name {
            case "alertControllerWithTitle":
                if part.end == part.start + 1, reader.is(part.start, "nil") {
                    construction.title = .none
                } else if part.end == part.start + 1, let position = titleParameters[reader.text(part.start)] {
                    // `alertControllerWithTitle:title` of `showAlertWithTitle:(NSString *)title`.
                    construction.title = .parameter(position)
                } else {
                    construction.title = reader.words(part.start, part.end).map { .text($0) } ?? .dynamic
                }
            case "message":
                construction.message = reader.words(part.start, part.end)
            case "preferredStyle":
                if part.end == part.start + 1, reader.is(part.start, "UIAlertControllerStyleActionSheet") {
                    construction.kind = .actionSheet
                } else if part.end != part.start + 1 || !reader.is(part.start, "UIAlertControllerStyleAlert") {
                    // A variable or a condition may be either kind.
                    construction.kindUnknown = true
                }
            default:
                continue
            }
        }
        return record(construction, at: offset)
    }

    /// An alert the method builds, made at `token`, at the depth of blocks it is made in.
    private mutating func record(_ construction: AlertConstruction, at token: Int) -> PresentedValue {
        result.alerts.append(construction)
        alertAt[token] = result.alerts.count - 1
        alertDepth[result.alerts.count - 1] = blocks.depth
        return .alert(result.alerts.count - 1)
    }

    /// `[[UIAlertView alloc] initWithTitle:... cancelButtonTitle:... otherButtonTitles:..., nil]`
    /// and `UIActionSheet`'s: the alert with its title and the buttons its initialiser names
    /// (`FrameworkBehaviour.legacyAlertClasses`), placed at `initWithTitle`.
    private mutating func legacyAlert(_ legacy: (kind: ScreenKind, initialiser: String), initialiser: Int, close: Int) -> PresentedValue {
        if let known = alertAt[initialiser] { return .alert(known) }
        var construction = AlertConstruction(token: initialiser, kind: legacy.kind, title: .none)
        construction.legacyClass = true
        let parts = parts(from: initialiser, close: close)
        // A category's initialiser (`initWithTitle:message:completionBlock:...`) may set
        // anything: only that it is an alert is known.
        construction.madeByOtherInitialiser = parts.map { $0.name + ":" }.joined() != legacy.initialiser
        for part in parts {
            switch part.name {
            case "initWithTitle":
                if part.end == part.start + 1, let position = titleParameters[reader.text(part.start)] {
                    construction.title = .parameter(position)
                } else {
                    construction.title = title(part.start, part.end)
                }
            case "message":
                construction.message = reader.words(part.start, part.end)
            case "cancelButtonTitle", "destructiveButtonTitle":
                guard !(part.end == part.start + 1 && reader.is(part.start, "nil")) else { continue }
                construction.actions.append(legacyButton(part.start, part.end, role: part.name == "cancelButtonTitle" ? .cancel : .destructive))
            case "otherButtonTitles":
                // A nil-terminated list: each title up to the `nil`.
                var itemStart = part.start
                var cursor = part.start
                while cursor <= part.end {
                    if cursor == part.end || reader.isPunctuation(cursor, ",") {
                        if itemStart < cursor, !(cursor == itemStart + 1 && reader.is(itemStart, "nil")) {
                            construction.actions.append(legacyButton(itemStart, cursor, role: .default))
                        }
                        itemStart = cursor + 1
                    } else if reader.isPunctuation(cursor, "("), let partner = reader.partners[cursor], partner > cursor, partner < part.end {
                        cursor = partner
                    } else if reader.isPunctuation(cursor, "["), let partner = reader.partners[cursor], partner > cursor, partner < part.end {
                        cursor = partner
                    }
                    cursor += 1
                }
            default:
                continue
            }
        }
        return record(construction, at: initialiser)
    }

    /// One button a legacy alert's initialiser names, placed at its title.
    private mutating func legacyButton(_ start: Int, _ end: Int, role: ActionRole) -> Int {
        var action = AlertActionConstruction(token: start)
        action.label = reader.words(start, end)
        action.role = role
        result.alertActions.append(action)
        return result.alertActions.count - 1
    }

    /// `[alert show]`, `[sheet showInView:self.view]`, `[[[UIAlertView alloc] init...] show]`:
    /// a legacy alert shown over the screen of the method that shows it.
    private mutating func readLegacyShow(_ offset: Int) {
        guard reader.isPunctuation(offset + 1, "]") || reader.isPunctuation(offset + 1, ":") else { return }
        let value: PresentedValue
        if reader.isPunctuation(offset - 1, "]"), let inner = reader.partners[offset - 1], inner < offset - 1, reader.isPunctuation(inner - 1, "[") {
            value = resolve(inner, offset)
        } else if reader.isName(offset - 1), reader.isPunctuation(offset - 2, "[") {
            value = resolve(offset - 1, offset)
        } else if reader.isName(offset - 1), isOwnMember(offset - 1), reader.isPunctuation(offset - 4, "[") {
            value = resolve(offset - 3, offset)
        } else {
            return
        }
        guard case .alert(let alert) = value, result.alerts[alert].legacyClass else { return }
        result.sites.append(locals.site(.present, value: value, call: offset, name: nil))
    }

    private mutating func alertAction(at offset: Int) -> PresentedValue {
        if let known = alertActionAt[offset] { return .alertAction(known) }
        var action = AlertActionConstruction(token: offset)
        for part in parts(ofSendAt: offset) {
            switch part.name {
            case "actionWithTitle": action.label = reader.words(part.start, part.end)
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

    /// `vc.modalPresentationStyle = UIModalPresentationFormSheet;` on a local, or on `self`
    /// where the method presents itself (`[presenter presentViewController:self ...]`).
    private mutating func readStyle(_ offset: Int, transition: Bool) {
        let chain = reader.receivers(before: offset)
        guard reader.is(offset + 1, "="), let name = localName(chain[...]) ?? (chain == ["self"] ? "self" : nil) else { return }
        let prefix = transition ? "UIModalTransitionStyle" : "UIModalPresentation"
        let constant = reader.isName(offset + 2) ? reader.text(offset + 2) : ""
        guard constant.hasPrefix(prefix), constant.count > prefix.count, reader.isPunctuation(offset + 3, ";") else {
            locals.unknownStyles.insert(name)
            return
        }
        let rest = constant.dropFirst(prefix.count)
        let caseName = rest.prefix(1).lowercased() + rest.dropFirst()
        if transition {
            locals.transitions[name] = (caseName, offset, blocks.depth)
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
        if isOwnMember(receiver) { receiver -= 2 }
        guard reader.isPunctuation(receiver - 1, "["), case .alert(let alert)? = locals.values[reader.text(offset - 1)] else { return }
        let end = reader.objcArgumentEnd(from: offset + 2, limit: reader.messageEnd(receiver - 1))
        var resolved = resolve(offset + 2, end)
        if resolved == .unknown, !appCode.extendsAlerts(with: "addAction") {
            // UIKit's `addAction:` adds the one action it is handed: made where the reading
            // does not follow, its words and role are unknown, but it is there. An app's own
            // `addAction:` may add any number.
            result.alertActions.append(AlertActionConstruction(token: offset))
            resolved = .alertAction(result.alertActions.count - 1)
        }
        guard case .alertAction(let action) = resolved else {
            result.alerts[alert].open(.actions, .actionMadeElsewhere, words: "addAction:", at: offset)
            return
        }
        result.alerts[alert].actions.append(action)
        // In a branch, a loop or a block the alert was built outside of: added any number
        // of times, or none.
        if blocks.depth > alertDepth[alert, default: 0] {
            result.alerts[alert].open(.actions, .addedConditionally, words: "addAction:", at: offset)
        }
    }

    /// The `(` of a C cast to a class type (`(UIViewController *)`, `(id<Presenting>)`)
    /// whose `)` is at `close`, when a message's `[` stands before it. A parenthesised
    /// argument (`[self.delegate list:(id)sender presentViewController:...]`) has a `:`
    /// before it instead, and its `presentViewController:` is a later part of another
    /// selector.
    private func castOpening(before close: Int) -> Int? {
        guard reader.isPunctuation(close, ")"), let open = reader.partners[close], open < close - 1,
              reader.isPunctuation(open - 1, "["), reader.isName(open + 1) else { return nil }
        // A type: names, `*`, protocols in `<...>`, `,` between them; nothing else.
        for position in (open + 1)..<close {
            guard reader.isName(position) || reader.is(position, "*") || reader.is(position, "<") || reader.is(position, ">")
                    || reader.isPunctuation(position, ",") else { return nil }
        }
        return open
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
        // The message's `[`: before the receiver's names, or before a receiver that is itself
        // a message (`[[self activeViewController] presentViewController:...]`).
        var open = cursor - 1
        if receiver.isEmpty, reader.isPunctuation(offset - 1, "]"), let inner = reader.partners[offset - 1], inner < offset - 1 {
            open = inner - 1
        }
        // A receiver cast to its class (`[(UIViewController *)responder presentViewController:...]`):
        // the cast stands between the `[` and the receiver's names.
        if !receiver.isEmpty, let cast = castOpening(before: open) { open = cast - 1 }
        guard reader.isPunctuation(open, "[") else { return }
        let onSelf = receiver.last.map { $0 == "self" || $0 == "super" || selfAliases.contains($0) } ?? false
        let presenter = onSelf ? receiver.dropLast() : []
        var presenterUnnamed = !onSelf
        switch edge {
        case .present:
            if onSelf, !(presenter.isEmpty || (presenter.count == 1 && SwiftPresentationScanner.presentingReceivers.contains(presenter.first!))) {
                // `[self.childController presentViewController:...]`: a controller the
                // method reaches, as `[[self activeViewController] ...]` and a parameter are.
                presenterUnnamed = true
            }
        case .push:
            guard onSelf, presenter.count == 1, presenter.first == "navigationController" else { return }
        }
        let end = reader.objcArgumentEnd(from: offset + 2, limit: reader.messageEnd(open))
        let value = resolve(offset + 2, end)
        var name: String?
        if end == offset + 3, reader.isName(offset + 2) { name = reader.text(offset + 2) }
        if end == offset + 5, reader.is(offset + 2, "self"), reader.isName(offset + 4) { name = reader.text(offset + 4) }
        var site = locals.site(edge, value: value, call: offset, name: name, depth: blocks.depth)
        // `animated:NO`: it appears at once, with no transition.
        site.withoutAnimation = edge == .present && reader.is(end, "animated") && reader.isPunctuation(end + 1, ":")
            && (reader.is(end + 2, "NO") || reader.is(end + 2, "false"))
        if value == .unknown, let name, !locals.declared.contains(name), locals.values[name] == nil, locals.values["_" + name] == nil {
            site.property = PropertyAlerts.propertyName(name)
        }
        // Presented on a controller the method is handed or computes (a parameter, an
        // app's `activeViewController`, `topViewController`): which screen presents is not
        // said here; what is presented is read, as in Swift.
        site.presenterUnnamed = presenterUnnamed
        result.sites.append(site)
    }
}
