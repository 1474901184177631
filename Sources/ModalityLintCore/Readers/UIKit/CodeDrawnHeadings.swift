/// Whether a UIKit view controller's code draws a heading in its view: a label that names the
/// screen's task in its content, as a storyboard scene's heading label does
/// (`StoryboardTitles.heading`) and a SwiftUI `Text` in a title font does. Such a screen has
/// a title, whatever its navigation bar shows (certainty.md, part 1, "Title").
///
/// A label is the screen's heading, by the app's own program, when:
/// - the app names it so: a label property of the controller, or of the view it draws,
///   called for its role (`titleLabel`, `headerLabel`, `headingLabel`; not `subtitleLabel`);
/// - the app marks it so for VoiceOver (`accessibilityTraits = .header`);
/// - the app sets it in a title text style (`.preferredFont(forTextStyle: .title1)`,
///   `[UIFont preferredFontForTextStyle:UIFontTextStyleTitle2]`), directly or through its
///   own font constant (`label.font = .appLarge`, where `static var appLarge: UIFont {
///   .preferredFont(forTextStyle: .title1, weight: .bold) }`), which is read to its end.
///
/// A label set only in a large font (`.systemFont(ofSize: 24)`, the headline style) may be a
/// heading or a figure (a balance, a timer): the title is then open, not settled, unless
/// the app also gives it words of its own (a literal, a localised string, or either of two a
/// condition picks), which no figure has. A label the app's own method makes (`[UILabel
/// labelWithFont:[UIFont systemFontOfSize:30] textColor:c]`) has the font that method is
/// handed and sets (`label.font = font`). So is a
/// property named for the heading whose class the run does not declare (a design system's
/// `IKLabel`), once the code gives it words (`titleLabel.text = ...`).
///
/// The view the screen draws is its own code's too: a view of the run it makes its root
/// view (`view = EmailView()`, directly or through a local) or keeps and gives title words (`header.titleText = ...`),
/// read the same way, a few views deep. Labels made for a table's or a collection's rows
/// and section headers (in `tableView(_:...)` and `collectionView(_:...)` methods) head no
/// screen, and are not read.
///
/// One pass over the tokens of the controller's methods (and its superclasses' in the run),
/// and of the views it draws: linear in their size.
enum CodeDrawnHeadings {
    struct Heading {
        var location: CodeLocation
        /// Settled by what the app says (a name, a trait, a title style); else a large font.
        var isCertain: Bool
    }

    /// How many views deep the reading goes from the controller to the label.
    private static let viewDepth = 3

    static func heading(ofClass name: String, index: CodeIndex) -> Heading? {
        var visited: Set<String> = []
        return heading(inType: name, index: index, depth: 0, visited: &visited)
    }

