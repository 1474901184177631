/// The run's code index answering what the storyboard reading asks of a scene's class
/// (`SceneCode`). Places are moved from the index's files to the document's sources, in
/// which the code files come after the storyboards.
struct CodeIndexSceneCode: SceneCode {
    let index: CodeIndex
    /// The index of the first code file in the document's sources.
    let firstFileIndex: Int
    /// The reading of views people type into, shared with the UIKit reading (memoised).
    var typedTextSources: TypedTextSources?
    /// Each class's code facts, read once and shared with the UIKit reading.
    let codeFacts: ViewControllerFactsMemo

    init(index: CodeIndex, firstFileIndex: Int, typedTextSources: TypedTextSources? = nil,
         codeFacts: ViewControllerFactsMemo? = nil) {
        self.index = index
        self.firstFileIndex = firstFileIndex
        self.typedTextSources = typedTextSources
        self.codeFacts = codeFacts ?? ViewControllerFactsMemo(index: index)
    }

    var isPresent: Bool { true }

    func typedText(ofClass name: String, at place: CodePlace) -> TypedTextFinding {
        if let typedTextSources { return typedTextSources.finding(ofClass: name, at: place) }
        return NoSceneCode().typedText(ofClass: name, at: place)
    }

    func facts(ofClass name: String) -> SceneClassFacts? {
        guard let facts = codeFacts.facts(ofClass: name) else { return nil }
        let index = self.index
        let firstFileIndex = self.firstFileIndex
        let read = EditableContentCode.read(type: name, index: index)
        return SceneClassFacts(
            declaration: place(facts.location),
            title: facts.title.map { ($0.text, place($0.location)) },
            barButtonItems: facts.controls.map(barButtonItem),
            modalInPresentation: facts.isModalInPresentation.map(place),
            inheritsUnseenCode: inheritsUnseenCode(name),
            hasUnreadBarButtonItems: false,
            dismissesOutsideControls: { [self] selectors in dismissesOutsideControls(name, facts: facts, selectors: selectors) },
            hostsSwiftUI: index.isSubclass(name, of: "UIHostingController"),
            restylesSegues: restylesSegues(name),
            actionMethod: { selector in
                index.actionMethodFacts(selector: selector, inClass: name).map {
                    CodeActionMethod(
                        dismisses: $0.dismisses, performedSegues: $0.performedSegueIdentifiers, pops: $0.pops,
                        reachesUnfollowedCode: $0.reachesUnfollowedCode,
                        place: CodePlace(file: firstFileIndex + $0.location.file, span: $0.location.span),
                        openReason: $0.unfollowedCall?.reason(opening: .dismiss, firstFile: firstFileIndex))
                }
            },
            methodSelectors: methodSelectors(ofClass: name),
            hidesNavigationBar: facts.hidesNavigationBar.map(place),
            returnsToItself: facts.returnsToItself.map(place),
            content: content(ofClass: name, read: read),
            askedDiscard: index.askedDiscard(ofClass: name, items: facts.controls).map(place),
            discardedEdits: { [self] selectors in
                index.discardedEdits(ofClass: name, items: facts.controls, wayOutSelectors: selectors,
                                     editedObjects: read.editedObjects).map(place)
            },
            swipeMayBeGuarded: index.swipeGuards.mayGuard(name, in: index),
            drawnHeading: CodeDrawnHeadings.heading(ofClass: name, index: index).map { (place($0.location), $0.isCertain) },
            isPlayerController: index.isSubclass(name, of: FrameworkBehaviour.playerController.name))
    }

    /// The selectors of the instance methods with a body of the class and its superclasses.
    private func methodSelectors(ofClass name: String) -> Set<String> {
        var selectors = Set<String>()
        for type in index.lookupChain(of: name) {
            for method in index.methods(of: type) where method.body != nil && !method.attributes.contains(.typeMethod) {
                selectors.insert(method.selector)
            }
        }
        return selectors
    }

    /// The class's text views, canvases and camera view, as the storyboard and xib joins need them.
    private func content(ofClass name: String, read: EditableContentCode) -> SceneContentCode {
        SceneContentCode(
            edits: read.certainlyEdits.map(place), mayEdit: read.mayEdit || read.editable != nil && read.certainlyTyped == nil,
            changesEditability: read.changesEditability, handsEditsToAppCode: read.handsEditsToAppCode,
            readsContent: read.readsContent,
            camera: CameraViewCode.previewPlace(ofClass: name, index: index).map(place))
    }

