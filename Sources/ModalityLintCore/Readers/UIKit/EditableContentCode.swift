/// What a UIKit type's code says about the text views and drawing canvases it makes: whether
/// people certainly write or draw there (certainty.md, "Content people would lose").
///
/// A `UITextView` is editable unless code turns it off, so one the code makes (`UITextView()`,
/// `[[UITextView alloc] init]`, a subclass of the run) is prose people write, as SwiftUI's
/// `TextEditor` is; a `PKCanvasView` is a drawing people make. The principles are the SwiftUI
/// reading's: a text view whose text is only shown (`isEditable = false`, `editable = NO`,
/// user interaction off) holds nothing; one whose editability is a value (`isEditable =
/// allowEditing`) or whose keyboard is for addresses or numbers may not hold prose, so
/// whether it does is open; and a type whose delegate hands each edit to other code as it is
/// typed (`textViewDidChange` writing `model.text = textView.text`, like a setting saved as
/// typed) leaves open whether closing loses anything. The text kept in the type's own
/// property (`draft = textView.text`) stays its own; text kept as the screen goes away
/// (`viewWillDisappear` saving it) is not lost by any way out.
///
/// And what people type is theirs to lose only where the app keeps it: code reads it back
/// (`textView.text` as a value, a delegate told of each edit, the view handed to another
/// object that keeps it). A text view whose text the code only sets (community guidelines
/// loaded into a view Interface Builder left editable) shows it.
///
/// A text view another view of the run makes (a table cell's) is the screen's when the
/// screen's own code turns it editable with a literal (`cell.textView.isEditable = true` on
/// a local declared `let cell: TextViewCell = ...`, whose class's property `textView` is a
/// text view): people write in it there, and what holds for a view the screen makes then
/// holds for it. Without that statement the cell's text view may only show text.
///
/// A one-line `UITextField` is never read as content here: like SwiftUI's one-line fields it
/// may be a search, a server address or a setting, so its screen's content stays open.
///
/// One pass over the tokens of the type's methods and property initialisers (and its
/// superclasses' in the run): linear in their size.
struct EditableContentCode {
    /// A text view or canvas the code makes that people certainly write in.
    var editable: CodeLocation?
    /// A text view the code makes whose editability or purpose is open (a value, not a
    /// literal; an address keyboard): it may hold people's work.
    var mayEdit = false
    /// Code turns some text view's editability (or user interaction) to something other than
    /// `true` where the reading cannot tell which view (`$0.isEditable = false`, an outlet):
    /// a storyboard's or xib's text view may be read-only.
    var changesEditability = false
    /// A delegate method hands each edit to other code as it is typed, or the screen keeps
    /// it as it goes away: whether closing loses anything is not said, so content stays open
    /// whatever the views are.
    var handsEditsToAppCode = false
    /// Code reads back what people wrote or drew (see above); without it, a text view shows text.
    var readsContent = false
    /// Where the type strokes the finger's path into its own image views for another of its
    /// methods to read (HandDrawnCanvas): a drawing people make by hand, kept by the screen.
    var canvas: CodeLocation?
    /// The type's own properties at the root of what its edit handlers write people's text
    /// into as it is typed (`self.observation.notes = textView.text`: `observation`):
    /// kept there, unless a Cancel throws that object's changes away (CodeIndex.discardedEdits).
    var editedObjects: Set<String> = []

    /// Prose that is certainly people's: an editable text view, and no edit handed elsewhere.
    var certainlyTyped: CodeLocation? { handsEditsToAppCode || !readsContent ? nil : editable }
    /// Content that is certainly people's: such prose, or a drawing by hand. A drawing is
    /// its own question: text handed elsewhere as typed does not keep the drawing.
    var certainlyEdits: CodeLocation? { certainlyTyped ?? canvas }

