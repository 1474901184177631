/// Where an alert's content closure gets its `Alert` (or `ActionSheet`) when it names a
/// member instead of building one in place:
///
/// - the view's own property or method: `{ self.errorAlert }`, `{ makeAlert() }`;
/// - a type's static member: `{ Alert.offlineAlert }` (the app's `extension Alert`),
///   `{ Alerts.noNetwork() }`;
/// - a method of the item the alert shows: `.alert(item: $alert) { $0.makeAlert() }` or
///   `{ info in info.makeAlert() }`, the item's type read from the view's property
///   (`@State var alert: AlertInfo?`) or from the property of an object the view holds
///   (`$viewModel.alert`).
///
/// The answer is the member's bodies, where the caller looks for what is built; nil when
/// the closure holds anything else or the member is not the app's. The reading follows the
/// app's code one member deep, as a call is followed: the member is code the closure runs.
struct AlertBuildingMember {
    let index: CodeIndex
    let viewTypeName: String

    /// The bodies of the member named alone in `range` (a content closure's body). `item`
    /// is the `item:` argument of the presenting modifier, when it has one.
    func bodies(namedAloneIn range: Range<Int>, _ reader: CodeBodyReader, item: Range<Int>?) -> [(file: Int, body: Range<Int>)]? {
        var start = range.lowerBound
        // `{ info in info.makeAlert() }`: the closure's one parameter is the item.
        var itemName = "$0"
        if reader.isName(start), reader.is(start + 1, "in") {
            itemName = reader.text(start)
            start += 2
        }
        if reader.is(start, "return") { start += 1 }
        var owner = viewTypeName
        if reader.isName(start), reader.isPunctuation(start + 1, "."), reader.isName(start + 2) {
            let head = reader.text(start)
            if head == "self" {
                owner = viewTypeName
            } else if head == itemName, let item, let type = itemType(item, reader) {
                owner = type
            } else if head.first?.isUppercase == true, !index.declarations(named: head).isEmpty {
                owner = head
            } else {
                return nil
            }
            start += 2
        }
        guard start < range.upperBound, reader.isName(start) else { return nil }
        var end = start + 1
        let called = reader.isPunctuation(end, "(")
        if called, let close = reader.partners[end], close > end { end = close + 1 }
        guard end == range.upperBound else { return nil }
        let name = reader.text(start)
        let methods = index.methods(of: owner).compactMap { method -> (file: Int, body: Range<Int>)? in
            guard method.name == name, let body = method.body else { return nil }
            return (method.file, body)
        }
        if !methods.isEmpty || called { return methods.isEmpty ? nil : methods }
        let getters = index.properties(of: owner).filter { $0.name == name }.compactMap(getterBody)
        return getters.isEmpty ? nil : getters
    }

    /// The type of the item `.alert(item: $alert)` shows: the written type of the view's
    /// property (`AlertInfo?` gives `AlertInfo`), or, for `$model.alert`, of the property
    /// `alert` of the class (or protocol) the view's `model` holds.
    private func itemType(_ item: Range<Int>, _ reader: CodeBodyReader) -> String? {
        var cursor = item.lowerBound
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard reader.isName(cursor), reader.text(cursor).hasPrefix("$") else { return nil }
        var owner = viewTypeName
        var name = String(reader.text(cursor).dropFirst())
        cursor += 1
        if cursor + 1 < item.upperBound, reader.isPunctuation(cursor, "."), reader.isName(cursor + 1) {
            // The object's class, or the protocol it is held as (`@ObservedObject var model:
            // ViewModel`, whose `var alert: AlertInfo? { get set }` names the type as well).
            guard let held = index.instanceProperty(named: name, of: owner),
                  let object = ObservedObjectState.objectType(of: held, in: index) ?? held.bareTypeName,
                  index.type(named: object) != nil else { return nil }
            owner = object
            name = reader.text(cursor + 1)
            cursor += 2
        }
        guard cursor == item.upperBound, let property = index.instanceProperty(named: name, of: owner) else { return nil }
        return property.bareTypeName
    }

    /// The getter of a computed property (`static var offlineAlert: Alert { ... }`).
    private func getterBody(_ property: PropertyDeclaration) -> (file: Int, body: Range<Int>)? {
        let reader = CodeBodyReader(index: index, file: property.file)
        guard let nameToken = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: reader.file),
              let body = Self.getterBody(afterName: nameToken, reader, limit: reader.tokens.count) else { return nil }
        return (property.file, body)
    }

    /// The getter's body of the computed property whose name is at `nameToken` (`var
    /// errorAlert: Alert { ... }`, or its `get { }`): the braces after the written type, on
    /// its line, with no `=` before them (a stored property's value); nil for any other.
    static func getterBody(afterName nameToken: Int, _ reader: CodeBodyReader, limit: Int) -> Range<Int>? {
        guard reader.isPunctuation(nameToken + 1, ":") else { return nil }
        var brace = nameToken + 2
        while brace < limit, !reader.isPunctuation(brace, "{"), !reader.is(brace, "="),
              !reader.lineBreakBefore(brace) || brace == nameToken + 2 {
            if let partner = reader.partners[brace], partner > brace { brace = partner }
            brace += 1
        }
        guard brace < limit, reader.isPunctuation(brace, "{"), let close = reader.partners[brace], close > brace else { return nil }
        return brace + 1..<close
    }
}
