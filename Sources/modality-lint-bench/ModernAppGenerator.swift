/// A generated app that looks like today's apps, for the scaling benchmark: SwiftUI views
/// that present sheets through an enum of their own and through a router object, view
/// models, coordinators that push and present UIKit controllers loaded from xibs and
/// storyboards and SwiftUI views in hosting controllers, alerts, and model files, all
/// listed by an Xcode project with one iOS app target.
///
/// The app grows by whole features of ten files each, one storyboard per ten features,
/// and model files to reach the count. The first feature of every ten is their hub: its
/// sheet enum has a case for each of the other nine, and its coordinator pushes theirs,
/// so the reading follows presentations across files as in real apps, to a bounded depth. Deterministic: the same count
/// always writes the same app.
struct ModernAppGenerator {
    /// Code, xib and storyboard files in all (the project file comes on top).
    let fileCount: Int
    static let filesPerFeature = 10
    static let featuresPerStoryboard = 10

    /// Path (relative to the app's folder) and text of every file.
    func files() -> [(path: String, text: String)] {
        let features = max(1, (fileCount - 1) * ModernAppGenerator.featuresPerStoryboard
            / (ModernAppGenerator.featuresPerStoryboard * ModernAppGenerator.filesPerFeature + 1) / 2)
        var files: [(path: String, text: String)] = [("App/GeneratedApp.swift", app(features: features))]
        for feature in 0..<features {
            let folder = "App/Features/Feature\(feature)/"
            let members = ModernAppGenerator.members(of: feature, features: features)
            files.append((folder + "Feature\(feature)View.swift", listView(feature, members: members)))
            files.append((folder + "Feature\(feature)Sheet.swift", sheetEnum(feature, members: members)))
            files.append((folder + "Feature\(feature)ViewModel.swift", viewModel(feature)))
            files.append((folder + "Feature\(feature)Router.swift", router(feature)))
            files.append((folder + "Feature\(feature)EditView.swift", editView(feature)))
            files.append((folder + "Feature\(feature)DetailView.swift", detailView(feature)))
            files.append((folder + "Feature\(feature)SettingsView.swift", settingsView(feature)))
            files.append((folder + "Feature\(feature)Coordinator.swift", coordinator(feature, members: members)))
            files.append((folder + "Feature\(feature)ViewController.swift", controller(feature)))
            files.append((folder + "Feature\(feature)ViewController.xib", xib(feature)))
        }
        for group in 0..<(features + ModernAppGenerator.featuresPerStoryboard - 1) / ModernAppGenerator.featuresPerStoryboard {
            let range = group * ModernAppGenerator.featuresPerStoryboard..<min(features, (group + 1) * ModernAppGenerator.featuresPerStoryboard)
            files.append(("App/Storyboards/FeatureGroup\(group).storyboard", storyboard(group, features: range)))
        }
        var model = 0
        while files.count < fileCount {
            files.append(("App/Model/Record\(model).swift", modelFile(model)))
            model += 1
        }
        files.append(("App.xcodeproj/project.pbxproj", project(files.map(\.path))))
        return files
    }

    /// The features a hub presents: the other nine of its ten; none for the others.
    static func members(of feature: Int, features: Int) -> Range<Int> {
        guard feature % featuresPerStoryboard == 0 else { return feature..<feature }
        return (feature + 1)..<min(features, feature + featuresPerStoryboard)
    }

    private func storyboardName(_ feature: Int) -> String { "FeatureGroup\(feature / ModernAppGenerator.featuresPerStoryboard)" }

    private func app(features: Int) -> String {
        let tabs = stride(from: 0, to: features, by: ModernAppGenerator.featuresPerStoryboard).map { "                Feature\($0)View()\n                    .tabItem { Label(\"Feature \($0)\", systemImage: \"star\") }" }
        return """
        import SwiftUI

        @main
        struct GeneratedApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
        \(tabs.joined(separator: "\n"))
                    }
                }
            }
        }

        """
    }

