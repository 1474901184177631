import XCTest
@testable import ModalityLintCore

/// Logic of the rules of branch rules-b, on documents built in Swift (the documents'
/// examples in Rules/*.md and the fixtures check them end to end through the parser).
final class RulesBTests: XCTestCase {
    // MARK: Building documents

    /// Every screen key and action gets its own offset, so that tests can tell places apart.
    private struct Builder {
        var screens: [Screen] = []
        var offset = 0

        mutating func nextSpan() -> ByteSpan {
            offset += 10
            return ByteSpan(start: offset, end: offset + 1)
        }

        mutating func add(_ id: String, kind: ScreenKind? = nil, _ configure: (inout Screen) -> Void = { _ in },
                          actions: [(inout Action) -> Void] = []) {
            var screen = Screen(id: id, idSpan: nextSpan())
            if let kind { screen.kind = Located(kind, at: .at(0)) }
            configure(&screen)
            for setUp in actions {
                var action = Action(span: nextSpan(), label: Located("x", at: .at(0)))
                setUp(&action)
                screen.actions.append(action)
            }
            screens.append(screen)
        }

        func document(
            origin: FlowDocument.Origin = .flowFile, devices: [Device]? = nil, navigationBar: String? = nil
        ) -> FlowDocument {
            FlowDocument(
                origin: origin, sources: [SourceFile(path: "t", text: "")],
                devices: devices.map { Located($0, at: .at(0)) },
                defaultNavigationBar: navigationBar.map { Located($0, at: .at(0)) },
                screensKeySpan: .at(1), screens: screens)
        }
    }

    private static func at() -> ByteSpan { ByteSpan(start: 7, end: 8) }

    private func label(_ text: String) -> (inout Action) -> Void {
        { $0.label = Located(text, at: .at(0)) }
    }

    private func present(_ id: String, style: PresentationStyle? = nil, transition: TransitionStyle? = nil,
                         compact: CompactStyle? = nil, dismiss: Bool = false) -> (inout Action) -> Void {
        { action in
            action.present = Located(id, key: ByteSpan(start: action.span.start + 1, end: action.span.start + 2),
                                     value: .at(0))
            if let style { action.style = Located(style, at: .at(0)) }
            if let transition {
                action.transition = Located(
                    transition, key: ByteSpan(start: action.span.start + 3, end: action.span.start + 4), value: .at(0))
            }
            if let compact { action.compact = Located(compact, at: .at(0)) }
            if dismiss { action.dismiss = Located(true, at: .at(0)) }
        }
    }

    private func push(_ id: String) -> (inout Action) -> Void {
        { $0.push = Located(id, at: .at(0)) }
    }

    private func confirm(_ id: String) -> (inout Action) -> Void {
        { $0.confirm = Located(id, at: .at(0)) }
    }

    private func dismiss(role: ActionRole, label text: String = "x") -> (inout Action) -> Void {
        { action in
            action.role = Located(role, at: .at(0))
            action.dismiss = Located(true, at: .at(0))
            action.label = Located(text, at: .at(0))
        }
    }

    private func role(_ role: ActionRole, label text: String) -> (inout Action) -> Void {
        { action in
            action.role = Located(role, at: .at(0))
            action.label = Located(text, at: .at(0))
        }
    }

    private func findings(_ rule: any Rule.Type, _ document: FlowDocument,
                          options: [String: OptionValue] = [:]) -> [Finding] {
        let context = RuleContext(document: document, graph: FlowGraph(document: document), options: options)
        rule.init().check(context)
        return context.findings
    }

    private func subjects(_ rule: any Rule.Type, _ document: FlowDocument,
                          options: [String: OptionValue] = [:]) -> [String] {
        findings(rule, document, options: options).map(\.subject)
    }

    // MARK: action-sheet-cancel

