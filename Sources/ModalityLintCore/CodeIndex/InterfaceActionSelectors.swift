import Foundation

/// The action selectors the run's storyboards and xibs connect controls to
/// (`<action selector="save:" .../>`) and unwind segues go back to (`unwindAction="done:"`),
/// read as bytes: an `@IBAction` is run by Interface Builder only through one of them. Nil for a run whose interface files are not known (code read
/// on its own): then any action method may be connected by a file the run does not hold.
struct InterfaceActionSelectors: Sendable {
    /// Each selector's base name, up to its first `:` (`save:` and `saveWithSender:` both
    /// name `save` in part): a method of that name is taken as connected, whatever its labels.
    private(set) var baseNames: Set<String> = []

    /// Nil when the run holds no storyboard or xib: a run of code alone says nothing of
    /// what Interface Builder connects.
    init?(interfaceFiles files: [SourceFile]) {
        guard !files.isEmpty else { return nil }
        for file in files { read(file.bytes) }
    }

    func connects(methodNamed name: String) -> Bool { baseNames.contains(name) }

    /// `selector="save:"` and `unwindAction="done:"` in today's format; in the archive format
    /// of Interface Builder 3 (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`,
    /// a 2010 app's xibs), a connection's `<string key="label">infoButtonPressed:</string>`,
    /// an action's selector or an outlet's name: taking both errs on the side of connected.
    private static let patterns = [Array("selector=\"".utf8), Array("unwindAction=\"".utf8), Array("<string key=\"label\">".utf8)]

    private mutating func read(_ bytes: [UInt8]) {
        for pattern in Self.patterns { read(bytes, after: pattern) }
    }

    private mutating func read(_ bytes: [UInt8], after pattern: [UInt8]) {
        var position = 0
        while position + pattern.count <= bytes.count {
            guard bytes[position] == pattern[0], bytes[position..<(position + pattern.count)].elementsEqual(pattern) else {
                position += 1
                continue
            }
            var end = position + pattern.count
            let start = end
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: ":"), bytes[end] != UInt8(ascii: "<") { end += 1 }
            if end > start {
                let base = String(decoding: bytes[start..<end], as: UTF8.self)
                baseNames.insert(base)
                // Swift names `func pressedSend(sender: Any)` `pressedSendWithSender:` in
                // Objective-C: the method's own name is before the last `With` and a label.
                if let with = base.range(of: "With", options: .backwards), with.lowerBound > base.startIndex,
                   base[with.upperBound...].first?.isUppercase == true {
                    baseNames.insert(String(base[..<with.lowerBound]))
                }
            }
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "<") { end += 1 }
            position = end + 1
        }
    }
}
