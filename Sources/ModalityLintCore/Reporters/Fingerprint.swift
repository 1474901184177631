/// Identities of diagnostics that survive edits elsewhere in the file, so that code
/// scanning (SARIF) and GitLab can tell a new problem from one that only moved.
///
/// A diagnostic's identity is its file, rule and subject (the screen, or `screen/label`;
/// the message for `parse-error` and `invalid-flow`, which have no subject), plus how many
/// earlier diagnostics of the file share those. Lines and columns are left out on purpose.
enum Fingerprint {
    /// One fingerprint per diagnostic, in order: sixteen hexadecimal digits of FNV-1a 64.
    static func of(_ diagnostics: [Diagnostic], root: String?) -> [String] {
        var occurrences: [String: Int] = [:]
        var fingerprints: [String] = []
        fingerprints.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let subject = diagnostic.subject.isEmpty ? diagnostic.message : diagnostic.subject
            let identity = ReportPath.relative(diagnostic.file, to: root) + "\u{0}" + diagnostic.ruleID
                + "\u{0}" + subject
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            fingerprints.append(Hexadecimal.word(fnv1a64(identity + "\u{0}" + String(occurrence))))
        }
        return fingerprints
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes: small, fast, the same everywhere (Foundation
    /// has no portable SHA on Linux, and these need no cryptographic strength).
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
