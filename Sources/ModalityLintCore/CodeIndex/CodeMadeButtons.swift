/// The buttons a view controller makes in code and wires to itself in its view, read as
/// the controls people tap, as bar button items are:
///
///     closeButton.setTitle("Cancel", for: .normal)
///     closeButton.addTarget(self, action: #selector(cancel), for: .touchUpInside)
///     [closeButton addTarget:self action:@selector(cancel:) forControlEvents:UIControlEventTouchUpInside];
///     let close = UIButton(type: .close)
///     UIButton.systemButton(with: UIImage(systemName: "xmark")!, target: self, action: #selector(close))
///
/// Each button's words come from `setTitle(_:for:)`, `setImage(_:for:)` or a close button's
/// type on the same name (in the same method or property initialiser first, else anywhere in
/// the class); its action is the class's method the selector names, followed as a bar
/// button item's is. Wiring the reading does not tie to a method of the class (another
/// target, a selector with no method, `addAction(_:for:)`, a `primaryAction`, a menu) is
/// noted, so that the buttons read are never taken for all of them.
struct CodeMadeButtons {
    /// One fact per button pressed (`.touchUpInside`, `.primaryActionTriggered`) wired to the class.
    var buttons: [BarButtonItemFact] = []
    /// Some control is wired in a way not read: the buttons above may not be all.
    var hasUnreadWiring = false

    /// Control events that are a press of a button, as against a switch flipped or a field
    /// edited (`.valueChanged`, `.editingChanged`), which close nothing by their nature.
    private static let pressEvents: Set<String> = [
        "touchUpInside", "primaryActionTriggered", "UIControlEventTouchUpInside", "UIControlEventPrimaryActionTriggered",
    ]

    private struct Wiring {
        var receiver: String?
        var action: BarButtonItemFact.Action
        var label: BarButtonItemFact.Label?
        var location: CodeLocation
        var region: Int
    }

    /// Reads the class and its superclasses in the run: their methods and (Swift) the
    /// initialisers of their stored properties (`lazy var closeButton: UIButton = { ... }()`).
    static func read(ofClass className: String, index: CodeIndex) -> CodeMadeButtons {
        var found = CodeMadeButtons()
        var wirings: [Wiring] = []
        var regionLabels: [[String: Set<BarButtonItemFact.Label>]] = []
        var classLabels: [String: Set<BarButtonItemFact.Label>] = [:]
        for name in index.lookupChain(of: className) where !index.declarations(named: name).isEmpty && !index.isSystemClass(name) {
            var regions: [(file: Int, range: Range<Int>)] = index.methods(of: name).compactMap { method in method.body.map { (method.file, $0) } }
            for property in index.properties(of: name) where !property.isStatic {
                let reader = CodeBodyReader(index: index, file: property.file)
                guard reader.file.language == .swift, let range = EditableContentCode.initialiser(of: property, reader) else { continue }
                regions.append((property.file, range))
            }
            for region in regions {
                let reader = CodeBodyReader(index: index, file: region.file)
                var labels: [String: Set<BarButtonItemFact.Label>] = [:]
                found.read(reader, region.range, className: className, index: index, region: regionLabels.count,
                           wirings: &wirings, labels: &labels)
                regionLabels.append(labels)
                for (name, label) in labels { classLabels[name, default: []].formUnion(label) }
            }
        }
        // A name given two different words (a button that toggles Edit and Done) says neither.
        func single(_ labels: Set<BarButtonItemFact.Label>?) -> BarButtonItemFact.Label? {
            guard let labels, labels.count == 1 else { return labels == nil ? nil : .unknown }
            return labels.first
        }
        for wiring in wirings {
            let label = wiring.label
                ?? wiring.receiver.flatMap { single(regionLabels[wiring.region][$0]) ?? single(classLabels[$0]) }
                ?? .unknown
            found.buttons.append(index.controlFact(label: label, side: .inView, action: wiring.action, inClass: className,
                                                   location: wiring.location))
        }
        return found
    }