    /// A list screen: an enum-driven sheet, a full-screen cover and an alert.
    private func listView(_ feature: Int, members: Range<Int>) -> String {
        let next = members.map { "\n                case .feature\($0): Feature\($0)View()" }.joined()
        return """
        import SwiftUI

        struct Feature\(feature)View: View {
            @StateObject private var model = Feature\(feature)ViewModel()
            @StateObject private var router = Feature\(feature)Router()
            @State private var sheet: Feature\(feature)Sheet?
            @State private var showsSettings = false
            @State private var confirmsDelete = false

            var body: some View {
                NavigationStack {
                    List(model.items) { item in
                        Button(item.title) { sheet = .detail(item) }
                    }
                    .navigationTitle("Feature \(feature)")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Add") { sheet = .edit }
                        }
                        ToolbarItem(placement: .secondaryAction) {
                            Button("Settings") { showsSettings = true }
                        }
                        ToolbarItem(placement: .destructiveAction) {
                            Button("Delete All") { confirmsDelete = true }
                        }
                    }
                    .task { await model.load() }
                }
                .environmentObject(router)
                .sheet(item: $sheet) { sheet in
                    switch sheet {
                    case .edit: Feature\(feature)EditView(model: model)
                    case .detail(let item): Feature\(feature)DetailView(item: item)\(next)
                    }
                }
                .fullScreenCover(isPresented: $showsSettings) {
                    Feature\(feature)SettingsView()
                }
                .alert("Delete every item?", isPresented: $confirmsDelete) {
                    Button("Delete", role: .destructive) { model.deleteAll() }
                    Button("Cancel", role: .cancel) {}
                }
            }
        }

        """
    }

    private func sheetEnum(_ feature: Int, members: Range<Int>) -> String {
        let cases = members.map { "\n    case feature\($0)" }.joined()
        let ids = members.map { "\n        case .feature\($0): return \"feature\($0)\"" }.joined()
        return """
        import Foundation

        /// What the list of feature \(feature) presents in its sheet.
        enum Feature\(feature)Sheet: Identifiable, Hashable {
            case edit
            case detail(Feature\(feature)Item)\(cases)

            var id: String {
                switch self {
                case .edit: return "edit"
                case .detail(let item): return "detail-\\(item.id)"\(ids)
                }
            }
        }

        struct Feature\(feature)Item: Identifiable, Hashable {
            let id: Int
            var title: String
            var notes: String
        }

        """
    }

    private func viewModel(_ feature: Int) -> String {
        """
        import Foundation

        @MainActor
        final class Feature\(feature)ViewModel: ObservableObject {
            @Published private(set) var items: [Feature\(feature)Item] = []
            @Published var isLoading = false
            @Published var errorMessage: String?

            func load() async {
                isLoading = true
                defer { isLoading = false }
                items = (0..<20).map { Feature\(feature)Item(id: $0, title: "Item \\($0)", notes: Record\(feature % 50).sample($0)) }
            }

            func add(title: String) {
                items.append(Feature\(feature)Item(id: items.count, title: title, notes: ""))
            }

            func deleteAll() {
                items.removeAll()
            }
        }

        """
    }

    /// A router object: the detail screen presents through it.
    private func router(_ feature: Int) -> String {
        """
        import SwiftUI

        @MainActor
        final class Feature\(feature)Router: ObservableObject {
            enum Route: Identifiable, Hashable {
                case share(String)
                case help

                var id: Self { self }
            }

            @Published var presented: Route?

            func present(_ route: Route) {
                presented = route
            }

            func dismiss() {
                presented = nil
            }
        }

        """
    }

    private func editView(_ feature: Int) -> String {
        """
        import SwiftUI

        struct Feature\(feature)EditView: View {
            @ObservedObject var model: Feature\(feature)ViewModel
            @Environment(\\.dismiss) private var dismiss
            @State private var title = ""

            var body: some View {
                NavigationStack {
                    Form {
                        TextField("Title", text: $title)
                    }
                    .navigationTitle("New Item")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { dismiss() }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                model.add(title: title)
                                dismiss()
                            }
                            .disabled(title.isEmpty)
                        }
                    }
                }
                .interactiveDismissDisabled(!title.isEmpty)
            }
        }

        """
    }

