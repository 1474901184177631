import ModalityLintCore

import Foundation

/// `modality-lint graph FILE [--format dot|mermaid|json] [--focus SCREEN]`: the screen
/// graph with its problems marked, on standard output.
///
/// Exit status: 0 when the graph is drawn (its problems are in the drawing); 1 when the
/// file cannot be read as a flow (the diagnostics go to standard error, as `lint` prints
/// them); 2 for a wrong command: unknown option or format, missing file, unknown focus.
struct GraphCommand: Subcommand {
    static let name = "graph"
    static let summary = "the flow graph as DOT, Mermaid or JSON, problems marked"

    static let usage = """
        Usage: modality-lint graph FILE [--format dot|mermaid|json] [--focus SCREEN]

        Draws the screens of FILE (a flow file, a storyboard, or - for standard input) and
        the ways between them, with every problem the linter finds marked in its colour.

        Options:
          --format FORMAT   dot (Graphviz, the default), mermaid (GitHub, Markdown) or json
          --focus SCREEN    only SCREEN's modal contexts and its direct neighbours
          -h, --help        this help

        """

    static func run(_ arguments: [String]) -> Int32 {
        var path: String?
        var format = GraphFormat.dot
        var focus: String?
        var index = 0
        func value(of option: String) -> String? {
            if index + 1 < arguments.count {
                index += 1
                return arguments[index]
            }
            Output.standardError("modality-lint graph: \(option) needs a value\n")
            return nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            var option = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch option {
            case "-h", "--help":
                Output.standardOutput(usage)
                return ExitStatus.clean
            case "--format":
                guard let name = inlineValue ?? value(of: option) else { return ExitStatus.usage }
                guard let chosen = GraphFormat(rawValue: name) else {
                    let names = GraphFormat.allCases.map(\.rawValue)
                    Output.standardError(
                        "modality-lint graph: unknown format '\(name)'\(Suggestion.didYouMean(name, among: names));"
                            + " use one of \(names.joined(separator: ", "))\n")
                    return ExitStatus.usage
                }
                format = chosen
            case "--focus":
                guard let screen = inlineValue ?? value(of: option) else { return ExitStatus.usage }
                focus = screen
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    Output.standardError(
                        "modality-lint graph: unknown option '\(argument)'"
                            + Suggestion.didYouMean(argument, among: ["--format", "--focus", "--help"]) + "\n")
                    return ExitStatus.usage
                }
                guard path == nil else {
                    Output.standardError("modality-lint graph: one file at a time ('\(argument)' is a second)\n")
                    return ExitStatus.usage
                }
                path = argument
            }
            index += 1
        }
        guard let path else {
            Output.standardError("modality-lint graph: which file?\n" + usage)
            return ExitStatus.usage
        }
        guard let bytes = read(path) else {
            Output.standardError("modality-lint graph: cannot read '\(path)'\n")
            return ExitStatus.usage
        }
        let source = SourceFile(path: path == "-" ? "<stdin>" : path, bytes: bytes)

        guard let (document, diagnostics) = lint(source, isStoryboard: path.lowercased().hasSuffix(".storyboard"))
        else { return ExitStatus.problems }
        do {
            let text = try GraphRenderer(document: document, diagnostics: diagnostics).render(format, focus: focus)
            Output.standardOutput(text)
            return ExitStatus.clean
        } catch let error as UnknownFocusScreen {
            Output.standardError("modality-lint graph: \(error.message)\n")
            return ExitStatus.usage
        } catch {
            Output.standardError("modality-lint graph: \(error)\n")
            return ExitStatus.usage
        }
    }

    /// The document and its diagnostics; nil (the errors printed) when the file cannot be
    /// read as a flow.
    private static func lint(_ source: SourceFile, isStoryboard: Bool) -> (FlowDocument, [Diagnostic])? {
        let linter = Linter()
        if isStoryboard {
            let (document, problems) = StoryboardReader.read([source])
            guard let document, problems.isEmpty else {
                printErrors(problems.map {
                    Diagnostic(
                        file: source.path, start: source.position(at: $0.span.start),
                        end: source.position(at: $0.span.end), severity: .error,
                        ruleID: BuiltinDiagnostic.parseError, message: $0.message, subject: "")
                })
                return nil
            }
            return (document, linter.lint(document: document))
        }
        let diagnostics = linter.lint(source)
        let fatal = diagnostics.filter {
            $0.ruleID == BuiltinDiagnostic.parseError || $0.ruleID == BuiltinDiagnostic.invalidFlow
        }
        let parsed = FlowParser.parse(source.bytes, as: FlowParser.syntaxKind(forPath: source.path))
        let document = parsed.error == nil ? FlowDecoder.decode(parsed.root, file: source) : (nil, [])
        guard fatal.isEmpty, let decoded = document.0 else {
            printErrors(fatal)
            return nil
        }
        return (decoded, diagnostics)
    }

    private static func printErrors(_ diagnostics: [Diagnostic]) {
        Output.standardError(TextReporter().render(LintReport(diagnostics: diagnostics, files: []), style: ReportStyle()))
    }

    private static func read(_ path: String) -> [UInt8]? {
        if path == "-" {
            // Bytes as they are: invalid UTF-8 is the parser's to report, not to repair here.
            return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }
}
