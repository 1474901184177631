import XCTest
@testable import ModalityLintCore

/// A screen whose touch handlers stroke the finger's path into its own image views, whose
/// image another of its methods reads (a Done that sends the drawing), is a canvas: people's
/// work, which a Close that closes at once throws away (HandDrawnCanvas). A `touchesMoved`
/// that only moves a knob draws nothing, and a drawing handed to another object stroke by
/// stroke is kept there: both leave the work open, as a field whose purpose is unsaid.
final class HandDrawnCanvasTests: XCTestCase {
    /// The confirm-before-discard diagnostics (their lines), and how many are held back as
    /// uncertain; `edits` is where the diagnostics' evidence says the screen holds work.
    private func discard(_ files: [(String, String)]) -> (reported: [Int], uncertain: Int, edits: [String]) {
        let result = TestApp.lint(files)
        let reported = result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }
        return (reported.map(\.start.line), result.uncertain.filter { $0.ruleID == "confirm-before-discard" }.count,
                reported.flatMap { $0.evidence.filter { $0.fact == "editsContent" }.map { "\($0.file ?? "-"):\($0.position?.line ?? 0)" } })
    }

    /// A list that presents, full screen in a navigation controller, a drawing screen with a
    /// Close (X) and a Done; `moved` is its `touchesMoved`'s body, `ended` its `touchesEnded`'s,
    /// `done` its Done's.
    private func drawing(moved: String = "if let touch = touches.first { stroke(to: touch.location(in: tempImageView)) }",
                         ended: String = HandDrawnCanvasTests.merge, done: String = "Outbox.send(mainImageView.image)") -> [(String, String)] {
        [("App/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Chat" id="n1">
                                <barButtonItem key="rightBarButtonItem" title="Draw" id="draw">
                                    <connections><segue destination="nav2" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/></connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <navigationController id="nav2" sceneMemberID="viewController">
                            <connections><segue destination="canvas" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="canvas" customClass="DrawingViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <imageView id="main"/>
                                    <imageView id="temp"/>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Drawing" id="n2">
                                <barButtonItem key="leftBarButtonItem" systemItem="stop" id="close">
                                    <connections><action selector="closeDrawing" destination="canvas" id="a1"/></connections>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" title="Done" id="done">
                                    <connections><action selector="endDrawing" destination="canvas" id="a2"/></connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections>
                                <outlet property="mainImageView" destination="main" id="o1"/>
                                <outlet property="tempImageView" destination="temp" id="o2"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """),
         ("App/DrawingViewController.swift", """
            import UIKit

            final class DrawingViewController: UIViewController {
                @IBOutlet private weak var mainImageView: UIImageView!
                @IBOutlet private weak var tempImageView: UIImageView!
                private var lastPoint: CGPoint = .zero

                @IBAction private func endDrawing() {
                    \(done)
                    dismiss(animated: true)
                }

                @IBAction private func closeDrawing() {
                    dismiss(animated: true)
                }

                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                    \(moved)
                }

                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    \(ended)
                }

                func stroke(to point: CGPoint) {
                    UIGraphicsBeginImageContext(tempImageView.frame.size)
                    guard let context = UIGraphicsGetCurrentContext() else { return }
                    tempImageView.image?.draw(in: tempImageView.bounds)
                    context.move(to: lastPoint)
                    context.addLine(to: point)
                    context.strokePath()
                    tempImageView.image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    lastPoint = point
                }
            }

            enum Outbox {
                static func send(_ image: UIImage?) {}
            }

            """)]
    }

    /// `touchesEnded` merging the stroke into the main image, as drawing apps do.
    private static let merge = """
        UIGraphicsBeginImageContext(mainImageView.frame.size)
                mainImageView.image?.draw(in: mainImageView.bounds)
                tempImageView.image?.draw(in: tempImageView.bounds)
                mainImageView.image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                tempImageView.image = nil
        """

    func testStrokesKeptInItsImageViewsAndReadByDoneAreWork() {
        // The Close (X) closes at once and throws the drawing away; the work is where a
        // stroke is drawn, in the method touchesMoved calls.
        let drawn = discard(drawing())
        XCTAssertEqual(drawn.reported, [32])
        XCTAssertEqual(drawn.edits, ["App/DrawingViewController.swift:35"])
        // Done reads the image only to check it.
        XCTAssertEqual(discard(drawing(done: "guard mainImageView.image != nil else { return }")).reported, [32])
        // A stroke drawn by a UIBezierPath, in touchesMoved itself.
        XCTAssertEqual(discard(drawing(moved: """
            let path = UIBezierPath()
                    path.move(to: lastPoint)
                    path.addLine(to: touches.first?.location(in: tempImageView) ?? .zero)
                    UIGraphicsBeginImageContext(tempImageView.frame.size)
                    path.stroke()
                    tempImageView.image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
            """)).edits, ["App/DrawingViewController.swift:20"])
    }

    func testAFingerThatMovesAKnobDrawsNothing() {
        // Near miss: no stroke, so no drawing; the finger's purpose stays unsaid.
        let knob = discard(drawing(moved: "tempImageView.center = touches.first?.location(in: view) ?? .zero"))
        XCTAssertEqual(knob.reported, [])
        XCTAssertEqual(knob.uncertain, 1)
    }

    func testADrawingHandedElsewhereStrokeByStrokeStaysOpen() {
        // Near miss: each stroke is saved in another object as it is drawn; closing loses nothing known.
        let saved = discard(drawing(ended: Self.merge + "\n        Sketchbook.shared.save(mainImageView.image)"))
        XCTAssertEqual(saved.reported, [])
        XCTAssertEqual(saved.uncertain, 1)
        let assigned = discard(drawing(ended: Self.merge + "\n        Sketchbook.shared.page = mainImageView.image"))
        XCTAssertEqual(assigned.reported, [])
        XCTAssertEqual(assigned.uncertain, 1)
        // Nothing else reads the drawing: kept for nothing the code says.
        let unread = discard(drawing(done: "Outbox.send(nil)"))
        XCTAssertEqual(unread.reported, [])
        XCTAssertEqual(unread.uncertain, 1)
    }
}
