import SwiftUI

/// Built only by the unit-test target `TidesSnapshotTests`: not the app.
struct SnapshotHost: View {
    @State private var isShowingSample = true

    var body: some View {
        Text("Snapshot")
            .sheet(isPresented: $isShowingSample) { SampleSheet() }
    }
}

struct SampleSheet: View {
    var body: some View {
        NavigationView {
            Text("Sample")
                .navigationBarTitle("Sample")
                .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
        }
    }
}
