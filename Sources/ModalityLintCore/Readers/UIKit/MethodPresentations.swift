/// What one method of a view controller presents or pushes, read from its tokens by
/// `SwiftPresentationScanner` or `ObjCPresentationScanner`, with the system modals it
/// builds along the way.
struct MethodPresentations {
    /// One `present`, `showDetailViewController`, `pushViewController` or `show` call.
    struct Site {
        var edge: CodeAction.Edge
        /// The presented value; `.unknown` when the method does not say what it is.
        var value: PresentedValue
        /// The called name (`present`, `presentViewController`, `pushViewController`).
        var call: Int
        /// `x.modalPresentationStyle = .formSheet` on the presented variable before the
        /// call: the case name (nil when not set) and where; `styleUnknown` when it is set
        /// from a value.
        var style: (name: String, token: Int)?
        var transition: (name: String, token: Int)?
        var styleUnknown = false
        /// `x.modalTransitionStyle = transition` from a value: which transition plays is not said here.
        var transitionUnknown = false
        /// `x.modalTransitionStyle = transition` with `transition` the method's parameter at
        /// this position: each call's argument says the transition.
        var transitionParameter: Int?
        /// `x.modalPresentationStyle = style` with `style` the method's parameter at this
        /// position: each call's argument says the style.
        var styleParameter: Int?
        /// The style was set only under a test of one of the method's parameters: `if let p {`
        /// (`if p != nil {`), or `if flag {` (`if flag, ... {`) on a `Bool`. A call that hands
        /// it nil (false), or leaves it out to a nil (false) default, presents with the
        /// default style.
        var styleNeedsArgument: ParameterTest?
        /// `x.popoverPresentationController?.delegate = self` before the call.
        var hasPopoverDelegate = false
        /// The call passes `animated: false` (`animated:NO`): no transition plays.
        var withoutAnimation = false
        /// The view controller class that presents, when it is not the method's own class:
        /// `rootSplitViewController.present(...)` on a property whose class is a screen.
        var presenter: String?
        /// Presented on a view controller the method is handed or reaches (a parameter,
        /// `topViewController`, `sender.parent`), not on its own screen: which screen
        /// presents is not said where it presents.
        var presenterUnnamed = false
        /// The property of the class presented (`present(currentAlert!, animated: true)`)
        /// when the method does not say what it holds: an alert kept there by another
        /// method (PropertyAlerts).
        var property: String?
        /// The value is made a root of the app, not presented: a window's root
        /// (`window.rootViewController = x`) or a tab of a tab bar controller. People start
        /// there, with nothing beneath it.
        var isRoot = false
        /// The navigation controller presented hides its bar before the call
        /// (`nav.isNavigationBarHidden = true`): its root shows no bar, nor a title there.
        var barHidden = false
    }

    var sites: [Site] = []
    var alerts: [AlertConstruction] = []
    var alertActions: [AlertActionConstruction] = []
    var activityViews: [ActivityViewConstruction] = []
    /// Each alert's number among the method's alerts of its kind (1, 2, ...), a part of its
    /// screen id; set by `numberAlerts()` once the scan is done, when the kinds are final.
    var alertOrdinals: [Int] = []
    /// The method's name as its system modals' ids say it (UIKitFlowReader.systemModalName).
    var methodIdentity = ""

    mutating func numberAlerts() {
        var counts: [ScreenKind: Int] = [:]
        alertOrdinals = alerts.map { alert in
            counts[alert.kind, default: 0] += 1
            return counts[alert.kind]!
        }
    }
}

/// What a method has said so far about its locals: their values, the styles set on them,
/// and which have a popover delegate. Shared by the Swift and Objective-C scanners.
/// A test of one of a method's parameters that a block runs under: `if let p {` (it holds a
/// value) or `if flag {` (a `Bool` that is true).
struct ParameterTest: Equatable {
    var position: Int
    /// The parameter is a flag that must be true; else it must not be nil.
    var isFlag: Bool
}

