/// Screens an app shows through values of its own route type (issue 23, item 2): a struct or
/// class whose initialiser stores a view-building closure and a style of the app's own enum
/// (`NavigationRoute(id: "editMetadata", style: .sheet) { EditMetadataView(...) }`), handed
/// to a coordinator whose code switches on that style.
///
/// The chain is read, never guessed from names, and a route's style is known only when each
/// link is closed:
/// - **The route type**: an `init` with a parameter that builds a view (`@ViewBuilder`, or a
///   closure returning a view) and a parameter typed with an enum the run declares; the
///   parameter's default value is the style of a route built without it.
/// - **The dispatch**: a method of the app that takes a route and switches on a property of
///   it typed with that enum (`switch route.transitionStyle`); each case (in code the iOS app
///   compiles) sets exactly one property of the method's own object (`presentedSheet = ...`)
///   or appends to exactly one (`path.append(route)`). The case means what that property
///   drives: a view's `.sheet(item: $coordinator.presentedSheet)` presents it as a sheet. A
///   case that sets none or several, or different ones in two switches, means nothing known.
/// - **No override**: the properties the initialiser fills from the style are assigned
///   nowhere else, or only from a parameter of a method that every call in the run leaves
///   `nil` (followed through methods that forward their own parameter, a few levels deep).
///   A call that hands a style of its own (`router.route(to: .editServer(), style: .sheet)`)
///   leaves the routes of the factory it names unknown, and every route when it names none.
/// - **The route is built**: each `RouteType(...)` in code the iOS app compiles, with a
///   literal style case (or none: the default), inside a factory that something calls.
///
/// Then the views the route's closure builds are what the driven presentation shows, in
/// place of a wrapper that only hosts handed content (`NavigationInjectionView { route.destination }`),
/// whose navigation container they are shown in. Routes whose case appends to a path are
/// not added as screens (their presenter is not said by a modifier). Linear in the run's tokens (the override
/// search reads them once per forwarding level).
struct RouteValues {
    /// Per driving property (`NavigationCoordinator.presentedSheet`), the views of the routes
    /// whose style the dispatch sends there.
    private(set) var viewsByDriver: [String: [ViewSummary.Construction]] = [:]
    /// Drivers that are appended to (a navigation path), rather than set.
    private(set) var pathDrivers: Set<String> = []

    var isEmpty: Bool { viewsByDriver.isEmpty }

    /// A declared parameter: `to route: NavigationRoute`, `@ViewBuilder content: () -> some View`.
    struct Parameter {
        var label: String
        var name: String
        var type: String
        var attributes: [String]
        var defaultValue: Range<Int>?
    }

    private struct StyleInit {
        var routeType: String
        var styleEnum: String
        var styleLabel: String
        var contentLabel: String
        var defaultCase: String?
        var labels: Set<String>
        /// Parameter name of the style, for what the body fills from it.
        var styleName: String
        var body: Range<Int>?
        var file: Int
    }

