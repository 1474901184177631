import Foundation
import XCTest

/// Runs the real `modality-lint` executable (or another program) as people do, with a
/// time limit: a test of hostile input must fail, not hang, when the tool hangs.
enum CommandRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// True when the time limit ran out and the process was killed.
        var timedOut: Bool
    }

    /// The executable next to the test bundle (Linux: the bundle is a file in the products
    /// folder; macOS: a folder in it), else in the package's `.build/debug`.
    static func executable() throws -> URL {
        let candidates = [
            Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent().appendingPathComponent("modality-lint"),
            Repository.root.appendingPathComponent(".build/debug/modality-lint"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw MissingExecutable(description: """
                the modality-lint executable was not found (looked at \(candidates.map(\.path))); \
                run `swift build` before running the test bundle on its own
                """)
        }
        return found
    }

    /// The program `name` on `PATH`, or nil when it is not installed.
    static func program(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String
    }

    private final class BundleMarker {}

    /// Runs `modality-lint` (or `program`) with `arguments` in `directory`. Output goes
    /// through files, not pipes, so nothing can fill up and block.
    static func run(
        _ arguments: [String], in directory: URL, input: Data = Data(), environment: [String: String] = [:],
        timeout: TimeInterval = 120, program: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = try program ?? executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        // The tests run in CI too: no GitHub annotations or colors unless a test asks.
        variables["GITHUB_ACTIONS"] = nil
        variables["NO_COLOR"] = nil
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        let inputURL = scratch.appendingPathComponent("stdin")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        try input.write(to: inputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = inputHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                process.waitUntilExit()
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        try output.close()
        try error.close()
        try inputHandle.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            timedOut: timedOut)
    }
}
