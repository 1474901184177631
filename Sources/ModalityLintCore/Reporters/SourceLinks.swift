/// Links to a line of a file on the web page of the repository, for reports read in a
/// pull request. The command line hands over its environment as plain values; the core
/// never reads the environment itself.
public struct SourceLinks: Sendable, Equatable {
    /// The address that a repository-relative path is appended to, ending in `/`:
    /// `https://github.com/owner/app/blob/<sha>/`.
    public var fileBase: String

    public init(fileBase: String) {
        self.fileBase = fileBase.hasSuffix("/") ? fileBase : fileBase + "/"
    }

    /// The links a CI job's standard variables describe, or nil outside CI: GitHub
    /// Actions' `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and `GITHUB_SHA`, else GitLab CI's
    /// `CI_PROJECT_URL` and `CI_COMMIT_SHA`. An empty variable counts as unset.
    public static func continuousIntegration(_ environment: [String: String]) -> SourceLinks? {
        func value(_ name: String) -> String? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            return text
        }
        if let server = value("GITHUB_SERVER_URL"), let repository = value("GITHUB_REPOSITORY"),
           let commit = value("GITHUB_SHA") {
            return SourceLinks(fileBase: trimmingSlashes(server) + "/" + repository + "/blob/" + commit + "/")
        }
        if let project = value("CI_PROJECT_URL"), let commit = value("CI_COMMIT_SHA") {
            return SourceLinks(fileBase: trimmingSlashes(project) + "/-/blob/" + commit + "/")
        }
        return nil
    }

    /// The address of `line` in `path` (as the linter was handed it), or nil when the path
    /// does not lie inside `sourceRoot`, the checkout the links point into (standard
    /// input, a file outside the repository).
    public func url(path: String, line: Int, sourceRoot: String?) -> String? {
        let relative = ReportPath.relative(path, to: sourceRoot)
        guard !ReportPath.isAbsolute(relative), !relative.hasPrefix("../"), relative != "..",
              !relative.hasPrefix("<") else { return nil }
        return fileBase + ReportPath.uri(relative) + "#L\(line)"
    }

    private static func trimmingSlashes(_ text: String) -> String {
        var result = text
        while result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
