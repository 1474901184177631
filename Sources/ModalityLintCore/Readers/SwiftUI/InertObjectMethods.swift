/// The methods of the app's classes that views hold (`@StateObject var viewModel`) which,
/// followed to the end, may close a screen only through the object's own properties they
/// clear (certainty.md, part 1): `viewModel.resetFilters()`, which sets the model's filters
/// back, closes nothing; `router.dismiss()`, which sets `presented = nil`, closes what a
/// presenter shows on `$router.presented`, and nothing else.
///
/// A method of an object reaches no view but through what it sets or calls. One is read
/// to the end when its body names no `dismiss`, posts nothing, stores only into its own
/// properties or locals (a store into another object may be a presenter's flag), and every
/// call it makes is a framework call known to close nothing, `objectWillChange.send()`, an
/// inert type method of the app, or another such method of its own class. What it clears
/// is then what it and the methods it calls set to `nil` or `false`, or toggle. Read once
/// per run for the classes views hold, linear in those classes' methods' tokens. A method
/// a subclass of the app's overrides stays open: the subclass's may be the one that runs.
struct InertObjectMethods {
    /// `Type.method` for each method read to the end (every overload of the name), with the
    /// properties it may clear, each as `Type.property`.
    private var cleared: [String: Set<String>] = [:]

    init() {}

