/// Which view controllers' sheets the run's code may stop from closing on a swipe, or
/// answer when people swipe: read once per run, from every mention of the ways UIKit offers.
///
/// Since iOS 13 a page or form sheet closes when people swipe it down, unless the presented
/// view controller (or one of its children) says `isModalInPresentation`, or the delegate of
/// its presentation controller answers `presentationControllerShouldDismiss(_:)` or
/// `presentationControllerDidAttemptToDismiss(_:)`. A guard is followed to the class it
/// governs where the code says so plainly:
///
/// - `isModalInPresentation = true` (`self.modalInPresentation = YES`, `[self
///   setModalInPresentation:YES]`, `navigationController?.isModalInPresentation`, an
///   override of the property) in a class's own code governs that class and its subclasses;
/// - a class that answers as delegate and sets itself as its own presentation controller's
///   delegate (`presentationController?.delegate = self`) governs itself.
///
/// Anything else leaves every sheet's swipe open (`unfollowed`): a guard set on another
/// object (`controller.isModalInPresentation = true`), in a container that governs whatever
/// it shows (a navigation, tab, split or page controller's subclass), in code outside a
/// method, or an answering delegate set on another's presentation controller, or in a shape
/// the reading does not know. A delegate that only hears of the close
/// (`presentationControllerDidDismiss(_:)`) stops nothing.
struct SwipeGuards: Sendable {
    /// The classes whose own code guards their swipe.
    private(set) var guardedClasses: Set<String> = []
    /// The first guard whose reach is not followed; nil when every guard is a class's own.
    private(set) var unfollowed: CodeLocation?

    /// Whether some code of the run may stop or answer the swipe of a sheet showing `className`.
    func mayGuard(_ className: String, in index: CodeIndex) -> Bool {
        unfollowed != nil || index.lookupChain(of: className).contains(where: guardedClasses.contains)
    }

    private static let modalNames: Set<String> = ["isModalInPresentation", "modalInPresentation", "setModalInPresentation"]
    private static let answers: Set<String> = ["presentationControllerShouldDismiss", "presentationControllerDidAttemptToDismiss"]
    private static let presentationControllers: Set<String> = [
        "presentationController", "sheetPresentationController", "popoverPresentationController",
    ]
    private static let containers = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    /// Nothing guarded: the value before the index is read.
    init() {}

    init(_ index: CodeIndex) {
        guard index.namesSwipeGuard() else { return }
        // The classes that answer as a presentation controller's delegate, and the classes
        // that override the property (`override var isModalInPresentation`, Objective-C's
        // `- (BOOL)isModalInPresentation`).
        var answering: [String: CodeLocation] = [:]
        var bodiesByFile: [[MethodDeclaration]] = Array(repeating: [], count: index.files.count)
        for method in index.methods {
            if method.body != nil, method.file < bodiesByFile.count { bodiesByFile[method.file].append(method) }
            let base = Self.baseName(of: method)
            guard Self.answers.contains(base) || Self.modalNames.contains(base) else { continue }
            let place = CodeLocation(file: method.file, span: method.nameSpan, language: index.files[method.file].language)
            guard let owner = index.ownerName(of: method) else {
                unfollowed = unfollowed ?? place
                continue
            }
            if Self.answers.contains(base) {
                answering[owner] = answering[owner] ?? place
            } else {
                guarding(owner, at: place, index)
            }
        }
        for property in index.properties where Self.modalNames.contains(property.name) {
            guarding(index.types[property.owner].name, at: CodeLocation(file: property.file, span: property.nameSpan, language: index.files[property.file].language), index)
        }
        var delegateOfItself = Set<String>()
        var delegateOfAnother = Set<String>()
        for (number, file) in index.files.enumerated() {
            let bodies = bodiesByFile[number].sorted { $0.body!.lowerBound < $1.body!.lowerBound }
            for (offset, token) in file.tokens.enumerated()
            where token.kind == .identifier && Self.nameLengths.contains(token.span.end - token.span.start) {
                let name = file.identifierName(of: token)
                let isModal = Self.modalNames.contains(name)
                guard isModal || Self.presentationControllers.contains(name) else { continue }
                // A declaration's own name was read with the declarations above.
                if offset > 0, Self.declares(file.tokens[offset - 1], in: file) { continue }
                let here = CodeLocation(file: number, span: token.span, language: file.language)
                let owner = Self.method(containing: offset, in: bodies).flatMap(index.ownerName(of:))
                if isModal {
                    guard let owner, Self.isOwnReceiver(before: offset, in: file) else {
                        unfollowed = unfollowed ?? here
                        continue
                    }
                    guarding(owner, at: here, index)
                    continue
                }
                // `presentationController?.delegate = value`: whose delegate, and who.
                guard let owner, let value = Self.delegateValue(after: offset, in: file) else { continue }
                let isSelf = file.token(file.tokens[value], is: "self")
                    && (value + 1 >= file.tokens.count || !file.token(file.tokens[value + 1], is: ".") && !file.token(file.tokens[value + 1], is: "?"))
                if !isSelf {
                    if !answering.isEmpty { unfollowed = unfollowed ?? here }
                } else if Self.isOwnReceiver(before: offset, in: file) {
                    delegateOfItself.insert(owner)
                } else {
                    delegateOfAnother.insert(owner)
                }
            }
        }
        for (owner, place) in answering.sorted(by: { $0.key < $1.key }) {
            if delegateOfItself.contains(owner) && !delegateOfAnother.contains(owner) {
                guarding(owner, at: place, index)
            } else {
                unfollowed = unfollowed ?? place
            }
        }
    }

