import ModalityLintCore

#if canImport(Foundation)
import Foundation
#endif

/// `modality-lint parse FILE`: prints the document as JSON, showing exactly how the tool
/// read the file (YAML resolved by the 1.2 core schema). `-` reads standard input.
struct ParseCommand: Subcommand {
    static let name = "parse"
    static let summary = "Print a flow file as JSON: how the tool read the YAML."

    static let usage = """
    Usage: modality-lint parse [--json | --yaml] [--stdin-path NAME] FILE

    Prints FILE (or standard input for `-`) as JSON, keys in document order.
    A syntax error prints `path:line:column: error: message [parse-error]` and exits 1.
      --json, --yaml      read as that format (default: JSON for `.json` paths, YAML otherwise)
      --stdin-path NAME   the name shown for standard input

    """

    static func run(_ arguments: [String]) -> Int32 {
        var path: String? = nil
        var forcedKind: SyntaxKind? = nil
        var stdinPath: String? = nil
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                Output.standardOutput(usage)
                return ExitStatus.clean
            case "--json": forcedKind = .json
            case "--yaml": forcedKind = .yaml
            case "--stdin-path":
                index += 1
                guard index < arguments.count else {
                    Output.standardError("modality-lint parse: --stdin-path needs a name\n")
                    return ExitStatus.usage
                }
                stdinPath = arguments[index]
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    Output.standardError("modality-lint parse: unknown option '\(argument)'\n" + usage)
                    return ExitStatus.usage
                }
                if path != nil {
                    Output.standardError("modality-lint parse: give exactly one FILE\n" + usage)
                    return ExitStatus.usage
                }
                path = argument
            }
            index += 1
        }
        guard let path else {
            Output.standardError("modality-lint parse: give a FILE (or `-` for standard input)\n" + usage)
            return ExitStatus.usage
        }
        let shownPath: String
        let bytes: [UInt8]
        if path == "-" {
            shownPath = stdinPath ?? "<stdin>"
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            shownPath = path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path) else {
                Output.standardError("modality-lint parse: no such file: \(path)\n")
                return ExitStatus.usage
            }
            bytes = Array(data)
        }
        let kind = forcedKind ?? FlowParser.syntaxKind(forPath: shownPath)
        let parsed = FlowParser.parse(bytes, as: kind)
        if let error = parsed.error {
            let file = SourceFile(path: shownPath, bytes: bytes)
            let position = file.position(at: error.span.start)
            Output.standardOutput("\(shownPath):\(position.line):\(position.column): error: \(error.message) [parse-error]\n")
            return ExitStatus.problems
        }
        Output.standardOutput(parsed.root.map(NodeJSONWriter.render) ?? "null\n")
        // JSON cannot show everything YAML can say: say where the printout is not exact.
        if let root = parsed.root {
            let file = SourceFile(path: shownPath, bytes: bytes)
            for note in ParseCommand.inexactPlaces(in: root) {
                let position = file.position(at: note.offset)
                Output.standardError("\(shownPath):\(position.line):\(position.column): note: \(note.text)\n")
            }
        }
        return ExitStatus.clean
    }
}

extension ParseCommand {
    /// The places where the JSON printout is not an exact picture of the reading: keys that
    /// are not strings (JSON keys are), and numbers JSON cannot write. Iterative: documents
    /// nest up to 500 levels.
    static func inexactPlaces(in root: Node) -> [(offset: Int, text: String)] {
        var notes: [(offset: Int, text: String)] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.value {
            case .mapping(let entries):
                for entry in entries.reversed() {
                    stack.append(entry.value)
                    switch entry.key.value {
                    case .string: break
                    case .bool: notes.append((entry.key.span.start, "this key is a boolean, printed as a string"))
                    case .null: notes.append((entry.key.span.start, "this key is null, printed as the string \"null\""))
                    case .integer, .float: notes.append((entry.key.span.start, "this key is a number, printed as a string"))
                    case .sequence, .mapping: break
                    }
                }
            case .sequence(let items):
                stack.append(contentsOf: items.reversed())
            case .float(let value) where !value.isFinite:
                notes.append((node.span.start, "\(value.isNaN ? "NaN" : "infinity") is printed as Python's json writes it; strict JSON has no such number"))
            default:
                break
            }
        }
        return notes.sorted { $0.offset < $1.offset }
    }
}
