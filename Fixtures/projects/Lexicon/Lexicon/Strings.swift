// Generated in the style of SwiftGen: each constant names its table and key.
import Foundation

enum L10n {
    /// Cancel
    static let actionCancel = L10n.tr("Localizable", "action.cancel", fallback: "Cancel")

    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}
