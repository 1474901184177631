import XCTest
@testable import ModalityLintCore

/// A close button drawn only on some devices or in some orientations (`if verticalSizeClass
/// == .compact { closeButton }`) is a way out there and none elsewhere: modal-dismiss-button
/// says under which condition it shows, at the button. A condition on the app's state is
/// not the device's: such a button counts as a way out, as it always did.
final class DeviceConditionedDismissTests: XCTestCase {
    private func lint(_ source: String) -> [(line: Int, message: String)] {
        let result = TestApp.lint(source)
        return result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map { ($0.start.line, $0.message) }
    }

    private func popUp(body: String, closeProperty: Bool = true) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var thanking = false
            var body: some View {
                NavigationStack {
                    Button("Donate") { thanking = true }
                        .navigationTitle("Support")
                        .sheet(isPresented: $thanking) { ThankYou() }
                }
            }
        }
        struct ThankYou: View {
            @Environment(\\.dismiss) var dismiss
            @Environment(\\.verticalSizeClass) var verticalSizeClass
            @State private var isEditing = false
            var body: some View {
                VStack {
        \(body)
                    Text("Thank you").font(.title)
                }
            }
        \(closeProperty ? "var closeButton: some View { Button(\"\", systemImage: \"x.circle.fill\") { dismiss() } }" : "")
        }
        """
    }

    func testAClosePropertyDrawnOnlyInACompactHeightIsReportedAtItsButton() {
        let found = lint(popUp(body: "if verticalSizeClass == .compact { closeButton }"))
        XCTAssertEqual(found.map(\.line), [23])
        XCTAssertTrue(found.first?.message.contains("shows only when `verticalSizeClass == .compact`") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.contains("so it shows in every case") == true)
        XCTAssertFalse(found.first?.message.contains("where it is presented") == true)
    }

    func testTheSameButtonOutsideTheIfIsAWayOut() {
        XCTAssertEqual(lint(popUp(body: "closeButton")).map(\.line), [])
        // Said once under the condition and once outside it: it shows in every case.
        XCTAssertEqual(lint(popUp(body: "if verticalSizeClass == .compact { closeButton }\ncloseButton")).map(\.line), [])
    }

    func testAConditionOnTheAppsStateStaysAWayOut() {
        XCTAssertEqual(lint(popUp(body: "if isEditing { closeButton }")).map(\.line), [])
        // One clause on the device and one on the app's state: the app decides.
        XCTAssertEqual(lint(popUp(body: "if verticalSizeClass == .compact && isEditing { closeButton }")).map(\.line), [])
    }

    func testAButtonInTheBodyUnderTheIdiomIsReported() {
        let found = lint(popUp(body: "if UIDevice.current.userInterfaceIdiom == .phone { Button(\"Close\") { dismiss() } }",
                               closeProperty: false))
        XCTAssertEqual(found.map(\.line), [19])
        XCTAssertTrue(found.first?.message.contains("`UIDevice.current.userInterfaceIdiom == .phone`") == true, found.first?.message ?? "")
        // Another way out under another condition: together they may show on every device.
        XCTAssertEqual(lint(popUp(body: "if verticalSizeClass == .compact { closeButton }\n"
                                      + "if verticalSizeClass == .regular { Button(\"Done\") { dismiss() } }")).map(\.line), [])
        // The `else` branch is not the condition's: the button there is not said to be.
        XCTAssertEqual(lint(popUp(body: "if verticalSizeClass == .compact { EmptyView() } else { Button(\"Close\") { dismiss() } }",
                                  closeProperty: false)).map(\.line), [])
    }

    private func settings(toolbar: String) -> String {
        """
        import SwiftUI
        enum DeviceUtil { static var isPad: Bool { false }; static var isLandscape: Bool { false } }
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var showingSettings = false
            var body: some View {
                NavigationStack {
                    Button("Settings") { showingSettings = true }
                        .navigationTitle("Reader")
                        .sheet(isPresented: $showingSettings) {
                            NavigationStack {
                                Settings()
                                    .toolbar {
        \(toolbar)
                                    }
                            }
                        }
                }
            }
        }
        struct Settings: View {
            @State private var fontSize = 12.0
            var body: some View {
                Form { Slider(value: $fontSize) }.navigationTitle("Reading")
            }
        }
        """
    }

    /// A close button the presenter adds, only in landscape: reported on the sheet's screen, as
    /// a missing way out is, naming the presenter's line where the fix goes.
    func testAPresentersCloseButtonShownOnlyInLandscapeNamesWhereItIsAdded() {
        let button = "ToolbarItem(placement: .cancellationAction) { Button(\"Close\") { showingSettings = false } }"
        let found = lint(settings(toolbar: "if !DeviceUtil.isPad && DeviceUtil.isLandscape { \(button) }"))
        XCTAssertEqual(found.map(\.line), [21])
        XCTAssertTrue(found.first?.message.contains("shows only when `!DeviceUtil.isPad && DeviceUtil.isLandscape`") == true,
                      found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.contains("added where it is presented (App.swift:14)") == true, found.first?.message ?? "")
        // The near miss: the same button in every case.
        XCTAssertEqual(lint(settings(toolbar: button)).map(\.line), [])
    }

    func testAStoreActionTheSheetsBindingSendsClosesIt() {
        // `.sending(\.setNavigation)`: swiping the sheet away sends `.setNavigation(nil)`, so
        // a button that sends it closes the sheet too.
        func app(_ toolbar: String) -> String {
            """
            import SwiftUI
            enum DeviceUtil { static var isLandscape: Bool { false } }
            @main struct A: App { var body: some Scene { WindowGroup { Reader(store: Store(initialState: ReaderFeature.State()) { ReaderFeature() }) } } }
            struct Reader: View {
                @Bindable var store: StoreOf<ReaderFeature>
                var body: some View {
                    NavigationStack {
                        Button("Settings") { store.send(.setNavigation(.settings)) }
                            .navigationTitle("Reader")
                            .sheet(item: $store.route.sending(\\.setNavigation).settings) { _ in
                                NavigationStack {
                                    Settings()
                                        .toolbar {
            \(toolbar)
                                        }
                                }
                            }
                    }
                }
            }
            struct Settings: View {
                @State private var fontSize = 12.0
                var body: some View {
                    Form { Slider(value: $fontSize) }.navigationTitle("Reading")
                }
            }
            @Reducer struct ReaderFeature {
                enum Route: Equatable { case settings }
                @ObservableState struct State { var route: Route? }
                enum Action { case setNavigation(Route?) }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .setNavigation(let route):
                            state.route = route
                            return .none
                        }
                    }
                }
            }
            """
        }
        let button = "ToolbarItem(placement: .cancellationAction) { Button(\"Close\") { store.send(.setNavigation(nil)) } }"
        XCTAssertEqual(lint(app("if DeviceUtil.isLandscape { \(button) }")).map(\.line), [21])
        XCTAssertEqual(lint(app(button)).map(\.line), [])
    }
}
