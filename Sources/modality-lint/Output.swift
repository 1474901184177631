#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard output and standard error, unbuffered by Swift's `print`.
enum Output {
    /// Noted for the result cache (`RunRecording`), like everything a lint run prints.
    static func standardOutput(_ text: String) {
        let bytes = Array(text.utf8)
        RunRecording.shared.note(.standardOutput(bytes))
        write(bytes, to: STDOUT_FILENO)
    }

    static func standardError(_ text: String) {
        let bytes = Array(text.utf8)
        RunRecording.shared.note(.standardError(bytes))
        write(bytes, to: STDERR_FILENO)
    }

    /// Bytes as they are, unnoted: a replay of what a cached run printed.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Musl.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Whether a file descriptor is a terminal (for the caret-and-color text report).
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0
    }
}
