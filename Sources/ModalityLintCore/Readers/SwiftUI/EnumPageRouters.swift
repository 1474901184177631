/// Screens an app shows through a navigation model of its own, driven by an enum of pages
/// (issue 23, "coordinators and routers"): `enum NavigationPage { case report(...) }` whose
/// view-building method switches over `self` and builds one view per case, a model whose
/// method (`openSheet(_ page: NavigationPage)`) stores the page in a value that drives a
/// `.sheet(item:)`, and a generic view that shows that value's page. Each call that hands
/// a case to such a method (`navigation.openSheet(.report(post))`) presents the case's
/// view, with the style the method's code gives the page, placed at the call.
///
/// What the method does with the page is followed through the app's own methods to any
/// depth, with `Bool` literals handed down, to where the page is stored into a value of a
/// type that drives a `.sheet(item:)` or `.fullScreenCover(item:)` whose content shows the
/// value's page. Which of the two a value drives is closed when the type drives only one,
/// or when the two item bindings read one `Bool` property of it, the sheet's negated
/// (`!layer.isFullScreenCover`), and the construction sets that property from a literal.
/// A method gives a style only when every place it hands the page to gives that style:
/// any other use of the page (stored elsewhere, pushed, replaced in place, handed to code
/// not followed) leaves the call's presentation unknown, and nothing is added.
///
/// Linear in the run's tokens, plus one memoised walk of each router method per set of
/// literal flags handed to it.
struct EnumPageRouters {
    /// A call that hands a page to a router method, and what it presents.
    struct Presentation {
        let caller: Caller
        /// The called method's name token, in the caller's file.
        let call: Int
        let screen: String
        let style: PresentationStyle
    }

    /// The code a call is in: a method, or a computed property of a view (`var body`).
    struct Caller {
        let file: Int
        /// The type it belongs to.
        let owner: String?
        /// The method's or the property's name.
        let name: String
        let nameSpan: ByteSpan
        /// The method, when it is one: a method never hands a page to itself.
        let method: Int?
    }

    /// An enum whose view-building methods switch over `self`.
    private struct PageEnum {
        /// The view type each case's branch builds, for cases whose branch is one view's
        /// construction in every such method.
        var screens: [String: String] = [:]
        var viewMethods: Set<String> = []
    }

    /// A type whose values drive presentations through a view that shows their page.
    private struct ItemType {
        let pageEnum: String
        var sheetItems: [(file: Int, range: Range<Int>)] = []
        var coverItems: [(file: Int, range: Range<Int>)] = []
        /// The `Bool` property both item bindings read, true for the full-screen cover.
        var coverFlag: String?
    }

    private enum Outcome: Hashable {
        case style(PresentationStyle)
        case unknown
    }

    private let index: CodeIndex
    private let viewTypes: SwiftUIViewTypes
    private var pageEnums: [String: PageEnum] = [:]
    private var itemTypes: [String: ItemType] = [:]
    private var parameterLists: [Int: [SwiftParameterList.Parameter]] = [:]
    private var methodsByName: [String: [MethodDeclaration]] = [:]
    private var outcomes: [String: Set<Outcome>] = [:]
    private var inProgress = Set<String>()
    private var hosts: [String: ViewSummary.Place] = [:]

    /// What the reading found: the presentations, and the views that host pages (each with
    /// the call that shows the page): what such a host shows is whichever page its item
    /// holds, so its own title, buttons and content are not its screen's alone.
    struct Reading {
        var presentations: [Presentation] = []
        var hosts: [String: ViewSummary.Place] = [:]
    }

    static func read(index: CodeIndex, viewTypes: SwiftUIViewTypes) -> Reading {
        var reader = EnumPageRouters(index: index, viewTypes: viewTypes)
        reader.readPageEnums()
        guard !reader.pageEnums.isEmpty else { return Reading() }
        reader.readItemTypes()
        guard !reader.itemTypes.isEmpty else { return Reading(hosts: reader.hosts) }
        return Reading(presentations: reader.readCalls(), hosts: reader.hosts)
    }

    private init(index: CodeIndex, viewTypes: SwiftUIViewTypes) {
        self.index = index
        self.viewTypes = viewTypes
    }

    // MARK: Pages

