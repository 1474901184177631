/// What an Interface Builder layout (a storyboard scene with its prototype cells, or a
/// xib) shows of views people type or draw into (`FrameworkBehaviour.typedTextViews`), and
/// what it leaves to other sources: views of the app's own classes, whose code may add
/// fields, and container views, whose controllers lay out views of their own.
///
/// A text view Interface Builder leaves editable is one people may type into (its default);
/// one that says `editable="NO"`, and any view with user interaction off, only shows. A
/// search bar looks things up: what is typed there is nobody's work. Nor is a one-line field
/// whose text input traits say it takes a credential, an address or a number (`secureTextEntry`,
/// a `textContentType`, an email, URL or number keyboard): an account detail or a setting, as
/// the code readings hold for a field the code so marks (`CommittedFieldEntries`).
struct TypedTextLayout {
    /// The first view people may type their work into, with the UIKit class it is.
    var field: (span: ByteSpan, className: String)?
    /// The classes of views it names (`customClass`), each at its first place: their code
    /// is part of the layout.
    var viewClasses: [(name: String, span: ByteSpan)] = []
    /// A container view, which embeds another controller's views.
    var container: ByteSpan?

    static let skippedElements: Set<String> = ["placeholder", "viewControllerPlaceholder", "segue"]

    /// The layout under `element` (the whole document when nil), leaving out `skipping`
    /// (the scene's own controller, whose class is the screen's).
    static func read(under element: Int?, skipping controller: Int? = nil, in xml: StoryboardXML) -> TypedTextLayout {
        var layout = TypedTextLayout()
        let elements = element.map { xml.descendants(of: $0) } ?? Array(xml.elements.indices)
        for index in elements where index != controller {
            let view = xml.elements[index]
            // A xib's File's Owner and other placeholders stand for objects laid out
            // elsewhere; a segue's class moves between screens.
            if skippedElements.contains(view.name) { continue }
            if view.name == "containerView" {
                if layout.container == nil { layout.container = view.span }
                continue
            }
            let custom = view["customClass"].flatMap { $0.isEmpty ? nil : $0 }
            let known = FrameworkBehaviour.typedTextView(element: view.name)
            if let typed = custom.flatMap(FrameworkBehaviour.typedTextView(named:)) ?? known {
                guard typed.kind != .search, view["userInteractionEnabled"] != "NO", view["enabled"] != "NO",
                      !(typed.kind == .prose && view["editable"] == "NO") else { continue }
                if typed.kind == .oneLine, takesAccountDetail(index, in: xml) { continue }
                if layout.field == nil { layout.field = (view.span, typed.name) }
                continue
            }
            if let custom, !layout.viewClasses.contains(where: { $0.name == custom }) {
                layout.viewClasses.append((custom, view.span))
            }
        }
        return layout
    }

    /// Whether the text input traits of the field at `field` say it takes a credential, an
    /// address or a number. Read from the field's own children: a few elements each.
    static func takesAccountDetail(_ field: Int, in xml: StoryboardXML) -> Bool {
        xml.children(of: field, named: "textInputTraits").contains { traits in
            let element = xml.elements[traits]
            return element["secureTextEntry"] == "YES" || element["textContentType"].map { !$0.isEmpty } == true
                || element["keyboardType"].map(EditableContentCode.structuredKeyboards.contains) == true
        }
    }
}
