/// Why a fact is open, recorded where the reading gave up (certainty.md, parts 1, 3 and 5):
/// what it could not follow, in the source's own words (`router.dismiss()`, the app's
/// modifier `.navigationBarCloseButton(_:)`, the view it is handed), what kind of thing that
/// is, and where it stands. `--show-uncertain`, `why` and the JSON report print it; the rules
/// never read it (they ask only whether the fact is known).
public struct OpenReason: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A call on another object the reading does not follow (a view model's, a router's,
        /// a store's method).
        case otherObjectCall
        /// A call on a delegate: its implementer is whoever sets it.
        case delegateCall
        /// A call of a type's method (`Router.close()`) the reading does not follow.
        case typeMethodCall
        /// A function or method the app declares that the reading does not follow (a global
        /// helper, a method the class does not have in the run).
        case appFunctionCall
        /// A control's action names no method of the class (another target, a selector the
        /// run does not declare) or none at all.
        case unresolvedSelector
        /// Its words say it is a way out (Cancel, Close), and its code, which does not
        /// dismiss, may hand the closing to others.
        case wordsOfAWayOut
        /// Controls wired in code the reading does not read (`addTarget`, an `@IBAction`, a nib).
        case controlsNotRead
        /// A method that both dismisses and presents: which comes first is decided at run time.
        case dismissesAndPresents
        /// A closure the presenter hands in (`onCancel()`): what it does is the presenter's code.
        case closureCall
        /// A binding it clears whose source the reading does not follow (handed in by the
        /// presenter, or driving a presentation of its own).
        case bindingHandedIn
        /// `dismiss()` in a view that is both pushed and presented: it goes back or closes.
        case pushedOrPresented
        /// A gesture or event handler (`onTapGesture`, `onReceive`, a presenter's code on a
        /// sync) that may close the screen where no button shows.
        case hiddenWayOut
        /// Its presenter's code closes it (a flag reset when work ends) where no button shows.
        case closedByPresenter
        /// The presenter's own `dismiss`, called from content the presenter adds around it.
        case presenterDismiss
        /// The app's own view modifier or presentation overload applied to the screen.
        case appModifier
        /// A view the screen is handed (a generic `Content`, an `AnyView`, a UIKit view):
        /// its title and buttons are its own.
        case embeddedView
        /// A title the presenter sets (`vc.title = ...`) or a presenting site gives.
        case presenterTitle
        /// Bar buttons the presenter puts on it (`vc.navigationItem.leftBarButtonItem = ...`).
        case presenterButtons
        /// It pushes its first page as it appears (`.onAppear { path.append(.intro) }` over
        /// a root that shows nothing): people see that page's title and buttons.
        case pushesFirstPage
        /// A heading drawn in the content (a large `Text`, a header view).
        case drawnHeading
        /// No navigation bar shows the title: it is part of the content.
        case noNavigationBar
        /// An alert handed to a function before it is presented (an app's helper).
        case alertHandedToFunction
        /// An alert kept in a property and built elsewhere.
        case alertInProperty
        /// An alert (or its buttons) built where the reading does not follow (`.alert(isPresented:)
        /// { makeAlert() }`, a list of buttons made elsewhere).
        case alertBuiltElsewhere
        /// An alert made by an initialiser of the app's own, which may set its style, title
        /// and actions.
        case appInitialiser
        /// An alert returned, kept in a collection or captured where the reading does not follow.
        case alertKeptElsewhere
        /// An action added that is made where the reading does not follow.
        case actionMadeElsewhere
        /// Added in a branch, a loop or a closure: any number of times, or none.
        case addedConditionally
        /// A field whose purpose the code does not say.
        case unclearField
        /// Its source never states it (a storyboard, UIKit code: whether a screen edits
        /// people's work).
        case unstatedBySource
        /// Code that could add it (the scene's class) is not in the run.
        case codeNotInRun
        /// Several types of the screen's name (file-private views of two files): which
        /// code is whose, the reading cannot tell.
        case sameNameTypes
        /// The reading recorded no specific reason: the generic words of the fact stand.
        case unspecified
    }

    /// The facts this reason leaves open (one reason may open a title and buttons at once).
    public var facts: Facts
    public var kind: Kind
    /// What was not followed, as the source says it: `context.send(viewAction:)`,
    /// `.navigationBarCloseButton(_:)`, `RoomDetailsView`. Empty when the kind says it all.
    public var words: String
    /// Where it stands, when the source says (an index into `FlowDocument.sources`).
    public var place: CodePlace?

    public init(_ facts: Facts, _ kind: Kind, words: String = "", at place: CodePlace? = nil) {
        self.facts = facts
        self.kind = kind
        self.words = words
        self.place = place
    }

    /// What the kind means, after the words: "a method of another object the reading does
    /// not follow".
    public var meaning: String {
        switch kind {
        case .otherObjectCall: return "a method of another object the reading does not follow"
        case .delegateCall: return "a delegate call, whose implementer the reading does not follow"
        case .typeMethodCall: return "a type's method the reading does not follow"
        case .appFunctionCall: return "a function of the app the reading does not follow"
        case .unresolvedSelector: return "an action the reading cannot find in the class"
        case .wordsOfAWayOut: return "its words say it closes, and its code may hand the closing to others"
        case .controlsNotRead: return "controls wired in code the reading does not read (addTarget, an @IBAction, a nib)"
        case .dismissesAndPresents: return "it both dismisses and presents, in an order decided at run time"
        case .closureCall: return "a closure the presenter hands in, whose code is the presenter's"
        case .bindingHandedIn: return "a binding whose source the reading does not follow"
        case .pushedOrPresented: return "in a view that is pushed, it goes back rather than closing"
        case .hiddenWayOut: return "a handler that may close it where no button shows"
        case .closedByPresenter: return "its presenter's code may close it where no button shows"
        case .presenterDismiss: return "the presenter's own dismiss, which may close the presenter instead"
        case .appModifier: return "the app's own modifier, which may give it"
        case .embeddedView: return "a view or controller it embeds or is handed, whose own code may give it"
        case .presenterTitle: return "a title its presenter gives, which may be its own"
        case .presenterButtons: return "bar buttons its presenter puts on it, which may close it"
        case .pushesFirstPage: return "it pushes its first page as it appears, whose title and buttons are what people see"
        case .drawnHeading: return "words drawn at the top of its content, which may be its title"
        case .noNavigationBar: return "no navigation bar shows, so the title is part of its content"
        case .alertHandedToFunction: return "the alert is handed to a function before it is shown, which may add them"
        case .alertInProperty: return "the alert is kept in a property and may be built elsewhere"
        case .alertBuiltElsewhere: return "the alert is built where the reading does not follow"
        case .appInitialiser: return "an initialiser of the app's own, which may give it"
        case .alertKeptElsewhere: return "the alert is kept or returned where the reading does not follow"
        case .actionMadeElsewhere: return "an action made where the reading does not follow"
        case .addedConditionally: return "added in a branch, a loop or a closure: any number of times, or none"
        case .unclearField: return "a field whose purpose the code does not say"
        case .unstatedBySource: return "which its source (a storyboard, UIKit code) never states"
        case .codeNotInRun: return "code that may add it is not in the run"
        case .sameNameTypes: return "several types have this name, and the reading cannot tell whose code is whose"
        case .unspecified: return "the reading did not follow it"
        }
    }

    /// Whether the reason is a call the action makes.
    var isCall: Bool {
        [.otherObjectCall, .delegateCall, .typeMethodCall, .appFunctionCall, .closureCall].contains(kind)
    }

    /// "`context.send(viewAction:)` at JoinRoomByAddressView.swift:61, a method of another
    /// object the reading does not follow", for notes and `why`. Only the line is computed
    /// (a binary search), never a column: a note stays cheap on a ten-megabyte line.
    public func rendered(in sources: [SourceFile]) -> String {
        var text = words.isEmpty ? "" : "`\(words)`"
        if let line = line(in: sources) {
            text += (text.isEmpty ? "at " : " at ") + "\(line.file):\(line.number)"
        }
        return text.isEmpty ? meaning : text + ", " + meaning
    }

    /// The file's name (its last path component) and the line, when the reason is placed.
    func line(in sources: [SourceFile]) -> (file: String, number: Int)? {
        guard let place, place.file >= 0, place.file < sources.count else { return nil }
        let (name, line) = place.fileAndLine(in: sources)
        return (name, line)
    }
}

