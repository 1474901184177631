import SwiftUI

/// Every page of the app: each case builds its screen in `view()`.
enum Page {
    case feed
    case compose
    case reply(to: Int)
    case report(post: Int)
    case photo(name: String)
    case profile(name: String)
}

extension Page {
    @MainActor @ViewBuilder
    func view() -> some View {
        switch self {
        case .feed:
            FeedView()
        case .compose:
            ComposeView()
        case let .reply(post):
            ReplyView(post: post)
        case let .report(post):
            ReportView(post: post)
        case let .photo(name):
            PhotoView(name: name)
        case let .profile(name):
            ProfileView(name: name)
        }
    }
}
