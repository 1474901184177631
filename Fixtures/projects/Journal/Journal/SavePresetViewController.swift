import UIKit

final class SavePresetViewController: UIViewController {
    @IBOutlet private var nameField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Save Preset"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(savePreset))
    }

    @objc func savePreset() {
        let name = nameField.text ?? ""
        var presets = UserDefaults.standard.stringArray(forKey: "filterPresets") ?? []
        presets.append(name)
        UserDefaults.standard.set(presets, forKey: "filterPresets")
        dismiss(animated: true)
    }
}
