/// Follows a Swift file's `#if` blocks and collects the byte ranges that cannot be
/// compiled for an iOS app as it ships: a branch whose condition is false on iOS (`#if
/// os(macOS)`), a debug-only branch (`#if DEBUG`, unless the configuration's `debug: true`
/// lints debug code), and every branch after one that is true (the `#else` of `#if
/// os(iOS)`). Conditions the tool cannot decide (`#if BETA`, `#if swift(>=5.9)`) leave
/// both branches read.
struct ConditionalBlocks {
    /// The values of build flags named bare in conditions (`DEBUG`); others are unknown.
    var flags: [String: PlatformCondition.Value] = ConditionalBlocks.shippedFlags
    /// The value of a flag `flags` does not name: unknown, unless the project's settings
    /// were read in full (then a flag set nowhere is off).
    var others: PlatformCondition.Value = .unknown

    /// An App Store build: `DEBUG` is not set.
    static let shippedFlags: [String: PlatformCondition.Value] = ["DEBUG": .no]

    /// The ranges `directives` exclude under `flags`, computed again from a lexed file's
    /// directives (the lexer assumes a shipped build).
    static func excluded(by directives: [ConditionalDirective], in bytes: [UInt8],
                         flags: [String: PlatformCondition.Value], others: PlatformCondition.Value = .unknown) -> [ByteSpan] {
        var blocks = ConditionalBlocks()
        blocks.flags = flags
        blocks.others = others
        bytes.withUnsafeBufferPointer { buffer in
            for directive in directives { blocks.apply(directive, bytes: buffer) }
        }
        return blocks.excluded
    }

    /// Sorted, disjoint excluded ranges.
    private(set) var excluded: [ByteSpan] = []
    private var blocks: [Block] = []
    /// Where the current excluded range began, while inside one.
    private var excludedSince: Int?

    private struct Block {
        var parentExcluded: Bool
        /// Some branch so far is certainly taken on iOS.
        var someBranchTaken: Bool
        var excluded: Bool
    }

    private var currentlyExcluded: Bool { blocks.last?.excluded ?? false }

    mutating func apply(_ directive: ConditionalDirective, bytes: UnsafeBufferPointer<UInt8>) {
        if let since = excludedSince {
            if directive.span.start > since { excluded.append(ByteSpan(start: since, end: directive.span.start)) }
            excludedSince = nil
        }
        switch directive.kind {
        case .if:
            let value = PlatformCondition.evaluate(bytes, directive.condition, flags: flags, others: others)
            let parent = currentlyExcluded
            blocks.append(Block(parentExcluded: parent, someBranchTaken: value == .yes, excluded: parent || value == .no))
        case .elseif:
            guard var block = blocks.popLast() else { break }
            let value = PlatformCondition.evaluate(bytes, directive.condition, flags: flags, others: others)
            block.excluded = block.parentExcluded || block.someBranchTaken || value == .no
            block.someBranchTaken = block.someBranchTaken || value == .yes
            blocks.append(block)
        case .else:
            guard var block = blocks.popLast() else { break }
            block.excluded = block.parentExcluded || block.someBranchTaken
            blocks.append(block)
        case .endif:
            _ = blocks.popLast()
        }
        if currentlyExcluded { excludedSince = directive.span.end }
    }
}

/// The value of a `#if` condition when compiling for iOS: `os(iOS)` is true, any other
/// `os(...)`, `targetEnvironment(macCatalyst)` and `canImport` of a framework iOS does
/// not have are false, a bare flag has the value `flags` gives it, and everything else is
/// unknown. `!`, `&&`, `||` and parentheses
/// combine them in three-valued logic.
enum PlatformCondition {
    enum Value { case yes, no, unknown }