    private static func heading(inType name: String, index: CodeIndex, depth: Int, visited: inout Set<String>) -> Heading? {
        guard depth <= viewDepth, visited.insert(name).inserted else { return nil }
        var best: Heading?
        func consider(_ found: Heading?) {
            guard let found else { return }
            if best == nil || found.isCertain && !best!.isCertain { best = found }
        }
        let chain = index.lookupChain(of: name).filter { !index.isSystemClass($0) }
        var labels: Set<String> = []
        /// Properties named as the heading whose class is declared outside the run (a
        /// design system's `IKLabel`): what they draw, and in what style, is not read.
        var unreadHeadings: Set<String> = []
        var views: [String: String] = [:]
        for type in chain {
            for property in index.properties(of: type) where !property.isStatic {
                guard let typeName = index.heldType(of: property) else { continue }
                if index.type(named: typeName) == nil, !CodeIndexSceneCode.isSystemClass(typeName), namesAHeading(property.name) {
                    unreadHeadings.insert(property.name)
                } else if isLabelClass(typeName, index: index) {
                    labels.insert(property.name)
                    if namesAHeading(property.name) {
                        consider(Heading(location: location(property.file, property.nameSpan, index), isCertain: true))
                    }
                } else if isDrawnView(typeName, index: index) {
                    views[property.name] = typeName
                }
            }
        }
        if best?.isCertain == true { return best }
        /// Labels set in a large font, and labels given the app's own words: a large font is
        /// a heading's or a figure's, and words the app spells out (a literal, a localised
        /// string) are no figure, so a label that has both heads the screen.
        var largeFonts: [String: CodeLocation] = [:]
        var worded: Set<String> = []
        /// Reads one body: a method's, or a label property's initialiser, where `$0` (in
        /// `UILabel().then { $0.font = ... }`) stands for the property.
        func read(_ range: Range<Int>, file: Int, labels: Set<String>, closureParameter: String?) -> Heading? {
            let reader = CodeBodyReader(index: index, file: file)
            var locals = labels
            /// Views of the run the body makes into locals (`let signIn = AuthenticationView()`).
            var localViews = views
            let end = min(range.upperBound, reader.tokens.count)
            var cursor = range.lowerBound
            while cursor < end {
                defer { cursor += 1 }
                guard reader.isName(cursor), !reader.isExcludedFromiOS(cursor) else { continue }
                let word = reader.text(cursor)
                // `let label = UILabel()`, `let label: UILabel`, `UILabel *label =`.
                if isLabelClass(word, index: index), let declared = declaredName(after: cursor, reader) {
                    locals.insert(declared)
                    // `UILabel *title = [UILabel labelWithFont:[UIFont systemFontOfSize:30] ...]`:
                    // the font the app's maker of the label is handed and sets.
                    if let handed = fontHandedToMaker(declaredAt: cursor, reader, index: index),
                       let font = headingFont(handed, reader, index: index, depth: 0) {
                        let here = location(file, reader.tokens[handed.lowerBound].span, index)
                        if font { return Heading(location: here, isCertain: true) }
                        largeFonts[declared] = largeFonts[declared] ?? here
                    }
                } else if reader.isPunctuation(cursor + 1, ":"), reader.isName(cursor + 2),
                          isLabelClass(reader.text(cursor + 2), index: index) {
                    locals.insert(word)
                } else if isDrawnView(word, index: index), let declared = declaredName(after: cursor, reader) {
                    localViews[declared] = word
                }
                // A member set through a receiver, or the root view set bare (`view = signIn`).
                let bareRootView = reader.is(cursor, "view") && !reader.isPunctuation(cursor - 1, ".")
                    && !reader.is(cursor - 1, "let") && !reader.is(cursor - 1, "var")
                guard reader.isPunctuation(cursor - 1, ".") || bareRootView,
                      let assigned = assignedValue(after: cursor, limit: end, reader) else {
                    continue
                }
                let receivers = reader.receivers(before: cursor)
                guard var owner = ownName(receivers) else { continue }
                if owner == "$0", let closureParameter { owner = closureParameter }
                let here = location(file, reader.tokens[cursor].span, index)
                if unreadHeadings.contains(owner), word == "text" || word == "attributedText" {
                    // `titleLabel.text = ...` on a label of a class the run does not hold:
                    // it may be the screen's heading, so no title is known to be missing.
                    consider(Heading(location: here, isCertain: false))
                } else if locals.contains(owner) || owner == closureParameter {
                    if word == "font", let font = headingFont(assigned, reader, index: index, depth: 0) {
                        if font { return Heading(location: here, isCertain: true) }
                        largeFonts[owner] = largeFonts[owner] ?? here
                        if worded.contains(owner) { return Heading(location: largeFonts[owner]!, isCertain: true) }
                        consider(Heading(location: here, isCertain: false))
                    } else if word == "text", spellsWords(assigned, reader) {
                        worded.insert(owner)
                        if let font = largeFonts[owner] { return Heading(location: font, isCertain: true) }
                    } else if word == "accessibilityTraits", names(assigned, ["header", "UIAccessibilityTraitHeader"], reader) {
                        return Heading(location: here, isCertain: true)
                    }
                } else if let view = localViews[owner], namesAHeading(word) || word == "title",
                          heading(inType: view, index: index, depth: depth + 1, visited: &visited) != nil {
                    // `header.titleText = ...`: the screen gives its view the words of its heading.
                    return Heading(location: here, isCertain: true)
                } else if word == "view", owner == "self" || receivers.isEmpty,
                          let root = rootViewType(assigned, reader, views: localViews, index: index),
                          let found = heading(inType: root, index: index, depth: depth + 1, visited: &visited) {
                    consider(found)
                }
            }
            return nil
        }
        for type in chain {
            for property in index.properties(of: type) where !property.isStatic && labels.contains(property.name) {
                let reader = CodeBodyReader(index: index, file: property.file)
                guard let value = valueRange(of: property, reader) else { continue }
                if let found = read(value, file: property.file, labels: labels, closureParameter: property.name) { return found }
            }
        }
        for type in chain {
            for method in index.methods(of: type) where method.body != nil && !index.deadCode.methods.contains(method.id) {
                // Rows and section headers of a table or collection head no screen.
                if method.selector.hasPrefix("tableView") || method.selector.hasPrefix("collectionView") { continue }
                if let found = read(method.body!, file: method.file, labels: labels, closureParameter: nil) { return found }
                if best?.isCertain == true { return best }
            }
        }
        return best
    }

