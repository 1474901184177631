/// What a local, a property or an argument holds at a UIKit presentation site, as far as
/// the method that presents it says: the class it makes, the storyboard scene it
/// instantiates, the system modal it builds. `unknown` when the method does not say (a
/// parameter, a helper's result): a presentation of it names no target.
indirect enum PresentedValue: Hashable {
    /// An instance of a class: the run's own view controller or one of UIKit's.
    case controller(String)
    /// `instantiateViewController(withIdentifier: "id")`: the scene with that Storyboard ID.
    case storyboardScene(String)
    /// `UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()`:
    /// the initial scene of the storyboard of that name.
    case storyboardInitialScene(String)
    /// `UIHostingController(rootView: V(...))`: the SwiftUI view `V`.
    case hostedView(String)
    /// `UINavigationController(rootViewController: root)` (or a subclass's initialiser): the
    /// class made and what its root is; the presented screen is the root.
    case navigation(String, root: PresentedValue)
    /// A `UIAlertController` built in the method: an index into its alerts.
    case alert(Int)
    /// A `UIAlertAction` built in the method: an index into its alert actions.
    case alertAction(Int)
    /// A `UIActivityViewController` built in the method: an index into its activity views.
    case activityView(Int)
    /// The method's parameter at this position (`func show(_ viewController: ...)`): what
    /// each call hands in (UIKitFlowReader binds it at the calls the index finds).
    case parameter(Int)
    case unknown

    /// A view controller the method makes (a class's, a storyboard scene, a hosted view, a
    /// navigation controller around one): what a style can be set on.
    var isController: Bool {
        switch self {
        case .controller, .storyboardScene, .storyboardInitialScene, .hostedView, .navigation: return true
        case .alert, .alertAction, .activityView, .parameter, .unknown: return false
        }
    }

    /// The parameter the value is, or whose navigation controller it is the root of.
    var parameterPosition: Int? {
        switch self {
        case .parameter(let position): return position
        case .navigation(_, let root): return root.parameterPosition
        default: return nil
        }
    }

    /// The value with the parameter it stands on replaced by `argument`.
    func binding(_ argument: PresentedValue) -> PresentedValue {
        switch self {
        case .parameter: return argument
        case .navigation(let name, let root): return .navigation(name, root: root.binding(argument))
        default: return self
        }
    }

    /// Reads what NavigationPlacement's resolution of `T(...)`, casts and
    /// `instantiateViewController(withIdentifier:)` gives.
    init(_ value: NavigationPlacement.Value) {
        switch value {
        case .instance(let name): self = .controller(name)
        case .storyboardScene(let identifier): self = .storyboardScene(identifier)
        case .storyboardInitialScene(let name): self = .storyboardInitialScene(name)
        }
    }
}
