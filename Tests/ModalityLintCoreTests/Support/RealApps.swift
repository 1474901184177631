import Foundation
import XCTest

/// The real public apps beside the repository (`../shared/apps`), or `$MODALITY_LINT_REAL_APPS`.
enum RealApps {
    static var folder: URL {
        if let override = ProcessInfo.processInfo.environment["MODALITY_LINT_REAL_APPS"] {
            return URL(fileURLWithPath: override)
        }
        var folder = Repository.root
        for _ in 0..<3 {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/apps")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/apps")
    }

    /// Every file under the apps folder whose name ends with one of `endings`, sorted by
    /// path (relative to the folder); skips the test when the folder is absent.
    static func files(endingWith endings: [String]) throws -> [(path: String, bytes: [UInt8])] {
        let root = folder
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw XCTSkip("no real apps at \(root.path): set MODALITY_LINT_REAL_APPS or put them in ../shared/apps")
        }
        var result: [(String, [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard endings.contains(where: { relative.hasSuffix($0) }) else { continue }
            let url = root.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result.append((relative, [UInt8](try Data(contentsOf: url))))
        }
        return result.sorted { $0.0 < $1.0 }
    }
}
