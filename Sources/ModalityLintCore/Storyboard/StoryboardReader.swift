/// Reads the `.storyboard` files of one run into one `FlowDocument` (the Storyboards article).
///
/// Scenes' controllers become screens, containers give their children a `container`,
/// segues become `present`, `push` and `dismiss` actions of the scene whose control
/// triggers them, and storyboard references resolve across the files of the run. Every
/// screen, action and edge keeps the byte span of its element, so diagnostics point at
/// the storyboard's own line and column.
public enum StoryboardReader {
    public struct Problem: Sendable {
        /// Index into the `files` passed to `read`.
        public var file: Int
        public var span: ByteSpan
        public var message: String
    }

    /// All storyboards of one run form one graph, so that references resolve across files.
    /// `document.sources` are `files`, in the same order. A file that is not valid XML is
    /// a problem at its line and column; the others are still read.
    public static func read(_ files: [SourceFile]) -> (document: FlowDocument?, problems: [Problem]) {
        var problems: [Problem] = []
        var parsed: [StoryboardXML?] = []
        for (index, file) in files.enumerated() {
            switch StoryboardXML.parse(file) {
            case .success(let xml):
                parsed.append(xml)
            case .failure(let error):
                parsed.append(nil)
                problems.append(Problem(file: index, span: error.span, message: error.message))
            }
        }
        guard parsed.contains(where: { $0 != nil }) else { return (nil, problems) }
        var builder = StoryboardGraphBuilder(files: files, parsed: parsed)
        return (builder.build(), problems)
    }
}

/// A controller of one scene, keyed by its file and IB id.
private struct ControllerKey: Hashable {
    var file: Int
    var id: String
}

private enum ControllerKind {
    case screen
    case navigation
    case tabBar
    case splitView
    /// `viewControllerPlaceholder`: a scene of another (or the same) storyboard.
    case reference(storyboardName: String?, identifier: String?)
}

private struct Controller {
    var key: ControllerKey
    var element: Int
    var kind: ControllerKind
    /// Relationship children in document order (root, tabs, master and detail).
    var children: [ControllerKey] = []
    /// The relationship segues' elements, parallel to `children`.
    var childSegues: [Int] = []
}

/// One segue that becomes an action, or a dismissing control inferred from an action
/// method or from the controller's kind.
private struct Trigger {
    var file: Int
    /// The scene's controller: the action belongs to the screen it resolves to.
    var owner: ControllerKey
    /// The control element, or nil for a manual segue.
    var control: Int?
    /// The segue element, or nil for an inferred dismissal.
    var segue: Int?
    /// The segue's `kind`, or `StoryboardGraphBuilder.inferredKind` / `.playerDoneKind`.
    var kind: String
    var destination: ControllerKey?
}

private struct StoryboardGraphBuilder {
    let files: [SourceFile]
    let parsed: [StoryboardXML?]
    let storyboardNames: [String]

    private var controllers: [ControllerKey: Controller] = [:]
    private var controllerOrder: [ControllerKey] = []
    /// Embedded child -> the controller whose container view holds it.
    private var embedParents: [ControllerKey: ControllerKey] = [:]
    private var triggers: [Trigger] = []
    /// The screens being built, with what their ids are made from.
    private var screens: [Screen] = []
    private var nameCandidates: [StoryboardNaming.Candidate] = []
    private var screenOfController: [ControllerKey: Int] = [:]
    /// Leaf screens for references to storyboards (or identifiers) not in the run.
    private var leafByReference: [String: Int] = [:]
    private var firstFileOfName: [String: Int] = [:]
    /// Per file, Storyboard ID -> controller id (the first scene with it), for references.
    private var controllerByStoryboardIdentifier: [Int: [String: String]] = [:]

    init(files: [SourceFile], parsed: [StoryboardXML?]) {
        self.files = files
        self.parsed = parsed
        storyboardNames = files.map { StoryboardNaming.storyboardName(ofPath: $0.path) }
        for (index, name) in storyboardNames.enumerated() where parsed[index] != nil && firstFileOfName[name] == nil {
            firstFileOfName[name] = index
        }
    }

