/// A generated UIKit app of a given number of files, for the app budget: storyboards whose
/// scenes' classes are in Swift files (titles and bar buttons set in code, action methods
/// that dismiss), and model files that fill the app out, as real apps' code is mostly not
/// view controllers. Deterministic: the same count always writes the same app.
struct AppGenerator {
    /// Files in all: storyboards, view controllers and model files.
    let fileCount: Int
    static let scenesPerStoryboard = 25

    /// Path (relative to the app's folder) and text of every file.
    func files() -> [(path: String, text: String)] {
        let storyboards = max(1, fileCount / 100)
        let controllers = storyboards * AppGenerator.scenesPerStoryboard
        var files: [(String, String)] = []
        for board in 0..<storyboards { files.append(("App/Storyboards/Feature\(board).storyboard", storyboard(board))) }
        for board in 0..<storyboards {
            for scene in 0..<AppGenerator.scenesPerStoryboard {
                files.append(("App/Controllers/\(className(board, scene)).swift", controller(board, scene)))
            }
        }
        var model = 0
        while files.count < fileCount {
            files.append(("App/Model/Model\(model).swift", modelFile(model)))
            model += 1
        }
        _ = controllers
        return files
    }

    private func className(_ board: Int, _ scene: Int) -> String { "Feature\(board)Scene\(scene)ViewController" }

    private func id(_ board: Int, _ scene: Int, _ part: String) -> String { "F\(board)-S\(scene)-\(part)" }

    /// A navigation controller whose root shows a chain of scenes; every fifth scene is
    /// presented as a form sheet with a Cancel wired to a method, and the scenes' own
    /// buttons are set in code.
    private func storyboard(_ board: Int) -> String {
        var scenes = ""
        let nav = id(board, 0, "nav")
        scenes += """
                <scene sceneID="\(id(board, 0, "navscene"))">
                    <objects>
                        <navigationController id="\(nav)" sceneMemberID="viewController">
                            <connections>
                                <segue destination="\(id(board, 0, "vc"))" kind="relationship" relationship="rootViewController" id="\(id(board, 0, "root"))"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>

        """
        for scene in 0..<AppGenerator.scenesPerStoryboard {
            var connections = ""
            if scene + 1 < AppGenerator.scenesPerStoryboard {
                let kind = (scene + 1) % 5 == 0 ? "presentation\" modalPresentationStyle=\"formSheet" : "show"
                connections = """
                                        <connections>
                                            <segue destination="\(id(board, scene + 1, "vc"))" kind="\(kind)" id="\(id(board, scene, "next"))"/>
                                        </connections>
                """
            }
            let cancel = scene % 5 == 0 && scene > 0 ? """
                                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="\(id(board, scene, "cancel"))">
                                        <connections>
                                            <action selector="cancel:" destination="\(id(board, scene, "vc"))" id="\(id(board, scene, "cancelaction"))"/>
                                        </connections>
                                    </barButtonItem>
            """ : ""
            scenes += """
                    <scene sceneID="\(id(board, scene, "scene"))">
                        <objects>
                            <viewController storyboardIdentifier="\(className(board, scene))" id="\(id(board, scene, "vc"))" customClass="\(className(board, scene))" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(id(board, scene, "view"))">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="\(id(board, scene, "button"))">
                                            <state key="normal" title="Next"/>
            \(connections)
                                        </button>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="Scene \(scene)" id="\(id(board, scene, "item"))">
            \(cancel)
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>

            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="\(nav)">
            <scenes>
        \(scenes)    </scenes>
        </document>

        """
    }

    private func controller(_ board: Int, _ scene: Int) -> String {
        """
        import UIKit

        /// Scene \(scene) of feature \(board).
        final class \(className(board, scene)): UIViewController {
            @IBOutlet private weak var nextButton: UIButton!
            private var items: [Model\(scene)] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Scene \(scene)"
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Save", style: .done, target: self, action: #selector(save))
            }

            @objc private func save() {
                store()
                dismiss(animated: true)
            }

            @IBAction func cancel(_ sender: Any) {
                dismiss(animated: true)
            }

            private func store() {
                let summary = items.map { "\\($0.name): \\($0.count)" }.joined(separator: ", ")
                print("saving \\(summary) /* not a comment */ // nor this")
            }
        }

        """
    }

    private func modelFile(_ number: Int) -> String {
        """
        import Foundation

        /// A value of the model (\(number)).
        struct Model\(number): Codable, Hashable {
            var name: String
            var count: Int
            var tags: [String] = []

            /* A block comment /* nested */ with a "quote". */
            func describe() -> String {
                let raw = #"raw "text" \\(not interpolated)"#
                let lines = \"\"\"
                    \\(name) has \\(count) items
                    and \\(tags.count) tags
                    \"\"\"
                return raw + lines
            }

            static func make(_ index: Int) -> Model\(number) {
                Model\(number)(name: "item \\(index)", count: index * \(number % 7 + 1))
            }
        }

        """
    }
}
