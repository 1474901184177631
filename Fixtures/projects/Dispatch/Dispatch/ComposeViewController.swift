import UIKit

protocol ComposeViewControllerDelegate: AnyObject {
    func composeDidCancel(_ compose: ComposeViewController)
    func composeDidSend(_ compose: ComposeViewController)
}

/// Its Cancel and Send close it through the coordinator, the delegate the index finds.
final class ComposeViewController: UIViewController {
    weak var delegate: ComposeViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
    }

    @objc private func cancel() { delegate?.composeDidCancel(self) }
    @objc private func send() { delegate?.composeDidSend(self) }
}
