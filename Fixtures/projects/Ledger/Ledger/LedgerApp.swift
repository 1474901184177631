import ComposableArchitecture
import SwiftUI

/// A Composable Architecture app: every screen is a feature (a reducer and its view), and
/// what is presented is the parent's optional state (`@Presents`).
@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup {
            AccountsView(store: Store(initialState: Accounts.State()) { Accounts() })
        }
    }
}
