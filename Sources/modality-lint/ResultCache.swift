import Dispatch
import Foundation
import ModalityLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `lint --cache DIR`: a run over an app nothing of which changed replays the result of
/// the run before it, byte for byte, instead of reading the app again (the build plugin and
/// a pre-commit hook lint the same app over and over).
///
/// An entry is named by a key that hashes what the run was asked and what it found before
/// reading anything: the tool (its version and the executable's size, time and inode, so
/// a rebuilt tool never reuses), the options that change the output, the working folder,
/// the environment variables the reports read, whether standard output is a terminal, the
/// files and folders discovery found, and the configuration files that apply, with their
/// bytes. The entry
/// holds the hash of every file the run read (code, storyboards, xibs, flow files,
/// configurations, baselines, Xcode projects and their settings files, packages' manifests,
/// string tables: whatever went through `FileSystem.readBytes`), so a one-byte change in
/// any of them, or a file that appears or vanishes where one was read, is a miss. A hit
/// replays what the run printed and the reports it wrote, and returns its exit status.
///
/// An entry that cannot be read, or is cut short or damaged (its own hash at its end), is a
/// miss: the cache never fails a run.
struct ResultCache {
    /// Bumped when the entry's layout or the key's parts change.
    static let formatVersion = "modality-lint result cache 2"
    /// The most entries one folder keeps; the oldest go first.
    static let keptEntries = 32
    /// The environment variables a lint run's output depends on (LintRun, SourceLinks).
    static let environmentNames = [
        "GITHUB_ACTIONS", "NO_COLOR", "GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA", "CI_PROJECT_URL", "CI_COMMIT_SHA",
    ]
    /// Options that do not change what a run reports.
    static let keyFreeOptions: Set<String> = ["--cache", "--verbose"]

    /// What a run did, to replay.
    struct Entry: Equatable {
        var reads: [RunRecording.Read]
        var events: [RunRecording.Event]
        /// `--build-step`'s decision: whether the run passed, and its summary for the stamp.
        var stamp: Stamp?
        var status: Int32
        /// When the run started (`FileSystem.now`): a file last changed a second before it
        /// and whose stamp is the same now has the same bytes.
        var started: Int64

        struct Stamp: Equatable {
            var passed: Bool
            var summary: String
        }
    }

    let folder: String
    let key: UInt64

    var entryPath: String { FileSystem.join(folder, ContentHash.hexadecimal(key) + ".entry") }

    // MARK: The key

    /// The tool itself: its version and the executable file's identity.
    static var toolIdentity: String {
        var identity = ModalityLint.version
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        var info = stat()
        if stat(path, &info) == 0 {
            #if canImport(Darwin)
            let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
            #else
            let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            #endif
            identity += " \(path) \(info.st_size) \(modified) \(info.st_ino)"
        } else {
            // An executable that cannot be told from a rebuilt one must not reuse anything.
            identity += " \(UUID().uuidString)"
        }
        return identity
    }

    /// The key of a run: everything but the bytes of the files it reads (the entry checks
    /// those). `configurations`: the paths of the configuration files that apply to what
    /// discovery found, in the order they were met.
    static func key(options: ParsedArguments, discovery: FileDiscovery, configurations: [String],
                    environment: [String: String], standardOutputIsTerminal: Bool) -> UInt64 {
        var hash = ContentHash()
        hash.add(formatVersion)
        hash.add(toolIdentity)
        hash.add(FileSystem.currentDirectory)
        for flag in options.flags.sorted() where !keyFreeOptions.contains(flag) { hash.add("flag " + flag) }
        for (option, values) in options.values.sorted(by: { $0.key < $1.key }) where !keyFreeOptions.contains(option) {
            hash.add("option " + option)
            for value in values { hash.add(value) }
        }
        for operand in options.operands {
            hash.add("operand " + operand)
            hash.add("\(FileSystem.kind(of: FileSystem.absolute(operand)))")
        }
        for name in environmentNames {
            hash.add(name)
            hash.add(environment[name].map { "=" + $0 } ?? "unset")
        }
        hash.add(standardOutputIsTerminal)
        for target in discovery.targets {
            switch target {
            case .flowFile(let shown, let absolute): hash.add("flow " + shown + "\u{0}" + absolute)
            case .storyboard(let shown, let absolute): hash.add("storyboard " + shown + "\u{0}" + absolute)
            case .code(let shown, let absolute): hash.add("code " + shown + "\u{0}" + absolute)
            case .standardInput: hash.add("standard input")
            case .unreadable(let shown, let absolute, let reason): hash.add("unreadable " + shown + "\u{0}" + absolute + "\u{0}" + reason)
            }
        }
        for table in discovery.stringTables { hash.add("table " + table.shown + "\u{0}" + table.absolute) }
        for project in discovery.projects { hash.add("project " + project) }
        for workspace in discovery.workspaces { hash.add("workspace " + workspace) }
        for root in discovery.packageRoots { hash.add("package " + root) }
        for (file, root) in discovery.searchRoots.sorted(by: { $0.key < $1.key }) { hash.add("root " + file + "\u{0}" + root) }
        // Read before the run's recording starts (discovery loads them), so their bytes
        // are part of the key itself.
        for configuration in configurations {
            hash.add("configuration " + configuration)
            hash.add(RunRecording.hash(of: FileSystem.readOutcome(configuration)))
        }
        return hash.value
    }

