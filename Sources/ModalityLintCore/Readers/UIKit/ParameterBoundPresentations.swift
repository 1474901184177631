/// Presentations whose presented view controller is a parameter of the method that
/// presents: a coordinator's `show(_ viewController: UIViewController, style:
/// UIModalPresentationStyle)` that wraps it in a navigation controller and presents it, or
/// a screen's own `present(_:)` helper (issue 23, "coordinators and routers"). Each call
/// of such a method that the index can tie to it, and whose argument the calling method
/// names (`show(compose, style: .pageSheet)` after `let compose = ComposeViewController()`),
/// presents that screen, at the call, with the style the call hands in.
///
/// A call is tied to the method when no other method of the run has that name and its
/// parameter list accepts the call's labels (parameters with defaults may be left out), or
/// when it is made on the caller's own object of the same type. An argument the caller does
/// not name (its own parameter, a helper's result) binds nothing: that presentation stays
/// unknown, as it was. A style the method sets only when a parameter has a value (`if let
/// sender { vc.modalPresentationStyle = .popover }`) is each call's: a call that leaves
/// that parameter to a nil default, or hands it `nil`, presents with the default style; so
/// does one set only when a `Bool` parameter is true (`if isPopover, ... {`), at a call
/// that hands it `false` or leaves it to a `false` default.
/// Swift only; read once per calling method.
struct ParameterBoundPresentations {
    /// A presentation of a parameter, found in `method`.
    struct Request {
        let method: MethodDeclaration
        let site: MethodPresentations.Site
        /// The screen it is added to: the method's class, or the method standing for
        /// whichever view controller it presents on.
        let presenter: String
        /// For a request handed on from a caller (Bound.forwards), the request of the method
        /// that presents: its code is what may give the screen buttons.
        var origin: Int?
    }