    init(index: CodeIndex, viewTypes: SwiftUIViewTypes) {
        let macOnly = index.files.map { $0.language == .swift && CodeIndex.isMacOnly($0) }
        func ships(_ file: Int, _ token: Int) -> Bool {
            index.files[file].language == .swift && !macOnly[file] && !CodeBodyReader(index: index, file: file).isExcludedFromiOS(token)
        }
        let enumCases = Self.enumCases(in: index, macOnly: macOnly)
        // 1. Route types.
        var inits: [StyleInit] = []
        // Parameters are read only of the methods whose headers name a type that matters:
        // reading every method's would make strings of the whole app's parameter lists.
        let styleEnumNames = Set(enumCases.filter { $0.value.count >= 2 }.keys.map { CodeIndex.nameHash($0.utf8) })
        for method in index.methods where method.name == "init" && index.files[method.file].language == .swift && !macOnly[method.file] {
            guard Self.header(of: method, in: index, names: styleEnumNames), let owner = index.ownerName(of: method),
                  index.declarations(named: owner).filter({ $0.kind != .extension }).count == 1,
                  let declared = index.type(named: owner), declared.kind == .struct || declared.kind == .class,
                  let parameters = Self.parameters(of: method, in: index) else { continue }
            let content = parameters.first { $0.attributes.contains("@ViewBuilder") || Self.returnsView($0.type) }
            let style = parameters.first { Self.bareName($0.type).map { (enumCases[$0]?.count ?? 0) >= 2 } == true }
            guard let content, let style, let styleEnum = Self.bareName(style.type) else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            var defaultCase: String?
            if let value = style.defaultValue, reader.isPunctuation(value.lowerBound, ".") { defaultCase = reader.memberName(value) }
            inits.append(StyleInit(routeType: owner, styleEnum: styleEnum, styleLabel: style.label, contentLabel: content.label,
                                   defaultCase: defaultCase, labels: Set(parameters.map(\.label)), styleName: style.name,
                                   body: method.body, file: method.file))
        }
        guard !inits.isEmpty else { return }
        // 2. Dispatch: what each case of each route type's style means.
        var meaning: [String: [String: Driver]] = [:]
        var unclear: [String: Set<String>] = [:]
        let styleEnums = Dictionary(inits.map { ($0.routeType, $0.styleEnum) }, uniquingKeysWith: { first, _ in first })
        let routeTypeNames = Set(styleEnums.keys.map { CodeIndex.nameHash($0.utf8) })
        for method in index.methods where method.body != nil && index.files[method.file].language == .swift && !macOnly[method.file] {
            guard Self.header(of: method, in: index, names: routeTypeNames), let owner = index.ownerName(of: method), let body = method.body,
                  let parameters = Self.parameters(of: method, in: index) else { continue }
            let routeParameters = parameters.filter { Self.bareName($0.type).map { styleEnums[$0] != nil } == true }
            guard !routeParameters.isEmpty else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            let ownProperties = Set(index.properties(of: owner).filter { !$0.isStatic }.map(\.name))
            for parameter in routeParameters {
                guard let routeType = Self.bareName(parameter.type), let styleEnum = styleEnums[routeType],
                      let cases = enumCases[styleEnum] else { continue }
                let styleProperties = Set(index.properties(of: routeType).filter { Self.bareName($0.typeName ?? "") == styleEnum }.map(\.name))
                for clause in Self.clauses(in: body, reader, subject: parameter.name, styleProperties: styleProperties, cases: cases) {
                    let drivers = Self.effects(of: clause.body, reader, ownProperties: ownProperties)
                    for caseName in clause.cases {
                        if drivers.count == 1, var driver = drivers.first, !unclear[routeType, default: []].contains(caseName) {
                            driver.name = owner + "." + driver.name
                            if let known = meaning[routeType]?[caseName], known != driver {
                                unclear[routeType, default: []].insert(caseName)
                                meaning[routeType]?[caseName] = nil
                            } else {
                                meaning[routeType, default: [:]][caseName] = driver
                            }
                        } else {
                            unclear[routeType, default: []].insert(caseName)
                            meaning[routeType]?[caseName] = nil
                        }
                    }
                }
            }
        }
        for meanings in meaning.values { for driver in meanings.values where driver.appends { pathDrivers.insert(driver.name) } }
        // 3. Overrides: a style a call hands in leaves the routes of the factory it names
        // unknown, or every route of the type when it names none.
        var overridden = Set<String>()
        var overriddenFactories: [String: Set<String>] = [:]
        for routeType in Set(inits.map(\.routeType)) where meaning[routeType] != nil {
            if let factories = Self.overriddenFactories(routeType, inits: inits.filter { $0.routeType == routeType }, index: index, ships: ships) {
                overriddenFactories[routeType] = factories
            } else {
                overridden.insert(routeType)
            }
        }
        // 4. Routes built with a literal style.
        let scanner = ViewSummaryScanner(index: index, viewTypes: viewTypes,
                                         viewType: SwiftUIViewTypes.ViewType(name: "", declarations: [], isRepresentable: false))
        let initsByType = Dictionary(grouping: inits, by: \.routeType)
        var methodsByFile: [Int: [MethodDeclaration]] = [:]
        for method in index.methods where method.body != nil { methodsByFile[method.file, default: []].append(method) }
        for file in index.files.indices where index.files[file].language == .swift && !macOnly[file] {
            let reader = CodeBodyReader(index: index, file: file)
            let tokens = reader.tokens
            for offset in tokens.indices where tokens[offset].kind == .identifier {
                let name = reader.text(offset)
                guard let candidates = initsByType[name], let meanings = meaning[name], !overridden.contains(name),
                      !reader.isPunctuation(offset - 1, "."), !reader.isExcludedFromiOS(offset),
                      reader.isPunctuation(offset + 1, "("),
                      let call = SwiftUICall.read(at: offset, reader, limit: tokens.count) else { continue }
                let labels = Set(call.arguments.map(\.label))
                guard let styleInit = candidates.first(where: { labels.isSubset(of: $0.labels) }) else { continue }
                var styleCase = styleInit.defaultCase
                if let argument = call.argument(styleInit.styleLabel) {
                    styleCase = reader.isPunctuation(argument.range.lowerBound, ".") ? reader.memberName(argument.range) : nil
                }
                guard let styleCase, let driver = meanings[styleCase]?.name,
                      let content = call.argumentOrClosure(styleInit.contentLabel, reader) ?? call.closures.first?.range,
                      let factory = Self.factory(enclosing: offset, in: methodsByFile[file] ?? [], index: index),
                      !overriddenFactories[name, default: []].contains(factory) else { continue }
                // The bindings a factory hands its view come from the factory's caller, which
                // the reading does not follow: they stay unfollowed (whether setting one closes
                // anything is open), unlike a presenter's own `$flag`.
                let targets = scanner.targets(in: content, reader).targets.map { target in
                    var target = target
                    target.bindingArguments = []
                    return target
                }
                guard !targets.isEmpty else { continue }
                viewsByDriver[driver, default: []] += targets
            }
        }
    }

