/// Code nothing live reaches (certainty.md, part 2, "Dead UI"): methods that nothing calls
/// and no control is connected to, and what only they do.
///
/// A method is judged dead only when the reading can see every way it could be run, and
/// none is there:
/// - it is one the app itself must hand to whoever runs it, never one the framework finds
///   by its name: an Objective-C instance method the class announces in an `@interface`
///   (its header or a class extension), or a Swift `private`/`fileprivate` method (which can
///   neither override nor implement a protocol's requirement). Interface Builder connects
///   only `IBAction` methods: where the run's storyboards and xibs are known, an action
///   method none of them connects is handed over only by code (`#selector`, a call), and is
///   judged like the others; in a run of code alone a file it does not read may connect
///   it, so it is never judged dead. Nor is an override, an initialiser or a type method.
/// - no other type declares a method of that name (a protocol's requirement, a
///   superclass's method: the call may come through them);
/// - nothing mentions the name outside the method's own declarations: no call, no
///   `@selector`/`#selector`, no property of that name, no string that is its name or
///   selector (`NSSelectorFromString(@"...")`). A mention in code that is itself dead, or
///   in `#if` code that does not ship, still counts: the reading stays on the safe side.
///
/// A storyboard identifier said only in dead methods, or only where a segue is received
/// (`prepare(for:sender:)`, `shouldPerformSegue(withIdentifier:sender:)`, which compare it
/// rather than perform it), is not performed by any live code.
struct DeadCode: Sendable {
    /// The ids of the dead methods' declarations (implementations and prototypes).
    var methods: Set<Int> = []
    /// How many times each plain string literal is said where it performs nothing: in dead
    /// methods, and in the methods that receive segues (unless handed to `performSegue`).
    var discountedLiterals: [String: Int] = [:]

    /// Whether code that may run says the string (a segue's identifier): said somewhere
    /// other than in dead methods and the methods that receive segues.
    func isPerformable(_ literal: String, in index: CodeIndex) -> Bool {
        (index.stringLiteralCounts[literal] ?? 0) > (discountedLiterals[literal] ?? 0)
    }

    /// How many dead methods have a body (one per method, however many prototypes it has).
    func implementationCount(in index: CodeIndex) -> Int {
        methods.reduce(0) { $0 + (index.methods[$1].body == nil ? 0 : 1) }
    }

    static func read(_ index: CodeIndex, interfaceActions: InterfaceActionSelectors? = nil) -> DeadCode {
        var result = DeadCode()
        result.methods = deadMethods(index, interfaceActions: interfaceActions)
        result.discountedLiterals = discountedLiterals(index, dead: result.methods)
        return result
    }

    // MARK: Methods

    private static func deadMethods(_ index: CodeIndex, interfaceActions: InterfaceActionSelectors?) -> Set<Int> {
        // Only names some declaration could make dead (a Swift private method, an announced
        // Objective-C one, an action method no interface file connects) are grouped: most of
        // the run's methods are none of these.
        var candidates = Set<String>()
        func isUnconnectedAction(_ method: MethodDeclaration) -> Bool {
            guard let interfaceActions, method.attributes.contains(.ibAction) else { return false }
            return !interfaceActions.connects(methodNamed: method.name)
        }
        for method in index.methods where method.attributes.contains(.fileRestricted)
            || (method.body == nil && index.files[method.file].language == .objectiveC) || isUnconnectedAction(method) {
            // A selector an interface file connects runs, `IBAction` or not: Interface
            // Builder 3's archives connected `- (void)infoButtonPressed:(id)sender` too.
            guard !isRunByItsName(method.name), !(interfaceActions?.connects(methodNamed: method.name) ?? false),
                  !isSetterOfAMentionedProperty(method, index) else { continue }
            candidates.insert(method.name)
        }
        guard !candidates.isEmpty else { return [] }
        var byName: [String: [Int]] = [:]
        for method in index.methods where candidates.contains(method.name) { byName[method.name, default: []].append(method.id) }
        var dead = Set<Int>()
        let runHoldsSwift = index.files.contains { $0.language == .swift }
        for (name, ids) in byName where name != "init" {
            let declarations = ids.map { index.methods[$0] }
            guard let owner = index.ownerName(of: declarations[0]),
                  declarations.allSatisfy({ index.ownerName(of: $0) == owner }),
                  declarations.contains(where: { $0.body != nil }),
                  declarations.allSatisfy({ ($0.attributes.contains(.ibAction) ? isUnconnectedAction($0) : true)
                      && !$0.attributes.contains(.ibSegueAction)
                      && !$0.attributes.contains(.override) && !$0.attributes.contains(.typeMethod) }),
                  declarations.contains(where: isUnconnectedAction) || isHandedOverByTheApp(declarations, index: index)
            else { continue }
            // Each declaration says its name once; any further mention may run it.
            guard index.referenceCount(of: name) <= declarations.count,
                  !declarations.contains(where: { index.stringLiterals.contains($0.selector) }),
                  !index.stringLiterals.contains(name),
                  !declarations.contains(where: { ObjectiveCNamesElsewhere.mayBeRun($0, runHoldsSwift: runHoldsSwift, index: index) })
            else { continue }
            dead.formUnion(ids)
        }
        dead.formUnion(deadPrivateSwiftMethods(index, besides: dead))
        return dead
    }

