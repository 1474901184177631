/// The app's SwiftUI views that UIKit code hosts as a controller's whole content:
/// `UIHostingController(rootView: ReplyView(...))` (or `rootView: NavigationStack { ReplyView() }`)
/// and `UIHostingController<ReplyView>` (a subclass's superclass, a property's type).
///
/// Such a view is a screen of its own wherever UIKit presents or pushes its controller, even
/// when it presents nothing itself: the SwiftUI reading makes it a root, so the UIKit
/// presentation that names it reaches a screen that is judged, rather than a name that
/// leads nowhere (a reply editor a UIKit list presents was never read, blind audit round 8).
///
/// One pass over the tokens of the files that say `UIHostingController`.
enum HostedRootViews {
    static func read(_ index: CodeIndex, isViewType: (String) -> Bool) -> [String] {
        guard index.isReferenced(name: "UIHostingController") else { return [] }
        var found: [String] = []
        var seen = Set<String>()
        func add(_ name: String) {
            if isViewType(name), seen.insert(name).inserted { found.append(name) }
        }
        for fileIndex in index.files.indices where index.files[fileIndex].language == .swift {
            let reader = CodeBodyReader(index: index, file: fileIndex)
            let tokens = reader.tokens
            for cursor in tokens.indices where tokens[cursor].kind == .identifier && reader.is(cursor, "UIHostingController") {
                if reader.isExcludedFromiOS(cursor) { continue }
                if reader.is(cursor + 1, "<"), reader.isName(cursor + 2) {
                    // `UIHostingController<ReplyView>`.
                    add(reader.text(cursor + 2))
                } else if reader.isPunctuation(cursor + 1, "("),
                          let root = reader.arguments(ofCallAt: cursor + 1).first(where: { $0.label == "rootView" }) {
                    var start = root.start
                    if reader.is(start, "NavigationStack") || reader.is(start, "NavigationView"), reader.isPunctuation(start + 1, "{") {
                        start += 2
                    }
                    if reader.isName(start), reader.isPunctuation(start + 1, "(") || reader.isPunctuation(start + 1, "{") {
                        add(reader.text(start))
                    }
                }
            }
        }
        return found
    }
}