    private func detailView(_ feature: Int) -> String {
        """
        import SwiftUI

        struct Feature\(feature)DetailView: View {
            let item: Feature\(feature)Item
            @EnvironmentObject private var router: Feature\(feature)Router
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                NavigationStack {
                    VStack(alignment: .leading) {
                        Text(item.title).font(.headline)
                        Text(item.notes)
                        Button("Share") { router.present(.share(item.title)) }
                        Button("Help") { router.present(.help) }
                    }
                    .navigationTitle(item.title)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { dismiss() }
                        }
                    }
                }
                .sheet(item: $router.presented) { route in
                    switch route {
                    case .share(let text): Feature\(feature)ShareView(text: text)
                    case .help: Feature\(feature)HelpView()
                    }
                }
            }
        }

        struct Feature\(feature)ShareView: View {
            let text: String
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                NavigationStack {
                    Text(text)
                        .toolbar { Button("Close") { dismiss() } }
                }
            }
        }

        struct Feature\(feature)HelpView: View {
            var body: some View {
                Text("Swipe down to close this help.")
                    .presentationDetents([.medium])
            }
        }

        """
    }

    private func settingsView(_ feature: Int) -> String {
        """
        import SwiftUI

        struct Feature\(feature)SettingsView: View {
            @Environment(\\.dismiss) private var dismiss
            @AppStorage("feature\(feature).enabled") private var enabled = true

            var body: some View {
                NavigationStack {
                    Form {
                        Toggle("Enabled", isOn: $enabled)
                    }
                    .navigationTitle("Settings")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Close") { dismiss() }
                        }
                    }
                }
            }
        }

        """
    }

    /// UIKit navigation: a xib controller pushed, a SwiftUI view in a hosting controller,
    /// a storyboard scene presented in a navigation controller, and a hub's member features.
    private func coordinator(_ feature: Int, members: Range<Int>) -> String {
        let next = members.map { """

            func showFeature\($0)() {
                Feature\($0)Coordinator(navigationController: navigationController).start()
            }

        """ }.joined()
        return """
        import SwiftUI
        import UIKit

        @MainActor
        final class Feature\(feature)Coordinator {
            private let navigationController: UINavigationController

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                let controller = Feature\(feature)ViewController(nibName: "Feature\(feature)ViewController", bundle: nil)
                controller.coordinator = self
                navigationController.pushViewController(controller, animated: true)
            }

            func showOverview() {
                let hosting = UIHostingController(rootView: Feature\(feature)View())
                hosting.modalPresentationStyle = .formSheet
                navigationController.present(hosting, animated: true)
            }

            func showScene() {
                let storyboard = UIStoryboard(name: "\(storyboardName(feature))", bundle: nil)
                let scene = storyboard.instantiateViewController(withIdentifier: "Feature\(feature)SceneViewController")
                navigationController.present(UINavigationController(rootViewController: scene), animated: true)
            }
        \(next)}

        """
    }

    private func controller(_ feature: Int) -> String {
        """
        import UIKit

        final class Feature\(feature)ViewController: UIViewController {
            weak var coordinator: Feature\(feature)Coordinator?
            @IBOutlet private weak var titleLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Feature \(feature)"
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Overview", style: .plain, target: self, action: #selector(showOverview))
            }

            @objc private func showOverview() {
                coordinator?.showOverview()
            }

            @IBAction func showScene(_ sender: Any) {
                coordinator?.showScene()
            }

            @IBAction func remove(_ sender: Any) {
                let alert = UIAlertController(title: "Remove feature \(feature)?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in
                    self.navigationController?.popViewController(animated: true)
                })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alert, animated: true)
            }
        }

        /// The storyboard scene of feature \(feature), presented in a navigation controller.
        final class Feature\(feature)SceneViewController: UIViewController {
            @IBAction func done(_ sender: Any) {
                dismiss(animated: true)
            }
        }

        """
    }

