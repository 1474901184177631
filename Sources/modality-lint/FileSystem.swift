import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system facts the command line needs, with the operating system's own
/// words for what went wrong.
enum FileSystem {
    enum Kind {
        case missing
        case file
        case directory
        /// A symbolic link whose target does not exist.
        case danglingLink
        /// A FIFO, socket or device: never linted.
        case other
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        // Only a link needs a second look, at what it points to.
        if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 { return .danglingLink }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    struct ReadError: Error {
        var reason: String
    }

    /// The whole file as bytes.
    static func readBytes(_ path: String) throws -> [UInt8] {
        try readOutcome(path).get()
    }

    /// The whole file as bytes, or why it could not be read. Every read is noted for the
    /// result cache (`RunRecording`), with the file's stamp as it was read.
    static func readOutcome(_ path: String) -> Result<[UInt8], ReadError> {
        let outcome: Result<[UInt8], ReadError>
        var stamp: Stamp?
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            outcome = .failure(ReadError(reason: String(cString: strerror(errno))))
        } else {
            var info = stat()
            if fstat(descriptor, &info) == 0 { stamp = Stamp(info) }
            do {
                outcome = .success(try readAll(descriptor))
            } catch let error as ReadError {
                outcome = .failure(error)
            } catch {
                outcome = .failure(ReadError(reason: "\(error)"))
            }
            close(descriptor)
        }
        RunRecording.shared.read(path, outcome, stamp: stamp)
        return outcome
    }

    /// What the file system says of a file's bytes without reading them: a write changes
    /// the size or the change time (which no tool can set back, unlike the modification
    /// time), a file put in its place the inode.
    struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: UInt64
        var modified: Int64
        /// Nanoseconds since 1970.
        var changed: Int64

        init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, changed: Int64) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
        }

        init(_ info: stat) {
            #if canImport(Darwin)
            let modified = info.st_mtimespec, changed = info.st_ctimespec
            #else
            let modified = info.st_mtim, changed = info.st_ctim
            #endif
            self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                      size: UInt64(truncatingIfNeeded: info.st_size),
                      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
                      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
        }
    }

    /// The file's stamp now (links followed), or nil.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(info)
    }

    /// Nanoseconds since 1970, by the clock the file system stamps files with.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    static func readAll(_ descriptor: Int32) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The sorted names in a folder.
    static func contents(of directory: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw ReadError(reason: "cannot list the folder")
        }
    }

    /// What the path names, symbolic links followed: its device and inode, the same for
    /// every path to one file or folder; nil when it cannot be reached. One `stat`, where
    /// resolving the real path reads every component's link (a dozen calls a file).
    static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }

    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// An absolute path with `.` and `..` resolved by name (symbolic links untouched).
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` relative to `folder` (both absolute), with `..` where it lies outside.
    static func relative(_ path: String, to folder: String) -> String {
        let pathComponents = path.split(separator: "/")
        let folderComponents = folder.split(separator: "/")
        var common = 0
        while common < pathComponents.count, common < folderComponents.count,
              pathComponents[common] == folderComponents[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: folderComponents.count - common)
        let rest = pathComponents[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Writes the whole file or nothing: a temporary file next to it, then a rename, so that
    /// a reader (or a CI step that failed half-way) never sees half a report.
    static func writeAtomically(_ text: String, to path: String) throws {
        let bytes = Array(text.utf8)
        try writeAtomically(bytes: bytes, to: path)
        RunRecording.shared.note(.wrote(path: path, bytes: bytes))
    }

    /// `writeAtomically(_:to:)` for bytes, and not noted for the result cache (the cache's
    /// own entries are written with it).
    static func writeAtomically(bytes: [UInt8], to path: String) throws {
        let folder = parent(of: absolute(path))
        let temporary = folder + "/.\(UUID().uuidString).modality-lint.tmp"
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw ReadError(reason: "cannot write in \(folder)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ReadError(reason: reason)
        }
    }
}
