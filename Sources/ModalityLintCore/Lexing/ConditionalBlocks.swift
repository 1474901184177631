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
        branches(by: directives, in: bytes, flags: flags, others: others).excluded
    }

    /// The excluded ranges and the undecided branches `directives` make under `flags`.
    static func branches(by directives: [ConditionalDirective], in bytes: [UInt8],
                         flags: [String: PlatformCondition.Value],
                         others: PlatformCondition.Value = .unknown) -> (excluded: [ByteSpan], undecided: [UndecidedBranch]) {
        var blocks = ConditionalBlocks()
        blocks.flags = flags
        blocks.others = others
        bytes.withUnsafeBufferPointer { buffer in
            for directive in directives { blocks.apply(directive, bytes: buffer) }
        }
        return (blocks.excluded, blocks.undecided)
    }

    /// Sorted, disjoint excluded ranges.
    private(set) var excluded: [ByteSpan] = []
    /// Sorted, disjoint branches compiled only if a condition the tool cannot decide holds;
    /// a branch nested in one is part of it.
    private(set) var undecided: [UndecidedBranch] = []
    private var blocks: [Block] = []
    /// Where the current excluded range began, while inside one.
    private var excludedSince: Int?
    /// The outermost undecided branch being read, while inside one.
    private var undecidedSince: UndecidedBranch?

    private struct Block {
        var parentExcluded: Bool
        /// Some branch so far is certainly taken on iOS.
        var someBranchTaken: Bool
        /// Some branch so far may or may not be taken.
        var someBranchUndecided: Bool
        var excluded: Bool
        /// This branch is compiled only if an undecided condition holds.
        var undecided: Bool
        /// The block's `#if` line.
        var opening: ByteSpan
    }

    private var currentlyExcluded: Bool { blocks.last?.excluded ?? false }

    mutating func apply(_ directive: ConditionalDirective, bytes: UnsafeBufferPointer<UInt8>) {
        if let since = excludedSince {
            if directive.span.start > since { excluded.append(ByteSpan(start: since, end: directive.span.start)) }
            excludedSince = nil
        }
        // The outermost undecided branch ends at its own block's next directive.
        let outermostUndecided = blocks.firstIndex { $0.undecided }
        let closesUndecided = outermostUndecided == blocks.count - 1 && directive.kind != .if
        if closesUndecided, var branch = undecidedSince {
            branch.span = ByteSpan(start: branch.span.start, end: directive.span.start)
            undecided.append(branch)
            undecidedSince = nil
        }
        switch directive.kind {
        case .if:
            let value = PlatformCondition.evaluate(bytes, directive.condition, flags: flags, others: others)
            let parent = currentlyExcluded
            blocks.append(Block(parentExcluded: parent, someBranchTaken: value == .yes, someBranchUndecided: value == .unknown,
                                excluded: parent || value == .no, undecided: !parent && value == .unknown,
                                opening: directive.span))
        case .elseif:
            guard var block = blocks.popLast() else { break }
            let value = PlatformCondition.evaluate(bytes, directive.condition, flags: flags, others: others)
            block.excluded = block.parentExcluded || block.someBranchTaken || value == .no
            block.undecided = !block.excluded && (value == .unknown || block.someBranchUndecided)
            block.someBranchTaken = block.someBranchTaken || value == .yes
            block.someBranchUndecided = block.someBranchUndecided || value == .unknown
            blocks.append(block)
        case .else:
            guard var block = blocks.popLast() else { break }
            block.excluded = block.parentExcluded || block.someBranchTaken
            block.undecided = !block.excluded && block.someBranchUndecided
            blocks.append(block)
        case .endif:
            _ = blocks.popLast()
        }
        if currentlyExcluded { excludedSince = directive.span.end }
        if undecidedSince == nil, blocks.last?.undecided == true, blocks.dropLast().allSatisfy({ !$0.undecided }) {
            undecidedSince = UndecidedBranch(span: ByteSpan(start: directive.span.end, end: directive.span.end),
                                             directive: directive.span, opening: blocks[blocks.count - 1].opening)
        }
    }
}

/// A branch of a `#if` block that is compiled only if a condition the tool cannot decide
/// holds (`#if BETA` when the project sets `BETA` in some shipping configurations only).
public struct UndecidedBranch: Hashable, Sendable {
    /// The branch's code, from the end of its directive to the next directive of its block.
    public var span: ByteSpan
    /// Its directive line (`#if BETA`, `#else`).
    public var directive: ByteSpan
    /// The `#if` line of its block (the same line for the first branch).
    public var opening: ByteSpan

    /// The branch of `branches` (sorted, disjoint) that `offset` lies in, if any.
    static func containing(_ offset: Int, in branches: [UndecidedBranch]) -> UndecidedBranch? {
        var low = 0
        var high = branches.count
        while low < high {
            let middle = (low + high) / 2
            if branches[middle].span.end <= offset { low = middle + 1 } else { high = middle }
        }
        return low < branches.count && branches[low].span.start <= offset ? branches[low] : nil
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
