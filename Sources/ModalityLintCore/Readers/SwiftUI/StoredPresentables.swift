/// Screens a coordinator hands to a method of the app's own that keeps them in the property a
/// view presents (issue 23, "coordinators and routers"): `stack.setSheetCoordinator(c)`, where
/// the app's `setSheetCoordinator(_ coordinator:)` says `sheetModule = Module(coordinator)`
/// and the container view says `.sheet(item: $stack.sheetModule) { $0.coordinator?.toPresentable() }`,
/// presents, as a sheet, the screen `c.toPresentable()` builds.
///
/// The reading, once per run, linear in the code:
/// - a *store* is a method (not an initialiser) whose body sets one of its own type's
///   properties to an expression that names one of its parameters (`sheetModule =
///   NavigationModule(coordinator, ...)`, `rootModule = coordinator`);
/// - a *call* of a store is tied to it by name and argument labels (defaults may be left out,
///   a trailing closure may fill the last), only when every method of the run that the call
///   could mean is a store of the same parameter: an ambiguous call binds nothing;
/// - the value handed in is named in the calling method: built there (`let c = Coordinator(...)`,
///   or written in the call); a parameter, a property or a helper's result binds nothing;
/// - what the value shows is what its type's method that the presenting view calls on what
///   it stores (`toPresentable()`) builds (`AnyView(BugReportScreen(...))`, looked through as
///   `AnyView` always is). When that is a container view of the app showing another of the
///   value's stored properties (a navigation stack whose root is `rootModule`), the screens
///   are what the calling method stores there on the same value (`c.setRootCoordinator(x)`),
///   shown in that container.
///
/// Nothing here says a screen is *not* presented: a value the reading cannot name leaves its
/// presentation unknown, as before. Style comes from the presenting view's modifier only.
struct StoredPresentables {
    /// A method that keeps its `parameter`-th argument in `property` of its own type.
    struct Store {
        let method: MethodDeclaration
        let parameter: Int
        let parameters: [SwiftParameterList.Parameter]
    }

    /// A call of a store's name: where, and its arguments.
    struct Call {
        let caller: MethodDeclaration
        let nameToken: Int
        let arguments: [(label: String, start: Int, end: Int)]
        /// The receiver chain (`["stack"]` for `stack.setRootCoordinator(x)`).
        let receivers: [String]
    }

    /// A screen the value shows: the construction, and whether a navigation container of
    /// the app's own (a stack view over the value's stored root) wraps it.
    struct Shown {
        var construction: ViewSummary.Construction
        var inNavigation: (place: ViewSummary.Place, kind: ContainerKind)?
    }

    private let index: CodeIndex
    private let viewTypes: SwiftUIViewTypes
    /// `Type.property` to the stores that set it.
    private var storesByProperty: [String: [Store]] = [:]
    /// A store method's id to the `Type.property` it sets.
    private var propertyByStore: [Int: String] = [:]
    /// Every call of a store's base name, by base name.
    private var callsByName: [String: [Call]] = [:]
    /// Methods by base name, with their parameters: what a call could mean.
    private var methodsByName: [String: [(method: MethodDeclaration, parameters: [SwiftParameterList.Parameter])]] = [:]
    /// Tied calls of each `Type.property`'s stores, by calling method: read once per property.
    private var tiedByProperty: [String: [Int: [(call: Call, store: Store)]]] = [:]
    /// `View|Type` to the stored root that view shows of that type, read once.
    private var rootByContainer: [String: String?] = [:]

