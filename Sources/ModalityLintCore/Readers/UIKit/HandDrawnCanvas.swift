/// Whether a UIKit class is a canvas people draw on by hand, a drawing that is their work
/// as surely as prose in a text view (certainty.md, "Content people would lose").
///
/// A class that follows a finger (`touchesMoved`) may only move a knob or a pin; what it
/// does with the finger's path says which. It draws when `touchesMoved`, or a method of its
/// own class that it calls (one or two calls deep, as a helper that strokes one segment is
/// written), strokes lines (`FrameworkBehaviour.strokeCalls`). The drawing is the class's
/// own when its touch handlers (`touchesBegan` to `touchesEnded` and the methods they call)
/// keep the result in its own image views (`tempImageView.image = ...`,
/// `[self.canvas setImage:...]`), and it is kept for something when another method of the
/// class reads one of those images (a Done that hands `mainImageView.image` on). Then
/// closing the screen unsaved throws the drawing away.
///
/// A drawing the touch handlers hand to another object as it is drawn (`document.image =
/// canvas.image`, `delegate?.didDraw(image)`, an image saved as the screen goes away) is
/// kept elsewhere stroke by stroke, as a text saved as typed is: whether closing loses
/// anything is not said, and the reading says nothing.
///
/// Each method is read once per question; the touch handlers' reach is bounded: linear in
/// the class's code.
enum HandDrawnCanvas {
    /// How many calls deep a touch handler's own methods are followed.
    static let reachDepth = 2

    /// Where the class, and its superclasses in the run, strokes the finger's path into
    /// its own image views for another of its methods to read; nil when it does not.
    static func stroke(ofClass name: String, index: CodeIndex) -> CodeLocation? {
        let chain = index.lookupChain(of: name).filter { !index.isSystemClass($0) }
        var own = Set<String>()
        var imageViews = Set<String>()
        var methods: [MethodDeclaration] = []
        for type in chain {
            for property in index.properties(of: type) where !property.isStatic {
                own.insert(property.name)
                if let typeName = property.bareTypeName, index.isSubclass(typeName, of: FrameworkBehaviour.imageViewClass) {
                    imageViews.insert(property.name)
                }
            }
            methods += index.methods(of: type).filter { $0.body != nil && !index.deadCode.methods.contains($0.id) }
        }
        guard !imageViews.isEmpty else { return nil }
        let moved = reach(from: Set(FrameworkBehaviour.freehandInputSelectors), methods, className: name, index: index)
        guard !moved.isEmpty, let stroke = firstStroke(in: moved, index: index) else { return nil }
        let touches = reach(from: FrameworkBehaviour.touchHandlerSelectors, methods, className: name, index: index)
        var canvases = Set<String>()
        for method in touches {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in body where reader.kind(offset) == .identifier && !reader.isExcludedFromiOS(offset) {
                if let view = imageWritten(at: offset, reader, into: imageViews) { canvases.insert(view) }
            }
        }
        guard !canvases.isEmpty else { return nil }
        // Handed elsewhere stroke by stroke, or as the screen goes away: not lost by closing.
        let touchIDs = Set(touches.map(\.id))
        let keeping = touches + methods.filter { EditableContentCode.closingHandlers.contains($0.name) && !touchIDs.contains($0.id) }
        for method in keeping where handsDrawingAway(method, canvases: canvases, imageViews: imageViews, own: own, index: index) {
            return nil
        }
        // Read by a method that is not the drawing itself: the drawing is kept for something.
        for method in methods where !touchIDs.contains(method.id) {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in body where reader.kind(offset) == .identifier && reader.is(offset, "image") && !reader.isExcludedFromiOS(offset) {
                if let view = imageRead(at: offset, reader), canvases.contains(view) { return stroke }
            }
        }
        return nil
    }

    /// The methods with one of `selectors`, and the methods of the class they call on
    /// themselves, `reachDepth` calls deep, each once.
    private static func reach(from selectors: Set<String>, _ methods: [MethodDeclaration], className: String,
                              index: CodeIndex) -> [MethodDeclaration] {
        var found = methods.filter { selectors.contains($0.selector) }
        var seen = Set(found.map(\.id))
        var level = found
        for _ in 0..<reachDepth {
            var next: [MethodDeclaration] = []
            for method in level {
                // In the order written, so the evidence is the same stroke on every run.
                for called in index.effects(of: method).calledOnSelf {
                    for callee in index.methods(named: called, in: className) where callee.body != nil && seen.insert(callee.id).inserted {
                        next.append(callee)
                    }
                }
            }
            found += next
            level = next
        }
        return found
    }

