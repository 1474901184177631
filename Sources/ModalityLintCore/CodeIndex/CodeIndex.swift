/// The run's code, read and linked: every Swift and Objective-C type, method and property,
/// with queries across files. Immutable; built by `CodeIndexBuilder.link()`.
///
/// Names outside the run (UIKit's classes, a package's types) end a superclass chain: the
/// index knows only their names. Nothing it cannot see is guessed.
public struct CodeIndex: Sendable {
    /// The run's files, in the order they were added (a declaration's `file` indexes these).
    public let sources: [SourceFile]
    /// Each file's tokens (empty for a file that is not code).
    public let files: [LexedFile]
    public let types: [TypeDeclaration]
    public let methods: [MethodDeclaration]
    public let properties: [PropertyDeclaration]
    /// The contents of every plain string literal in the code (interpolated ones have no
    /// plain content): storyboard identifiers such as `"Settings"` in
    /// `instantiateViewController(withIdentifier: "Settings")`.
    public let stringLiterals: Set<String>
    /// How many times code says each plain string literal.
    let stringLiteralCounts: [String: Int]
    /// The string literals code appends to another string (`[name appendString:@"Dark"]`,
    /// `stringByAppendingString:`, Swift's `appending("Nav")`, `+ "Nav"`, `+= "Nav"`): an
    /// identifier made of a literal handed to a call and one of these may be built at run time.
    let appendedStringLiterals: Set<String>
    /// The string literals code hands to a call as a whole argument (`themed(@"Pin")`,
    /// `f(id: "Pin")`), not as part of an expression: values a parameter may hold.
    let argumentStringLiterals: Set<String>
    /// The names of every method and property the app's code declares: a call by one of
    /// these names may run the app's code, which a reading must follow or leave open.
    public let declaredMemberNames: Set<String>
    /// The names of the app's members that a bare call in any type may reach beyond that
    /// type's own declarations and superclasses: global functions, members of extensions
    /// of types outside the run (`extension UIViewController { func present(...) }`), and
    /// members of protocols and their extensions. A name declared only in other types of
    /// the run (a coordinator's `present(_:)`) is not one: a bare call cannot reach it.
    /// Each name holds the argument labels of its declarations (nil for a property, which
    /// any call of the name may reach), for telling an app's `present(_:interactiveDismissalType:)`
    /// from UIKit's `present(_:animated:)` (`ArgumentLabels`).
    let inheritableMembers: [String: [[String]?]]
    /// The app's methods by base name (ids into `methods`).
    let methodsByName: [String: [Int]]
    /// The argument labels of the app's `static`/`class` methods, by base name
    /// (`loaded` → `[["script"]]`, `_` for none): an implicit member call
    /// (`state = .loaded(account: a)`) that none of them can take is an enum case or the
    /// framework's.
    let typeMethodLabels: [String: [[String]]]
    /// The app's functions declared at the top level, outside every type, by base name
    /// (ids into `methods`): what a bare call of that name may run.
    let topLevelFunctions: [String: [Int]]