/// A model value that keeps why its open facts are open, beside the set the rules query.
protocol KeepsOpenReasons {
    var unknownFacts: Facts { get set }
    var openReasons: [OpenReason] { get set }
}

extension KeepsOpenReasons {
    /// Opens `facts` because of what the reading could not follow: the rules see them
    /// unknown, the reports say why.
    mutating func open(_ facts: Facts, _ kind: OpenReason.Kind, words: String = "", at place: CodePlace? = nil) {
        open(OpenReason(facts, kind, words: words, at: place))
    }

    mutating func open(_ reason: OpenReason) {
        unknownFacts.formUnion(reason.facts)
        if !openReasons.contains(reason) { openReasons.append(reason) }
    }

    /// Closes `facts` (a later reading settled them): the rules may judge them, and the
    /// reasons that opened only them are dropped.
    mutating func close(_ facts: Facts) {
        unknownFacts.subtract(facts)
        openReasons.removeAll { $0.facts.isSubset(of: facts) }
    }

    /// The reasons recorded for those of `facts` that are still open, in the order the
    /// reading gave up.
    /// A reason that names nothing (`unspecified`) is left out when another does.
    func openReasons(for facts: Facts) -> [OpenReason] {
        let open = facts.intersection(unknownFacts)
        var seen = Set<OpenReason>()
        // One reason once, whichever facts each place opened with it.
        let reasons = openReasons.filter { reason in
            var key = reason
            key.facts = []
            return !reason.facts.isDisjoint(with: open) && seen.insert(key).inserted
        }
        let specific = reasons.filter { $0.kind != .unspecified }
        return specific.isEmpty ? reasons : specific
    }
}

