/// What a view controller's code does beyond what the UIKit reading follows: controls it
/// wires itself, children it embeds, a spinner it shows. Each type's own methods are walked
/// at most once for the whole run, when first asked; a class's answer combines its own
/// with its superclasses' in the run, so a base class that many screens share, or a view
/// that many hold, is not read again for each of them.
final class UnreadClassCode {
    /// What one class's code (and its superclasses' in the run) says.
    struct Facts {
        /// A button or control wired with `addTarget`, an `@IBAction` (a nib's), a nib
        /// loaded: any of them may be its way out, so its actions are not all known. The
        /// buttons it makes and wires to itself are read (`CodeMadeButtons`): where every
        /// wiring of the class is read, only the other controls count (outlets and actions of a
        /// nib, a nib loaded, a held view's controls, a bar button item it holds and the
        /// reading does not place).
        var hasControls = false
        /// Another view controller embedded (`addChild(_:)`, `addChildViewController:`):
        /// the child's title and buttons are the ones people see.
        var embedsChild = false
        /// A spinner or progress bar it shows (`FrameworkBehaviour.progressIndicatorClasses`):
        /// one its code makes or holds, or that a view it holds makes or holds (a custom
        /// progress overlay's `ActivityView`, kept as `let activityView = ActivityView()`).
        var spinner: CodePlace?
    }

    /// One type's own code: its declaration and extensions, not its superclasses.
    private struct Own {
        /// A control it wires or holds (a property whose type is a button, or a subclass of one).
        var hasControls = false
        /// An outlet, an `@IBAction` or a nib it loads: controls made outside its code.
        var hasNibControls = false
        /// The app's UIKit views (not view controllers) its methods make: `self.view =
        /// View(closeHandler: ...)` in `loadView()`, `let header = HeaderView()`. Their
        /// controls are on its screen as a held view's are.
        var madeViews: Set<String> = []
        /// Its stored properties that hold a bar button item: a control, unless the reading
        /// places the item its initialiser makes on the navigation item (BarButtonItemReader).
        var heldBarButtonItems: [PropertyDeclaration] = []
        var embedsChild = false
        /// Where its own code makes or holds a spinner or a progress bar.
        var spinner: (file: Int, span: ByteSpan)?
    }

    private let index: CodeIndex
    private let firstFileIndex: Int
    /// The classes' code facts (their code-made buttons, and whether every wiring was read).
    private let codeFacts: ViewControllerFactsMemo
    /// Filled as types are asked about: each type's methods are walked once.
    private var ownByType: [String: Own] = [:]

    init(index: CodeIndex, firstFileIndex: Int, codeFacts: ViewControllerFactsMemo) {
        self.index = index
        self.firstFileIndex = firstFileIndex
        self.codeFacts = codeFacts
    }

    /// The facts of class `name`: its own and its superclasses' in the run; its spinner, or
    /// (one level deep) that of a view of the run it holds in a stored property or makes in
    /// its code; controls that such a view wires or holds, one level deep too.
    func facts(of name: String) -> Facts {
        var found = Facts()
        // Controls besides the buttons it makes and wires: a nib's, a held view's, a held item.
        var controlsBesidesWiredButtons = false
        for type in index.lookupChain(of: name) {
            let own = own(type)
            // A bar button item it holds and the reading does not place (a toolbar's).
            let unplacedItem = own.heldBarButtonItems.contains { !isPlacedItem($0, ofClass: name) }
            found.hasControls = found.hasControls || own.hasControls || unplacedItem
            controlsBesidesWiredButtons = controlsBesidesWiredButtons || own.hasNibControls || unplacedItem
            found.embedsChild = found.embedsChild || own.embedsChild
        }
        var spinner = own(name).spinner
        // The views it holds, in declaration order, then those it makes and does not hold.
        var views = index.properties(of: name).filter { !$0.isStatic }.compactMap { index.heldType(of: $0) }
        views += own(name).madeViews.subtracting(views).sorted()
        for held in views {
            guard held != name, index.type(named: held) != nil, !index.isViewController(held) else { continue }
            if spinner == nil, let heldSpinner = own(held).spinner { spinner = heldSpinner }
            // A view of the app's it keeps (`ThumbsMainToolbar *mainToolbar`, a `UIView`) that wires
            // buttons of its own brings them onto the screen, and they may tell the screen
            // (a delegate) to close.
            // Only a UIKit object (its chain reaches one of UIKit's classes: a view, a bar, a
            // control; view controllers are left out above): a model object that makes
            // buttons for other screens (a value's cell button) is no view of this one.
            if !found.hasControls, index.superclassChain(of: held).contains(where: { $0.hasPrefix("UI") }),
               index.lookupChain(of: held).contains(where: { own($0).hasControls || !own($0).heldBarButtonItems.isEmpty }) {
                found.hasControls = true
                controlsBesidesWiredButtons = true
            }
        }
        // Every button it wires is read (`CodeMadeButtons`): only controls made elsewhere
        // leave its actions open.
        if let code = codeFacts.facts(ofClass: name), !code.viewButtons.isEmpty, !code.hasUnreadButtonWiring {
            found.hasControls = controlsBesidesWiredButtons
        }
        found.spinner = spinner.map { CodePlace(file: firstFileIndex + $0.file, span: $0.span) }
        return found
    }