    /// An Objective-C setter (`- setTransparentModalViewController:`) runs wherever its
    /// property is assigned with dot syntax (`self.transparentModalViewController = vc`,
    /// `field.placeholder = text` from Swift), which names the property, not the setter: a
    /// mention of the property's name anywhere keeps it live.
    private static func isSetterOfAMentionedProperty(_ method: MethodDeclaration, _ index: CodeIndex) -> Bool {
        let name = method.name.utf8
        guard name.count > 3, name.starts(with: "set".utf8), method.selector.utf8.filter({ $0 == UInt8(ascii: ":") }).count == 1,
              let first = method.name.dropFirst(3).first, first.isUppercase else { return false }
        let property = first.lowercased() + method.name.dropFirst(4)
        return index.referenceCount(of: property) > 0
    }

    /// A method run where no call names it: an operator (`static func > (lhs:rhs:)`, run by
    /// every `a > b`), or one the system calls by its name
    /// (`FrameworkBehaviour.methodsTheSystemCalls`: `prefersStatusBarHidden`).
    private static func isRunByItsName(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        if !(first.isLetter || first == "_") { return true }
        return FrameworkBehaviour.methodsTheSystemCalls.contains(name)
    }

    /// A Swift `private` or `fileprivate` method can be named only in its own file: what
    /// other types call their own methods of the same name elsewhere (`showError` is
    /// everyone's) does not run it. So it is dead when its file says its name only in the
    /// declarations of that name there, whatever the rest of the run says. Each file that
    /// holds such a method is walked once.
    private static func deadPrivateSwiftMethods(_ index: CodeIndex, besides dead: Set<Int>) -> Set<Int> {
        var candidates: [Int: [String: [Int]]] = [:]
        for method in index.methods where !dead.contains(method.id) && method.body != nil && method.name != "init"
            && !isRunByItsName(method.name)
            && method.attributes.contains(.fileRestricted) && index.files[method.file].language == .swift
            && !method.attributes.contains(.override) && !method.attributes.contains(.typeMethod)
            && !method.attributes.contains(.ibAction) && !method.attributes.contains(.ibSegueAction) {
            candidates[method.file, default: [:]][method.name, default: []].append(method.id)
        }
        // Every declaration of those names in those files, private or not, says the name once.
        var declaredInFile: [Int: [UInt64: Int]] = [:]
        for method in index.methods where candidates[method.file]?[method.name] != nil {
            declaredInFile[method.file, default: [:]][CodeIndex.nameHash(Array(method.name.utf8)), default: 0] += 1
        }
        // A mention inside a dead method runs nothing: a private method that only dead ones
        // call is dead too (`onAcceptInvite` called from commented-out code, and the
        // callback only it calls). Rounds until nothing more dies, each walking only the
        // files where a method died in the round before; call chains are short.
        var bodiesByFile: [Int: [(id: Int, bytes: Range<Int>)]] = [:]
        for method in index.methods where candidates[method.file] != nil {
            guard let body = method.body, !body.isEmpty else { continue }
            let tokens = index.files[method.file].tokens
            guard body.upperBound <= tokens.count else { continue }
            bodiesByFile[method.file, default: []].append((method.id, tokens[body.lowerBound].span.start..<tokens[body.upperBound - 1].span.end))
        }
        var result = Set<Int>()
        var files = Set(candidates.keys)
        for _ in 0..<8 where !files.isEmpty {
            var changed = Set<Int>()
            for file in files {
                guard let byName = candidates[file] else { continue }
                let declared = declaredInFile[file] ?? [:]
                let deadBytes = (bodiesByFile[file] ?? []).filter { dead.contains($0.id) || result.contains($0.id) }.map(\.bytes)
                    .sorted { $0.lowerBound < $1.lowerBound }
                var mentions: [UInt64: Int] = [:]
                let lexed = index.files[file]
                for stream in [lexed.tokens, lexed.interpolationTokens] {
                    for token in stream where token.kind == .identifier && !Self.lies(token.span.start, in: deadBytes) {
                        let hash = CodeIndex.nameHash(lexed.bytes, token.span)
                        if declared[hash] != nil { mentions[hash, default: 0] += 1 }
                    }
                }
                for (name, ids) in byName where !ids.allSatisfy(result.contains) {
                    let hash = CodeIndex.nameHash(Array(name.utf8))
                    guard (mentions[hash] ?? 0) <= (declared[hash] ?? 0), !index.stringLiterals.contains(name),
                          !ids.contains(where: { index.stringLiterals.contains(index.methods[$0].selector) }) else { continue }
                    result.formUnion(ids)
                    changed.insert(file)
                }
            }
            files = changed
        }
        return result
    }

