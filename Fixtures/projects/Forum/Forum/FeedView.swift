import SwiftUI

/// The list people start from: each button asks the navigator for a page.
struct FeedView: View {
    var body: some View {
        NavigationStack {
            List {
                Button("New Post") { Navigator.shared.openSheet(.compose) }
                Button("Reply") { Navigator.shared.openSheet(.reply(to: 1)) }
                Button("Report") { Navigator.shared.openSheet(.report(post: 1)) }
                Button("Photo") { Navigator.shared.showFullScreen(.photo(name: "Harbour")) }
                Button("Ada") { Navigator.shared.replaceTop(with: .profile(name: "Ada")) }
            }
            .navigationTitle("Forum")
        }
    }
}
