import XCTest
@testable import ModalityLintCore

/// A close button that asks first through the view's own method: the method turns on the
/// flag of a dialog offering Discard when there are changes, and dismisses only otherwise.
/// The button asks first whether it calls the method itself or through a helper view the
/// editor hands a closure (`CloseChip { closeAskingFirst() }`).
final class CloseThatAsksThroughMethodTests: XCTestCase {
    private static func editor(close: String, closing: String) -> String {
        """
        import SwiftUI

        struct CloseChip: View {
            @Environment(\\.dismiss) private var ownDismiss
            var onTap: (() -> Void)?

            var body: some View {
                Button(role: .close) {
                    onTap?() ?? ownDismiss()
                }
            }
        }

        struct NoteEditor: View {
            @Environment(\\.dismiss) private var dismiss
            @Binding var saved: String
            @State private var draft: String
            @State private var askingToDiscard = false

            init(saved: Binding<String>) {
                self._saved = saved
                self._draft = State(initialValue: saved.wrappedValue)
            }

            var body: some View {
                NavigationStack {
                    TextEditor(text: $draft)
                        .navigationTitle("Note")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                \(close)
                                .confirmationDialog("Discard the note?", isPresented: $askingToDiscard) {
                                    Button("Discard", role: .destructive) { dismiss() }
                                }
                            }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Save") {
                                    saved = draft
                                    dismiss()
                                }
                            }
                        }
                }
                .interactiveDismissDisabled(draft != saved)
            }

            private func closeAskingFirst() {
                \(closing)
            }
        }

        struct NotesView: View {
            @State private var note = ""
            @State private var editing = false

            var body: some View {
                NavigationStack {
                    Button("Edit") { editing = true }
                        .navigationTitle("Notes")
                        .sheet(isPresented: $editing) { NoteEditor(saved: $note) }
                }
            }
        }
        """
    }

    private static let asks = "if draft != saved { askingToDiscard = true } else { dismiss() }"
    private static let button = "Button(\"Close\", role: .close) { closeAskingFirst() }"
    private static let chip = "CloseChip { closeAskingFirst() }"

    private func discards(close: String, closing: String) -> [String] {
        TestApp.diagnostics(Self.editor(close: close, closing: closing)).linesAndRules(of: "confirm-before-discard")
    }

    func testButtonCallingAMethodThatAsksWhenThereAreChangesAsksFirst() {
        XCTAssertEqual(discards(close: Self.button, closing: Self.asks), [])
    }

    func testButtonCallingAMethodThatAlwaysDismissesStillReports() {
        XCTAssertEqual(discards(close: Self.button, closing: "dismiss()"), ["31 confirm-before-discard"])
    }

    func testButtonCallingAMethodThatAsksAndDismissesAnywayStillReports() {
        XCTAssertEqual(discards(close: Self.button, closing: "askingToDiscard = draft != saved; dismiss()"), ["31 confirm-before-discard"])
    }

    func testHelperRunningAHandedMethodThatAsksAsksFirst() {
        XCTAssertEqual(discards(close: Self.chip, closing: Self.asks), [])
    }

    func testHelperHandedAClosureThatDismissesStillReports() {
        // Reported where the editor builds the chip and hands it `{ dismiss() }`: the code to change.
        XCTAssertEqual(discards(close: "CloseChip { dismiss() }", closing: Self.asks), ["31 confirm-before-discard"])
    }
}