    private func xib(_ feature: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Feature\(feature)ViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="titleLabel" destination="F\(feature)-lbl" id="F\(feature)-out"/>
                        <outlet property="view" destination="F\(feature)-view" id="F\(feature)-vout"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="F\(feature)-view">
                    <subviews>
                        <label opaque="NO" text="Feature \(feature)" id="F\(feature)-lbl"/>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="F\(feature)-scene">
                            <state key="normal" title="More"/>
                            <connections>
                                <action selector="showScene:" destination="-1" eventType="touchUpInside" id="F\(feature)-sceneaction"/>
                            </connections>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="F\(feature)-remove">
                            <state key="normal" title="Remove"/>
                            <connections>
                                <action selector="remove:" destination="-1" eventType="touchUpInside" id="F\(feature)-removeaction"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>

        """
    }

    /// One scene per feature of the group, each with a Done button wired to its class.
    private func storyboard(_ group: Int, features: Range<Int>) -> String {
        var scenes = ""
        for feature in features {
            scenes += """
                    <scene sceneID="G\(group)-F\(feature)-scene">
                        <objects>
                            <viewController storyboardIdentifier="Feature\(feature)SceneViewController" id="G\(group)-F\(feature)-vc" customClass="Feature\(feature)SceneViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="G\(group)-F\(feature)-view"/>
                                <navigationItem key="navigationItem" title="Scene \(feature)" id="G\(group)-F\(feature)-item">
                                    <barButtonItem key="rightBarButtonItem" systemItem="done" id="G\(group)-F\(feature)-done">
                                        <connections>
                                            <action selector="done:" destination="G\(group)-F\(feature)-vc" id="G\(group)-F\(feature)-doneaction"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>

            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
        \(scenes)    </scenes>
        </document>

        """
    }

    private func modelFile(_ number: Int) -> String {
        """
        import Foundation

        /// A record of the app's store (\(number)).
        struct Record\(number): Codable, Hashable {
            var name: String
            var count: Int
            var tags: [String] = []

            /* A block comment /* nested */ with a "quote". */
            func describe() -> String {
                let lines = \"\"\"
                    \\(name) has \\(count) items
                    and \\(tags.count) tags
                    \"\"\"
                return lines
            }

            static func sample(_ index: Int) -> String {
                Record\(number)(name: "item \\(index)", count: index * \(number % 7 + 1)).describe()
            }
        }

        """
    }

    /// An Xcode project with one iOS app target that builds every Swift file and bundles
    /// every xib and storyboard.
    private func project(_ paths: [String]) -> String {
        var serial = 0
        func newID() -> String {
            serial += 1
            let hex = String(serial, radix: 16, uppercase: true)
            return "A0" + String(repeating: "0", count: 22 - hex.count) + hex
        }
        var buildFiles = "", fileReferences = "", sources = "", resources = "", children = ""
        for path in paths {
            let relative = String(path.dropFirst("App/".count))
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            let type = path.hasSuffix(".swift") ? "sourcecode.swift" : path.hasSuffix(".xib") ? "file.xib" : "file.storyboard"
            let reference = newID(), build = newID()
            let phase = path.hasSuffix(".swift") ? "Sources" : "Resources"
            fileReferences += "\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \(type); path = \"\(relative)\"; sourceTree = \"<group>\"; };\n"
            buildFiles += "\t\t\(build) /* \(name) in \(phase) */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };\n"
            if phase == "Sources" { sources += "\t\t\t\t\(build) /* \(name) in Sources */,\n" } else { resources += "\t\t\t\t\(build) /* \(name) in Resources */,\n" }
            children += "\t\t\t\t\(reference) /* \(name) */,\n"
        }
        let (mainGroup, appGroup, productsGroup, product) = (newID(), newID(), newID(), newID())
        let (target, sourcesPhase, resourcesPhase, projectID) = (newID(), newID(), newID(), newID())
        let (projectConfigurations, targetConfigurations, projectRelease, targetRelease) = (newID(), newID(), newID(), newID())
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \(buildFiles)/* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \(fileReferences)\t\t\(product) /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\t\(mainGroup) = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t\(appGroup) /* App */,
        \t\t\t\t\(productsGroup) /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t\(appGroup) /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \(children)\t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t\(productsGroup) /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t\(product) /* App.app */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t\(target) /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = \(targetConfigurations);
        \t\t\tbuildPhases = (
        \t\t\t\t\(sourcesPhase) /* Sources */,
        \t\t\t\t\(resourcesPhase) /* Resources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductName = App;
        \t\t\tproductReference = \(product) /* App.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t\(projectID) /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = \(projectConfigurations);
        \t\t\tcompatibilityVersion = "Xcode 14.0";
        \t\t\tmainGroup = \(mainGroup);
        \t\t\tproductRefGroup = \(productsGroup) /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t\(target) /* App */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\t\(resourcesPhase) /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \(resources)\t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t\(sourcesPhase) /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \(sources)\t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\t\(projectRelease) /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\t\(targetRelease) /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = App;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\t\(projectConfigurations) = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t\(projectRelease) /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\t\(targetConfigurations) = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t\(targetRelease) /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = \(projectID) /* Project object */;
        }

        """
    }
}