    mutating func build() -> FlowDocument {
        for (file, xml) in parsed.enumerated() {
            guard let xml else { continue }
            collectScenes(file: file, xml: xml)
        }
        createScreens()
        let navigationMembers = screensInNavigation()
        assignContainers()
        buildActions(navigationMembers: navigationMembers)
        let ids = StoryboardNaming.uniqueIDs(for: nameCandidates)
        for index in screens.indices { screens[index].id = ids[index] }
        rewriteTargets(ids: ids)
        return document()
    }

    // MARK: Scenes and segues

    private mutating func collectScenes(file: Int, xml: StoryboardXML) {
        for element in xml.descendants(of: 0) where xml.elements[element].name == "scene" {
            guard let objects = xml.children(of: element, named: "objects").first else { continue }
            guard let controllerElement = xml.elements[objects].children.first(where: {
                xml.elements[$0]["sceneMemberID"] == "viewController" && xml.elements[$0]["id"] != nil
            }) else { continue }
            let controller = xml.elements[controllerElement]
            let key = ControllerKey(file: file, id: controller["id"]!)
            let kind: ControllerKind
            switch controller.name {
            case "navigationController": kind = .navigation
            case "tabBarController": kind = .tabBar
            case "splitViewController": kind = .splitView
            case "viewControllerPlaceholder":
                kind = .reference(storyboardName: controller["storyboardName"], identifier: controller["referencedIdentifier"])
            default: kind = .screen
            }
            controllers[key] = Controller(key: key, element: controllerElement, kind: kind)
            if let identifier = controller["storyboardIdentifier"], controllerByStoryboardIdentifier[file]?[identifier] == nil {
                controllerByStoryboardIdentifier[file, default: [:]][identifier] = key.id
            }
            controllerOrder.append(key)
            collectTriggers(scene: element, controller: key, controllerElement: controllerElement, xml: xml)
            if controller.name == "avPlayerViewController" {
                // AVPlayerViewController shows its own Done button when presented.
                triggers.append(Trigger(
                    file: file, owner: key, control: controllerElement, segue: nil,
                    kind: StoryboardGraphBuilder.playerDoneKind, destination: nil))
            }
        }
    }

    private mutating func collectTriggers(scene: Int, controller: ControllerKey, controllerElement: Int, xml: StoryboardXML) {
        var controlsWithActions = Set<Int>()
        for element in xml.descendants(of: scene) {
            let node = xml.elements[element]
            if node.name == "segue" {
                collectSegue(element, owner: controller, controllerElement: controllerElement, xml: xml)
            } else if node.name == "action", let parent = node.parent, xml.elements[parent].name == "connections",
                      let control = xml.elements[parent].parent, control != controllerElement,
                      controlsWithActions.insert(control).inserted {
                // Counted once per control; a control that also triggers a segue is that segue.
                guard !xml.elements[parent].children.contains(where: { xml.elements[$0].name == "segue" }) else { continue }
                let label = StoryboardControls.title(of: control, in: xml) ?? ""
                if StoryboardControls.isInferredDismissal(control, label: label, in: xml) {
                    triggers.append(Trigger(
                        file: controller.file, owner: controller, control: control, segue: nil,
                        kind: StoryboardGraphBuilder.inferredKind, destination: nil))
                }
            }
        }
    }

    private mutating func collectSegue(_ element: Int, owner: ControllerKey, controllerElement: Int, xml: StoryboardXML) {
        let segue = xml.elements[element]
        // `<segue reference="..."/>` repeats a segue defined elsewhere: one segue, one action.
        guard let kind = segue["kind"] else { return }
        let destination = segue["destination"].map { ControllerKey(file: owner.file, id: $0) }
        var control: Int?
        if let parent = segue.parent, xml.elements[parent].name == "connections",
           let holder = xml.elements[parent].parent, holder != controllerElement {
            control = holder
        }
        switch kind {
        case "relationship":
            guard let destination, control == nil else { return }
            controllers[owner]?.children.append(destination)
            controllers[owner]?.childSegues.append(element)
        case "embed":
            guard let destination else { return }
            embedParents[destination] = owner
        default:
            triggers.append(Trigger(
                file: owner.file, owner: owner, control: control, segue: element, kind: kind,
                destination: destination))
        }
    }

    // MARK: Screens and resolution

