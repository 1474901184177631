import UIKit

final class SettingsViewController: UIViewController {
    @IBOutlet private var syncSwitch: UISwitch!
    @IBOutlet private var reminderSwitch: UISwitch!

    private let defaults = UserDefaults.standard

    override func viewDidLoad() {
        super.viewDidLoad()
        syncSwitch.isOn = defaults.bool(forKey: "syncWithICloud")
        reminderSwitch.isOn = defaults.bool(forKey: "dailyReminder")
    }

    @IBAction func done(_ sender: Any) {
        defaults.set(syncSwitch.isOn, forKey: "syncWithICloud")
        defaults.set(reminderSwitch.isOn, forKey: "dailyReminder")
        dismiss(animated: true)
    }
}
