/// Reads `.xib` files for what they give a view controller class: a xib whose File's Owner
/// (`<placeholder placeholderIdentifier="IBFilesOwner" customClass="EditorViewController">`)
/// is the class lays out its screen, as a storyboard scene does. Its bar button items and
/// buttons connected to the owner's action methods are the screen's buttons, the title of
/// its navigation item is the screen's title, and an editable text view makes the screen
/// one that edits people's content.
///
/// A xib is read only for facts: it makes no screen, and one that is not valid XML never
/// fails a run (certainty.md, "Only what ships"): its facts stay unknown and it is counted.
/// Only what the xib states is taken; what it does not say (a button added in code, a
/// title set in `viewDidLoad`) is the code's, and claims of absence stay with the code
/// reading, which leaves them open where a nib is loaded.
enum XibReader {
    /// A control connected to an action method of the File's Owner.
    struct Control {
        var label: String
        var labelKind: ActionLabelKind
        var role: ActionRole?
        /// No words in the xib (an image, or a title set in code): which button it is, is unknown.
        var roleUnknown: Bool
        /// The action method's selector (`cancel:`).
        var selector: String
        var place: CodePlace
    }

    /// What the xibs whose owner is one class say about its screen.
    struct OwnerFacts {
        var title: (text: String, place: CodePlace)?
        /// A heading label near the top of the owner's view (StoryboardTitles): its title,
        /// drawn in its content.
        var heading: CodePlace?
        var controls: [Control] = []
        /// The first editable `UITextView` or `PKCanvasView` (StoryboardContentViews).
        var editableText: CodePlace?
        /// It is connected to a delegate, told of each edit.
        var editableTextHasDelegate = false
    }

    struct Reading {
        /// By the File's Owner's class name.
        var owners: [String: OwnerFacts] = [:]
        /// Indices (into the files given) of the xibs that are not valid XML.
        var unreadable: [Int] = []
        /// What each xib lays out of views people type into, found by the names code
        /// loads it by: its file's name (`UINib(nibName: "NoteCell", ...)`, without a
        /// `~ipad` suffix), its File's Owner's class, and the classes of its top-level
        /// objects other than the owner's view (a cell's xib, found from the cell's class),
        /// each with what lies under it.
        var layouts: [String: [XibLayout]] = [:]
    }

    /// One xib's typed-text layout, its places in the document's sources.
    struct XibLayout {
        var file: Int
        var layout: TypedTextLayout
    }

    /// Reads `files`; places index the document's sources, where the xibs start at
    /// `firstFileIndex`. Several xibs of one owner (a `~ipad` variant) add up; each control once.
    static func read(_ files: [SourceFile], firstFileIndex: Int) -> Reading {
        var reading = Reading()
        for (index, file) in files.enumerated() {
            guard case .success(let xml) = StoryboardXML.parse(file) else {
                reading.unreadable.append(index)
                continue
            }
            noteLayout(of: xml, path: file.path, file: firstFileIndex + index, in: &reading)
            guard let owner = filesOwner(in: xml), let className = xml.elements[owner]["customClass"], !className.isEmpty else { continue }
            var facts = reading.owners[className] ?? OwnerFacts()
            read(xml, ownerID: xml.elements[owner]["id"] ?? "-1", file: firstFileIndex + index, into: &facts)
            reading.owners[className] = facts
        }
        return reading
    }

