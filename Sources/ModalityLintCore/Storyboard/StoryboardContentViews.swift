/// The views of a storyboard scene or a xib that hold what people write or draw
/// (certainty.md, "Content people would lose"): a `<textView>` is editable unless it says
/// `editable="NO"` (Interface Builder's default is editable), and a `PKCanvasView` is a
/// drawing people make. As in the SwiftUI reading, a text view whose keyboard is for
/// addresses or numbers, or whose content type is set (a URL, a one-time code), may not hold
/// prose: whether it is people's work is open. A view with user interaction off only shows.
///
/// One-line `<textField>`s are never content here: a search, a server address or a setting
/// saved as typed looks the same, so they leave the scene's content open, as before.
enum StoryboardContentViews {
    struct Found {
        /// The first view people certainly write or draw in.
        var editable: ByteSpan?
        /// A text view whose purpose is open.
        var mayEdit = false
        /// An editable view connected to a delegate, which is told of each edit.
        var hasDelegate = false
    }

    /// Keyboards for addresses, numbers and searches, as Interface Builder writes them.
    static let structuredKeyboards: Set<String> = [
        "URL", "emailAddress", "numberPad", "decimalPad", "phonePad", "numbersAndPunctuation",
        "asciiCapableNumberPad", "webSearch",
    ]

    /// The views under `element` (the whole document when nil), in document order.
    static func read(under element: Int?, in xml: StoryboardXML) -> Found {
        var found = Found()
        let elements = element.map { xml.descendants(of: $0) } ?? Array(xml.elements.indices)
        for index in elements {
            let view = xml.elements[index]
            let isTextView = view.name == "textView"
            guard isTextView || view["customClass"] == "PKCanvasView", view["userInteractionEnabled"] != "NO" else { continue }
            if isTextView, view["editable"] == "NO" { continue }
            if isTextView, let traits = xml.children(of: index, named: "textInputTraits").first.map({ xml.elements[$0] }),
               traits["keyboardType"].map(structuredKeyboards.contains) == true || traits["textContentType"] != nil {
                found.mayEdit = true
                continue
            }
            if found.editable == nil { found.editable = view.span }
            let connections = xml.children(of: index, named: "connections").flatMap { xml.children(of: $0, named: "outlet") }
            if connections.contains(where: { xml.elements[$0]["property"] == "delegate" }) { found.hasDelegate = true }
        }
        return found
    }
}