    init(classes: Set<String>, index: CodeIndex, typeMethods: InertTypeMethods) {
        var open: Set<String> = []
        var direct: [String: Set<String>] = [:]
        var usedBy: [String: Set<String>] = [:]
        var calls: [String: Set<String>] = [:]
        var all: Set<String> = []
        // The observed properties of each file's declarations, read once per file.
        var observedByFile: [Int: Set<String>] = [:]
        // A subclass's method of the same name may be the one that runs.
        var subclasses: [String: [String]] = [:]
        for declared in index.types { if let parent = declared.inheritedNames.first { subclasses[parent, default: []].append(declared.name) } }
        for type in classes.sorted() {
            var overridden: Set<String> = []
            var seenTypes: Set<String> = [type]
            var pendingTypes = subclasses[type] ?? []
            while let sub = pendingTypes.popLast() {
                guard seenTypes.insert(sub).inserted else { continue }
                for method in index.methods(of: sub) { overridden.insert(method.name) }
                pendingTypes.append(contentsOf: subclasses[sub] ?? [])
            }
            let declared = index.properties(of: type).filter { !$0.isStatic && SwiftUIViewTypes.isStored($0, in: index) }
            // A property with an observer runs its `didSet` when set, and a computed one its
            // setter: code not read here.
            var observed: Set<String> = []
            for file in Set(declared.map(\.file)) {
                if observedByFile[file] == nil { observedByFile[file] = Self.observedProperties(in: file, index: index) }
                observed.formUnion(observedByFile[file] ?? [])
            }
            let properties = Set(declared.map(\.name)).subtracting(observed)
            var instanceMethods: Set<String> = []
            for method in index.methods(of: type) where !method.attributes.contains(.typeMethod) && method.name != "init" {
                instanceMethods.insert(method.name)
            }
            for method in index.methods(of: type) where !method.attributes.contains(.typeMethod) && method.name != "init" {
                let key = Self.key(type, method.name)
                all.insert(key)
                guard !overridden.contains(method.name), let body = method.body, index.files[method.file].language == .swift else { open.insert(key); continue }
                let reader = CodeBodyReader(index: index, file: method.file)
                guard let read = Self.read(body, type: type, properties: properties, instanceMethods: instanceMethods,
                                           reader, index: index, typeMethods: typeMethods) else {
                    open.insert(key)
                    continue
                }
                direct[key, default: []].formUnion(read.cleared)
                calls[key, default: []].formUnion(read.calls)
                for called in read.calls { usedBy[called, default: []].insert(key) }
            }
        }
        // Whatever calls a method that may close something may too.
        var queue = Array(open)
        while let key = queue.popLast() {
            for user in usedBy[key] ?? [] where open.insert(user).inserted { queue.append(user) }
        }
        // What a method clears includes what the methods it calls clear (their calls are
        // their own class's, so a walk per method stays within one class).
        for key in all.subtracting(open) {
            var result = direct[key] ?? []
            var seen: Set<String> = [key]
            var pending = Array(calls[key] ?? [])
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                result.formUnion(direct[next] ?? [])
                pending.append(contentsOf: calls[next] ?? [])
            }
            cleared[key] = result
        }
    }

    /// What `object.method(...)` may clear, for an object of the app's class `type`, when
    /// the method is read to the end; nil when it may do more.
    func cleared(type: String, method: String) -> Set<String>? { cleared[Self.key(type, method)] }

    private static func key(_ type: String, _ method: String) -> String { type + "." + method }

    /// The properties the body clears and its own class's methods it calls, or nil when it
    /// may close something another way or reaches code not followed.
    private static func read(_ body: Range<Int>, type: String, properties: Set<String>, instanceMethods: Set<String>,
                             _ reader: CodeBodyReader, index: CodeIndex,
                             typeMethods: InertTypeMethods) -> (cleared: Set<String>, calls: Set<String>)? {
        var cleared: Set<String> = []
        var calls: Set<String> = []
        var locals: Set<String> = []
        let end = min(body.upperBound, reader.tokens.count)
        for offset in body.lowerBound..<max(body.lowerBound, end) {
            if reader.is(offset, "let") || reader.is(offset, "var"), offset + 1 < end, reader.tokens[offset + 1].kind == .identifier {
                locals.insert(reader.text(offset + 1))
            }
            if InertTypeMethods.isAssignment(offset, reader) {
                guard let target = storedName(offset, properties: properties, locals: locals, body: body, reader) else { return nil }
                if properties.contains(target), reader.is(offset, "="), reader.is(offset + 1, "nil") || reader.is(offset + 1, "false") {
                    cleared.insert(type + "." + target)
                }
                continue
            }
            let name: String, receivers: [String]
            switch InertTypeMethods.bodyToken(at: offset, reader) {
            case .other: continue
            case .mayClose: return nil
            case .call(let called, let calledOn): (name, receivers) = (called, calledOn)
            }
            let onSelf = receivers.isEmpty || receivers == ["self"]
            if onSelf, instanceMethods.contains(name) {
                calls.insert(key(type, name))
            } else if name == "toggle" {
                // `isShowingList.toggle()`: it may have been true, so it may clear it. One
                // of something else (`isPresented.wrappedValue.toggle()`) may be a presenter's.
                guard let toggled = receivers.first, properties.contains(toggled),
                      receivers.count == 1 || receivers == [toggled, "self"] else { return nil }
                cleared.insert(type + "." + toggled)
            } else if name == "send", receivers.first == "objectWillChange" {
                // Views showing the object read it again; nothing it holds changes.
                continue
            } else if receivers.count == 1, let owner = receivers.first, owner == type || owner == "Self",
                      typeMethods.closesNothing(type: type, method: name) {
                continue
            } else if receivers.count == 1, let owner = receivers.first, index.type(named: owner) != nil,
                      typeMethods.closesNothing(type: owner, method: name) {
                continue
            } else if CallClosure.mayRunUnfollowedCode(name, receivers: receivers, index: index) {
                return nil
            }
        }
        return (cleared, calls)
    }

    /// What the assignment at `offset` stores into: a local it declares (`let x = …`) or
    /// declared before, or one of the class's own properties (`x = …`, `self.x += …`); nil
    /// for anything else (another object, a subscript, a static property), which may be a
    /// presenter's flag.
    private static func storedName(_ offset: Int, properties: Set<String>, locals: Set<String>, body: Range<Int>,
                                   _ reader: CodeBodyReader) -> String? {
        var cursor = offset - 1
        while cursor >= body.lowerBound {
            if reader.is(cursor, "let") || reader.is(cursor, "var") { return "" }
            if reader.lineBreakBefore(cursor) || reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, ";") { break }
            cursor -= 1
        }
        let target = offset - 1
        guard target >= body.lowerBound, reader.tokens[target].kind == .identifier else { return nil }
        let name = reader.text(target)
        let receivers = reader.receivers(before: target)
        if receivers.isEmpty, locals.contains(name) { return name }
        guard properties.contains(name), receivers.isEmpty || receivers == ["self"] else { return nil }
        return name
    }

    /// The properties declared with an observer (`var filter = Filter() { didSet { … } }`)
    /// in `file`: the name after the nearest `var` before each `didSet` or `willSet`.
    private static func observedProperties(in file: Int, index: CodeIndex) -> Set<String> {
        var found: Set<String> = []
        let reader = CodeBodyReader(index: index, file: file)
        var lastVar: String?
        for offset in 0..<reader.tokens.count {
            if reader.is(offset, "var"), offset + 1 < reader.tokens.count, reader.tokens[offset + 1].kind == .identifier {
                lastVar = reader.text(offset + 1)
            } else if reader.is(offset, "didSet") || reader.is(offset, "willSet"), let name = lastVar {
                found.insert(name)
            }
        }
        return found
    }
}
