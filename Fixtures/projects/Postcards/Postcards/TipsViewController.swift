import UIKit

/// Tips, closed by a button in its view.
final class TipsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(type: .close)
        close.addTarget(self, action: #selector(closeTips), for: .touchUpInside)
        view.addSubview(close)
    }

    @objc func closeTips() {
        dismiss(animated: true)
    }
}