    /// The first stroke call (`context.addLine(to:)`, `[path stroke]`, `CGContextStrokePath(c)`).
    private static func firstStroke(in methods: [MethodDeclaration], index: CodeIndex) -> CodeLocation? {
        for method in methods {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in body where reader.kind(offset) == .identifier && !reader.isExcludedFromiOS(offset) {
                guard FrameworkBehaviour.strokeCalls.contains(reader.text(offset)), isFrameworkCall(at: offset, reader) else { continue }
                return CodeLocation(file: method.file, span: reader.tokens[offset].span, language: reader.file.language)
            }
        }
        return nil
    }

    /// Whether the name at `offset` is called on a path or context, not on the object
    /// itself (the app's own `stroke(to:)` helper is read by following it): a method on
    /// another receiver (`context.addLine(`, `[path stroke]`), or a C function (`CGContextStrokePath(`).
    private static func isFrameworkCall(at offset: Int, _ reader: CodeBodyReader) -> Bool {
        if reader.isPunctuation(offset + 1, "(") {
            if reader.isPunctuation(offset - 1, ".") {
                let chain = reader.receivers(before: offset)
                return !chain.isEmpty && chain != ["self"]
            }
            return reader.text(offset).unicodeScalars.first?.properties.isUppercase == true
        }
        guard reader.file.language == .objectiveC, reader.isPunctuation(offset + 1, "]") || reader.isPunctuation(offset + 1, ":"),
              let chain = reader.messageReceivers(before: offset) else { return false }
        return chain != ["self"]
    }

    /// The own image view whose image the token at `offset` sets: `view.image =`,
    /// `self.view.image =`, `[self.view setImage:`.
    private static func imageWritten(at offset: Int, _ reader: CodeBodyReader, into imageViews: Set<String>) -> String? {
        if reader.is(offset, "image"), reader.isPunctuation(offset - 1, "."), isAssignment(offset + 1, reader) {
            return ownName(reader.receivers(before: offset)).flatMap { imageViews.contains($0) ? $0 : nil }
        }
        if reader.is(offset, "setImage"), reader.isPunctuation(offset + 1, ":"), let chain = reader.messageReceivers(before: offset) {
            return ownName(chain).flatMap { imageViews.contains($0) ? $0 : nil }
        }
        return nil
    }

    /// The own view whose image the token `image` at `offset` reads (not sets):
    /// `view.image`, `self.view.image?.draw(...)`, `[self.view image]`.
    private static func imageRead(at offset: Int, _ reader: CodeBodyReader) -> String? {
        if reader.isPunctuation(offset - 1, "."), !isAssignment(offset + 1, reader) {
            return ownName(reader.receivers(before: offset))
        }
        if reader.file.language == .objectiveC, reader.isPunctuation(offset + 1, "]"), let chain = reader.messageReceivers(before: offset) {
            return ownName(chain)
        }
        return nil
    }

    /// The property a chain names on the object itself: `view` or `self.view`.
    private static func ownName(_ chain: [String]) -> String? {
        if chain.count == 1, chain[0] != "self", chain[0] != "()" { return chain[0] }
        if chain.count == 2, chain[1] == "self" { return chain[0] }
        return nil
    }

    private static func isAssignment(_ offset: Int, _ reader: CodeBodyReader) -> Bool {
        reader.kind(offset) == .operator && reader.is(offset, "=")
    }

    /// Whether the method hands what was drawn to another object: a canvas's image, the
    /// image drawn in the context, or a local holding either (or made from one: its data),
    /// assigned to anything but the class's own image views, properties and locals, or
    /// passed to a call. Used as a receiver (`image?.draw(in:)`) it stays where it is.
    private static func handsDrawingAway(_ method: MethodDeclaration, canvases: Set<String>, imageViews: Set<String>,
                                         own: Set<String>, index: CodeIndex) -> Bool {
        guard let body = method.body else { return false }
        let reader = CodeBodyReader(index: index, file: method.file)
        var holders = Set<String>()
        for offset in body where reader.kind(offset) == .identifier && !reader.isExcludedFromiOS(offset) {
            let text = reader.text(offset)
            // Where the value starts, and whether it is a value here (not a target, not a receiver).
            var start = offset
            if text == "image", reader.isPunctuation(offset - 1, ".") {
                guard let view = ownName(reader.receivers(before: offset)), canvases.contains(view) else { continue }
                start = chainStart(endingAt: offset, reader)
            } else if FrameworkBehaviour.drawnImageCalls.contains(text), reader.isPunctuation(offset + 1, "(") {
                start = offset
            } else if holders.contains(text), !reader.isPunctuation(offset - 1, ".") {
                start = offset
            } else {
                continue
            }
            guard !isAssignment(offset + 1, reader), !isReceiver(after: offset, text, reader),
                  !isCompared(after: offset, reader) else { continue }
            switch destination(before: start, reader, imageViews: imageViews, own: own) {
            case .kept: continue
            case .local(let name): holders.insert(name)
            case .handed: return true
            }
        }
        return false
    }

