import UIKit

/// The list of memos. Its + opens the memo editor (Main.storyboard); the buttons made here
/// open the other editors, each in a navigation controller.
final class MemoListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(title: "Sketch", style: .plain, target: self, action: #selector(sketch)),
            UIBarButtonItem(title: "Quick Note", style: .plain, target: self, action: #selector(quickNote)),
            UIBarButtonItem(title: "Label", style: .plain, target: self, action: #selector(label)),
        ]
        toolbarItems = [
            UIBarButtonItem(title: "Preview", style: .plain, target: self, action: #selector(preview)),
            UIBarButtonItem(title: "Feedback", style: .plain, target: self, action: #selector(feedback)),
        ]
    }

    @objc func sketch() {
        let navigation = UINavigationController(rootViewController: SketchViewController())
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    @objc func quickNote() {
        let note = QuickNoteViewController(nibName: "QuickNoteViewController", bundle: nil)
        present(UINavigationController(rootViewController: note), animated: true)
    }

    @objc func label() {
        let editor = storyboard!.instantiateViewController(withIdentifier: "labelEditor") as! LabelEditorViewController
        editor.show(over: self)
    }

    /// Where the label editor's Cancel unwinds to.
    @IBAction func unwindFromLabelEditor(_ segue: UIStoryboardSegue) {}

    @objc func preview() {
        let preview = MemoPreviewViewController()
        preview.memo = MemoStore.shared.memos.last ?? ""
        present(UINavigationController(rootViewController: preview), animated: true)
    }

    @objc func feedback() {
        present(UINavigationController(rootViewController: FeedbackViewController()), animated: true)
    }
}
