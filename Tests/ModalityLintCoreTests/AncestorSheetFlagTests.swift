import XCTest
@testable import ModalityLintCore

/// A sheet shown over another sheet closes with it: SwiftUI dismisses every sheet on top of
/// the one whose flag is cleared. An error sheet whose Close clears the flag of the import
/// sheet it is shown over (an object's property, handed down with `.environmentObject`)
/// closes itself too, as Chronos's import failure screen does. Near miss: a Close that
/// clears the flag of a sheet it is not shown over closes nothing of its own.
final class AncestorSheetFlagTests: XCTestCase {
    /// `closeClears` is what the failure screen's Close sets to false.
    private func app(closeClears: String) -> String {
        """
        import SwiftUI

        final class ImportNavigation: ObservableObject {
            @Published var showSheet = false
        }

        final class ExportNavigation: ObservableObject {
            @Published var showSheet = false
        }

        @main struct VaultApp: App { var body: some Scene { WindowGroup { SettingsView() } } }

        struct SettingsView: View {
            @StateObject private var importNav = ImportNavigation()
            @StateObject private var exportNav = ExportNavigation()
            var body: some View {
                NavigationStack {
                    List {
                        Button("Import") { importNav.showSheet = true }
                            .sheet(isPresented: $importNav.showSheet) {
                                ImportListView()
                                    .environmentObject(importNav)
                            }
                        Button("Export") { exportNav.showSheet = true }
                            .sheet(isPresented: $exportNav.showSheet) {
                                ExportView()
                                    .environmentObject(exportNav)
                            }
                    }
                    .navigationTitle("Settings")
                }
            }
        }

        struct ExportView: View {
            @EnvironmentObject var exportNav: ExportNavigation
            var body: some View {
                NavigationStack {
                    Text("Export")
                        .navigationTitle("Export")
                        .toolbar { Button("Close") { exportNav.showSheet = false } }
                }
            }
        }

        struct ImportListView: View {
            @EnvironmentObject var importNav: ImportNavigation
            var body: some View {
                NavigationStack {
                    NavigationLink("From a file") { ImportDetailView() }
                        .navigationTitle("Import")
                        .toolbar { Button("Cancel") { importNav.showSheet = false } }
                }
            }
        }

        struct ImportDetailView: View {
            @State private var failed = false
            var body: some View {
                Button("Choose File") { failed = true }
                    .navigationTitle("File")
                    .sheet(isPresented: $failed) {
                        NavigationStack { ImportFailureView() }
                    }
            }
        }

        struct ImportFailureView: View {
            @EnvironmentObject var importNav: ImportNavigation
            @EnvironmentObject var exportNav: ExportNavigation
            var body: some View {
                VStack {
                    Text("The file cannot be imported.")
                    Button("Close") { \(closeClears) = false }
                }
                .navigationTitle("Import Failed")
            }
        }

        """
    }

    private func noWayOut(_ source: String) -> (reported: [String], feared: [String]) {
        let result = TestApp.lint(source)
        func subjects(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.subject)
        }
        return (subjects(result.diagnostics), subjects(result.uncertain))
    }

    func testClearingTheFlagOfTheSheetBelowClosesTheSheetOnTop() {
        let found = noWayOut(app(closeClears: "importNav.showSheet"))
        XCTAssertEqual(found.reported, [])
        XCTAssertEqual(found.feared, [])
    }

    /// Near miss: the export sheet's flag presents nothing the failure sheet is shown over.
    func testClearingTheFlagOfAnotherSheetClosesNothingOfItsOwn() {
        XCTAssertEqual(noWayOut(app(closeClears: "exportNav.showSheet")).reported, ["ImportFailureView"])
    }
}
