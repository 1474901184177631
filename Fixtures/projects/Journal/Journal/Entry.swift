import Foundation

struct Entry: Codable, Equatable {
    var text: String
    var date: Date

    /// The first line, as the list shows it.
    var title: String {
        text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    }
}