    // MARK: Looking up

    enum Lookup {
        case hit(Entry)
        /// Why not: no entry, an unreadable one, or the first file that changed.
        case miss(String)
    }

    func lookUp() -> Lookup {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(entryPath)
        } catch {
            return .miss("no entry")
        }
        guard let entry = ResultCache.decode(bytes, key: key) else { return .miss("the entry is damaged") }
        if let changed = ResultCache.firstChanged(entry.reads, since: entry.started) { return .miss("\(changed) changed") }
        return .hit(entry)
    }

    /// The first file (by path) whose bytes are not the ones the entry's run read, on every
    /// core.
    static func firstChanged(_ reads: [RunRecording.Read], since started: Int64) -> String? {
        let changed = ChangedFlags()
        DispatchQueue.concurrentPerform(iterations: reads.count) { index in
            if !isUnchanged(reads[index], since: started) { changed.set(index) }
        }
        return changed.first.map { reads[$0].path }
    }

    /// Whether the file holds the bytes the run read. Its stamp says so without reading it
    /// when the stamp is the same and the file was last changed over a second before the
    /// run started: any write since would have given it a later change time (what git calls
    /// a racily clean file is the one changed too near the run to tell). Else its bytes are
    /// hashed: a file touched but not changed is still the same.
    static func isUnchanged(_ read: RunRecording.Read, since started: Int64) -> Bool {
        if let stamp = read.stamp, stamp.changed < started - 1_000_000_000, FileSystem.stamp(of: read.path) == stamp {
            return true
        }
        return RunRecording.hash(of: FileSystem.readOutcome(read.path)) == read.hash
    }

    /// Writes the entry (a temporary file, then a rename, so that a run that stops half-way
    /// leaves no half entry) and leaves out the oldest beyond `keptEntries`.
    func store(_ entry: Entry) throws {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileSystem.writeAtomically(bytes: ResultCache.encode(entry, key: key), to: entryPath)
        let names = (try? FileSystem.contents(of: folder)) ?? []
        let entries = names.filter { $0.hasSuffix(".entry") }
        guard entries.count > ResultCache.keptEntries else { return }
        let dated = entries.map { name -> (path: String, modified: Date) in
            let path = FileSystem.join(folder, name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            return (path, modified)
        }.sorted { $0.modified < $1.modified }
        for old in dated.prefix(entries.count - ResultCache.keptEntries) where old.path != entryPath {
            unlink(old.path)
        }
    }

    // MARK: The entry's bytes

    static func encode(_ entry: Entry, key: UInt64) -> [UInt8] {
        var writer = EntryWriter()
        writer.bytes(Array(formatVersion.utf8))
        writer.number(key)
        writer.number(UInt64(bitPattern: Int64(entry.status)))
        writer.number(UInt64(bitPattern: entry.started))
        writer.number(entry.stamp.map { $0.passed ? 1 : 2 } ?? 0)
        writer.bytes(Array((entry.stamp?.summary ?? "").utf8))
        writer.number(UInt64(entry.reads.count))
        for read in entry.reads {
            writer.bytes(Array(read.path.utf8))
            writer.number(read.hash)
            if let stamp = read.stamp {
                for number in [1, stamp.device, stamp.inode, stamp.size, UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed)] {
                    writer.number(number)
                }
            } else {
                writer.number(0)
            }
        }
        writer.number(UInt64(entry.events.count))
        for event in entry.events {
            switch event {
            case .standardOutput(let bytes):
                writer.number(1)
                writer.bytes(bytes)
            case .standardError(let bytes):
                writer.number(2)
                writer.bytes(bytes)
            case .wrote(let path, let bytes):
                writer.number(3)
                writer.bytes(Array(path.utf8))
                writer.bytes(bytes)
            }
        }
        writer.number(ContentHash.of(writer.output))
        return writer.output
    }

    /// The entry, or nil when it is not one of this key, or is cut short or damaged.
    static func decode(_ bytes: [UInt8], key: UInt64) -> Entry? {
        guard bytes.count >= 8 else { return nil }
        var sealed = EntryReader(bytes: bytes, offset: bytes.count - 8)
        guard sealed.number() == ContentHash.of(Array(bytes[..<(bytes.count - 8)])) else { return nil }
        var reader = EntryReader(bytes: bytes, offset: 0, end: bytes.count - 8)
        guard reader.bytes() == Array(formatVersion.utf8), reader.number() == key,
              let status = reader.number(), let started = reader.number(), let stampKind = reader.number(), let summary = reader.text(),
              let readCount = reader.number(), readCount <= UInt64(bytes.count) else { return nil }
        var entry = Entry(reads: [], events: [], stamp: nil, status: Int32(truncatingIfNeeded: Int64(bitPattern: status)),
                          started: Int64(bitPattern: started))
        switch stampKind {
        case 0: break
        case 1, 2: entry.stamp = Entry.Stamp(passed: stampKind == 1, summary: summary)
        default: return nil
        }
        for _ in 0..<readCount {
            guard let path = reader.text(), let hash = reader.number(), let hasStamp = reader.number() else { return nil }
            var read = RunRecording.Read(path: path, hash: hash)
            if hasStamp == 1 {
                guard let device = reader.number(), let inode = reader.number(), let size = reader.number(),
                      let modified = reader.number(), let changed = reader.number() else { return nil }
                read.stamp = FileSystem.Stamp(device: device, inode: inode, size: size, modified: Int64(bitPattern: modified),
                                              changed: Int64(bitPattern: changed))
            } else if hasStamp != 0 {
                return nil
            }
            entry.reads.append(read)
        }
        guard let eventCount = reader.number(), eventCount <= UInt64(bytes.count) else { return nil }
        for _ in 0..<eventCount {
            switch reader.number() {
            case 1:
                guard let bytes = reader.bytes() else { return nil }
                entry.events.append(.standardOutput(bytes))
            case 2:
                guard let bytes = reader.bytes() else { return nil }
                entry.events.append(.standardError(bytes))
            case 3:
                guard let path = reader.text(), let bytes = reader.bytes() else { return nil }
                entry.events.append(.wrote(path: path, bytes: bytes))
            default:
                return nil
            }
        }
        guard reader.isAtEnd else { return nil }
        return entry
    }
}