    // MARK: Words

    /// Words that name a label's role as the heading: `titleLabel`, `headerLabel`, `titleText`.
    static func namesAHeading(_ name: String) -> Bool {
        let words = name.identifierWords.map { $0.lowercased() }
        guard let first = words.first, first != "subtitle", !words.contains("subtitle") else { return false }
        return words.contains { ["title", "header", "heading", "headline"].contains($0) }
            && !words.contains { ["button", "image", "icon", "view", "color", "font"].contains($0) }
    }

    // MARK: Fonts

    /// Whether the expression at `range` is a heading font: `true` for a title text style
    /// (certain), `false` for a large font, nil for neither (or what the reading cannot tell).
    /// The app's own font constants (`.appLarge`, `Fonts.title`, `UIFont.header()`) are read
    /// through their declarations.
    private static func headingFont(_ range: Range<Int>, _ reader: CodeBodyReader, index: CodeIndex, depth: Int) -> Bool? {
        var sizedHeading = false
        var appFonts: [(owner: String?, name: String)] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            defer { cursor += 1 }
            guard reader.isName(cursor) else { continue }
            let word = reader.text(cursor)
            if FrameworkBehaviour.headingTextStyles.contains(word) { return true }
            if let size = pointSize(after: cursor, limit: range.upperBound, reader) {
                let bold = word.lowercased().contains("bold") || namesBoldWeight(range, reader)
                if size >= FrameworkBehaviour.headingPointSize || size >= FrameworkBehaviour.boldHeadingPointSize && bold {
                    sizedHeading = true
                }
            } else if FrameworkBehaviour.largeTextStyles.contains(word) {
                sizedHeading = true
            } else if reader.isPunctuation(cursor - 1, "."), !reader.isPunctuation(cursor + 1, "("),
                      reader.tokens[cursor].kind == .identifier {
                appFonts.append((reader.receivers(before: cursor).first, word))
            }
        }
        if sizedHeading { return false }
        guard depth < 3 else { return nil }
        var found: Bool?
        for (owner, name) in appFonts {
            for property in index.properties(of: owner.flatMap { $0 == "()" ? nil : $0 } ?? "UIFont") where property.isStatic && property.name == name {
                let propertyReader = CodeBodyReader(index: index, file: property.file)
                guard let value = valueRange(of: property, propertyReader),
                      let font = headingFont(value, propertyReader, index: index, depth: depth + 1) else { continue }
                if font { return true }
                found = false
            }
        }
        return found
    }

    /// The point size a font call gives right after its name: `systemFont(ofSize: 24`,
    /// `UIFont(name: "Serif", size: 22`, `systemFontOfSize:20`.
    private static func pointSize(after name: Int, limit: Int, _ reader: CodeBodyReader) -> Double? {
        var cursor = name + 1
        var steps = 0
        while cursor < limit, steps < 12 {
            defer { cursor += 1; steps += 1 }
            let word = reader.isName(cursor) ? reader.text(cursor) : ""
            if word == "ofSize" || word == "size" || word.hasSuffix("FontOfSize") || word == "fontWithSize" || word == "withSize" {
                var value = cursor + 1
                while value < limit, reader.isPunctuation(value, ":") || reader.isPunctuation(value, "(") { value += 1 }
                if value < limit, reader.tokens[value].kind == .number { return Double(reader.text(value)) }
                return nil
            }
            if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]") { return nil }
        }
        return nil
    }

    private static func namesBoldWeight(_ range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        range.contains { reader.isName($0) && FrameworkBehaviour.boldFontWeights.contains(reader.text($0)) }
    }

    // MARK: Shapes

    private static func isLabelClass(_ name: String, index: CodeIndex) -> Bool {
        name == "UILabel" || index.type(named: name) != nil && index.isSubclass(name, of: "UILabel")
    }

    /// A view class of the run (not a control: a button's title is no heading).
    private static func isDrawnView(_ name: String, index: CodeIndex) -> Bool {
        index.type(named: name) != nil && index.isSubclass(name, of: "UIView") && !index.isSubclass(name, of: "UIControl")
    }

    /// The argument an Objective-C label is made with that becomes its font: `UILabel *name =
    /// [UILabel labelWithFont:<font> textColor:c]`, where the app's method of that selector (in
    /// a category or subclass of the label's class) sets the parameter as the label's font
    /// (`label.font = font`, `[label setFont:font]`). Nil for any other making.
    private static func fontHandedToMaker(declaredAt classToken: Int, _ reader: CodeBodyReader, index: CodeIndex) -> Range<Int>? {
        let open = classToken + 4
        guard reader.is(classToken + 3, "="), reader.isPunctuation(open, "["), let close = reader.partners[open], close > open else { return nil }
        // The receiver: a class name, or a message of its own.
        var cursor = open + 1
        if reader.isPunctuation(cursor, "["), let end = reader.partners[cursor] { cursor = end + 1 } else { cursor += 1 }
        var pieces: [String] = []
        var arguments: [Range<Int>] = []
        while cursor < close {
            guard reader.isName(cursor), reader.isPunctuation(cursor + 1, ":") else { return nil }
            pieces.append(reader.text(cursor))
            let start = cursor + 2
            cursor = start
            while cursor < close, !(reader.isName(cursor) && reader.isPunctuation(cursor + 1, ":") && cursor > start) {
                if reader.isPunctuation(cursor, "[") || reader.isPunctuation(cursor, "("), let end = reader.partners[cursor] { cursor = end }
                cursor += 1
            }
            arguments.append(start..<min(cursor, close))
        }
        guard !pieces.isEmpty else { return nil }
        let selector = pieces.map { $0 + ":" }.joined()
        let labelClass = reader.text(classToken)
        for type in index.lookupChain(of: labelClass) {
            for method in index.methods(of: type) where method.selector == selector {
                guard let body = method.body else { continue }
                let methodReader = CodeBodyReader(index: index, file: method.file)
                let parameters = ObjCParameterNames.of(method, body: body, methodReader)
                for offset in body where methodReader.isName(offset) {
                    let setsFont = methodReader.is(offset, "font") && methodReader.isPunctuation(offset - 1, ".") && methodReader.is(offset + 1, "=")
                        || methodReader.is(offset, "setFont") && methodReader.isPunctuation(offset + 1, ":")
                    guard setsFont, let position = parameters.firstIndex(of: methodReader.text(offset + 2)),
                          position < arguments.count else { continue }
                    return arguments[position]
                }
            }
        }
        return nil
    }

    /// The tokens of a property's value: its initialiser, or the one expression its getter returns.
    private static func valueRange(of property: PropertyDeclaration, _ reader: CodeBodyReader) -> Range<Int>? {
        if let value = EditableContentCode.initialiser(of: property, reader) { return value }
        guard let name = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: reader.file) else { return nil }
        var cursor = name + 1
        while cursor < reader.tokens.count, !reader.isPunctuation(cursor, "{") {
            if reader.lineBreakBefore(cursor) || reader.is(cursor, "=") { return nil }
            cursor += 1
        }
        // A file cut short before the getter's `{`: no value.
        guard cursor < reader.tokens.count, let close = reader.partners[cursor], close > cursor + 1 else { return nil }
        var start = cursor + 1
        if reader.is(start, "return") { start += 1 }
        return start..<close
    }

    /// `name` in `let name = UILabel()`, `var name: UILabel`, `UILabel *name =`, read at the class's name.
    private static func declaredName(after classToken: Int, _ reader: CodeBodyReader) -> String? {
        // Swift: `let name = UILabel(`.
        if reader.isPunctuation(classToken + 1, "("), reader.is(classToken - 1, "="), reader.isName(classToken - 2),
           reader.is(classToken - 3, "let") || reader.is(classToken - 3, "var") {
            return reader.text(classToken - 2)
        }
        // Objective-C: `UILabel *name`.
        if reader.tokens.indices.contains(classToken + 2), reader.text(classToken + 1) == "*", reader.isName(classToken + 2) {
            return reader.text(classToken + 2)
        }
        return nil
    }

    /// The value assigned by `name = value` after a member's name, up to the statement's end.
    private static func assignedValue(after member: Int, limit: Int, _ reader: CodeBodyReader) -> Range<Int>? {
        guard reader.tokens.indices.contains(member + 1), reader.tokens[member + 1].kind == .operator, reader.is(member + 1, "=") else {
            return nil
        }
        let end = reader.expressionEnd(from: member + 2, limit: limit)
        return member + 2 < end ? member + 2..<end : nil
    }

    /// The object a member is set on, when it is the type's own: a property or local named
    /// directly or through `self`; `self` for a bare member (`view = ...`).
    private static func ownName(_ receivers: [String]) -> String? {
        switch receivers.count {
        case 0: return "self"
        case 1: return receivers[0]
        case 2 where receivers[1] == "self": return receivers[0]
        default: return nil
        }
    }

    /// Whether a label's text is words the app spells out: a string literal without
    /// interpolation, or a localised string (`"key".localized`, `NSLocalizedString(...)`,
    /// `String(localized:)`), not a value the code computes (a balance, a count).
    private static func spellsWords(_ range: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        if reader.words(range.lowerBound, range.upperBound) != nil { return true }
        if let (yes, no) = conditionalBranches(range, reader) {
            // `step > 0 ? @"Set Password" : @"Sign Up"`: words either way.
            return spellsWords(yes, reader) && spellsWords(no, reader)
        }
        let first = range.lowerBound
        if reader.tokens[first].kind == .string {
            // `"key".localized` where no string table is in the run: the key's words.
            return reader.file.stringValue(of: reader.tokens[first]) != nil
                && (range.count == 1 || reader.isPunctuation(first + 1, "."))
        }
        return reader.isName(first) && ["NSLocalizedString", "String"].contains(reader.text(first))
            && reader.isPunctuation(first + 1, "(")
            && (reader.text(first) == "NSLocalizedString" || reader.is(first + 2, "localized"))
    }

    /// The two branches of a conditional expression `condition ? yes : no` that is the whole
    /// range (its `?` and `:` outside any brackets); nil for any other expression.
    private static func conditionalBranches(_ range: Range<Int>, _ reader: CodeBodyReader) -> (Range<Int>, Range<Int>)? {
        var question: Int?
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") || reader.isPunctuation(cursor, "{"),
               let close = reader.partners[cursor], close > cursor {
                cursor = close + 1
                continue
            }
            let text = reader.tokens[cursor].kind == .string ? "" : reader.text(cursor)
            if question == nil, text == "?", cursor > range.lowerBound {
                question = cursor
            } else if let question, text == ":", cursor > question + 1, cursor + 1 < range.upperBound {
                return (question + 1..<cursor, cursor + 1..<range.upperBound)
            }
            cursor += 1
        }
        return nil
    }

    private static func names(_ range: Range<Int>, _ words: Set<String>, _ reader: CodeBodyReader) -> Bool {
        range.contains { reader.isName($0) && words.contains(reader.text($0)) }
    }

    /// The view class a root view assignment gives (`view = emailView`, `view = EmailView()`).
    private static func rootViewType(_ value: Range<Int>, _ reader: CodeBodyReader, views: [String: String], index: CodeIndex) -> String? {
        guard reader.isName(value.lowerBound) else { return nil }
        let first = reader.text(value.lowerBound)
        if let kept = views[first] { return kept }
        return isDrawnView(first, index: index) && reader.isPunctuation(value.lowerBound + 1, "(") ? first : nil
    }

    private static func location(_ file: Int, _ span: ByteSpan, _ index: CodeIndex) -> CodeLocation {
        CodeLocation(file: file, span: span, language: index.files[file].language)
    }
}
