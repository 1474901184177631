import Foundation

/// The repository the tests run in, so that they can read `Fixtures/`, `Rules/` and the
/// other checked-in files wherever the checkout is.
enum Repository {
    /// The repository root: this file is `Tests/ModalityLintCoreTests/Support/Repository.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