    func names(className: String) -> Bool { index.isReferenced(name: className) }

    func methodPlaces(ofClass name: String) -> [CodePlace] {
        index.methods(of: name).compactMap { method in
            // A type method runs without an instance: anything may call it.
            guard let body = method.body, !body.isEmpty, !method.attributes.contains(.typeMethod) else { return nil }
            let tokens = index.files[method.file].tokens
            guard body.upperBound <= tokens.count else { return nil }
            // The closing brace's token follows the body's last one.
            let end = body.upperBound < tokens.count ? tokens[body.upperBound].span.end : tokens[body.upperBound - 1].span.end
            return CodePlace(file: firstFileIndex + method.file, span: ByteSpan(start: method.nameSpan.start, end: end))
        }
    }

    func names(storyboardIdentifier: String) -> Bool {
        index.stringLiterals.contains(storyboardIdentifier) || index.navigationPlacement.builtStoryboardIdentifiers.contains(storyboardIdentifier)
            || isJoinOfLiterals(storyboardIdentifier)
    }

    /// Whether the identifier is a literal the code hands to a call followed by a literal
    /// the code appends to strings: `BackupContractsViewControllerDark`, where a helper is
    /// handed `@"BackupContractsViewController"` and appends `@"Dark"` or `@"Light"` before
    /// it instantiates the scene. A literal said only inside an expression (`"Quest" +
    /// "Builder"`) is no value a parameter holds. Linear in the identifier's length.
    private func isJoinOfLiterals(_ identifier: String) -> Bool {
        guard !index.appendedStringLiterals.isEmpty else { return false }
        var suffixStart = identifier.index(after: identifier.startIndex)
        while suffixStart < identifier.endIndex {
            if index.appendedStringLiterals.contains(String(identifier[suffixStart...])),
               index.argumentStringLiterals.contains(String(identifier[..<suffixStart])) {
                return true
            }
            suffixStart = identifier.index(after: suffixStart)
        }
        return false
    }

    func names(storyboardName: String) -> Bool {
        let lowerFirst = storyboardName.prefix(1).lowercased() + storyboardName.dropFirst()
        return index.stringLiterals.contains(storyboardName) || index.isReferenced(name: storyboardName)
            || index.isReferenced(name: lowerFirst)
    }

    func mayPerform(segueIdentifier: String) -> Bool {
        // Said where it may be performed: not only in dead methods, nor only where a segue is
        // received (`prepare(for:sender:)` compares identifiers; it performs none).
        index.deadCode.isPerformable(segueIdentifier, in: index) || index.isReferenced(name: segueIdentifier)
    }

    func placesInNavigation(className: String?, storyboardIdentifier: String?) -> Bool {
        if let className, index.isPlacedInNavigation(className) || index.usesOwnNavigationController(className) {
            return true
        }
        if let storyboardIdentifier, index.navigationPlacement.storyboardIdentifiers.contains(storyboardIdentifier) {
            return true
        }
        return false
    }

    func placesInitialSceneInNavigation(storyboardName: String) -> Bool {
        index.navigationPlacement.storyboardInitialScenes.contains(storyboardName)
    }

    func behaviour(ofSegueClass name: String) -> SceneSegueBehaviour? {
        guard index.type(named: name) != nil else { return nil }
        if let known = index.customSegueBehaviour(ofClass: name) {
            switch known {
            case .present: return .present
            case .dismiss: return .dismiss
            case .push: return .push
            case .presentInNavigation: return .presentInNavigation
            }
        }
        // A class of the run without `perform()` does what its segue's kind says; one with
        // a `perform()` that does something else (or several things) is not read.
        return index.actionMethodFacts(selector: "perform", inClass: name) == nil ? .segueKind : .unknown
    }