    /// Whether the byte offset lies in one of the sorted, disjoint ranges.
    private static func lies(_ offset: Int, in ranges: [Range<Int>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }

    /// Whether the framework can find the method only if the app hands it over: a Swift
    /// method private to its file, or an Objective-C method its class announces in an
    /// `@interface` (the framework's callbacks are found through the superclass or a
    /// protocol, not announced again).
    private static func isHandedOverByTheApp(_ declarations: [MethodDeclaration], index: CodeIndex) -> Bool {
        switch index.files[declarations[0].file].language {
        case .swift:
            return declarations.allSatisfy { $0.attributes.contains(.fileRestricted) && index.files[$0.file].language == .swift }
        case .objectiveC:
            return declarations.allSatisfy { index.files[$0.file].language == .objectiveC }
                && declarations.contains { declaration in
                    guard declaration.body == nil, let owner = declaration.owner else { return false }
                    let kind = index.types[owner].kind
                    return kind == .class || kind == .extension
                }
        }
    }

    // MARK: Segue identifiers

    /// Each literal is counted where it is said in a dead method, or in a method that
    /// receives segues without being handed to `performSegue`: a literal said more times in
    /// the run than there is performable.
    private static func discountedLiterals(_ index: CodeIndex, dead: Set<Int>) -> [String: Int] {
        var discounted: [String: Int] = [:]
        // Method bodies do not nest in the index (a nested function is part of its method's
        // body), so each token is visited at most once.
        for method in index.methods {
            guard let body = method.body else { continue }
            let isDead = dead.contains(method.id)
            guard isDead || receivesSegues(method) else { continue }
            let file = index.files[method.file]
            for position in body.clamped(to: 0..<file.tokens.count) {
                let token = file.tokens[position]
                // A literal, or an Objective-C constant that says one (counted so by the index).
                let value: String?
                switch token.kind {
                case .string: value = file.stringValue(of: token)
                case .identifier where file.language == .objectiveC: value = index.objcStringConstants.value(of: file.text(of: token))
                default: value = nil
                }
                guard let value else { continue }
                if !isDead, isPerformSegueArgument(position, in: file) { continue }
                discounted[value, default: 0] += 1
            }
        }
        return discounted
    }

    /// `prepare(for:sender:)`, `prepareForSegue:sender:`, `shouldPerformSegue(withIdentifier:sender:)`
    /// and `shouldPerformSegueWithIdentifier:sender:`: UIKit calls them with a segue being
    /// performed; the identifiers they say are compared, not performed.
    private static func receivesSegues(_ method: MethodDeclaration) -> Bool {
        method.fullName.hasPrefix("prepare(for:") || method.selector == "prepareForSegue:sender:"
            || method.fullName.hasPrefix("shouldPerformSegue(withIdentifier:")
            || method.selector == "shouldPerformSegueWithIdentifier:sender:"
    }

    /// The string is the identifier of `performSegue(withIdentifier: "...")` or
    /// `[self performSegueWithIdentifier:@"..." sender:...]`.
    private static func isPerformSegueArgument(_ position: Int, in file: LexedFile) -> Bool {
        var cursor = position - 1
        while cursor >= 0, position - cursor <= 4 {
            let token = file.tokens[cursor]
            if token.kind == .identifier,
               file.token(token, is: "performSegue") || file.token(token, is: "performSegueWithIdentifier") {
                return true
            }
            cursor -= 1
        }
        return false
    }
}