    // MARK: Presentations

    /// The route views a presentation of a view shows, when it is driven by a property the
    /// dispatch sets (`.sheet(item: $coordinator.presentedSheet)`) and its content closure
    /// shows only wrappers that host handed content: nil otherwise.
    func routedViews(of presentation: ViewSummary.Presentation, objectTypes: [String: String],
                     isHost: (String) -> Bool) -> [ViewSummary.Construction]? {
        guard [.sheet, .fullScreenCover, .popover].contains(presentation.kind),
              let object = presentation.bindingObject, let binding = presentation.binding,
              let type = objectTypes[object], let views = viewsByDriver[type + "." + binding], !pathDrivers.contains(type + "." + binding),
              presentation.content.targets.allSatisfy({ isHost($0.name) }) else { return nil }
        return views
    }

    // MARK: Reading

    /// The case names of each enum the run declares (Swift, shipped), by simple name; a name
    /// two enums share is left out.
    private static func enumCases(in index: CodeIndex, macOnly: [Bool]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var shared = Set<String>()
        for type in index.types where type.kind == .enum && type.language == .swift && !macOnly[type.file] {
            guard let declaration = SwiftUIViewTypes.declaration(of: type, index: index) else { continue }
            let reader = CodeBodyReader(index: index, file: type.file)
            var cases: [String] = []
            var cursor = declaration.body.lowerBound
            while cursor < declaration.body.upperBound {
                if reader.isPunctuation(cursor, "{"), let close = reader.partners[cursor], close > cursor { cursor = close + 1; continue }
                if reader.is(cursor, "case") {
                    cursor += 1
                    while cursor < declaration.body.upperBound, reader.isName(cursor) {
                        cases.append(reader.text(cursor))
                        cursor += 1
                        if reader.isPunctuation(cursor, "("), let close = reader.partners[cursor], close > cursor { cursor = close + 1 }
                        if reader.is(cursor, "=") { cursor += 2 }
                        guard reader.isPunctuation(cursor, ",") else { break }
                        cursor += 1
                    }
                    continue
                }
                cursor += 1
            }
            if result[type.name] != nil { shared.insert(type.name) }
            result[type.name] = cases
        }
        for name in shared { result[name] = nil }
        return result
    }

    /// Whether an identifier of the method's header, from its name to its body (or the 200
    /// tokens `parameters(of:in:)` reads without one), is one of `names` (`CodeIndex.nameHash`).
    /// A collision only lets a method through to the full reading.
    private static func header(of method: MethodDeclaration, in index: CodeIndex, names: Set<UInt64>) -> Bool {
        guard !names.isEmpty else { return false }
        let file = index.files[method.file]
        guard let nameToken = SwiftUIViewTypes.tokenIndex(of: method.nameSpan, in: file) else { return false }
        let limit = min(file.tokens.count, method.body?.lowerBound ?? nameToken + 200)
        var cursor = nameToken + 1
        while cursor < limit {
            let token = file.tokens[cursor]
            if token.kind == .identifier, names.contains(CodeIndex.nameHash(file.bytes, token.span)) { return true }
            cursor += 1
        }
        return false
    }