    func testActionSheetWithoutCancelIsReportedAtTheScreen() {
        var b = Builder()
        b.add("home", actions: [present("share")])
        b.add("share", kind: .actionSheet, actions: [label("Copy")])
        b.add("withCancel", kind: .actionSheet, actions: [label("Copy"), role(.cancel, label: "Cancel")])
        b.add("alert", kind: .alert, actions: [label("OK")])
        b.add("mislabelled", kind: .actionSheet, actions: [label("Copy"), label("Cancel")])
        let found = findings(ActionSheetCancelRule.self, b.document())
        XCTAssertEqual(found.map(\.subject), ["share", "mislabelled"])
        XCTAssertEqual(found.first?.span, b.screens[1].idSpan)
        XCTAssertTrue(found[0].message.contains("add `{ label: Cancel, role: cancel }`"))
        XCTAssertTrue(found[1].message.contains("is not its cancel action: give it `role: cancel`"))
    }

    /// A notice shown as an action sheet (one OK, or one Cancel: nothing to choose) is told
    /// to be an alert, not to add a Cancel beside OK nor to give the lone Cancel the cancel
    /// style; a destructive action labelled Cancel is never told to take the cancel style.
    /// Near miss: one choice that is not an acknowledgement still needs Cancel.
    func testActionSheetAdviceFitsANoticeAndADestructiveCancel() {
        var b = Builder()
        b.add("home", actions: [present("sent"), present("manage"), present("share"), present("invalidCode"), present("copied")])
        b.add("sent", kind: .actionSheet, actions: [label("OK")])
        b.add("manage", kind: .actionSheet, actions: [role(.destructive, label: "Cancel"), label("Continue")])
        b.add("share", kind: .actionSheet, actions: [label("Copy Link")])
        b.add("invalidCode", kind: .actionSheet, actions: [label("Cancel")])
        // Okay acknowledges as OK does (blind round 39, a wallet's "Address Copied").
        b.add("copied", kind: .actionSheet, actions: [label("Okay")])
        let found = findings(ActionSheetCancelRule.self, b.document())
        XCTAssertEqual(found.map(\.subject), ["sent", "manage", "share", "invalidCode", "copied"])
        XCTAssertTrue(found[4].message.contains("offers only 'Okay'"), found[4].message)
        XCTAssertTrue(found[0].message.contains("offers only 'OK'"), found[0].message)
        XCTAssertTrue(found[0].message.contains("make it `kind: alert`"), found[0].message)
        XCTAssertTrue(found[3].message.contains("offers only 'Cancel'"), found[3].message)
        XCTAssertTrue(found[3].message.contains("make it `kind: alert`"), found[3].message)
        XCTAssertFalse(found[3].message.contains("role: cancel"), found[3].message)
        XCTAssertTrue(found[1].message.contains("'Cancel' action is destructive"), found[1].message)
        XCTAssertFalse(found[1].message.contains("give it `role: cancel`"), found[1].message)
        XCTAssertTrue(found[2].message.contains("add `{ label: Cancel, role: cancel }`"), found[2].message)
    }

    /// A No (or Not Now) with the default style is the way out already there: the advice is
    /// to give it the cancel style, not to add a Cancel beside it. Near miss: a destructive No
    /// and a Yes alone leave the sheet with no action that declines.
    func testADecliningActionIsToldToTakeTheCancelStyle() {
        var b = Builder()
        b.add("home", actions: [present("remove"), present("later"), present("confirm")])
        b.add("remove", kind: .actionSheet, actions: [label("No"), role(.destructive, label: "Yes")])
        b.add("later", kind: .actionSheet, actions: [label("Rate Now"), label("Not Now")])
        b.add("confirm", kind: .actionSheet, actions: [role(.destructive, label: "No"), label("Yes")])
        let found = findings(ActionSheetCancelRule.self, b.document())
        XCTAssertEqual(found.map(\.subject), ["remove", "later", "confirm"])
        XCTAssertTrue(found[0].message.contains("has a 'No' action that is not its cancel action: give it `role: cancel`"), found[0].message)
        XCTAssertTrue(found[1].message.contains("has a 'Not Now' action that is not its cancel action"), found[1].message)
        XCTAssertTrue(found[2].message.contains("add `{ label: Cancel, role: cancel }`"), found[2].message)
    }