    /// Whether code of the class or of its superclasses in the run calls `dismiss(` or
    /// `dismissViewControllerAnimated:` on anything (`weakSelf.dismiss`, a completion
    /// handler's `self?.dismiss`) outside the controls' own actions: the methods their
    /// selectors name, the bar button items' methods and closures, and the methods those
    /// call on the object (one call deep, as a control's action is read).
    private func dismissesOutsideControls(_ name: String, facts: ViewControllerCodeFacts, selectors: Set<String>) -> Bool {
        var tied = Set<Int>()
        var closures: [(file: Int, range: Range<Int>)] = []
        for item in facts.controls {
            switch item.action {
            case .method(let id, _): tied.insert(id)
            case .closure(let range): closures.append((item.location.file, range))
            case .unresolved, .none: break
            }
        }
        let chain = index.lookupChain(of: name)
        for type in chain {
            for method in index.methods(of: type) where selectors.contains(method.selector) { tied.insert(method.id) }
        }
        var calledNames = Set<String>()
        for id in tied { calledNames.formUnion(index.effects(of: index.methods[id]).calledOnSelf) }
        for closure in closures {
            calledNames.formUnion(MethodEffects.read(CodeBodyReader(index: index, file: closure.file), closure.range).calledOnSelf)
        }
        // The class's stored closures (`var onCancel: (() -> Void)?`), through its superclasses.
        let handedClosures = Set(chain.flatMap { index.properties(of: $0) }.filter { !$0.isStatic && $0.typeName?.contains("->") == true }.map(\.name))
        for type in chain {
            for method in index.methods(of: type) where !tied.contains(method.id) && !calledNames.contains(method.name) {
                guard let body = method.body, !runsOnlyOffiOS(method) else { continue }
                if dismisses(in: body, file: method.file, skipping: closures) { return true }
            }
            // A closure a stored property holds (`lazy var cancelAction: () -> Void = {
            // self.dismiss(animated: true) }`), handed to a table component, a cell or a
            // view that draws the button: whoever holds it may run it from a control. So
            // may one that calls a closure the presenter hands in (`self.cancelCallback?()`),
            // which is the presenter's code.
            for property in index.properties(of: type) where !property.isStatic && !calledNames.contains(property.name) {
                let reader = CodeBodyReader(index: index, file: property.file)
                guard let value = EditableContentCode.initialiser(of: property, reader), reader.isPunctuation(value.lowerBound, "{")
                else { continue }
                if dismisses(in: value, file: property.file, skipping: closures) { return true }
                for offset in value where reader.tokens[offset].kind == .identifier && handedClosures.contains(reader.text(offset)) {
                    let call = reader.isPunctuation(offset + 1, "(") || reader.is(offset + 1, "?") && reader.isPunctuation(offset + 2, "(")
                    if call, offset != value.lowerBound, !reader.isExcludedFromiOS(offset) { return true }
                }
            }
        }
        return false
    }

    /// Whether `range` of `file` calls `dismiss(` or `dismissViewControllerAnimated:` outside
    /// the controls' closures, in code iOS compiles.
    private func dismisses(in range: Range<Int>, file fileIndex: Int, skipping closures: [(file: Int, range: Range<Int>)]) -> Bool {
        let file = index.files[fileIndex]
        for offset in range where file.tokens[offset].kind == .identifier {
            if closures.contains(where: { $0.file == fileIndex && $0.range.contains(offset) }) { continue }
            let dismisses = file.token(file.tokens[offset], is: "dismissViewControllerAnimated")
                || file.token(file.tokens[offset], is: "dismiss") && offset + 1 < range.upperBound
                && file.token(file.tokens[offset + 1], is: "(")
            // A dismissal iOS does not compile (`#if os(macOS)`) closes nothing there.
            if dismisses, !file.isExcludedFromiOS(file.tokens[offset].span.start) { return true }
        }
        return false
    }

    /// Whether only code iOS does not compile can run the method: a control made under
    /// `#if targetEnvironment(macCatalyst)` names it and nothing else does, and neither the
    /// framework (an override, an action Interface Builder may connect) nor a string
    /// (`NSSelectorFromString`) can reach it.
    private func runsOnlyOffiOS(_ method: MethodDeclaration) -> Bool {
        !method.attributes.contains(.override) && !method.attributes.contains(.ibAction) && !method.attributes.contains(.typeMethod)
            && index.isNamedOnlyOffiOS(method.name) && !index.stringLiterals.contains(method.selector)
            && !index.stringLiterals.contains(method.name)
    }

