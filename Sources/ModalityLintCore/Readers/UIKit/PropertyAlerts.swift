/// Alerts a view controller keeps in a property of its own: built in one method
/// (`self.currentAlert = UIAlertController(...)`, its actions added there) and presented by
/// another (`present(currentAlert!, animated: true)`).
///
/// Another method that presents the property presents that alert, and the title and actions
/// read where it is built are all it has, only when the reading of the property is closed
/// (certainty.md, section 1): the class declares it, and every mention of its name anywhere
/// in the run is one the reading accounts for: its declaration, a building method's own uses
/// after it builds an alert (which that method's scan follows), and, elsewhere, presenting
/// it, clearing it (`= nil`), comparing it with `nil` or dismissing it. Any other mention
/// (another assignment, a member set in another method, a use from another type, a property
/// observer) leaves the alerts' titles and actions unknown and their presentations
/// elsewhere without a target, as before.
///
/// Where several methods take turns building alerts into the property (Objective-C's
/// `currentAlert`, dismissed and replaced by each prompt), each alert is what its own method
/// read and presents, unless that method calls the class's own code before presenting it;
/// a presentation by another method could show any of them and has no target.
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
    static func settle(_ scans: inout [Scanned], index: CodeIndex, appCode: AppAlertCode) -> PropertyAlerts {
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
            // The first construction of each building method: its scan follows the
            // property from there.
            var builders: [Int: Int] = [:]
            for construction in constructions {
                let scan = scans[construction.scan]
                let token = scan.found.alerts[construction.alert].token
                builders[scan.method.id] = min(builders[scan.method.id] ?? token, token)
            }
            guard parts.count == 2, isClosed(property: parts[1], of: parts[0], builders: builders, index: index, appCode: appCode) else {
                for construction in constructions { scans[construction.scan].found.keptElsewhere(construction.alert) }
                continue
            }
            if constructions.count == 1, let construction = constructions.first {
                settled.closed[key] = construction
                continue
            }
            // Several alerts take turns in the property (a controller's `currentAlert`): each
            // is what its own method read, up to where that method presents it, when nothing
            // run in between can build another into it. A presentation by another method
            // could show any of them, and stays without a target.
            let methods = Set(index.methods(of: parts[0]).map(\.name))
            for construction in constructions {
                let scan = scans[construction.scan]
                if mayRunOwnCode(scan, after: scan.found.alerts[construction.alert].token, property: parts[1], methods: methods, index: index) {
                    scans[construction.scan].found.keptElsewhere(construction.alert)
                }
            }
        }
        return settled
    }

    /// Whether the building method, between the alert's construction and its last mention
    /// of the property, calls a method of the class (`[self refresh]`, `reload()`), which
    /// might build another alert into the property before this one is presented. The
    /// handlers of the alert's actions run later and do not count; a call that merely
    /// shares a method's name counts, which only keeps the alert open.
    private static func mayRunOwnCode(_ scan: Scanned, after construction: Int, property: String, methods: Set<String>,
                                      index: CodeIndex) -> Bool {
        guard let body = scan.method.body else { return true }
        let reader = CodeBodyReader(index: index, file: scan.method.file)
        let names = [property, "_" + property]
        var last = construction
        for offset in construction..<body.upperBound where reader.tokens[offset].kind == .identifier && names.contains(reader.text(offset)) {
            last = offset
        }
        var offset = construction
        while offset < last {
            defer { offset += 1 }
            guard reader.tokens[offset].kind == .identifier else { continue }
            if let end = actionConstructionEnd(reader, offset) {
                offset = end
                continue
            }
            if methods.contains(reader.text(offset)),
               reader.isPunctuation(offset + 1, "(") || reader.isPunctuation(offset + 1, ":") || reader.isPunctuation(offset + 1, "]") {
                return true
            }
        }
        return false
    }

    /// The last token of a `UIAlertAction` made at `offset`, handler included:
    /// `[UIAlertAction actionWithTitle:... handler:^{ ... }]`, `UIAlertAction(title: ...) { _ in ... }`.
    private static func actionConstructionEnd(_ reader: CodeBodyReader, _ offset: Int) -> Int? {
        guard reader.is(offset, "UIAlertAction") else { return nil }
        if reader.isPunctuation(offset - 1, "["), let close = reader.partners[offset - 1], close > offset { return close }
        guard reader.isPunctuation(offset + 1, "("), let close = reader.partners[offset + 1], close > offset else { return nil }
        if reader.isPunctuation(close + 1, "{"), let end = reader.partners[close + 1], end > close { return end }
        return close
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

    /// `builders`: the id of each method that builds an alert into the property, with the
    /// token of its first construction.
    private static func isClosed(property: String, of className: String, builders: [Int: Int], index: CodeIndex,
                                 appCode: AppAlertCode) -> Bool {
        // The property, or Objective-C's instance variable behind it (`_currentAlert`), and
        // no setter called by name (`[self setCurrentAlert:other]`).
        let names = [property, "_" + property]
        let declared = index.properties(of: className).filter { names.contains($0.name) && !$0.isStatic }
        guard !declared.isEmpty, index.referenceCount(of: "set" + property.prefix(1).uppercased() + property.dropFirst()) == 0 else { return false }
        // Declared only in the class's implementation file: no other file can name it, so
        // only that file's mentions count (another class's `currentAlert` elsewhere is
        // another variable).
        let privateFile = implementationFile(declaring: declared, of: className, index: index)
        // An instance variable of a header's `@interface { }`, protected as Objective-C
        // makes it unless `@public` says otherwise: only the class's and its subclasses'
        // methods can name it.
        let scope = privateFile == nil ? protectedScope(declaring: declared, of: className, index: index) : nil
        var total = names.reduce(0) { $0 + index.referenceCount(of: $1) }
        if let privateFile {
            total = mentions(of: names, inFile: privateFile, index: index)
        } else if let scope {
            total = declared.count + scope.flatMap { index.methods(of: $0) }.reduce(0) { $0 + mentions(of: names, in: $1, index: index) }
        }
        var accounted = declared.count
        for method in (scope ?? [className]).flatMap({ index.methods(of: $0) }) where privateFile == nil || method.file == privateFile {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in body where reader.tokens[offset].kind == .identifier && names.contains(reader.text(offset)) {
                // `self.currentAlert = UIAlertController(` names it two tokens before,
                // `_currentAlert = [UIAlertController ...` three.
                if let construction = builders[method.id], offset + 3 >= construction {
                    // Followed by the building method's scan, which opens the alert itself
                    // where a use escapes it.
                    accounted += 1
                } else if isHarmless(reader, offset, appCode: appCode) {
                    accounted += 1
                } else {
                    return false
                }
                if accounted > total { return false }
            }
        }
        return accounted == total
    }

    /// The file of an Objective-C class's `@implementation` when every declaration of the
    /// property is in it (an instance variable in `@implementation { }` or in the class
    /// extension `@interface T () { }` of the `.m` file): a header never holds an
    /// `@implementation`, and a name declared only there is out of every other file's sight.
    private static func implementationFile(declaring declared: [PropertyDeclaration], of className: String,
                                           index: CodeIndex) -> Int? {
        guard let file = declared.first?.file, declared.allSatisfy({ $0.file == file }), index.files[file].language == .objectiveC,
              index.types.contains(where: { $0.kind == .objcImplementation && $0.name == className && $0.file == file })
        else { return nil }
        return file
    }

    /// The class and every subclass of it in the run, when every declaration of the
    /// property is an Objective-C instance variable of an `@interface`'s braces with no
    /// `@public` or `@package` before it in them (protected, as Objective-C makes it).
    private static func protectedScope(declaring declared: [PropertyDeclaration], of className: String, index: CodeIndex) -> [String]? {
        for declaration in declared {
            let file = index.files[declaration.file]
            guard file.language == .objectiveC, let token = SwiftUIViewTypes.tokenIndex(of: declaration.nameSpan, in: file) else { return nil }
            let reader = CodeBodyReader(index: index, file: declaration.file)
            var cursor = token - 1
            var steps = 0
            while cursor >= 0, !reader.isPunctuation(cursor, "{") {
                // `@public` and `@package` open it to others; `@property` is no instance variable.
                if reader.tokens[cursor].kind == .atKeyword, !reader.is(cursor, "@protected"), !reader.is(cursor, "@private") { return nil }
                if steps > 4096 { return nil }
                cursor -= 1
                steps += 1
            }
            guard cursor >= 0 else { return nil }
        }
        var scope = [className]
        for type in index.types where type.kind == .class || type.kind == .objcImplementation {
            if !scope.contains(type.name), index.superclassChain(of: type.name).contains(className) { scope.append(type.name) }
        }
        return scope
    }

    /// How many identifiers of the method's body are one of `names`.
    private static func mentions(of names: [String], in method: MethodDeclaration, index: CodeIndex) -> Int {
        guard let body = method.body else { return 0 }
        let reader = CodeBodyReader(index: index, file: method.file)
        return body.filter { reader.tokens[$0].kind == .identifier && names.contains(reader.text($0)) }.count
    }

    /// How many identifiers of the file are one of `names`.
    private static func mentions(of names: [String], inFile file: Int, index: CodeIndex) -> Int {
        let reader = CodeBodyReader(index: index, file: file)
        var count = 0
        for offset in reader.tokens.indices where reader.tokens[offset].kind == .identifier && names.contains(reader.text(offset)) {
            count += 1
        }
        return count
    }

    /// A mention that neither changes the alert nor puts another value in the property:
    /// presenting it (`present(currentAlert!, ...)`, `presentViewController:_currentAlert`),
    /// `= nil`, `== nil`/`!= nil`, `if (_currentAlert)`, dismissing it.
    private static func isHarmless(_ reader: CodeBodyReader, _ offset: Int, appCode: AppAlertCode) -> Bool {
        var start = offset
        // `self->currentAlert`, `strongSelf->currentAlert`: Objective-C's arrow reaches an
        // instance variable, which only the class's own code does.
        let dot = reader.isPunctuation(offset - 1, ".")
        if (dot && reader.is(offset - 2, "self")) || reader.is(offset - 1, "->") { start = offset - 2 }
        // A member of another value (`other.currentAlert`) is not this class's property.
        if start == offset, dot { return false }
        if reader.isPunctuation(start - 1, "("), reader.is(start - 2, "present") { return true }
        if reader.isPunctuation(start - 1, ":"), reader.is(start - 2, "presentViewController") { return true }
        // The app's helper that presents what it is handed and leaves it as it is, the
        // property its one argument: `[self showNotificationAlert:currentAlert]`, `showAlert(currentAlert!)`.
        if reader.isPunctuation(start - 1, ":"), reader.isPunctuation(offset + 1, "]"), reader.isName(start - 2), reader.isName(start - 3),
           reader.isPunctuation(start - 4, "["), appCode.presentsUnchanged(calling: reader.text(start - 2), argument: 0) {
            return true
        }
        var after = offset + 1
        while reader.is(after, "!") || reader.is(after, "?") { after += 1 }
        if reader.isPunctuation(start - 1, "("), reader.isPunctuation(after, ")"), reader.isName(start - 2),
           appCode.presentsUnchanged(calling: reader.text(start - 2), argument: 0) {
            return true
        }
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