    /// A call that binds a request: the site as the call makes it, placed at the call.
    struct Bound {
        let request: Int
        let caller: MethodDeclaration
        let site: MethodPresentations.Site
        /// Made on the caller's own object (`present(vc, sender)`, `self.show(vc)`): a helper
        /// the caller's class inherits (an extension of UIViewController) presents on the
        /// caller's screen.
        let onOwnObject: Bool
        /// The caller hands on its own parameter (`func presentView(view: V) { present(view: view) }`):
        /// not a screen yet, but a request of the caller's, bound at its own calls in turn.
        var forwards: Bool { site.value.parameterPosition != nil }
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
            // Each call with, for each of its arguments, the parameter it binds (left-out
            // parameters with defaults skipped).
            var calls: [(request: Int, call: Int, arguments: [(label: String, start: Int, end: Int)], bound: [Int], onOwnObject: Bool)] = []
            var callerParameters: [SwiftParameterList.Parameter]?
            for cursor in body where reader.tokens[cursor].kind == .identifier {
                guard reader.isPunctuation(cursor + 1, "("), !reader.is(cursor - 1, "func"), !reader.isExcludedFromiOS(cursor),
                      let candidates = requestsByName[reader.text(cursor)] else { continue }
                let arguments = reader.arguments(ofCallAt: cursor + 1)
                let chain = reader.receivers(before: cursor)
                let onOwnObject = chain.isEmpty || chain == ["self"]
                for position in candidates {
                    let request = requests[position]
                    guard request.method.id != caller.id,
                          let bound = SwiftParameterList.bind(arguments.map(\.label), to: parameters[position]) else { continue }
                    // An override stands for the framework's method of that name (a
                    // `present(_:animated:completion:)` of a split view controller): a call on
                    // another object is the framework's, however few methods the run declares.
                    let unique = declared[request.method.fullName, default: 0] == 1 && !request.method.attributes.contains(.override)
                    // On the caller's own object, only a method of its class, of a class it
                    // inherits (an extension of UIViewController) or of a protocol it
                    // conforms to can be the one called; elsewhere, one no other method
                    // of the run shares.
                    let tied = onOwnObject && index.ownerName(of: caller) != nil && index.ownerName(of: request.method) != nil
                        ? Self.inherits(caller, request.method, index: index) : unique
                    guard tied else { continue }
                    if !onOwnObject, chain.count == 1 {
                        // `fromViewController.present(nav, animated: true)` with `fromViewController:
                        // UIViewController`: a view controller's own method of that name, not a
                        // router's that happens to share it.
                        if callerParameters == nil { callerParameters = SwiftParameterList.read(caller, index: index) }
                        if let type = callerParameters?.first(where: { $0.name == chain[0] })?.type,
                           Self.isOtherViewController(type, than: request.method, index: index) { continue }
                    }
                    calls.append((position, cursor, arguments, bound, onOwnObject))
                }
            }
            guard !calls.isEmpty else { continue }
            let handedIn: [Range<Int>] = calls.compactMap { call in
                guard let position = requests[call.request].site.value.parameterPosition,
                      let argument = call.bound.firstIndex(of: position) else { return nil }
                return call.arguments[argument].start..<call.arguments[argument].end
            }
            guard handedIn.count == calls.count else { continue }
            let values = SwiftPresentationScanner.values(of: handedIn, in: caller, of: index.ownerName(of: caller) ?? "", index: index, appCode: appCode)
            for (call, value) in zip(calls, values) where Self.namesAScreen(value) || value.parameterPosition != nil {
                let request = requests[call.request]
                var site = request.site
                site.value = request.site.value.binding(value)
                site.call = call.call
                // The tests below are of the request's parameters: answered here, once.
                site.styleNeedsArgument = nil
                site.styleParameter = nil
                site.transitionParameter = nil
                if let position = request.site.transitionParameter, let handed = call.bound.firstIndex(of: position) {
                    // The transition the helper sets from what it is handed: this call's (or,
                    // handed on from the caller's own parameter, its callers'). Left out, its
                    // default is not read: unknown, as it was.
                    let argument = call.arguments[handed]
                    if let written = SwiftPresentationScanner.transitionCase(argument, reader) {
                        site.transition = written
                        site.transitionUnknown = false
                    } else if site.value.parameterPosition != nil, argument.end == argument.start + 1 {
                        if callerParameters == nil { callerParameters = SwiftParameterList.read(caller, index: index) }
                        site.transitionParameter = callerParameters?.firstIndex { $0.name == reader.text(argument.start) }
                    }
                }
                if let test = request.site.styleNeedsArgument {
                    // Set only when the parameter has a value (a flag is true): this call's
                    // argument says, or the default it leaves the parameter to.
                    let parameter = parameters[call.request][test.position]
                    let argument = call.bound.firstIndex(of: test.position).map { call.arguments[$0] }
                    let unset = test.isFlag ? "false" : "nil"
                    let written = argument.map { $0.end == $0.start + 1 ? reader.text($0.start) : "" } ?? parameter.defaultValue
                    if test.isFlag && parameter.type != "Bool" {
                        site.styleUnknown = true
                    } else if written == unset {
                        site.style = nil
                    } else if test.isFlag ? written != "true" : argument == nil {
                        site.styleUnknown = true
                    }
                }
                if let position = request.site.styleParameter {
                    site.style = nil
                    site.styleUnknown = true
                    guard let handed = call.bound.firstIndex(of: position) else {
                        // Left out: its default, unread.
                        bound.append(Bound(request: call.request, caller: caller, site: site, onOwnObject: call.onOwnObject))
                        continue
                    }
                    let argument = call.arguments[handed]
                    if site.value.parameterPosition != nil, argument.end == argument.start + 1 {
                        // Handed on from the caller's own parameter: its callers say the style.
                        if callerParameters == nil { callerParameters = SwiftParameterList.read(caller, index: index) }
                        site.styleParameter = callerParameters?.firstIndex { $0.name == reader.text(argument.start) }
                    }
                    // `.pageSheet` or `UIModalPresentationStyle.pageSheet`, as written.
                    if argument.end > argument.start, reader.isPunctuation(argument.end - 2, "."),
                       argument.end - argument.start == 2 || argument.end - argument.start == 3 && reader.is(argument.start, "UIModalPresentationStyle") {
                        site.style = (reader.text(argument.end - 1), argument.end - 1)
                        site.styleUnknown = false
                    }
                }
                bound.append(Bound(request: call.request, caller: caller, site: site, onOwnObject: call.onOwnObject))
            }
        }
        return bound
    }

    /// Whether `type`, a receiver's declared type, is a view controller that the method's
    /// type is not, nor one of its ancestors: a call on it of a name UIKit's view controllers
    /// also answer (`present(_:animated:)`) is theirs.
    private static func isOtherViewController(_ type: String, than method: MethodDeclaration, index: CodeIndex) -> Bool {
        guard CodeIndex.viewControllerBaseNames.contains(type) || index.isViewController(type) else { return false }
        guard let owner = index.ownerName(of: method) else { return true }
        return owner != type && !index.isSubclass(type, of: owner)
    }

    /// Whether the caller's type is the method's type, inherits it, or conforms to it (as
    /// written on the type, one of its superclasses, or an extension of either).
    private static func inherits(_ caller: MethodDeclaration, _ method: MethodDeclaration, index: CodeIndex) -> Bool {
        guard let callerOwner = index.ownerName(of: caller), let owner = index.ownerName(of: method) else { return false }
        if index.isSubclass(callerOwner, of: owner) { return true }
        return ([callerOwner] + index.superclassChain(of: callerOwner)).contains { name in
            index.everyType(named: name).contains { $0.inheritedNames.contains(owner) }
        }
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
