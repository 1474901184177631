/// Follows the sources of a UIKit screen's views to tell whether any of them is a view
/// people type or draw into (`TypedTextFinding`): a claim that a screen holds no typed work
/// needs every one of them read (certainty.md, "Content people would lose").
///
/// A class's views come from its xibs (by its File's Owner, a top-level object of its
/// class, or a nib of its name), from the code of the class and of its superclasses in
/// the run, and from the classes and nibs that code names: a cell it registers, a view
/// it makes, a nib it loads, each read the same way in turn. What it finds:
///
/// - a UIKit text view or field (`FrameworkBehaviour.typedTextViews`) named in that code or
///   laid out in that xib, a subclass of one, or a type that adopts a text delegate
///   protocol (told what is typed into a field, perhaps of a library's class), or a type
///   that follows a finger across its view (`touchesMoved`, a drawing by hand): a field,
///   whose purpose the code does not say. A search bar or controller is no field.
/// - a superclass outside the run that is not one of the system's, a view class or nib the
///   run does not hold, a child controller it embeds (`addChild`), a container view, a
///   SwiftUI view it hosts, a property that holds any view (`var contentView: UIView?`, which
///   a presenter may hand in): a source not read, so the fact stays open.
/// - otherwise none: every view is read and none takes typed work.
///
/// Another view controller the code names is another screen (it presents or pushes it):
/// its views are its own. Each class's tokens and nibs are read once for the whole run; a
/// screen's answer is a walk over the classes it reaches, each visited once.
final class TypedTextSources {
    private let index: CodeIndex
    private let firstFileIndex: Int
    private let layouts: [String: [XibReader.XibLayout]]
    private var cache: [String: TypedTextFinding] = [:]
    private var nodes: [String: Node] = [:]
    /// The classes the node being read names.
    private var reached: [(name: String, place: CodePlace?)] = []

    init(index: CodeIndex, firstFileIndex: Int, layouts: [String: [XibReader.XibLayout]]) {
        self.index = index
        self.firstFileIndex = firstFileIndex
        self.layouts = layouts
    }

    /// The controller whose views are a SwiftUI view's.
    static let hostingController = "UIHostingController"
    /// Types of a property that holds any view or controller: one not laid out by a
    /// storyboard (no outlet) may be handed in by the presenter.
    static let handedViewTypes: Set<String> = ["UIView", "UIViewController"]
    /// Calls that load a nib by its name.
    static let nibLoaders: Set<String> = ["UINib", "nibWithNibName", "loadNibNamed", "initWithNibName"]
    /// Calls that embed another controller's views in the screen's.
    static let embeddingCalls: Set<String> = ["addChild", "addChildViewController"]

    /// What the views of class `name` hold; `place` is where the name stands (a storyboard
    /// element, a line of code), for a class the run does not hold. A walk over the classes
    /// and nibs it reaches, each read once for all screens (`node`), so that classes that
    /// reach each other (a cell whose xib names its class) are each read to the end.
    func finding(ofClass name: String, at place: CodePlace?) -> TypedTextFinding {
        if let cached = cache[name] { return cached }
        var found = TypedTextFinding.none
        var seen: Set<String> = []
        var stack: [(name: String, place: CodePlace?)] = [(name, place)]
        while let next = stack.popLast() {
            guard seen.insert(next.name).inserted else { continue }
            let node = self.node(of: next.name, at: next.place)
            found = found.combined(with: node.own)
            if case .field = found { break }
            stack.append(contentsOf: node.reached.reversed())
        }
        cache[name] = found
        return found
    }

    /// What one class or nib says itself, and the classes it names, read once.
    private struct Node {
        var own: TypedTextFinding
        var reached: [(name: String, place: CodePlace?)]
    }

    private func node(of name: String, at place: CodePlace?) -> Node {
        if let typed = FrameworkBehaviour.typedTextView(named: name) {
            return Node(own: typed.kind == .search ? .none : .field(place, className: typed.name), reached: [])
        }
        if let node = nodes[name] { return node }
        reached = []
        let own: TypedTextFinding
        if index.type(named: name) != nil {
            own = read(className: name)
        } else if let xibs = layouts[name] {
            // A class outside the run laid out by a nib of its name: the nib's views.
            own = read(xibs)
        } else {
            // A system class's views are UIKit's own (a map, a web page).
            own = CodeIndexSceneCode.isSystemClass(name) ? .none : .unread(place, words: name, .codeNotInRun)
        }
        let node = Node(own: own, reached: reached)
        nodes[name] = node
        return node
    }

    /// A class the one being read names: read in turn by the walk.
    private func reach(_ name: String, at place: CodePlace?) -> TypedTextFinding {
        reached.append((name, place))
        return .none
    }

