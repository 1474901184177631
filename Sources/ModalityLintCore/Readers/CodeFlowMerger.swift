/// Merges the screens that code states into the app's document: one screen per class or
/// view type, whether a storyboard scene, code, or both state it.
///
/// A code screen whose name is a scene's class joins that scene: the scene keeps its
/// storyboard facts and position (the class's title and buttons were already joined by the
/// storyboard reading), and gains the ways out that code takes (`present`, `push`). Any
/// other code screen is a screen of its own, at its type's name. Targets resolve by name,
/// or by Storyboard ID; one that names nothing the run holds is an edge of unknown target.
enum CodeFlowMerger {
    static func merge(_ flow: CodeFlow, into base: FlowDocument?, sources: [SourceFile]) -> FlowDocument {
        var document = base ?? FlowDocument(origin: .code, sources: sources)
        document.sources = sources
        var screenByClass: [String: Int] = [:]
        for (index, screen) in document.screens.enumerated() {
            if let name = screen.className, screenByClass[name] == nil { screenByClass[name] = index }
        }
        var takenIDs = Set(document.screens.map(\.id))

        // Screens first, so that every target can be resolved.
        var indexOfCodeScreen: [Int] = []
        var joinsScene: [Bool] = []
        for codeScreen in flow.screens {
            if let existing = screenByClass[codeScreen.name] {
                indexOfCodeScreen.append(existing)
                joinsScene.append(true)
                continue
            }
            var screen = Screen(id: uniqueID(for: codeScreen.name, taken: &takenIDs), idSpan: codeScreen.place.span,
                                file: codeScreen.place.file)
            let isScreen = codeScreen.kind == .screen && !codeScreen.isUnnamedPresenter
            screen.className = isScreen ? codeScreen.name : nil
            screen.codeDeclaration = isScreen ? codeScreen.place : nil
            screen.isUnnamedPresenter = codeScreen.isUnnamedPresenter
            screen.unknownFacts = codeScreen.unknownFacts
            screen.openReasons = codeScreen.openReasons
            screen.isSwiftUI = codeScreen.isSwiftUI
            screen.progressView = codeScreen.progressView
            screen.dismissalLeftOutOfiOS = codeScreen.dismissalLeftOutOfiOS
            screen.closedByCode = codeScreen.closedByCode
            screen.closedOnEveryPath = codeScreen.closedOnEveryPath
            screen.returnsToItself = codeScreen.returnsToItself
            screen.relaysWebPage = codeScreen.relaysWebPage
            screen.takesText = codeScreen.takesText
            screen.contentHolder = codeScreen.contentHolder
            screen.madeByCall = codeScreen.madeByCall
            screen.untitledByHelper = codeScreen.untitledByHelper
            screen.messageHandedBy = codeScreen.messageHandedBy
            screen.madeByLegacyAlertClass = codeScreen.madeByLegacyAlertClass
            screen.displayName = codeScreen.displayName
            if let message = codeScreen.message { screen.message = Located(message, at: codeScreen.place.span) }
            screen.untitledCalls = codeScreen.untitledCalls
            screen.titleInContent = codeScreen.titleInContent
            if codeScreen.kind != .screen { screen.kind = Located(codeScreen.kind, at: codeScreen.place.span) }
            if let title = codeScreen.title {
                // The place of the fact is in `codeFacts`; the value stands at the screen.
                screen.title = Located(title.text ?? ReadingWords.titleSetInCode, at: codeScreen.place.span)
                screen.codeFacts.append(CodeFact(.title, at: title.place))
            }
            if let container = codeScreen.container {
                screen.container = Located(container.kind, at: codeScreen.place.span)
                screen.codeFacts.append(CodeFact(.container, at: container.place))
            }
            if let edits = codeScreen.editsContent {
                screen.editsContent = Located(edits.value, at: codeScreen.place.span)
                screen.codeFacts.append(CodeFact(.editsContent, at: edits.place))
            }
            if let content = codeScreen.content {
                screen.content = Located(content.kinds, at: codeScreen.place.span)
                screen.codeFacts.append(CodeFact(.content, at: content.place))
            }
            if let gesture = codeScreen.dismissGesture {
                screen.dismissGesture = Located(gesture.value, at: codeScreen.place.span)
                screen.codeFacts.append(CodeFact(.dismissGesture, at: gesture.place))
            }
            if let presentation = codeScreen.presentation {
                screen.presentation = Located(presentation.value, at: codeScreen.place.span)
                screen.codeFacts.append(CodeFact(.presentation, at: presentation.place))
            }
            if let transition = codeScreen.transition {
                screen.transition = Located(transition.value, at: codeScreen.place.span)
                screen.codeFacts.append(CodeFact(.transition, at: transition.place))
            }
            document.screens.append(screen)
            screenByClass[codeScreen.name] = document.screens.count - 1
            indexOfCodeScreen.append(document.screens.count - 1)
            joinsScene.append(false)
            if codeScreen.isEntry { document.additionalEntries.append(screen.id) }
        }

        for (codeIndex, codeScreen) in flow.screens.enumerated() {
            let index = indexOfCodeScreen[codeIndex]
            for codeAction in codeScreen.actions {
                // A joined scene's own buttons came with the storyboard reading; code adds
                // the ways it leads elsewhere, those whose target it does not name included.
                if joinsScene[codeIndex], codeAction.target == nil, codeAction.edge == nil { continue }
                document.screens[index].actions.append(action(from: codeAction, document: document, screenByClass: screenByClass))
            }
        }
        for (target, place) in flow.presenterClosings {
            // Wherever the screen comes from (code, a scene of its class or its Storyboard ID).
            guard let screen = index(of: target, document: document, screenByClass: screenByClass) else { continue }
            document.screens[screen].open(.actions, .closedByPresenter, words: "dismiss", at: place)
        }
        for (target, place) in flow.presenterTitles {
            guard let screen = index(of: target, document: document, screenByClass: screenByClass),
                  document.screens[screen].title == nil else { continue }
            document.screens[screen].open(.title, .presenterTitle, at: place)
        }
        for target in flow.rootTargets {
            // Wherever the screen comes from (code, a scene of its class or its Storyboard ID).
            guard let screen = index(of: target, document: document, screenByClass: screenByClass) else { continue }
            let id = document.screens[screen].id
            if document.entry?.value != id, !document.additionalEntries.contains(id) { document.additionalEntries.append(id) }
        }
        if document.entry == nil, let first = document.additionalEntries.first {
            document.entry = Located(first, at: .at(0))
            document.additionalEntries.removeFirst()
        }
        return document
    }

