/// Paths as code-review tools want them: relative to the repository, forward slashes.
enum ReportPath {
    /// `path` made relative to `root` when it lies inside it, without a leading `./`,
    /// with forward slashes (Windows paths included).
    static func relative(_ path: String, to root: String?) -> String {
        var result = path.contains("\\") ? String(path.map { $0 == "\\" ? "/" : $0 }) : path
        if var root, !root.isEmpty {
            if root.contains("\\") { root = String(root.map { $0 == "\\" ? "/" : $0 }) }
            if !root.hasSuffix("/") { root += "/" }
            if result.hasPrefix(root) { result.removeFirst(root.count) }
        }
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result
    }

    /// Whether a (forward-slash) path is absolute: `/...` or a Windows drive `C:/...`.
    static func isAbsolute(_ path: String) -> Bool {
        if path.hasPrefix("/") { return true }
        let scalars = Array(path.unicodeScalars.prefix(3))
        return scalars.count == 3 && scalars[1] == ":" && scalars[2] == "/"
            && ((scalars[0] >= "A" && scalars[0] <= "Z") || (scalars[0] >= "a" && scalars[0] <= "z"))
    }

    /// A URI reference for a forward-slash path: relative paths stay relative (to be
    /// resolved against a base), absolute ones become `file://` URIs. Every byte but the
    /// RFC 3986 unreserved characters and `/` is percent-encoded (UTF-8).
    static func uri(_ path: String) -> String {
        let isWindowsDrive = isAbsolute(path) && !path.hasPrefix("/")
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: ":") where isWindowsDrive:
                // The drive letter's colon in file:///C:/...
                encoded += ":"
            default:
                encoded += "%" + Hexadecimal.byte(byte).uppercased()
            }
        }
        guard isAbsolute(path) else { return encoded }
        return path.hasPrefix("/") ? "file://" + encoded : "file:///" + encoded
    }

    /// A folder as an absolute `file://` URI ending in `/` (SARIF's base ids need the slash).
    static func folderURI(_ folder: String) -> String {
        var path = relative(folder, to: nil)
        if !path.hasSuffix("/") { path += "/" }
        return uri(path)
    }
}
