import Foundation

/// What one `lint` run reads, prints and writes, noted while it runs so that the result
/// cache (`ResultCache`) can tell when a later run would read the same and replay what this
/// one did. `FileSystem` and `Output` report to it; it keeps nothing unless started.
final class RunRecording: @unchecked Sendable {
    /// One file the run read: its absolute path and the hash of its bytes, or of why it
    /// could not be read (a file that appears, vanishes or changes makes another hash),
    /// and its stamp when it was read (nil when it could not be).
    struct Read: Equatable {
        var path: String
        var hash: UInt64
        var stamp: FileSystem.Stamp?

        init(path: String, hash: UInt64, stamp: FileSystem.Stamp? = nil) {
            self.path = path
            self.hash = hash
            self.stamp = stamp
        }
    }

    /// What the run did that a replay must do again, in the order it did it.
    enum Event: Equatable {
        case standardOutput([UInt8])
        case standardError([UInt8])
        case wrote(path: String, bytes: [UInt8])
    }

    static let shared = RunRecording()

    private let lock = NSLock()
    private var isRecording = false
    /// When the recording started (`FileSystem.now`).
    private(set) var started: Int64 = 0
    private var reads: [String: (hash: UInt64, stamp: FileSystem.Stamp?)] = [:]
    private var events: [Event] = []

    func start() {
        lock.lock()
        isRecording = true
        started = FileSystem.now
        reads = [:]
        events = []
        lock.unlock()
    }

    /// Stops and hands back what was recorded (reads sorted by path), and when it started.
    func stop() -> (reads: [Read], events: [Event], started: Int64) {
        lock.lock()
        defer { lock.unlock() }
        isRecording = false
        let result = (reads.map { Read(path: $0.key, hash: $0.value.hash, stamp: $0.value.stamp) }.sorted { $0.path < $1.path },
                      events, started)
        reads = [:]
        events = []
        return result
    }

    /// The hash a read records: of the bytes, or of the reason none could be read.
    static func hash(of outcome: Result<[UInt8], FileSystem.ReadError>) -> UInt64 {
        switch outcome {
        case .success(let bytes):
            return ContentHash.of(bytes)
        case .failure(let error):
            var hash = ContentHash()
            hash.add("unreadable")
            hash.add(error.reason)
            return hash.value
        }
    }

    func read(_ path: String, _ outcome: Result<[UInt8], FileSystem.ReadError>, stamp: FileSystem.Stamp?) {
        guard recording else { return }
        // Hashed on the reading thread: the run reads its files on every core.
        let hash = RunRecording.hash(of: outcome)
        let absolute = FileSystem.absolute(path)
        lock.lock()
        if isRecording { reads[absolute] = (hash, stamp) }
        lock.unlock()
    }

    func note(_ event: Event) {
        lock.lock()
        if isRecording { events.append(event) }
        lock.unlock()
    }

    private var recording: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isRecording
    }
}
