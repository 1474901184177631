import SwiftUI

/// The list people start from: each button asks the router for a route.
struct HomeView: View {
    @Router private var router

    var body: some View {
        List {
            Button("New Reel") { router.route(to: .compose()) }
            Button("Edit Profile") { router.route(to: .editProfile()) }
            Button("About Reels") { router.route(to: .about()) }
            Button("Play") { router.route(to: .player()) }
            Button("Drafts") { router.route(to: .draft()) }
            Button("Tips") { router.route(to: .tips(), style: .push) }
        }
        .navigationTitle("Reels")
    }
}
