import XCTest
@testable import ModalityLintCore

/// `modal-style-fit` in SwiftUI: a sheet whose `Form` rows open sub-forms (a VM's or an
/// event's settings, each category a `Form`) is one editor in sections, however many; the
/// same sheet whose rows open lists counts every screen.
final class FormSectionsTests: XCTestCase {
    private func styleFit(sectionBody: String) -> [String] {
        let sections = (1...6).map { number in
            """
            struct Section\(number)View: View {
                @State private var on = false
                var body: some View {
                    \(sectionBody)
                        .navigationTitle("Section \(number)")
                }
            }
            """
        }.joined(separator: "\n")
        let source = """
        import SwiftUI
        struct HomeView: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    List { Text("Home") }
                        .navigationTitle("Home")
                        .toolbar { Button("Edit") { editing = true } }
                        .sheet(isPresented: $editing) { SettingsView() }
                }
            }
        }
        struct SettingsView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    Form {
                        NavigationLink("One") { Section1View() }
                        NavigationLink("Two") { Section2View() }
                        NavigationLink("Three") { Section3View() }
                        NavigationLink("Four") { Section4View() }
                        NavigationLink("Five") { Section5View() }
                        NavigationLink("Six") { Section6View() }
                    }
                    .navigationTitle("Settings")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
                    }
                }
            }
        }
        \(sections)
        """
        return Linter().lint(app: [SourceFile(path: "Home.swift", text: source)]).diagnostics
            .filter { $0.ruleID == "modal-style-fit" }.map(\.message)
    }

    func testSubformsAreSectionsOfOneFormAndListsAreNot() {
        XCTAssertEqual(styleFit(sectionBody: "Form { Toggle(\"On\", isOn: $on) }"), [])
        let lists = styleFit(sectionBody: "List { Toggle(\"On\", isOn: $on) }")
        XCTAssertEqual(lists.count, 1, "\(lists)")
        XCTAssertTrue(lists.first?.contains("more than 5 screens") == true, "\(lists)")
    }
}
