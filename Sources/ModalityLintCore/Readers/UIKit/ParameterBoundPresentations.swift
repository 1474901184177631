/// Presentations whose presented view controller is a parameter of the method that
/// presents: a coordinator's `show(_ viewController: UIViewController, style:
/// UIModalPresentationStyle)` that wraps it in a navigation controller and presents it, or
/// a screen's own `present(_:)` helper (issue 23, "coordinators and routers"). Each call
/// of such a method that the index can tie to it, and whose argument the calling method
/// names (`show(compose, style: .pageSheet)` after `let compose = ComposeViewController()`),
/// presents that screen, at the call, with the style the call hands in.
///
/// A call is tied to the method when no other method of the run has that name and those
/// argument labels, or when it is made on the caller's own object of the same type. An
/// argument the caller does not name (its own parameter, a helper's result) binds nothing:
/// that presentation stays unknown, as it was. Swift only; read once per calling method.
struct ParameterBoundPresentations {
    /// A presentation of a parameter, found in `method`.
    struct Request {
        let method: MethodDeclaration
        let site: MethodPresentations.Site
        /// The screen it is added to: the method's class, or the method standing for
        /// whichever view controller it presents on.
        let presenter: String
    }

    /// A call that binds a request: the site as the call makes it, placed at the call.
    struct Bound {
        let request: Int
        let caller: MethodDeclaration
        let site: MethodPresentations.Site
    }

    static func bind(_ requests: [Request], index: CodeIndex, appCode: AppAlertCode) -> [Bound] {
        guard !requests.isEmpty else { return [] }
        let parameters = requests.map { SwiftParameterList.read($0.method, index: index) }
        var requestsByName: [String: [Int]] = [:]
        for (position, request) in requests.enumerated() where !parameters[position].isEmpty {
            requestsByName[request.method.name, default: []].append(position)
        }
        // How many methods of the run have each name and labels: a call of a name two
        // types declare is tied only on the caller's own object.
        var declared: [String: Int] = [:]
        for method in index.methods where requestsByName[method.name] != nil {
            declared[method.fullName, default: 0] += 1
        }
        var bound: [Bound] = []
        for caller in index.methods where caller.body != nil && !index.deadCode.methods.contains(caller.id) {
            let file = index.files[caller.file]
            guard file.language == .swift, let body = caller.body else { continue }
            let reader = CodeBodyReader(index: index, file: caller.file)
            var calls: [(request: Int, call: Int, arguments: [(label: String, start: Int, end: Int)])] = []
            for cursor in body where reader.tokens[cursor].kind == .identifier {
                guard reader.isPunctuation(cursor + 1, "("), !reader.is(cursor - 1, "func"), !reader.isExcludedFromiOS(cursor),
                      let candidates = requestsByName[reader.text(cursor)] else { continue }
                let arguments = reader.arguments(ofCallAt: cursor + 1)
                let chain = reader.receivers(before: cursor)
                let onOwnObject = chain.isEmpty || chain == ["self"]
                for position in candidates {
                    let request = requests[position]
                    guard request.method.id != caller.id, arguments.map(\.label) == parameters[position].map({ $0.label ?? "" }) else { continue }
                    // An override stands for the framework's method of that name (a
                    // `present(_:animated:completion:)` of a split view controller): a call on
                    // another object is the framework's, however few methods the run declares.
                    let unique = declared[request.method.fullName, default: 0] == 1 && !request.method.attributes.contains(.override)
                    guard unique || onOwnObject && index.ownerName(of: caller) == index.ownerName(of: request.method) else { continue }
                    calls.append((position, cursor, arguments))
                }
            }
            guard !calls.isEmpty else { continue }
            let handedIn: [Range<Int>] = calls.compactMap { call in
                guard let position = requests[call.request].site.value.parameterPosition, position < call.arguments.count else { return nil }
                return call.arguments[position].start..<call.arguments[position].end
            }
            guard handedIn.count == calls.count else { continue }
            let values = SwiftPresentationScanner.values(of: handedIn, in: caller, of: index.ownerName(of: caller) ?? "", index: index, appCode: appCode)
            for (call, value) in zip(calls, values) where Self.namesAScreen(value) {
                let request = requests[call.request]
                var site = request.site
                site.value = request.site.value.binding(value)
                site.call = call.call
                if let position = request.site.styleParameter, position < call.arguments.count {
                    site.style = nil
                    site.styleUnknown = true
                    let argument = call.arguments[position]
                    // `.pageSheet` or `UIModalPresentationStyle.pageSheet`, as written.
                    if argument.end > argument.start, reader.isPunctuation(argument.end - 2, "."),
                       argument.end - argument.start == 2 || argument.end - argument.start == 3 && reader.is(argument.start, "UIModalPresentationStyle") {
                        site.style = (reader.text(argument.end - 1), argument.end - 1)
                        site.styleUnknown = false
                    }
                }
                bound.append(Bound(request: call.request, caller: caller, site: site))
            }
        }
        return bound
    }

    /// A value the calling method names: a class, a scene, a hosted view, or one of them in
    /// a navigation controller. An alert it built is its own method's (read there).
    private static func namesAScreen(_ value: PresentedValue) -> Bool {
        switch value {
        case .controller, .storyboardScene, .storyboardInitialScene, .hostedView: return true
        case .navigation(_, let root): return namesAScreen(root)
        case .alert, .alertAction, .activityView, .parameter, .unknown: return false
        }
    }
}
