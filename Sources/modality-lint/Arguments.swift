import ModalityLintCore

/// One option a command accepts: `--strict`, or `--format NAME` (also `--format=NAME`).
struct OptionSpec {
    /// The long name first (it is the key in `ParsedArguments`), then any short one.
    var names: [String]
    /// The placeholder shown in help for an option that takes a value; nil for a flag.
    var valueName: String?
    var summary: String

    static func flag(_ names: String..., summary: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, summary: summary)
    }

    static func value(_ names: String..., placeholder: String, summary: String) -> OptionSpec {
        OptionSpec(names: names, valueName: placeholder, summary: summary)
    }

    var key: String { names[0] }
}

/// What the command line said: flags, values (an option given twice keeps both, in
/// order) and the remaining operands.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var operands: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// The last value given (a later option overrides an earlier one).
    func value(_ option: String) -> String? { values[option]?.last }
    func all(_ option: String) -> [String] { values[option] ?? [] }
}

/// A mistake on the command line: exit status 2.
struct UsageError: Error {
    var message: String
}

/// A small option parser: flags, `--opt value`, `--opt=value`, `-o value`, repeated
/// options, `--` to end the options, `-` as an operand (standard input). An unknown
/// option is an error with the closest known name.
struct ArgumentParser {
    var command: String
    var usage: String
    var options: [OptionSpec]

    static let help = OptionSpec.flag("--help", "-h", summary: "Show this help.")

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        let specs = options + [ArgumentParser.help]
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                let known = specs.flatMap(\.names).filter { $0.hasPrefix("--") }
                throw UsageError(message: "unknown option `\(name)`" + Suggestion.didYouMean(name, among: known))
            }
            if spec.valueName == nil {
                if attached != nil { throw UsageError(message: "`\(name)` takes no value") }
                result.flags.insert(spec.key)
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "`\(name)` needs a value: \(name) \(spec.valueName ?? "VALUE")")
            }
            result.values[spec.key, default: []].append(value)
        }
        return result
    }

    var helpText: String {
        var text = "Usage: \(usage)\n\nOptions:\n"
        let specs = options + [ArgumentParser.help]
        let labels = specs.map { spec in
            spec.names.joined(separator: ", ") + (spec.valueName.map { " " + $0 } ?? "")
        }
        let width = min(30, (labels.map(\.count).max() ?? 0) + 2)
        for (label, spec) in zip(labels, specs) {
            let padding = label.count < width ? String(repeating: " ", count: width - label.count) : "\n" + String(repeating: " ", count: width + 2)
            text += "  " + label + padding + spec.summary + "\n"
        }
        return text
    }

    /// Prints a usage error and returns exit status 2.
    func fail(_ error: UsageError) -> Int32 {
        Output.standardError("modality-lint \(command): \(error.message)\nRun 'modality-lint \(command) --help' for its options.\n")
        return ExitStatus.usage
    }

    /// Parses, handling `--help` and mistakes: nil means "return `status`".
    func run(_ arguments: [String], status: inout Int32) -> ParsedArguments? {
        do {
            let parsed = try parse(arguments)
            if parsed.has("--help") {
                Output.standardOutput(helpText)
                status = ExitStatus.clean
                return nil
            }
            return parsed
        } catch let error as UsageError {
            status = fail(error)
            return nil
        } catch {
            status = fail(UsageError(message: "\(error)"))
            return nil
        }
    }
}
