import UIKit

final class FiltersViewController: UIViewController {
    @IBOutlet private var favoritesSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        favoritesSwitch.isOn = UserDefaults.standard.bool(forKey: "favoritesOnly")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        UserDefaults.standard.set(favoritesSwitch.isOn, forKey: "favoritesOnly")
    }
}
