/// Reads one view type's declarations (the type and its extensions) into a `ViewSummary`,
/// in one walk over their tokens: the controls, presentations, constructed view types,
/// title, content and modifiers that its own code holds. Bodies of nested types are
/// stepped over (they are types of their own), and so is code in a branch that cannot be
/// compiled for iOS.
struct ViewSummaryScanner {
    let index: CodeIndex
    let viewTypes: SwiftUIViewTypes
    let viewType: SwiftUIViewTypes.ViewType
    private let methods: [String: [(file: Int, body: Range<Int>)]]
    /// Properties whose value the site that builds the view fixes (`SiteFixedProperties`):
    /// what a branch they rule out holds is not there, nor runs (`ActionEffectsReader.siteValues`).
    let siteValues: [String: String]

    init(index: CodeIndex, viewTypes: SwiftUIViewTypes, viewType: SwiftUIViewTypes.ViewType, siteValues: [String: String] = [:]) {
        self.index = index
        self.viewTypes = viewTypes
        self.viewType = viewType
        self.siteValues = siteValues
        var methods: [String: [(file: Int, body: Range<Int>)]] = [:]
        for method in index.methods(of: viewType.name) {
            if let body = method.body { methods[method.name, default: []].append((method.file, body)) }
        }
        self.methods = methods
    }

    static let presentationModifiers: [String: ViewSummary.Presentation.Kind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover, "alert": .alert,
        "confirmationDialog": .confirmationDialog, "actionSheet": .actionSheet, "navigationDestination": .navigationDestination,
    ]

    func scan() -> ViewSummary {
        var summary = ViewSummary()
        for declaration in viewType.declarations {
            scan(declaration, into: &summary)
        }
        if let body = viewType.bodyProperty {
            summary.container = topContainer(file: body.file, after: body.token)
            summary.bodyRootType = rootType(file: body.file, after: body.token)
            summary.branchTargets = branchTargets(file: body.file, after: body.token)
        }
        markControlsOfDeviceConditionedMembers(&summary)
        settleOneLineFields(&summary)
        pushThroughActivatedLinks(&summary)
        return summary
    }

    /// `NavigationLink("", isActive: $showsNext) { NextView() }.hidden()` beside
    /// `Button("Next") { showsNext = true }`: the button pushes the link's destination (the
    /// link is how SwiftUI before `navigationDestination(isPresented:)` pushed from code).
    private func pushThroughActivatedLinks(_ summary: inout ViewSummary) {
        var pushedBy: [String: [ViewSummary.Construction]] = [:]
        for control in summary.controls {
            if let flag = control.activatingFlag, !control.destinations.isEmpty { pushedBy[flag, default: []] += control.destinations }
        }
        guard !pushedBy.isEmpty else { return }
        for position in summary.controls.indices where summary.controls[position].destinations.isEmpty {
            let flags = summary.controls[position].effects.setsTrue
            for flag in flags.sorted() { summary.controls[position].destinations += pushedBy[flag] ?? [] }
        }
    }

    /// A one-line field whose text a committing button reads, from the view's own state,
    /// holds work until that button runs, in a form or not; any other in a form is of a
    /// purpose the code does not say, and one outside a form looks something up.
    private func settleOneLineFields(_ summary: inout ViewSummary) {
        guard !summary.oneLineFields.isEmpty else { return }
        let ownState = Set(index.properties(of: viewType.name).filter { OneLineFieldPurpose.isOwnState($0.attributes) }.map(\.name))
        for field in summary.oneLineFields {
            if let root = field.root, ownState.contains(root), summary.committedNames.contains(root) {
                if summary.editsContent == nil { summary.editsContent = field.place }
                summary.editedFields.append((field.binding, field.place, !field.inRows))
            } else if field.inForm, summary.mayEditContent == nil {
                // Outside a form, a field no committing button reads is a search or a filter.
                summary.mayEditContent = field.place
            }
        }
    }

    /// A property or method of the view said only under an `if` on the device (`if
    /// verticalSizeClass == .compact { closeButton }`), besides its own declaration: the
    /// buttons its body draws show only under that condition.
    private func markControlsOfDeviceConditionedMembers(_ summary: inout ViewSummary) {
        let onlyThere = summary.deviceConditionedUses.filter { summary.mentions[$0.key] == $0.value.count + 1 }
        guard !onlyThere.isEmpty, summary.controls.contains(where: { $0.shownOnlyWhen == nil }) else { return }
        // One walk for every such name's property bodies, then one pass over the controls.
        var bodies: [(file: Int, body: Range<Int>, condition: String)] = computedPropertyBodies(named: Set(onlyThere.keys)).map {
            ($0.file, $0.body, onlyThere[$0.name]?.condition ?? "")
        }
        for (name, uses) in onlyThere {
            for method in methods[name] ?? [] { bodies.append((method.file, method.body, uses.condition)) }
        }
        for position in summary.controls.indices where summary.controls[position].shownOnlyWhen == nil {
            let place = summary.controls[position].place
            if let body = bodies.first(where: { $0.file == place.file && $0.body.contains(place.token) }) {
                summary.controls[position].shownOnlyWhen = body.condition
            }
        }
    }

    /// The views a body made of one `if` or `switch` and nothing else shows, a branch each.
    private func branchTargets(file: Int, after nameToken: Int) -> [ViewSummary.Construction]? {
        let reader = CodeBodyReader(index: index, file: file)
        var open = nameToken + 1
        while open < reader.tokens.count, !reader.isPunctuation(open, "{") {
            if reader.isPunctuation(open, "}") || reader.isPunctuation(open, "=") { return nil }
            open += 1
        }
        guard open < reader.tokens.count, let close = reader.partners[open], close > open + 1, close <= reader.tokens.count else { return nil }
        let first = open + 1
        guard reader.tokens[first].kind == .keyword, reader.is(first, "switch") || reader.is(first, "if"),
              !reader.isPunctuation(first + 1, "#"), !reader.is(first + 1, "#available"),
              statementEnd(from: first, reader, limit: close) == close,
              branches(of: first, reader, limit: close).allSatisfy({ showsOneAppView($0, reader) }) else { return nil }
        let content = targets(in: first..<close, reader)
        return Set(content.targets.map(\.name)).count > 1 ? content.targets : nil
    }

