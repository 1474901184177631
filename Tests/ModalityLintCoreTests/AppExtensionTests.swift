import XCTest

/// An app extension's own files are a small app of their own (issue 21): a type it declares
/// is another screen than the app's type of the same name, so neither lends the other its
/// buttons or its problems.
final class AppExtensionTests: XCTestCase {
    private let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = G0; buildConfigurationList = LP; targets = (TAPP, TSHARE); };
        \t\tLP = {isa = XCConfigurationList; buildConfigurations = (CP1, CP2); };
        \t\tCP1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
        \t\tCP2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; }; };
        \t\tG0 = {isa = PBXGroup; children = (SAPP, SSHARE); sourceTree = "<group>"; };
        \t\tSAPP = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tSSHARE = {isa = PBXFileSystemSynchronizedRootGroup; path = Share; sourceTree = "<group>"; };
        \t\tTAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (SAPP); dependencies = (DSHARE); };
        \t\tDSHARE = {isa = PBXTargetDependency; target = TSHARE; };
        \t\tTSHARE = {isa = PBXNativeTarget; name = Share; productType = "com.apple.product-type.app-extension"; fileSystemSynchronizedGroups = (SSHARE); };
        \t};
        \trootObject = ROOT;
        }
        """

    /// A `Root` presenting a `ComposeView` whose toolbar is `toolbar`.
    private func views(title: String, toolbar: String, entry: String) -> String {
        """
        import SwiftUI
        \(entry)
        struct Root: View {
            @State private var composing = false
            var body: some View {
                NavigationStack {
                    Text("\(title)").navigationTitle("\(title)")
                        .toolbar { Button("New") { composing = true } }
                        .sheet(isPresented: $composing) { ComposeView() }
                }
            }
        }
        struct ComposeView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack { Text("Compose").navigationTitle("New Note")\(toolbar) }
            }
        }
        """
    }

    private func lint(appToolbar: String) throws -> CommandRunner.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extension-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["App.xcodeproj", "App", "Share"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try project.write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "swiftui: true\n".write(to: folder.appendingPathComponent(".modality-lint.yml"), atomically: true, encoding: .utf8)
        let app = views(title: "Notes", toolbar: appToolbar,
                        entry: "@main struct NotesApp: App { var body: some Scene { WindowGroup { Root() } } }")
        try app.write(to: folder.appendingPathComponent("App/App.swift"), atomically: true, encoding: .utf8)
        // The extension's composer has no way out at all.
        let share = views(title: "Share", toolbar: "", entry: """
            final class ShareViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); addChild(UIHostingController(rootView: Root())) }
            }
            """)
        try share.write(to: folder.appendingPathComponent("Share/Share.swift"), atomically: true, encoding: .utf8)
        return try CommandRunner.run(["."], in: folder)
    }

    func testTheExtensionsTypesAreNotTheAppsOfTheSameName() throws {
        let done = ".toolbar { ToolbarItem(placement: .confirmationAction) { Button(\"Done\") { dismiss() } } }"
        let result = try lint(appToolbar: done)
        // The app's Done is not the extension's way out: its composer is reported, in its file.
        XCTAssertEqual(result.standardOutput.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) + " " + ($0.split(separator: "[").last ?? "") },
                       ["Share/Share.swift modal-dismiss-button]"], result.standardOutput)
        // The near miss: the app's composer, wrong too, is reported in the app's file.
        let wrong = try lint(appToolbar: ".toolbar { ToolbarItem(placement: .confirmationAction) { Button(\"Done\") {} } }")
        XCTAssertTrue(wrong.standardOutput.contains("App/App.swift:") && wrong.standardOutput.contains("[done-button-misuse]"), wrong.standardOutput)
        XCTAssertTrue(wrong.standardOutput.contains("Share/Share.swift:"), wrong.standardOutput)
    }
}
