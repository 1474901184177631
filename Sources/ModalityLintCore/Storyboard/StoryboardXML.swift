import Foundation
#if canImport(FoundationXML)
// On Linux, XMLParser lives in its own module.
import FoundationXML
#endif

/// One storyboard as a small element tree: names, attributes, parents and children, and
/// for each element the exact byte span of its start tag (from `StartTagScanner`).
struct StoryboardXML {
    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: Int?
        var children: [Int]
        /// From `<` to just past the start tag's `>`.
        var span: ByteSpan

        subscript(_ attribute: String) -> String? { attributes[attribute] }
    }

    /// In document order; the root is element 0.
    var elements: [Element]

    var root: Element? { elements.first }

    /// Parses `file`; on invalid XML, the error's message and span.
    static func parse(_ file: SourceFile) -> Result<StoryboardXML, SyntaxError> {
        if let doctype = documentTypeDeclaration(in: file.bytes) {
            return .failure(SyntaxError(
                "invalid storyboard XML: a document type declaration (`<!DOCTYPE ...>`), which can declare entities; "
                    + "Xcode never writes one and the tool does not read one: remove it, and write out any entity it declares",
                at: ByteSpan(start: doctype, end: doctype + 9)))
        }
        let builder = TreeBuilder(file: file)
        let parser = XMLParser(data: Data(file.bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        // On Linux, XMLParser recovers from some errors and still returns true: any error
        // reported, the first one included, makes the file invalid.
        if let error = builder.firstError ?? (succeeded ? nil : parser.parserError.map { describe($0) }).map({
            (message: $0, line: parser.lineNumber, column: parser.columnNumber, offset: nil)
        }) {
            return .failure(SyntaxError(
                "invalid storyboard XML: \(error.message)",
                at: .at(error.offset ?? offset(line: max(1, error.line), column: max(1, error.column), in: file))))
        }
        if !succeeded || builder.elements.isEmpty {
            return .failure(SyntaxError("invalid storyboard XML: the file holds no XML element", at: .at(0)))
        }
        return .success(StoryboardXML(elements: builder.elements))
    }

    /// The offset of a `<!DOCTYPE` in the prolog (before the root element), after the XML
    /// declaration, processing instructions, comments and white space; nil when there is
    /// none. Entities are declared there, and XMLParser's refusal of them is a bare error
    /// number, so the reader says what it is first.
    static func documentTypeDeclaration(in bytes: [UInt8]) -> Int? {
        func starts(with text: String, at index: Int) -> Bool {
            let pattern = Array(text.utf8)
            return index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
        }
        func skip(past terminator: String, from index: Int) -> Int {
            var cursor = index
            while cursor < bytes.count, !starts(with: terminator, at: cursor) { cursor += 1 }
            return cursor + terminator.utf8.count
        }
        var index = starts(with: "\u{FEFF}", at: 0) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "<"):
                if starts(with: "<?", at: index) {
                    index = skip(past: "?>", from: index + 2)
                } else if starts(with: "<!--", at: index) {
                    index = skip(past: "-->", from: index + 4)
                } else {
                    return starts(with: "<!DOCTYPE", at: index) ? index : nil
                }
            default:
                return nil
            }
        }
        return nil
    }

    /// The children of `element` named `name`.
    func children(of element: Int, named name: String) -> [Int] {
        elements[element].children.filter { elements[$0].name == name }
    }

    /// Every descendant of `element`, in document order (an iterative walk: storyboards nest
    /// deeply, and recursion depth should not depend on the input).
    func descendants(of element: Int) -> [Int] {
        var result: [Int] = []
        var stack = elements[element].children.reversed() as [Int]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: elements[next].children.reversed())
        }
        return result
    }

    /// libxml2's "end tag name mismatch".
    static let mismatchedEndTag = 76

    /// XMLParser's error codes (libxml2's on Linux; the same numbers on Apple platforms),
    /// in words, for the ones people actually meet.
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "the file holds no XML"
        case 5: return "the file ends inside an element"
        case 9: return "a character that XML does not allow"
        case 26: return "an undeclared entity (write & as &amp;)"
        case 38: return "a '<' inside an attribute value (write &lt;)"
        case 39, 43: return "an attribute value that does not start with a quote"
        case 40, 44: return "an attribute value whose closing quote is missing"
        case 41: return "an attribute without a value"
        case 42: return "an attribute given twice"
        case 45: return "a comment that is not closed with '-->'"
        case 65: return "a space is missing between attributes"
        case 68: return "a '<' that does not start a tag name"
        case 73: return "a tag is not closed with '>'"
        case 74: return "an end tag does not start with '</'"
        case 75: return "an attribute without '=' before its value"
        case mismatchedEndTag: return "an end tag does not match the element it closes"
        case 77: return "an unfinished tag"
        case 86: return "content after the document's root element"
        default: return "the file is not well-formed XML (libxml2 error \(code))"
        }
    }

    /// The byte offset of a parser-reported line and column (columns counted in bytes by
    /// libxml2; clamped to the line).
    static func offset(line: Int, column: Int, in file: SourceFile) -> Int {
        let lineSpan = file.lineSpan(line)
        return min(lineSpan.start + column - 1, lineSpan.end)
    }

    /// The end tag libxml2 stopped after (it reports the place past its `>`): its offset
    /// and name, looking back from `offset` to the nearest `</`.
    static func endTag(before offset: Int, in bytes: [UInt8]) -> (offset: Int, name: String)? {
        var cursor = min(offset, bytes.count) - 1
        while cursor > 0 {
            if bytes[cursor - 1] == UInt8(ascii: "<"), bytes[cursor] == UInt8(ascii: "/") {
                let start = cursor + 1
                var end = start
                while end < bytes.count, end < start + 200, !Self.endsName(bytes[end]) { end += 1 }
                return (cursor - 1, String(decoding: bytes[start..<end], as: UTF8.self))
            }
            // Only the tag just read: stop at the `>` of whatever came before it.
            if bytes[cursor] == UInt8(ascii: ">"), cursor < offset - 1 { return nil }
            cursor -= 1
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// XMLParser's delegate: builds the element tree and gives each element its start tag's
/// byte span by matching document order with `StartTagScanner`.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    private let bytes: [UInt8]
    private let tags: [StartTagScanner.StartTag]
    private var nextTag = 0
    private var open: [Int] = []
    private(set) var elements: [StoryboardXML.Element] = []
    /// The first error XMLParser reported, where it reported it (or, for an end tag that
    /// closes the wrong element, at that tag).
    private(set) var firstError: (message: String, line: Int, column: Int, offset: Int?)?
    private let file: SourceFile
    private let lineStarts: [Int]

    init(file: SourceFile) {
        self.file = file
        bytes = file.bytes
        tags = StartTagScanner.scan(file.bytes)
        lineStarts = file.lineStarts
        super.init()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let span = spanOfNextTag(named: elementName, parser: parser)
        let index = elements.count
        elements.append(StoryboardXML.Element(
            name: elementName, attributes: attributes, parent: open.last, children: [], span: span))
        if let parent = open.last { elements[parent].children.append(index) }
        open.append(index)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil {
            firstError = (StoryboardXML.describe(parseError), parser.lineNumber, parser.columnNumber, nil)
            if (parseError as NSError).code == StoryboardXML.mismatchedEndTag, let opened = open.last {
                // Say which tags disagree, at the end tag, rather than libxml2's place past it.
                let reported = StoryboardXML.offset(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), in: file)
                if let tag = StoryboardXML.endTag(before: reported, in: bytes) {
                    let element = elements[opened]
                    let openedLine = file.position(at: element.span.start).line
                    firstError = ("the end tag </\(tag.name)> does not close <\(element.name)>, opened at line \(openedLine)",
                                  parser.lineNumber, parser.columnNumber, tag.offset)
                }
            }
        }
        parser.abortParsing()
    }

    private func spanOfNextTag(named name: String, parser: XMLParser) -> ByteSpan {
        let nameBytes = Array(name.utf8)
        // Normally the very next scanned tag; should the scan and the parser ever disagree
        // (markup the scan does not model), look ahead a little for the same name.
        var candidate = nextTag
        while candidate < tags.count, candidate < nextTag + 8 {
            if StartTagScanner.name(of: tags[candidate], in: bytes, equals: nameBytes) {
                nextTag = candidate + 1
                return ByteSpan(start: tags[candidate].start, end: tags[candidate].end)
            }
            candidate += 1
        }
        // Last resort: the start of the line the parser is on.
        let line = max(0, min(parser.lineNumber - 1, lineStarts.count - 1))
        return .at(lineStarts[line])
    }
}