    /// Files the xib's typed-text layout under each name code may load it by: the whole
    /// document under its file's name and its File's Owner's class; a top-level object of
    /// an app class (a cell loaded from its own nib) files what lies under it. The view an
    /// owner shows (its `view` outlet) is the owner's: a class it happens to be of
    /// (`ThemeableView`, a styling class used on many screens) does not bring this
    /// screen's fields to every other place that class is used.
    private static func noteLayout(of xml: StoryboardXML, path: String, file: Int, in reading: inout Reading) {
        let whole = XibLayout(file: file, layout: TypedTextLayout.read(under: nil, in: xml))
        var names: Set<String> = []
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let stem = base.hasSuffix(".xib") ? String(base.dropLast(4)) : base
        names.insert(String(stem.prefix { $0 != "~" }))
        let owner = filesOwner(in: xml)
        if let owner, let name = xml.elements[owner]["customClass"], !name.isEmpty { names.insert(name) }
        for name in names { reading.layouts[name, default: []].append(whole) }
        let ownersView = owner.flatMap { ownerViewID(of: $0, in: xml) }
        for objects in xml.elements.indices where xml.elements[objects].name == "objects" {
            for object in xml.elements[objects].children where object != owner {
                guard let name = xml.elements[object]["customClass"], !name.isEmpty, !names.contains(name),
                      xml.elements[object]["id"] != ownersView else { continue }
                names.insert(name)
                reading.layouts[name, default: []].append(XibLayout(file: file, layout: TypedTextLayout.read(under: object, in: xml)))
            }
        }
    }

    /// The id of the view the File's Owner shows: the destination of its `view` outlet.
    private static func ownerViewID(of owner: Int, in xml: StoryboardXML) -> String? {
        xml.descendants(of: owner).first { xml.elements[$0].name == "outlet" && xml.elements[$0]["property"] == "view" }
            .flatMap { xml.elements[$0]["destination"] }
    }

    /// The File's Owner placeholder.
    private static func filesOwner(in xml: StoryboardXML) -> Int? {
        xml.elements.indices.first { xml.elements[$0].name == "placeholder" && xml.elements[$0]["placeholderIdentifier"] == "IBFilesOwner" }
    }

    private static func read(_ xml: StoryboardXML, ownerID: String, file: Int, into facts: inout OwnerFacts) {
        var navigationTitles: [(String, ByteSpan)] = []
        var navigationItems = 0
        for element in xml.elements {
            switch element.name {
            case "navigationItem":
                navigationItems += 1
                if let title = element["title"], !StoryboardControls.trim(title).isEmpty { navigationTitles.append((title, element.span)) }
            case "action":
                guard element["destination"] == ownerID, let selector = element["selector"], let connections = element.parent,
                      xml.elements[connections].name == "connections", let control = xml.elements[connections].parent,
                      xml.elements[control].name == "barButtonItem" || xml.elements[control].name == "button" else { continue }
                // A button's tap: the events that follow a touch (not `valueChanged`, a drag).
                if xml.elements[control].name == "button", let event = element["eventType"],
                   event != "touchUpInside", event != "primaryActionTriggered" { continue }
                let span = xml.elements[control].span
                guard !facts.controls.contains(where: { $0.place.file == file && $0.place.span == span }) else { continue }
                let title = StoryboardControls.title(of: control, in: xml)
                let label = title ?? StoryboardControls.fallbackLabel(of: control, in: xml)
                let role = StoryboardControls.role(of: control, label: label, in: xml)
                facts.controls.append(Control(
                    label: label, labelKind: title == nil ? StoryboardControls.fallbackKind(of: control, in: xml) : .words,
                    role: role, roleUnknown: title == nil && role == nil, selector: selector, place: CodePlace(file: file, span: span)))
            default:
                continue
            }
        }
        let views = StoryboardContentViews.read(under: nil, in: xml)
        if facts.editableText == nil, let span = views.editable {
            facts.editableText = CodePlace(file: file, span: span)
            facts.editableTextHasDelegate = views.hasDelegate
        }
        // The owner's `view` outlet: the view it shows, whose heading label names its task.
        if facts.heading == nil, let owner = filesOwner(in: xml), let destination = ownerViewID(of: owner, in: xml),
           let view = xml.elements.indices.first(where: { xml.elements[$0]["id"] == destination && xml.elements[$0].name == "view" }),
           let heading = StoryboardTitles.heading(of: view, in: xml) {
            facts.heading = CodePlace(file: file, span: heading.keySpan)
        }
        // One navigation item is the owner's; with several (a custom bar's, say) which one
        // shows is not said.
        if facts.title == nil, navigationItems == 1, let (text, span) = navigationTitles.first {
            facts.title = (text, CodePlace(file: file, span: span))
        }
    }
}