    private mutating func createScreens() {
        for key in controllerOrder {
            guard let controller = controllers[key], case .screen = controller.kind,
                  embedParents[key] == nil, let xml = parsed[key.file] else { continue }
            let element = xml.elements[controller.element]
            var screen = Screen(id: "", idSpan: element.span, file: key.file)
            screen.title = title(of: controller.element, in: xml)
            screen.presentation = style(element, "modalPresentationStyle", in: xml)
            screen.transition = transition(element, "modalTransitionStyle", in: xml)
            if element.name == "avPlayerViewController" {
                // A fact a storyboard can state: the player shows video, immersive content.
                screen.content = Located([.video], at: element.span)
            }
            let line = files[key.file].position(at: element.span.start).line
            addScreen(screen, preferredNames: [element["storyboardIdentifier"], element["customClass"], screen.title?.value],
                      fallback: "\(element.name)-\(storyboardNames[key.file])-\(line)", file: key.file)
            screenOfController[key] = screens.count - 1
        }
        // References, in document order, so leaves are created deterministically.
        for key in controllerOrder {
            if case .reference = controllers[key]?.kind { _ = resolve(key) }
        }
    }

    private mutating func addScreen(_ screen: Screen, preferredNames: [String?], fallback: String, file: Int) {
        let preferred = preferredNames.lazy.compactMap { StoryboardNaming.sanitize($0) }.first
        nameCandidates.append(StoryboardNaming.Candidate(
            preferred: preferred, fallback: StoryboardNaming.sanitize(fallback) ?? "scene",
            storyboardName: storyboardNames[file], file: file))
        screens.append(screen)
    }

    /// The screen a segue to `key` reaches: the controller itself, a container's root (or
    /// first child), the scene a reference names, or the screen an embedded child is part of.
    private mutating func resolve(_ start: ControllerKey) -> Int? {
        var key = start
        // Bounded: a cycle of references or embeds resolves to nothing rather than hanging.
        for _ in 0..<64 {
            if let parent = embedParents[key] {
                key = parent
                continue
            }
            if let screen = screenOfController[key] { return screen }
            guard let controller = controllers[key] else { return nil }
            switch controller.kind {
            case .screen:
                return nil
            case .navigation, .tabBar, .splitView:
                guard let first = controller.children.first else { return nil }
                key = first
            case .reference(let storyboardName, let identifier):
                let targetFile = storyboardName.map { firstFileOfName[$0] } ?? key.file
                if let targetFile, let xml = parsed[targetFile],
                   let id = identifier.flatMap({ controllerID(storyboardIdentifier: $0, in: targetFile) })
                    ?? (identifier == nil ? xml.root?["initialViewController"] : nil) {
                    key = ControllerKey(file: targetFile, id: id)
                } else {
                    return leaf(for: controller, storyboardName: storyboardName, identifier: identifier)
                }
            }
        }
        return nil
    }

    private func controllerID(storyboardIdentifier: String, in file: Int) -> String? {
        controllerByStoryboardIdentifier[file]?[storyboardIdentifier]
    }

    /// A reference to a scene not in the run: a screen of its own, kept as a leaf.
    private mutating func leaf(for controller: Controller, storyboardName: String?, identifier: String?) -> Int {
        let referenceKey = "\(storyboardName ?? "")\u{0}\(identifier ?? "")"
        if let existing = leafByReference[referenceKey] { return existing }
        let xml = parsed[controller.key.file]!
        let span = xml.elements[controller.element].span
        let line = files[controller.key.file].position(at: span.start).line
        var screen = Screen(id: "", idSpan: span, file: controller.key.file)
        screen.hasUnknownContents = true
        addScreen(screen, preferredNames: [identifier, storyboardName],
                  fallback: "reference-\(storyboardNames[controller.key.file])-\(line)", file: controller.key.file)
        leafByReference[referenceKey] = screens.count - 1
        screenOfController[controller.key] = screens.count - 1
        return screens.count - 1
    }

    // MARK: Containers

    /// The screens inside a navigation controller: each root, and what they `show` or
    /// `push`, transitively (a worklist: linear in screens and segues).
    private mutating func screensInNavigation() -> Set<Int> {
        var members = Set<Int>()
        var work: [Int] = []
        for key in controllerOrder {
            guard let controller = controllers[key], case .navigation = controller.kind,
                  let root = controller.children.first, let screen = resolve(root) else { continue }
            if members.insert(screen).inserted { work.append(screen) }
        }
        var pushesBySource: [Int: [Int]] = [:]
        for trigger in triggers where ["show", "push", "showDetail"].contains(trigger.kind) {
            guard let source = resolve(trigger.owner), let destination = trigger.destination,
                  let target = resolve(destination) else { continue }
            pushesBySource[source, default: []].append(target)
        }
        while let screen = work.popLast() {
            for target in pushesBySource[screen] ?? [] where members.insert(target).inserted {
                work.append(target)
            }
        }
        return members
    }