    private mutating func read(_ reader: CodeBodyReader, _ range: Range<Int>, className: String, index: CodeIndex, region: Int,
                               wirings: inout [Wiring], labels: inout [String: Set<BarButtonItemFact.Label>]) {
        let objc = reader.file.language == .objectiveC
        // Bar button items' own `primaryAction:` and menus are read by `BarButtonItemReader`.
        var barItemEnd = range.lowerBound
        for offset in range where reader.tokens[offset].kind == .identifier && !reader.isExcludedFromiOS(offset) {
            let location = CodeLocation(file: reader.fileIndex, span: reader.tokens[offset].span, language: reader.file.language)
            switch reader.text(offset) {
            case "UIBarButtonItem":
                if reader.isPunctuation(offset + 1, "("), let close = reader.partners[offset + 1] { barItemEnd = max(barItemEnd, close) }
            case "addTarget":
                guard let wiring = objc ? Self.objcWiring(reader, offset, className: className, index: index)
                    : Self.swiftWiring(reader, offset, className: className, index: index) else { continue }
                switch wiring {
                case .unread: hasUnreadWiring = true
                case .notAPress: continue
                case .press(let receiver, let action):
                    wirings.append(Wiring(receiver: receiver, action: action, label: nil, location: location, region: region))
                }
            case "addAction":
                // A control's `addAction(_:for:)` (`addAction:forControlEvents:`); an alert's
                // `addAction(_:)` adds a button to the alert, not to this screen.
                if objc ? Self.objcMessageHasPart(reader, offset, "forControlEvents")
                    : reader.isPunctuation(offset + 1, "(") && reader.arguments(ofCallAt: offset + 1).contains(where: { $0.label == "for" }) {
                    hasUnreadWiring = true
                }
            case "showsMenuAsPrimaryAction":
                hasUnreadWiring = true
            case "primaryAction":
                if offset > barItemEnd { hasUnreadWiring = true }
            case "setTitle", "setImage":
                guard let (receiver, value) = objc ? Self.objcSetter(reader, offset) : Self.swiftSetter(reader, offset),
                      let label = Self.label(reader, value, isTitle: reader.is(offset, "setTitle")) else { continue }
                labels[receiver, default: []].insert(label)
            case "UIButton" where !objc:
                // `let close = UIButton(type: .close)`; `UIButton.systemButton(with:target:action:)`.
                if reader.isPunctuation(offset + 1, "("), reader.is(offset - 1, "="), reader.isName(offset - 2),
                   reader.arguments(ofCallAt: offset + 1).contains(where: { $0.label == "type" && reader.lastName(in: $0.start, $0.end) == "close" }) {
                    labels[reader.text(offset - 2), default: []].insert(.systemItem("close"))
                } else if reader.isPunctuation(offset + 1, "."), reader.is(offset + 2, "systemButton"), reader.isPunctuation(offset + 3, "(") {
                    var target = false
                    var action: BarButtonItemFact.Action = .none
                    var label: BarButtonItemFact.Label = .unknown
                    for argument in reader.arguments(ofCallAt: offset + 3) {
                        switch argument.label {
                        case "with": label = Self.label(reader, argument.start..<argument.end, isTitle: false) ?? .unknown
                        case "target": target = argument.end == argument.start + 1 && reader.is(argument.start, "self")
                        case "action": action = index.swiftSelectorAction(reader, argument.start, argument.end, inClass: className)
                        default: continue
                        }
                    }
                    if target, case .method = action {
                        wirings.append(Wiring(receiver: nil, action: action, label: label, location: location, region: region))
                    } else {
                        hasUnreadWiring = true
                    }
                }
            default:
                continue
            }
        }
    }

    private enum Read {
        case press(receiver: String?, action: BarButtonItemFact.Action)
        case notAPress
        case unread
    }

