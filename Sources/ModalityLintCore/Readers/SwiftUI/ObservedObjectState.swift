/// The app's own objects a view holds (a router, a view model), read for one question: which
/// of the object's properties a method sets to `nil` or `false`.
///
/// A sheet shown with `.sheet(item: $router.presentedSheet)` goes away when the router's
/// `presentedSheet` becomes `nil`. When a button calls `router.dismiss()` and the app's
/// `Router.dismiss()` says `presentedSheet = nil`, the button closes that sheet: the call
/// is followed into the app's code, as far as the one method it names. Only classes (an
/// `@Observable` or `ObservableObject` router): a struct held by a view is a copy, and
/// clearing the copy's state closes nothing.
///
/// What the method does besides is not read: the call still reaches code the reading does
/// not follow, so it only ever says that a button closes a sheet driven by that property,
/// never that it closes nothing.
enum ObservedObjectState {
    /// The app's class a view's property holds: `@Environment(Router.self) var router`,
    /// `@EnvironmentObject var router: Router`, `@State private var model = Model()`,
    /// `let router: Router`. Nil for any other type (a value, a framework's class).
    static func objectType(of property: PropertyDeclaration, in index: CodeIndex) -> String? {
        var name: Substring?
        for attribute in property.attributes where attribute.hasPrefix("@Environment(") && attribute.hasSuffix(".self)") {
            name = attribute.dropFirst("@Environment(".count).dropLast(".self)".count)
        }
        if name == nil, let bare = property.bareTypeName { name = Substring(bare) }
        // `Adjustments.StateModel`: a class nested in a namespace, known by its own name.
        if name == nil, let written = property.typeName?.filter({ $0 != "?" && $0 != "!" && !$0.isWhitespace }),
           written.contains("."), let last = written.split(separator: ".").last {
            name = last
        }
        guard let name, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let type = index.type(named: String(name)), type.kind == .class, type.language == .swift else { return nil }
        return type.name
    }

    /// The properties of `typeName` that one of its methods sets `true` and then back to
    /// `false` (`isCreating = true`, the request, `isCreating = false`): a presentation they
    /// drive shows while that method's work runs and is closed by the method itself, not
    /// by a control. A property one method sets and another clears (a router's `present`
    /// and `dismiss`) is not one. Each as `Type.property`.
    static func shownWhileWorking(in typeName: String, in index: CodeIndex) -> Set<String> {
        let properties = Set(index.properties(of: typeName).filter { !$0.isStatic }.map(\.name))
        var result = Set<String>()
        for method in index.methods(of: typeName) {
            guard let body = method.body, !method.attributes.contains(.typeMethod) else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            var shown = Set<String>()
            for offset in reader.ownPropertyAssignments(in: body, to: properties) {
                let name = reader.text(offset)
                if reader.is(offset + 2, "true") {
                    shown.insert(name)
                } else if reader.is(offset + 2, "false"), shown.contains(name) {
                    result.insert(typeName + "." + name)
                }
            }
        }
        return result
    }

    /// Per method of `typeName` (its own and its extensions'), the properties of the type its
    /// body sets to `nil` or `false` on itself (`presentedSheet = nil`, `self.isShowing =
    /// false`), each as `Type.property`. Linear in the methods' tokens.
    static func clearedState(of typeName: String, in index: CodeIndex) -> [String: Set<String>] {
        let properties = Set(index.properties(of: typeName).filter { !$0.isStatic }.map(\.name))
        var result: [String: Set<String>] = [:]
        for method in index.methods(of: typeName) {
            guard let body = method.body, !method.attributes.contains(.typeMethod) else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in reader.ownPropertyAssignments(in: body, to: properties)
            where reader.is(offset + 2, "nil") || reader.is(offset + 2, "false") {
                result[method.name, default: []].insert(typeName + "." + reader.text(offset))
            }
        }
        return result
    }
}