struct PresentationLocals {
    var values: [String: PresentedValue] = [:]
    var styles: [String: (name: String, token: Int)] = [:]
    /// Each name's transition, with how many blocks that may not run (`OpenBlocks.depth`)
    /// were open where it was set: one set in a branch the present is outside of holds on
    /// some paths only (`if small { vc.modalTransitionStyle = .crossDissolve }`, an OS
    /// version's `else`), so at that present it is not known.
    var transitions: [String: (name: String, token: Int, depth: Int)] = [:]
    var unknownStyles: Set<String> = []
    var unknownTransitions: Set<String> = []
    /// Names whose style is set from the method's parameter at this position.
    var styleParameters: [String: Int] = [:]
    /// Names whose transition is set from the method's parameter at this position.
    var transitionParameters: [String: Int] = [:]
    /// Names whose style was set only when a parameter of the method holds a value (is true).
    var styleNeedsArguments: [String: ParameterTest] = [:]
    var popoverDelegates: Set<String> = []
    /// Names of navigation controllers whose bar the method hides (`Site.barHidden`).
    var hiddenBars: Set<String> = []
    /// Names the method declares (`let x`, `T *x`): assigning one of them keeps a value in
    /// the method; assigning any other name keeps it in a property, where other code reaches it.
    var declared: Set<String> = []

    /// Everything said about one name, kept while a block declares the name anew.
    struct Binding {
        var value: PresentedValue?
        var style: (name: String, token: Int)?
        var transition: (name: String, token: Int, depth: Int)?
        var styleUnknown: Bool
        var transitionUnknown: Bool
        var styleParameter: Int?
        var transitionParameter: Int?
        var styleNeedsArgument: ParameterTest?
        var popoverDelegate: Bool
        var hiddenBar: Bool
        var declared: Bool
    }

    func binding(of name: String) -> Binding {
        Binding(value: values[name], style: styles[name], transition: transitions[name], styleUnknown: unknownStyles.contains(name),
                transitionUnknown: unknownTransitions.contains(name), styleParameter: styleParameters[name],
                transitionParameter: transitionParameters[name], styleNeedsArgument: styleNeedsArguments[name], popoverDelegate: popoverDelegates.contains(name), hiddenBar: hiddenBars.contains(name), declared: declared.contains(name))
    }

    mutating func restore(_ binding: Binding, of name: String) {
        values[name] = binding.value
        styles[name] = binding.style
        transitions[name] = binding.transition
        if binding.styleUnknown { unknownStyles.insert(name) } else { unknownStyles.remove(name) }
        if binding.transitionUnknown { unknownTransitions.insert(name) } else { unknownTransitions.remove(name) }
        styleParameters[name] = binding.styleParameter
        transitionParameters[name] = binding.transitionParameter
        styleNeedsArguments[name] = binding.styleNeedsArgument
        if binding.popoverDelegate { popoverDelegates.insert(name) } else { popoverDelegates.remove(name) }
        if binding.hiddenBar { hiddenBars.insert(name) } else { hiddenBars.remove(name) }
        if binding.declared { declared.insert(name) } else { declared.remove(name) }
    }

    /// A name assigned anew: what was said about the old value no longer holds.
    mutating func assign(_ name: String, _ value: PresentedValue) {
        values[name] = value
        styles[name] = nil
        transitions[name] = nil
        unknownStyles.remove(name)
        unknownTransitions.remove(name)
        styleParameters[name] = nil
        transitionParameters[name] = nil
        styleNeedsArguments[name] = nil
        popoverDelegates.remove(name)
        hiddenBars.remove(name)
    }

    /// The site of presenting the value of `name` (nil for an expression), with the
    /// styles said about that name; `depth` is `OpenBlocks.depth` at the call.
    func site(_ edge: CodeAction.Edge, value: PresentedValue, call: Int, name: String?, depth: Int = 0) -> MethodPresentations.Site {
        var site = MethodPresentations.Site(edge: edge, value: value, call: call)
        if let name {
            site.style = styles[name]
            site.transition = transitions[name].map { ($0.name, $0.token) }
            site.styleUnknown = unknownStyles.contains(name)
            site.transitionUnknown = unknownTransitions.contains(name)
                || transitions[name].map { $0.depth > depth } == true
            site.styleParameter = styleParameters[name]
            site.transitionParameter = transitionParameters[name]
            site.styleNeedsArgument = styleNeedsArguments[name]
            site.hasPopoverDelegate = popoverDelegates.contains(name)
            site.barHidden = hiddenBars.contains(name)
        }
        return site
    }
}
