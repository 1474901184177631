import ModalityLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The thin command line: it parses arguments, reads files and prints; the work is done
// by ModalityLintCore. Each subcommand is one file with a type conforming to `Subcommand`.
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
