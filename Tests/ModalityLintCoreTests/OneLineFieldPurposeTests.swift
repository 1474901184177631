import XCTest
@testable import ModalityLintCore

/// A one-line field of a form is read by where its text goes (certainty.md, "Content
/// people would lose"): a committing button that reads the sheet's own state it is bound to
/// makes it work that closing loses; a secure field, a structured one (a content type, a
/// keyboard for addresses) or one bound to `@AppStorage` is none. Anything else stays open.
final class OneLineFieldPurposeTests: XCTestCase {
    /// The confirm-before-discard diagnostics, and separately the ones held back as uncertain.
    private func discard(_ editor: String) -> (reported: Int, uncertain: Int) {
        let source = """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var adding = false
                var body: some View {
                    NavigationStack {
                        Button("New") { adding = true }
                            .navigationTitle("Chores")
                            .sheet(isPresented: $adding) { ChoreForm() }
                    }
                }
            }
            final class ChoreStore: ObservableObject {
                @Published var title = ""
                func save() {}
            }
            \(editor)
            """
        let result = TestApp.lint(source)
        return (result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }.count,
                result.uncertain.filter { $0.ruleID == "confirm-before-discard" }.count)
    }

    /// A form of `count` copies of `field` (three: a form people filled in, `ShortEntry`).
    private func form(state: String = "@State private var title = \"\"", field: String = "TextField(\"Title\", text: $title)",
                      count: Int = 3, save: String = "store.save(title)", extra: String = "") -> String {
        """
        struct ChoreForm: View {
            @Environment(\\.dismiss) private var dismiss
            @StateObject private var store = Store()
            \(state)
            var body: some View {
                NavigationStack {
                    Form { \(Array(repeating: field, count: count).joined(separator: "\n")) }
                        .navigationTitle("Add Chore")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Add") { \(save); dismiss() } }
                        }
                }
            }
            \(extra)
        }
        final class Store: ObservableObject { func save(_ title: String) {} }
        """
    }

    func testAFieldACommittingButtonReadsHoldsWork() {
        XCTAssertEqual(discard(form()).reported, 2)
        // Through the view's own method, and through a model object the view observes.
        XCTAssertEqual(discard(form(save: "commit()", extra: "private func commit() { store.save(title) }")).reported, 2)
        XCTAssertEqual(discard(form(state: "@ObservedObject var chores = ChoreStore()", field: "TextField(\"Title\", text: $chores.title)",
                                    save: "self.chores.save()")).reported, 2)
    }

    func testAFieldNoCommittingButtonReadsStaysOpen() {
        // Near misses: the button commits but does not read the field's state; or reads it
        // without committing anything; or the state is the presenter's, handed in.
        XCTAssertEqual(discard(form(save: "store.save(\"\")")).reported, 0)
        XCTAssertEqual(discard(form(save: "store.save(\"\")")).uncertain, 2)
        XCTAssertEqual(discard(form(save: "print(title)")).uncertain, 2)
        XCTAssertEqual(discard(form(state: "@Binding var title: String")).uncertain, 2)
    }

    func testACredentialAnAddressOrAStoredSettingIsNoWork() {
        XCTAssertEqual(discard(form(field: "SecureField(\"Password\", text: $title)")).uncertain, 0)
        XCTAssertEqual(discard(form(field: "TextField(\"User\", text: $title).textContentType(.username)")).uncertain, 0)
        XCTAssertEqual(discard(form(field: "TextField(\"Server\", text: $title).keyboardType(.URL)")).uncertain, 0)
        XCTAssertEqual(discard(form(state: "@AppStorage(\"title\") private var title = \"\"", save: "print(0)")).uncertain, 0)
        XCTAssertEqual(discard(form(field: "SecureField(\"Password\", text: $title)")).reported, 0)
    }

    /// The field a password's `SecureField` stands beside (a sign-in's user name) is the
    /// account's, not work: two other fields and a sign-in are no form to lose. Near miss:
    /// the password sits in another section, and the user name counts as the third field.
    func testAFieldBesideAPasswordIsTheAccountsName() {
        let signIn = "Section { TextField(\"Username\", text: $title)\nSecureField(\"Password\", text: $title) }"
        XCTAssertEqual(discard(form(field: "TextField(\"Topic\", text: $title)", count: 2, extra: "")
            .replacingOccurrences(of: "Form { ", with: "Form { \(signIn)\n")).reported, 0)
        let apart = "Section { TextField(\"Username\", text: $title) }\nSection { SecureField(\"Password\", text: $title) }"
        XCTAssertEqual(discard(form(field: "TextField(\"Topic\", text: $title)", count: 2)
            .replacingOccurrences(of: "Form { ", with: "Form { \(apart)\n")).reported, 2)
    }

    /// A name, or a link and its short path, is typed again in seconds: one or two one-line
    /// fields are no work to lose, and nothing is held back about them either.
    func testOneOrTwoOneLineFieldsAreNoWork() {
        for count in [1, 2] {
            XCTAssertEqual(discard(form(count: count)).reported, 0, "\(count)")
            XCTAssertEqual(discard(form(count: count)).uncertain, 0, "\(count)")
        }
        // The near misses: a third field; a field in the rows of a list (a poll's answers);
        // two fields beside a multi-line one.
        XCTAssertEqual(discard(form(count: 3)).reported, 2)
        XCTAssertEqual(discard(form(field: "ForEach(0..<4) { _ in TextField(\"Answer\", text: $title) }", count: 1)).reported, 2)
        XCTAssertEqual(discard(form(field: "TextField(\"Title\", text: $title)\nTextField(\"Notes\", text: $title, axis: .vertical)",
                                    count: 1)).reported, 2)
    }

    /// A field's text that a committing button reads is the sheet's work wherever the field
    /// is drawn: in a `List`'s section, or in a property of the view the body names. Near
    /// miss: outside a form, a field no committing button reads (a search) is nothing held
    /// back, not a fear.
    func testAFieldOutsideAFormIsReadByWhereItsTextGoes() {
        let inList = form().replacingOccurrences(of: "Form {", with: "List {")
        XCTAssertEqual(discard(inList).reported, 2)
        let inProperty = form().replacingOccurrences(of: "Form { ", with: "List { fields }\n    var fields: some View { Section { ")
            .replacingOccurrences(of: " }\n                        .navigationTitle", with: " } }\n                        .navigationTitle")
        XCTAssertEqual(discard(inProperty).reported, 2, inProperty)
        let search = form(save: "store.save(\"\")").replacingOccurrences(of: "Form {", with: "List {")
        XCTAssertEqual(discard(search).reported, 0)
        XCTAssertEqual(discard(search).uncertain, 0)
    }
}