    /// `receiver.addTarget(self, action: #selector(m), for: .touchUpInside)`; nil for a call
    /// with no control events (a gesture recognizer's `addTarget(_:action:)`).
    private static func swiftWiring(_ reader: CodeBodyReader, _ offset: Int, className: String, index: CodeIndex) -> Read? {
        guard reader.isPunctuation(offset + 1, "(") else { return nil }
        let arguments = reader.arguments(ofCallAt: offset + 1)
        guard let events = arguments.first(where: { $0.label == "for" }) else { return nil }
        guard let target = arguments.first, target.label.isEmpty, target.end == target.start + 1, reader.is(target.start, "self"),
              let selector = arguments.first(where: { $0.label == "action" }) else { return .unread }
        let action = index.swiftSelectorAction(reader, selector.start, selector.end, inClass: className)
        guard case .method = action else { return .unread }
        guard (events.start..<events.end).contains(where: { pressEvents.contains(reader.text($0)) }) else { return .notAPress }
        let chain = reader.receivers(before: offset).filter { $0 != "self" }
        return .press(receiver: chain.first.flatMap { $0 == "()" ? nil : $0 }, action: action)
    }

    /// `[receiver addTarget:self action:@selector(m:) forControlEvents:UIControlEventTouchUpInside]`.
    private static func objcWiring(_ reader: CodeBodyReader, _ offset: Int, className: String, index: CodeIndex) -> Read? {
        guard reader.isPunctuation(offset + 1, ":") else { return nil }
        var parts: [String: Range<Int>] = [:]
        var cursor = offset
        while cursor < reader.tokens.count, reader.isName(cursor), reader.isPunctuation(cursor + 1, ":") {
            let end = reader.objcArgumentEnd(from: cursor + 2, limit: reader.tokens.count)
            parts[reader.text(cursor)] = (cursor + 2)..<end
            cursor = end
        }
        guard let events = parts["forControlEvents"] else { return nil }
        guard let target = parts["addTarget"], target.count == 1, reader.is(target.lowerBound, "self"),
              let selector = parts["action"], let action = index.objcSelectorAction(reader, selector.lowerBound, inClass: className),
              case .method = action else { return .unread }
        guard events.contains(where: { pressEvents.contains(reader.text($0)) }) else { return .notAPress }
        let chain = reader.messageReceivers(before: offset)?.filter { $0 != "self" }
        return .press(receiver: chain?.first, action: action)
    }

    /// Whether the Objective-C message whose first part is at `offset` has a part named `part`.
    private static func objcMessageHasPart(_ reader: CodeBodyReader, _ offset: Int, _ part: StaticString) -> Bool {
        var cursor = offset
        while cursor < reader.tokens.count, reader.isName(cursor), reader.isPunctuation(cursor + 1, ":") {
            if reader.is(cursor, part) { return true }
            cursor = reader.objcArgumentEnd(from: cursor + 2, limit: reader.tokens.count)
        }
        return false
    }

    /// `receiver.setTitle(value, for: .normal)`: the receiver's name and the value's tokens.
    private static func swiftSetter(_ reader: CodeBodyReader, _ offset: Int) -> (String, Range<Int>)? {
        guard reader.isPunctuation(offset + 1, "("), let first = reader.arguments(ofCallAt: offset + 1).first, first.label.isEmpty,
              let receiver = reader.receivers(before: offset).first(where: { $0 != "self" }), receiver != "()" else { return nil }
        return (receiver, first.start..<first.end)
    }

    /// `[receiver setTitle:value forState:UIControlStateNormal]`.
    private static func objcSetter(_ reader: CodeBodyReader, _ offset: Int) -> (String, Range<Int>)? {
        guard reader.isPunctuation(offset + 1, ":"), let receiver = reader.messageReceivers(before: offset)?.first(where: { $0 != "self" })
        else { return nil }
        return (receiver, (offset + 2)..<reader.objcArgumentEnd(from: offset + 2, limit: reader.tokens.count))
    }

    /// A title's words, or an image's name (`UIImage(systemName: "xmark")`, `[UIImage imageNamed:@"close"]`).
    private static func label(_ reader: CodeBodyReader, _ value: Range<Int>, isTitle: Bool) -> BarButtonItemFact.Label? {
        if isTitle { return reader.words(value.lowerBound, value.upperBound).map { .title($0) } }
        for offset in value where reader.tokens[offset].kind == .string {
            return reader.file.stringValue(of: reader.tokens[offset]).map { .image($0) }
        }
        return nil
    }
}