    private mutating func readPageEnums() {
        var seen = Set<String>()
        for type in index.types where type.kind == .enum && type.language == .swift && seen.insert(type.name).inserted {
            var page = PageEnum()
            var unclear = Set<String>()
            for method in index.methods(of: type.name) where !method.attributes.contains(.typeMethod) {
                guard let body = method.body, index.files[method.file].language == .swift else { continue }
                let reader = CodeBodyReader(index: index, file: method.file)
                var buildsViews = false
                for cursor in body where reader.is(cursor, "switch") && reader.is(cursor + 1, "self") && reader.isPunctuation(cursor + 2, "{") {
                    guard let close = reader.partners[cursor + 2], close > cursor + 2 else { continue }
                    if readCases(reader, open: cursor + 2, close: close, enumName: type.name, into: &page.screens, unclear: &unclear) {
                        buildsViews = true
                    }
                }
                if buildsViews { page.viewMethods.insert(method.name) }
            }
            for name in unclear { page.screens[name] = nil }
            // A static factory of the same name (`static func picker(callback:)`) is called
            // as `.picker { }` too, and builds another case: such a name says no case.
            for method in index.methods(of: type.name) where method.attributes.contains(.typeMethod) { page.screens[method.name] = nil }
            if !page.screens.isEmpty { pageEnums[type.name] = page }
        }
    }