    private mutating func assignContainers() {
        // Navigation first; a tab or split pane is the more telling fact, so it wins.
        for pass in [0, 1, 2] {
            for key in controllerOrder {
                guard let controller = controllers[key], let xml = parsed[key.file] else { continue }
                let container: ContainerKind
                switch (controller.kind, pass) {
                case (.navigation, 0): container = .navigation
                case (.tabBar, 1): container = .tabBar
                case (.splitView, 2): container = .splitView
                default: continue
                }
                for (child, segue) in zip(controller.children, controller.childSegues) {
                    // A navigation controller inside a tab gives its root `navigation`.
                    if container == .tabBar, case .navigation? = controllers[child]?.kind { continue }
                    guard let screen = resolve(child) else { continue }
                    screens[screen].container = Located(container, at: xml.elements[segue].span)
                    if container == .navigation {
                        // A presented navigation controller's own style is its root's.
                        let element = xml.elements[controller.element]
                        if screens[screen].presentation == nil {
                            screens[screen].presentation = style(element, "modalPresentationStyle", in: xml)
                        }
                        if screens[screen].transition == nil {
                            screens[screen].transition = transition(element, "modalTransitionStyle", in: xml)
                        }
                    }
                    if pass == 0 { break }
                }
            }
        }
    }

    // MARK: Actions

    /// Targets are screen indices while building (`#<index>`); ids exist only at the end.
    private mutating func buildActions(navigationMembers: Set<Int>) {
        var actionsByScreen: [Int: [(order: Int, action: Action)]] = [:]
        for trigger in triggers {
            // An embedded player shows no Done button of its own.
            if trigger.kind == StoryboardGraphBuilder.playerDoneKind, embedParents[trigger.owner] != nil { continue }
            guard let source = resolve(trigger.owner), let xml = parsed[trigger.file] else { continue }
            guard var action = action(for: trigger, source: source, inNavigation: navigationMembers.contains(source), xml: xml)
            else { continue }
            if trigger.segue == nil { action.isInferred = true }
            actionsByScreen[source, default: []].append((action.span.start, action))
        }
        for (screen, actions) in actionsByScreen {
            // Document order of the controls (stable for a control with several segues).
            screens[screen].actions = actions.enumerated()
                .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
                .map { $0.element.action }
        }
    }

    /// The trigger kind of a Cancel, Done or Close wired to an action method.
    static let inferredKind = "inferred"
    /// The trigger kind of AVPlayerViewController's built-in Done button.
    static let playerDoneKind = "avPlayerDone"

    private mutating func action(for trigger: Trigger, source: Int, inNavigation: Bool, xml: StoryboardXML) -> Action? {
        if trigger.kind == StoryboardGraphBuilder.playerDoneKind, let control = trigger.control {
            // It only closes the player: role close.
            let span = xml.elements[control].span
            var action = Action(span: span, label: Located("Done", at: span))
            action.role = Located(.close, at: span)
            action.dismiss = Located(true, at: span)
            return action
        }
        let segueElement = trigger.segue.map { xml.elements[$0] }
        let controlTitle = trigger.control.flatMap { StoryboardControls.title(of: $0, in: xml) }
        let identifier = segueElement?["identifier"].flatMap { StoryboardControls.trim($0).isEmpty ? nil : $0 }
        let anchor = trigger.control ?? trigger.segue!
        let span = xml.elements[anchor].span
        let labelText = controlTitle ?? identifier
            ?? trigger.control.map { StoryboardControls.fallbackLabel(of: $0, in: xml) } ?? "Segue"
        var action = Action(span: span, label: Located(labelText, at: span))
        if let control = trigger.control, let role = StoryboardControls.role(of: control, label: labelText, in: xml) {
            action.role = Located(role, at: span)
        }
        guard let segueElement else {
            action.dismiss = Located(true, at: span)
            return action
        }
        let segueSpan = segueElement.span
        if trigger.kind == "unwind" {
            action.dismiss = Located(true, at: segueSpan)
            return action
        }
        guard let destination = trigger.destination, let target = resolve(destination) else { return nil }
        let targetRef = Located("#\(target)", at: segueSpan)
        switch trigger.kind {
        case "show", "push":
            if inNavigation {
                action.push = targetRef
            } else {
                action.present = targetRef
            }
        case "showDetail":
            action.push = targetRef
        case "presentation", "modal":
            action.present = targetRef
            action.style = style(segueElement, "modalPresentationStyle", in: xml)
            action.transition = transition(segueElement, "modalTransitionStyle", in: xml)
        case "popoverPresentation", "popover":
            action.present = targetRef
            action.style = Located(.popover, at: segueSpan)
        case "custom":
            action.present = targetRef
            action.style = Located(.custom, at: segueSpan)
        default:
            // A segue kind Xcode may add some day: skipped, never an error.
            return nil
        }
        return action
    }

