import ModalityLintCore

/// `modality-lint schema`: the JSON Schema of flow files, for editors
/// (`# yaml-language-server: $schema=flow.schema.json`).
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let summary = "Print the JSON Schema of flow files, for editor completion and checking."

    static func run(_ arguments: [String]) -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            Output.standardOutput("""
            Usage: modality-lint schema

            Prints the JSON Schema (draft-07) of flow files to standard output. Save it and point
            your editor at it, e.g. for YAML files (yaml-language-server):

              modality-lint schema > flow.schema.json
              # yaml-language-server: $schema=./flow.schema.json

            """)
            return ExitStatus.clean
        }
        guard arguments.isEmpty else {
            Output.standardError("modality-lint schema: unexpected argument '\(arguments[0])'; it takes none\n")
            return ExitStatus.usage
        }
        Output.standardOutput(FlowSchema.jsonText())
        return ExitStatus.clean
    }
}
