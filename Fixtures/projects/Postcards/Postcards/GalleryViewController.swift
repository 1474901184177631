import UIKit

/// Every postcard sent, full screen, closed with Close.
final class GalleryViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc func close() {
        dismiss(animated: true)
    }

    /// A popover that stays a popover on iPhone (compact-adaptation).
    func showFilters(from item: UIBarButtonItem) {
        let filters = FiltersViewController()
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.barButtonItem = item
        filters.popoverPresentationController?.delegate = self
        present(filters, animated: true)
    }
}

extension GalleryViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