    /// The statements of each branch of the `if`/`else` or `switch` at `start`: the tokens
    /// between an `if`'s or `else`'s braces, or after a `case`'s or `default`'s colon.
    private func branches(of start: Int, _ reader: CodeBodyReader, limit: Int) -> [Range<Int>] {
        func blockAfter(_ from: Int) -> (open: Int, close: Int)? {
            var open = from
            while open < limit, !reader.isPunctuation(open, "{") {
                if reader.isPunctuation(open, "("), let close = reader.partners[open], close > open { open = close }
                open += 1
            }
            guard open < limit, let close = reader.partners[open], close > open else { return nil }
            return (open, close)
        }
        var result: [Range<Int>] = []
        if reader.is(start, "switch") {
            guard let body = blockAfter(start + 1) else { return [] }
            var labels: [(label: Int, colon: Int)] = []
            var cursor = body.open + 1
            while cursor < body.close {
                if reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "["),
                   let partner = reader.partners[cursor], partner > cursor {
                    cursor = partner + 1
                    continue
                }
                if reader.is(cursor, "case") || reader.is(cursor, "default") {
                    var colon = cursor + 1
                    while colon < body.close, !reader.isPunctuation(colon, ":") {
                        if reader.isPunctuation(colon, "("), let partner = reader.partners[colon], partner > colon { colon = partner }
                        colon += 1
                    }
                    labels.append((cursor, colon))
                    cursor = colon
                }
                cursor += 1
            }
            for (position, label) in labels.enumerated() {
                let end = position + 1 < labels.count ? labels[position + 1].label : body.close
                result.append(label.colon + 1..<end)
            }
            return result
        }
        var cursor = start
        while let block = blockAfter(cursor + 1) {
            result.append(block.open + 1..<block.close)
            guard reader.is(block.close + 1, "else") else { break }
            if reader.is(block.close + 2, "if") {
                cursor = block.close + 2
            } else {
                cursor = block.close + 1
            }
        }
        return result
    }

    /// Whether a branch shows one view of the app and nothing else, under modifiers
    /// (`AboutView().navigationTitle("About")`), in a container that only holds it
    /// (`NavigationStack { AboutView() }`): a route to that view. A branch that lays out
    /// several views (`VStack { SearchBar(); ScrollView { ... } }`) or draws its own
    /// (`Text`, `List`) is the view's own screen, so its body does not route (blind round
    /// 39: a conference list's search bar read as the sheet's screen).
    private func showsOneAppView(_ branch: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        var cursor = branch.lowerBound
        // `let viewModel = DesignFormViewModel(design: design)` before the view it hands over.
        while cursor < branch.upperBound, reader.is(cursor, "let") || reader.is(cursor, "var") {
            cursor = declarationEnd(from: cursor, reader, limit: branch.upperBound)
        }
        if reader.is(cursor, "return") { cursor += 1 }
        guard cursor < branch.upperBound, reader.kind(cursor) == .identifier else { return false }
        let name = reader.file.identifierName(of: reader.tokens[cursor])
        var end = cursor + 1
        if ["NavigationStack", "NavigationView", "Group"].contains(name) {
            guard reader.isPunctuation(end, "{"), let close = reader.partners[end], close > end,
                  showsOneAppView(end + 1..<close, reader) else { return false }
            end = close + 1
        } else if name == "AnyView" {
            guard reader.isPunctuation(end, "("), let close = reader.partners[end], close > end,
                  showsOneAppView(end + 1..<close, reader) else { return false }
            end = close + 1
        } else {
            // Its arguments and trailing closures.
            guard viewTypes.isViewType(name), let call = SwiftUICall.read(at: cursor, reader, limit: branch.upperBound) else { return false }
            end = call.end
        }
        // Its modifiers.
        while end + 1 < branch.upperBound, reader.isPunctuation(end, "."), reader.tokens[end + 1].kind == .identifier,
              let modifier = SwiftUICall.read(at: end + 1, reader, limit: branch.upperBound) {
            end = modifier.end
        }
        return end == branch.upperBound
    }

    /// The `Button`s of a content closure outside the targets' own construction calls, with
    /// the roles their toolbar placements give them, and the view types of the app built
    /// there with closures, whose buttons may run them (`SiteHelper`).
    private func siteControls(in range: Range<Int>, around targets: [ViewSummary.Construction],
                              _ reader: CodeBodyReader) -> (controls: [ViewSummary.Control], helpers: [ViewSummary.SiteHelper]) {
        let effects = ActionEffectsReader(reader: reader, file: reader.fileIndex, viewType: viewType, methods: methods, index: index,
                                          closedStores: viewTypes.storesThatCloseNothing(viewType), siteValues: siteValues,
                                          inertTypeMethods: viewTypes.inertTypeMethods,
                                          inertObjectMethods: viewTypes.inertObjectMethods)
        var skips: [Range<Int>] = []
        // Targets a method of the view's own builds (`makeEditor()`) lie outside the closure.
        for target in targets where target.place.file == reader.fileIndex && range.contains(target.place.token) {
            if let call = SwiftUICall.read(at: target.place.token, reader, limit: range.upperBound) { skips.append(target.place.token..<call.end) }
        }
        var controls: [ViewSummary.Control] = []
        var helpers: [ViewSummary.SiteHelper] = []
        var placements: [(end: Int, role: ActionRole?, onKeyboard: Bool)] = []
        var deviceBranches: [(end: Int, text: String)] = []
        // The blocks the walk is in, with the tokens of each that is a branch (`if`/`else`):
        // a control's innermost branch is read off this stack, in one pass.
        var blocks: [(close: Int, branch: Range<Int>?)] = []
        var cursor = range.lowerBound
        let end = min(range.upperBound, reader.tokens.count)
        while cursor < end {
            while let last = placements.last, cursor >= last.end { placements.removeLast() }
            while let last = deviceBranches.last, cursor >= last.end { deviceBranches.removeLast() }
            while let last = blocks.last, cursor > last.close { blocks.removeLast() }
            if reader.isPunctuation(cursor, "{"), let close = reader.partners[cursor], close > cursor {
                blocks.append((close, Self.opensBranch(cursor, in: range, reader) ? cursor + 1..<close : nil))
            }
            let branch = blocks.last(where: { $0.branch != nil })?.branch
            if reader.tokens[cursor].kind == .keyword, let branch = DeviceConditions.condition(ofIfAt: cursor, reader, limit: end) {
                deviceBranches.append(branch)
            }
            if let skip = skips.first(where: { $0.contains(cursor) }) {
                cursor = skip.upperBound
                continue
            }
            guard reader.tokens[cursor].kind == .identifier, !Self.isMember(cursor, reader), !reader.isExcludedFromiOS(cursor) else {
                cursor += 1
                continue
            }
            if reader.is(cursor, "ToolbarItem") || reader.is(cursor, "ToolbarItemGroup"), let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                let placement = call.argument("placement").flatMap { reader.memberName($0.range) }
                placements.append((call.end, Self.role(forPlacement: placement), placement == "keyboard"))
            } else if reader.is(cursor, "Button"), let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                controls.append(control("Button", call, reader, effects, role: placements.last?.role,
                                        ViewSummary.Place(file: reader.fileIndex, token: cursor)))
                controls[controls.count - 1].shownOnlyWhen = deviceBranches.last?.text
                controls[controls.count - 1].isOnKeyboardBar = placements.last?.onKeyboard ?? false
                controls[controls.count - 1].isInToolbar = !placements.isEmpty
                controls[controls.count - 1].siteBranch = branch
                cursor = call.end
                continue
            } else if let built = construction(at: cursor, reader),
                      let lists = viewTypes.type(named: built.name)?.initialiserParameterLists, !lists.isEmpty,
                      let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                // Every closure it is handed, whatever it does: it is the presenter's code, and
                // the presenter's flags are what close what it presents.
                let handed = handedClosures(call, lists: lists, reader, effects, namesToo: true)
                if !handed.isEmpty || !placements.isEmpty {
                    helpers.append(ViewSummary.SiteHelper(name: built.name, place: built.place, handed: handed,
                                                          role: placements.last?.role, shownOnlyWhen: deviceBranches.last?.text,
                                                          siteBranch: branch))
                }
            } else if !placements.isEmpty, let built = construction(at: cursor, reader) {
                // `ToolbarItem(placement: .cancellationAction) { CancelIconButton() }`: a view of
                // the app's put in the presented screen's bar, whose own buttons are the screen's.
                helpers.append(ViewSummary.SiteHelper(name: built.name, place: built.place, handed: [:],
                                                      role: placements.last?.role, shownOnlyWhen: deviceBranches.last?.text))
            }
            cursor += 1
        }
        return (controls, helpers)
    }

    /// Whether the token at `offset` starts a statement of a view builder: it follows the
    /// block's `{`, or a line break after a token that ends an expression (not an argument
    /// of a call going on, `Image(uiImage: UIImage(...))`, nor the right side of an operator).
    static func startsAStatement(_ offset: Int, _ reader: CodeBodyReader) -> Bool {
        if reader.isPunctuation(offset - 1, "{") { return true }
        guard reader.lineBreakBefore(offset), offset > 0 else { return false }
        if reader.tokens[offset - 1].kind == .operator { return false }
        return !(reader.isPunctuation(offset - 1, "(") || reader.isPunctuation(offset - 1, ",")
            || reader.isPunctuation(offset - 1, ":") || reader.isPunctuation(offset - 1, "."))
    }

    /// Whether the `{` at `open` opens the block of an `if` or an `else` (its line says so
    /// before it) whose condition is not the device's: a branch that chooses what shows.
    /// Reads back along the brace's line only.
    static func opensBranch(_ open: Int, in range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        guard let close = reader.partners[open] else { return false }
        var before = open - 1
        while before > range.lowerBound {
            // A branch on the device (`if !DeviceUtil.isPad`) shows a control in some places,
            // of every screen (`shownOnlyWhen`), and chooses no screen.
            if reader.is(before, "if") { return DeviceConditions.condition(ofIfAt: before, reader, limit: close) == nil }
            if reader.is(before, "else") { return true }
            if reader.lineBreakBefore(before) { return false }
            before -= 1
        }
        return false
    }

    /// Where the `if`/`else` chain or `switch` starting at `start` ends: after its last `}`.
    private func statementEnd(from start: Int, _ reader: CodeBodyReader, limit: Int) -> Int? {
        var cursor = start
        while true {
            var open = cursor + 1
            while open < limit, !reader.isPunctuation(open, "{") {
                if reader.isPunctuation(open, "("), let close = reader.partners[open], close > open { open = close }
                open += 1
            }
            guard open < limit, let close = reader.partners[open], close > open else { return nil }
            cursor = close + 1
            guard reader.is(cursor, "else"), !reader.is(start, "switch") else { return cursor }
            if reader.is(cursor + 1, "if") {
                cursor += 1
            } else if reader.isPunctuation(cursor + 1, "{"), let elseClose = reader.partners[cursor + 1], elseClose > cursor + 1 {
                return elseClose + 1
            } else {
                return nil
            }
        }
    }

    /// The token after a `let`/`var` declaration in a view builder: the first on a new line
    /// that does not go on with the expression (`.modifier`, an operator), or after a `;`.
    private func declarationEnd(from start: Int, _ reader: CodeBodyReader, limit: Int) -> Int {
        var cursor = start + 1
        while cursor < limit {
            if reader.isPunctuation(cursor, ";") { return cursor + 1 }
            if cursor > start + 2, reader.lineBreakBefore(cursor), !reader.isPunctuation(cursor, "."),
               reader.tokens[cursor].kind != .operator, reader.tokens[cursor - 1].kind != .operator {
                return cursor
            }
            if reader.tokens[cursor].kind == .punctuation, let partner = reader.partners[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        return limit
    }

    // MARK: The walk

    /// Every setting of a name in the type's code (`sheet = .about`, in a button, an alert's
    /// button or an `onDismiss:` alike) and every `$name`/`_name` handed out: the cases a flag
    /// is set to, and which flags are set some other way.
    private func scanFlagWrites(_ declaration: SwiftUIViewTypes.Declaration, into summary: inout ViewSummary) {
        let reader = CodeBodyReader(index: index, file: declaration.file)
        let tokens = reader.tokens
        let nested = viewTypes.typeBodies[declaration.file]
        let end = min(declaration.body.upperBound, tokens.count)
        var cursor = declaration.body.lowerBound
        while cursor < end {
            if tokens[cursor].kind == .punctuation, let close = nested[cursor] {
                cursor = close + 1
                continue
            }
            defer { cursor += 1 }
            guard tokens[cursor].kind == .identifier else { continue }
            let name = reader.text(cursor)
            summary.mentions[name, default: 0] += 1
            if reader.isExcludedFromiOS(cursor) {
                // Code that does not ship (`#if DEBUG`): what it sets is remembered apart.
                if cursor + 2 < end, reader.isPunctuation(cursor + 1, "."), reader.is(cursor + 2, "toggle") {
                    summary.flagsSetTrueInUnshippedCode.insert(name)
                } else if cursor + 2 < end, tokens[cursor + 1].kind == .operator, reader.is(cursor + 1, "="),
                          !reader.is(cursor + 2, "nil"), !reader.is(cursor + 2, "false") {
                    summary.flagsSetTrueInUnshippedCode.insert(name)
                }
                continue
            }
            if name.hasPrefix("$") || name.hasPrefix("_"),
               !(reader.isPunctuation(cursor - 1, ":") && (reader.is(cursor - 2, "isPresented") || reader.is(cursor - 2, "item"))) {
                // Handed to something other than a presentation's own `isPresented:`/`item:`.
                summary.flagsHandedOut.insert(ActionEffectsReader.bindingName(name))
            }
            if cursor + 2 < end, reader.isPunctuation(cursor + 1, "."), reader.is(cursor + 2, "toggle") {
                summary.flagsMaySetTrue.insert(name)
            }
            if cursor > 0, tokens[cursor - 1].kind == .operator, reader.is(cursor - 1, "&") {
                summary.flagsMaySetTrue.insert(name)  // `open(&flag)`: handed `inout`
            }
            if cursor + 1 < end, tokens[cursor + 1].kind == .operator, !reader.is(cursor + 1, "="), !reader.is(cursor + 1, "=="),
               reader.text(cursor + 1).hasSuffix("="), !reader.is(cursor + 1, "!="), !reader.is(cursor + 1, "<="),
               !reader.is(cursor + 1, ">="), !reader.is(cursor + 1, "===") {
                summary.flagsMaySetTrue.insert(name)  // `flag |= other`
            }
            guard cursor + 2 < end, tokens[cursor + 1].kind == .operator, reader.is(cursor + 1, "="),
                  !(cursor > 0 && (reader.is(cursor - 1, "let") || reader.is(cursor - 1, "var"))) /* a declaration; a statement after `x = true` is not one */ else { continue }
            if !reader.is(cursor + 2, "nil"), !reader.is(cursor + 2, "false") { summary.flagsMaySetTrue.insert(name) }
            if reader.is(cursor + 2, "nil") { continue }
            if cursor + 3 < end, reader.isPunctuation(cursor + 2, "."), tokens[cursor + 3].kind == .identifier,
               !reader.isPunctuation(cursor + 4, ".") {
                summary.flagCases[name, default: []].insert(reader.text(cursor + 3))
            } else {
                summary.flagsSetOtherwise.insert(name)
            }
        }
    }

    private func scan(_ declaration: SwiftUIViewTypes.Declaration, into summary: inout ViewSummary) {
        scanFlagWrites(declaration, into: &summary)
        let file = declaration.file
        let reader = CodeBodyReader(index: index, file: file)
        let tokens = reader.tokens
        let nested = viewTypes.typeBodies[file]
        let effects = ActionEffectsReader(reader: reader, file: file, viewType: viewType, methods: methods, index: index,
                                          closedStores: viewTypes.storesThatCloseNothing(viewType), siteValues: siteValues,
                                          inertTypeMethods: viewTypes.inertTypeMethods,
                                          inertObjectMethods: viewTypes.inertObjectMethods)
        var placements: [(end: Int, role: ActionRole?, onKeyboard: Bool)] = []
        var forms: [Int] = []
        // Where the words are a control's, a toolbar's or a row's (ends of those calls), and
        // where views are rows (`ForEach`, `List(items)`): no heading of the screen there.
        var notHeading: [Int] = []
        var rows: [Int] = []
        // Ends of stacks whose own modifiers set a title font: their texts are set in it.
        var headingFontStacks: [Int] = []
        var sawContentText = false
        let signals = TitleSignals(reader: reader, textStyles: (viewTypes.textStyleModifiers, index))
        var skipped: [Int: Int] = [:]  // constructions that are a TabView's children
        // The closures of event handlers the walk is in (`.onReceive(...) { ... }`), and the
        // bodies of the type's methods in this file: where a reset runs, for what it is about.
        var eventClosures: [Range<Int>] = []
        // `.navigationBarItems(...)` of a view whose navigation bar its own modifiers hide:
        // what it holds never shows.
        var hiddenBarItems: [Int] = []
        let methodBodies = methods.values.joined().filter { $0.file == file }.map(\.body)
        let ownMethods = ownMethodBodies(in: file)
        var scopeNames: [Range<Int>: Set<String>] = [:]
        // The property each `.onChange(of: name)` closure watches.
        var watched: [Range<Int>: String] = [:]
        // The first branches of `if`s on the device the walk is in (DeviceConditions).
        var deviceBranches: [(end: Int, text: String)] = []
        // The cases of `switch`es the building site rules out, start to end.
        var ruledOutCases: [Int: Int] = [:]
        // Whether each block a form's field stands in holds a `SecureField`.
        var secureFieldBlocks: [Int: Bool] = [:]
        // The state a `NavigationStack(path: $path)` of the view's own pushes onto.
        var stackPaths: Set<String> = []
        let end = min(declaration.body.upperBound, tokens.count)
        let presentedOnly = presentedOnlyBuilders(in: declaration, reader)
        // Closures handed to a view or method that presents them (PresentedClosureParameters):
        // the body of each, read with its presentation.
        var presentedClosureBodies: [Int: Int] = [:]
        var cursor = declaration.body.lowerBound
        while cursor < end {
            if let skip = presentedOnly[cursor] ?? presentedClosureBodies[cursor] {
                // A method that builds only what a presentation shows, or a closure handed to
                // be presented: its views are that screen's, not this one's (read with the
                // presentation).
                cursor = skip
                continue
            }
            while let last = placements.last, cursor >= last.end { placements.removeLast() }
            while let last = deviceBranches.last, cursor >= last.end { deviceBranches.removeLast() }
            while let last = eventClosures.last, cursor >= last.upperBound { eventClosures.removeLast() }
            while let last = hiddenBarItems.last, cursor >= last { hiddenBarItems.removeLast() }
            while let last = forms.last, cursor >= last { forms.removeLast() }
            while let last = notHeading.last, cursor >= last { notHeading.removeLast() }
            while let last = headingFontStacks.last, cursor >= last { headingFontStacks.removeLast() }
            while let last = rows.last, cursor >= last { rows.removeLast() }
            let token = tokens[cursor]
            if token.kind == .punctuation, let close = nested[cursor] {
                cursor = close + 1
                continue
            }
            if token.kind == .keyword, !siteValues.isEmpty, reader.is(cursor, "if"), !reader.isPunctuation(cursor - 1, "#"),
               let block = ActionEffectsReader.ruledOutBlock(ifAt: cursor, in: reader, siteValues: siteValues, limit: end) {
                // A branch the building site rules out (`if style == .modal` where the site
                // leaves `style` at `.navigation`): what it draws is not there. Its `else` is
                // read as usual.
                cursor = block + 1
                continue
            }
            if token.kind == .keyword, !siteValues.isEmpty, reader.is(cursor, "switch") {
                for ruled in ActionEffectsReader.ruledOutCases(switchAt: cursor, in: reader, siteValues: siteValues, limit: end) {
                    ruledOutCases[ruled.start] = ruled.end
                }
            }
            if let caseEnd = ruledOutCases[cursor] {
                // A case of a `switch` the building site rules out (`case .button:` where the
                // site passes `mode: .inline`): what it draws is not there.
                cursor = caseEnd
                continue
            }
            if token.kind == .keyword, let branch = DeviceConditions.condition(ofIfAt: cursor, reader, limit: end) {
                deviceBranches.append(branch)
            }
            guard token.kind == .identifier, !reader.isExcludedFromiOS(cursor) else {
                cursor += 1
                continue
            }
            let place = ViewSummary.Place(file: file, token: cursor)
            let name = reader.file.identifierName(of: token)
            if let branch = deviceBranches.last, !Self.isMember(cursor, reader) || reader.is(cursor - 2, "self") {
                summary.deviceConditionedUses[name, default: (0, branch.text)].count += 1
            }
            let isModifier = Self.isMember(cursor, reader)
            if !isModifier, !placements.isEmpty, summary.unseenBarView == nil, reader.isPunctuation(cursor + 1, "("),
               Self.startsAStatement(cursor, reader), index.type(named: name) == nil, !viewTypes.isViewType(name),
               FrameworkBehaviour.isViewOutsideTheRun(named: name) {
                // `ToolbarItem { DismissButton() }`: a view of a package outside the run in the
                // screen's bar, whose buttons the reading cannot see.
                summary.unseenBarView = (name, place)
            }
            if isModifier ? TitleSignals.notHeadingModifiers.contains(name) : TitleSignals.notHeadingContainers.contains(name) || name == "List",
               let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                if name == "ForEach" || name == "List" && call.firstUnlabelled != nil { rows.append(call.end) }
                if name != "List" { notHeading.append(call.end) }
            }
            // `flag = false`, not `let flag = false`; a closure's first statement (`{ _ in flag = false }`) too.
            if cursor + 2 < end, tokens[cursor + 1].kind == .operator, reader.is(cursor + 1, "="),
               reader.is(cursor + 2, "false") || reader.is(cursor + 2, "nil"),
               !(cursor > 0 && tokens[cursor - 1].kind == .keyword && !reader.is(cursor - 1, "in")) {
                let event = eventClosures.last(where: { $0.contains(cursor) })
                let scope = ([event].compactMap { $0 } + methodBodies.filter { $0.contains(cursor) }).max { $0.lowerBound < $1.lowerBound }
                var names: Set<String>?
                if let scope {
                    if scopeNames[scope] == nil { scopeNames[scope] = memberNames(in: scope, reader) }
                    names = scopeNames[scope]
                }
                var reset = ViewSummary.FlagReset(name: ActionEffectsReader.bindingName(name), place: place, scopeNames: names)
                if let event, event == scope { reset.onChangeOf = watched[event] }
                summary.flagResets.append(reset)
            }
            if isModifier, let made = presentationModifier(at: cursor, reader, limit: end) {
                summary.presentations.append(made)
                cursor = made.end
                continue
            }
            if isModifier, viewTypes.isViewType(SwiftUIViewTypes.extensionMethodPrefix + name),
               reader.isPunctuation(cursor + 1, "(") || Self.opensTrailingClosure(cursor + 1, reader) {
                // `.withSheetDestinations(...)`, `.navigationBarCloseButton { ... }`: a method of
                // `extension View` the run declares, called with arguments or a trailing closure.
                var built = ViewSummary.Construction(name: SwiftUIViewTypes.extensionMethodPrefix + name, place: place, bindingArguments: [])
                if let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                    built.handedClosures = handedClosures(call, to: built.name, reader, effects)
                    for (presentation, body) in handedPresentations(call, to: built.name, reader, place) {
                        summary.presentations.append(presentation)
                        presentedClosureBodies[body.lowerBound] = body.upperBound
                    }
                    // An app's own overload of SwiftUI's title modifier (`navigationTitle(_:
                    // ScreenName)`) does not hide SwiftUI's: which one a call resolves to
                    // depends on its argument's type, and either sets the title.
                    if name == "navigationTitle" || name == "navigationBarTitle", summary.title == nil, let first = call.arguments.first {
                        summary.title = (reader.literalText(first.range), place)
                    }
                }
                summary.children.append(built)
                cursor += 1
                continue
            }
            if !isModifier, let kind = Self.presentationModifiers[name], isBarePresentation(at: cursor, reader),
               let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                // `sheet(item:) { ... }` on the implicit `self` of an `extension View` method.
                summary.presentations.append(presentation(kind, call, reader, place))
                cursor = call.end
                continue
            }
            if name == "NavigationStack", reader.isPunctuation(cursor + 1, "("), reader.is(cursor + 2, "path"),
               reader.isPunctuation(cursor + 3, ":"), reader.tokens.indices.contains(cursor + 4) {
                // `NavigationStack(path: $path)`: the state its pushes go onto.
                stackPaths.insert(ActionEffectsReader.bindingName(reader.text(cursor + 4)))
            }
            if isModifier, cursor >= 2, tokens[cursor - 2].kind == .identifier, !reader.isPunctuation(cursor - 3, "."),
               viewTypes.isViewType(reader.text(cursor - 2)), var helper = helperThatDismisses(at: cursor, reader, effects, end: end) {
                // `HabittoButton.largeFillPrimary(text: "Done") { onDismiss() }`: a static factory
                // of the app's view, not a modifier, handed a closure that may close.
                helper.shownOnlyWhen = deviceBranches.last?.text
                summary.controls.append(helper)
                cursor += 1
                continue
            }
            if isModifier {
                // A modifier: `.navigationTitle(`, `.interactiveDismissDisabled(`.
                if name == "navigationTitle" || name == "navigationBarTitle", let call = SwiftUICall.read(at: cursor, reader, limit: end),
                   let first = call.arguments.first, summary.title == nil {
                    summary.title = (reader.literalText(first.range), place)
                    if summary.title?.text == nil, first.range.count == 1, reader.isName(first.range.lowerBound) {
                        summary.titleName = reader.text(first.range.lowerBound)
                    }
                } else if summary.hidesBar == nil, ["navigationBarHidden", "toolbar", "toolbarVisibility"].contains(name),
                          let call = SwiftUICall.read(at: cursor, reader, limit: end), signals.mayHideBar(name, call) {
                    summary.hidesBar = place
                } else if name == "interactiveDismissDisabled", summary.dismissGesture == nil {
                    summary.dismissGesture = (dismissGesture(at: cursor, reader), place)
                } else if Self.handlerModifiers.contains(name), let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                    let event = name == "onReceive" ? call.arguments.first.flatMap { EventPosters.eventName(in: $0.range, reader) } : nil
                    let onAppear = name == "task" && call.argument("id") == nil
                    summary.handlers.append((handlerEffects(call, reader, effects), place, event, onAppear))
                    // `.onChange(of: text) { ... }`, and `.task(id: draftState) { ... }`, which runs
                    // again each time its id changes.
                    if name == "onChange" || name == "task" && call.argument("id") != nil, summary.savesOnChange == nil {
                        var followed = Set<Int>()
                        if writesToStorage(call.name..<call.end, reader, followed: &followed) { summary.savesOnChange = place }
                    }
                }
                if name == "onAppear" || name == "task", summary.pushesFirstPageOnAppear == nil, !stackPaths.isEmpty,
                   let call = SwiftUICall.read(at: cursor, reader, limit: end), name == "onAppear" || call.argument("id") == nil,
                   Self.appends(to: stackPaths, in: call.name..<call.end, reader) {
                    // `.onAppear { path.append(.intro) }` (or a `.task` run once as it appears):
                    // the stack's first page is pushed at once.
                    summary.pushesFirstPageOnAppear = place
                }
                if summary.fillsTheBar == nil, name == "navigationBarItems" || (name == "toolbar" && reader.isPunctuation(cursor + 1, "{")) {
                    summary.fillsTheBar = place
                }
                if name == "navigationBarItems", let call = SwiftUICall.read(at: cursor, reader, limit: end),
                   (modifiers(before: cursor - 1, reader) + modifiers(after: call.end, reader, limit: end)).contains(where: { hidesBarForCertain($0.name, $0.argument, reader) }) {
                    hiddenBarItems.append(call.end)
                }
                if Self.eventModifiers.contains(name), let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                    // Its closures (not the publisher or value it watches) run on the event.
                    let closures = call.closures.map(\.range) + call.arguments.compactMap { reader.closureBody($0.range) }
                    eventClosures += closures.sorted { $0.lowerBound > $1.lowerBound }
                    if name == "onChange", let value = call.argument("of"), let property = Self.propertyName(value.range, reader) {
                        for closure in closures { watched[closure] = property }
                    }
                }
                cursor += 1
                continue
            }
            if summary.heading == nil, notHeading.isEmpty, rows.isEmpty, Self.namesAHeaderView(name), viewTypes.isViewType(name),
               reader.isPunctuation(cursor + 1, "("), let call = SwiftUICall.read(at: cursor, reader, limit: end), call.argument("title") != nil {
                // `SheetHeader(title: ...)`: a view of the app's that it calls a header, handed
                // the words of the title, heads the screen as a title font's `Text` does.
                summary.heading = place
            }
            if summary.heading == nil, notHeading.isEmpty, rows.isEmpty, Self.stacks.contains(name),
               let call = SwiftUICall.read(at: cursor, reader, limit: end), !call.closures.isEmpty,
               signals.isHeading(textAt: cursor, callEnd: call.end, limit: end) {
                // `VStack { Text("Introducing"); Text("New Home") }.font(.title)`: a font set on
                // a stack is its texts' font (SwiftUI's environment), so they head the screen.
                headingFontStacks.append(call.end)
            }
            switch name {
            case "Text" where summary.heading == nil && notHeading.isEmpty && rows.isEmpty:
                // The view's first words, set as a headline (`.font(.headline)`), head it as a
                // title font would: "Select the vehicle to export:" at the top of a sheet.
                if let call = SwiftUICall.read(at: cursor, reader, limit: end),
                   !headingFontStacks.isEmpty || signals.isHeading(textAt: cursor, callEnd: call.end, limit: end, headlineCounts: !sawContentText) {
                    summary.heading = place
                }
                sawContentText = true
            case "Button", "NavigationLink", "ShareLink":
                if let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                    if !hiddenBarItems.isEmpty {
                        // In a navigation bar that is hidden: no one can tap it.
                        cursor = call.end
                        continue
                    }
                    summary.controls.append(control(name, call, reader, effects, role: placements.last?.role, place))
                    summary.controls[summary.controls.count - 1].isOnKeyboardBar = placements.last?.onKeyboard ?? false
                    summary.controls[summary.controls.count - 1].isInToolbar = !placements.isEmpty
                    if name == "Button" {
                        summary.committedNames.formUnion(OneLineFieldPurpose.committedNames(
                            in: actionRanges(call, reader, file: file), reader, ownMethods: ownMethods))
                    }
                    summary.controls[summary.controls.count - 1].shownOnlyWhen = deviceBranches.last?.text
                    if name == "NavigationLink", let destination = destinationRange(call, reader) {
                        // The destination is another screen: its code is not this one's.
                        summary.controls[summary.controls.count - 1].destinations = destinationTargets(destination, reader)
                        if let active = call.argument("isActive"), reader.tokens[active.range.lowerBound].kind == .identifier,
                           active.range.count == 1, case let flag = reader.text(active.range.lowerBound), flag.hasPrefix("$") {
                            summary.controls[summary.controls.count - 1].activatingFlag = String(flag.dropFirst())
                        }
                        cursor = destination.upperBound
                        continue
                    }
                }
            case "ToolbarItem", "ToolbarItemGroup":
                if let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                    let placement = call.argument("placement").flatMap { reader.memberName($0.range) }
                    placements.append((call.end, Self.role(forPlacement: placement), placement == "keyboard"))
                    if placement == "principal", summary.title == nil {
                        // The bar's middle: a title view built by hand, its words those of
                        // its first text (`Text("form.create").font(.headline)`), when it has one.
                        summary.title = (call.closures.first.flatMap { reader.firstLiteral(named: ["Text", "Label"], in: $0.range) }, place)
                        if summary.title?.text == nil, let closure = call.closures.first {
                            summary.titleName = Self.shownName(in: closure.range, reader)
                        }
                    } else if Self.leadingPlacements.contains(placement ?? ""), summary.mayShowTitle == nil,
                              let closure = call.closures.first, showsTextOutsideButtons(closure.range, reader) {
                        summary.mayShowTitle = place
                    }
                }
            case "Form":
                if let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                    forms.append(call.end)
                    summary.content.append((.form, place))
                }
            case "Map" where reader.isPunctuation(cursor + 1, "("):
                summary.content.append((.map, place))
            case "VideoPlayer" where reader.isPunctuation(cursor + 1, "("):
                summary.content.append((.video, place))
            case "TextEditor", "TextField", "SecureField":
                // A multi-line field (`TextEditor`, `axis: .vertical`) holds prose people
                // write, unless its keyboard is for addresses or numbers (a list of links to
                // open). A one-line field may as well be a server address, a search, or a
                // setting saved as typed: whether content is at stake is not said.
                let call = SwiftUICall.read(at: cursor, reader, limit: end)
                if let text = call?.argument("text"), reader.isPunctuation(text.range.lowerBound, "."),
                   reader.is(text.range.lowerBound + 1, "constant") {
                    // `text: .constant(json)`: shown, never typed into.
                    break
                }
                let axisArgument = call?.argument("axis")
                // `.vertical` or `Axis.vertical`: the case is stated here.
                let axis = axisArgument.flatMap { argument -> String? in
                    let start = argument.range.lowerBound
                    guard reader.isPunctuation(start, ".") || reader.is(start, "Axis") else { return nil }
                    return reader.memberName(argument.range)
                }
                let isMultiLine = reader.is(cursor, "TextEditor") || axis == "vertical"
                if let text = call?.argument("text"), let bound = boundName(text.range, reader), Self.namesASearch(bound) {
                    // `TextEditor(text: $searchText)`: what the code calls a search or a query
                    // filters what the screen lists; nothing is lost when it closes.
                    break
                }
                // `axis: axis`, handed in by whoever builds the view (a list row of a design
                // system): whether the field is one line or many is its building site's to say.
                let axisIsOpen = axisArgument != nil && axis == nil
                let writesThroughCode = call.flatMap { call in
                    call.argument("text").map {
                        writesThroughAppCode($0.range, reader) || handsEachEditToAppCode($0.range, modifiersAfter: call.end, reader, limit: end)
                    }
                } ?? false
                if isMultiLine, let call, !writesThroughCode, !entersStructuredText(modifiersAfter: call.end, reader, limit: end) {
                    if summary.editsContent == nil { summary.editsContent = place }
                    // `$draft`, or `$model.draft` (a member path: whose the object is, the
                    // composition says).
                    let bound = call.argument("text").flatMap { boundName($0.range, reader) ?? boundMemberPath($0.range, reader) }
                    summary.editedFields.append((bound.map(String.init), place, false))
                } else if !isMultiLine, !axisIsOpen, let call, !writesThroughCode {
                    // A one-line field, in a form or not (a section of a list, a property the
                    // form draws): what it is for is where its text goes.
                    if reader.is(cursor, "SecureField") || entersStructuredText(modifiersAfter: call.end, reader, limit: end)
                        || Self.standsBesideASecureField(cursor, reader, blocks: &secureFieldBlocks) {
                        // A password, an address, a name of an account (the field a password's
                        // `SecureField` stands beside): not something people write.
                        break
                    }
                    let text = call.argument("text")
                    let root = text.flatMap { OneLineFieldPurpose.boundRoot($0.range, reader) }
                    if let root, index.properties(of: viewType.name).contains(where: {
                        $0.name == root && FrameworkBehaviour.persistsEachValue(attributes: $0.attributes)
                    }) {
                        // `@AppStorage`: kept as it is typed.
                        break
                    }
                    summary.oneLineFields.append((root, text.flatMap { boundName($0.range, reader) }.map(String.init), place,
                                                  !rows.isEmpty, !forms.isEmpty))
                } else if isMultiLine || axisIsOpen || !forms.isEmpty, summary.mayEditContent == nil {
                    summary.mayEditContent = place
                }
            case "TabView":
                if let call = SwiftUICall.read(at: cursor, reader, limit: end), let closure = call.closures.first {
                    for tab in topLevelConstructions(in: closure.range, reader) {
                        summary.tabs.append(tab)
                        skipped[tab.place.token] = 1
                    }
                }
            default:
                if skipped[cursor] == nil, var construction = construction(at: cursor, reader) {
                    // A view shown as a picture (`.allowsHitTesting(false)`, `.disabled(true)`):
                    // its buttons cannot be tapped here.
                    if let call = SwiftUICall.read(at: cursor, reader, limit: end), isInert(modifiersAfter: call.end, reader, limit: end) {
                        construction.isInert = true
                    }
                    // In a hidden navigation bar (`BackNav()` in `.navigationBarItems` under
                    // `.navigationBarHidden(true)`): it never shows, so neither do its buttons.
                    if !hiddenBarItems.isEmpty { construction.isInert = true }
                    construction.isRepeated = !rows.isEmpty
                    if let call = SwiftUICall.read(at: cursor, reader, limit: end), viewTypes.type(named: construction.name)?.isRepresentable == true,
                       handsWrappedEditsToAppCode(call, reader, limit: end) {
                        summary.representablesHandingOffEdits.insert(construction.name)
                    }
                    if let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                        construction.initialiserClosures = initialiserClosures(call, to: construction.name, reader, effects)
                        if let lists = viewTypes.type(named: construction.name)?.initialiserParameterLists, !lists.isEmpty {
                            construction.flagSettingClosures = handedClosures(call, lists: lists, reader, effects, namesToo: true)
                                .filter { !$0.value.setsTrue.isEmpty }
                        }
                    }
                    if let call = SwiftUICall.read(at: cursor, reader, limit: end) {
                        for (presentation, body) in handedPresentations(call, to: construction.name, reader, place) {
                            summary.presentations.append(presentation)
                            presentedClosureBodies[body.lowerBound] = body.upperBound
                        }
                    }
                    summary.children.append(construction)
                } else if var helper = helperThatDismisses(at: cursor, reader, effects, end: end) {
                    helper.shownOnlyWhen = deviceBranches.last?.text
                    summary.controls.append(helper)
                }
            }
            cursor += 1
        }
    }

    /// `sheet(isPresented:` / `alert("Title", isPresented:` with no receiver: the
    /// modifier on an implicit `self`, told from a function of that name by its arguments.
    private func isBarePresentation(at offset: Int, _ reader: CodeBodyReader) -> Bool {
        guard reader.isPunctuation(offset + 1, "("), let close = reader.partners[offset + 1], close > offset + 1 else { return false }
        return reader.arguments(ofCallAt: offset + 1).contains { ["isPresented", "item", "for"].contains($0.label) }
    }

    /// Keywords whose statement's condition or sequence ends at the body's `{`.
    private static let conditionKeywords: Set<String> = ["switch", "if", "while", "guard", "in"]

    /// `sheetCloseToolbarItem { dismiss() }`: a helper of the app's that builds a control
    /// around a closure that dismisses. Where the helper is a function of the app that only
    /// draws a button with it (ButtonHelperFunctions), the control's action is the closure;
    /// otherwise the control is not visible here, so it is an action whose dismissal is
    /// unknown: rules that need to know stay silent.
    private func helperThatDismisses(at offset: Int, _ reader: CodeBodyReader, _ effects: ActionEffectsReader, end: Int) -> ViewSummary.Control? {
        let tokens = reader.tokens
        // `switch kind {`, `if ready {`: a statement's condition takes no trailing closure, so
        // the block after it is the statement's body, not a closure handed to a helper.
        if offset > 0, tokens[offset - 1].kind == .keyword, Self.conditionKeywords.contains(reader.text(offset - 1)) { return nil }
        // `HabittoButton.largeFillPrimary(text: "Done") { onDismiss() }`: a static factory of
        // a view of the app, handed a closure that may close (the presenter's `onDismiss`).
        let isViewFactory = offset >= 2 && reader.isPunctuation(offset - 1, ".") && tokens[offset - 2].kind == .identifier
            && !reader.isPunctuation(offset - 3, ".") && viewTypes.isViewType(reader.text(offset - 2))
        guard tokens[offset].kind == .identifier, !reader.isPunctuation(offset - 1, ".") || isViewFactory,
              !ByteClass.isUppercaseLetter(reader.file.bytes[tokens[offset].span.start]),
              !viewType.dismissNames.contains(reader.text(offset)), isViewFactory || methods[reader.text(offset)] == nil,
              let call = SwiftUICall.read(at: offset, reader, limit: end) else { return nil }
        var closures = call.closures.map(\.range)
        for argument in call.arguments { if let body = reader.closureBody(argument.range) { closures.append(body) } }
        let dismissing = closures.filter {
            let read = effects.effects(of: $0)
            return read.callsDismiss || isViewFactory && read.callsParentClosure
        }
        guard !dismissing.isEmpty else { return nil }
        var read = ActionEffects()
        var role: ActionRole?
        if let drawn = ButtonHelperFunctions.buttonActions(of: call, reader, index: index), !drawn.actions.isEmpty,
           dismissing.allSatisfy(drawn.actions.contains) {
            // The app's function draws a button with each closure that dismisses, and with
            // nothing else: the button's action is the closure, its role the button's.
            for action in drawn.actions { read.formUnion(effects.effects(of: action)) }
            role = drawn.role
        } else {
            read.callsParentClosure = true
            read.unfollowedCall = .swift(reader, at: offset)
        }
        return ViewSummary.Control(kind: .button, label: reader.text(offset), role: role,
                                   place: ViewSummary.Place(file: reader.fileIndex, token: offset), effects: read)
    }

    // MARK: Constructions and targets

    /// A view type of the run constructed at `offset`: `Name(`, `Name {`, `Name.init(`.
    private func construction(at offset: Int, _ reader: CodeBodyReader) -> ViewSummary.Construction? {
        let tokens = reader.tokens
        guard offset < tokens.count, tokens[offset].kind == .identifier else { return nil }
        if reader.isPunctuation(offset - 1, ".") {
            // `StatusEditor.MainView(...)`: a type nested in a namespace, not a member.
            guard offset >= 2, tokens[offset - 2].kind == .identifier,
                  ByteClass.isUppercaseLetter(reader.file.bytes[tokens[offset - 2].span.start]) else { return nil }
        }
        let name = reader.file.identifierName(of: tokens[offset])
        guard viewTypes.isViewType(name) else { return nil }
        var open = offset + 1
        var specialised = false
        if let after = Self.afterGenericArguments(offset + 1, reader) {
            // `TagEditView<ProtoTag>(onSave: ...)`: the generic view, its arguments spelled out.
            open = after
            specialised = true
        }
        if reader.isPunctuation(open, "."), reader.is(open + 1, "init") { open += 2 }
        let opensCall = reader.isPunctuation(open, "(") && !(specialised && reader.lineBreakBefore(open))
            || (!specialised && reader.isPunctuation(open, "{") && !reader.lineBreakBefore(open))
        // `Name(` also starts a declaration's generic use (`Name<T>`), which is not a construction.
        guard opensCall else { return nil }
        var bindings: [(String, String)] = []
        var writtenThrough = Set<String>()
        if reader.isPunctuation(open, "(") {
            for argument in reader.arguments(ofCallAt: open) where !argument.label.isEmpty {
                if let passed = passedBinding(argument.start..<argument.end, reader) {
                    bindings.append((argument.label, passed))
                } else if writesThroughAppCode(argument.start..<argument.end, reader) {
                    writtenThrough.insert(argument.label)
                }
            }
        }
        var construction = ViewSummary.Construction(name: name, place: ViewSummary.Place(file: reader.fileIndex, token: offset), bindingArguments: bindings)
        construction.bindingsThroughAppCode = writtenThrough
        return construction
    }

    /// The token after the generic arguments that open at `open` (`<ProtoTag>`, `<Item,
    /// [String]>`), when they do and hold only type names; nil otherwise (a comparison).
    private static func afterGenericArguments(_ open: Int, _ reader: CodeBodyReader) -> Int? {
        guard open < reader.tokens.count, reader.tokens[open].kind == .operator, reader.is(open, "<"),
              !reader.lineBreakBefore(open) else { return nil }
        var depth = 0
        var cursor = open
        while cursor < reader.tokens.count, cursor - open < 32 {
            let token = reader.tokens[cursor]
            if token.kind == .operator {
                if reader.is(cursor, "<") { depth += 1 } else if reader.is(cursor, ">") { depth -= 1 }
                else if !reader.is(cursor, "?") && !reader.is(cursor, "!") { return nil }
                if depth == 0 { return cursor + 1 }
            } else if token.kind != .identifier && !(token.kind == .punctuation && (reader.isPunctuation(cursor, ".")
                        || reader.isPunctuation(cursor, ",") || reader.isPunctuation(cursor, "[") || reader.isPunctuation(cursor, "]"))) {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// `$name`, `self.$name`, `_name`, `$model.name`: the binding's property name.
    private func passedBinding(_ range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        if let written = Self.stateWrittenBySetter(range, reader) { return written }
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor < range.upperBound, reader.isName(cursor) else { return nil }
        let text = reader.text(cursor)
        guard text.hasPrefix("$") || text.hasPrefix("_") else { return nil }
        // `$model.flag` hands in `flag`.
        let last = reader.lastName(in: cursor, range.upperBound) ?? text
        return ActionEffectsReader.bindingName(last)
    }

    /// `Binding(get: { id.map(Item.init) }, set: { id = $0?.value })`: the state its setter
    /// writes, one plain name (or `self.name`) assigned first in the setter. Setting that
    /// state to nil closes what the binding drives, as clearing a `$name` binding does.
    static func stateWrittenBySetter(_ range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        guard range.count > 3, reader.is(range.lowerBound, "Binding"), reader.isPunctuation(range.lowerBound + 1, "("),
              let close = reader.partners[range.lowerBound + 1], close < range.upperBound else { return nil }
        var cursor = range.lowerBound + 2
        while cursor < close, !(reader.is(cursor, "set") && reader.isPunctuation(cursor + 1, ":")) {
            if reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, "("), let partner = reader.partners[cursor] {
                cursor = partner
            }
            cursor += 1
        }
        guard cursor < close, reader.isPunctuation(cursor + 2, "{"), let end = reader.partners[cursor + 2] else { return nil }
        var start = cursor + 3
        // `{ newValue in id = newValue?.value }`: the statement after `in`.
        for offset in start..<end where reader.is(offset, "in") {
            start = offset + 1
            break
        }
        if reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { start += 2 }
        guard start + 1 < end, reader.isName(start), reader.text(start + 1) == "=" else { return nil }
        return reader.text(start)
    }

    /// `router` of `$router.presentedSheet` (and `self.$router.presentedSheet`): the name
    /// before the only `.` of a `$`-binding of two names.
    /// `importNav` in `.environmentObject(importNav)` or `.environment(self.router)`: the
    /// one property an environment modifier at `offset` hands, or nil for any other argument.
    static func handedName(afterModifierAt offset: Int, _ reader: CodeBodyReader) -> String? {
        guard reader.isPunctuation(offset + 1, "("), let close = reader.partners[offset + 1] else { return nil }
        var start = offset + 2
        if reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { start += 2 }
        guard start + 1 == close, reader.isName(start) else { return nil }
        return reader.text(start)
    }

    private func bindingObject(_ range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor + 3 == range.upperBound, reader.isName(cursor), reader.isPunctuation(cursor + 1, "."),
              reader.isName(cursor + 2) else { return nil }
        let text = reader.text(cursor)
        guard text.hasPrefix("$"), text.count > 1 else { return nil }
        return String(text.dropFirst())
    }

    /// The container a view type of SwiftUI's makes its content part of.
    private static func containerKind(_ name: String) -> ContainerKind? {
        switch name {
        case "NavigationStack", "NavigationView": return .navigation
        case "NavigationSplitView": return .splitView
        default: return nil
        }
    }

    /// The screens a presented or pushed content closure shows: the first view type
    /// constructed, looking through `NavigationStack`, `Group`, `AnyView` and the like, with
    /// each branch of an `if` or `switch` a target of its own.
    func targets(in range: Range<Int>, _ reader: CodeBodyReader) -> ViewSummary.PresentedContent {
        var content = ViewSummary.PresentedContent()
        var cursor = range.lowerBound
        let end = min(range.upperBound, reader.tokens.count)
        var sawConstruction = false
        collectTargets(from: &cursor, end: end, reader, into: &content, sawConstruction: &sawConstruction)
        // Facts the site states about the presented content: anywhere in the closure.
        var leadsElsewhere = false
        for offset in range.lowerBound..<end where reader.tokens[offset].kind == .identifier {
            if reader.is(offset, "NavigationLink") || reader.isPunctuation(offset - 1, ".") && Self.presentationModifiers[reader.text(offset)] != nil {
                leadsElsewhere = true
            }
            let place = ViewSummary.Place(file: reader.fileIndex, token: offset)
            if reader.isPunctuation(offset - 1, "."), ContentHosts.environmentModifiers.contains(reader.text(offset)) {
                if let owner = content.targets.firstIndex(where: { $0.place.file == reader.fileIndex && $0.branch?.contains(offset) == true }) {
                    content.targets[owner].getsEnvironmentObjects = true
                } else {
                    content.setsEnvironmentObjects = true
                    content.handedEnvironmentObjects.append(Self.handedName(afterModifierAt: offset, reader))
                }
            }
            if reader.isPunctuation(offset - 1, ".") {
                if reader.is(offset, "interactiveDismissDisabled") {
                    // In one branch: that target's; outside every branch: the whole content's.
                    let gesture = (value: dismissGesture(at: offset, reader), place: place)
                    if let owner = content.targets.firstIndex(where: { $0.place.file == reader.fileIndex && $0.branch?.contains(offset) == true }) {
                        if content.targets[owner].dismissGesture == nil { content.targets[owner].dismissGesture = gesture }
                    } else if content.dismissGesture == nil {
                        content.dismissGesture = gesture
                    }
                } else if reader.is(offset, "navigationTitle") || reader.is(offset, "navigationBarTitle"), content.title == nil,
                          let call = SwiftUICall.read(at: offset, reader, limit: end), let first = call.arguments.first {
                    content.title = (reader.literalText(first.range), place)
                } else if content.hidesBar == nil, ["navigationBarHidden", "toolbar", "toolbarVisibility"].contains(reader.text(offset)),
                          let call = SwiftUICall.read(at: offset, reader, limit: end), TitleSignals(reader: reader).mayHideBar(reader.text(offset), call) {
                    content.hidesBar = place
                } else if let modifier = appModifier(at: offset, reader) {
                    content.siteModifiers.append(modifier)
                } else if reader.is(offset, "presentationCompactAdaptation"), reader.isPunctuation(offset + 1, "("),
                          let close = reader.partners[offset + 1], close > offset + 1 {
                    // `(.none)`, `(.popover)`, or `(horizontal: .none, vertical: ...)`: any `.none`/`.popover` said for compact.
                    let member = reader.memberName(offset + 2..<close)
                    if member == "none" {
                        content.refusedCompactAdaptation = CompactStyle.none
                    } else if member == "popover" {
                        content.refusedCompactAdaptation = .style(.popover)
                    }
                }
            } else if let kind = Self.containerKind(reader.text(offset)) {
                // In one branch, before its target: that target's (`case .prompt:
                // NavigationView { Prompt() }` beside a branch that shows another screen
                // bare); before every target: the whole content's.
                if let owner = content.targets.firstIndex(where: {
                    $0.place.file == reader.fileIndex && $0.branch?.contains(offset) == true && $0.place.token > offset
                }) {
                    if content.targets[owner].container == nil { content.targets[owner].container = (kind, place) }
                } else if content.container == nil, content.targets.first.map({ $0.place.token > offset }) ?? true {
                    content.container = (kind, place)
                }
            }
        }
        if content.targets.isEmpty, sawConstruction { content.constructsUnknownView = true }
        if content.title != nil, content.targets.count > 1 || leadsElsewhere {
            // `if ... { A().navigationTitle("A") } else { B() }`, or a title on a screen the
            // closure presents or pushes in turn: whose title it is is not said.
            content.title = nil
            content.titleIsUnclear = true
        }
        return content
    }

    /// A `{` on the same line as the name before it: a call's only argument, a trailing
    /// closure (`.navigationBarCloseButton { router.dismiss() }`).
    static func opensTrailingClosure(_ offset: Int, _ reader: CodeBodyReader) -> Bool {
        reader.isPunctuation(offset, "{") && !reader.lineBreakBefore(offset)
    }

    /// A modifier of the app's own at `offset` (after a `.`): a method of its `extension View`
    /// (`.appNavigationBar("Profile")`), or `.modifier(AppBar())` with a modifier type of the run.
    private func appModifier(at offset: Int, _ reader: CodeBodyReader) -> ViewSummary.Construction? {
        guard reader.isPunctuation(offset + 1, "(") || Self.opensTrailingClosure(offset + 1, reader) else { return nil }
        let place = ViewSummary.Place(file: reader.fileIndex, token: offset)
        let method = SwiftUIViewTypes.extensionMethodPrefix + reader.text(offset)
        if viewTypes.isViewType(method) { return ViewSummary.Construction(name: method, place: place, bindingArguments: []) }
        if reader.is(offset, "modifier") { return construction(at: offset + 2, reader) }
        return nil
    }

    private func collectTargets(from cursor: inout Int, end: Int, _ reader: CodeBodyReader,
                                into content: inout ViewSummary.PresentedContent, sawConstruction: inout Bool) {
        let tokens = reader.tokens
        var throughHost = false
        while cursor < end {
            let token = tokens[cursor]
            if token.kind == .keyword, reader.is(cursor, "if") || reader.is(cursor, "switch") {
                collectBranches(from: &cursor, end: end, reader, into: &content, sawConstruction: &sawConstruction)
                return
            }
            if token.kind == .keyword, reader.is(cursor, "let") || reader.is(cursor, "var") {
                // `let model = FormModel(design: design)` before the view a branch shows:
                // a value, not the screen.
                cursor = declarationEnd(from: cursor, reader, limit: end)
                continue
            }
            if token.kind == .identifier, !reader.isExcludedFromiOS(cursor) {
                if let construction = construction(at: cursor, reader) {
                    if viewTypes.type(named: construction.name)?.onlyHostsContent == true {
                        // `RouterHost { RootView() }`: what it shows is the view handed in,
                        // with the wrapper's own objects in its environment.
                        throughHost = true
                        cursor += 1
                        continue
                    }
                    var construction = construction
                    construction.getsEnvironmentObjects = throughHost
                    content.targets.append(construction)
                    return
                }
                let first = reader.file.bytes[token.span.start]
                if !reader.isPunctuation(cursor - 1, "."), first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), reader.isPunctuation(cursor + 1, "(") || reader.isPunctuation(cursor + 1, "{"),
                   !Self.lookThrough.contains(reader.text(cursor)) {
                    // A view the run does not declare (a package's, a UIKit wrapper's).
                    sawConstruction = true
                    return
                }
            }
            cursor += 1
        }
    }

    /// A view type's name that says it heads what it is in: `SheetHeader`, `NavigationHeader`,
    /// `HeaderView`, `TitleBar` (a header or heading, or a title bar), not a `SectionHeader`
    /// (a list's) or a `SubtitleHeader`.
    /// Whether the name at `cursor` is a member (`.sheet(`, `.title`) rather than a type:
    /// after a `.`, unless that `.` only names the type's module (`SwiftUI.Button(...)`,
    /// written where the app declares a `Button` of its own), which is the type itself.
    static func isMember(_ cursor: Int, _ reader: CodeBodyReader) -> Bool {
        reader.isPunctuation(cursor - 1, ".") && !(reader.is(cursor - 2, "SwiftUI") && !reader.isPunctuation(cursor - 3, "."))
    }

    static func namesAHeaderView(_ name: String) -> Bool {
        let words = name.identifierWords.map { $0.lowercased() }
        guard !words.contains("section"), !words.contains("subtitle"), !words.contains("row"), !words.contains("cell") else { return false }
        return words.contains("header") || words.contains("heading") || words.contains("title") && words.contains("bar")
    }

    /// The bodies (first token to end) of the methods and computed properties of this
    /// declaration that only build a presentation's content: named by a presentation
    /// modifier as its content (`content: makeSheet`, `{ makeSheet() }`, `{ settingsSheet }`)
    /// or a `NavigationLink`'s or `.navigationDestination`'s destination (`{ destinationView(for:
    /// item) }`), and nowhere else in the declaration. What they build is the presented or
    /// pushed screen's, read with it; the view that shows it does not hold it (a Done of the
    /// sheet is not a Done of the list under it, a field of the sheet is not the list's, the
    /// sheets of a pushed reader are not the player bar's that links to it).
    private func presentedOnlyBuilders(in declaration: SwiftUIViewTypes.Declaration, _ reader: CodeBodyReader) -> [Int: Int] {
        let end = min(declaration.body.upperBound, reader.tokens.count)
        var builders: [String: [(file: Int, body: Range<Int>)]] = methods
        for property in index.properties(of: viewType.name) where !property.isStatic && property.file == reader.fileIndex {
            guard let body = Self.getterBody(of: property, reader) else { continue }
            builders[property.name, default: []].append((property.file, body))
        }
        var named: [String: Int] = [:]
        var asContent: [String: Int] = [:]
        for cursor in declaration.body.lowerBound..<end where reader.tokens[cursor].kind == .identifier {
            let name = reader.text(cursor)
            if builders[name] != nil, !reader.is(cursor - 1, "func"), !reader.is(cursor - 1, "var") { named[name, default: 0] += 1 }
            guard let content = shownContent(at: cursor, reader, limit: end) else { continue }
            var first = content.lowerBound
            if reader.is(first, "self"), reader.isPunctuation(first + 1, ".") { first += 2 }
            guard first < content.upperBound, reader.isName(first), builders[reader.text(first)]?.count == 1 else { continue }
            let alone = first + 1 == content.upperBound
                || reader.isPunctuation(first + 1, "(") && reader.partners[first + 1].map { $0 + 1 == content.upperBound } == true
            if alone { asContent[reader.text(first), default: 0] += 1 }
        }
        var skips: [Int: Int] = [:]
        for (name, uses) in asContent where named[name] == uses {
            guard let builder = builders[name]?.first, builder.file == reader.fileIndex,
                  declaration.body.contains(builder.body.lowerBound) else { continue }
            skips[builder.body.lowerBound] = builder.body.upperBound
        }
        return skips
    }

    /// What the call at `cursor` shows as another screen: a sheet's, cover's or popover's
    /// content, a `.navigationDestination`'s, or a `NavigationLink`'s destination.
    private func shownContent(at cursor: Int, _ reader: CodeBodyReader, limit end: Int) -> Range<Int>? {
        if reader.isPunctuation(cursor - 1, "."), let kind = Self.presentationModifiers[reader.text(cursor)],
           [.sheet, .fullScreenCover, .popover, .navigationDestination].contains(kind),
           let call = SwiftUICall.read(at: cursor, reader, limit: end) {
            return call.argumentOrClosure("content", reader) ?? call.argumentOrClosure("destination", reader) ?? call.closures.first?.range
        }
        if reader.is(cursor, "NavigationLink"), !Self.isMember(cursor, reader), let call = SwiftUICall.read(at: cursor, reader, limit: end) {
            return destinationRange(call, reader)
        }
        return nil
    }

    /// The tokens inside a computed property's getter braces (`var sheet: some View { ... }`);
    /// nil for a stored property.
    private static func getterBody(of property: PropertyDeclaration, _ reader: CodeBodyReader) -> Range<Int>? {
        guard let name = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: reader.file) else { return nil }
        var cursor = name + 1
        while cursor < reader.tokens.count, !reader.isPunctuation(cursor, "{") {
            if reader.lineBreakBefore(cursor) || reader.is(cursor, "=") { return nil }
            cursor += 1
        }
        guard cursor < reader.tokens.count, let close = reader.partners[cursor], close > cursor + 1 else { return nil }
        return cursor + 1..<close
    }

    /// The one computed property of this view type that a content closure is nothing but
    /// the name of (`{ editorSheet }`, `{ self.editorSheet }`), when the closure is in the
    /// type's own code: the closure shows what the property's getter builds.
    private func builderPropertyNamed(alone range: Range<Int>, _ reader: CodeBodyReader) -> (file: Int, body: Range<Int>)? {
        var name = range.lowerBound
        if reader.is(name, "self"), reader.isPunctuation(name + 1, ".") { name += 2 }
        guard name + 1 == range.upperBound, reader.isName(name),
              viewType.declarations.contains(where: { $0.file == reader.fileIndex && $0.body.contains(name) }) else { return nil }
        let candidates = index.properties(of: viewType.name).filter { !$0.isStatic && $0.name == reader.text(name) }
        guard candidates.count == 1, let property = candidates.first else { return nil }
        let propertyReader = property.file == reader.fileIndex ? reader : CodeBodyReader(index: index, file: property.file)
        return Self.getterBody(of: property, propertyReader).map { (property.file, $0) }
    }

    /// The one method of this view type that a content closure is nothing but a call of
    /// (`{ makeEditor() }`, `{ self.makeEditor(for: item) }`), when the closure is in the
    /// type's own code: the closure shows what the method builds, with its modifiers.
    private func builderMethodCalled(alone range: Range<Int>, _ reader: CodeBodyReader) -> (file: Int, body: Range<Int>, name: Int)? {
        var name = range.lowerBound
        if reader.is(name, "self"), reader.isPunctuation(name + 1, ".") { name += 2 }
        guard name + 1 < range.upperBound, reader.isName(name), reader.isPunctuation(name + 1, "("),
              let close = reader.partners[name + 1], close + 1 == range.upperBound,
              let candidates = methods[reader.text(name)], candidates.count == 1,
              viewType.declarations.contains(where: { $0.file == reader.fileIndex && $0.body.contains(name) })
        else { return nil }
        return (candidates[0].file, candidates[0].body, name)
    }

    /// The builder method's parameters that its call (found by `builderMethodCalled(alone:)`:
    /// `aliasList(list, isPresented: $showingAliases)`) hands one of this view's bindings
    /// (`$flag`, `self.$flag`), by the parameter's name: what the method's controls set
    /// through the parameter, they set on that flag.
    private func bindingArguments(ofBuilderCalledAlone method: (file: Int, body: Range<Int>, name: Int),
                                  _ reader: CodeBodyReader) -> [String: String] {
        let name = method.name
        let arguments = reader.arguments(ofCallAt: name + 1)
        guard !arguments.isEmpty, let declaration = index.methods(of: viewType.name).first(where: {
            $0.name == reader.text(name) && $0.file == method.file && $0.body == method.body
        }) else { return [:] }
        let parameters = SwiftParameterList.read(declaration, index: index)
        guard let bound = SwiftParameterList.bind(arguments.map(\.label), to: parameters) else { return [:] }
        var handed: [String: String] = [:]
        for (argument, position) in zip(arguments, bound) {
            var start = argument.start
            if reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { start += 2 }
            let text = reader.text(start)
            guard start + 1 == argument.end, text.count > 1, text.hasPrefix("$") else { continue }
            handed[parameters[position].name] = String(text.dropFirst())
        }
        return handed
    }

    /// `if ... { A() } else if ... { B() } else { C() }` and `switch x { case ...: A() ... }`.
    private func collectBranches(from cursor: inout Int, end: Int, _ reader: CodeBodyReader,
                                 into content: inout ViewSummary.PresentedContent, sawConstruction: inout Bool) {
        let isSwitch = reader.is(cursor, "switch")
        // The body: the first `{` at this level after the condition.
        var open = cursor + 1
        while open < end, !reader.isPunctuation(open, "{") {
            if reader.isPunctuation(open, "("), let close = reader.partners[open], close > open { open = close }
            open += 1
        }
        guard open < end, let close = reader.partners[open], close > open else {
            cursor = end
            return
        }
        if isSwitch {
            // Each `case`/`default` up to the next at this level.
            var caseStart: Int?
            var caseNames: [String] = []
            var position = open + 1
            while position <= close {
                if position == close || (reader.is(position, "case") || reader.is(position, "default")) && reader.tokens[position].kind == .keyword {
                    if let start = caseStart {
                        var branch = start
                        let before = content.targets.count
                        collectTargets(from: &branch, end: position, reader, into: &content, sawConstruction: &sawConstruction)
                        for made in before..<content.targets.count {
                            content.targets[made].cases = caseNames
                            content.targets[made].branch = content.targets[made].branch ?? start..<position
                        }
                    }
                    // Past the case's pattern, to its `:`, with the cases it names
                    // (`.about`, `.share(let items)`); none for `default`.
                    caseNames = []
                    var colon = position + 1
                    while colon < close, !reader.isPunctuation(colon, ":") {
                        if reader.is(position, "case"), reader.isPunctuation(colon, "."), reader.kind(colon + 1) == .identifier,
                           reader.tokens[colon - 1].kind != .identifier {
                            caseNames.append(reader.text(colon + 1))
                        }
                        if let partner = reader.partners[colon], partner > colon { colon = partner }
                        colon += 1
                    }
                    caseStart = colon + 1
                    position = colon + 1
                    continue
                }
                if let partner = reader.partners[position], partner > position, reader.tokens[position].kind == .punctuation {
                    position = min(partner + 1, close)
                    continue
                }
                position += 1
            }
            cursor = close + 1
            return
        }
        var branch = open + 1
        var before = content.targets.count
        collectTargets(from: &branch, end: close, reader, into: &content, sawConstruction: &sawConstruction)
        markBranch(open + 1..<close, of: before, in: &content)
        cursor = close + 1
        if reader.is(cursor, "else") {
            if reader.is(cursor + 1, "if") {
                cursor += 1
                collectBranches(from: &cursor, end: end, reader, into: &content, sawConstruction: &sawConstruction)
            } else if reader.isPunctuation(cursor + 1, "{"), let elseClose = reader.partners[cursor + 1], elseClose > cursor + 1 {
                var elseBranch = cursor + 2
                before = content.targets.count
                collectTargets(from: &elseBranch, end: min(elseClose, end), reader, into: &content, sawConstruction: &sawConstruction)
                markBranch(cursor + 2..<min(elseClose, end), of: before, in: &content)
                cursor = elseClose + 1
            }
        }
    }

    /// The innermost branch is a target's own: an outer branch does not overwrite it.
    private func markBranch(_ range: Range<Int>, of firstNew: Int, in content: inout ViewSummary.PresentedContent) {
        for made in firstNew..<content.targets.count where content.targets[made].branch == nil {
            content.targets[made].branch = range
        }
    }

    /// Containers and wrappers the target search looks through.
    static let lookThrough: Set<String> = [
        "NavigationStack", "NavigationView", "Group", "AnyView", "NavigationSplitView", "ZStack", "VStack", "HStack",
        "ScrollView", "Binding", "Optional",
    ]

    /// The view types constructed at the top level of a closure (a `TabView`'s tabs).
    private func topLevelConstructions(in range: Range<Int>, _ reader: CodeBodyReader) -> [ViewSummary.Construction] {
        var result: [ViewSummary.Construction] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if let construction = construction(at: cursor, reader), !reader.isExcludedFromiOS(cursor) {
                result.append(construction)
            }
            if reader.tokens[cursor].kind == .punctuation, !reader.isPunctuation(cursor, "{"), let partner = reader.partners[cursor], partner > cursor {
                cursor = partner
            }
            cursor += 1
        }
        return result
    }

    /// What stands first in `var body`: a navigation container wraps the whole screen.
    private func topContainer(file: Int, after nameToken: Int, depth: Int = 0) -> (kind: ContainerKind, place: ViewSummary.Place)? {
        let reader = CodeBodyReader(index: index, file: file)
        var cursor = nameToken + 1
        while cursor < reader.tokens.count, !reader.isPunctuation(cursor, "{") {
            if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, "=") { return nil }
            cursor += 1
        }
        cursor += 1
        // Look through `Group {` and a `return`, and through a generic view of the app's
        // own that is handed the screen as its content (`CollapsibleSheetView(...) {
        // NavigationStack { ... } }`): the navigation container handed in is the screen's.
        while cursor < reader.tokens.count {
            // And past a branch for another platform (`#if os(macOS) Form { ... } #else`):
            // iOS shows the branch that follows it.
            if reader.is(cursor, "Group") || reader.is(cursor, "return") || reader.isPunctuation(cursor, "{")
                || reader.isExcludedFromiOS(cursor) {
                cursor += 1
                continue
            }
            if let next = Self.pastLocalDeclaration(cursor, reader) {
                cursor = next
                continue
            }
            guard reader.tokens[cursor].kind == .identifier, reader.text(cursor) != viewType.name,
                  let wrapper = viewTypes.type(named: reader.text(cursor)), ContentHosts.isGenericOverViews(wrapper, in: index) else { break }
            var next = cursor + 1
            if reader.isPunctuation(next, "("), let close = reader.partners[next] { next = close + 1 }
            guard reader.isPunctuation(next, "{") else { break }
            cursor = next + 1
        }
        guard cursor < reader.tokens.count else { return nil }
        let place = ViewSummary.Place(file: file, token: cursor)
        if reader.is(cursor, "NavigationStack") || reader.is(cursor, "NavigationView") { return (.navigation, place) }
        if reader.is(cursor, "NavigationSplitView") { return (.splitView, place) }
        // `var body: some View { content.sheet(...) }` where the view's own computed property
        // `content` is `NavigationStack { ... }`: the body is that property's view (a few
        // properties deep at most, each read once).
        // A property under a branch for another platform (`#if os(tvOS)`) is not iOS's view.
        if depth < 4, reader.tokens[cursor].kind == .identifier, !reader.isExcludedFromiOS(cursor),
           !reader.isPunctuation(cursor - 1, "."), !reader.isPunctuation(cursor + 1, "("),
           let property = index.properties(of: viewType.name).first(where: { !$0.isStatic && $0.name == reader.text(cursor) }),
           let name = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: index.files[property.file]) {
            return topContainer(file: property.file, after: name, depth: depth + 1)
        }
        return nil
    }

    /// After a local declaration that starts a body before its view (`let scale =
    /// getTimescale(...)`, a view builder's statement since Swift 5.4): the token that starts
    /// the next line's statement; nil when `offset` starts no `let` or `var`. A declaration
    /// going on over several lines outside brackets ends at its first line's end.
    static func pastLocalDeclaration(_ offset: Int, _ reader: CodeBodyReader) -> Int? {
        guard reader.is(offset, "let") || reader.is(offset, "var") else { return nil }
        var next = offset + 1
        while next < reader.tokens.count, next == offset + 1 || !reader.lineBreakBefore(next) {
            if let partner = reader.partners[next], partner > next { next = partner }
            next += 1
        }
        return next
    }

    /// The type the body's first view is built from, looking through `Group {`, a `return`,
    /// local declarations before it and a navigation container: `_PhotoCropView` in
    /// `NavigationStack { _PhotoCropView(...) }`. Nil when the body starts with anything else
    /// (a property, an `if`, a stack).
    private func rootType(file: Int, after nameToken: Int) -> String? {
        let reader = CodeBodyReader(index: index, file: file)
        var cursor = nameToken + 1
        while cursor < reader.tokens.count, !reader.isPunctuation(cursor, "{") {
            if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, "=") { return nil }
            cursor += 1
        }
        cursor += 1
        while cursor < reader.tokens.count {
            if reader.is(cursor, "Group") || reader.is(cursor, "return") || reader.isPunctuation(cursor, "{") {
                cursor += 1
            } else if let next = Self.pastLocalDeclaration(cursor, reader) {
                cursor = next
            } else if reader.is(cursor, "NavigationStack") || reader.is(cursor, "NavigationView") {
                cursor += 1
                // `NavigationStack(path: $path) {`: past the arguments to the content.
                if reader.isPunctuation(cursor, "("), let close = reader.partners[cursor] { cursor = close + 1 }
            } else {
                break
            }
        }
        guard cursor + 1 < reader.tokens.count, reader.tokens[cursor].kind == .identifier,
              reader.isPunctuation(cursor + 1, "(") else { return nil }
        return reader.text(cursor)
    }

    // MARK: Controls

    /// The code a button runs: its action closure, or the bodies in this file of the
    /// view's method it names (`action: save`).
    private func actionRanges(_ call: SwiftUICall, _ reader: CodeBodyReader, file: Int) -> [Range<Int>] {
        if let action = call.argument("action") {
            if let body = reader.closureBody(action.range) { return [body] }
            guard let last = reader.lastNamePosition(in: action.range.lowerBound, Self.endOfCallable(action.range, reader)),
                  reader.receivers(before: last).allSatisfy({ $0 == "self" }) else { return [] }
            return (methods[reader.text(last)] ?? []).filter { $0.file == file }.map(\.body)
        }
        return call.closures.first(where: { $0.label.isEmpty }).map { [$0.range] } ?? []
    }

    /// The view's methods whose bodies are in `file`, by name.
    private func ownMethodBodies(in file: Int) -> [String: [Range<Int>]] {
        var bodies: [String: [Range<Int>]] = [:]
        for (name, found) in methods {
            let here = found.filter { $0.file == file }.map(\.body)
            if !here.isEmpty { bodies[name] = here }
        }
        return bodies
    }

    private func control(_ name: String, _ call: SwiftUICall, _ reader: CodeBodyReader, _ effectsReader: ActionEffectsReader,
                         role placementRole: ActionRole?, _ place: ViewSummary.Place) -> ViewSummary.Control {
        let kind: ViewSummary.Control.Kind = name == "Button" ? .button : (name == "NavigationLink" ? .navigationLink : .shareLink)
        var effects = ActionEffects()
        var labelRange: Range<Int>?
        var methodName: String?
        if kind == .button {
            if let action = call.argument("action") {
                if let body = reader.closureBody(action.range) {
                    effects = effectsReader.effects(of: body)
                } else if let last = reader.lastNamePosition(in: action.range.lowerBound, Self.endOfCallable(action.range, reader)) {
                    // `action: save`, `action: model.save`, `action: dismiss.callAsFunction`
                    methodName = reader.text(last)
                    effects = effectsReader.effects(ofReferenceAt: last)
                }
                labelRange = call.argumentOrClosure("label", reader) ?? call.closures.first?.range
            } else {
                if let action = call.closures.first(where: { $0.label.isEmpty }) { effects = effectsReader.effects(of: action.range) }
                labelRange = call.argumentOrClosure("label", reader)
            }
        } else {
            labelRange = call.argumentOrClosure("label", reader)
            if labelRange == nil, kind == .navigationLink, call.argument("destination") != nil || call.argument("value") != nil {
                labelRange = call.closures.first?.range
            }
            if kind == .shareLink, labelRange == nil { labelRange = call.closures.first?.range }
        }
        var label: String?
        var labelKind = ActionLabelKind.words
        if let first = call.firstUnlabelled { label = reader.literalText(first.range) }
        // `label: { if editing { Text("Done") } else { Text("Log out") } }`: which words
        // show is decided at run time, so none of them names the button or gives it a role.
        var conditional = label == nil && labelRange.map { Self.isConditional($0, reader) } == true
        if conditional, let labelRange, let agreed = Self.wordsEveryBranchShows(labelRange, reader) {
            // `if debugging { Label("Done", systemImage: "hammer") } else { Text("Done") }`:
            // whichever branch runs, the button says the same words.
            label = agreed
            conditional = false
        }
        if conditional {
            label = methodName ?? (effects.setsTrue.count == 1 ? effects.setsTrue.first : nil)
            labelKind = .none
        }
        if label == nil, !conditional, let labelRange {
            label = reader.firstLiteral(named: ["Text", "Label"], in: labelRange)
            if label == nil {
                label = reader.labelledLiteral(["systemImage", "systemName"], in: labelRange)
                if label != nil { labelKind = .symbol }
            }
        }
        if label == nil, !conditional, let open = call.open {
            let inside = open + 1..<(reader.partners[open] ?? open + 1)
            label = reader.labelledLiteral(["titleKey"], in: inside).map(reader.localisedKeyWords)
            if label == nil {
                label = reader.labelledLiteral(["systemImage"], in: inside)
                if label != nil { labelKind = .symbol }
            }
        }
        if label == nil, kind == .button, labelRange == nil, call.firstUnlabelled == nil,
           let roleArgument = call.argument("role"), let member = reader.memberName(roleArgument.range),
           let words = FrameworkBehaviour.buttonRoleLabels[member] {
            // `Button(role: .confirm) { ... }` (iOS 26): the system draws and names it (a
            // checkmark people hear as Done).
            label = words
        }
        if label == nil {
            label = methodName
            labelKind = .none
        }
        if label == nil, kind == .shareLink { labelKind = .words }
        let text = label ?? (kind == .shareLink ? "Share" : name)
        var role: ActionRole?
        if let roleArgument = call.argument("role"), let member = reader.memberName(roleArgument.range) {
            role = SwiftUIButtonRole.role(named: member)
        }
        // An `xmark` closes only where the button closes something: beside a search field it clears it.
        let mayClose = effects.callsDismiss || effects.callsParentClosure || !effects.setsFalse.isEmpty
        // Where it closes, the X people see says what the button is more surely than the
        // slot it sits in: an xmark in the `.confirmationAction` place is still a close.
        let symbolRole = mayClose ? Self.role(forSystemImage: text) : nil
        role = role ?? (labelKind == .symbol ? symbolRole : nil) ?? placementRole
        if !conditional { role = role ?? ButtonWords.role(forLabel: text) ?? symbolRole }
        var control = ViewSummary.Control(kind: kind, label: text, role: role, place: place, effects: effects)
        control.labelKind = labelKind
        return control
    }

    /// Modifiers whose closures the app runs on an event rather than on a control people use.
    /// What each closure a call of a method of `extension View` hands in does, read here,
    /// by the method's parameter it is for (`.buttonize { chosen = item }` hands `action`).
    private func handedClosures(_ call: SwiftUICall, to method: String, _ reader: CodeBodyReader,
                                _ effects: ActionEffectsReader) -> [String: ActionEffects] {
        guard let lists = viewTypes.type(named: method)?.parameterLists else { return [:] }
        return handedClosures(call, lists: lists, reader, effects, namesToo: false)
    }

    /// What each closure a view's construction hands to its initialiser does, read here by
    /// the closure property it is kept as (`BasicSection(onReset: { store.send(.reset) })`,
    /// `AlertViewButton(action: action)`), when it closes nothing: then the child's control
    /// that calls it is known not to close the screen, or when it calls this view's own
    /// `dismiss` (`CloseButton { dismiss() }`) at a site outside every branch: the
    /// environment's action is the same one the child would read, so the child's control
    /// closes the screen as a `dismiss()` of its own would. The rest are left out, and the
    /// child's control calling one stays a closure whose code is unknown: a closure that
    /// clears or sets a binding or an object's state speaks of this view's names, not the
    /// child's; and a dismissing one built in a branch makes a closing control whose branch
    /// (a Close shown only outside an editing mode) the screen's rules do not see. Except
    /// a choice that closes (`{ area in itemToAdd(area); dismiss() }`, a picker's rows in one
    /// `case` of a `switch`): it commits what people picked and discards nothing, so a
    /// branch changes no rule's answer about it, and without it the rows' closing stays open.
    private func initialiserClosures(_ call: SwiftUICall, to view: String, _ reader: CodeBodyReader,
                                     _ effects: ActionEffectsReader) -> [String: ActionEffects] {
        guard let lists = viewTypes.type(named: view)?.initialiserParameterLists, !lists.isEmpty else { return [:] }
        var inBranch: Bool?
        return handedClosures(call, lists: lists, reader, effects, namesToo: true).filter { _, handed in
            // A closure that sets the screen's own state is read where it sets it; one that
            // also dismisses on every path closes the screen whatever else it does.
            guard handed.setsFalse.isEmpty && handed.setsTrue.isEmpty && handed.clearsObjectState.isEmpty
                    || handed.dismissesOnEveryPath || writesOnlyUnboundOwnState(handed) else { return false }
            guard handed.callsDismiss, !handed.handsValueToParentClosure else { return true }
            if inBranch == nil { inBranch = Self.standsInBranch(call.name, reader) }
            return inBranch == false
        }
    }

    /// Whether every state the closure writes is the view's own `@State` that nothing binds
    /// (`$name` said nowhere in the run): it drives no presentation and no child's binding,
    /// so writing it neither closes nor shows anything (`{ key in selectedReactionKey = key }`
    /// handed to a row's button that picks what the sheet lists).
    private func writesOnlyUnboundOwnState(_ effects: ActionEffects) -> Bool {
        let written = effects.setsTrue.union(effects.setsFalse)
        guard !written.isEmpty, effects.clearsObjectState.isEmpty, !effects.callsDismiss, !effects.callsParentClosure else { return false }
        let states = Set(index.properties(of: viewType.name).filter { $0.attributes.contains { $0.hasPrefix("@State") } }.map(\.name))
        return written.allSatisfy { states.contains($0) && index.referenceCount(of: "$" + $0) == 0 }
    }

    /// Whether a brace that encloses `offset` opens a branch: its line says `if`, `else`,
    /// `guard`, `switch` or `while` before it. Asked only of sites handed a closure that
    /// dismisses, which are few.
    static func standsInBranch(_ offset: Int, _ reader: CodeBodyReader) -> Bool {
        var cursor = offset - 1
        while cursor >= 0 {
            if reader.isPunctuation(cursor, "{") {
                var before = cursor - 1
                while before >= 0 {
                    if ["if", "else", "guard", "switch", "while"].contains(reader.text(before)) { return true }
                    if reader.lineBreakBefore(before) { break }
                    before -= 1
                }
            } else if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]"),
                      let open = reader.partners[cursor], open < cursor {
                cursor = open
            }
            cursor -= 1
        }
        return false
    }

    /// Arguments are matched to parameters by label in order, the first trailing closure to
    /// the next parameter of function type; the lists that can take the call must agree.
    /// With `namesToo`, an argument that names a closure or method of this view (`action:
    /// action`) is handed as what calling that name does.
    private func handedClosures(_ call: SwiftUICall, lists: [[SwiftUIViewTypes.Parameter]], _ reader: CodeBodyReader,
                                _ effects: ActionEffectsReader, namesToo: Bool) -> [String: ActionEffects] {
        var agreed: [String: Range<Int>]?
        var agreedNames: [String: String] = [:]
        var agreedReferences: [String: Int] = [:]
        for parameters in lists {
            var next = 0
            var found: [String: Range<Int>] = [:]
            var named: [String: String] = [:]
            var referenced: [String: Int] = [:]
            var fits = true
            for argument in call.arguments {
                let label = argument.label.isEmpty ? "_" : argument.label
                guard let match = parameters[next...].firstIndex(where: { $0.label == label }) else { fits = false; break }
                if parameters[match].isFunction, let body = reader.closureBody(argument.range) {
                    found[parameters[match].name] = body
                } else if parameters[match].isFunction, namesToo, let name = Self.propertyName(argument.range, reader),
                          viewType.closureNames.contains(name) || viewType.dismissNames.contains(name) || methods[name] != nil {
                    named[parameters[match].name] = name
                    found[parameters[match].name] = argument.range
                } else if parameters[match].isFunction, namesToo, Self.isReference(argument.range, reader),
                          let last = reader.lastNamePosition(in: argument.range.lowerBound, Self.endOfCallable(argument.range, reader)) {
                    // `action: dismiss.callAsFunction`, `action: model.save`: what handing the
                    // function over does, read as a `Button(action:)` handed it is.
                    referenced[parameters[match].name] = last
                    found[parameters[match].name] = argument.range
                } else if parameters[match].isFunction, namesToo {
                    // Handed something the reading does not follow: the view's closure stays unknown.
                    found[parameters[match].name] = 0..<0
                }
                next = match + 1
            }
            for closure in call.closures where fits {
                let match = parameters[next...].firstIndex { closure.label.isEmpty ? $0.isFunction : $0.label == closure.label }
                guard let match, parameters[match].isFunction else { fits = false; break }
                found[parameters[match].name] = closure.range
                next = match + 1
            }
            guard fits else { continue }
            if let agreed, agreed != found { return [:] }
            agreed = found
            agreedNames = named
            agreedReferences = referenced
        }
        var result: [String: ActionEffects] = [:]
        for (parameter, range) in agreed ?? [:] where !range.isEmpty && !parameter.isEmpty {
            result[parameter] = agreedNames[parameter].map { effects.effects(ofMethodNamed: $0) }
                ?? agreedReferences[parameter].map { effects.effects(ofReferenceAt: $0) } ?? effects.effects(of: range)
        }
        return result
    }

    /// Whether an argument names a function without calling it (`dismiss.callAsFunction`,
    /// `model.save`): names joined by dots, nothing else.
    static func isReference(_ range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        guard !range.isEmpty else { return false }
        for (offset, cursor) in range.enumerated() {
            let isName = reader.tokens[cursor].kind == .identifier || reader.is(cursor, "self")
            guard offset % 2 == 0 ? isName : reader.isPunctuation(cursor, ".") else { return false }
        }
        return range.count % 2 == 1
    }

    /// `name` or `self.name`: the view's property an argument is, when it is one.
    static func propertyName(_ range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        var start = range.lowerBound
        if range.count == 3, reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { start += 2 }
        guard start + 1 == range.upperBound, reader.tokens[start].kind == .identifier else { return nil }
        return reader.text(start)
    }

    static let eventModifiers: Set<String> = [
        "onChange", "onReceive", "task", "onOpenURL", "onAppear", "onDisappear", "onContinueUserActivity",
    ]

    /// The names said after a `.` in `range` (`.filter`, `.post(...)`'s `post`): the cases a
    /// handler's code tests or sets.
    private func memberNames(in range: Range<Int>, _ reader: CodeBodyReader) -> Set<String> {
        var names = Set<String>()
        for offset in range where offset > 0 && offset < reader.tokens.count
            && reader.tokens[offset].kind == .identifier && reader.isPunctuation(offset - 1, ".") {
            names.insert(reader.text(offset))
        }
        return names
    }

    /// The end of a function reference less a trailing `.callAsFunction`: handing over
    /// `dismiss.callAsFunction` hands over what calling `dismiss()` does, so the value before
    /// it is what the action runs (a `DismissAction`, or a method of the view's own).
    static func endOfCallable(_ range: Range<Int>, _ reader: CodeBodyReader) -> Int {
        let end = range.upperBound
        guard end - 2 > range.lowerBound, reader.is(end - 1, "callAsFunction"), reader.isPunctuation(end - 2, ".") else { return end }
        return end - 2
    }

    /// Modifiers whose closures run on a gesture or an event rather than a button: a way
    /// out may hide in them (a tap anywhere that wakes a screensaver, a task that closes
    /// the sheet when it ends).
    /// Whether the code in `range` makes a call that writes to storage (`try? viewContext.save()`,
    /// `UserDefaults.standard.set(...)`).
    /// Whether the code of `range` writes to storage (`UserDefaults`' `set(_:forKey:)`, a
    /// context's `save()`), itself or in a method of the view's own it calls (`saveDraft()`),
    /// each method read once.
    private func writesToStorage(_ range: Range<Int>, _ reader: CodeBodyReader, followed: inout Set<Int>) -> Bool {
        for offset in range where reader.isName(offset) && reader.isPunctuation(offset + 1, "(") {
            if reader.isPunctuation(offset - 1, ".") {
                if FrameworkBehaviour.persists(method: reader.text(offset), receivers: reader.receivers(before: offset)) { return true }
                guard reader.receivers(before: offset) == ["self"] else { continue }
            }
            for method in methods[reader.text(offset)] ?? [] where followed.insert(method.file << 32 | method.body.lowerBound).inserted {
                let bodyReader = method.file == reader.fileIndex ? reader : CodeBodyReader(index: index, file: method.file)
                if writesToStorage(method.body, bodyReader, followed: &followed) { return true }
            }
        }
        return false
    }

    static let handlerModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        "onChange", "onReceive", "task", "onSubmit", "onOpenURL", "refreshable",
    ]

    /// What a handler modifier runs: its closures, or the method it names (`perform:
    /// onWake`); a name that is not the view's own method is code handed in, not followed.
    private func handlerEffects(_ call: SwiftUICall, _ reader: CodeBodyReader, _ effects: ActionEffectsReader) -> ActionEffects {
        var handler = ActionEffects()
        for closure in call.closures { handler.formUnion(effects.effects(of: closure.range)) }
        for argument in call.arguments {
            if let body = reader.closureBody(argument.range) {
                handler.formUnion(effects.effects(of: body))
            } else if argument.label == "perform" || argument.label == "action", argument.range.count == 1 {
                let name = reader.text(argument.range.lowerBound)
                handler.formUnion(effects.effects(ofMethodNamed: name))
                if methods[name] == nil { handler.reachesUnfollowedCode = true }
            }
        }
        return handler
    }

    /// A label closure that chooses its content with `if` or `switch`.
    private static func isConditional(_ range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        range.contains { $0 < reader.tokens.count && reader.tokens[$0].kind == .keyword && (reader.is($0, "if") || reader.is($0, "switch")) }
    }

    /// The words of a label that is one `if` chain ending in `else`, when every branch shows
    /// the same words (`Text` or `Label`) and holds no condition of its own; nil otherwise.
    /// Branches that all show a plain way out, in words or as a close symbol (`if #available(iOS
    /// 26, *) { Image(systemName: "xmark") } else { Text("Done") }`, the same button restyled
    /// by OS version), agree on what the button does: its words are the first branch's words.
    private static func wordsEveryBranchShows(_ range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        var cursor = range.lowerBound
        if reader.isPunctuation(cursor, "{") { cursor += 1 }
        guard reader.is(cursor, "if") else { return nil }
        var words: String?
        var differ = false
        var plainWords: String?
        var everyBranchIsAPlainWayOut = true
        while cursor < range.upperBound {
            var open = cursor
            if reader.is(cursor, "if") {
                // The condition, stepped over group by group, up to the branch's `{`.
                open = cursor + 1
                while open < range.upperBound, !reader.isPunctuation(open, "{") {
                    if let partner = reader.partners[open], partner > open { open = partner }
                    open += 1
                }
            }
            guard reader.isPunctuation(open, "{"), let close = reader.partners[open], close > open, close < range.upperBound else { return nil }
            let branch = open + 1..<close
            guard !isConditional(branch, reader) else { return nil }
            if let shown = reader.firstLiteral(named: ["Text", "Label"], in: branch) {
                if words != nil, words != shown { differ = true }
                if words == nil { words = shown }
                if ButtonWords.isPlainWayOut(shown) { plainWords = plainWords ?? shown } else { everyBranchIsAPlainWayOut = false }
            } else if let symbol = reader.labelledLiteral(["systemName", "systemImage"], in: branch),
                      ButtonWords.role(forImageNamed: symbol) == .close {
                differ = true
            } else {
                return nil
            }
            if reader.is(cursor, "if") {
                // An `if` without an `else` may show nothing: its words are not always shown.
                guard reader.is(close + 1, "else") else { return nil }
                cursor = close + 2
            } else {
                return differ ? (everyBranchIsAPlainWayOut ? plainWords : nil) : words
            }
        }
        return nil
    }

    /// The screens a `NavigationLink`'s destination shows: the views it builds, or those its
    /// one builder method or computed property of this type builds (`{ destinationView(for:
    /// item) }`, `{ detailScreen }`), followed into its body as a presentation's content is.
    private func destinationTargets(_ destination: Range<Int>, _ reader: CodeBodyReader) -> [ViewSummary.Construction] {
        if let method = builderMethodCalled(alone: destination, reader) {
            return targets(in: method.body, method.file == reader.fileIndex ? reader : CodeBodyReader(index: index, file: method.file)).targets
        }
        if let property = builderPropertyNamed(alone: destination, reader) {
            return targets(in: property.body, property.file == reader.fileIndex ? reader : CodeBodyReader(index: index, file: property.file)).targets
        }
        return targets(in: destination, reader).targets
    }

    private func destinationRange(_ call: SwiftUICall, _ reader: CodeBodyReader) -> Range<Int>? {
        if let destination = call.argument("destination") { return reader.closureBody(destination.range) ?? destination.range }
        if call.argument("value") != nil { return nil }
        // `NavigationLink { Destination() } label: { ... }`, `NavigationLink("Title") { Destination() }`.
        if call.closure("label") != nil || call.firstUnlabelled != nil { return call.closures.first { $0.label.isEmpty }?.range }
        if let labelled = call.closure("destination") { return labelled.range }
        // `NavigationLink(unwrapping: $route, case: \.detail) { _ in Detail() }`: the app's own
        // initialiser in `extension NavigationLink` whose last parameter is `destination`
        // takes the trailing closure as the destination, as the compiler gives it.
        guard let trailing = call.closures.first, trailing.label.isEmpty, call.closures.count == 1 else { return nil }
        let labels = call.arguments.map { $0.label.isEmpty ? "_" : $0.label }
        let takesDestinationLast = index.methods(of: "NavigationLink").contains { initialiser in
            guard initialiser.name == "init", var declared = ArgumentLabels.declared(byFullName: initialiser.fullName),
                  declared.popLast() == "destination" else { return false }
            return ArgumentLabels.call(labels, fits: declared)
        }
        return takesDestinationLast ? trailing.range : nil
    }

    /// An icon that says what the button does everywhere in iOS: an `xmark` closes, as does
    /// an asset named for closing (`ButtonWords.role(forImageNamed:)`). (A checkmark is as
    /// often a selection mark as a Done, so it says nothing.)
    static func role(forSystemImage name: String) -> ActionRole? {
        ButtonWords.role(forImageNamed: name)
    }

    /// Keyboards for text that is not prose.
    static let structuredKeyboards: Set<String> = [
        "URL", "emailAddress", "numberPad", "decimalPad", "phonePad", "numbersAndPunctuation",
        "asciiCapableNumberPad", "webSearch",
    ]

    /// Whether a field's modifiers (`.keyboardType(.URL)`, `.textContentType(.URL)`) say it
    /// takes addresses, numbers or the like rather than writing.
    private func entersStructuredText(modifiersAfter start: Int, _ reader: CodeBodyReader, limit: Int) -> Bool {
        modifiers(after: start, reader, limit: limit).contains { name, argument in
            switch reader.text(name) {
            case "keyboardType": return argument.flatMap { reader.memberName($0) }.map(Self.structuredKeyboards.contains) ?? false
            case "textContentType": return argument.flatMap { reader.memberName($0) }.map { $0 != "none" && $0 != "nil" } ?? false
            default: return false
            }
        }
    }

    /// Whether `range` appends to one of `paths` (`path.append(.intro)`, `self.path.append`).
    static func appends(to paths: Set<String>, in range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        range.contains { offset in
            guard offset < reader.tokens.count, reader.is(offset, "append"), reader.isPunctuation(offset + 1, "(") else { return false }
            let receivers = reader.receivers(before: offset)
            guard let path = receivers.first else { return false }
            return paths.contains(path) && (receivers.count == 1 || receivers == [path, "self"])
        }
    }

    /// Whether the field at `offset` shares its block (`Section { ... }`, a stack) with a
    /// `SecureField` (one of the block's own views, not of a block inside it): a sign-in's
    /// user name or e-mail, the account the password is for.
    /// Each block is read once (`blocks`, by its opening brace).
    static func standsBesideASecureField(_ offset: Int, _ reader: CodeBodyReader, blocks: inout [Int: Bool]) -> Bool {
        var cursor = offset - 1
        while cursor >= 0 {
            if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]"),
               let open = reader.partners[cursor], open < cursor {
                cursor = open - 1
                continue
            }
            if reader.isPunctuation(cursor, "{"), let close = reader.partners[cursor], close > offset {
                if let known = blocks[cursor] { return known }
                // Its own block's views, not those of blocks inside it (another `Section`).
                var found = false
                var inner = cursor + 1
                while inner < close, !found {
                    if reader.isPunctuation(inner, "{"), let end = reader.partners[inner], end > inner { inner = end + 1; continue }
                    found = reader.tokens[inner].kind == .identifier && reader.is(inner, "SecureField")
                    inner += 1
                }
                blocks[cursor] = found
                return found
            }
            cursor -= 1
        }
        return false
    }

    /// Whether a view's modifiers turn its controls off for good: `.allowsHitTesting(false)`,
    /// `.disabled(true)`.
    private func isInert(modifiersAfter start: Int, _ reader: CodeBodyReader, limit: Int) -> Bool {
        modifiers(after: start, reader, limit: limit).contains { name, argument in
            guard let argument, argument.count == 1 else { return false }
            return reader.is(name, "allowsHitTesting") && reader.is(argument.lowerBound, "false")
                || reader.is(name, "disabled") && reader.is(argument.lowerBound, "true")
        }
    }

    /// The modifiers chained before the `.` at `dot` (`View { }.a(x).b(y)` read back from
    /// `.c`): each one's name token and the tokens between its parentheses.
    private func modifiers(before dot: Int, _ reader: CodeBodyReader) -> [(name: Int, argument: Range<Int>?)] {
        var result: [(name: Int, argument: Range<Int>?)] = []
        var cursor = dot - 1
        while cursor > 0 {
            var argument: Range<Int>?
            var name = cursor
            // Step back over trailing closures and the argument list.
            while name > 0, reader.isPunctuation(name, ")") || reader.isPunctuation(name, "}"),
                  let open = reader.partners[name], open < name {
                if reader.isPunctuation(name, ")"), open + 1 < name { argument = open + 1..<name }
                name = open - 1
            }
            guard name > 0, reader.tokens[name].kind == .identifier, reader.isPunctuation(name - 1, ".") else { break }
            result.append((name, argument))
            cursor = name - 2
        }
        return result
    }

    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)` (or with no
    /// bar named): the navigation bar is hidden whatever the state.
    private func hidesBarForCertain(_ name: Int, _ argument: Range<Int>?, _ reader: CodeBodyReader) -> Bool {
        guard let argument else { return false }
        if reader.is(name, "navigationBarHidden") { return argument.count == 1 && reader.is(argument.lowerBound, "true") }
        guard reader.is(name, "toolbar") || reader.is(name, "toolbarVisibility"), argument.count >= 2,
              reader.isPunctuation(argument.lowerBound, "."), reader.is(argument.lowerBound + 1, "hidden") else { return false }
        if argument.count == 2 { return true }
        return reader.isPunctuation(argument.lowerBound + 2, ",") && argument.contains { reader.is($0, "navigationBar") }
    }

    /// The modifiers chained after a view (`View(...).a(x).b { }`): each one's name token and
    /// the tokens between its parentheses.
    private func modifiers(after start: Int, _ reader: CodeBodyReader, limit: Int) -> [(name: Int, argument: Range<Int>?)] {
        var result: [(name: Int, argument: Range<Int>?)] = []
        var cursor = start
        while cursor + 1 < limit, reader.isPunctuation(cursor, "."), reader.tokens[cursor + 1].kind == .identifier,
              let modifier = SwiftUICall.read(at: cursor + 1, reader, limit: limit) {
            let argument = modifier.open.flatMap { open in reader.partners[open].map { open + 1..<$0 } }
            result.append((cursor + 1, argument.flatMap { $0.isEmpty ? nil : $0 }))
            cursor = modifier.end
        }
        return result
    }

    /// Placements at the bar's leading edge, where an app may draw its own large title.
    static let leadingPlacements: Set<String> = ["navigation", "navigationBarLeading", "topBarLeading"]

    /// Whether a toolbar item's content shows words that are not a control's: `Text` of its
    /// own, or a `Menu` whose label is text (`Menu { ... } label: { Text("Find") }`, a title
    /// that opens a menu). The labels and contents of buttons, pickers and the like are a
    /// control's.
    private func showsTextOutsideButtons(_ range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            defer { cursor += 1 }
            guard reader.tokens[cursor].kind == .identifier, !reader.isPunctuation(cursor - 1, ".") else { continue }
            let name = reader.text(cursor)
            if name == "Text", reader.isPunctuation(cursor + 1, "(") { return true }
            guard Self.controlsWithLabels.contains(name), let call = SwiftUICall.read(at: cursor, reader, limit: range.upperBound) else { continue }
            if name == "Menu", let label = call.closure("label"),
               label.range.contains(where: { reader.is($0, "Text") && reader.isPunctuation($0 + 1, "(") }) {
                return true
            }
            cursor = call.end - 1
        }
        return false
    }

    /// Containers whose font modifier sets the font of the texts inside them.
    static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]

    /// Controls whose content and labels are theirs.
    static let controlsWithLabels: Set<String> = [
        "Button", "Menu", "Picker", "Toggle", "NavigationLink", "ShareLink", "Link", "EditButton",
    ]

    static func role(forPlacement placement: String?) -> ActionRole? {
        switch placement {
        case "cancellationAction": return .cancel
        case "confirmationAction": return .done
        case "destructiveAction": return .destructive
        default: return nil
        }
    }

    private func dismissGesture(at offset: Int, _ reader: CodeBodyReader) -> DismissGesture {
        guard reader.isPunctuation(offset + 1, "("), let close = reader.partners[offset + 1], close > offset + 1 else { return .disabled }
        if close == offset + 2 || (close == offset + 3 && reader.is(offset + 2, "true")) { return .disabled }
        if close == offset + 3, reader.is(offset + 2, "false") { return .allowed }
        return .confirm
    }

    // MARK: Presentations

    /// The presentation a modifier at `offset` (after a `.`) makes: SwiftUI's `.sheet(`,
    /// `.alert(` and the like, or the app's own overload of one that reaches SwiftUI's
    /// (`.alert(item: $context.alertInfo)`); nil for anything else, and for an overload of
    /// the app's that shows a view of its own (read as the app's other view methods are).
    private func presentationModifier(at offset: Int, _ reader: CodeBodyReader, limit: Int) -> ViewSummary.Presentation? {
        let name = reader.text(offset)
        // `if mode == .sheet {`: a value of the app's own enum, not a modifier.
        guard let kind = Self.presentationModifiers[name], !reader.isImplicitMember(at: offset),
              let call = SwiftUICall.read(at: offset, reader, limit: limit) else { return nil }
        // `.sheet(isPresented: .constant(true)) { Dashboard() }`: a sheet nothing can ever
        // close, on screen for as long as the view is: a panel of the view (a drawer over a
        // map), not a task people enter and leave. Its content is read as the view's own.
        if kind == .sheet || kind == .fullScreenCover, let driver = call.argument("isPresented"),
           driver.range.map({ reader.text($0) }) == [".", "constant", "(", "true", ")"] {
            return nil
        }
        var made = presentation(kind, call, reader, ViewSummary.Place(file: reader.fileIndex, token: offset))
        guard viewTypes.isViewType(SwiftUIViewTypes.extensionMethodPrefix + name) else { return made }
        switch viewTypes.presentationOverloads.meaning(of: name, call) {
        case .system:
            return made
        case .appPresentation:
            made.throughAppOverload = true
            // An alert's or dialog's title is followed to SwiftUI's call; the buttons the
            // overload adds are not read.
            made.systemTitle = kind == .alert || kind == .confirmationDialog
                ? viewTypes.presentationOverloads.title(through: name, call, reader) : nil
            made.systemButtons = nil
            return made
        case .appView:
            return nil
        }
    }

    /// The presentation modifiers applied inside a presented content closure (`.sheet {
    /// Picker(context: c).alert(item: $c.alertInfo) }`): they are the presented screen's, as
    /// if its own code applied them, driven by the presenter's flags. Each is read whole, so
    /// a sheet in the closure keeps its own content's.
    private func sitePresentations(in range: Range<Int>, _ reader: CodeBodyReader) -> [ViewSummary.Presentation] {
        var found: [ViewSummary.Presentation] = []
        var cursor = range.lowerBound
        let end = min(range.upperBound, reader.tokens.count)
        while cursor < end {
            if reader.tokens[cursor].kind == .identifier, reader.isPunctuation(cursor - 1, "."), !reader.isExcludedFromiOS(cursor),
               let made = presentationModifier(at: cursor, reader, limit: end) {
                found.append(made)
                cursor = max(made.end, cursor + 1)
                continue
            }
            cursor += 1
        }
        return found
    }

    private func presentation(_ kind: ViewSummary.Presentation.Kind, _ call: SwiftUICall, _ reader: CodeBodyReader,
                              _ place: ViewSummary.Place) -> ViewSummary.Presentation {
        var presentation = drivenPresentation(kind, call, reader, place)
        switch kind {
        case .sheet, .fullScreenCover, .popover, .navigationDestination:
            var content = call.argumentOrClosure("content", reader) ?? call.argumentOrClosure("destination", reader)
                ?? call.closures.first?.range
            var contentReader = reader
            var bindingsHanded: [String: String] = [:]
            if let range = content, range.count == 1, reader.isName(range.lowerBound),
               let method = methods[reader.text(range.lowerBound)]?.first {
                // `content: makeEditorSheet`: the method builds the content.
                content = method.body
                contentReader = CodeBodyReader(index: index, file: method.file)
            } else if let range = content, let method = builderMethodCalled(alone: range, reader) {
                // `{ makeEditor() }`: the method builds the content, its modifiers included.
                bindingsHanded = bindingArguments(ofBuilderCalledAlone: method, reader)
                content = method.body
                contentReader = method.file == reader.fileIndex ? reader : CodeBodyReader(index: index, file: method.file)
            } else if let range = content, let property = builderPropertyNamed(alone: range, reader) {
                // `{ editorSheet }`: the computed property's getter builds the content.
                content = property.body
                contentReader = property.file == reader.fileIndex ? reader : CodeBodyReader(index: index, file: property.file)
            }
            if let content {
                readContent(content, contentReader, into: &presentation, sameFileAs: reader, bindingsHanded: bindingsHanded)
            }
        case .alert, .confirmationDialog, .actionSheet:
            readSystemModal(&presentation, call, reader)
        }
        return presentation
    }

    /// The presentations a call makes by handing closures to a view or `extension View`
    /// method of the app that shows them only as a sheet's, cover's or popover's content
    /// (PresentedClosureParameters), each with the closure's body, which the walk steps over.
    private func handedPresentations(_ call: SwiftUICall, to type: String, _ reader: CodeBodyReader,
                                     _ place: ViewSummary.Place) -> [(presentation: ViewSummary.Presentation, body: Range<Int>)] {
        guard let presented = viewTypes.presentedClosures[type], let viewType = viewTypes.type(named: type) else { return [] }
        var bodies: [(name: String, body: Range<Int>)] = []
        if viewType.parameterLists.isEmpty {
            // A view's construction: the memberwise initialiser's labels are its properties.
            for argument in call.arguments {
                if let body = reader.closureBody(argument.range) { bodies.append((argument.label, body)) }
            }
            for closure in call.closures where !closure.label.isEmpty { bodies.append((closure.label, closure.range)) }
        } else {
            // A method: arguments bound to its one declaration's parameters, in order.
            guard viewType.parameterLists.count == 1, let parameters = viewType.parameterLists.first else { return [] }
            var next = 0
            for argument in call.arguments {
                let label = argument.label.isEmpty ? "_" : argument.label
                guard let match = parameters[next...].firstIndex(where: { $0.label == label }) else { return [] }
                if parameters[match].isFunction, let body = reader.closureBody(argument.range) { bodies.append((parameters[match].name, body)) }
                next = match + 1
            }
            for closure in call.closures {
                guard let match = parameters[next...].firstIndex(where: { closure.label.isEmpty ? $0.isFunction : $0.label == closure.label }),
                      parameters[match].isFunction else { return [] }
                bodies.append((parameters[match].name, closure.range))
                next = match + 1
            }
        }
        return bodies.compactMap { handed in
            guard let kind = presented[handed.name] else { return nil }
            var presentation = drivenPresentation(kind, call, reader, place)
            readContent(handed.body, reader, into: &presentation, sameFileAs: reader, bindingsHanded: [:])
            return (presentation, handed.body)
        }
    }

    /// The targets of a presentation's content, the presentations made on them there, and,
    /// when the content is in the presenter's file, the controls around them.
    private func readContent(_ content: Range<Int>, _ contentReader: CodeBodyReader, into presentation: inout ViewSummary.Presentation,
                             sameFileAs reader: CodeBodyReader, bindingsHanded: [String: String]) {
        presentation.content = targets(in: content, contentReader)
        presentation.content.sitePresentations = sitePresentations(in: content, contentReader)
        guard contentReader.fileIndex == reader.fileIndex else { return }
        (presentation.content.siteControls, presentation.content.siteHelpers) =
            siteControls(in: content, around: presentation.content.targets, reader)
        // `isPresented.wrappedValue = false` in `aliasList(isPresented: $showingAliases)`
        // clears `showingAliases`, the flag the call hands that parameter.
        for position in presentation.content.siteControls.indices where !bindingsHanded.isEmpty {
            presentation.content.siteControls[position].effects.renameFlags(bindingsHanded)
        }
    }

    /// A presentation at `place`, driven by the call's `isPresented:` or `item:` (or a
    /// destination's `for:`), its content not yet read.
    private func drivenPresentation(_ kind: ViewSummary.Presentation.Kind, _ call: SwiftUICall, _ reader: CodeBodyReader,
                                    _ place: ViewSummary.Place) -> ViewSummary.Presentation {
        var presentation = ViewSummary.Presentation(kind: kind, place: place)
        presentation.end = call.end
        if let driver = call.argument("isPresented") ?? call.argument("item") {
            presentation.binding = passedBinding(driver.range, reader)
                ?? driver.range.map { reader.text($0) }.joined()
            presentation.bindingObject = bindingObject(driver.range, reader)
            presentation.storeScope = storeScope(driver.range, reader)
            if let sending = sendingScope(driver.range, reader) {
                let content = call.argumentOrClosure("content", reader) ?? call.closures.first { $0.label.isEmpty }?.range
                presentation.sendingScope = (sending.store, sending.state, content.map { scopedActions(in: $0, reader) } ?? [])
            }
            presentation.sendingAction = sendingAction(driver.range, reader)
        } else if kind == .navigationDestination, let type = call.argument("for") {
            presentation.binding = reader.text(type.range.lowerBound)
        }
        return presentation
    }

    /// `Text(title)`, the first `Text` of a principal item's closure, when it shows one name.
    private static func shownName(in range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        for cursor in range where reader.is(cursor, "Text") && reader.isPunctuation(cursor + 1, "(") && !reader.isPunctuation(cursor - 1, ".") {
            guard cursor + 3 < range.upperBound, reader.isName(cursor + 2), reader.isPunctuation(cursor + 3, ")") else { return nil }
            return reader.text(cursor + 2)
        }
        return nil
    }

    /// A field bound to `Binding(get:set:)`, or to a computed property that makes one
    /// (damus' `status_binding`): each keystroke goes through the app's setter, which may
    /// keep it in a model that outlives the screen. Whether closing loses it is not said.
    /// So too a field bound to an object's `@AppStorage` (`$appManager.systemPrompt`),
    /// stored as typed, as a field bound to the view's own is (fullmoon, blind audit round 6).
    private func writesThroughAppCode(_ range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor < range.upperBound else { return false }
        if reader.is(cursor, "Binding") { return true }
        if cursor + 3 == range.upperBound, reader.isName(cursor), reader.isPunctuation(cursor + 1, "."), reader.isName(cursor + 2),
           !reader.text(cursor).hasPrefix("$") {
            // `AddList.newListBinding`: a binding kept in a type's static property, whose
            // storage outlives every view (a draft still there when the sheet reopens).
            let owner = reader.is(cursor, "Self") ? viewType.name : reader.text(cursor), member = reader.text(cursor + 2)
            if index.properties(of: owner).contains(where: { $0.name == member && $0.isStatic }) { return true }
        }
        if cursor + 3 == range.upperBound, reader.isName(cursor), reader.text(cursor).hasPrefix("$"),
           reader.isPunctuation(cursor + 1, "."), reader.isName(cursor + 2) {
            // `$appManager.systemPrompt`, where the view's `appManager` is an object of the app
            // whose `systemPrompt` is an `@AppStorage`: each edit is stored as it is typed.
            let object = reader.text(cursor).dropFirst(), member = reader.text(cursor + 2)
            guard let type = index.properties(of: viewType.name).first(where: { $0.name == object })?.typeName else { return false }
            return index.properties(of: type).contains { $0.name == member && FrameworkBehaviour.persistsEachValue(attributes: $0.attributes) }
        }
        guard cursor + 1 == range.upperBound, reader.isName(cursor) else { return false }
        let name = reader.text(cursor)
        guard !name.hasPrefix("$") else { return false }
        return index.properties(of: viewType.name).contains { property in
            property.name == name && property.typeName?.hasPrefix("Binding<") == true
                && !property.attributes.contains { $0.hasPrefix("@Binding") }
        }
    }

    /// A field bound to its view's `$draft` that a chained `.onChange(of: draft)` observes
    /// and whose handler writes somewhere else (`settings.userAgent = value`): each edit is
    /// handed to the app's code as it is typed (a setting saved as typed), so whether
    /// closing loses anything is not said. A handler that only rewrites the draft itself
    /// (trimming it to a length) keeps it the sheet's own.
    ///
    /// So too a field bound to a model's member (`$viewModel.customCSS`) whose chained
    /// `.onChange(of: viewModel.customCSS)` calls the app's code (`viewModel.saveCustomCSS()`):
    /// each edit is handed over as it is typed.
    private func handsEachEditToAppCode(_ range: Range<Int>, modifiersAfter start: Int, _ reader: CodeBodyReader, limit: Int) -> Bool {
        if let name = boundName(range, reader) {
            return onChangeHandlers(of: name, modifiersAfter: start, reader, limit: limit).contains { writesElsewhere(than: name, in: $0, reader) }
        }
        guard let path = boundMemberPath(range, reader) else { return false }
        return onChangeHandlers(of: path, modifiersAfter: start, reader, limit: limit).contains { handler in
            writesElsewhere(than: path, in: handler, reader) || Self.callsCode(in: handler, reader)
        }
    }

    /// Whether a handler calls a function or method (`withAnimation` aside).
    private static func callsCode(in range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        range.contains { offset in
            reader.tokens[offset].kind == .identifier && reader.isPunctuation(offset + 1, "(") && !reader.is(offset, "withAnimation")
        }
    }

    /// `$model.member` (or `self.$model.member`, a few members deep), the whole of `range`:
    /// `model.member`.
    private func boundMemberPath(_ range: Range<Int>, _ reader: CodeBodyReader) -> Substring? {
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor + 3 <= range.upperBound, range.upperBound - cursor <= 7, reader.isName(cursor),
              reader.text(cursor).count > 1, reader.text(cursor).hasPrefix("$") else { return nil }
        var path = String(reader.text(cursor).dropFirst())
        cursor += 1
        while cursor < range.upperBound {
            guard reader.isPunctuation(cursor, "."), cursor + 1 < range.upperBound, reader.isName(cursor + 1) else { return nil }
            path += "." + reader.text(cursor + 1)
            cursor += 2
        }
        return path[...]
    }

    /// A UIKit text view wrapped into SwiftUI and bound to `$draft`, whose edits a chained
    /// `.onChange(of: draft)` hands to the app as they are typed: written elsewhere, or passed
    /// to a function (`post_changed(post: p)` saving a draft). As for a `TextField` handing
    /// each edit over, whether closing loses anything is not said.
    private func handsWrappedEditsToAppCode(_ call: SwiftUICall, _ reader: CodeBodyReader, limit: Int) -> Bool {
        call.arguments.contains { argument in
            guard let name = boundName(argument.range, reader) else { return false }
            return onChangeHandlers(of: name, modifiersAfter: call.end, reader, limit: limit).contains { handler in
                writesElsewhere(than: name, in: handler, reader) || handler.contains { offset in
                    reader.tokens[offset].kind == .identifier && reader.isPunctuation(offset + 1, "(") && !reader.is(offset, "withAnimation")
                }
            }
        }
    }

    /// `$draft` or `self.$draft`, the whole of `range`: `draft`.
    /// Whether a property's name says it holds a search: a word of it (split at capitals)
    /// is `search`, or it ends in `query` (`searchText`, `query`, `filterQuery`).
    static func namesASearch(_ name: Substring) -> Bool {
        name.lowercased().hasSuffix("query") || ButtonWords.words(ofName: name).contains("search")
    }

    private func boundName(_ range: Range<Int>, _ reader: CodeBodyReader) -> Substring? {
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor + 1 == range.upperBound, reader.isName(cursor), reader.text(cursor).hasPrefix("$") else { return nil }
        return reader.text(cursor).dropFirst()
    }

    /// The handlers of the `.onChange(of: name)` (or `of: self.name`, and nothing more)
    /// chained after `start`.
    private func onChangeHandlers(of name: Substring, modifiersAfter start: Int, _ reader: CodeBodyReader, limit: Int) -> [Range<Int>] {
        modifiers(after: start, reader, limit: limit).compactMap { modifier, argument in
            guard reader.is(modifier, "onChange"), let argument else { return nil }
            var value = argument.lowerBound
            if reader.is(value, "of"), reader.isPunctuation(value + 1, ":") { value += 2 }
            if reader.is(value, "self"), reader.isPunctuation(value + 1, ".") { value += 2 }
            // `of: draft`, or `of: model.member` for a member path.
            var said = value < argument.upperBound && reader.isName(value) ? String(reader.text(value)) : ""
            var next = value + 1
            while next + 1 < argument.upperBound, reader.isPunctuation(next, "."), reader.isName(next + 1) {
                said += "." + reader.text(next + 1)
                next += 2
            }
            guard next == argument.upperBound, said == name else { return nil }
            return SwiftUICall.read(at: modifier, reader, limit: limit)?.closures.last?.range
        }
    }

    /// Whether code in `range` assigns to anything but `name` itself and its own locals:
    /// `model.text = value` does, `draft = String(draft.prefix(80))` and `let trimmed = ...` do not.
    private func writesElsewhere(than name: Substring, in range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        var locals: Set<Substring> = []
        for cursor in range where reader.tokens[cursor].kind == .operator && reader.is(cursor, "=") && cursor > range.lowerBound {
            let target = cursor - 1
            if reader.is(target - 1, "let") || reader.is(target - 1, "var") {
                locals.insert(reader.text(target)[...])
                continue
            }
            let written = reader.text(target)
            let isMember = reader.isPunctuation(target - 1, ".")
            let ofSelf = isMember && reader.is(target - 2, "self") && !reader.isPunctuation(target - 3, ".")
            if !isMember || ofSelf, written == name || locals.contains(written[...]) { continue }
            return true
        }
        return false
    }

    /// `$store.scope(state: \.destination?.changelog, action: ...)` (or `self.$store`, or
    /// `\.$destination`): the store property and the state path's first component.
    /// `setNavigation` of `$store.route.sending(\.setNavigation).readingSetting`.
    private func sendingAction(_ range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        for cursor in range where reader.is(cursor, "sending") && reader.isPunctuation(cursor - 1, ".") && reader.isPunctuation(cursor + 1, "(") {
            guard let close = reader.partners[cursor + 1], close > cursor + 1 else { return nil }
            return reader.lastName(in: cursor + 2, close)
        }
        return nil
    }

    private func storeScope(_ range: Range<Int>, _ reader: CodeBodyReader) -> (store: String, state: String)? {
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor + 3 < range.upperBound, reader.isName(cursor), reader.text(cursor).hasPrefix("$"),
              reader.isPunctuation(cursor + 1, "."), reader.is(cursor + 2, "scope"), reader.isPunctuation(cursor + 3, "(") else { return nil }
        let store = String(reader.text(cursor).dropFirst())
        for argument in reader.arguments(ofCallAt: cursor + 3) where argument.label == "state" {
            // `\.destination?.changelog`: the first name after the key path's `\.`.
            var name = argument.start
            while name < argument.end, !reader.isName(name) { name += 1 }
            guard name < argument.end else { return nil }
            return (store, ActionEffectsReader.bindingName(reader.text(name)))
        }
        return nil
    }

    /// `$store.route.sending(\.setNavigation).filters` (or `self.$store`): the store
    /// property and the state the presentation reads.
    private func sendingScope(_ range: Range<Int>, _ reader: CodeBodyReader) -> (store: String, state: String)? {
        var cursor = range.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor + 5 < range.upperBound, reader.isName(cursor), reader.text(cursor).hasPrefix("$"),
              reader.isPunctuation(cursor + 1, "."), reader.isName(cursor + 2), reader.isPunctuation(cursor + 3, "."),
              reader.is(cursor + 4, "sending"), reader.isPunctuation(cursor + 5, "(") else { return nil }
        return (String(reader.text(cursor).dropFirst()), reader.text(cursor + 2))
    }

    /// The cases of the parent's actions the content scopes stores with (`store.scope(state:
    /// \.filtersState, action: \.filters)` gives `filters`); a scope whose action is not a
    /// key path of one name gives `*`, any case.
    private func scopedActions(in range: Range<Int>, _ reader: CodeBodyReader) -> Set<String> {
        var found: Set<String> = []
        var cursor = range.lowerBound
        while cursor < min(range.upperBound, reader.tokens.count) {
            defer { cursor += 1 }
            guard reader.is(cursor, "scope"), reader.isPunctuation(cursor - 1, "."), reader.isPunctuation(cursor + 1, "(") else { continue }
            guard let action = reader.arguments(ofCallAt: cursor + 1).first(where: { $0.label == "action" }) else {
                found.insert("*")
                continue
            }
            var name = action.start
            while name < action.end, !reader.isName(name) { name += 1 }
            found.insert(name + 1 == action.end && reader.text(action.start) != "{" ? reader.text(name) : "*")
        }
        return found
    }

    /// An alert's or dialog's title and buttons, in the title form (`.alert("Title",
    /// isPresented:) { Button ... }`) or the older `Alert(...)` / `ActionSheet(...)` form.
    private func readSystemModal(_ presentation: inout ViewSummary.Presentation, _ call: SwiftUICall, _ reader: CodeBodyReader) {
        let content = call.argumentOrClosure("content", reader) ?? call.closures.first { $0.label.isEmpty }?.range
        if let content, let legacy = legacyConstruction(in: content, reader) {
            readLegacy(&presentation, legacy, reader)
            return
        }
        // `{ self.signOutAlert }`, `{ makeAlert() }`, `{ Alert.offlineAlert }`, `{ $0.makeAlert() }`:
        // the `Alert`s the member builds, as one when they agree.
        if let content, let built = legacyConstructions(byMemberIn: content, reader, item: call.argument("item")?.range) {
            let read = built.map { construction, builtReader in
                var read = presentation
                readLegacy(&read, construction, builtReader)
                return read
            }
            presentation = read.dropFirst().reduce(read[0], Self.agreeing)
            return
        }
        guard presentation.kind != .actionSheet, call.firstUnlabelled != nil || call.argument("title") != nil || call.argument("error") != nil else {
            // `.alert(isPresented:) { makeAlert() }`: an `Alert` built where the reading does not follow.
            presentation.systemButtons = nil
            return
        }
        guard call.argument("isPresented") != nil || call.argument("item") != nil else {
            // SwiftUI's title forms always say `isPresented:`. Without it, the one argument is
            // not a title but what an overload builds the alert from: the Composable
            // Architecture's `.alert($store.scope(state: \.alert, action: \.alert))`, whose
            // title and buttons are an `AlertState` the reducer makes. Neither is read.
            presentation.systemButtons = nil
            return
        }
        if let title = call.firstUnlabelled {
            presentation.systemTitle = .some(reader.literalText(title.range))
        } else if call.argument("title") != nil || call.argument("error") != nil {
            presentation.systemTitle = .some(call.argument("title").flatMap { reader.literalText($0.range) })
        }
        let actions = call.argumentOrClosure("actions", reader) ?? call.closures.first { $0.label.isEmpty }?.range
        guard let actions else { return }
        var buttons: [ViewSummary.SystemButton] = []
        var cursor = actions.lowerBound
        while cursor < actions.upperBound {
            if reader.is(cursor, "Button"), !Self.isMember(cursor, reader), !reader.isExcludedFromiOS(cursor),
               let button = SwiftUICall.read(at: cursor, reader, limit: actions.upperBound) {
                let effects = ActionEffectsReader(reader: reader, file: reader.fileIndex, viewType: viewType, methods: methods, index: index,
                                          closedStores: viewTypes.storesThatCloseNothing(viewType), siteValues: siteValues,
                                          inertTypeMethods: viewTypes.inertTypeMethods,
                                          inertObjectMethods: viewTypes.inertObjectMethods)
                let control = control("Button", button, reader, effects, role: nil, ViewSummary.Place(file: reader.fileIndex, token: cursor))
                // An alert's or a dialog's button has the style its `role:` gives it: a
                // `Button("Cancel")` without one is shown in the default style, so its words
                // must not make it the cancel one (as they do a toolbar's Cancel).
                let role = button.argument("role") == nil ? nil : control.role
                buttons.append(ViewSummary.SystemButton(label: control.label, role: role, place: control.place,
                                                        dismissesPresenter: control.effects.callsDismiss))
                cursor = button.end
                continue
            }
            cursor += 1
        }
        presentation.systemButtons = buttons
    }

    /// The `Alert(...)`s and `ActionSheet(...)`s that the member named alone in `range`
    /// builds (AlertBuildingMember: `self.errorAlert`, `makeAlert()`, `Alert.offlineAlert`,
    /// `$0.makeAlert()`); nil when `range` is anything else, the member is not the app's, or
    /// it builds none.
    private func legacyConstructions(byMemberIn range: Range<Int>, _ reader: CodeBodyReader, item: Range<Int>?) -> [(SwiftUICall, CodeBodyReader)]? {
        guard let bodies = AlertBuildingMember(index: index, viewTypeName: viewType.name).bodies(namedAloneIn: range, reader, item: item) else { return nil }
        var found: [(SwiftUICall, CodeBodyReader)] = []
        for (file, body) in bodies {
            let memberReader = file == reader.fileIndex ? reader : CodeBodyReader(index: index, file: file)
            var cursor = body.lowerBound
            while cursor < body.upperBound, let call = legacyConstruction(in: cursor..<body.upperBound, memberReader) {
                found.append((call, memberReader))
                cursor = max(call.end, cursor + 1)
            }
        }
        return found.isEmpty ? nil : found
    }

    /// The getter bodies of the view's computed properties of these names (`var errorAlert:
    /// Alert { ... }`, or its `get { }`): the braces after the type, with no `=` before.
    private func computedPropertyBodies(named names: Set<String>) -> [(name: String, file: Int, body: Range<Int>)] {
        var bodies: [(name: String, file: Int, body: Range<Int>)] = []
        for declaration in viewType.declarations {
            let reader = CodeBodyReader(index: index, file: declaration.file)
            let end = min(declaration.body.upperBound, reader.tokens.count)
            var cursor = declaration.body.lowerBound
            while cursor + 2 < end {
                defer { cursor += 1 }
                guard reader.is(cursor, "var"), reader.isPunctuation(cursor + 2, ":"), names.contains(reader.text(cursor + 1)),
                      let body = AlertBuildingMember.getterBody(afterName: cursor + 1, reader, limit: end) else { continue }
                bodies.append((reader.text(cursor + 1), declaration.file, body))
            }
        }
        return bodies
    }

    private func legacyConstruction(in range: Range<Int>, _ reader: CodeBodyReader) -> SwiftUICall? {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if reader.is(cursor, "Alert") || reader.is(cursor, "ActionSheet"), !Self.isMember(cursor, reader), reader.isPunctuation(cursor + 1, "(") {
                return SwiftUICall.read(at: cursor, reader, limit: range.upperBound)
            }
            cursor += 1
        }
        return nil
    }

    /// What two readings of an alert a member may build agree on: a title both give (two
    /// different titles are still a title; one that may be missing is not known), and the
    /// buttons when both have the same.
    private static func agreeing(_ kept: ViewSummary.Presentation, _ read: ViewSummary.Presentation) -> ViewSummary.Presentation {
        var agreed = kept
        if kept.systemTitle != read.systemTitle {
            let bothWorded = [kept.systemTitle, read.systemTitle].allSatisfy { title in
                if case .some(.some(let text)) = title { return !text.isEmpty }
                return title == .some(nil)
            }
            agreed.systemTitle = bothWorded ? .some(nil) : nil
        }
        let sameButtons = kept.systemButtons.map { $0.map(\.label) } == read.systemButtons.map { $0.map(\.label) }
            && kept.systemButtons.map { $0.map(\.role) } == read.systemButtons.map { $0.map(\.role) }
        if !sameButtons { agreed.systemButtons = nil }
        return agreed
    }

    /// `Alert(title: Text("..."), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())`,
    /// `ActionSheet(title: Text("..."), buttons: [.default(Text("A")), .cancel()])`.
    private func readLegacy(_ presentation: inout ViewSummary.Presentation, _ call: SwiftUICall, _ reader: CodeBodyReader) {
        presentation.isLegacyConstruction = true
        if let title = call.argument("title") { presentation.systemTitle = .some(reader.literalText(title.range)) }
        var buttons: [ViewSummary.SystemButton] = []
        for label in ["primaryButton", "secondaryButton", "dismissButton"] {
            guard let argument = call.argument(label) else { continue }
            guard let button = legacyButton(argument.range, reader) else {
                // `dismissButton: buttons[0]`: a button made elsewhere, whose words and role are not read.
                presentation.systemButtons = nil
                return
            }
            buttons.append(button)
        }
        if reader.is(call.name, "ActionSheet"), call.argument("buttons") == nil {
            // `ActionSheet(title:message:buttons:)`: the buttons default to one Cancel.
            buttons.append(ViewSummary.SystemButton(label: "Cancel", role: .cancel, place: ViewSummary.Place(file: reader.fileIndex, token: call.name)))
        }
        if let list = call.argument("buttons") {
            guard reader.isPunctuation(list.range.lowerBound, "["), let close = reader.partners[list.range.lowerBound] else {
                presentation.systemButtons = nil
                return
            }
            var start = list.range.lowerBound + 1
            while start < close {
                let end = reader.expressionEnd(from: start, limit: close)
                guard end > start else { break }
                guard let button = legacyButton(start..<end, reader) else {
                    presentation.systemButtons = nil
                    return
                }
                buttons.append(button)
                start = end + 1
            }
        }
        presentation.systemButtons = buttons
    }

    /// `.default(Text("A")) { ... }`, `.cancel()`, `.cancel(Text("Keep"))`, `.destructive(Text("Delete"), action: ...)`.
    private func legacyButton(_ range: Range<Int>, _ reader: CodeBodyReader) -> ViewSummary.SystemButton? {
        var cursor = range.lowerBound
        while cursor < range.upperBound, !(reader.isName(cursor) && reader.isPunctuation(cursor + 1, "(")) { cursor += 1 }
        guard cursor < range.upperBound else { return nil }
        let member = reader.text(cursor)
        let role: ActionRole?
        switch member {
        case "cancel": role = .cancel
        case "destructive": role = .destructive
        case "default": role = nil
        default: return nil
        }
        let close = reader.partners[cursor + 1] ?? cursor + 1
        let words = reader.firstLiteral(named: ["Text"], in: cursor + 2..<close)
        let label = words ?? (role == .cancel ? "Cancel" : "Button")
        // The member is the button's style, said outright: `.default(Text("Cancel"))` is a
        // Cancel in the default style, which the words must not turn into the cancel one.
        var button = ViewSummary.SystemButton(label: label, role: role, place: ViewSummary.Place(file: reader.fileIndex, token: cursor))
        if words == nil, role != .cancel { button.labelKind = .none }
        return button
    }
}