    // MARK: modal-style-fit

    func testImmersiveContentInASheetIsReportedAtThePresent() {
        var b = Builder()
        b.add("home", actions: [present("player"), present("player", style: .fullScreen),
                                present("viewer", style: .formSheet), present("photoShare")])
        b.add("player") { $0.content = Located([.text, .video], at: .at(0)) }
        b.add("viewer") { $0.content = Located([.map], at: .at(0)) }
        b.add("photoShare", kind: .shareSheet) { $0.content = Located([.photo], at: .at(0)) }
        let found = findings(ModalStyleFitRule.self, b.document())
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.span, b.screens[0].actions[0].present?.keySpan)
        XCTAssertTrue(found.first?.message.contains("shows video content") ?? false)
    }

    func testSheetContextLargerThanTheLimitCountsPushesThroughCycles() {
        var b = Builder()
        b.add("home", actions: [present("wizard", style: .pageSheet), present("small"), present("wizard", style: .fullScreen)])
        b.add("wizard", actions: [push("s2"), push("s2")])
        // A Cancel and a Save on s2, which both contexts hold, make them tasks (not browsing).
        b.add("s2", actions: [push("s3"), dismiss(role: .cancel, label: "Cancel"), dismiss(role: .done, label: "Save")])
        b.add("s3", actions: [push("s4"), push("wizard")])
        b.add("s4", actions: [push("s5")])
        b.add("s5", actions: [push("s6")])
        b.add("s6", actions: [push("s2")])
        b.add("small", actions: [push("s5")])   // small, s5, s6, s2, s3, s4, wizard: 7 screens
        var found = findings(ModalStyleFitRule.self, b.document())
        XCTAssertEqual(found.map(\.span), [b.screens[0].actions[0].present!.keySpan, b.screens[0].actions[1].present!.keySpan])
        found = findings(ModalStyleFitRule.self, b.document(), options: ["max-sheet-screens": .integer(7)])
        XCTAssertEqual(found.count, 0)
        found = findings(ModalStyleFitRule.self, b.document(), options: ["max-sheet-screens": .integer(6)])
        XCTAssertEqual(found.map(\.span), [b.screens[0].actions[1].present!.keySpan])
    }

    /// A browsing context (no committing action, no Cancel: Settings closed with Done) may
    /// be a large sheet; the same context with a Save beside the Done is a task, and is not.
    func testLargeBrowsingSheetIsFineButALargeTaskSheetIsNot() {
        func settings(_ extra: [(inout Action) -> Void]) -> FlowDocument {
            var b = Builder()
            b.add("home", actions: [present("settings", style: .pageSheet)])
            b.add("settings", actions: [dismiss(role: .done, label: "Done"), push("a")] + extra)
            b.add("a", actions: [push("b")])
            b.add("b", actions: [push("c")])
            b.add("c")
            return b.document()
        }
        let options: [String: OptionValue] = ["max-sheet-screens": .integer(3)]
        XCTAssertEqual(findings(ModalStyleFitRule.self, settings([]), options: options).count, 0)
        XCTAssertEqual(findings(ModalStyleFitRule.self, settings([dismiss(role: .done, label: "Save")]), options: options).count, 1)
        XCTAssertEqual(findings(ModalStyleFitRule.self, settings([dismiss(role: .cancel, label: "Cancel")]), options: options).count, 1)
    }

    func testBoundedSearchStaysFastWithManyRootsSharingAHub() {
        // 3,000 sheets push one hub with 3,000 duplicate pushes: a search that scanned the
        // hub's actions for every root would do 9 million steps.
        var b = Builder()
        let count = 3000
        b.add("home", actions: (0..<count).map { present("sheet\($0)") })
        for index in 0..<count { b.add("sheet\(index)", actions: [push("hub")]) }
        b.add("hub", actions: Array(repeating: push("leaf"), count: count))
        b.add("leaf")
        let document = b.document()
        let start = Date()
        XCTAssertTrue(findings(ModalStyleFitRule.self, document).isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    // MARK: navigation-bar-appearance

    func testNavigationBarInModalContextComparedWithDefaults() {
        var b = Builder()
        b.add("home", { $0.navigationBar = Located("large", at: .at(0)) }, actions: [present("editor")])
        b.add("editor", { $0.navigationBar = Located("standard", at: .at(0)) }, actions: [push("details")])
        b.add("details", { $0.navigationBar = Located("transparent", key: .at(0), value: .at(99)) })
        b.add("plain", kind: .alert)
        XCTAssertEqual(findings(NavigationBarAppearanceRule.self, b.document(navigationBar: "standard")).map(\.span),
                       [.at(99)])
        XCTAssertTrue(findings(NavigationBarAppearanceRule.self, b.document()).isEmpty)
    }

    // MARK: compact-adaptation

    func testCurrentContextFromSplitViewOrPopoverNeedsASheetInCompactWidth() {
        var b = Builder()
        b.add("split", { $0.container = Located(.splitView, at: .at(0)) }, actions: [
            present("info", style: .currentContext),
            present("info", style: .overCurrentContext, compact: .style(.formSheet)),
            present("info", style: .currentContext, compact: .style(.fullScreen)),
            present("tip", style: .popover),
        ])
        b.add("info", actions: [dismiss(role: .done)])
        b.add("tip", actions: [push("tipMore"), present("info", style: .overCurrentContext, dismiss: true)])
        b.add("tipMore", actions: [present("info", style: .overCurrentContext), present("list", style: .popover, compact: CompactStyle.none)])
        b.add("list", actions: [present("info", style: .currentContext)])
        b.add("plain", actions: [present("info", style: .currentContext)])
        let expected = [b.screens[0].actions[0].present!.keySpan, b.screens[0].actions[2].present!.keySpan,
                        b.screens[3].actions[0].present!.keySpan, b.screens[3].actions[1].present!.keySpan,
                        b.screens[4].actions[0].present!.keySpan]
        XCTAssertEqual(findings(CompactAdaptationRule.self, b.document()).map(\.span), expected)
        XCTAssertEqual(findings(CompactAdaptationRule.self, b.document(devices: [.iphone])).map(\.span), expected)
        XCTAssertTrue(findings(CompactAdaptationRule.self, b.document(devices: [.ipad])).isEmpty)
    }

    // MARK: transition-style-compat

    func testPartialCurlNeedsFullScreenAndIsReportedWhereTheTransitionIsWritten() {
        var b = Builder()
        b.add("home", actions: [
            present("a", style: .pageSheet, transition: .partialCurl),
            present("a", style: .fullScreen, transition: .partialCurl),
            present("a", style: .fullScreenCover, transition: .partialCurl),
            present("b"),
            present("b", style: .fullScreen),
            present("b", transition: .coverVertical),
        ])
        b.add("a")
        b.add("b", { $0.transition = Located(.partialCurl, key: .at(500), value: .at(0)) })
        let found = findings(TransitionStyleCompatRule.self, b.document())
        XCTAssertEqual(found.map(\.span), [b.screens[0].actions[0].transition!.keySpan, .at(500)])
        XCTAssertTrue(found[0].message.contains("style pageSheet"))
        XCTAssertTrue(found[1].message.contains("style automatic"))
    }

    // MARK: modal-stack-depth

    func testThirdStackedModalIsReportedWithItsPath() {
        var b = Builder()
        b.add("library", actions: [present("editor")])
        b.add("editor", actions: [present("picker"), present("alert"), push("form")])
        b.add("picker", actions: [present("crop"), present("alert"), present("swap", dismiss: true)])
        b.add("crop", actions: [present("library")])
        b.add("alert", kind: .alert, actions: [present("sub")])
        b.add("form", actions: [present("picker")])
        b.add("swap", actions: [present("crop")])
        b.add("sub")
        let found = findings(ModalStackDepthRule.self, b.document())
        XCTAssertEqual(found.map(\.subject), ["picker/x", "crop/x", "swap/x"])
        XCTAssertTrue(found[0].message.contains("(library → editor → picker → crop)"), found[0].message)
        XCTAssertTrue(found[1].message.contains("(library → editor → picker → crop → library)"), found[1].message)
        XCTAssertTrue(found[2].message.contains("(library → editor → swap → crop)"), found[2].message)
        XCTAssertEqual(findings(ModalStackDepthRule.self, b.document(), options: ["max-depth": .integer(3)]).map(\.subject),
                       ["crop/x"])
    }

    /// One cause, one diagnostic: the second sheet presents two sheets too deep, and one of
    /// them presents a system picker further on; the picker's present is the same cause's
    /// evidence, not a diagnostic of its own (KMReader's font picker over the custom fonts
    /// sheet over the theme sheet). Near miss: a stack whose second sheet presents only one
    /// too-deep modal reports each present on its own, as before.
    func testPresentsStackedOnAReportedCauseAreItsEvidence() {
        var b = Builder()
        b.add("reader", actions: [present("theme")])
        b.add("theme", actions: [present("settings")])
        b.add("settings", actions: [present("fonts"), present("presets")])
        b.add("fonts", actions: [present("picker")])
        b.add("presets")
        b.add("picker")
        let found = findings(ModalStackDepthRule.self, b.document())
        XCTAssertEqual(found.map(\.subject), ["theme/x"])
        XCTAssertEqual(found.first?.ruleEvidence.count, 3)
        // The message names what stacks on the cause and says how deep, in one sentence
        // (round 18 read "and 2 more more than 2 deep").
        XCTAssertTrue(found.first?.message.contains("and from there 'fonts' and 'presets' are presented on top of it, "
                                                    + "more than 2 modals deep: ") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.ruleEvidence.contains { $0.statement == "'fonts' presents 'picker' as modal number 4" } == true,
                      "\(found.first?.ruleEvidence.map(\.statement) ?? [])")

        // The theme modal shows no navigation bar while the settings sheet it opens has its
        // own: the fix is to push the fonts and presets inside the settings sheet.
        XCTAssertFalse(found.first?.message.contains("push those") ?? true, found.first?.message ?? "")
        var stacked = Builder()
        stacked.add("reader", actions: [present("theme")])
        stacked.add("theme", { $0.container = Located(ContainerKind.none, at: .at(0)) }, actions: [present("settings")])
        stacked.add("settings", { $0.container = Located(.navigation, at: .at(0)) }, actions: [present("fonts"), present("presets")])
        stacked.add("fonts")
        stacked.add("presets")
        let advised = findings(ModalStackDepthRule.self, stacked.document())
        XCTAssertEqual(advised.map(\.subject), ["theme/x"])
        XCTAssertTrue(advised.first?.message.contains("push those (`push:`) inside it instead of presenting them") == true,
                      advised.first?.message ?? "")

        var single = Builder()
        single.add("reader", actions: [present("theme")])
        single.add("theme", actions: [present("settings")])
        single.add("settings", actions: [present("fonts")])
        single.add("fonts", actions: [present("picker")])
        single.add("picker")
        XCTAssertEqual(findings(ModalStackDepthRule.self, single.document()).map(\.subject), ["settings/x", "fonts/x"])
    }

    /// One cause, one diagnostic: the result screen presents the same address book from two
    /// branches (cosmostation's CommonTransferResult): one diagnostic, at the first present,
    /// the second as evidence. Near miss: the same modal presented from two screens of the
    /// context (the result and the receipt it pushes) is two diagnostics, as before.
    func testTheSameModalPresentedFromTwoPlacesIsOneDiagnostic() {
        var b = Builder()
        b.add("portfolio", actions: [present("transfer")])
        b.add("transfer", actions: [present("result")])
        b.add("result", actions: [present("book"), present("book")])
        b.add("book")
        let found = findings(ModalStackDepthRule.self, b.document())
        XCTAssertEqual(found.map(\.subject), ["result/x"])
        XCTAssertEqual(found.first?.ruleEvidence.map(\.statement), ["'result' presents 'book' here too"])
        var two = Builder()
        two.add("portfolio", actions: [present("transfer")])
        two.add("transfer", actions: [present("result")])
        two.add("result", actions: [present("book"), push("receipt")])
        two.add("receipt", actions: [present("book")])
        two.add("book")
        XCTAssertEqual(findings(ModalStackDepthRule.self, two.document()).map(\.subject), ["result/x", "receipt/x"])
    }

    func testStackDepthCountsTheFewestPresentsAcrossManyPaths() {
        var b = Builder()
        // deep: library → a → b → deep, but also library pushes shortcut, which presents deep.
        b.add("library", actions: [present("a"), push("shortcut")])
        b.add("a", actions: [present("b")])
        b.add("b", actions: [present("deep")])
        b.add("shortcut", actions: [present("deep")])
        b.add("deep", actions: [present("leaf")])
        b.add("leaf")
        XCTAssertEqual(subjects(ModalStackDepthRule.self, b.document()), ["b/x"])
    }

    func testLongModalChainStaysLinearAndElidesThePath() {
        var b = Builder()
        let count = 20000
        for index in 0..<count { b.add("m\(index)", actions: [present("m\(index + 1)")]) }
        b.add("m\(count)")
        let start = Date()
        let found = findings(ModalStackDepthRule.self, b.document())
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
        XCTAssertEqual(found.count, count - 2)
        XCTAssertTrue(found.last!.message.contains("(m0 → … → m19996 → m19997 → m19998 → m19999 → m20000)"),
                      found.last!.message)
    }

    // MARK: safe-exit

    func testCompletableTaskModalNeedsADiscardingActionOnItsOwnScreen() {
        var b = Builder()
        b.add("home", actions: [present("editor"), present("wizard"), present("safe"), present("tip", style: .popover),
                                present("noDone")])
        b.add("editor", actions: [dismiss(role: .done), role(.cancel, label: "Cancel")])
        b.add("wizard", actions: [push("step")])
        b.add("step", actions: [dismiss(role: .default)])
        b.add("safe", actions: [dismiss(role: .done), dismiss(role: .close)])
        b.add("tip", actions: [dismiss(role: .done)])
        b.add("noDone", actions: [dismiss(role: .destructive)])
        let found = findings(SafeExitRule.self, b.document())
        XCTAssertEqual(found.map(\.subject), ["editor", "wizard"])
        XCTAssertTrue(found[0].message.contains("its 'Cancel' action has role cancel but does not dismiss"))
    }

    // MARK: loading-feedback

    func testLoadingWithoutIndicatorAndSpinnerWithRequireProgress() {
        var b = Builder()
        b.add("bare") { $0.loads = Located(true, at: .at(0)) }
        b.add("none") {
            $0.loads = Located(true, at: .at(0))
            $0.loadingIndicator = Located(.none, at: .at(0))
        }
        b.add("spinner") {
            $0.loads = Located(true, at: .at(0))
            $0.loadingIndicator = Located(.spinner, at: .at(0))
        }
        b.add("progress") {
            $0.loads = Located(true, at: .at(0))
            $0.loadingIndicator = Located(.progress, at: .at(0))
        }
        b.add("static") { $0.loads = Located(false, at: .at(0)) }
        XCTAssertEqual(subjects(LoadingFeedbackRule.self, b.document()), ["bare", "none"])
        let strict = findings(LoadingFeedbackRule.self, b.document(), options: ["require-progress": .bool(true)])
        XCTAssertEqual(strict.map(\.subject), ["bare", "none", "spinner"])
        XCTAssertEqual(strict.map(\.severity), [nil, nil, .info])
    }

    // MARK: minimize-modality

    func testShareOfPresentedScreensIsComparedWithTheRatio() {
        var b = Builder()
        b.add("home", actions: [present("a"), present("b"), present("alert")])
        b.add("a")
        b.add("b")
        b.add("c")
        b.add("alert", kind: .alert)
        // 2 of 4 own screens: not more than half.
        XCTAssertTrue(findings(MinimizeModalityRule.self, b.document()).isEmpty)
        let found = findings(MinimizeModalityRule.self, b.document(), options: ["max-ratio": .number(0.4)])
        XCTAssertEqual(found.map(\.span), [.at(1)])
        XCTAssertTrue(found[0].message.hasPrefix("2 of 4 screens (50%)"), found[0].message)
    }

    // MARK: unreachable-screen

    func testUnreachableScreensFollowEveryEdgeKindButNotDismiss() {
        var b = Builder()
        b.add("home", actions: [push("list"), confirm("ask")])
        b.add("list", actions: [present("detail")])
        b.add("detail", actions: [present("list"), dismiss(role: .done)])
        b.add("ask", kind: .alert, actions: [role(.cancel, label: "Cancel")])
        b.add("orphan", actions: [push("orphanChild")])
        b.add("orphanChild", actions: [push("orphan")])
        XCTAssertEqual(subjects(UnreachableScreenRule.self, b.document()), ["orphan", "orphanChild"])
        XCTAssertTrue(findings(UnreachableScreenRule.self, b.document(origin: .storyboard)).isEmpty)
    }

    // MARK: dismiss-outside-modal

    func testDismissOnAScreenOutsideEveryModalContext() {
        var b = Builder()
        b.add("home", actions: [push("settings"), present("sheet"), dismiss(role: .close, label: "Close")])
        b.add("settings", actions: [dismiss(role: .done, label: "Done")])
        b.add("sheet", actions: [push("inner")])
        b.add("inner", actions: [dismiss(role: .done)])
        b.add("alert", kind: .alert, actions: [dismiss(role: .cancel)])
        XCTAssertEqual(subjects(DismissOutsideModalRule.self, b.document()), ["home/Close", "settings/Done"])
    }

    func testEveryRuleOfThisBranchIsRegisteredWithACompleteDescription() {
        let ids = ["action-sheet-cancel", "modal-style-fit", "navigation-bar-appearance", "compact-adaptation",
                   "transition-style-compat", "modal-stack-depth", "safe-exit", "loading-feedback",
                   "minimize-modality", "unreachable-screen", "dismiss-outside-modal"]
        for id in ids {
            guard let rule = RuleRegistry.rule(withID: id) else { return XCTFail("\(id) is not registered") }
            let description = rule.description
            XCTAssertFalse(description.summary.isEmpty, id)
            XCTAssertFalse(description.guideline.isEmpty, id)
            XCTAssertTrue(description.helpURL.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/"), id)
            XCTAssertTrue(description.example.hasPrefix("app: "), id)
        }
        XCTAssertEqual(RuleRegistry.rule(withID: "minimize-modality")?.description.enabledByDefault, false)
        XCTAssertEqual(RuleRegistry.rule(withID: "modal-style-fit")?.description.defaultSeverity, .info)
        XCTAssertEqual(RuleRegistry.rule(withID: "transition-style-compat")?.description.defaultSeverity, .error)
    }
}

/// The two large apps in `Fixtures/clean/` follow the guidelines: beyond their empty golden
/// files (every rule at its defaults), they stay clean with every rule turned on, the
/// off-by-default ones included, and with popovers held to `modal-dismiss-button`.
final class CleanAppsTests: XCTestCase {
    func testCleanAppsDrawNothingWithEveryRuleOn() throws {
        var configuration = LintConfiguration.everyRuleOn
        configuration.rules["modal-dismiss-button"]?.options["include-popovers"] = .bool(true)
        let linter = Linter(configuration: configuration)
        for name in ["mail", "lumen"] {
            let url = Repository.root.appendingPathComponent("Fixtures/clean/\(name).flow.yml")
            let bytes = try [UInt8](Data(contentsOf: url))
            let diagnostics = linter.lint(SourceFile(path: "\(name).flow.yml", bytes: bytes))
            let lines = diagnostics.map { "\($0.start): \($0.message) [\($0.ruleID)]" }
            XCTAssertEqual(lines, [], "Fixtures/clean/\(name).flow.yml")
        }
    }
}
