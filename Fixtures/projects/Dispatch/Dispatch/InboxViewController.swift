import UIKit

protocol InboxViewControllerDelegate: AnyObject {
    func inboxDidAskToCompose(_ inbox: InboxViewController)
    func inboxDidAskForAbout(_ inbox: InboxViewController)
    func inboxDidAskForSettings(_ inbox: InboxViewController)
}

final class InboxViewController: UITableViewController {
    weak var delegate: InboxViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(title: "About", style: .plain, target: self, action: #selector(about)),
            UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(settings)),
        ]
    }

    @objc private func compose() { delegate?.inboxDidAskToCompose(self) }
    @objc private func about() { delegate?.inboxDidAskForAbout(self) }
    @objc private func settings() { delegate?.inboxDidAskForSettings(self) }
}
