import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
    }
}