    /// Each file's bracket partners, for readers that walk bodies.
    let partners: [BracketPartners]
    /// Which classes and storyboard scenes code places in a navigation controller.
    public private(set) var navigationPlacement = NavigationPlacement()
    /// Methods nothing calls and no control is connected to, and the strings said by code
    /// that may run (dead UI: certainty.md, part 2).
    private(set) var deadCode = DeadCode()
    /// The app's methods in extensions of UIKit's view controllers that set the calling
    /// controller's own title (`func setNavBarTitle(title:) { self.title = title }`), by
    /// base name: a class that calls one on itself has a title (ViewControllerCodeFacts).
    private(set) var titleSettingExtensionMethods: Set<String> = []
    /// The app's functions that title a navigation item handed to them
    /// (`configureNavigationItem(item: self.navigationItem)`): a class that hands its own
    /// item to one has a title (ViewControllerCodeFacts).
    private(set) var navigationItemTitleHelpers = NavigationItemTitleHelpers()
    /// The app's methods in extensions of UIKit's view controllers and navigation controller
    /// that may hide a navigation bar (`func hideTransparentNavigationBar() {
    /// setNavigationBarHidden(true, animated: true) }`), by base name: a class that calls one
    /// on itself or its navigation controller may show no bar (ViewControllerCodeFacts).
    private(set) var barHidingExtensionMethods: Set<String> = []
    /// Which types show a live camera view or read codes from it (`CameraViewCode`).
    private(set) var cameraUses = CameraViewCode.Uses()
    /// Which view controllers' sheets code may stop from closing on a swipe (`SwipeGuards`).
    private(set) var swipeGuards = SwipeGuards()
    /// The app's string tables and localising constants: the words of localised text.
    var localisedText = LocalisedText()
    /// The run's Objective-C string constants and string macros (`ObjCStringConstants`).
    let objcStringConstants: ObjCStringConstants
    /// Declarations (extensions included) by name, in id order.
    private let declarationsByName: [String: [Int]]
    /// Every type declared with each name, nested ones included, in id order: a name two
    /// types share (`Router`, the property wrapper, and `NavigationCoordinator.Router`)
    /// keeps only one of them in `declarationsByName`.
    private let everyTypeByName: [String: [Int]]
    /// Every name some type's `typealias` declares: a name outside it needs no look-up.
    private let aliasNames: Set<String>
    /// Uses of each name outside its own declarations' headers, by a 64-bit hash of its bytes.
    private let references: [UInt64: ReferenceTally]

    /// The uses of one name, counted in one table so that each token costs one lookup.
    private struct ReferenceTally {
        /// Every use outside its own declarations' headers.
        var all = 0
        /// Of those, the uses in `#if` branches that iOS does not compile (`#if os(macOS)`).
        var offiOS = 0
        /// Of those, the uses iOS compiles, a method's own name in its declaration left out.
        var iOS = 0
        /// Of all, the uses in code only Xcode's previews run (`PreviewCode`).
        var inPreviews = 0

        mutating func count(offiOS isOffiOS: Bool, iOS isiOS: Bool, inPreview: Bool) {
            all += 1
            if isOffiOS { offiOS += 1 }
            if isiOS { iOS += 1 }
            if inPreview { inPreviews += 1 }
        }
    }
    /// The files whose header says they are generated.
    private let generatedFiles: Set<Int>
    /// The run's types (and extensions) that say they conform to each name, by the name of
    /// the type they declare or extend: where a delegate's methods are (DelegateCalls).
    let conformers: [String: [String]]

