import XCTest
@testable import ModalityLintCore

/// A live camera view in UIKit (`CameraViewCode`) is immersive content, which Apple's
/// guidance gives a full-screen modal: `modal-style-fit` reports such a screen presented as a
/// sheet. Near misses: presented full screen, a code scanner (its camera only aims, and the
/// task is short), a capture session that shows no preview, and a camera view in another
/// controller than the one presented.
final class UIKitCameraContentTests: XCTestCase {
    private func styleFit(_ files: [(String, String)]) -> [String] {
        let result = TestApp.lint(files)
        return result.diagnostics.filter { $0.ruleID == "modal-style-fit" }.map { "\($0.file):\($0.start.line): \($0.message)" }
    }

    /// A form that presents `CameraViewController` (`present` is the call's extra words), and
    /// the camera controller with `body` in its class.
    private func camera(_ body: String, present: String = "", extraFiles: [(String, String)] = []) -> [(String, String)] {
        [("App/Camera.swift", """
            import UIKit
            import AVFoundation
            final class FormViewController: UIViewController {
                override func viewDidLoad() {
                    title = "Tree"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Measure", style: .plain, target: self, action: #selector(measure))
                }
                @objc func measure() {
                    let camera = CameraViewController()
                    \(present)
                    present(camera, animated: true)
                }
            }
            final class CameraViewController: UIViewController {
                private let session = AVCaptureSession()
                \(body)
                @objc func close() { dismiss(animated: true) }
            }

            """)] + extraFiles
    }

    private let previewLayer = """
        override func viewDidLoad() {
            let preview = AVCaptureVideoPreviewLayer(session: session)
            view.layer.addSublayer(preview)
        }
        """

    func testACameraViewPresentedAsASheetIsReported() {
        XCTAssertEqual(styleFit(camera(previewLayer)), [
            "App/Camera.swift:11: 'CameraViewController' shows camera content but is presented as a sheet (automatic): "
                + "set its `modalPresentationStyle = .fullScreen` before presenting it so it gets the whole screen and people's full attention",
        ])
        // Kept in a property whose type says it.
        XCTAssertEqual(styleFit(camera("private var preview: AVCaptureVideoPreviewLayer?")).count, 1)
        // Apple's `PreviewView`: a view of the run whose layer is the preview layer.
        let previewView = ("App/PreviewView.swift", """
            import UIKit
            import AVFoundation
            final class PreviewView: UIView {
                override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
            }

            """)
        XCTAssertEqual(styleFit(camera("private let previewView = PreviewView()", extraFiles: [previewView])).count, 1)
    }

    func testTheEvidenceNamesTheCameraViewAndTheStyle() {
        let result = Linter(configuration: .everyRuleOn).lint(app: camera(previewLayer).map { SourceFile(path: $0.0, text: $0.1) })
        let diagnostic = try? XCTUnwrap(result.diagnostics.first { $0.ruleID == "modal-style-fit" })
        let facts = diagnostic?.evidence.filter { $0.fact == "content" || $0.fact == "style" }.map(\.rendered)
        XCTAssertEqual(facts, [
            "App/Camera.swift:17:19: content: 'CameraViewController' shows camera (read in code)",
            "App/Camera.swift:11:9: style: automatic, a sheet: no style is set (the default)",
        ])
    }

    func testAnObjectiveCCameraView() {
        let code = """
            #import <UIKit/UIKit.h>
            #import <AVFoundation/AVFoundation.h>
            @interface CameraViewController : UIViewController
            @end
            @implementation CameraViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                AVCaptureVideoPreviewLayer *preview = [AVCaptureVideoPreviewLayer layerWithSession:self.session];
                [self.view.layer addSublayer:preview];
            }
            @end
            @interface FormViewController : UIViewController
            @end
            @implementation FormViewController
            - (IBAction)measure:(id)sender {
                [self presentViewController:[[CameraViewController alloc] init] animated:YES completion:nil];
            }
            @end

            """
        XCTAssertEqual(styleFit([("App/Camera.m", code)]), [
            "App/Camera.m:16: 'CameraViewController' shows camera content but is presented as a sheet (automatic): "
                + "set its `modalPresentationStyle` to `UIModalPresentationFullScreen` before presenting it so it gets the whole screen "
                + "and people's full attention",
        ])
    }

