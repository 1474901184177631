import XCTest
@testable import ModalityLintCore

/// What a presenting site puts around the content it presents is the presented screen's
/// (blind audit round 18, swift-paperless): a view of the app's placed in the sheet's
/// toolbar (`ToolbarItem(placement: .cancellationAction) { CancelIconButton() }`) draws
/// buttons whose `dismiss` is the sheet's own, read with the values the site leaves its
/// properties; and a generic view built with its arguments spelled out
/// (`TagEditView<Tag>(onSave:)`) is built there like any other. Near miss: a toolbar view
/// whose button does not close anything gives the sheet no way out.
final class PresenterToolbarViewTests: XCTestCase {
    private func source(toolbarItem: String) -> String {
        """
        import SwiftUI
        struct CancelIconButton: View {
            @Environment(\\.dismiss) private var dismiss
            var action: (() -> Void)? = nil
            var body: some View {
                Button {
                    if let action {
                        action()
                    } else {
                        dismiss()
                    }
                } label: { Image(systemName: "xmark") }
            }
        }
        struct HelpButton: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button { openURL(URL(string: "https://example.com/help")!) } label: { Image(systemName: "questionmark") }
            }
        }
        struct TagEditView<Tag>: View {
            var onSave: (String) -> Void
            @State private var name = ""
            var body: some View {
                Form { TextField("Name", text: $name) }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { onSave(name) }
                        }
                    }
            }
        }
        struct CreateTagView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                TagEditView<Int>(onSave: { _ in dismiss() })
                    .navigationTitle("New Tag")
            }
        }
        struct AboutView: View {
            var body: some View { Text("Tags group documents").navigationTitle("About Tags") }
        }
        struct TagsView: View {
            @State private var creating = false
            @State private var reading = false
            var body: some View {
                VStack {
                    Button("Add") { creating = true }
                    Button("About") { reading = true }
                }
                .sheet(isPresented: $creating) {
                    NavigationStack {
                        CreateTagView()
                            .toolbar { ToolbarItem(placement: .cancellationAction) { CancelIconButton() } }
                    }
                }
                .sheet(isPresented: $reading) {
                    NavigationStack {
                        AboutView()
                            .toolbar { ToolbarItem(placement: .cancellationAction) { \(toolbarItem) } }
                    }
                }
            }
        }
        """
    }

    private func reported(_ source: String) -> [String] {
        // minimize-modality (off by default) counts the two sheets of this small app.
        TestApp.lint(source).diagnostics.filter { $0.ruleID != "minimize-modality" }
            .map { "\($0.ruleID) \($0.message.prefix { $0 != " " })" }.sorted()
    }

    func testTheSitesToolbarViewClosesTheSheetAndTheSpecialisedViewsSaveIsRead() {
        // CreateTagView: Save (TagEditView<Int>'s) completes, the site's xmark cancels;
        // AboutView: the site's xmark closes it.
        XCTAssertEqual(reported(source(toolbarItem: "CancelIconButton()")), [])
    }

    func testAToolbarViewWhoseButtonClosesNothingLeavesNoWayOut() {
        XCTAssertEqual(reported(source(toolbarItem: "HelpButton()")), ["modal-dismiss-button 'AboutView'"])
    }
}
