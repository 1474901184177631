import SwiftUI

/// About the app, in SwiftUI, hosted by the list.
struct AboutView: View {
    var body: some View {
        Text("Postcards")
    }
}