    private mutating func rewriteTargets(ids: [String]) {
        func rewrite(_ located: inout Located<String>?) {
            guard let value = located?.value, value.hasPrefix("#"), let index = Int(value.dropFirst()) else { return }
            located?.value = ids[index]
        }
        for screen in screens.indices {
            for action in screens[screen].actions.indices {
                rewrite(&screens[screen].actions[action].present)
                rewrite(&screens[screen].actions[action].push)
            }
        }
    }

    // MARK: Document

    private mutating func document() -> FlowDocument {
        var entries: [String] = []
        var seen = Set<String>()
        var entrySpan = ByteSpan.at(0)
        for (file, xml) in parsed.enumerated() {
            guard let xml, let root = xml.root, let initial = root["initialViewController"],
                  let screen = resolve(ControllerKey(file: file, id: initial)) else { continue }
            if entries.isEmpty { entrySpan = root.span }
            if seen.insert(screens[screen].id).inserted { entries.append(screens[screen].id) }
        }
        for key in controllerOrder {
            guard let controller = controllers[key], case .tabBar = controller.kind else { continue }
            for child in controller.children {
                if let screen = resolve(child), seen.insert(screens[screen].id).inserted {
                    entries.append(screens[screen].id)
                }
            }
        }
        var screensKeySpan = ByteSpan.at(0)
        if let first = parsed.first, let xml = first {
            screensKeySpan = xml.elements.first(where: { $0.name == "scenes" })?.span ?? xml.elements[0].span
        }
        var document = FlowDocument(
            origin: .storyboard, sources: files,
            entry: entries.first.map { Located($0, at: entrySpan) },
            screensKeySpan: screensKeySpan, screens: screens,
            additionalEntries: Array(entries.dropFirst()))
        // An inference may only silence a problem, never raise one: on a screen that no
        // segue brings into a modal context (one presented from code), a Cancel wired to
        // an action method closes a modal the storyboard does not show, so it is left out
        // rather than reported as a dismiss that closes nothing.
        let graph = FlowGraph(document: document)
        for index in document.screens.indices where graph.modalContextDepth[index] == nil {
            document.screens[index].actions.removeAll { $0.isInferred }
        }
        return document
    }

    // MARK: Attributes

    private func title(of controller: Int, in xml: StoryboardXML) -> Located<String>? {
        for child in xml.elements[controller].children {
            let item = xml.elements[child]
            if item.name == "navigationItem", let title = item["title"], !StoryboardControls.trim(title).isEmpty {
                return Located(title, at: item.span)
            }
        }
        let element = xml.elements[controller]
        if let title = element["title"], !StoryboardControls.trim(title).isEmpty {
            return Located(title, at: element.span)
        }
        return nil
    }

    private func style(_ element: StoryboardXML.Element, _ attribute: String, in xml: StoryboardXML) -> Located<PresentationStyle>? {
        guard let value = element[attribute], let style = PresentationStyle(rawValue: value) else { return nil }
        return Located(style, at: element.span)
    }

    private func transition(_ element: StoryboardXML.Element, _ attribute: String, in xml: StoryboardXML) -> Located<TransitionStyle>? {
        guard let value = element[attribute], let transition = TransitionStyle(rawValue: value) else { return nil }
        return Located(transition, at: element.span)
    }
}