    private func read(className name: String) -> TypedTextFinding {
        let declaration = index.type(named: name).map { CodePlace(file: firstFileIndex + $0.file, span: $0.nameSpan) }
        var found = TypedTextFinding.none
        for ancestor in index.superclassChain(of: name) {
            if ancestor == Self.hostingController {
                // Its views are a SwiftUI view's, which this reading does not follow.
                return .unread(declaration, words: ancestor, .embeddedView)
            }
            if let typed = FrameworkBehaviour.typedTextView(named: ancestor) {
                // A subclass of a text view or field is one.
                return typed.kind == .search ? .none : .field(declaration, className: typed.name)
            }
            if index.type(named: ancestor) == nil, !CodeIndexSceneCode.isSystemClass(ancestor),
               !FrameworkBehaviour.standardProtocols.contains(ancestor) {
                found = found.combined(with: .unread(declaration, words: ancestor, .codeNotInRun))
            }
        }
        if let xibs = layouts[name] { found = found.combined(with: read(xibs)) }
        for type in index.lookupChain(of: name) where index.type(named: type) != nil {
            for declared in index.declarations(named: type) {
                if let delegate = declared.inheritedNames.first(where: FrameworkBehaviour.typedTextDelegates.contains) {
                    found = found.combined(with: .field(CodePlace(file: firstFileIndex + declared.file, span: declared.nameSpan), className: delegate))
                }
            }
            if case .field = found { return found }
            for method in index.methods(of: type) where !index.deadCode.methods.contains(method.id) {
                guard let body = method.body else { continue }
                if FrameworkBehaviour.freehandInputSelectors.contains(method.selector) {
                    // It follows a finger: perhaps a drawing people make by hand (one it
                    // strokes and keeps is settled before this, HandDrawnCanvas).
                    return .field(CodePlace(file: firstFileIndex + method.file, span: method.nameSpan), className: method.name)
                }
                found = found.combined(with: read(body, CodeBodyReader(index: index, file: method.file), owner: name))
                if case .field = found { return found }
            }
            // A computed property (`var topViewController: UIViewController { self }`) holds
            // nothing a presenter could hand in: its getter is read as a method above.
            let computed = Set(index.methods(of: type).filter { $0.attributes.contains(.propertyGetter) }.map(\.name))
            for property in index.properties(of: type) where !property.isStatic {
                let reader = CodeBodyReader(index: index, file: property.file)
                if let typeName = property.bareTypeName, let typed = FrameworkBehaviour.typedTextView(named: typeName), typed.kind != .search {
                    return .field(CodePlace(file: firstFileIndex + property.file, span: property.nameSpan), className: typed.name)
                }
                let initialiser = EditableContentCode.initialiser(of: property, reader)
                if let typeName = property.bareTypeName, Self.handedViewTypes.contains(typeName), !computed.contains(property.name),
                   !(initialiser != nil && Self.isConstant(property, reader)), !isMadeByItself(property, in: type),
                   !property.attributes.contains(where: { $0.hasPrefix("@IBOutlet") || $0 == "IBOutlet" }) {
                    // `var contentView: UIView?`: a view the presenter may hand in, any view at
                    // all. A constant its own initialiser sets (`let paste: UIView? =
                    // makePasteButton()`), or a private one the class's code only sets to views
                    // it makes, is read there.
                    found = found.combined(with: .unread(CodePlace(file: firstFileIndex + property.file, span: property.nameSpan),
                                                         words: property.name, .embeddedView))
                }
                if let typeName = property.bareTypeName, let named = viewClass(typeName, owner: name, registered: false) {
                    found = found.combined(with: reach(named, at: CodePlace(file: firstFileIndex + property.file, span: property.nameSpan)))
                }
                if let range = initialiser {
                    found = found.combined(with: read(range, reader, owner: name))
                }
                if case .field = found { return found }
            }
        }
        return found
    }

    /// The tokens of a body or an initialiser: the text views, classes and nibs they name.
    private func read(_ range: Range<Int>, _ reader: CodeBodyReader, owner: String) -> TypedTextFinding {
        var found = TypedTextFinding.none
        // The end of a `register(...)` call's arguments: a class named there is a cell.
        var registeredUntil = range.lowerBound
        for offset in range where reader.tokens[offset].kind == .identifier && !reader.isExcludedFromiOS(offset) {
            let text = reader.text(offset)
            let place = CodePlace(file: firstFileIndex + reader.fileIndex, span: reader.tokens[offset].span)
            if text == Self.hostingController {
                // A SwiftUI view it shows (installed as a child by a helper, perhaps), whose
                // fields this reading does not see.
                found = found.combined(with: .unread(place, words: text, .embeddedView))
            } else if Self.embeddingCalls.contains(text), UnreadClassCode.addsToItself(reader, offset) {
                // A child added to the class itself; another object's (`root.addChild(node)`,
                // an XML element's) embeds nothing here.
                found = found.combined(with: .unread(place, words: text + (text == "addChild" ? "(_:)" : ":"), .embeddedView))
            } else if Self.nibLoaders.contains(text) {
                found = found.combined(with: nib(after: offset, reader, at: place))
            } else if Self.registrations.contains(text) {
                registeredUntil = reader.isPunctuation(offset + 1, "(") ? reader.partners[offset + 1] ?? offset + 1 : min(range.upperBound, offset + 8)
            } else if let named = viewClass(text, owner: owner, registered: offset < registeredUntil) {
                found = found.combined(with: reach(named, at: place))
            }
            if case .field = found { return found }
        }
        return found
    }

