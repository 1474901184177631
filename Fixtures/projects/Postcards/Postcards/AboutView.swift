import SwiftUI

/// About the app, in SwiftUI, hosted by the list: no button closes it, only a swipe (reported).
struct AboutView: View {
    var body: some View {
        Text("Postcards")
    }
}