    /// `image?.draw(in:)`, `image!.draw`, `[image drawInRect:...]`: the drawing used in
    /// place. A call's result (`f()`) and a data conversion of it (`image.pngData()`) are
    /// values, read where they go.
    private static func isReceiver(after offset: Int, _ text: String, _ reader: CodeBodyReader) -> Bool {
        if FrameworkBehaviour.drawnImageCalls.contains(text) { return false }
        var next = offset + 1
        while reader.kind(next) == .operator, reader.is(next, "?") || reader.is(next, "!") { next += 1 }
        if reader.isPunctuation(next, "."), reader.isName(next + 1) {
            let member = reader.text(next + 1)
            return member.hasPrefix("draw") || member == "size" || member == "scale"
        }
        // An Objective-C message to it: `[image drawInRect:...]`.
        return reader.file.language == .objectiveC && reader.isName(next) && reader.text(next).hasPrefix("draw")
    }

    /// `canvas.image == nil`, `image != nil`: a fact about the drawing, not the drawing.
    private static func isCompared(after offset: Int, _ reader: CodeBodyReader) -> Bool {
        var next = offset + 1
        if reader.isPunctuation(next, "("), let close = reader.partners[next], close > next { next = close + 1 }
        while reader.kind(next) == .operator, reader.is(next, "?") || reader.is(next, "!") { next += 1 }
        return reader.kind(next) == .operator && (reader.is(next, "==") || reader.is(next, "!=") || reader.is(next, "===") || reader.is(next, "!=="))
    }

    /// Words before `(` that open a condition or an expression, not a call.
    private static let conditionWords: Set<String> = ["if", "while", "switch", "for", "return", "guard", "sizeof"]

    /// Whether the `(` at `offset` opens a call's arguments: after a function's or method's
    /// name (not a condition's keyword), a call's result, or an optional closure (`f?(`).
    private static func opensCall(_ offset: Int, _ reader: CodeBodyReader) -> Bool {
        let before = offset - 1
        if reader.isName(before) { return !conditionWords.contains(reader.text(before)) }
        if reader.kind(before) == .operator { return reader.is(before, "?") }
        return reader.isPunctuation(before, ")") || reader.isPunctuation(before, "]")
    }

    /// The first token of the member chain ending at `offset` (`self.view.image` from `image`).
    private static func chainStart(endingAt offset: Int, _ reader: CodeBodyReader) -> Int {
        var start = offset
        while reader.isPunctuation(start - 1, ".") {
            var cursor = start - 2
            while cursor >= 0, reader.kind(cursor) == .operator, reader.is(cursor, "?") || reader.is(cursor, "!") { cursor -= 1 }
            guard cursor >= 0, reader.isName(cursor) || reader.is(cursor, "self") else { break }
            start = cursor
        }
        return start
    }

    private enum Destination { case kept, local(String), handed }

    /// Where a value that starts at `start` goes: to a target (`x = value`), into a call
    /// (`f(value)`, `[o m:value]`), or nowhere the reading follows (a condition, `return`).
    private static func destination(before start: Int, _ reader: CodeBodyReader, imageViews: Set<String>,
                                     own: Set<String>) -> Destination {
        let previous = start - 1
        if reader.kind(previous) == .operator, reader.is(previous, "=") {
            // `let image: UIImage? = value`, `UIImage *image = value`: past the type to the name.
            var name = previous - 1
            while name > 0, reader.kind(name) == .operator, reader.is(name, "?") || reader.is(name, "!") { name -= 1 }
            if reader.isPunctuation(name - 1, ":"), reader.isName(name - 2) { name -= 2 }
            guard reader.isName(name) else { return .handed }
            let target = [reader.text(name)] + reader.receivers(before: name)
            if target.count == 1 {
                let isDeclared = reader.is(name - 1, "let") || reader.is(name - 1, "var") || reader.isName(name - 1)
                    || reader.kind(name - 1) == .operator && reader.is(name - 1, "*")
                return own.contains(target[0]) && !isDeclared ? .kept : .local(target[0])
            }
            if target.count == 2, target[1] == "self", own.contains(target[0]) { return .kept }
            if target[0] == "image", let view = ownName(Array(target.dropFirst())), imageViews.contains(view) { return .kept }
            return .handed
        }
        if reader.isPunctuation(previous, ":"), reader.is(previous - 1, "setImage"),
           let chain = reader.messageReceivers(before: previous - 1), let view = ownName(chain), imageViews.contains(view) {
            return .kept
        }
        if reader.isPunctuation(previous, "(") ? opensCall(previous, reader) : reader.isPunctuation(previous, ",") || reader.isPunctuation(previous, ":") {
            return .handed
        }
        return .kept
    }
}