    /// The cases of `switch self { ... }` between `open` and `close`: each case whose branch
    /// starts with one of the app's views' construction names that view; any other branch
    /// (a condition, another page's view, a helper) makes its cases unclear. Whether any
    /// branch builds a view.
    private func readCases(_ reader: CodeBodyReader, open: Int, close: Int, enumName: String,
                           into screens: inout [String: String], unclear: inout Set<String>) -> Bool {
        var buildsViews = false
        var cursor = open + 1
        while cursor < close {
            if let partner = reader.partners[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            guard reader.is(cursor, "case") else {
                cursor += 1
                continue
            }
            var names: [String] = []
            var label = cursor + 1
            while label < close, !reader.isPunctuation(label, ":") {
                if let partner = reader.partners[label], partner > label {
                    label = partner + 1
                    continue
                }
                if reader.isPunctuation(label, "."), label + 1 < close, reader.tokens[label + 1].kind == .identifier,
                   reader.tokens[label - 1].kind != .identifier || reader.text(label - 1) == enumName {
                    names.append(reader.text(label + 1))
                }
                label += 1
            }
            let first = label + 1
            var view: String?
            if first < close, reader.tokens[first].kind == .identifier, viewTypes.isViewType(reader.text(first)),
               reader.isPunctuation(first + 1, "(") || reader.isPunctuation(first + 1, "{") {
                view = reader.text(first)
                buildsViews = true
            }
            for name in names {
                if let view, screens[name] == nil || screens[name] == view {
                    screens[name] = view
                } else {
                    unclear.insert(name)
                }
            }
            cursor = label + 1
        }
        return buildsViews
    }

    // MARK: Items

    /// `.sheet(item: ...) { layer in NavigationLayerView(layer: layer) }`: the type of the
    /// view's property the item is handed to, when the view shows a page of a page enum
    /// through that property.
    private mutating func readItemTypes() {
        for (fileIndex, file) in index.files.enumerated() where file.language == .swift {
            let reader = CodeBodyReader(index: index, file: fileIndex)
            for cursor in reader.tokens.indices where reader.isPunctuation(cursor - 1, ".") && reader.isPunctuation(cursor + 1, "(") {
                let isSheet = reader.is(cursor, "sheet")
                guard isSheet || reader.is(cursor, "fullScreenCover"), !reader.isExcludedFromiOS(cursor) else { continue }
                let arguments = reader.arguments(ofCallAt: cursor + 1)
                guard let item = arguments.first, item.label == "item", let close = reader.partners[cursor + 1] else { continue }
                var closure: Int?
                if reader.isPunctuation(close + 1, "{") {
                    closure = close + 1
                } else if let content = arguments.first(where: { $0.label == "content" }), reader.isPunctuation(content.start, "{") {
                    closure = content.start
                }
                guard let open = closure, let end = reader.partners[open], reader.kind(open + 1) == .identifier,
                      reader.is(open + 2, "in") else { continue }
                let parameter = reader.text(open + 1)
                var host = open + 3
                while host < end, !(reader.tokens[host].kind == .identifier && viewTypes.isViewType(reader.text(host))
                                    && reader.isPunctuation(host + 1, "(")) {
                    host += 1
                }
                guard host < end else { continue }
                let hostName = reader.text(host)
                guard let handed = reader.arguments(ofCallAt: host + 1).first(where: {
                          $0.end == $0.start + 1 && reader.text($0.start) == parameter && !$0.label.isEmpty }),
                      let property = index.properties(of: hostName).first(where: { $0.name == handed.label && !$0.isStatic }),
                      let itemType = property.bareTypeName,
                      let (pageEnum, call) = shownPageEnum(by: hostName, through: handed.label) else { continue }
                hosts[hostName] = call
                var record = itemTypes[itemType] ?? ItemType(pageEnum: pageEnum)
                guard record.pageEnum == pageEnum else { continue }
                if isSheet {
                    record.sheetItems.append((fileIndex, item.start..<item.end))
                } else {
                    record.coverItems.append((fileIndex, item.start..<item.end))
                }
                itemTypes[itemType] = record
            }
        }
        for (name, var record) in itemTypes where !record.sheetItems.isEmpty && !record.coverItems.isEmpty {
            record.coverFlag = index.properties(of: name).first { property in
                property.typeName == "Bool" && !property.isStatic
                    && record.sheetItems.allSatisfy { reads(property.name, negated: true, in: $0) }
                    && record.coverItems.allSatisfy { reads(property.name, negated: false, in: $0) }
            }?.name
            itemTypes[name] = record
        }
    }

    /// Whether the item expression reads `x.flag`, negated (`!x.flag`) or not.
    private func reads(_ flag: String, negated: Bool, in item: (file: Int, range: Range<Int>)) -> Bool {
        let reader = CodeBodyReader(index: index, file: item.file)
        return item.range.contains { cursor in
            // `!layer.isFullScreen`, `!$0.isFullScreen`.
            guard reader.text(cursor) == flag, reader.isPunctuation(cursor - 1, "."), cursor >= 2,
                  reader.tokens[cursor - 2].kind != .punctuation, reader.tokens[cursor - 2].kind != .operator else { return false }
            return reader.is(cursor - 3, "!") == negated
        }
    }

    /// The page enum whose view-building method the host view calls on a chain that starts
    /// at its property (`layer.root.page.view()`), the chain's type read through the
    /// properties' written types.
    private func shownPageEnum(by host: String, through property: String) -> (String, ViewSummary.Place)? {
        guard let viewType = viewTypes.type(named: host) else { return nil }
        for declaration in viewType.declarations {
            let reader = CodeBodyReader(index: index, file: declaration.file)
            for cursor in declaration.body where reader.isPunctuation(cursor + 1, "(") && reader.isPunctuation(cursor - 1, ".") {
                var chain = reader.receivers(before: cursor)
                if chain.last == "self" { chain.removeLast() }
                guard chain.last == property, let type = type(of: Array(chain.reversed()), from: host),
                      pageEnums[type]?.viewMethods.contains(reader.text(cursor)) == true else { continue }
                return (type, ViewSummary.Place(file: declaration.file, token: cursor))
            }
        }
        return nil
    }

    /// The type a chain of property names (outermost first) evaluates to, starting at an
    /// object of `type`, through the properties' written types.
    private func type(of names: [String], from start: String) -> String? {
        var type = start
        for name in names {
            guard name != "()", let property = index.lookupChain(of: type).lazy.compactMap({ owner in
                      self.index.properties(of: owner).first { $0.name == name && !$0.isStatic }
                  }).first, let next = property.bareTypeName else { return nil }
            type = next
        }
        return type
    }

    // MARK: Routers

    private mutating func parameters(of method: MethodDeclaration) -> [SwiftParameterList.Parameter] {
        if let known = parameterLists[method.id] { return known }
        let read = SwiftParameterList.read(method, index: index)
        parameterLists[method.id] = read
        return read
    }

    /// Which parameter each argument of a call binds, defaults left out; nil when the
    /// labels do not fit the method.
    private mutating func binding(_ labels: [String], to method: MethodDeclaration) -> [Int]? {
        SwiftParameterList.bind(labels, to: parameters(of: method))
    }

    /// The styles `method` presents its page parameter with, given the `Bool` parameters
    /// callers fix with literals.
    private mutating func outcome(of method: MethodDeclaration, parameter: Int, flags: [String: Bool]) -> Set<Outcome> {
        let key = "\(method.id):\(parameter):" + flags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        if let known = outcomes[key] { return known }
        // A method that hands the page back to itself adds nothing the other paths do not.
        guard inProgress.insert(key).inserted else { return [] }
        defer { inProgress.remove(key) }
        let list = parameters(of: method)
        guard let body = method.body, parameter < list.count else { return [.unknown] }
        let name = list[parameter].name
        let reader = CodeBodyReader(index: index, file: method.file)
        var result = Set<Outcome>()
        var opens: [Int] = []
        for cursor in body {
            if reader.isPunctuation(cursor, "(") { opens.append(cursor) }
            if reader.isPunctuation(cursor, ")"), !opens.isEmpty { opens.removeLast() }
            // Not a member of the same name, nor an argument label (`page: page`).
            guard reader.tokens[cursor].kind == .identifier, reader.text(cursor) == name, !reader.isPunctuation(cursor - 1, "."),
                  !reader.isPunctuation(cursor + 1, ":") else { continue }
            // Reading the page (`page.hasNavigationStack`) is not handing it on, unless it
            // builds its view in place.
            if reader.isPunctuation(cursor + 1, "."), cursor + 2 < body.upperBound {
                let member = reader.text(cursor + 2)
                if pageEnums[list[parameter].type ?? ""]?.viewMethods.contains(member) == true { result.insert(.unknown) }
                continue
            }
            guard let open = opens.last else {
                result.insert(.unknown)
                continue
            }
            result.formUnion(handOn(argument: cursor, ofCallAt: open, in: reader, enumName: list[parameter].type ?? "", flags: flags,
                                      caller: Self.caller(of: method, index: index)))
        }
        outcomes[key] = result
        return result
    }

    /// What the call whose `(` is at `open` does with the page that is its argument at
    /// `argument`: stores it into a presentation's item, or hands it to another router.
    private mutating func handOn(argument: Int, ofCallAt open: Int, in reader: CodeBodyReader, enumName: String,
                                 flags: [String: Bool], caller: Caller) -> Set<Outcome> {
        let arguments = reader.arguments(ofCallAt: open)
        guard let position = arguments.firstIndex(where: { $0.start == argument && $0.end == argument + 1 }) else { return [.unknown] }
        let callee = open - 1
        guard callee >= 0, reader.isName(callee) else { return [.unknown] }
        func literal(_ argument: (label: String, start: Int, end: Int)) -> Bool? {
            guard argument.end == argument.start + 1 else { return nil }
            if reader.is(argument.start, "true") { return true }
            if reader.is(argument.start, "false") { return false }
            return flags[reader.text(argument.start)]
        }
        let labels = arguments.map(\.label)
        let calleeName = reader.text(callee)
        if calleeName == "init" || itemTypes[calleeName] != nil {
            // `.init(root: page, ..., isFullScreenCover: flag)` stored into the model's
            // state (`layers.append(...)`, `sheet = ...`): the item type whose initialiser
            // takes the page there.
            let start = calleeName == "init" ? callee - 1 : callee
            guard isStored(constructionAt: start, in: reader) else { return [.unknown] }
            let candidates = itemTypes.filter { entry in
                (calleeName == "init" || entry.key == calleeName) && entry.value.pageEnum == enumName
                    && index.methods(of: entry.key).contains { initialiser in
                        guard initialiser.name == "init", let bound = binding(labels, to: initialiser) else { return false }
                        return parameters(of: initialiser)[bound[position]].type == enumName
                    }
            }
            guard candidates.count == 1, let item = candidates.first?.value else { return [.unknown] }
            if item.coverItems.isEmpty { return [.style(.sheet)] }
            if item.sheetItems.isEmpty { return [.style(.fullScreen)] }
            guard let flag = item.coverFlag, let argument = arguments.first(where: { $0.label == flag }),
                  let isCover = literal(argument) else { return [.unknown] }
            return [.style(isCover ? .fullScreen : .sheet)]
        }
        var result = Set<Outcome>()
        var matched = false
        for method in routerCandidates(named: calleeName, at: callee, in: reader, caller: caller) {
            guard let bound = binding(labels, to: method), parameters(of: method)[bound[position]].type == enumName else { continue }
            matched = true
            var handed: [String: Bool] = [:]
            for (offset, argument) in arguments.enumerated() {
                if let value = literal(argument) { handed[parameters(of: method)[bound[offset]].name] = value }
            }
            result.formUnion(outcome(of: method, parameter: bound[position], flags: handed))
        }
        return matched ? result : [.unknown]
    }

    /// Whether the construction starting at `start` is stored in the app's state: the
    /// argument of an `append`/`insert`, or the value of an assignment.
    private func isStored(constructionAt start: Int, in reader: CodeBodyReader) -> Bool {
        if reader.is(start - 1, "=") || reader.isPunctuation(start - 1, "=") { return true }
        guard reader.isPunctuation(start - 1, "(") else { return false }
        return reader.is(start - 2, "append") || reader.is(start - 2, "insert")
    }

    private mutating func routerCandidates(named name: String) -> [MethodDeclaration] {
        if methodsByName.isEmpty {
            for method in index.methods where method.body != nil && index.files[method.file].language == .swift {
                methodsByName[method.name, default: []].append(method)
            }
        }
        return methodsByName[name] ?? []
    }

    // MARK: Calls

    /// Every call in the run that hands a case literal (`.report(post)`, `Page.report(post)`)
    /// to a method taking a page, where the method presents it with one style on every path.
    private mutating func readCalls() -> [Presentation] {
        var result: [Presentation] = []
        // The code of each file a call can be in: methods, and views' computed properties.
        var methodsByFile: [Int: [MethodDeclaration]] = [:]
        for method in index.methods where method.body != nil { methodsByFile[method.file, default: []].append(method) }
        var viewBodiesByFile: [Int: [(owner: String, body: Range<Int>)]] = [:]
        for viewType in viewTypes.types {
            for declaration in viewType.declarations { viewBodiesByFile[declaration.file, default: []].append((viewType.name, declaration.body)) }
        }
        // Only calls of a name some method taking a page has are looked at further (not
        // initialisers: building a value that holds a page presents nothing by itself).
        var takesPage = Set<String>()
        for method in index.methods where method.body != nil && method.name != "init" && index.files[method.file].language == .swift
            && parameters(of: method).contains(where: { pageEnums[$0.type ?? ""] != nil }) {
            takesPage.insert(method.name)
        }
        for (fileIndex, file) in index.files.enumerated() where file.language == .swift {
            let reader = CodeBodyReader(index: index, file: fileIndex)
            for cursor in reader.tokens.indices where reader.isName(cursor) && reader.isPunctuation(cursor + 1, "(") {
                guard !reader.is(cursor - 1, "func"), !reader.isPunctuation(cursor - 1, "#"), takesPage.contains(reader.text(cursor)),
                      !reader.isExcludedFromiOS(cursor),
                      let caller = caller(at: cursor, methods: methodsByFile[fileIndex] ?? [], views: viewBodiesByFile[fileIndex] ?? [],
                                          file: fileIndex) else { continue }
                let candidates = routerCandidates(named: reader.text(cursor), at: cursor, in: reader, caller: caller)
                guard !candidates.isEmpty else { continue }
                let arguments = reader.arguments(ofCallAt: cursor + 1)
                let labels = arguments.map(\.label)
                // Every method the call may be (two models' `openSheet(_:)`) must take the
                // page there, name the same screen and present it the same way.
                var screen: String?
                var styles = Set<Outcome>()
                var agree = true
                for method in candidates {
                    guard let bound = binding(labels, to: method) else { continue }
                    var handed: [String: Bool] = [:]
                    for (offset, value) in arguments.enumerated() where value.end == value.start + 1 {
                        if reader.is(value.start, "true") { handed[parameters(of: method)[bound[offset]].name] = true }
                        if reader.is(value.start, "false") { handed[parameters(of: method)[bound[offset]].name] = false }
                    }
                    var named: String?
                    for (offset, argument) in arguments.enumerated() {
                        guard let enumName = parameters(of: method)[bound[offset]].type, let page = pageEnums[enumName],
                              let found = caseScreen(argument, of: enumName, page: page, in: reader) else { continue }
                        guard named == nil else {
                            agree = false
                            break
                        }
                        named = found
                        styles.formUnion(outcome(of: method, parameter: bound[offset], flags: handed))
                    }
                    if named == nil || screen != nil && screen != named { agree = false }
                    screen = named
                }
                guard agree, let screen, styles.count == 1, case .style(let style)? = styles.first else { continue }
                result.append(Presentation(caller: caller, call: cursor, screen: screen, style: style))
            }
        }
        return result
    }

    /// The code the call at `cursor` is in: the innermost method around it, else the
    /// computed property of the view around it (the last property declared before it).
    /// Nil in a method nothing runs.
    private func caller(at cursor: Int, methods: [MethodDeclaration], views: [(owner: String, body: Range<Int>)], file: Int) -> Caller? {
        if let method = methods.filter({ $0.body?.contains(cursor) == true }).min(by: { ($0.body?.count ?? 0) < ($1.body?.count ?? 0) }) {
            guard !index.deadCode.methods.contains(method.id) else { return nil }
            return Self.caller(of: method, index: index)
        }
        guard let view = views.filter({ $0.body.contains(cursor) }).min(by: { $0.body.count < $1.body.count }) else { return nil }
        let start = index.files[file].tokens[cursor].span.start
        let property = index.properties(of: view.owner).filter { $0.file == file && $0.nameSpan.start < start }
            .max { $0.nameSpan.start < $1.nameSpan.start }
        return Caller(file: file, owner: view.owner, name: property?.name ?? "body", nameSpan: property?.nameSpan ?? index.files[file].tokens[cursor].span,
                      method: nil)
    }

    private static func caller(of method: MethodDeclaration, index: CodeIndex) -> Caller {
        Caller(file: method.file, owner: index.ownerName(of: method), name: method.name, nameSpan: method.nameSpan, method: method.id)
    }

    /// The methods a call of `name` at `cursor` may be: those of the receiver's type when
    /// the reading knows it (`self`, a property's written type, `Model.main`), else every
    /// method of the run of that name.
    private mutating func routerCandidates(named name: String, at cursor: Int, in reader: CodeBodyReader,
                                           caller: Caller) -> [MethodDeclaration] {
        let all = routerCandidates(named: name).filter { $0.id != caller.method || !reader.isOnSelf(cursor) }
        guard !all.isEmpty, let type = receiverType(reader.receivers(before: cursor), caller: caller) else { return all }
        let chain = Set(index.lookupChain(of: type))
        let owned = all.filter { method in index.ownerName(of: method).map(chain.contains) ?? false }
        return owned.isEmpty ? all : owned
    }

    /// The type a receiver chain (nearest first) evaluates to: the caller's own type, or a
    /// type named first (`NavigationModel.main`), then through written property types.
    private func receiverType(_ chain: [String], caller: Caller) -> String? {
        guard let owner = caller.owner else { return nil }
        var names = Array(chain.reversed())
        if names.first == "self" { names.removeFirst() }
        if let first = names.first, index.type(named: first) != nil, names.count >= 2,
           !index.properties(of: owner).contains(where: { $0.name == first }) {
            // A static property of a named type: `NavigationModel.main`.
            names.removeFirst()
            guard let property = index.properties(of: first).first(where: { $0.name == names[0] && $0.isStatic }),
                  let next = property.bareTypeName else { return nil }
            names.removeFirst()
            return type(of: names, from: next)
        }
        return type(of: names, from: owner)
    }

    /// The screen a case literal names: `.report(...)`, `.settings`, `Page.report(...)`.
    private func caseScreen(_ argument: (label: String, start: Int, end: Int), of enumName: String, page: PageEnum,
                            in reader: CodeBodyReader) -> String? {
        var dot = argument.start
        if reader.text(dot) == enumName { dot += 1 }
        guard reader.isPunctuation(dot, "."), dot + 1 < argument.end, reader.tokens[dot + 1].kind == .identifier else { return nil }
        let after = dot + 2
        // The case alone, or called with its associated values and nothing after.
        guard after == argument.end || reader.isPunctuation(after, "(") && reader.partners[after].map({ $0 + 1 == argument.end }) == true
        else { return nil }
        return page.screens[reader.text(dot + 1)]
    }
}

