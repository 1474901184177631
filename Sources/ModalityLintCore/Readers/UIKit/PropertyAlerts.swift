/// Alerts a view controller keeps in a property of its own: built in one method
/// (`self.currentAlert = UIAlertController(...)`, its actions added there) and presented by
/// another (`present(currentAlert!, animated: true)`).
///
/// Another method that presents the property presents that alert, and the title and actions
/// read where it is built are all it has, only when the reading of the property is closed
/// (certainty.md, section 1): the class declares it, exactly one alert is ever built into
/// it, and every mention of its name anywhere in the run is one the reading accounts for:
/// its declaration, the building method's own uses after it builds the alert (which that
/// method's scan follows), and, elsewhere, presenting it, clearing it (`= nil`), comparing
/// it with `nil` or dismissing it. Any other mention (another assignment, a member set in
/// another method, a use from another type, a property observer) leaves the alert's title
/// and actions unknown and its presentations elsewhere without a target, as before.
///
/// Names are counted by the index's reference counts, a 64-bit hash of each name: a
/// collision can only add mentions, which opens the reading, never closes it.
struct PropertyAlerts {
    /// One method's scan, as UIKitFlowReader keeps it between its passes.
    struct Scanned {
        var method: MethodDeclaration
        var owner: String?
        var found: MethodPresentations
    }

    /// Where the alert of a closed property is built: the scan and the alert's index in it.
    struct Construction {
        var scan: Int
        var alert: Int
    }

    /// "Class.property" -> the one alert built into it, for the properties whose reading is
    /// closed.
    private var closed: [String: Construction] = [:]

    /// Settles every alert kept in a property: closed ones keep what their method read;
    /// the others have their title and actions unknown.
    static func settle(_ scans: inout [Scanned], index: CodeIndex) -> PropertyAlerts {
        var built: [String: [Construction]] = [:]
        for (scanIndex, scan) in scans.enumerated() {
            for (alertIndex, alert) in scan.found.alerts.enumerated() {
                guard let property = alert.keptInProperty else { continue }
                guard let owner = scan.owner else {
                    // A global variable (a function outside any type): anything may reach it.
                    scans[scanIndex].found.keptElsewhere(alertIndex)
                    continue
                }
                built[owner + "." + property, default: []].append(Construction(scan: scanIndex, alert: alertIndex))
            }
        }
        var settled = PropertyAlerts()
        for (key, constructions) in built {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            if constructions.count == 1, let construction = constructions.first, parts.count == 2,
               isClosed(property: parts[1], of: parts[0], builtBy: scans[construction.scan],
                        at: scans[construction.scan].found.alerts[construction.alert].token, index: index) {
                settled.closed[key] = construction
                continue
            }
            for construction in constructions { scans[construction.scan].found.keptElsewhere(construction.alert) }
        }
        return settled
    }

    /// A property's name as both languages say it: Objective-C's instance variable
    /// `_currentAlert` is the property `currentAlert`.
    static func propertyName(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    /// The alert built into this property of the class, when its reading is closed.
    func construction(ofProperty property: String, in className: String) -> Construction? {
        closed[className + "." + property]
    }

    private static func isClosed(property: String, of className: String, builtBy scan: Scanned, at construction: Int,
                                 index: CodeIndex) -> Bool {
        // The property, or Objective-C's instance variable behind it (`_currentAlert`), and
        // no setter called by name (`[self setCurrentAlert:other]`).
        let names = [property, "_" + property]
        let declarations = index.properties(of: className).filter { names.contains($0.name) && !$0.isStatic }.count
        guard declarations > 0, index.referenceCount(of: "set" + property.prefix(1).uppercased() + property.dropFirst()) == 0 else { return false }
        let total = names.reduce(0) { $0 + index.referenceCount(of: $1) }
        var accounted = declarations
        for method in index.methods(of: className) {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in body where reader.tokens[offset].kind == .identifier && names.contains(reader.text(offset)) {
                // `self.currentAlert = UIAlertController(` names it two tokens before,
                // `_currentAlert = [UIAlertController ...` three.
                if method.id == scan.method.id, offset + 3 >= construction {
                    // Followed by the building method's scan, which opens the alert itself
                    // where a use escapes it.
                    accounted += 1
                } else if isHarmless(reader, offset) {
                    accounted += 1
                } else {
                    return false
                }
                if accounted > total { return false }
            }
        }
        return accounted == total
    }

    /// A mention that neither changes the alert nor puts another value in the property:
    /// presenting it (`present(currentAlert!, ...)`, `presentViewController:_currentAlert`),
    /// `= nil`, `== nil`/`!= nil`, `if (_currentAlert)`, dismissing it.
    private static func isHarmless(_ reader: CodeBodyReader, _ offset: Int) -> Bool {
        var start = offset
        if reader.isPunctuation(offset - 1, "."), reader.is(offset - 2, "self") { start = offset - 2 }
        // A member of another value (`other.currentAlert`) is not this class's property.
        if start == offset, reader.isPunctuation(offset - 1, ".") { return false }
        if reader.isPunctuation(start - 1, "("), reader.is(start - 2, "present") { return true }
        if reader.isPunctuation(start - 1, ":"), reader.is(start - 2, "presentViewController") { return true }
        if reader.is(offset + 1, "="), reader.is(offset + 2, "nil") { return true }
        if reader.is(offset + 1, "==") || reader.is(offset + 1, "!=") || reader.is(offset + 1, "===") || reader.is(offset + 1, "!==") {
            return reader.is(offset + 2, "nil")
        }
        // `if (_currentAlert)`, `if (!_currentAlert)`.
        if reader.isPunctuation(offset + 1, ")") {
            let open = reader.is(start - 1, "!") ? start - 2 : start - 1
            return reader.isPunctuation(open, "(") && reader.is(open - 1, "if")
        }
        // `[_currentAlert dismissViewControllerAnimated:...]`
        if reader.isPunctuation(start - 1, "["), reader.is(offset + 1, "dismissViewControllerAnimated") { return true }
        var member = offset + 1
        if reader.is(member, "?") || reader.is(member, "!") { member += 1 }
        return reader.isPunctuation(member, ".") && reader.is(member + 1, "dismiss") && reader.isPunctuation(member + 2, "(")
    }
}