    init(index: CodeIndex, viewTypes: SwiftUIViewTypes) {
        self.index = index
        self.viewTypes = viewTypes
        var propertiesByOwner: [String: Set<String>] = [:]
        var storeNames = Set<String>()
        for method in index.methods {
            guard let body = method.body, index.files[method.file].language == .swift, method.name != "init",
                  !method.attributes.contains(.typeMethod), !index.deadCode.methods.contains(method.id),
                  let owner = index.ownerName(of: method) else { continue }
            let parameters = SwiftParameterList.read(method, index: index)
            guard !parameters.isEmpty else { continue }
            methodsByName[method.name, default: []].append((method, parameters))
            if propertiesByOwner[owner] == nil {
                propertiesByOwner[owner] = Set(index.properties(of: owner).filter { !$0.isStatic }.map(\.name))
            }
            let properties = propertiesByOwner[owner] ?? []
            let reader = CodeBodyReader(index: index, file: method.file)
            let end = min(body.upperBound, reader.tokens.count)
            for offset in reader.ownPropertyAssignments(in: body, to: properties) {
                let valueEnd = reader.expressionEnd(from: offset + 2, limit: end)
                var named: Int?
                for token in (offset + 2)..<min(valueEnd, end) where reader.tokens[token].kind == .identifier && !reader.isPunctuation(token - 1, ".")
                    && !reader.isPunctuation(token + 1, ":") {
                    if let position = parameters.firstIndex(where: { $0.name == reader.text(token) }) { named = position; break }
                }
                guard let named else { continue }
                let key = owner + "." + reader.text(offset)
                storesByProperty[key, default: []].append(Store(method: method, parameter: named, parameters: parameters))
                propertyByStore[method.id] = key
                storeNames.insert(method.name)
                break
            }
        }
        guard !storeNames.isEmpty else { return }
        for method in index.methods {
            guard let body = method.body, index.files[method.file].language == .swift, !index.deadCode.methods.contains(method.id) else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for cursor in body where cursor < reader.tokens.count && reader.tokens[cursor].kind == .identifier {
                guard storeNames.contains(reader.text(cursor)), reader.isPunctuation(cursor + 1, "("), !reader.is(cursor - 1, "func"),
                      !reader.isExcludedFromiOS(cursor) else { continue }
                callsByName[reader.text(cursor), default: []].append(
                    Call(caller: method, nameToken: cursor, arguments: reader.arguments(ofCallAt: cursor + 1), receivers: reader.receivers(before: cursor)))
            }
        }
    }

    /// The screens handed, anywhere in the run, to a store of `objectType.property`, as the
    /// view presenting that property shows them through `presentable` (`toPresentable`).
    /// `container` says which navigation container a view type of the app draws around the
    /// value's stored root, if any.
    mutating func shown(objectType: String, property: String, presentable: String,
                        container: (String) -> (kind: ContainerKind, place: ViewSummary.Place)?) -> [Shown] {
        var result: [Shown] = []
        for calls in tiedCalls(storing: objectType + "." + property).values {
            for (call, store) in calls {
                result += shownValue(handedAt: call, store: store, presentable: presentable, container: container, depth: 0)
            }
        }
        return result
    }

    /// Calls tied to a store of `key`: every method the call could mean (same name, labels
    /// that fit) is a store of the same parameter.
    /// By calling method. Whether a call's labels are tied is decided once per name and
    /// labels, so the work is linear in the calls.
    private mutating func tiedCalls(storing key: String) -> [Int: [(call: Call, store: Store)]] {
        if let known = tiedByProperty[key] { return known }
        var result: [Int: [(call: Call, store: Store)]] = [:]
        var tiedLabels: [String: Bool] = [:]
        for store in storesByProperty[key] ?? [] {
            for call in callsByName[store.method.name] ?? [] where call.caller.id != store.method.id {
                let labels = call.arguments.map(\.label)
                let signature = labels.joined(separator: ":")
                if tiedLabels[signature] == nil {
                    let meant = (methodsByName[store.method.name] ?? []).filter { Self.fits(labels, $0.parameters) }
                    tiedLabels[signature] = !meant.isEmpty && meant.allSatisfy { candidate in
                        (storesByProperty[propertyByStore[candidate.method.id] ?? ""] ?? []).contains {
                            $0.method.id == candidate.method.id && $0.parameter == store.parameter
                        }
                    }
                }
                guard tiedLabels[signature] == true, Self.fits(labels, store.parameters) else { continue }
                result[call.caller.id, default: []].append((call, store))
            }
        }
        tiedByProperty[key] = result
        return result
    }

    /// Whether a call's labels can mean a method with those parameters: in order, each
    /// label a parameter's, those left out having defaults (not checked: a trailing closure
    /// or a default is allowed for every parameter left out).
    private static func fits(_ labels: [String], _ parameters: [SwiftParameterList.Parameter]) -> Bool {
        var position = 0
        for label in labels {
            while position < parameters.count, (parameters[position].label ?? "") != label { position += 1 }
            guard position < parameters.count else { return false }
            position += 1
        }
        return !labels.isEmpty
    }