    /// UIKit classes whose instances hold what people write or draw.
    static let contentClasses: Set<String> = ["UITextView", "PKCanvasView"]
    /// Delegate methods called as people type or draw, and the members that hold what they made.
    static let editHandlers: Set<String> = ["textViewDidChange", "textViewDidEndEditing", "canvasViewDrawingDidChange"]
    /// Called however the screen closes: what they keep elsewhere survives every way out.
    static let closingHandlers: Set<String> = ["viewWillDisappear", "viewDidDisappear", "deinit", "dealloc"]
    static let contentMembers: Set<String> = ["text", "attributedText", "drawing"]
    static let editabilityMembers: Set<String> = ["isEditable", "editable", "isUserInteractionEnabled", "userInteractionEnabled"]
    static let editabilitySetters: Set<String> = ["setEditable", "setUserInteractionEnabled"]
    /// Keyboards for addresses, numbers and searches (as in the SwiftUI reading): not prose.
    static let structuredKeyboards: Set<String> = [
        "URL", "emailAddress", "numberPad", "decimalPad", "phonePad", "numbersAndPunctuation",
        "asciiCapableNumberPad", "webSearch",
        "UIKeyboardTypeURL", "UIKeyboardTypeEmailAddress", "UIKeyboardTypeNumberPad", "UIKeyboardTypeDecimalPad",
        "UIKeyboardTypePhonePad", "UIKeyboardTypeNumbersAndPunctuation", "UIKeyboardTypeASCIICapableNumberPad",
        "UIKeyboardTypeWebSearch",
    ]

    /// Whether `name` makes views that hold people's writing or drawing: one of UIKit's, or a
    /// class of the run that inherits from one.
    static func isContentClass(_ name: String, index: CodeIndex) -> Bool {
        contentClasses.contains(name) || contentClasses.contains { index.isSubclass(name, of: $0) }
    }

    /// Reads the type `name` and its superclasses in the run.
    static func read(type name: String, index: CodeIndex) -> EditableContentCode {
        var scan = Scan(index: index)
        for type in index.lookupChain(of: name) where !index.isSystemClass(type) {
            for method in index.methods(of: type) where method.body != nil && !index.deadCode.methods.contains(method.id) {
                guard let body = method.body else { continue }
                let reader = CodeBodyReader(index: index, file: method.file)
                scan.read(body, reader, boundTo: nil)
                if editHandlers.contains(method.name) || closingHandlers.contains(method.name) || isRelayedEditHandler(method.name) {
                    scan.readEditHandler(body, reader, type: name, asTyped: !closingHandlers.contains(method.name))
                }
                // A delegate method of a text view or canvas is told what people write.
                if method.selector.hasPrefix("textView") || method.selector.hasPrefix("canvasView"), method.selector.contains(":") {
                    scan.readsContent = true
                }
            }
            for property in index.properties(of: type) where !property.isStatic {
                if let typeName = property.typeName, isContentClass(String(typeName.prefix { $0.isLetter || $0.isNumber || $0 == "_" }), index: index) {
                    scan.contentNames.insert(property.name)
                }
                let reader = CodeBodyReader(index: index, file: property.file)
                guard let range = initialiser(of: property, reader) else { continue }
                scan.read(range, reader, boundTo: property.name)
            }
        }
        var found = scan.result()
        found.canvas = HandDrawnCanvas.stroke(ofClass: name, index: index)
        return found
    }

    /// A method a view's delegate protocol of the run calls as people type
    /// (`textViewCellTextViewDidChange(_:)`, told by a cell that holds the text view): it may
    /// hand each edit elsewhere, as `textViewDidChange` may.
    static func isRelayedEditHandler(_ name: String) -> Bool {
        name.hasPrefix("textView") && (name.hasSuffix("DidChange") || name.hasSuffix("DidEndEditing"))
    }