    /// Whether `prepare(for:sender:)` (`prepareForSegue:sender:`) of the class or its
    /// superclasses in the run sets a presentation style, transition or transitioning
    /// delegate (on the segue's destination, presumably).
    private func restylesSegues(_ name: String) -> Bool {
        let names: Set<String> = ["modalPresentationStyle", "modalTransitionStyle", "transitioningDelegate",
                                  "setModalPresentationStyle", "setModalTransitionStyle", "setTransitioningDelegate"]
        for type in index.lookupChain(of: name) {
            for method in index.methods(of: type)
            where method.name == "prepare" || method.selector.hasPrefix("prepareForSegue") {
                let file = index.files[method.file]
                for token in index.bodyTokens(of: method) where token.kind == .identifier {
                    if names.contains(file.identifierName(of: token)) { return true }
                }
            }
        }
        return false
    }

    // MARK: Conversions

    private func place(_ location: CodeLocation) -> CodePlace {
        CodePlace(file: firstFileIndex + location.file, span: location.span)
    }

    private func barButtonItem(_ item: BarButtonItemFact) -> CodeBarButtonItem {
        let label: String
        var role: ActionRole?
        var kind = ActionLabelKind.words
        switch item.label {
        case .title(let title) where title.contains(where: { !$0.isWhitespace }):
            label = title
            role = ButtonWords.role(forLabel: title)
        case .title:
            // `UIBarButtonItem(title: "", ...)`: no words show (an image is set later, or
            // none): named by its kind, as a storyboard's untitled item is.
            label = item.side == .inView ? "Button" : "Bar button item"
        case .systemItem(let name):
            label = StoryboardControls.systemItemLabel(name) ?? name
            role = StoryboardControls.systemItemRole(name)
        case .image(let name):
            label = name
            kind = .symbol
            // An X in the bar that closes the screen is its Close (`NavbarClose`).
            if item.dismisses == true { role = ButtonWords.role(forImageNamed: name) }
        case .unknown:
            label = item.side == .inView ? "Button" : "Bar button item"
            kind = .none
        }
        var reason = item.unfollowedCall?.reason(opening: .dismiss, firstFile: firstFileIndex)
        if item.dismisses == nil, reason == nil {
            switch item.action {
            case .unresolved(let selector): reason = OpenReason(.dismiss, .unresolvedSelector, words: selector, at: place(item.location))
            case .none: reason = OpenReason(.dismiss, .unresolvedSelector, at: place(item.location))
            default: break
            }
        }
        return CodeBarButtonItem(label: label, role: role, dismisses: item.dismisses, place: place(item.location), labelKind: kind,
                                 openReason: reason)
    }

    /// Whether code outside the run may add buttons and a title (`CodeIndex.unseenCode`).
    private func inheritsUnseenCode(_ name: String) -> Bool {
        index.unseenCode(of: name) != nil
    }

    static func isSystemClass(_ name: String) -> Bool {
        let prefixes = ["UI", "AV", "SF", "MF", "MK", "PK", "CN", "QL", "PH", "WK", "SK", "GLK", "EK", "AB", "MP", "GK",
                        "HK", "VN", "RP", "AR", "SCN", "INUI", "CK", "AS", "NS"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).unicodeScalars.first?.properties.isUppercase == true
        }
    }
}

extension CodeIndex {
    /// The class whose code the run does not hold, which may add buttons and a title to
    /// `name`'s screen: a superclass the chain ends at that is not one of the system's view
    /// controllers, or a class of the chain the run only announces, an Objective-C
    /// `@interface` with no `@implementation` and no method body (a precompiled library's
    /// header, `Vendor/AviarySDK/Headers/AFPhotoEditorController.h`). Nil when the run holds
    /// all of it.
    func unseenCode(of name: String) -> String? {
        let chain = [name] + superclassChain(of: name)
        for type in chain where isOnlyAnnounced(type) { return type }
        guard let last = chain.dropFirst().last, !CodeIndexSceneCode.isSystemClass(last) else { return nil }
        return last
    }

    private func isOnlyAnnounced(_ type: String) -> Bool {
        let declarations = declarations(named: type)
        return !declarations.isEmpty && declarations.allSatisfy { $0.language == .objectiveC && $0.kind != .objcImplementation }
            && methods(of: type).allSatisfy { $0.body == nil }
    }
}