/// Little-endian numbers and length-prefixed byte runs.
private struct EntryWriter {
    var output: [UInt8] = []

    mutating func number(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func bytes(_ run: [UInt8]) {
        number(UInt64(run.count))
        output += run
    }
}

/// Reads what `EntryWriter` wrote; nil past the end.
private struct EntryReader {
    let data: [UInt8]
    var offset: Int
    var end: Int

    init(bytes: [UInt8], offset: Int, end: Int? = nil) {
        data = bytes
        self.offset = offset
        self.end = end ?? bytes.count
    }

    var isAtEnd: Bool { offset == end }

    mutating func number() -> UInt64? {
        guard end - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(data[offset + index]) << UInt64(index * 8) }
        offset += 8
        return value
    }

    mutating func bytes() -> [UInt8]? {
        guard let count = number(), count <= UInt64(end - offset) else { return nil }
        let run = Array(data[offset..<(offset + Int(count))])
        offset += Int(count)
        return run
    }

    mutating func text() -> String? {
        bytes().map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Which reads changed, set from `concurrentPerform`'s threads.
private final class ChangedFlags: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [Int] = []

    func set(_ index: Int) {
        lock.lock()
        indices.append(index)
        lock.unlock()
    }

    /// The lowest index that changed (the reads are sorted by path).
    var first: Int? {
        lock.lock()
        defer { lock.unlock() }
        return indices.min()
    }
}