    /// A method's declared parameters, read from its tokens; nil when they cannot be read.
    static func parameters(of method: MethodDeclaration, in index: CodeIndex) -> [Parameter]? {
        let file = index.files[method.file]
        guard let nameToken = SwiftUIViewTypes.tokenIndex(of: method.nameSpan, in: file) else { return nil }
        let reader = CodeBodyReader(index: index, file: method.file)
        var open = nameToken + 1
        let limit = method.body?.lowerBound ?? min(file.tokens.count, nameToken + 200)
        while open < limit, !reader.isPunctuation(open, "(") {
            if reader.isPunctuation(open, "{") { return nil }
            open += 1
        }
        guard open < limit, let close = reader.partners[open], close > open else { return nil }
        var result: [Parameter] = []
        var start = open + 1
        var cursor = start
        var angles = 0
        func finish(_ end: Int) -> Bool {
            guard start < end else { return true }
            var attributes: [String] = []
            var names: [String] = []
            var position = start
            while position < end, file.tokens[position].kind == .attribute {
                attributes.append(reader.text(position))
                if reader.isPunctuation(position + 1, "("), let argumentEnd = reader.partners[position + 1] { position = argumentEnd }
                position += 1
            }
            while position < end, reader.isName(position), !reader.isPunctuation(position, ":") {
                names.append(reader.text(position))
                position += 1
            }
            guard reader.isPunctuation(position, ":"), (1...2).contains(names.count) else { return false }
            position += 1
            var typeEnd = position
            var depth = 0
            while typeEnd < end {
                // An unclosed `(` (a list cut short) has the token count for its partner:
                // the type ends with the list.
                if reader.isPunctuation(typeEnd, "("), let partner = reader.partners[typeEnd], partner > typeEnd {
                    typeEnd = min(partner + 1, end)
                    continue
                }
                if file.tokens[typeEnd].kind == .operator, reader.is(typeEnd, "<") { depth += 1 }
                if file.tokens[typeEnd].kind == .operator, reader.is(typeEnd, ">") { depth -= 1 }
                if depth == 0, file.tokens[typeEnd].kind == .operator, reader.is(typeEnd, "=") { break }
                typeEnd += 1
            }
            var type = ""
            for token in position..<typeEnd {
                if file.tokens[token].kind == .attribute { attributes.append(reader.text(token)); continue }
                if !type.isEmpty, reader.isName(token), reader.isName(token - 1) { type += " " }
                type += reader.text(token)
            }
            result.append(Parameter(label: names[0], name: names.last!, type: type, attributes: attributes,
                                    defaultValue: typeEnd < end ? typeEnd + 1..<end : nil))
            return true
        }
        while cursor < close {
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") || reader.isPunctuation(cursor, "{"),
               let partner = reader.partners[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            if file.tokens[cursor].kind == .operator, reader.is(cursor, "<") { angles += 1 }
            if file.tokens[cursor].kind == .operator, reader.is(cursor, ">") { angles -= 1 }
            if angles == 0, reader.isPunctuation(cursor, ",") {
                guard finish(cursor) else { return nil }
                start = cursor + 1
            }
            cursor += 1
        }
        guard finish(close) else { return nil }
        return result
    }

    /// `() -> some View`, `@escaping () -> AnyView`: a closure whose result is a view.
    static func returnsView(_ type: String) -> Bool {
        guard let arrow = type.range(of: "->") else { return false }
        return type[arrow.upperBound...].contains("View")
    }

    /// `NavigationRoute.TransitionStyle?` → `TransitionStyle`; nil for anything but a
    /// (qualified) name.
    static func bareName(_ written: String) -> String? {
        let last = written.split(separator: ".").last.map(String.init) ?? written
        return PropertyDeclaration.bareName(last)
    }

    private struct Clause {
        var cases: [String]
        var body: Range<Int>
    }

    private static func clauses(in body: Range<Int>, _ reader: CodeBodyReader, subject: String, styleProperties: Set<String>,
                                cases: [String]) -> [Clause] {
        var result: [Clause] = []
        let end = min(body.upperBound, reader.tokens.count)
        var cursor = body.lowerBound
        while cursor < end {
            defer { cursor += 1 }
            // `switch route.transitionStyle {`
            guard reader.is(cursor, "switch"), !reader.isExcludedFromiOS(cursor), reader.isName(cursor + 1), reader.text(cursor + 1) == subject,
                  reader.isPunctuation(cursor + 2, "."), reader.isName(cursor + 3), styleProperties.contains(reader.text(cursor + 3)),
                  reader.isPunctuation(cursor + 4, "{"), let close = reader.partners[cursor + 4], close > cursor + 4 else { continue }
            var clauseStarts: [Int] = []
            var position = cursor + 5
            while position < close {
                if reader.is(position, "case") || reader.is(position, "default") { clauseStarts.append(position) }
                if reader.isPunctuation(position, "{") || reader.isPunctuation(position, "("), let partner = reader.partners[position],
                   partner > position { position = partner + 1; continue }
                position += 1
            }
            for (number, start) in clauseStarts.enumerated() where reader.is(start, "case") && !reader.isExcludedFromiOS(start) {
                let clauseEnd = number + 1 < clauseStarts.count ? clauseStarts[number + 1] : close
                var colon = start + 1
                var names: [String] = []
                var readable = true
                while colon < clauseEnd, !reader.isPunctuation(colon, ":") {
                    // `.push, .sheet` (`.push(let transition)` too): leading-dot cases only.
                    if reader.isPunctuation(colon, "."), reader.isName(colon + 1) {
                        names.append(reader.text(colon + 1))
                        colon += 2
                        if reader.isPunctuation(colon, "("), let partner = reader.partners[colon], partner > colon { colon = partner + 1 }
                        if reader.isPunctuation(colon, ",") { colon += 1 }
                        continue
                    }
                    readable = false
                    colon += 1
                }
                guard readable, !names.isEmpty, names.allSatisfy(cases.contains), colon < clauseEnd else { continue }
                result.append(Clause(cases: names, body: colon + 1..<clauseEnd))
            }
            cursor = close
        }
        return result
    }

    /// The object's own properties a clause sets (`presentedSheet = ...`) or appends to
    /// (`path.append(route)`), in code the iOS app compiles.
    private static func effects(of body: Range<Int>, _ reader: CodeBodyReader, ownProperties: Set<String>) -> Set<Driver> {
        var found = Set<Driver>()
        for offset in body where reader.tokens[offset].kind == .identifier && !reader.isExcludedFromiOS(offset) {
            let name = reader.text(offset)
            let receivers = reader.receivers(before: offset)
            if ownProperties.contains(name), receivers.isEmpty || receivers == ["self"], reader.kind(offset + 1) == .operator,
               reader.is(offset + 1, "="), !(offset > 0 && reader.tokens[offset - 1].kind == .keyword) {
                found.insert(Driver(name: name, appends: false))
            } else if name == "append", reader.isPunctuation(offset + 1, "("), let object = receivers.first,
                      receivers.count == 1 || receivers == [object, "self"], ownProperties.contains(object) {
                found.insert(Driver(name: object, appends: true))
            }
        }
        return found
    }

    private struct Driver: Hashable {
        var name: String
        var appends: Bool
    }

    /// The factories whose routes code other than the route type's style initialisers may
    /// give another style, or nil when that may be any route's: a property the initialiser
    /// fills from the style is assigned elsewhere from something other than a parameter that
    /// every call leaves `nil`. A call that hands a style of its own (`router.route(to:
    /// .editServer(...), style: .sheet)`) overrides the routes of the factory it names
    /// (`editServer`), or of any factory when it names none.
    private static func overriddenFactories(_ routeType: String, inits: [StyleInit], index: CodeIndex,
                                            ships: (Int, Int) -> Bool) -> Set<String>? {
        var factories = Set<String>()
        // The properties each initialiser fills from its style parameter.
        var filled = Set<String>()
        let properties = index.properties(of: routeType).filter { !$0.isStatic }
        let names = Set(properties.map(\.name))
        for styleInit in inits {
            guard let body = styleInit.body else { return nil }
            let reader = CodeBodyReader(index: index, file: styleInit.file)
            for offset in body where reader.tokens[offset].kind == .identifier && names.contains(reader.text(offset)) {
                guard reader.kind(offset + 1) == .operator, reader.is(offset + 1, "=") else { continue }
                let end = reader.expressionEnd(from: offset + 2, limit: body.upperBound)
                if (offset + 2..<end).contains(where: { reader.tokens[$0].kind == .identifier && reader.text($0) == styleInit.styleName }) {
                    filled.insert(reader.text(offset))
                }
            }
        }
        let initBodies = inits.compactMap { styleInit in styleInit.body.map { (styleInit.file, $0) } }
        // Methods by file, for the method a token is in.
        var methodsByFile: [Int: [MethodDeclaration]] = [:]
        for method in index.methods where method.body != nil { methodsByFile[method.file, default: []].append(method) }
        func enclosing(_ file: Int, _ offset: Int) -> MethodDeclaration? {
            methodsByFile[file]?.filter { $0.body!.contains(offset) }.min { $0.body!.count < $1.body!.count }
        }
        // (method name, label): parameters whose value becomes a route's style.
        var pending = Set<String>()
        var seen = Set<String>()
        /// What a value handed on mentions: the enclosing method's parameters (other than a
        /// route itself), which then carry a style; nil when it mentions none (an override).
        func carriers(_ range: Range<Int>, _ reader: CodeBodyReader, file: Int) -> [String]? {
            if range.count == 1, reader.is(range.lowerBound, "nil") { return [] }
            guard let method = enclosing(file, range.lowerBound), let parameters = parameters(of: method, in: index) else { return nil }
            var found: [String] = []
            for parameter in parameters where bareName(parameter.type) != routeType {
                if range.contains(where: { reader.tokens[$0].kind == .identifier && reader.text($0) == parameter.name && !reader.isPunctuation($0 - 1, ".") }) {
                    guard parameter.label != "_" else { return nil }
                    found.append(method.name + "(" + parameter.label + ":")
                }
            }
            return found.isEmpty ? nil : found
        }
        for file in index.files.indices where index.files[file].language == .swift {
            let reader = CodeBodyReader(index: index, file: file)
            for offset in reader.tokens.indices where reader.tokens[offset].kind == .identifier && filled.contains(reader.text(offset)) {
                guard ships(file, offset), reader.tokens.indices.contains(offset + 2), reader.tokens[offset + 1].kind == .operator,
                      reader.is(offset + 1, "="),
                      !initBodies.contains(where: { $0.0 == file && $0.1.contains(offset) }) else { continue }
                let end = reader.expressionEnd(from: offset + 2, limit: reader.tokens.count)
                guard let handed = carriers(offset + 2..<end, reader, file: file) else { return nil }
                for carrier in handed where seen.insert(carrier).inserted { pending.insert(carrier) }
            }
        }
        // Calls that hand a value to a carrying parameter, a few forwarding levels deep.
        var level = 0
        while !pending.isEmpty {
            level += 1
            guard level <= 6 else { return nil }
            let current = pending
            pending = []
            let methodNames = Set(current.map { String($0.prefix { $0 != "(" }) })
            for file in index.files.indices where index.files[file].language == .swift {
                let reader = CodeBodyReader(index: index, file: file)
                for offset in reader.tokens.indices where reader.tokens[offset].kind == .identifier && methodNames.contains(reader.text(offset)) {
                    guard ships(file, offset), reader.isPunctuation(offset + 1, "("), !reader.is(offset - 1, "func") else { continue }
                    let name = reader.text(offset)
                    let arguments = reader.arguments(ofCallAt: offset + 1)
                    for argument in arguments where current.contains(name + "(" + argument.label + ":") {
                        guard let handed = carriers(argument.start..<argument.end, reader, file: file) else {
                            // The routes this call hands: those of the factories it names.
                            let named = arguments.filter { $0.label != argument.label && reader.isPunctuation($0.start, ".") && reader.isName($0.start + 1) }
                            guard !named.isEmpty else { return nil }
                            for route in named { factories.insert(reader.text(route.start + 1)) }
                            continue
                        }
                        for carrier in handed where seen.insert(carrier).inserted { pending.insert(carrier) }
                    }
                }
            }
        }
        return factories
    }

    /// The method a construction is in (a static factory), when code around it runs: a
    /// method something names besides its own declaration; "" outside every method.
    private static func factory(enclosing offset: Int, in methods: [MethodDeclaration], index: CodeIndex) -> String? {
        let containing = methods.filter { $0.body?.contains(offset) == true }
        guard let method = containing.min(by: { $0.body!.count < $1.body!.count }) else { return "" }
        return method.name == "init" || index.referenceCount(of: method.name) > 1 ? method.name : nil
    }
}
