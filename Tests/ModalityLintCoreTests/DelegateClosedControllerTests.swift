import XCTest
@testable import ModalityLintCore

/// Some system controllers draw a Cancel that only tells their delegate, whose code must
/// close them (FrameworkBehaviour's `delegateMethod`: an image picker, a photo picker, a mail
/// composer). A representable that wraps one has that Cancel as its way out when the method
/// the app writes for it, in the representable or its coordinator, closes the sheet. Near
/// misses: no such method, a method that calls a closure handed in, and a method of that name
/// declared outside the representable leave whether the Cancel closes open; the title and
/// the content stay the system's either way.
final class DelegateClosedControllerTests: XCTestCase {
    private func screen(_ representable: String, after other: String = "") throws -> CodeScreen {
        let source = """
            import SwiftUI
            import PhotosUI
            import MessageUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var open = false
                var body: some View { NavigationStack { Button("Pick") { open = true }.navigationTitle("Home").sheet(isPresented: $open) { Wrapped(onCancel: {}) } } }
            }
            struct Wrapped: UIViewControllerRepresentable {
                @Environment(\\.presentationMode) var presentationMode
                let onCancel: () -> Void
            \(representable)
                func makeCoordinator() -> Coordinator { Coordinator(self) }
            }
            \(other)
            """
        let flow = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0, readsSwiftUI: true).flow
        return flow.screens[try XCTUnwrap(flow.index(ofScreenNamed: "Wrapped"))]
    }

    private func wayOut(_ screen: CodeScreen) -> [String] {
        screen.unknownFacts.contains(.actions) ? [] : screen.actions.filter { $0.dismisses == true }.map(\.label)
    }

    private let imagePicker = """
            func makeUIViewController(context: Context) -> UIImagePickerController {
                let picker = UIImagePickerController()
                picker.delegate = context.coordinator
                return picker
            }
            func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
        """

    func testTheCoordinatorsCancelClosesTheSheet() throws {
        let picker = try screen(imagePicker + """

                final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                    let parent: Wrapped
                    init(_ parent: Wrapped) { self.parent = parent }
                    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                        parent.presentationMode.wrappedValue.dismiss()
                    }
                }
            """)
        XCTAssertEqual(wayOut(picker), ["Cancel"])
        XCTAssertNotNil(picker.title)
        XCTAssertEqual(picker.editsContent?.value, false)

        let photos = try screen("""
                func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: PHPickerConfiguration()) }
                func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
                final class Coordinator: NSObject, PHPickerViewControllerDelegate {
                    init(_ parent: Wrapped) {}
                    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                        picker.dismiss(animated: true)
                    }
                }
            """)
        XCTAssertEqual(wayOut(photos), ["Cancel"])

        let mail = try screen("""
                typealias UIViewControllerType = MFMailComposeViewController
                func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
                func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
                final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
                    @Binding var shown: PresentationMode
                    init(_ parent: Wrapped) { _shown = parent.presentationMode.projectedValue }
                    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
                        $shown.wrappedValue.dismiss()
                    }
                }
            """)
        XCTAssertEqual(wayOut(mail), ["Cancel"])
    }

    func testACancelWhoseDelegateIsNotReadStaysOpen() throws {
        let cases: [(String, String)] = [
            // No cancel method: whether the system closes it then is not the table's to say.
            (imagePicker + """

                final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                    init(_ parent: Wrapped) {}
                }
            """, ""),
            // The presenter's closure: its code is the presenter's.
            (imagePicker + """

                final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                    let parent: Wrapped
                    init(_ parent: Wrapped) { self.parent = parent }
                    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.onCancel() }
                }
            """, ""),
            // A method of that name in another type is not this coordinator's.
            (imagePicker + """

                final class Coordinator: NSObject {
                    init(_ parent: Wrapped) {}
                }
            """, """
            final class Elsewhere: NSObject, UIImagePickerControllerDelegate {
                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
            }
            """),
        ]
        for (representable, other) in cases {
            let picker = try screen(representable, after: other)
            XCTAssertEqual(wayOut(picker), [], representable)
            let cancel = try XCTUnwrap(picker.actions.first { $0.label == "Cancel" }, representable)
            XCTAssertNil(cancel.dismisses, representable)
            XCTAssertEqual(cancel.openReasons.first?.words, "imagePickerControllerDidCancel", representable)
            XCTAssertNotNil(picker.title, representable)
            XCTAssertEqual(picker.editsContent?.value, false, representable)
        }
    }

    func testAQuickLookPreviewClosesItself() throws {
        let preview = try screen("""
                func makeUIViewController(context: Context) -> QLPreviewController { QLPreviewController() }
                func updateUIViewController(_ controller: QLPreviewController, context: Context) {}
                final class Coordinator: NSObject { init(_ parent: Wrapped) {} }
            """)
        XCTAssertEqual(wayOut(preview), ["Done"])
    }
    /// What people see: a picker whose coordinator closes it on Cancel is neither a finding
    /// nor a note; one whose Cancel has no method of the app stays a note, not a finding.
    func testTheLinterTrustsOnlyTheCancelTheCodeCloses() {
        func dismissButton(_ cancel: String) -> (findings: Int, notes: Int) {
            let source = """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
                struct Root: View {
                    @State private var open = false
                    var body: some View { NavigationStack { Button("Pick") { open = true }.navigationTitle("Home").sheet(isPresented: $open) { Picker() } } }
                }
                struct Picker: UIViewControllerRepresentable {
                    @Environment(\\.dismiss) var dismiss
                    func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
                    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        let parent: Picker
                        init(_ parent: Picker) { self.parent = parent }
                        \(cancel)
                    }
                }
                """
            let result = TestApp.lint(source)
            return (result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.count,
                    result.uncertain.filter { $0.ruleID == "modal-dismiss-button" }.count)
        }
        let closing = dismissButton("func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }")
        XCTAssertEqual(closing.findings, 0)
        XCTAssertEqual(closing.notes, 0)
        let unread = dismissButton("func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}")
        XCTAssertEqual(unread.findings, 0)
        XCTAssertEqual(unread.notes, 1)
    }
}