extension OpenReason.Kind {
    /// The kind in a few words, for the summary's counts ("12 on calls on other objects").
    public var summaryWords: String {
        switch self {
        case .otherObjectCall: return "calls on other objects"
        case .delegateCall: return "delegate calls"
        case .typeMethodCall: return "calls of types' methods"
        case .appFunctionCall: return "calls of the app's functions"
        case .unresolvedSelector: return "actions not found in their class"
        case .wordsOfAWayOut: return "buttons whose words say they close"
        case .controlsNotRead: return "controls wired in code"
        case .dismissesAndPresents: return "methods that dismiss and present"
        case .closureCall: return "closures handed in"
        case .bindingHandedIn: return "bindings handed in"
        case .pushedOrPresented: return "dismissals in pushed views"
        case .hiddenWayOut: return "handlers that may close"
        case .closedByPresenter: return "presenters' code that may close"
        case .presenterDismiss: return "presenters' dismiss"
        case .appModifier: return "the app's modifiers"
        case .embeddedView: return "embedded views"
        case .presenterTitle: return "titles given by presenters"
        case .presenterButtons: return "bar buttons given by presenters"
        case .pushesFirstPage: return "first pages pushed on appearing"
        case .drawnHeading: return "headings drawn in the content"
        case .noNavigationBar: return "screens with no navigation bar"
        case .alertHandedToFunction: return "alerts handed to functions"
        case .alertInProperty: return "alerts kept in properties"
        case .alertBuiltElsewhere: return "alerts built elsewhere"
        case .appInitialiser: return "the app's own initialisers"
        case .alertKeptElsewhere: return "alerts kept elsewhere"
        case .actionMadeElsewhere: return "actions made elsewhere"
        case .addedConditionally: return "actions added conditionally"
        case .unclearField: return "fields of unclear purpose"
        case .unstatedBySource: return "what the source does not state"
        case .codeNotInRun: return "code not in the run"
        case .sameNameTypes: return "types that share a name"
        case .unspecified: return "reasons the reading did not record"
        }
    }
}
