import XCTest
@testable import ModalityLintCore

/// A view built with a value that fixes a `switch` on its property (`EntityPicker(mode:
/// .inline)`) shows only that case: a sheet the view presents in another case (`case
/// .button:`) is never shown from there, so a row that clears that sheet's flag is not
/// closing what it sits in. Near miss: built with `mode: .button`, the row sits in the
/// sheet it may close, and the reading stays open.
final class SiteRuledOutCasesTests: XCTestCase {
    private func app(mode: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var adding = false
            var body: some View {
                NavigationStack {
                    Button("Add") { adding = true }
                        .navigationTitle("Items")
                        .sheet(isPresented: $adding) { AddItem() }
                }
            }
        }
        struct AddItem: View {
            @State private var picked: String?
            var body: some View {
                NavigationStack {
                    Picker(selected: $picked, mode: \(mode)).navigationTitle("Add Item")
                }
            }
        }
        struct Picker: View {
            enum Mode { case button, inline }
            @Binding var selected: String?
            let mode: Mode
            @State private var showList = false
            var body: some View {
                switch mode {
                case .button:
                    Button("Choose") { showList = true }
                        .sheet(isPresented: $showList) { list }
                case .inline:
                    list
                }
            }
            private var list: some View {
                List(["Kitchen", "Hall"], id: \\.self) { name in
                    Button(name) { selected = name; showList = false }
                }
            }
        }
        """
    }

    func testASheetInACaseTheSiteRulesOutIsNeverShownFromThere() {
        let inline = TestApp.diagnostics(app(mode: ".inline")).linesAndRules(of: "modal-dismiss-button")
        XCTAssertEqual(inline, ["13 modal-dismiss-button"])
        let button = TestApp.diagnostics(app(mode: ".button")).linesAndRules(of: "modal-dismiss-button")
        XCTAssertEqual(button, [])
    }
}
