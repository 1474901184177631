/// The view controller a `UIViewControllerRepresentable` of the app shows, as its own
/// declaration states it: the type `makeUIViewController(context:)` returns
/// (`-> SFSafariViewController`), or the one `typealias UIViewControllerType = ...` names when
/// it returns that alias. SwiftUI shows exactly the controller that method makes, so where
/// the type is a system one (declared nowhere in the app) what the screen offers is that
/// controller's, which the framework table can say.
///
/// Only the representable's own members are read (its declaration and extensions, at their
/// top level): a nested coordinator's methods are not the representable's. A type the app
/// declares, an opaque `some UIViewController`, a generic parameter, or two declarations that
/// disagree name no system controller, and the reading stays open.
enum SystemControllerWrapping {
    static func controller(madeBy viewType: SwiftUIViewTypes.ViewType, index: CodeIndex) -> (name: String, place: ViewSummary.Place)? {
        made(by: viewType, method: "makeUIViewController", alias: "UIViewControllerType", index: index)
    }

    /// The UIKit view a `UIViewRepresentable` of the app makes (`makeUIView(context:) ->
    /// WKWebView`), when it is a system one, as for a controller above.
    static func view(madeBy viewType: SwiftUIViewTypes.ViewType, index: CodeIndex) -> (name: String, place: ViewSummary.Place)? {
        made(by: viewType, method: "makeUIView", alias: "UIViewType", index: index)
    }

    private static func made(by viewType: SwiftUIViewTypes.ViewType, method: StaticString, alias aliasName: StaticString,
                             index: CodeIndex) -> (name: String, place: ViewSummary.Place)? {
        var returned: [(name: String, place: ViewSummary.Place)] = []
        var alias: String?
        for declaration in viewType.declarations {
            let file = index.files[declaration.file]
            let tokens = file.tokens
            var depth = 0
            var offset = declaration.body.lowerBound
            while offset < declaration.body.upperBound {
                let token = tokens[offset]
                if token.kind == .punctuation, file.token(token, is: "{") { depth += 1 }
                if token.kind == .punctuation, file.token(token, is: "}") { depth -= 1 }
                if depth == 0, token.kind == .keyword, offset + 1 < declaration.body.upperBound {
                    let next = tokens[offset + 1]
                    if file.token(token, is: "func"), file.token(next, is: method),
                       let type = returnType(after: offset + 1, in: file, end: declaration.body.upperBound) {
                        returned.append((file.identifierName(of: tokens[type]), ViewSummary.Place(file: declaration.file, token: type)))
                    } else if file.token(token, is: "typealias"), file.token(next, is: aliasName),
                              offset + 3 < declaration.body.upperBound, file.token(tokens[offset + 2], is: "="),
                              tokens[offset + 3].kind == .identifier,
                              offset + 4 >= declaration.body.upperBound || !(tokens[offset + 4].kind == .punctuation && file.token(tokens[offset + 4], is: ".")) {
                        alias = file.identifierName(of: tokens[offset + 3])
                    }
                }
                offset += 1
            }
        }
        guard returned.count == 1, var made = returned.first else { return nil }
        if made.name == String(describing: aliasName) {
            guard let alias else { return nil }
            made.name = alias
        }
        // A generic parameter or a type of the app's own is the app's code, not the system's.
        guard index.type(named: made.name) == nil else { return nil }
        return made
    }

    /// The token of the one type name after `->` in the method's signature, up to its body's
    /// `{`: nil for an opaque, optional, generic or qualified type.
    private static func returnType(after name: Int, in file: LexedFile, end: Int) -> Int? {
        let tokens = file.tokens
        var offset = name + 1
        var parentheses = 0
        while offset < end {
            let token = tokens[offset]
            if token.kind == .punctuation, file.token(token, is: "(") { parentheses += 1 }
            if token.kind == .punctuation, file.token(token, is: ")") { parentheses -= 1 }
            if token.kind == .punctuation, file.token(token, is: "{"), parentheses == 0 { return nil }
            if parentheses == 0, token.kind == .operator, file.token(token, is: "->") {
                guard offset + 2 < end, tokens[offset + 1].kind == .identifier,
                      tokens[offset + 2].kind == .punctuation, file.token(tokens[offset + 2], is: "{") else { return nil }
                return offset + 1
            }
            offset += 1
        }
        return nil
    }
}