    /// Whether the bar button item that `property`'s initialiser makes is one the reading
    /// places on the class's navigation item (read with its words and action), so the
    /// property holds no control the reading leaves unread.
    private func isPlacedItem(_ property: PropertyDeclaration, ofClass name: String) -> Bool {
        let reader = CodeBodyReader(index: index, file: property.file)
        guard reader.file.language == .swift, let value = EditableContentCode.initialiser(of: property, reader),
              let code = codeFacts.facts(ofClass: name) else { return false }
        let made = reader.tokens[value.lowerBound].span
        return code.barButtonItems.contains { $0.location.file == property.file && $0.location.span == made }
    }

    /// Whether the `addChild` at `offset` is sent to the class itself: no receiver or
    /// `self` in Swift, `self` (or `super`) as an Objective-C message's receiver.
    static func addsToItself(_ reader: CodeBodyReader, _ offset: Int) -> Bool {
        if reader.file.language == .objectiveC {
            return offset > 0 && (reader.is(offset - 1, "self") || reader.is(offset - 1, "super"))
        }
        let chain = reader.receivers(before: offset)
        return chain.isEmpty || chain == ["self"] || chain == ["super"]
    }

    /// Whether the name at `offset` is called as an initialiser: `View(` or `View.init(`.
    private static func constructs(_ reader: CodeBodyReader, _ offset: Int) -> Bool {
        guard reader.text(offset).first?.isUppercase == true, !reader.isPunctuation(offset - 1, ".") else { return false }
        return reader.isPunctuation(offset + 1, "(") || reader.isPunctuation(offset + 1, ".") && reader.is(offset + 2, "init")
    }

    /// The app's UIKit view that `written`, made inside `owner`'s code, is: through the
    /// owner's `typealias`; nil for a view controller, a type outside the run or one that
    /// is no UIKit view.
    private func madeView(_ written: String, in owner: String) -> String? {
        let name = index.resolvingAlias(written, in: owner)
        guard name != owner, index.type(named: name) != nil, !index.isViewController(name),
              index.superclassChain(of: name).contains(where: { $0.hasPrefix("UI") }) else { return nil }
        return name
    }

    private func own(_ type: String) -> Own {
        if let known = ownByType[type] { return known }
        var found = Own()
        defer { ownByType[type] = found }
        for property in index.properties(of: type) {
            if property.attributes.contains(where: { $0.hasPrefix("@IBOutlet") }) {
                found.hasControls = true
                found.hasNibControls = true
            }
            if let held = index.heldType(of: property),
               FrameworkBehaviour.tappableControlClasses.contains(where: { index.isSubclass(held, of: $0) }) {
                if index.isSubclass(held, of: "UIBarButtonItem") {
                    found.heldBarButtonItems.append(property)
                } else {
                    found.hasControls = true
                }
            }
            if found.spinner == nil, let held = index.heldType(of: property), FrameworkBehaviour.progressIndicatorClasses.contains(held) {
                found.spinner = (property.file, property.nameSpan)
            }
        }
        for method in index.methods(of: type) {
            if method.attributes.contains(.ibAction) {
                found.hasControls = true
                found.hasNibControls = true
            }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in index.bodyTokens(of: method).indices where reader.tokens[offset].kind == .identifier {
                // `super.init(nibName: nil, bundle: nil)`: no nib is loaded.
                let namesNoNib = reader.isPunctuation(offset + 1, ":") && (reader.is(offset + 2, "nil") || reader.is(offset + 2, "NULL"))
                if reader.is(offset, "addTarget") || reader.is(offset, "UIButton") {
                    found.hasControls = true
                } else if (reader.is(offset, "nibName") || reader.is(offset, "initWithNibName")) && !namesNoNib
                    || reader.is(offset, "loadNibNamed") {
                    found.hasControls = true
                    found.hasNibControls = true
                } else if reader.is(offset, "addChild") || reader.is(offset, "addChildViewController") {
                    // Only a child added to itself is its own (`addChild(child)`,
                    // `[self addChildViewController:child]`); `parent.addChild(self)` puts
                    // the class in another controller, which embeds nothing in it.
                    if Self.addsToItself(reader, offset) { found.embedsChild = true }
                } else if found.spinner == nil, FrameworkBehaviour.progressIndicatorClasses.contains(reader.text(offset)) {
                    found.spinner = (method.file, reader.tokens[offset].span)
                } else if Self.constructs(reader, offset), let made = madeView(reader.text(offset), in: type) {
                    found.madeViews.insert(made)
                }
            }
        }
        return found
    }
}
