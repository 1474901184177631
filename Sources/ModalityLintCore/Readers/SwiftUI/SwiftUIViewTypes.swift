/// The run's SwiftUI view types, found once: every struct or class that conforms to `View`
/// (or is a `ViewModifier` or a UIKit representable) in its declaration or an extension,
/// with the token ranges of its declarations' bodies and the properties the readers ask
/// about (`@Environment(\.dismiss)`, `presentationMode`, closures handed in by a parent).
struct SwiftUIViewTypes {
    struct Declaration {
        var file: Int
        /// The type's name token in this declaration.
        var nameToken: Int
        /// The tokens between the braces of its body.
        var body: Range<Int>
    }

    struct ViewType {
        var name: String
        /// The primary declaration first, then extensions.
        var declarations: [Declaration]
        /// `UIViewRepresentable` / `UIViewControllerRepresentable`: a UIKit view whose
        /// buttons and title the SwiftUI reading cannot see.
        var isRepresentable: Bool
        /// Declared more than once, not as extensions (a `private struct EditNameView` in
        /// each of three files): the declarations are read together, so what one of the
        /// types holds is not known to be that type's.
        var sharesItsName = false
        /// Properties holding `@Environment(\.dismiss)` (or a `DismissAction` handed in).
        var dismissNames: Set<String> = []
        /// Properties of an app's own property wrapper whose wrapped value holds a
        /// `DismissAction` (`@Router var router` with `router.dismiss()`): per property, those
        /// members (WrappedDismissActions).
        var dismissMembers: [String: Set<String>] = [:]
        /// Properties holding an environment action that, as the system provides it, closes
        /// nothing (`@Environment(\.openURL)`), where no handler of the app's can reach the
        /// view (EnvironmentActions).
        var inertActionNames: Set<String> = []
        /// Properties holding `@Environment(\.presentationMode)`.
        var presentationModeNames: Set<String> = []
        /// Properties of function type (`let onCancel: () -> Void`): calling one does what
        /// the parent decided, which this view's code does not say.
        var closureNames: Set<String> = []
        /// A method of `extension View` read as a view (`View.buttonize`): each declaration's
        /// parameters, in order. Those of function type are closures the caller hands in
        /// (`closureNames`), whose code is the caller's.
        var parameterLists: [[Parameter]] = []
        /// The view's initialisers' parameters, a closure marked only where the initialiser
        /// keeps it as the property of its name (InitialiserClosures).
        var initialiserParameterLists: [[Parameter]] = []
        /// `@Binding` properties: what setting one does depends on what the parent handed in.
        var bindingNames: Set<String> = []
        /// Whether it keeps a binding its builder hands it (a stored `@Binding` or
        /// `Binding<…>`), not only bindings it makes of its own state (`var filter:
        /// Binding<Filter> { $store.filter }`).
        var takesBindings = false
        /// `var body`'s name token, for what stands at the top of the body.
        var bodyProperty: (file: Int, token: Int)?
        /// A property that holds a view it is handed (`let content: AnyView`, `let makePage:
        /// () -> AnyView`): it shows what its creator chose, whose title it does not say.
        var holdsHandedView = false
        /// Composable Architecture stores (`let store: StoreOf<Feature>`): the feature each
        /// property's store runs.
        var storeFeatures: [String: String] = [:]
        /// The app's classes the view's properties hold (`@Environment(Router.self) var
        /// router`): the class of each property.
        var objectTypes: [String: String] = [:]
        /// Per such property, per method of its class, the class's properties the method
        /// sets to `nil` or `false` (`Router.presentedSheet`), by `ObservedObjectState`.
        var clearedObjectState: [String: [String: Set<String>]] = [:]
        /// The properties of those classes that one method shows and clears around its work
        /// (`ObservedObjectState.shownWhileWorking`), as `Type.property`.
        var shownWhileWorking: Set<String> = []
        /// A generic wrapper whose body is only the view it is handed (`ContentHosts`): what
        /// a site shows through it is that view.
        var onlyHostsContent = false
    }

    /// A parameter of a method: its argument label (`_` for none), its name inside the
    /// method, and whether its type is a function.
    struct Parameter {
        var label: String
        var name: String
        var isFunction: Bool
    }

