import ModalityLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `modality-lint graph FILE [--format dot|mermaid|json] [--focus SCREEN]`: the screen
/// graph with its problems marked, on standard output.
///
/// Exit status: 0 when the graph is drawn (its problems are in the drawing); 1 when the
/// file cannot be read as a flow (the diagnostics go to standard error, as `lint` prints
/// them); 2 for a wrong command: unknown option or format, missing file, unknown focus,
/// a broken configuration. The problems are those `lint` finds with the same
/// configuration: `--config FILE`, else the nearest `.modality-lint.yml`.
struct GraphCommand: Subcommand {
    static let name = "graph"
    static let summary = "Draw the flow graph as DOT, Mermaid or JSON, with its problems marked."

    static let usage = """
        Usage: modality-lint graph FILE [--format dot|mermaid|json] [--focus SCREEN] [--config FILE]

        Draws the screens of FILE (a flow file, a storyboard, or - for standard input) and
        the ways between them, with every problem the linter finds marked in its colour.

        Options:
          --format FORMAT   dot (Graphviz, the default), mermaid (GitHub, Markdown) or json
          --focus SCREEN    only SCREEN's modal contexts and its direct neighbours
          -c, --config FILE the configuration (default: the nearest .modality-lint.yml)
          -h, --help        this help

        """

    static func run(_ arguments: [String]) -> Int32 {
        var path: String?
        var format = GraphFormat.dot
        var focus: String?
        var configPath: String?
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
            case "-c", "--config":
                guard let file = inlineValue ?? value(of: option) else { return ExitStatus.usage }
                configPath = file
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    Output.standardError(
                        "modality-lint graph: unknown option '\(argument)'"
                            + Suggestion.didYouMean(argument, among: ["--format", "--focus", "--config", "--help"]) + "\n")
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
        if path != "-", FileSystem.kind(of: FileSystem.absolute(path)) == .directory {
            Output.standardError("""
                modality-lint graph: '\(path)' is a folder; graph draws one file: name a flow file or a \
                storyboard in it (e.g. 'modality-lint graph \(FileSystem.join(path.hasSuffix("/") ? String(path.dropLast()) : path, "app.flow.yml"))'), \
                or use 'modality-lint \(path)' to lint the whole folder

                """)
            return ExitStatus.usage
        }
        let bytes: [UInt8]
        do {
            bytes = try path == "-" ? FileSystem.readAll(STDIN_FILENO) : FileSystem.readBytes(path)
        } catch {
            let reason = (error as? FileSystem.ReadError)?.reason ?? "\(error)"
            Output.standardError("modality-lint graph: cannot read '\(path)': \(reason)\n")
            return ExitStatus.usage
        }
        let source = SourceFile(path: path == "-" ? "<stdin>" : path, bytes: bytes)

        // The configuration `lint` would use for this file.
        let lookup = ConfigurationLookup(explicitPath: configPath)
        let absolute = FileSystem.absolute(path == "-" ? "." : path)
        let resolved = lookup.configuration(forFolder: path == "-" ? absolute : FileSystem.parent(of: absolute))
        if !lookup.failures.isEmpty || !lookup.problems.isEmpty {
            for failure in lookup.failures { Output.standardError("\(failure)\n") }
            for problem in lookup.problems { Output.standardError("\(problem)\n") }
            Output.standardError("modality-lint graph: the configuration has mistakes; nothing was drawn\n")
            return ExitStatus.usage
        }
        let linter = Linter(configuration: resolved.configuration.lint)

        guard let (document, diagnostics) = lint(
            source, with: linter, isStoryboard: path.lowercased().hasSuffix(".storyboard"))
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
    private static func lint(
        _ source: SourceFile, with linter: Linter, isStoryboard: Bool
    ) -> (FlowDocument, [Diagnostic])? {
        if isStoryboard {
            // As `lint` does: what the reader could not read is an error, and whatever it
            // read is still linted and drawn.
            let (document, problems) = StoryboardReader.read([source])
            let errors = problems.map {
                Diagnostic(
                    file: source.path, start: source.position(at: $0.span.start),
                    end: source.position(at: $0.span.end), severity: .error,
                    ruleID: BuiltinDiagnostic.parseError, message: $0.message, subject: "")
            }
            guard let document else {
                printErrors(errors)
                return nil
            }
            return (document, (errors + linter.lint(document: document)).sorted(by: Diagnostic.ordered))
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
}