    /// The document's screen a code target names, nil when it names nothing the run holds.
    private static func index(of target: CodeAction.Target, document: FlowDocument, screenByClass: [String: Int]) -> Int? {
        switch target {
        case .screen(let name): return screenByClass[name]
        case .storyboardIdentifier(let identifier): return document.screenByStoryboardIdentifier[identifier]
        case .storyboardInitialScene(let name): return document.screenByInitialScene[name]
        }
    }

    private static func action(from codeAction: CodeAction, document: FlowDocument, screenByClass: [String: Int]) -> Action {
        let span = codeAction.place.span
        // Empty words (`Button("") { ... }` with an image added, a custom control read as a
        // button) show nothing to name it by: named by its kind, as a storyboard's untitled
        // button is, never by an empty label no flow file could hold.
        let hasWords = codeAction.label.contains(where: { !$0.isWhitespace })
        var action = Action(span: span, label: Located(hasWords ? codeAction.label : "Button", at: span))
        action.file = codeAction.place.file
        action.labelKind = hasWords ? codeAction.labelKind : .none
        action.endsAMode = codeAction.endsAMode
        action.onlyCloses = codeAction.onlyCloses
        action.shownOnlyWhen = codeAction.shownOnlyWhen
        action.routeTargets = codeAction.routeTargets.compactMap { screenByClass[$0] }.map { document.screens[$0].id }
        action.isAddedWherePresented = codeAction.isAddedWherePresented
        action.handlerPlace = codeAction.handlerPlace
        action.unknownFacts = codeAction.unknownFacts
        action.openReasons = codeAction.openReasons
        if let role = codeAction.role { action.role = Located(role, at: span) }
        switch codeAction.dismisses {
        case true?: action.dismiss = Located(true, at: span)
        case false?: break
        case nil: action.unknownFacts.insert(.dismiss)
        }
        if let confirm = codeAction.confirm, let confirmIndex = screenByClass[confirm] {
            action.confirm = Located(document.screens[confirmIndex].id, at: span)
        }
        guard let edge = codeAction.edge else { return action }
        // The edge's own place when it is in the action's file (every span of an action is);
        // a control whose method, in an extension in another file, presents is placed at the
        // control: a span of the other file would name a line of this one.
        let edgeSpan = codeAction.edgePlace.flatMap { $0.file == codeAction.place.file ? $0.span : nil } ?? span
        if let edgePlace = codeAction.edgePlace, edgePlace.file != codeAction.place.file { action.edgeElsewhere = edgePlace }
        action.usedAt = codeAction.usedAt
        guard let target = codeAction.target else {
            if edge == .present { action.unnamedPresentation = edgeSpan }
            return action
        }
        guard let targetIndex = index(of: target, document: document, screenByClass: screenByClass) else {
            action.unknownFacts.insert(.target)
            if edge == .present { action.unnamedPresentation = edgeSpan }
            return action
        }
        if codeAction.isRootSwitch {
            // The app's shell taking over: not a modal presentation, its target of unknown
            // kind, as a storyboard's root switch is.
            action.isRootSwitch = true
            action.unknownFacts.insert(.target)
            return action
        }
        let reference = Located(document.screens[targetIndex].id, at: edgeSpan)
        switch edge {
        case .present:
            action.present = reference
            if let style = codeAction.style { action.style = Located(style, at: edgeSpan) }
            if let transition = codeAction.transition {
                let setAt = codeAction.transitionPlace.flatMap { $0.file == codeAction.place.file ? $0.span : nil }
                action.transition = Located(transition, at: setAt ?? edgeSpan)
            }
            action.presentsWithoutAnimation = codeAction.presentsWithoutAnimation
            if let compact = codeAction.compact { action.compact = Located(compact, at: edgeSpan) }
            action.compactMethod = codeAction.compactMethod
        case .push:
            action.push = reference
        }
        return action
    }

    /// `name` as a flow-file id, numbered when another screen has it already.
    private static func uniqueID(for name: String, taken: inout Set<String>) -> String {
        let base = StoryboardNaming.sanitize(name) ?? "screen"
        var id = base
        var number = 2
        while taken.contains(id) {
            id = "\(base)-\(number)"
            number += 1
        }
        taken.insert(id)
        return id
    }
}

/// Words the readers share for values code sets but does not spell out.
enum ReadingWords {
    /// The title of a screen whose code sets it from a value the reading cannot see.
    static let titleSetInCode = "(set in code)"
}