    private(set) var types: [ViewType] = []
    /// The app's Composable Architecture reducers, read when a view holds a store.
    private(set) var composable = ComposableReducers()
    /// The app's type methods that close nothing, read once.
    private(set) var inertTypeMethods = InertTypeMethods()
    /// The methods of the app's classes views hold that close nothing but through what
    /// they clear, read once.
    private(set) var inertObjectMethods = InertObjectMethods()
    /// The app's own overloads of the presentation modifiers, read once.
    private(set) var presentationOverloads = PresentationOverloads()
    /// The app's own modifiers that set a `Text`'s font from a style, read once.
    private(set) var textStyleModifiers = AppTextStyleModifiers()
    /// The closures views and `extension View` methods show only as a presentation's
    /// content (PresentedClosureParameters), read once.
    private(set) var presentedClosures: [String: [String: ViewSummary.Presentation.Kind]] = [:]
    private(set) var indexByName: [String: Int] = [:]
    /// `App` types, each with its declarations: where `WindowGroup`s are.
    private(set) var apps: [(name: String, declarations: [Declaration])] = []
    /// Per file, each type declaration's opening brace and its partner: a view type's scan
    /// steps over the bodies of types nested in it.
    private(set) var typeBodies: [[Int: Int]]

    /// Conformances that make a type's body part of the views that construct it.
    /// `ToolbarContent` and `ViewModifier` are never screens of their own, but a Cancel
    /// button in a shared `CancelToolbarItem` belongs to each screen that uses it.
    static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "ToolbarContent", "UIViewRepresentable", "UIViewControllerRepresentable",
    ]
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    /// A struct or class that conforms to no view protocol but declares `var body: some
    /// View` itself: a builder that assembles a screen (`ProfileViewBuilder(container).body`),
    /// whose body is the view its users show. Read as a view, its body is followed to the
    /// screen it builds, instead of standing as content nobody reads.
    static func isViewInAllButName(_ type: TypeDeclaration, _ index: CodeIndex) -> Bool {
        guard type.kind == .struct || type.kind == .class, !type.inheritedNames.contains("App") else { return false }
        return type.properties.contains { id in
            let property = index.properties[id]
            return property.name == "body" && !property.isStatic && property.typeName == "some View"
        }
    }

    init(index: CodeIndex) {
        typeBodies = Array(repeating: [:], count: index.files.count)
        let macOnly = index.files.map { $0.language == .swift && CodeIndex.isMacOnly($0) }
        let refinements = Self.viewRefinements(in: index, macOnly: macOnly)
        /// The view protocols a declaration's inherited names say, directly or through one of
        /// the app's own protocols that refines one.
        func viewProtocols(of type: TypeDeclaration) -> Set<String> {
            var protocols = Set(type.inheritedNames).intersection(Self.viewProtocols)
            for name in type.inheritedNames { protocols.formUnion(refinements[name] ?? []) }
            if protocols.isEmpty, Self.isViewInAllButName(type, index) { protocols.insert("View") }
            return protocols
        }
        var conforming: [String: Set<String>] = [:]
        var isApp = Set<String>()
        for type in index.types where type.language == .swift && !macOnly[type.file] {
            if index.files[type.file].isExcludedFromiOS(type.nameSpan.start) { continue }
            let protocols = viewProtocols(of: type)
            if !protocols.isEmpty, type.kind != .protocol { conforming[type.name, default: []].formUnion(protocols) }
            if type.inheritedNames.contains("App"), type.kind == .struct { isApp.insert(type.name) }
        }
        var declarationsByName: [String: [Declaration]] = [:]
        var primaryCount: [String: Int] = [:]
        for type in index.types where type.language == .swift && !macOnly[type.file] {
            guard let declaration = Self.declaration(of: type, index: index) else { continue }
            typeBodies[type.file][declaration.body.lowerBound - 1] = declaration.body.upperBound
            if index.files[type.file].isExcludedFromiOS(type.nameSpan.start) { continue }
            // A type that only shares the view's name (SwiftGen's `L10n.EntityPicker` string
            // enum beside the `EntityPicker` view) is not the view: only declarations that
            // say a view protocol (or `App`), and extensions, are. Generated code (SwiftGen,
            // R.swift) declares no screen.
            if type.kind != .extension, viewProtocols(of: type).isEmpty,
               !(type.inheritedNames.contains("App") && type.kind == .struct) { continue }
            if index.isGenerated(file: type.file) { continue }
            if conforming[type.name] != nil || isApp.contains(type.name) {
                // The type's own declaration first: its name is where the screen is.
                if type.kind == .extension {
                    declarationsByName[type.name, default: []].append(declaration)
                } else {
                    declarationsByName[type.name, default: []].insert(declaration, at: 0)
                    primaryCount[type.name, default: 0] += 1
                }
            }
        }
        var clearedStateByClass: [String: [String: Set<String>]] = [:]
        var shownWhileWorkingByClass: [String: Set<String>] = [:]
        for name in conforming.keys.sorted() {
            guard let declarations = declarationsByName[name], !declarations.isEmpty else { continue }
            var viewType = ViewType(
                name: name, declarations: declarations,
                isRepresentable: !(conforming[name] ?? []).isDisjoint(with: Self.representables))
            viewType.sharesItsName = (primaryCount[name] ?? 0) > 1
            for property in index.properties(of: name) {
                let attributes = property.attributes.joined(separator: " ")
                if attributes.contains("\\.dismiss") || property.typeName == "DismissAction" { viewType.dismissNames.insert(property.name) }
                if attributes.contains("\\.presentationMode") { viewType.presentationModeNames.insert(property.name) }
                if !property.isStatic, property.typeName == nil, !property.attributes.isEmpty {
                    let members = WrappedDismissActions.members(of: property, in: index)
                    if !members.isEmpty { viewType.dismissMembers[property.name] = members }
                }
                if let typeName = property.typeName, typeName.contains("->") { viewType.closureNames.insert(property.name) }
                if let typeName = property.typeName, Self.holdsView(typeName), Self.isStored(property, in: index) {
                    viewType.holdsHandedView = true
                }
                if property.attributes.contains(where: { $0.hasPrefix("@Binding") }) || property.typeName?.hasPrefix("Binding<") == true {
                    viewType.bindingNames.insert(property.name)
                    if !property.attributes.isEmpty || Self.isStored(property, in: index) { viewType.takesBindings = true }
                }
                if let typeName = property.typeName, let feature = ComposableReducers.feature(ofStoreType: typeName) {
                    viewType.storeFeatures[property.name] = feature
                }
                if !property.isStatic, let object = ObservedObjectState.objectType(of: property, in: index) {
                    viewType.objectTypes[property.name] = object
                    if clearedStateByClass[object] == nil { clearedStateByClass[object] = ObservedObjectState.clearedState(of: object, in: index) }
                    viewType.clearedObjectState[property.name] = clearedStateByClass[object]
                    if shownWhileWorkingByClass[object] == nil {
                        shownWhileWorkingByClass[object] = ObservedObjectState.shownWhileWorking(in: object, in: index)
                    }
                    viewType.shownWhileWorking.formUnion(shownWhileWorkingByClass[object] ?? [])
                }
                if property.name == "body", viewType.bodyProperty == nil, let token = Self.tokenIndex(of: property.nameSpan, in: index.files[property.file]) {
                    viewType.bodyProperty = (property.file, token)
                }
            }
            viewType.initialiserParameterLists = InitialiserClosures.parameterLists(of: viewType, in: index)
            viewType.onlyHostsContent = ContentHosts.onlyHostsContent(
                viewType, genericOverViews: ContentHosts.isGenericOverViews(viewType, in: index), in: index)
            indexByName[name] = types.count
            types.append(viewType)
        }
        for name in isApp.sorted() { apps.append((name, declarationsByName[name] ?? [])) }
        if types.contains(where: { !$0.storeFeatures.isEmpty }) { composable = ComposableReducers(index: index) }
        // `extension View { func withSheets() -> some View { sheet(...) } }`: each such
        // method is read as a view of its own (`View.withSheets`) that the views calling
        // `.withSheets()` construct.
        for type in index.types where type.kind == .extension && type.name == "View" && type.language == .swift && !macOnly[type.file] {
            for id in type.methods {
                let method = index.methods[id]
                guard let body = method.body, !index.files[method.file].isExcludedFromiOS(method.nameSpan.start),
                      let nameToken = Self.tokenIndex(of: method.nameSpan, in: index.files[method.file]) else { continue }
                let name = Self.extensionMethodPrefix + method.name
                let declaration = Declaration(file: method.file, nameToken: nameToken, body: body)
                let parameters = Self.parameters(ofMethodNamedAt: nameToken, before: body.lowerBound, CodeBodyReader(index: index, file: method.file))
                if let existing = indexByName[name] {
                    types[existing].declarations.append(declaration)
                } else {
                    indexByName[name] = types.count
                    types.append(ViewType(name: name, declarations: [declaration], isRepresentable: false))
                }
                let position = indexByName[name]!
                types[position].parameterLists.append(parameters)
                for parameter in parameters where parameter.isFunction { types[position].closureNames.insert(parameter.name) }
            }
        }
        for (name, properties) in EnvironmentActions.inertProperties(of: types, indexByName: indexByName, index: index) {
            if let position = indexByName[name] { types[position].inertActionNames = properties }
        }
        inertTypeMethods = InertTypeMethods(index: index)
        inertObjectMethods = InertObjectMethods(classes: Set(types.flatMap { $0.objectTypes.values }), index: index,
                                                typeMethods: inertTypeMethods)
        presentationOverloads = PresentationOverloads(index: index, viewTypes: self)
        textStyleModifiers = AppTextStyleModifiers(index: index)
        presentedClosures = PresentedClosureParameters.read(types, index: index)
    }

    /// The parameters of the method whose name is at `name` (`func f<T>(_ action: @escaping
    /// () -> Void, title: String)`), read up to its body.
    static func parameters(ofMethodNamedAt name: Int, before body: Int, _ reader: CodeBodyReader) -> [Parameter] {
        var open = name + 1
        while open < body, !reader.isPunctuation(open, "(") {
            if let partner = reader.partners[open], partner > open { open = partner }
            open += 1
        }
        guard open < body, let close = reader.partners[open], close > open else { return [] }
        var result: [Parameter] = []
        var segment: [Int] = []
        func finish() {
            defer { segment = [] }
            guard let colon = segment.firstIndex(where: { reader.isPunctuation($0, ":") }), colon >= 1 else { return }
            let names = segment[..<colon].filter { reader.isName($0) }.map { reader.text($0) }
            guard let inner = names.last else { return }
            let type = segment[(colon + 1)...]
            let isFunction = type.contains { reader.is($0, "->") }
            result.append(Parameter(label: names.count >= 2 ? names[0] : inner, name: inner, isFunction: isFunction))
        }
        var cursor = open + 1
        while cursor < close {
            if reader.isPunctuation(cursor, ",") {
                finish()
            } else {
                segment.append(cursor)
                if let partner = reader.partners[cursor], partner > cursor, partner < close {
                    for inside in cursor + 1 ... partner { segment.append(inside) }
                    cursor = partner
                }
            }
            cursor += 1
        }
        finish()
        return result
    }

    /// The app's own protocols that refine a view protocol (`protocol PlatformView: View`,
    /// its `body` given by a protocol extension), each with the view protocols it refines,
    /// through any chain of the app's protocols: a type that conforms to one is a view as
    /// surely as one that says `View`. Protocols the run declares, and those of frameworks
    /// and packages that `FrameworkBehaviour.viewProtocols` lists; another name the run does
    /// not declare (a package's protocol) says nothing. Linear in the declarations, with one
    /// pass per link of the longest chain.
    static func viewRefinements(in index: CodeIndex, macOnly: [Bool]) -> [String: Set<String>] {
        let protocols = index.types.filter { type in
            type.kind == .protocol && type.language == .swift && !macOnly[type.file]
                && !index.files[type.file].isExcludedFromiOS(type.nameSpan.start)
        }
        // A framework's or package's protocol that refines `View` (FrameworkBehaviour), unless
        // the app declares one of that name: then its own declaration says what it refines.
        let declared = Set(protocols.map(\.name))
        var refinements = FrameworkBehaviour.viewRefinements.filter { !declared.contains($0.key) }
        var changed = true
        while changed {
            changed = false
            for type in protocols {
                var refined = Set(type.inheritedNames).intersection(viewProtocols)
                for name in type.inheritedNames where name != type.name { refined.formUnion(refinements[name] ?? []) }
                if !refined.isEmpty, !refined.isSubset(of: refinements[type.name] ?? []) {
                    refinements[type.name, default: []].formUnion(refined)
                    changed = true
                }
            }
        }
        return refinements
    }

    /// An app's main window read as a view of its own, named after the `App` type: the
    /// content of its first `WindowGroup` with the modifiers the `App` applies to it (the
    /// sheets and alerts it presents over the whole window), or the `App`'s whole code when
    /// that content is one of its properties.
    mutating func addWindow(named name: String, declarations: [Declaration]) {
        guard indexByName[name] == nil, !declarations.isEmpty else { return }
        indexByName[name] = types.count
        types.append(ViewType(name: name, declarations: declarations, isRepresentable: false))
    }

    /// `AnyView`, `AnyView?`, `() -> AnyView`, `(Item) -> some View`: a type that holds or
    /// makes a view that is not named.
    static func holdsView(_ typeName: String) -> Bool {
        let result = typeName.range(of: "->").map { typeName[$0.upperBound...] } ?? typeName[...]
        return result.contains("AnyView") || typeName.contains("->") && result.contains("View")
    }

    /// Whether a property holds a value rather than computing it: a computed `var detail:
    /// AnyView { ... }` is built by the view's own code, which the reading follows.
    static func isStored(_ property: PropertyDeclaration, in index: CodeIndex) -> Bool {
        let reader = CodeBodyReader(index: index, file: property.file)
        guard let name = tokenIndex(of: property.nameSpan, in: index.files[property.file]) else { return false }
        if reader.is(name - 1, "let") { return true }
        var cursor = name + 1
        while cursor < reader.tokens.count, !reader.lineBreakBefore(cursor) {
            if reader.isPunctuation(cursor, "{") { return false }
            if reader.is(cursor, "=") { return true }
            if reader.isPunctuation(cursor, "("), let close = reader.partners[cursor], close > cursor { cursor = close }
            cursor += 1
        }
        return true
    }

    /// The prefix of the names given to `extension View` methods read as views.
    static let extensionMethodPrefix = "View."

    func type(named name: String) -> ViewType? { indexByName[name].map { types[$0] } }

    /// The view's store properties whose feature never dismisses (`ComposableReducers`):
    /// sending to one closes nothing.
    func storesThatCloseNothing(_ viewType: ViewType) -> Set<String> {
        Set(viewType.storeFeatures.compactMap { composable.sendMayDismiss($0.value) == false ? $0.key : nil })
    }

    func isViewType(_ name: String) -> Bool { indexByName[name] != nil }

    /// The token whose span starts at `span.start` (binary search).
    static func tokenIndex(of span: ByteSpan, in file: LexedFile) -> Int? {
        var low = 0
        var high = file.tokens.count
        while low < high {
            let middle = (low + high) / 2
            if file.tokens[middle].span.start < span.start { low = middle + 1 } else { high = middle }
        }
        return low < file.tokens.count && file.tokens[low].span.start == span.start ? low : nil
    }

    /// The declaration's body: the first `{` after its name (past generic parameters,
    /// inheritance and `where` clauses), up to its partner.
    static func declaration(of type: TypeDeclaration, index: CodeIndex) -> Declaration? {
        let file = index.files[type.file]
        guard let nameToken = tokenIndex(of: type.nameSpan, in: file) else { return nil }
        let reader = CodeBodyReader(index: index, file: type.file)
        var cursor = nameToken + 1
        while cursor < file.tokens.count, !reader.isPunctuation(cursor, "{") {
            if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, ";") { return nil }
            if reader.isPunctuation(cursor, "("), let close = reader.partners[cursor], close > cursor { cursor = close }
            cursor += 1
        }
        guard cursor < file.tokens.count, let close = reader.partners[cursor], close > cursor else { return nil }
        return Declaration(file: type.file, nameToken: nameToken, body: cursor + 1..<min(close, file.tokens.count))
    }
}
