import PencilKit
import UIKit

/// A sketch people draw with PencilKit. Its Cancel throws the drawing away without asking:
/// reported.
final class SketchViewController: UIViewController {
    private let canvas = PKCanvasView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sketch"
        canvas.frame = view.bounds
        view.addSubview(canvas)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func done() {
        MemoStore.shared.add(canvas.drawing)
        dismiss(animated: true)
    }
}
