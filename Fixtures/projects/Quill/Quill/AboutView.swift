import SwiftUI

/// A true problem for modal-dismiss-button: a sheet with no button at all; only a swipe
/// closes it. It is shown inside `RouterHost`, which is looked through.
struct AboutView: View {
    var body: some View {
        NavigationStack {
            Text("Quill 1.0")
                .navigationTitle("About Quill")
        }
    }
}