    /// What the argument a call hands to `store` shows.
    private mutating func shownValue(handedAt call: Call, store: Store, presentable: String,
                            container: (String) -> (kind: ContainerKind, place: ViewSummary.Place)?, depth: Int) -> [Shown] {
        guard depth < 3, let argument = argument(of: call, for: store) else { return [] }
        let reader = CodeBodyReader(index: index, file: call.caller.file)
        guard let (typeName, local) = valueType(argument, in: call, reader) else { return [] }
        var result: [Shown] = []
        for method in index.methods(named: presentable, in: typeName) {
            guard let body = method.body else { continue }
            let methodReader = CodeBodyReader(index: index, file: method.file)
            let scanner = ViewSummaryScanner(
                index: index, viewTypes: viewTypes,
                viewType: SwiftUIViewTypes.ViewType(name: "", declarations: [SwiftUIViewTypes.Declaration(
                    file: method.file, nameToken: body.lowerBound, body: body)], isRepresentable: false))
            for construction in scanner.targets(in: body, methodReader).targets {
                // A container of the app's own over another property of the value: what the
                // calling method stores there, on the same value, is what it shows.
                if let wraps = container(construction.name), let inner = storedRoot(shownBy: construction.name, of: typeName) {
                    // A value the call does not name: what its root is, is stored elsewhere.
                    guard let local else { continue }
                    for innerCall in callsOnValue(local, in: call, storing: inner) {
                        for shown in shownValue(handedAt: innerCall.0, store: innerCall.1, presentable: presentable, container: container, depth: depth + 1) {
                            var shown = shown
                            if shown.inNavigation == nil { shown.inNavigation = (wraps.place, wraps.kind) }
                            result.append(shown)
                        }
                    }
                } else if viewTypes.type(named: construction.name) != nil {
                    result.append(Shown(construction: construction))
                }
            }
        }
        return result
    }

    /// The tokens of the argument a call hands to the store's parameter.
    private func argument(of call: Call, for store: Store) -> (start: Int, end: Int)? {
        var position = 0
        for argument in call.arguments {
            while position < store.parameters.count, (store.parameters[position].label ?? "") != argument.label { position += 1 }
            if position == store.parameter { return (argument.start, argument.end) }
            position += 1
        }
        return nil
    }

    /// The type of the value an argument names: `Coordinator(...)` written there, or a local
    /// the calling method builds so before the call (`let c = Coordinator(...)`), with the
    /// local's name. Anything else is not named.
    private func valueType(_ argument: (start: Int, end: Int), in call: Call, _ reader: CodeBodyReader) -> (String, String?)? {
        if reader.tokens[argument.start].kind == .identifier, reader.isPunctuation(argument.start + 1, "("),
           let close = reader.partners[argument.start + 1], close + 1 == argument.end, index.type(named: reader.text(argument.start)) != nil {
            return (reader.text(argument.start), nil)
        }
        guard argument.end == argument.start + 1, reader.tokens[argument.start].kind == .identifier, let body = call.caller.body else { return nil }
        let name = reader.text(argument.start)
        var found: String?
        var cursor = body.lowerBound
        while cursor + 3 < call.nameToken {
            defer { cursor += 1 }
            guard reader.is(cursor, "let") || reader.is(cursor, "var"), reader.text(cursor + 1) == name, reader.is(cursor + 2, "="),
                  reader.tokens[cursor + 3].kind == .identifier, reader.isPunctuation(cursor + 4, "(") else { continue }
            let type = reader.text(cursor + 3)
            found = index.type(named: type) != nil ? type : nil
        }
        return found.map { ($0, name) }
    }

    /// The property of `typeName` that the app's view `viewName` shows outside its
    /// presentations (a stack's root), when exactly one store of the type sets a property
    /// that view's code says.
    private mutating func storedRoot(shownBy viewName: String, of typeName: String) -> String? {
        let key = viewName + "|" + typeName
        if let known = rootByContainer[key] { return known }
        let root = readStoredRoot(shownBy: viewName, of: typeName)
        rootByContainer[key] = root
        return root
    }

    private func readStoredRoot(shownBy viewName: String, of typeName: String) -> String? {
        guard let viewType = viewTypes.type(named: viewName) else { return nil }
        var said = Set<String>()
        for declaration in viewType.declarations {
            let reader = CodeBodyReader(index: index, file: declaration.file)
            var cursor = declaration.body.lowerBound
            while cursor < min(declaration.body.upperBound, reader.tokens.count) {
                // Presentation modifiers show their own properties: skip their arguments.
                if reader.isPunctuation(cursor - 1, "."), ViewSummaryScanner.presentationModifiers[reader.text(cursor)] != nil,
                   reader.isPunctuation(cursor + 1, "("), let close = reader.partners[cursor + 1], close > cursor {
                    cursor = close + 1
                    continue
                }
                if reader.tokens[cursor].kind == .identifier, reader.isPunctuation(cursor - 1, ".") { said.insert(reader.text(cursor)) }
                cursor += 1
            }
        }
        let candidates = storesByProperty.keys.filter { key in
            key.hasPrefix(typeName + ".") && said.contains(String(key.dropFirst(typeName.count + 1)))
        }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// Calls, in the method that makes `call`, on the value `local`, of a store of `key`.
    private mutating func callsOnValue(_ local: String, in call: Call, storing key: String) -> [(Call, Store)] {
        (tiedCalls(storing: key)[call.caller.id] ?? []).filter { $0.call.receivers == [local] }.map { ($0.call, $0.store) }
    }
}