    func testAControllerHandedToTheAppsCodeBeforeItIsPresentedHasAnUnknownStyle() {
        // The app's own code may set the style (certainty.md): an extension method called on
        // it, or a helper it is handed to.
        let helpers = ("App/Styles.swift", """
            import UIKit
            extension UIViewController { func makeFullScreen() { modalPresentationStyle = .fullScreen } }
            func configure(_ controller: UIViewController) { controller.modalPresentationStyle = .fullScreen }
            enum Theme { static func apply(to controller: UIViewController, animated: Bool) {} }

            """)
        XCTAssertEqual(styleFit(camera(previewLayer, present: "camera.makeFullScreen()", extraFiles: [helpers])), [])
        XCTAssertEqual(styleFit(camera(previewLayer, present: "configure(camera)", extraFiles: [helpers])), [])
        XCTAssertEqual(styleFit(camera(previewLayer, present: "Theme.apply(to: camera, animated: true)", extraFiles: [helpers])), [])
        // Near misses: UIKit's calls and the framework's hand it to no code of the app.
        XCTAssertEqual(styleFit(camera(previewLayer, present: "camera.loadViewIfNeeded()", extraFiles: [helpers])).count, 1)
        XCTAssertEqual(styleFit(camera(previewLayer, present: "print(camera)", extraFiles: [helpers])).count, 1)
    }

    func testNearMissesStaySilent() {
        // Presented full screen, as the guidance asks.
        XCTAssertEqual(styleFit(camera(previewLayer, present: "camera.modalPresentationStyle = .fullScreen")), [])
        // A code scanner: it aims the camera at a QR code and closes when it reads one.
        XCTAssertEqual(styleFit(camera(previewLayer + "\nprivate let output = AVCaptureMetadataOutput()")), [])
        // A scanner view that reads the codes itself, or a helper the controller keeps that
        // does (the controller shows the camera, the helper reads QR codes from it).
        let scannerView = ("App/ScannerView.swift", """
            import UIKit
            import AVFoundation
            final class ScannerView: UIView {
                override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
                private let output = AVCaptureMetadataOutput()
            }

            """)
        XCTAssertEqual(styleFit(camera("private let scanner = ScannerView()", extraFiles: [scannerView])), [])
        let reader = ("App/QRReader.swift", """
            import AVFoundation
            final class QRReader: NSObject, AVCaptureMetadataOutputObjectsDelegate {
                func attach(to session: AVCaptureSession) { session.addOutput(AVCaptureMetadataOutput()) }
            }

            """)
        XCTAssertEqual(styleFit(camera(previewLayer + "\nprivate let reader = QRReader()", extraFiles: [reader])), [])
        // A capture session with no preview shows nothing of the camera.
        XCTAssertEqual(styleFit(camera("override func viewDidLoad() { session.startRunning() }")), [])
        // The preview layer in a method nothing calls and no control is connected to.
        XCTAssertEqual(styleFit(camera("private func unused() { _ = AVCaptureVideoPreviewLayer(session: session) }")), [])
    }

    func testAStoryboardSceneWhoseClassShowsTheCamera() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="list">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="b1">
                                            <state key="normal" title="Scan"/>
                                            <connections>
                                                <segue destination="camera" kind="presentation" id="seg"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="camera" customClass="CameraViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let code = """
            import UIKit
            import AVFoundation
            final class ListViewController: UIViewController {}
            final class CameraViewController: UIViewController {
                private let session = AVCaptureSession()
                \(previewLayer)
            }

            """
        XCTAssertEqual(styleFit([("App/Main.storyboard", storyboard), ("App/Camera.swift", code)]), [
            "App/Main.storyboard:12: 'CameraViewController' shows camera content but is presented as a sheet (automatic): "
                + "set the segue's Presentation to Full Screen so it gets the whole screen and people's full attention",
        ])
    }
}
