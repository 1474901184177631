import SwiftUI

/// A package's view: linted as it is (a package of the folder is not a project's to judge).
public struct TideBanner: View {
    @State private var isShowingDetails = false

    public init() {}

    public var body: some View {
        Button("Details") { isShowingDetails = true }
            .sheet(isPresented: $isShowingDetails) { TideDetailsView() }
    }
}

struct TideDetailsView: View {
    var body: some View {
        NavigationView {
            Text("Range 4.2 m")
                .navigationBarTitle("Details")
                .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
        }
    }
}