    /// UIKit's view-controller classes that make a subclass a screen (the ReadingAnApp article).
    public static let viewControllerBaseNames: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UITabBarController", "UIHostingController",
    ]

    init(linking files: [CodeIndexBuilder.ReadFile], interfaceActions: InterfaceActionSelectors? = nil) {
        sources = files.map(\.source)
        self.files = files.map(\.lexed)
        partners = files.map(\.partners)
        var types: [TypeDeclaration] = []
        var methods: [MethodDeclaration] = []
        var properties: [PropertyDeclaration] = []
        var literalCounts: [String: Int] = [:]
        var appended: Set<String> = []
        var arguments: Set<String> = []
        var references: [UInt64: ReferenceTally] = [:]
        let objcStringConstants = ObjCStringConstants.read(self.files)
        self.objcStringConstants = objcStringConstants
        for (fileIndex, file) in files.enumerated() {
            let declarations = file.declarations
            let typeBase = types.count
            let methodBase = methods.count
            let propertyBase = properties.count
            for local in declarations.types {
                types.append(TypeDeclaration(
                    id: types.count, kind: local.kind, name: local.name, nameSpan: local.nameSpan, file: fileIndex,
                    language: file.lexed.language, inheritedNames: local.inheritedNames,
                    methods: local.methods.map { $0 + methodBase }, properties: local.properties.map { $0 + propertyBase },
                    isNested: local.isNested, typeAliases: local.typeAliases))
            }
            for local in declarations.methods {
                methods.append(MethodDeclaration(
                    id: methods.count, name: local.name, fullName: local.fullName, selector: local.selector,
                    attributes: local.attributes, nameSpan: local.nameSpan, file: fileIndex,
                    owner: local.owner.map { $0 + typeBase }, body: local.body))
            }
            for local in declarations.properties {
                properties.append(PropertyDeclaration(
                    id: properties.count, name: local.name, nameSpan: local.nameSpan, file: fileIndex,
                    owner: local.owner + typeBase, typeName: local.typeName, attributes: local.attributes, isStatic: local.isStatic,
                    isFileRestricted: local.isFileRestricted))
            }
            let lexed = file.lexed
            for stream in [lexed.tokens, lexed.interpolationTokens] {
                for token in stream where token.kind == .string {
                    if let value = lexed.stringValue(of: token) { literalCounts[value, default: 0] += 1 }
                }
            }
            // Compared as bytes: this runs for every string literal of the app.
            let tokens = lexed.tokens
            func at(_ position: Int, is text: StaticString) -> Bool {
                position >= 0 && position < tokens.count && lexed.token(tokens[position], is: text)
            }
            for (position, token) in tokens.enumerated() where token.kind == .string && position >= 2 {
                let appends = at(position - 1, is: "+") || at(position - 1, is: "+=")
                    || (at(position - 1, is: ":") && (at(position - 2, is: "appendString") || at(position - 2, is: "stringByAppendingString")))
                    || (at(position - 1, is: "(") && (at(position - 2, is: "appending") || at(position - 2, is: "append")))
                if appends, let value = lexed.stringValue(of: token), !value.isEmpty { appended.insert(value) }
                guard at(position - 1, is: ":") || at(position - 1, is: "(") || at(position - 1, is: ",") else { continue }
                let wholeArgument = at(position + 1, is: ")") || at(position + 1, is: ",") || at(position + 1, is: "]")
                    || (position + 1 < tokens.count && tokens[position + 1].kind == .identifier && at(position + 2, is: ":"))
                if wholeArgument, let value = lexed.stringValue(of: token) { arguments.insert(value) }
            }
            if lexed.language == .objectiveC, !objcStringConstants.isEmpty {
                // A use of a string constant or macro (`kSegueToHelp`) says its literal there.
                for token in lexed.tokens where token.kind == .identifier {
                    if let value = objcStringConstants.value(of: lexed.text(of: token)) { literalCounts[value, default: 0] += 1 }
                }
            }
            // The excluded ranges are sorted, as the tokens are: one cursor walks them along.
            // A method's own name in its declaration is no use of it.
            // So are the declarations' name tokens and the methods' names, sorted here: cursors
            // walk them along too, where a set would cost a lookup for every token.
            let excluded = lexed.excludedFromiOS
            let methodNames = declarations.methods.map(\.nameSpan.start).sorted()
            let declarationNames = declarations.declarationNameTokens.sorted()
            let previews = PreviewCode.ranges(in: lexed, partners: file.partners)
            var nextExcluded = 0, nextMethodName = 0, nextDeclarationName = 0, nextPreview = 0
            for (position, token) in lexed.tokens.enumerated() where token.kind == .identifier {
                while nextDeclarationName < declarationNames.count, declarationNames[nextDeclarationName] < position { nextDeclarationName += 1 }
                if nextDeclarationName < declarationNames.count, declarationNames[nextDeclarationName] == position { continue }
                let start = token.span.start
                while nextExcluded < excluded.count, excluded[nextExcluded].end <= start { nextExcluded += 1 }
                while nextMethodName < methodNames.count, methodNames[nextMethodName] < start { nextMethodName += 1 }
                while nextPreview < previews.count, previews[nextPreview].upperBound <= position { nextPreview += 1 }
                let isOffiOS = nextExcluded < excluded.count && excluded[nextExcluded].start <= start
                let isMethodName = nextMethodName < methodNames.count && methodNames[nextMethodName] == start
                let isInPreview = nextPreview < previews.count && previews[nextPreview].contains(position)
                references[Self.nameHash(lexed.bytes, token.span), default: ReferenceTally()]
                    .count(offiOS: isOffiOS, iOS: !isOffiOS && !isMethodName, inPreview: isInPreview)
            }
            for token in lexed.interpolationTokens where token.kind == .identifier {
                references[Self.nameHash(lexed.bytes, token.span), default: ReferenceTally()].count(offiOS: false, iOS: false, inPreview: false)
            }
        }
        // One app's folder often holds a Mac target beside the iOS one, with classes of the
        // same name: the iOS declaration wins, and the Mac file's extensions stay apart.
        let macOnly = files.map { Self.isMacOnly($0.lexed) }
        func isMac(_ type: TypeDeclaration) -> Bool {
            macOnly[type.file] || files[type.file].lexed.isExcludedFromiOS(type.nameSpan.start)
        }
        let generated = Set(files.indices.filter { GeneratedCode.isGenerated(path: files[$0].source.path, bytes: files[$0].lexed.bytes) })
        var candidates: [String: [Int]] = [:]
        for type in types { candidates[type.name, default: []].append(type.id) }
        var byName: [String: [Int]] = [:]
        for (name, ids) in candidates {
            let primaries = ids.filter { types[$0].kind != .extension && types[$0].kind != .objcImplementation }
            // The iOS one, and one a person wrote before one a tool generated (R.swift's
            // nested `R.storyboard.Main` does not stand for a `Main` controller).
            var primary = primaries.first { !isMac(types[$0]) && !generated.contains(types[$0].file) }
                ?? primaries.first { !isMac(types[$0]) } ?? primaries.first
            // A type declared at the top level before a struct or enum nested in another
            // type, whatever the files' order: a `Localization.SettingsViewController` of
            // strings does not stand for the `SettingsViewController` class a storyboard or
            // a construction names, and an `l10n.ForgotPasswordView` enum of strings (in
            // `ForgotPasswordView+l10n.swift`, which sorts first) does not stand for the
            // `ForgotPasswordView` struct whose body calls `self.submitForm()`: code names a
            // nested type through its outer one. (Between classes, or a nested class and a
            // top-level protocol, the index keeps the first: it keys types by simple name.)
            if let chosen = primary, types[chosen].isNested, types[chosen].kind != .class,
               let topLevel = primaries.first(where: {
                   [.class, .struct, .enum, .actor].contains(types[$0].kind) && !types[$0].isNested
                       && !isMac(types[$0]) && !generated.contains(types[$0].file)
               }) {
                primary = topLevel
            }
            let primaryIsMac = primary.map { isMac(types[$0]) } ?? false
            byName[name] = ids.filter { id in
                if types[id].kind != .extension && types[id].kind != .objcImplementation { return id == primary }
                return primaryIsMac || !isMac(types[id])
            }
        }
        var conforming: [String: [String]] = [:]
        // A set beside each list: thousands of views conform to `View`, and searching the
        // list for each would make linking grow with the square of the app.
        var alreadyConforming: [String: Set<String>] = [:]
        for type in types where type.kind != .protocol && !isMac(type) {
            for name in type.inheritedNames where alreadyConforming[name, default: []].insert(type.name).inserted {
                conforming[name, default: []].append(type.name)
            }
        }
        conformers = conforming
        self.types = types
        aliasNames = Set(types.lazy.flatMap(\.typeAliases.keys))
        self.methods = methods
        declaredMemberNames = Set(methods.map(\.name)).union(properties.map(\.name))
        inheritableMembers = Self.inheritableMembers(types: types, methods: methods, properties: properties, byName: byName)
        var methodsByName: [String: [Int]] = [:]
        for method in methods { methodsByName[method.name, default: []].append(method.id) }
        self.methodsByName = methodsByName
        var typeMethodLabels: [String: [[String]]] = [:]
        for method in methods where method.attributes.contains(.typeMethod) {
            // `loaded(script:)`: the labels between the parentheses.
            if let labels = ArgumentLabels.declared(byFullName: method.fullName) { typeMethodLabels[method.name, default: []].append(labels) }
        }
        self.typeMethodLabels = typeMethodLabels
        var topLevelFunctions: [String: [Int]] = [:]
        for method in methods where method.owner == nil { topLevelFunctions[method.name, default: []].append(method.id) }
        self.topLevelFunctions = topLevelFunctions
        self.properties = properties
        self.stringLiterals = Set(literalCounts.keys)
        self.stringLiteralCounts = literalCounts
        appendedStringLiterals = appended
        argumentStringLiterals = arguments
        self.declarationsByName = byName
        everyTypeByName = candidates.mapValues { ids in ids.filter { types[$0].kind != .extension && types[$0].kind != .objcImplementation } }
        self.references = references
        generatedFiles = generated
        navigationPlacement = NavigationPlacement.read(self)
        deadCode = DeadCode.read(self, interfaceActions: interfaceActions)
        titleSettingExtensionMethods = readTitleSettingExtensionMethods()
        navigationItemTitleHelpers = NavigationItemTitleHelpers.read(self)
        barHidingExtensionMethods = readBarHidingExtensionMethods()
        cameraUses = CameraViewCode.Uses.read(self)
        swipeGuards = SwipeGuards(self)
    }

    /// See `inheritableMembers`: a type declaration owns members any type may inherit
    /// when it is a protocol, or extends a protocol or a type the run does not declare.
    private static func inheritableMembers(types: [TypeDeclaration], methods: [MethodDeclaration],
                                           properties: [PropertyDeclaration], byName: [String: [Int]]) -> [String: [[String]?]] {
        func isInheritable(_ owner: Int) -> Bool {
            let type = types[owner]
            if type.kind == .protocol { return true }
            guard type.kind == .extension || type.kind == .objcImplementation else { return false }
            let primaries = (byName[type.name] ?? []).filter { types[$0].kind != .extension && types[$0].kind != .objcImplementation }
            return primaries.isEmpty || primaries.contains { types[$0].kind == .protocol }
        }
        var members: [String: [[String]?]] = [:]
        for method in methods where method.owner.map(isInheritable) ?? true {
            members[method.name, default: []].append(ArgumentLabels.declared(byFullName: method.fullName))
        }
        for property in properties where isInheritable(property.owner) { members[property.name, default: []].append(nil) }
        return members
    }

    /// Whether one of the app's members any type may inherit is named `name` and may take
    /// a call with these argument labels (nil: the call's labels are not known).
    func inheritableMember(_ name: String, takes labels: [String]?) -> Bool {
        guard let declared = inheritableMembers[name] else { return false }
        return declared.contains { ArgumentLabels.call(labels, fits: $0) }
    }

    /// Whether a bare call of `name` (`present(vc, animated: true)`, `self.refresh()`) made
    /// in `className`'s code may run the app's code that the class's own methods do not
    /// hold: a member any type may inherit (`inheritableMemberNames`), one of the class's
    /// own or its superclasses' in the run, or any name the app declares when the class's
    /// superclasses are not all known (a chain that ends at a name that is not UIKit's
    /// view controller, a generic or aliased base). Otherwise the name, wherever else the
    /// app declares it, is the framework's method on the class itself.
    func selfCallMayRunAppCode(_ name: String, labels: [String]? = nil, inClass className: String) -> Bool {
        guard declaredMemberNames.contains(name) else { return false }
        if inheritableMember(name, takes: labels) { return true }
        guard type(named: className) != nil else { return true }
        if let outermost = superclassChain(of: className).last,
           type(named: outermost) != nil || !Self.frameworkBaseNames.contains(outermost) { return true }
        return lookupChain(of: className).contains { type in
            methods(of: type).contains { $0.name == name && $0.mayTake(labels: labels) }
                || properties(of: type).contains { $0.name == name }
        }
    }

    /// Whether a call on one of a view controller's own relatives that UIKit keeps
    /// (`navigationController?.pushViewController(vc, animated: true)` in a view controller
    /// whose classes declare no `navigationController` of their own) may run the app's code:
    /// only through a member the app gives that UIKit class or any type (an extension, a
    /// protocol, a global function) or an override in a subclass of it, that takes the
    /// call's labels. Nil when the receivers are not such a relative, for the caller's
    /// other readings. A coordinator's `pushViewController(_:animated:)` elsewhere in the
    /// app is not reached.
    func callOnFrameworkRelative(_ name: String, labels: [String]?, receivers: [String], inClass className: String) -> Bool? {
        guard let relative = receivers.first, receivers.count == 1 || receivers.count == 2 && receivers[1] == "self",
              let relativeClass = FrameworkBehaviour.viewControllerRelatives[relative],
              // `parent?.dismiss(animated:)` closes: UIKit's own effect, which other readings say.
              !CallClosure.closingNames.contains(name),
              isViewController(className), instanceProperty(named: relative, of: className) == nil,
              !lookupChain(of: className).contains(where: { type in methods(of: type).contains { $0.name == relative } })
        else { return nil }
        if inheritableMember(name, takes: labels) { return true }
        return (methodsByName[name] ?? []).contains { id in
            let method = methods[id]
            guard let owner = method.owner, method.mayTake(labels: labels) else { return false }
            return isSubclass(types[owner].name, of: relativeClass)
        }
    }

    /// UIKit's and Foundation's classes whose methods a class of the run inherits: a chain
    /// of superclasses that ends at one is known to the end.
    static let frameworkBaseNames: Set<String> = viewControllerBaseNames.union([
        "UINavigationController", "UIView", "UIControl", "UITableViewCell", "UICollectionViewCell", "NSObject",
        "UIResponder", "UIAlertController", "UISearchController", "UIInputViewController",
    ])

    /// Whether a file of the run is generated code (`GeneratedCode`): read for facts, never
    /// where a screen is declared or a diagnostic points.
    public func isGenerated(file: Int) -> Bool { generatedFiles.contains(file) }

    /// A file that imports AppKit or Cocoa outside any `#if` is built for the Mac only.
    static func isMacOnly(_ file: LexedFile) -> Bool {
        switch file.language {
        case .swift:
            for (position, token) in file.tokens.enumerated() where token.kind == .keyword && file.token(token, is: "import") {
                guard position + 1 < file.tokens.count, !file.isExcludedFromiOS(token.span.start) else { continue }
                let module = file.tokens[position + 1]
                if file.token(module, is: "AppKit") || file.token(module, is: "Cocoa") { return true }
            }
            return false
        case .objectiveC:
            return file.trivia.contains { trivia in
                guard trivia.kind == .preprocessorLine else { return false }
                let text = file.text(of: trivia.span)
                return text.hasPrefix("#import <Cocoa/") || text.hasPrefix("#import <AppKit/")
            }
        }
    }

    /// FNV-1a over a name's bytes, backticks left out (`` `Type` `` is `Type`).
    static func nameHash<Bytes: Collection>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes where byte != UInt8(ascii: "`") {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    static func nameHash(_ bytes: [UInt8], _ span: ByteSpan) -> UInt64 { nameHash(bytes[span.start..<span.end]) }

    // MARK: Types

    /// The type declared with this name (a class, struct, enum, protocol or actor, not an
    /// extension; the iOS one when the run has several). For an Objective-C class with an
    /// `@implementation` but no `@interface` in the run, its `@implementation`.
    public func type(named name: String) -> TypeDeclaration? {
        guard let ids = declarationsByName[name] else { return nil }
        let declarations = ids.lazy.map { types[$0] }
        return declarations.first { $0.kind != .extension && $0.kind != .objcImplementation }
            ?? declarations.first { $0.kind == .objcImplementation }
    }

    /// Every declaration with this name: the type, its extensions, its Objective-C
    /// `@implementation` and categories. When the run declares two types of one name (an
    /// app's iOS and Mac targets), only the one built for iOS, with the extensions that are
    /// not in Mac-only files (`import AppKit`, `#if os(macOS)`).
    public func declarations(named name: String) -> [TypeDeclaration] {
        (declarationsByName[name] ?? []).map { types[$0] }
    }

    /// Whether `name` is a class of the system's frameworks: named like one (`UI…`, `AS…`,
    /// `CodeIndexSceneCode.isSystemClass`) and not a type the run declares of its own. An
    /// app's `ASPUButtonOptionsListTableViewController` is the app's; its `extension
    /// UIViewController` does not make UIKit's class the app's.
    func isSystemClass(_ name: String) -> Bool {
        CodeIndexSceneCode.isSystemClass(name) && !(declarationsByName[name] ?? []).contains { types[$0].kind != .extension }
    }

    /// Every type (not extension) the run declares with this name, nested types and the
    /// Mac target's included: for a reading that tells them apart by what they declare.
    func everyType(named name: String) -> [TypeDeclaration] {
        (everyTypeByName[name] ?? []).map { types[$0] }
    }

    /// The superclass of a class: for Objective-C, as written; for Swift, the first
    /// inherited name unless the run declares it as something other than a class (a
    /// protocol, say). A name outside the run is returned as it is.
    public func superclass(of name: String) -> String? {
        guard let primary = type(named: name), primary.kind == .class else { return nil }
        guard let first = primary.inheritedNames.first else { return nil }
        if primary.language == .objectiveC { return first }
        if let declared = type(named: first) { return declared.kind == .class || declared.kind == .objcImplementation ? first : nil }
        return first
    }

    /// The superclasses of a class, nearest first, followed through the run's classes; the
    /// chain ends with the first name outside the run (`UIViewController`), or at a cycle.
    public func superclassChain(of name: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [name]
        var current = name
        while let next = superclass(of: current), seen.insert(next).inserted {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether `name` is `ancestor` or inherits from it through its superclass chain.
    public func isSubclass(_ name: String, of ancestor: String) -> Bool {
        name == ancestor || superclassChain(of: name).contains(ancestor)
    }

    /// Whether a class of the run is a view controller that makes a screen: its chain
    /// reaches one of `viewControllerBaseNames`, or ends outside the run at a library's
    /// class (not the system's) below which the class or one of its ancestors in the run
    /// overrides a lifecycle method only a view controller has (`viewDidLoad`): a library's
    /// view controller (Eureka's `FormViewController`). A navigation controller subclass is
    /// not (see `isNavigationController`).
    public func isViewController(_ name: String) -> Bool {
        guard let kind = type(named: name)?.kind, kind == .class || kind == .objcImplementation else { return false }
        let chain = superclassChain(of: name)
        if chain.contains("UINavigationController") { return false }
        if chain.contains(where: { Self.viewControllerBaseNames.contains($0) }) { return true }
        guard let outside = chain.last, type(named: outside) == nil, !CodeIndexSceneCode.isSystemClass(outside),
              !FrameworkBehaviour.appKitViewControllers.contains(outside) else { return false }
        return ([name] + chain.dropLast()).contains { ancestor in
            methods(of: ancestor).contains { method in
                FrameworkBehaviour.viewControllerLifecycleMethods.contains(method.name)
                    && !method.attributes.contains(.typeMethod)
                    && (method.attributes.contains(.override) || files[method.file].language == .objectiveC)
            }
        }
    }

    /// Whether a class is `UINavigationController` or a subclass of it: a container.
    public func isNavigationController(_ name: String) -> Bool {
        isSubclass(name, of: "UINavigationController")
    }

    // MARK: Methods

    /// The methods declared in a type, its extensions and, for Objective-C, its
    /// `@implementation` and categories (not its superclasses'), in id order.
    public func methods(of typeName: String) -> [MethodDeclaration] {
        declarations(named: typeName).flatMap { $0.methods.map { methods[$0] } }
    }

    /// The properties of a type and its extensions.
    public func properties(of typeName: String) -> [PropertyDeclaration] {
        declarations(named: typeName).flatMap { $0.properties.map { properties[$0] } }
    }

    /// The instance property of this name that an object of the type has: declared by the
    /// type, its extensions or the nearest superclass in the run that has one.
    func instanceProperty(named name: String, of typeName: String) -> PropertyDeclaration? {
        for type in lookupChain(of: typeName) {
            if let found = properties(of: type).first(where: { $0.name == name && !$0.isStatic }) { return found }
        }
        return nil
    }

    /// The type and its superclasses, nearest first, each with its extensions: where a
    /// method called on an instance may be found. Past the run's classes the chain goes on
    /// through UIKit's own view controller classes (FrameworkBehaviour), whose extensions in
    /// the app are code every subclass has.
    public func lookupChain(of typeName: String) -> [String] {
        var chain = [typeName] + superclassChain(of: typeName)
        while let last = chain.last, let next = FrameworkBehaviour.viewControllerSuperclasses[last], !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    /// The type `name` stands for inside type `owner`: the target of a `typealias` that
    /// `owner`, one of its extensions or a superclass declares, else `name` itself.
    public func resolvingAlias(_ name: String, in owner: String) -> String {
        guard aliasNames.contains(name) else { return name }
        for type in [owner] + superclassChain(of: owner) {
            for declaration in everyType(named: type) {
                if let target = declaration.typeAliases[name] { return target }
            }
        }
        return name
    }

    /// The method with this Objective-C selector (`cancel:`) in the class or the nearest
    /// superclass that has one (extensions of names outside the run count too).
    public func method(selector: String, in typeName: String) -> MethodDeclaration? {
        for name in lookupChain(of: typeName) {
            if let found = methods(of: name).first(where: { $0.selector == selector && !$0.attributes.contains(.typeMethod) }) {
                return found
            }
        }
        return nil
    }

    /// The methods with this base name (`dismissScreen` for `dismissScreen(animated:)`) in
    /// the nearest type of the chain that has any.
    public func methods(named name: String, in typeName: String) -> [MethodDeclaration] {
        for type in lookupChain(of: typeName) {
            let found = methods(of: type).filter { $0.name == name }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The tokens of a method's body (braces excluded); empty when it has none.
    public func bodyTokens(of method: MethodDeclaration) -> ArraySlice<Token> {
        guard let body = method.body else { return [] }
        let tokens = files[method.file].tokens
        return tokens[min(body.lowerBound, tokens.count)..<min(body.upperBound, tokens.count)]
    }

    /// The name of the type a method is declared in (its extension's extended name).
    public func ownerName(of method: MethodDeclaration) -> String? {
        method.owner.map { types[$0].name }
    }

    // MARK: References

    /// Whether code mentions `name` anywhere other than in its own declarations' headers
    /// (`class Name`, `extension Name`, `@implementation Name`): for telling a storyboard
    /// scene whose class nothing uses. Names are compared by a 64-bit hash: a collision
    /// could only make an unused name look used, never the reverse.
    public func isReferenced(name: String) -> Bool {
        referenceCount(of: name) > 0
    }

    /// How many times code mentions `name` (`$flag` and `_flag` are names of their own),
    /// declarations of types left out and a property's own declaration counted. A hash
    /// collision can only raise the count.
    public func referenceCount(of name: String) -> Int {
        references[Self.nameHash(name.utf8)]?.all ?? 0
    }

    /// Whether code that the app runs mentions `name`: a use outside `#Preview` bodies and
    /// `PreviewProvider` types (`PreviewCode`), which only Xcode's canvas runs. A hash
    /// collision can only make a name look used.
    func isReferencedOutsidePreviews(name: String) -> Bool {
        usesOutsidePreviews(name: name) > 0
    }

    /// How many times code outside previews mentions `name` (see `isReferencedOutsidePreviews`).
    func usesOutsidePreviews(name: String) -> Int {
        guard let tally = references[Self.nameHash(name.utf8)] else { return 0 }
        return tally.all - tally.inPreviews
    }

    /// Whether every use of `name` (outside its declarations) is in `#if` code iOS does not
    /// compile (`#if targetEnvironment(macCatalyst)`), and there is at least one:
    /// on iOS nothing names it. A hash collision can only make a name look used on iOS.
    func isNamedOnlyOffiOS(_ name: String) -> Bool {
        guard let tally = references[Self.nameHash(name.utf8)] else { return false }
        return tally.offiOS > 0 && tally.iOS == 0
    }
}
