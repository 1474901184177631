/// The declarations the code index records. Ids are indices into the index's arrays,
/// assigned in (file, offset) order so the same run always gives the same ids.
public enum TypeDeclarationKind: UInt8, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `actor`
    /// A Swift `extension`, or an Objective-C category or class extension.
    case `extension`
    /// An Objective-C `@implementation`: merged with its `@interface` like an extension;
    /// when the run has no `@interface` for it (a header left out), it stands for the class,
    /// whose superclass is then unknown.
    case objcImplementation
}

/// A type or extension as declared in one place.
public struct TypeDeclaration: Sendable {
    public let id: Int
    public let kind: TypeDeclarationKind
    /// The simple name (`SettingsViewController`; for `extension UIKit.UIView`, `UIView`).
    public let name: String
    public let nameSpan: ByteSpan
    /// Index of the file in the run (the `SourceFile`s given to the builder).
    public let file: Int
    public let language: CodeLanguage
    /// Inherited names in written order: for a class, the superclass first (when it has
    /// one; Swift cannot tell a superclass from a protocol by syntax, `superclassChain`
    /// decides with the run's declarations), then conformances. Generic arguments dropped.
    public let inheritedNames: [String]
    /// Methods and properties declared here (not in extensions; see `CodeIndex.methods(of:)`).
    public internal(set) var methods: [Int]
    public internal(set) var properties: [Int]
    /// Declared inside another type's body: its simple name stands for it only inside that
    /// type, so where a top-level type has the same name, the name is the top-level one's.
    public internal(set) var isNested = false
    /// `typealias View = RefreshView` in its body, when the alias names one type: inside
    /// the type (and its subclasses), `View(...)` makes a `RefreshView`.
    public internal(set) var typeAliases: [String: String] = [:]
}

/// What a method's declaration says about it.
public struct MethodAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let ibAction = MethodAttributes(rawValue: 1)
    public static let ibSegueAction = MethodAttributes(rawValue: 2)
    public static let objc = MethodAttributes(rawValue: 4)
    public static let override = MethodAttributes(rawValue: 8)
    /// `static`/`class` in Swift, `+` in Objective-C.
    public static let typeMethod = MethodAttributes(rawValue: 16)
    /// Swift `private` or `fileprivate`: only its own file can call it, and it can neither
    /// override nor implement a protocol's requirement, so the framework never calls it
    /// unless code hands it over by name (`#selector`).
    public static let fileRestricted = MethodAttributes(rawValue: 32)
    /// The getter of a class's computed property (`private var about: AboutViewController
    /// { .init(deps: deps) }`): code the class runs whenever the property is read, and so
    /// followed like a method's. Its full name and selector are the property's name, which
    /// a call never writes with parentheses.
    public static let propertyGetter = MethodAttributes(rawValue: 64)
}

/// A method, initialiser or Objective-C method with its body.
public struct MethodDeclaration: Sendable {
    public let id: Int
    /// The base name: `cancel` for `cancel(_:)`, `init`, or an Objective-C selector's
    /// first part (`dismissWithSender` for `dismissWithSender:animated:`).
    public let name: String
    /// Swift's full name (`cancel(_:)`, `viewDidLoad()`); for Objective-C, the selector.
    public let fullName: String
    /// The Objective-C selector: written (`@objc(custom:)`, an Objective-C method) or
    /// derived from the Swift name by Swift's rules.
    public let selector: String
    public let attributes: MethodAttributes
    public let nameSpan: ByteSpan
    public let file: Int
    /// The type declaration (or extension) it is declared in; nil at the top level.
    public let owner: Int?
    /// Token indices of the body, braces excluded, into the file's `tokens`; nil when
    /// the method has no body (a protocol requirement, an Objective-C declaration).
    public let body: Range<Int>?
}

/// A stored or computed property declared in a type's body.
public struct PropertyDeclaration: Sendable {
    public let id: Int
    public let name: String
    public let nameSpan: ByteSpan
    public let file: Int
    public let owner: Int
    /// The written type (`Binding<Bool>`, `UIBarButtonItem?`, `UIBarButtonItem *`), or the
    /// name an initialiser constructs (`= EditorViewController()` gives
    /// `EditorViewController`); nil when neither says it.
    public let typeName: String?
    /// Attributes as written, arguments included: `@Environment(\.dismiss)`, `@Binding`,
    /// `@IBOutlet`, `weak`.
    public let attributes: [String]
    public let isStatic: Bool
    /// Swift `private` or `fileprivate` (not `private(set)`): only code of its own file sets
    /// it, never a presenter.
    public let isFileRestricted: Bool
}

extension PropertyDeclaration {
    /// The written type as one bare name: `EditorViewController` for
    /// `EditorViewController!`, `Router?` or `UIViewController *`; nil when the type is not
    /// one name (`[Item]`, `Binding<Bool>`, a closure) or is not written.
    var bareTypeName: String? { typeName.flatMap(Self.bareName) }

    /// `written` without optionality, pointer stars and spaces, when one name remains.
    static func bareName(_ written: String) -> String? {
        // Nearly every type is written in ASCII: read its bytes, without Unicode's tables.
        let bytes = written.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            let kept = bytes.filter { byte in
                switch byte {
                case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "*"), 0x20, 0x09...0x0D: return false
                default: return true
                }
            }
            guard !kept.isEmpty, kept.allSatisfy(ByteClass.isIdentifierContinue) else { return nil }
            return kept.count == bytes.count ? written : String(decoding: kept, as: UTF8.self)
        }
        let name = written.filter { $0 != "?" && $0 != "!" && $0 != "*" && !$0.isWhitespace }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }
}