    /// The tokens of a stored property's initialiser (`= UITextView()`, `= { ... }()`).
    static func initialiser(of property: PropertyDeclaration, _ reader: CodeBodyReader) -> Range<Int>? {
        guard let name = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: reader.file) else { return nil }
        var cursor = name + 1
        while cursor < reader.tokens.count, !reader.lineBreakBefore(cursor) || cursor == name + 1 {
            if reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, ";") || reader.isPunctuation(cursor, "}") { return nil }
            if reader.tokens[cursor].kind == .operator, reader.is(cursor, "=") {
                let end = reader.expressionEnd(from: cursor + 1, limit: reader.tokens.count)
                return cursor + 1 < end ? cursor + 1..<end : nil
            }
            if let partner = reader.partners[cursor], partner > cursor { cursor = partner }
            cursor += 1
        }
        return nil
    }

    /// The facts gathered over the type's code, settled once every view and statement is seen.
    private struct Scan {
        let index: CodeIndex
        /// Views made, each with the name it is kept in (nil when none: `return UITextView()`).
        var made: [(name: String?, place: CodeLocation)] = []
        /// Per name, what code sets on it: `false` a view only shown; nil a value the reading cannot tell.
        var setEditable: [String: [Bool?]] = [:]
        /// Names given an address or number keyboard, or a content type.
        var structured: Set<String> = []
        /// Statements on a view the reading cannot name, each with whether the value is `true`.
        var unnamedEditability: [Bool] = []
        /// Names whose user interaction code turns off, and those it turns back on.
        var interactionOff: [String?] = []
        var interactionRestored: Set<String> = []
        var handsEdits = false
        /// The own properties at the root of another object each edit is written into as typed.
        var editedObjects: Set<String> = []
        /// Names that hold text views or canvases: outlets and properties of their types.
        var contentNames: Set<String> = []
        var readsContent = false
        /// Content members read on some receiver (`notes.text`), and views handed to another
        /// object (`controller.textView = view`): settled once every name is known.
        var reads: [String] = []
        var handedNames: [String] = []

        /// Locals whose declaration states their class (`let cell: TextViewCell = ...`,
        /// `TextViewCell *cell = ...`): where a view they hold is made.
        var localTypes: [String: String] = [:]

        /// Type names already asked about: most tokens are not types, and each is asked once.
        var contentClassCache: [String: Bool] = [:]

        init(index: CodeIndex) { self.index = index }

        private mutating func isContentClass(_ name: String) -> Bool {
            guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            if let known = contentClassCache[name] { return known }
            let answer = EditableContentCode.isContentClass(name, index: index)
            contentClassCache[name] = answer
            return answer
        }

        mutating func read(_ range: Range<Int>, _ reader: CodeBodyReader, boundTo property: String?) {
            for offset in range where reader.tokens[offset].kind == .identifier && !reader.isExcludedFromiOS(offset) {
                let text = reader.text(offset)
                noteLocalType(at: offset, reader)
                if isContentClass(text), isConstruction(at: offset, reader) {
                    let name = boundName(before: offset, reader) ?? boundProperty(property, at: offset, in: range)
                    made.append((name, CodeLocation(file: reader.fileIndex, span: reader.tokens[offset].span, language: reader.file.language)))
                } else if EditableContentCode.editabilityMembers.contains(text), reader.isPunctuation(offset - 1, "."),
                          isAssignment(at: offset + 1, reader) {
                    let value = literal(at: offset + 2, reader)
                    let chain = reader.receivers(before: offset)
                    if text.hasSuffix("serInteractionEnabled") {
                        noteInteraction(value, on: chain.first)
                        continue
                    }
                    if value == true, text == "isEditable" || text == "editable", chain.count >= 2,
                       let owner = localTypes[chain[1]], let property = index.instanceProperty(named: chain[0], of: owner),
                       let type = property.bareTypeName, isContentClass(type) {
                        // `cell.textView.isEditable = true`: a view its cell made, made editable here.
                        made.append((chain[0], CodeLocation(file: reader.fileIndex, span: reader.tokens[offset - 2].span, language: reader.file.language)))
                    }
                    record(value, on: chain.first)
                } else if EditableContentCode.editabilitySetters.contains(text), reader.isPunctuation(offset + 1, ":"),
                          offset >= 2, reader.isPunctuation(offset - 2, "[") || reader.isPunctuation(offset - 2, "]") || reader.isName(offset - 1) {
                    // `[textView setEditable:NO]`: the receiver is the name before the selector.
                    let value = literal(at: offset + 2, reader)
                    let receiver = reader.isName(offset - 1) ? reader.text(offset - 1) : nil
                    if text == "setUserInteractionEnabled" {
                        noteInteraction(value, on: receiver)
                        continue
                    }
                    record(value, on: receiver)
                } else if EditableContentCode.contentMembers.contains(text), reader.isPunctuation(offset - 1, "."),
                          !isAssignment(at: offset + 1, reader), let receiver = reader.receivers(before: offset).first {
                    reads.append(receiver)
                } else if text == "delegate", reader.isPunctuation(offset - 1, "."), isAssignment(at: offset + 1, reader),
                          let receiver = reader.receivers(before: offset).first {
                    // Each edit is told to a delegate.
                    reads.append(receiver)
                } else if reader.tokens[offset - 1].kind == .operator, reader.is(offset - 1, "="), offset >= 3,
                          reader.isPunctuation(offset - 3, "."), !reader.receivers(before: offset - 2).isEmpty,
                          reader.receivers(before: offset - 2) != ["self"], reader.expressionEnd(from: offset, limit: range.upperBound) == offset + 1 {
                    // `controller.textView = view`: the view handed to another object, which keeps it.
                    handedNames.append(text)
                } else if text == "keyboardType" || text == "textContentType", reader.isPunctuation(offset - 1, "."),
                          isAssignment(at: offset + 1, reader), let receiver = reader.receivers(before: offset).first {
                    let end = reader.expressionEnd(from: offset + 2, limit: range.upperBound)
                    let member = reader.lastName(in: offset + 2, end)
                    if text == "textContentType" ? member != "nil" && member != "none"
                        : member.map(EditableContentCode.structuredKeyboards.contains) ?? false {
                        structured.insert(receiver)
                    }
                }
            }
        }

        /// `let cell: TextViewCell =` and `TextViewCell *cell =`, read at the local's name.
        private mutating func noteLocalType(at offset: Int, _ reader: CodeBodyReader) {
            guard reader.tokens.indices.contains(offset + 3) else { return }
            if reader.is(offset - 1, "let") || reader.is(offset - 1, "var"), reader.isPunctuation(offset + 1, ":"), reader.isName(offset + 2),
               reader.tokens[offset + 3].kind == .operator, reader.is(offset + 3, "=") {
                localTypes[reader.text(offset)] = reader.text(offset + 2)
            } else if reader.file.language == .objectiveC, reader.tokens[offset + 1].kind == .operator, reader.is(offset + 1, "*"),
                      reader.isName(offset + 2), reader.tokens[offset + 3].kind == .operator, reader.is(offset + 3, "=") {
                localTypes[reader.text(offset + 2)] = reader.text(offset)
            }
        }

        /// `let notes = UITextView()`: a view that is the property's whole initialiser is kept
        /// in the property (`[` for Objective-C has no property initialisers).
        private func boundProperty(_ property: String?, at offset: Int, in range: Range<Int>) -> String? {
            offset == range.lowerBound ? property : nil
        }

        /// User interaction turned off, then on again on the same name (a form locked
        /// while it saves): a pause, not a view only shown. Turning it on alone makes
        /// nothing editable; only `false` says anything.
        private mutating func noteInteraction(_ value: Bool?, on receiver: String?) {
            if value == true {
                if let receiver { interactionRestored.insert(receiver) }
            } else if value == false {
                interactionOff.append(receiver)
            }
        }

        private mutating func record(_ value: Bool?, on receiver: String?) {
            if let receiver, receiver != "self", receiver != "()" {
                setEditable[receiver, default: []].append(value)
            } else {
                unnamedEditability.append(value == true)
            }
        }

        /// `textViewDidChange`: an assignment of the text to anything but the type's own
        /// property or a local, or a call handed the text, gives each edit to other code.
        /// Written as typed (`asTyped`: an edit handler, not the screen going away) into an
        /// object one of the type's own properties holds (`self.observation.notes = ...`),
        /// that property is noted: a Cancel that rolls it back throws the typing away.
        mutating func readEditHandler(_ range: Range<Int>, _ reader: CodeBodyReader, type: String, asTyped: Bool) {
            guard !handsEdits || asTyped else { return }
            let own = Set(index.lookupChain(of: type).flatMap { index.properties(of: $0).map(\.name) })
            var locals: Set<String> = []
            for offset in range {
                if reader.is(offset - 1, "let") || reader.is(offset - 1, "var"), reader.isName(offset) { locals.insert(reader.text(offset)) }
                guard reader.tokens[offset].kind == .identifier, EditableContentCode.contentMembers.contains(reader.text(offset)),
                      reader.isPunctuation(offset - 1, "."), isWholeValue(after: offset, reader) else { continue }
                // Walk back from the value to what receives it: `target = value` or `f(value)`.
                var start = offset - 1
                while start > range.lowerBound, reader.isPunctuation(start, ".") || reader.tokens[start].kind == .identifier || reader.is(start, "self")
                        || reader.tokens[start].kind == .operator && (reader.is(start, "?") || reader.is(start, "!")) { start -= 1 }
                if reader.tokens[start].kind == .operator, reader.is(start, "=") {
                    let chain = [reader.text(start - 1)] + reader.receivers(before: start - 1)
                    let isOwn = chain.count == 1 && (locals.contains(chain[0]) || own.contains(chain[0]) || chain[0].hasPrefix("_"))
                        || chain.count == 2 && chain[1] == "self" && own.contains(chain[0])
                    if !isOwn {
                        handsEdits = true
                        let root = chain.last == "self" ? chain.dropLast().last : chain.last
                        if asTyped, chain.count >= 2, let root, own.contains(root) { editedObjects.insert(root) }
                    }
                } else if reader.isPunctuation(start, "(") || reader.isPunctuation(start, ",") || reader.isPunctuation(start, ":") {
                    // Handed to a function or a message (`save(textView.text)`, `[self.delegate noteDidChange:textView.text]`).
                    handsEdits = true
                }
                if handsEdits && !asTyped { return }
            }
        }

        /// `textView.text`, `textView.text ?? ""`, `canvas.drawing.dataRepresentation()`: the
        /// content itself, not a fact about it (`textView.text.isEmpty`).
        private func isWholeValue(after offset: Int, _ reader: CodeBodyReader) -> Bool {
            var next = offset + 1
            while reader.tokens.indices.contains(next), reader.tokens[next].kind == .operator, reader.is(next, "!") || reader.is(next, "?") { next += 1 }
            if reader.isPunctuation(next, ".") { return reader.is(next + 1, "dataRepresentation") }
            return true
        }

        func result() -> EditableContentCode {
            var settled = self
            for name in interactionOff where name.map({ !interactionRestored.contains($0) }) ?? true {
                settled.record(false, on: name)
            }
            return settled.settle()
        }

        private func settle() -> EditableContentCode {
            var found = EditableContentCode()
            // A statement on a name no construction keeps (an outlet, the property a closure's
            // view is returned into) may be on any text view.
            let madeNames = Set(made.compactMap(\.name))
            var unnamed = unnamedEditability
            for (name, values) in setEditable where !madeNames.contains(name) { unnamed += values.map { $0 == true } }
            let unnamedChange = unnamed.contains(false)
            found.changesEditability = unnamedChange
            for view in made {
                var editable = !unnamedChange
                if let name = view.name {
                    let values = setEditable[name] ?? []
                    if values.contains(false) { continue }
                    if values.contains(where: { $0 == nil }) || structured.contains(name) { editable = false }
                } else if unnamedChange {
                    editable = false
                }
                if editable, found.editable == nil {
                    found.editable = view.place
                } else if !editable {
                    found.mayEdit = true
                }
            }
            found.handsEditsToAppCode = handsEdits
            found.editedObjects = editedObjects
            let names = contentNames.union(madeNames)
            found.readsContent = readsContent || reads.contains(where: names.contains) || handedNames.contains(where: madeNames.contains)
            return found
        }

        /// `UITextView(`, `UITextView.init(`, `UITextView()` as a value, `[UITextView alloc]`, `[UITextView new]`.
        private func isConstruction(at offset: Int, _ reader: CodeBodyReader) -> Bool {
            if reader.isPunctuation(offset + 1, "(") { return !reader.isPunctuation(offset - 1, ".") }
            if reader.isPunctuation(offset + 1, "."), reader.is(offset + 2, "init") { return true }
            return reader.isPunctuation(offset - 1, "[") && (reader.is(offset + 1, "alloc") || reader.is(offset + 1, "new"))
        }

        /// The name a construction is kept in: `view = UITextView(`, `let view: UITextView =
        /// ThemedTextView(`, `self.view = [[UITextView alloc] ...`, `UITextView *view = [...`.
        private func boundName(before offset: Int, _ reader: CodeBodyReader) -> String? {
            var cursor = offset - 1
            while reader.isPunctuation(cursor, "[") { cursor -= 1 }
            guard cursor > 0, reader.tokens[cursor].kind == .operator, reader.is(cursor, "=") else { return nil }
            var name = cursor - 1
            // `let view: UITextView = ...` and `UITextView *view = ...`: past the type.
            while name > 0, reader.tokens[name].kind == .operator, reader.is(name, "?") || reader.is(name, "!") { name -= 1 }
            if reader.isPunctuation(name - 1, ":"), reader.isName(name - 2) { name -= 2 }
            guard reader.isName(name) else { return nil }
            return reader.text(name)
        }

        private func isAssignment(at offset: Int, _ reader: CodeBodyReader) -> Bool {
            reader.tokens.indices.contains(offset) && reader.tokens[offset].kind == .operator && reader.is(offset, "=")
        }

        /// `true`/`YES` and `false`/`NO` as the whole value; nil for anything else.
        private func literal(at offset: Int, _ reader: CodeBodyReader) -> Bool? {
            guard reader.tokens.indices.contains(offset) else { return nil }
            let next = offset + 1
            let ends = !reader.tokens.indices.contains(next) || reader.isPunctuation(next, ";") || reader.isPunctuation(next, "]")
                || reader.isPunctuation(next, "}") || reader.isPunctuation(next, ")") || reader.lineBreakBefore(next)
            guard ends else { return nil }
            if reader.is(offset, "true") || reader.is(offset, "YES") { return true }
            if reader.is(offset, "false") || reader.is(offset, "NO") { return false }
            return nil
        }
    }
}
