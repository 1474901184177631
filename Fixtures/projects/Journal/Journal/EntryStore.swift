import Foundation

/// The journal's entries, kept in a JSON file in the app's documents folder.
final class EntryStore {
    static let shared = EntryStore()

    private(set) var entries: [Entry] = []
    private(set) var archived: [Entry] = []

    private var fileURL: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("entries.json")
    }

    init() {
        if let data = try? Data(contentsOf: fileURL),
           let saved = try? JSONDecoder().decode([Entry].self, from: data) {
            entries = saved
        }
    }

    func add(_ entry: Entry) {
        entries.insert(entry, at: 0)
        save()
    }

    func archive(at index: Int) {
        archived.append(entries.remove(at: index))
        save()
    }

    private func save() {
        if let data = try? JSONEncoder().encode(entries) {
            try? data.write(to: fileURL, options: .atomic)
        }
    }
}
