/// SwiftUI's `ButtonRole` cases as the roles of the flow model: `.cancel`, `.destructive`,
/// and from iOS 26 `.close` and `.confirm` (a Done).
enum SwiftUIButtonRole {
    static func role(named member: String) -> ActionRole? {
        switch member {
        case "cancel": return .cancel
        case "destructive": return .destructive
        case "close": return .close
        case "confirm": return .done
        default: return nil
        }
    }
}
