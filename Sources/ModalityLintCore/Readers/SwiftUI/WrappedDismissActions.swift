/// The environment's dismiss reached through an app's own property wrapper: `@Router private
/// var router` where the app declares `@propertyWrapper struct Router` whose `wrappedValue`
/// is a `Wrapper` that stores `let dismiss: DismissAction` (filled from the environment).
/// Then `router.dismiss()` calls SwiftUI's `DismissAction`, as `dismiss()` of
/// `@Environment(\.dismiss)` does: it closes the presentation (or goes back where pushed).
///
/// Read from declarations only, and only when every link is the app's own and says so: the
/// attribute names exactly one type marked `@propertyWrapper`, its `wrappedValue` is written
/// with one type name, that type is declared inside the wrapper (or is the run's only type of
/// that name), and the member is a stored property written as `DismissAction`. A method of
/// the same name, or any other member, stays a call the reading does not follow.
enum WrappedDismissActions {
    /// The members of `property`'s wrapped value that hold SwiftUI's `DismissAction`.
    static func members(of property: PropertyDeclaration, in index: CodeIndex) -> Set<String> {
        for attribute in property.attributes where attribute.hasPrefix("@") && attribute.dropFirst().first?.isUppercase == true {
            let found = members(wrappedBy: String(attribute.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }), in: index)
            if !found.isEmpty { return found }
        }
        return []
    }

    private static func members(wrappedBy wrapperName: String, in index: CodeIndex) -> Set<String> {
        // Among every type of that name: a nested type may share the wrapper's name (the
        // wrapper `Router` and a coordinator's `Router`), and only one is the wrapper.
        let wrappers = index.everyType(named: wrapperName).filter { isPropertyWrapper($0, in: index) }
        guard wrappers.count == 1, let wrapper = wrappers.first,
              let wrappedValue = wrapper.properties.map({ index.properties[$0] }).first(where: { $0.name == "wrappedValue" && !$0.isStatic }),
              let valueType = wrappedValue.bareTypeName, let value = declaration(named: valueType, within: wrapper, in: index) else { return [] }
        var result = Set<String>()
        for id in value.properties {
            let member = index.properties[id]
            if !member.isStatic, member.bareTypeName == "DismissAction", SwiftUIViewTypes.isStored(member, in: index) { result.insert(member.name) }
        }
        return result
    }

    /// `@propertyWrapper` among the attributes written before the declaration's keyword.
    private static func isPropertyWrapper(_ type: TypeDeclaration, in index: CodeIndex) -> Bool {
        let file = index.files[type.file]
        guard let nameToken = SwiftUIViewTypes.tokenIndex(of: type.nameSpan, in: file) else { return false }
        var cursor = nameToken - 1
        var looked = 0
        while cursor >= 0, looked < 10 {
            let token = file.tokens[cursor]
            if token.kind == .attribute, file.text(of: token) == "@propertyWrapper" { return true }
            guard token.kind == .attribute || token.kind == .keyword || token.kind == .identifier else { return false }
            cursor -= 1
            looked += 1
        }
        return false
    }

    /// The declaration of `name` nested in `outer` (same file, inside its body), else the
    /// run's only declaration of that name.
    private static func declaration(named name: String, within outer: TypeDeclaration, in index: CodeIndex) -> TypeDeclaration? {
        let declarations = index.declarations(named: name).filter { $0.kind != .extension }
        if let body = SwiftUIViewTypes.declaration(of: outer, index: index) {
            let tokens = index.files[outer.file].tokens
            let nested = declarations.filter { candidate in
                candidate.file == outer.file && body.body.lowerBound < tokens.count && body.body.upperBound <= tokens.count
                    && candidate.nameSpan.start > tokens[body.body.lowerBound].span.start
                    && (body.body.upperBound == tokens.count || candidate.nameSpan.start < tokens[body.body.upperBound].span.start)
            }
            if nested.count == 1 { return nested[0] }
        }
        return declarations.count == 1 ? declarations[0] : nil
    }
}