    /// Whether a Swift property is declared with `let`: set once, by its initialiser when it
    /// has one.
    private static func isConstant(_ property: PropertyDeclaration, _ reader: CodeBodyReader) -> Bool {
        guard let name = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: reader.file), name > 0 else { return false }
        return reader.is(name - 1, "let")
    }

    /// Whether a `private` property is only ever set by its class to a view the class makes:
    /// every assignment to it in the class's code (`shadow = UIView(frame: bounds)`,
    /// `self.shadow = nil`) makes one or clears it. One set from any other value (`self.child
    /// = child`, a parameter) may be what a presenter hands in.
    private func isMadeByItself(_ property: PropertyDeclaration, in type: String) -> Bool {
        guard property.isFileRestricted else { return false }
        for method in index.methods(of: type) {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in body where reader.text(offset) == property.name && reader.tokens[offset + 1].kind == .operator && reader.is(offset + 1, "=") {
                // `guard let shadow = shadow`: a local of that name, not the property set.
                guard offset == 0 || !(reader.is(offset - 1, "let") || reader.is(offset - 1, "var")) else { continue }
                let receivers = reader.receivers(before: offset)
                guard receivers.isEmpty || receivers == ["self"] else { continue }
                let value = offset + 2
                guard value < body.upperBound else { return false }
                if reader.is(value, "nil") { continue }
                let constructs = reader.text(value).first?.isUppercase == true
                    && (reader.isPunctuation(value + 1, "(") || reader.isPunctuation(value + 1, ".") && reader.is(value + 2, "init"))
                if !constructs { return false }
            }
        }
        return true
    }

    /// Calls that register a cell's class or nib with a table or collection view.
    static let registrations: Set<String> = ["register", "registerClass", "registerNib"]

    /// `name` when it is a class whose views may be the screen's: a UIKit text view, a class
    /// of the run that is one of the system's objects (a view, a cell, an `NSObject` that
    /// builds rows or serves a table; never a view controller, which is another screen, nor
    /// a gesture recognizer, which only watches a view's touches), or
    /// any class of the run a `register` call names (a cell, perhaps a library's subclass).
    /// A value, a plain Swift class or one of a library's the code names (a model, a
    /// store) lays out no views.
    private func viewClass(_ name: String, owner: String, registered: Bool) -> String? {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), name != owner else { return nil }
        if FrameworkBehaviour.typedTextView(named: name) != nil { return name }
        guard let type = index.type(named: name), type.kind == .class || type.kind == .objcImplementation,
              !index.isViewController(name) else { return nil }
        if registered { return name }
        guard let root = index.superclassChain(of: name).last, CodeIndexSceneCode.isSystemClass(root),
              !FrameworkBehaviour.gestureRecognizerClasses.contains(root),
              !FrameworkBehaviour.responderClassesWithoutViews.contains(root) else { return nil }
        return name
    }

    /// A nib loaded by name: the xib the literal names, or a source not read when the run
    /// holds no xib of that name. A name given by a value (`Cell.nibName`) leaves the
    /// classes it names to be read as classes.
    private func nib(after offset: Int, _ reader: CodeBodyReader, at place: CodePlace) -> TypedTextFinding {
        var cursor = offset + 1
        let end = min(reader.tokens.count, offset + 8)
        while cursor < end {
            if reader.tokens[cursor].kind == .string {
                guard let name = reader.file.stringValue(of: reader.tokens[cursor]) else { return .none }
                if let xibs = layouts[name] { return read(xibs) }
                return .unread(place, words: name + ".xib", .codeNotInRun)
            }
            if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]") { break }
            cursor += 1
        }
        return .none
    }

    private func read(_ xibs: [XibReader.XibLayout]) -> TypedTextFinding {
        var found = TypedTextFinding.none
        for xib in xibs {
            found = found.combined(with: finding(of: xib.layout, file: xib.file, classes: true))
            if case .field = found { return found }
        }
        return found
    }

    /// What a layout shows, the classes it names read in turn when `classes`.
    func finding(of layout: TypedTextLayout, file: Int, classes: Bool = true) -> TypedTextFinding {
        if let field = layout.field { return .field(CodePlace(file: file, span: field.span), className: field.className) }
        var found = TypedTextFinding.none
        if let container = layout.container {
            found = .unread(CodePlace(file: file, span: container), words: "a container view's controllers", .embeddedView)
        }
        guard classes else { return found }
        for view in layout.viewClasses {
            found = found.combined(with: reach(view.name, at: CodePlace(file: file, span: view.span)))
            if case .field = found { return found }
        }
        return found
    }
}
