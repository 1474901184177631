/// The app's SwiftUI views that UIKit code hosts as a controller's whole content:
/// `UIHostingController(rootView: ReplyView(...))` (or `rootView: NavigationStack { ReplyView() }`)
/// and `UIHostingController<ReplyView>` (a subclass's superclass, a property's type).
///
/// Such a view is a screen of its own wherever UIKit presents or pushes its controller, even
/// when it presents nothing itself: the SwiftUI reading makes it a root, so the UIKit
/// presentation that names it reaches a screen that is judged, rather than a name that
/// leads nowhere (a reply editor a UIKit list presents was never read, blind audit round 8).
///
/// One pass over the tokens of the files that say `UIHostingController`; where one hosts a
/// bare name, one more over the run's Swift method bodies (`handedViews`).
enum HostedRootViews {
    static func read(_ index: CodeIndex, isViewType: (String) -> Bool) -> [String] {
        guard index.isReferenced(name: "UIHostingController") else { return [] }
        var found: [String] = []
        var seen = Set<String>()
        func add(_ name: String) {
            if isViewType(name), seen.insert(name).inserted { found.append(name) }
        }
        // Files whose hosting controller hosts a bare name: it may be a method's parameter.
        var hostingNames: [Int: Set<String>] = [:]
        for fileIndex in index.files.indices where index.files[fileIndex].language == .swift {
            let reader = CodeBodyReader(index: index, file: fileIndex)
            let tokens = reader.tokens
            for cursor in tokens.indices where tokens[cursor].kind == .identifier && reader.is(cursor, "UIHostingController") {
                if reader.isExcludedFromiOS(cursor) { continue }
                if reader.isPunctuation(cursor + 1, "("),
                   let root = reader.arguments(ofCallAt: cursor + 1).first(where: { $0.label == "rootView" }),
                   root.end == root.start + 1, reader.isName(root.start) {
                    hostingNames[fileIndex, default: []].insert(reader.text(root.start))
                }
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
        if !hostingNames.isEmpty {
            for name in handedViews(index, hostingNames: hostingNames) { add(name) }
        }
        return found
    }

    /// A call of an argument label that hosts what it is handed: `present(view:)` of
    /// `func present<V: View>(view: V)`, whose body hosts `view`.
    private struct HostingParameter: Hashable {
        let method: String
        let label: String
    }

    /// Views the app hands to its own methods that host them: a router's
    /// `func present<V: View>(view: V) { nav.present(UIHostingController(rootView: view), ...) }`
    /// (or one that hands `view` on to such a method, a few levels deep), called with
    /// `present(view: ReviewView(...))` or a local made so. A call is tied to the method by its
    /// name and the argument's label, as the UIKit reading ties a presented parameter.
    /// One pass over the bodies of the run's Swift methods, then a walk over the calls that
    /// hand a parameter on.
    private static func handedViews(_ index: CodeIndex, hostingNames: [Int: Set<String>]) -> [String] {
        var hosting: Set<HostingParameter> = []
        // Calls that hand a method's own parameter on: the callee's labelled parameter,
        // and the caller's.
        var handedOn: [HostingParameter: [HostingParameter]] = [:]
        // Views made for an argument: the callee's labelled parameter, and the view.
        var madeFor: [(parameter: HostingParameter, view: String)] = []
        for method in index.methods {
            guard let body = method.body, index.files[method.file].language == .swift else { continue }
            let parameters = SwiftParameterList.read(method, index: index)
            let reader = CodeBodyReader(index: index, file: method.file)
            if let names = hostingNames[method.file] {
                for parameter in parameters where names.contains(parameter.name) {
                    if Self.hosts(parameter.name, in: body, reader) {
                        hosting.insert(HostingParameter(method: method.name, label: parameter.label ?? ""))
                    }
                }
            }
            var viewLocals: [String: String] = [:]
            for cursor in body where reader.tokens[cursor].kind == .identifier {
                // `let view = ReviewView(...)`.
                if reader.is(cursor - 1, "let") || reader.is(cursor - 1, "var"), reader.is(cursor + 1, "="), reader.isName(cursor + 2),
                   SwiftPresentationScanner.isTypeName(reader.text(cursor + 2)), reader.isPunctuation(cursor + 3, "(") {
                    viewLocals[reader.text(cursor)] = reader.text(cursor + 2)
                    continue
                }
                guard reader.isPunctuation(cursor + 1, "("), !reader.is(cursor - 1, "func"), !reader.isExcludedFromiOS(cursor) else { continue }
                let callee = reader.text(cursor)
                for argument in reader.arguments(ofCallAt: cursor + 1) where argument.end > argument.start && reader.isName(argument.start) {
                    let target = HostingParameter(method: callee, label: argument.label)
                    let first = reader.text(argument.start)
                    if argument.end == argument.start + 1 {
                        if let parameter = parameters.first(where: { $0.name == first }) {
                            handedOn[target, default: []].append(HostingParameter(method: method.name, label: parameter.label ?? ""))
                        } else if let view = viewLocals[first] {
                            madeFor.append((target, view))
                        }
                    } else if SwiftPresentationScanner.isTypeName(first),
                              reader.isPunctuation(argument.start + 1, "(") || reader.isPunctuation(argument.start + 1, "{") {
                        madeFor.append((target, first))
                    }
                }
            }
        }
        guard !hosting.isEmpty else { return [] }
        var work = Array(hosting)
        while let next = work.popLast() {
            for caller in handedOn[next] ?? [] where hosting.insert(caller).inserted { work.append(caller) }
        }
        return madeFor.filter { hosting.contains($0.parameter) }.map(\.view)
    }

    /// Whether `name` is the root view of a hosting controller in `body`.
    private static func hosts(_ name: String, in body: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        body.contains { cursor in
            reader.is(cursor, "UIHostingController") && reader.isPunctuation(cursor + 1, "(")
                && reader.arguments(ofCallAt: cursor + 1).contains { $0.label == "rootView" && $0.end == $0.start + 1 && reader.text($0.start) == name }
        }
    }
}