    private static let nameLengths = Set((modalNames.union(presentationControllers)).map(\.utf8.count))

    /// A method's name without its labels: `presentationControllerShouldDismiss` for the
    /// Swift method and for the Objective-C selector `presentationControllerShouldDismiss:`.
    private static func baseName(of method: MethodDeclaration) -> String {
        String(method.name.prefix { $0 != ":" && $0 != "(" })
    }

    /// Whether the token before a name makes it a declaration's name (`var`, `func`, an
    /// Objective-C method's `(BOOL)`).
    private static func declares(_ token: Token, in file: LexedFile) -> Bool {
        file.token(token, is: "var") || file.token(token, is: "func") || file.language == .objectiveC && file.token(token, is: ")")
    }

    /// A guard in `owner`'s own code: it governs that class, unless the class is a container,
    /// whose guard governs whatever it shows.
    private mutating func guarding(_ owner: String, at place: CodeLocation, _ index: CodeIndex) {
        if Self.containers.contains(where: { index.isSubclass(owner, of: $0) }) {
            unfollowed = unfollowed ?? place
        } else {
            guardedClasses.insert(owner)
        }
    }

    /// The innermost method whose body holds the token at `offset` (`bodies` sorted by start).
    private static func method(containing offset: Int, in bodies: [MethodDeclaration]) -> MethodDeclaration? {
        var low = 0
        var high = bodies.count
        while low < high {
            let middle = (low + high) / 2
            if bodies[middle].body!.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        // Walk back from the last body starting at or before the offset to one that holds it.
        var candidate = low - 1
        while candidate >= 0 {
            if bodies[candidate].body!.contains(offset) { return bodies[candidate] }
            candidate -= 1
        }
        return nil
    }

    /// Whether the mention at `offset` is of the class's own screen: no receiver (`self`
    /// implied, in Swift), `self`, or its navigation controller (`self.navigationController?`),
    /// whose presentation is the screen's; in Objective-C also `[self setModalInPresentation:]`.
    private static func isOwnReceiver(before offset: Int, in file: LexedFile) -> Bool {
        var cursor = offset - 1
        guard cursor >= 0 else { return true }
        let tokens = file.tokens
        if file.language == .objectiveC, !file.token(tokens[cursor], is: ".") {
            // `[self setModalInPresentation:YES]`; `[controller setModalInPresentation:YES]` is another's.
            return file.token(tokens[cursor], is: "self")
        }
        guard file.token(tokens[cursor], is: ".") else { return true }
        cursor -= 1
        let chained = cursor >= 0 && (file.token(tokens[cursor], is: "?") || file.token(tokens[cursor], is: "!"))
        if chained { cursor -= 1 }
        guard cursor >= 0 else { return false }
        if file.token(tokens[cursor], is: "self") { return cursor == 0 || !file.token(tokens[cursor - 1], is: ".") }
        guard file.token(tokens[cursor], is: "navigationController") else { return false }
        // `self.navigationController`, or `navigationController?` (the property is optional;
        // a bare `navigationController.` is a local the code made, another controller).
        if cursor >= 2, file.token(tokens[cursor - 1], is: "."), file.token(tokens[cursor - 2], is: "self") {
            return cursor == 2 || !file.token(tokens[cursor - 3], is: ".")
        }
        return chained && (cursor == 0 || !file.token(tokens[cursor - 1], is: "."))
    }

    /// For `presentationController?.delegate = value` (`.delegate = value;` in Objective-C),
    /// the offset of `value`'s first token, when it is one token followed by the statement's end.
    private static func delegateValue(after offset: Int, in file: LexedFile) -> Int? {
        let tokens = file.tokens
        var cursor = offset + 1
        if cursor < tokens.count, file.token(tokens[cursor], is: "?") || file.token(tokens[cursor], is: "!") { cursor += 1 }
        guard cursor + 3 < tokens.count, file.token(tokens[cursor], is: "."), file.token(tokens[cursor + 1], is: "delegate"),
              file.token(tokens[cursor + 2], is: "=") else { return nil }
        return cursor + 3
    }
}