    static func evaluate(_ bytes: UnsafeBufferPointer<UInt8>, _ span: ByteSpan, flags: [String: Value] = [:],
                         others: Value = .unknown) -> Value {
        var parser = Parser(bytes: bytes, index: span.start, end: span.end, flags: flags, others: others)
        let value = parser.parseOr(depth: 0)
        parser.skipSpace()
        return parser.index == parser.end ? value : .unknown
    }

    /// Platforms that are not iOS (visionOS runs iPad apps, but code under `os(visionOS)`
    /// is built for visionOS, not for iOS).
    static let otherSystems: Set<String> = [
        "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD",
        "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku",
    ]
    /// Frameworks absent from iOS.
    static let otherFrameworks: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "TVServices", "ClockKit"]
    /// Frameworks every iOS build has.
    static let iOSFrameworks: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine"]

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int
        let flags: [String: Value]
        /// A flag `flags` does not name.
        let others: Value

        mutating func skipSpace() {
            while index < end, ByteClass.isHorizontalSpace(bytes[index]) { index += 1 }
        }

        func peek(_ byte: UInt8, _ offset: Int = 0) -> Bool { index + offset < end && bytes[index + offset] == byte }

        mutating func parseOr(depth: Int) -> Value {
            var value = parseAnd(depth: depth)
            while true {
                skipSpace()
                guard peek(UInt8(ascii: "|")), peek(UInt8(ascii: "|"), 1) else { return value }
                index += 2
                let right = parseAnd(depth: depth)
                value = (value == .yes || right == .yes) ? .yes : (value == .no && right == .no ? .no : .unknown)
            }
        }

        mutating func parseAnd(depth: Int) -> Value {
            var value = parseUnary(depth: depth)
            while true {
                skipSpace()
                guard peek(UInt8(ascii: "&")), peek(UInt8(ascii: "&"), 1) else { return value }
                index += 2
                let right = parseUnary(depth: depth)
                value = (value == .no || right == .no) ? .no : (value == .yes && right == .yes ? .yes : .unknown)
            }
        }

        mutating func parseUnary(depth: Int) -> Value {
            skipSpace()
            // A pathological nesting is simply undecided, never a deep recursion.
            guard depth < 64 else {
                index = end
                return .unknown
            }
            if peek(UInt8(ascii: "!")) {
                index += 1
                switch parseUnary(depth: depth + 1) {
                case .yes: return .no
                case .no: return .yes
                case .unknown: return .unknown
                }
            }
            if peek(UInt8(ascii: "(")) {
                index += 1
                let value = parseOr(depth: depth + 1)
                skipSpace()
                if peek(UInt8(ascii: ")")) { index += 1 } else { index = end }
                return value
            }
            let name = word()
            skipSpace()
            guard peek(UInt8(ascii: "(")) else {
                // A flag such as DEBUG; `true` and `false` are what they say.
                if name == "true" { return .yes }
                if name == "false" { return .no }
                return flags[name] ?? (name.isEmpty ? .unknown : others)
            }
            index += 1
            // The argument: everything to the closing parenthesis (`swift(>=5.9)` too).
            let argumentStart = index
            while index < end, bytes[index] != UInt8(ascii: ")") { index += 1 }
            let argument = String(decoding: UnsafeBufferPointer(rebasing: bytes[argumentStart..<index]), as: UTF8.self)
                .trimmingCharacters(in: " \t")
            if index < end { index += 1 }
            switch name {
            case "os":
                if argument == "iOS" { return .yes }
                return PlatformCondition.otherSystems.contains(argument) ? .no : .unknown
            case "targetEnvironment":
                return argument == "macCatalyst" ? .no : .unknown
            case "canImport":
                if PlatformCondition.otherFrameworks.contains(argument) { return .no }
                return PlatformCondition.iOSFrameworks.contains(argument) ? .yes : .unknown
            default:
                return .unknown
            }
        }

        mutating func word() -> String {
            let start = index
            while index < end, ByteClass.isIdentifierContinue(bytes[index]) { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
    }
}

private extension String {
    /// Trims the given ASCII characters from both ends (Foundation-free).
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
