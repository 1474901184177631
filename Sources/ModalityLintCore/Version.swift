/// The tool's identity, as every report names it.
public enum ModalityLint {
    public static let name = "modality-lint"
    /// Semantic version; reports (JSON, SARIF) carry it so that results can be traced to
    /// the release that produced them.
    public static let version = "0.1.0"
    /// Where people learn more about the tool (SARIF's `informationUri`).
    public static let informationURL = "https://github.com/modality-lint/modality-lint"
}
