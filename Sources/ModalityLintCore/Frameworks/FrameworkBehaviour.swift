/// What code outside the app does, kept as rows of data rather than as special cases in
/// the readers: the system frameworks' and common packages' types whose behaviour a
/// reading of the app's own code needs and cannot see, because their source is not in the
/// run.
///
/// A reader asks this table; it never names a framework type itself. To teach the tool a
/// framework type, add a row here with the documentation that says what it does (the
/// `source` of the row), and a test with the type in a small app of your own: no other
/// file changes. The article "Reading an app" lists the rows.
enum FrameworkBehaviour {
    /// A protocol, declared outside the app, that refines SwiftUI's `View`: a type that
    /// conforms to it is a view as surely as one that says `View`, its body given by the
    /// protocol's own extension (which calls the members the conforming type writes).
    struct ViewProtocol {
        /// The protocol's name as apps write it in a conformance.
        var name: String
        /// The module that declares it.
        var module: String
        /// Where its behaviour is stated.
        var source: String
    }

    /// Protocols outside the app that refine `View`. An app that declares a protocol of the
    /// same name itself is read from its own declaration instead.
    static let viewProtocols: [ViewProtocol] = [
        ViewProtocol(
            name: "ConnectedView", module: "SwiftUIFlux",
            source: "SwiftUIFlux's ConnectedView.swift: `public protocol ConnectedView: View`, whose extension's "
                + "`body` wraps `body(props:)` in a `StoreConnector`"),
    ]

    /// A system view that draws a button of its own that closes the presentation it is
    /// shown in: a screen whose content is one has that way out without a button of the
    /// app's.
    struct ViewWithItsOwnClose {
        var name: String
        var module: String
        /// The words of its button, as the system draws them.
        var label: String
        /// A name the app says when it chooses the button's visibility itself
        /// (`.storeButton(.hidden, for: .cancellation)`): then whether it shows is the app's
        /// choice, which this table does not settle.
        var setting: String
        var source: String
    }

    static let viewsWithTheirOwnClose: [ViewWithItsOwnClose] = [
        ViewWithItsOwnClose(
            name: "SubscriptionStoreView", module: "StoreKit", label: "Close", setting: "cancellation",
            source: "StoreButtonKind.cancellation: with automatic visibility, visible when the isPresented environment "
                + "value is true; it calls the dismiss action"),
        ViewWithItsOwnClose(
            name: "StoreView", module: "StoreKit", label: "Close", setting: "cancellation",
            source: "StoreButtonKind.cancellation: with automatic visibility, visible when the isPresented environment "
                + "value is true; it calls the dismiss action"),
    ]

    /// The views Apple's frameworks draw (SwiftUI's, and the SwiftUI views of MapKit, AVKit,
    /// PhotosUI, Charts, SpriteKit, SceneKit, StoreKit, AuthenticationServices, CoreLocationUI
    /// and WebKit), as their documentation lists them: none brings a title or a button that
    /// closes the presentation it is shown in, except those of `viewsWithTheirOwnClose`. A
    /// screen whose body is a view type named nowhere in the run and not here shows a view of
    /// a package outside the run (`ContactCardView` of a framework the app imports), whose
    /// buttons and title the reading cannot see.
    static let systemViews: Set<String> = [
        "AngularGradient", "AnyView", "AsyncImage", "Button", "Canvas", "Capsule", "Chart", "Circle", "Color",
        "ColorPicker", "ContainerRelativeShape", "ContentUnavailableView", "ControlGroup", "DatePicker",
        "DisclosureGroup", "Divider", "EditButton", "Ellipse", "EllipticalGradient", "EmptyView", "ForEach", "Form",
        "Gauge", "GeometryReader", "Grid", "GridRow", "Group", "GroupBox", "HStack", "Image", "KeyframeAnimator",
        "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "LinearGradient", "Link",
        "List", "LocationButton", "Map", "MeshGradient", "Menu", "Model3D", "MultiDatePicker", "NavigationLink",
        "NavigationSplitView", "NavigationStack", "NavigationView", "OutlineGroup", "PasteButton", "Path",
        "PhaseAnimator", "PhotosPicker", "Picker", "ProductView", "ProgressView", "RadialGradient", "RealityView",
        "Rectangle", "RenameButton", "RoundedRectangle", "SceneView", "ScrollView", "ScrollViewReader",
        "SecureField", "Section", "ShareLink", "SignInWithAppleButton", "Slider", "Spacer", "SpriteView", "Stepper",
        "Tab", "TabSection", "TabView", "Table", "Text", "TextEditor", "TextField", "TimelineView", "Toggle",
        "TupleView", "UnevenRoundedRectangle", "VStack", "VideoPlayer", "ViewThatFits", "WebView", "ZStack",
    ]

    /// Whether a view type the run declares nowhere is a package's view, not the system's:
    /// a type's name (capitalised) that neither `systemViews` nor `viewsWithTheirOwnClose` lists.
    static func isViewOutsideTheRun(named name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return !systemViews.contains(name) && viewWithItsOwnClose(named: name) == nil
    }

    /// UIKit's views that show content and draw no navigation bar, title or button of their
    /// own that closes the presentation they are in: a page in a `WKWebView` (WebKit), a
    /// map, a PDF, an image. A sheet whose whole content is an app's `UIViewRepresentable`
    /// making one, with no binding, closure, dismiss action or object of the app's to act
    /// on, has no way out but the swipe (its heading is the page's, which the reading
    /// cannot see). Sources: the classes' references
    /// (WKWebView "displays interactive web content"; MKMapView, PDFView, UIImageView).
    static let contentViewsWithoutAWayOut: Set<String> = ["WKWebView", "MKMapView", "PDFView", "UIImageView"]

    /// SwiftUI's focus wrappers (`@FocusState`, `@FocusState.Binding`): the system turns
    /// them on when people tap a field, and code that clears one hides the keyboard.
    static func isFocusState(_ attribute: String) -> Bool {
        attribute == "@FocusState" || attribute.hasPrefix("@FocusState.") || attribute.hasPrefix("@FocusState(")
    }

    /// UIKit's views that show work under way with no control of their own: a spinner
    /// (`UIActivityIndicatorView`) and a progress bar (`UIProgressView`, "the progress of a
    /// task over time"). A controller showing one and no control, over its presenter, is a
    /// progress overlay the app closes when the work ends.
    static let progressIndicatorClasses: Set<String> = ["UIActivityIndicatorView", "UIProgressView"]

    /// UIKit's classes whose instances people tap to act: a view that holds one (or one of
    /// its subclasses) has controls, any of which may be the screen's way out.
    static let tappableControlClasses: [String] = ["UIControl", "UIButton", "UIBarButtonItem"]

    /// UIViewController's own lifecycle methods (UIKit's UIViewController.h), which no other
    /// UIKit class declares: a class of the app that overrides one inherits UIViewController,
    /// whatever library class outside the run (Eureka's `FormViewController`) stands between.
    static let viewControllerLifecycleMethods: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]

    /// Methods UIKit and Foundation call by their names, never through a call the app
    /// writes: a view controller's appearance and rotation questions, and the primitive
    /// methods a collection subclass must implement. An app's method of one of these names
    /// runs though nothing in the app calls it (`DeadCode`).
    static let methodsTheSystemCalls: Set<String> = [
        "prefersStatusBarHidden", "preferredStatusBarStyle", "preferredStatusBarUpdateAnimation",
        "prefersHomeIndicatorAutoHidden", "preferredScreenEdgesDeferringSystemGestures",
        "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
        "canBecomeFirstResponder", "keyCommands", "inputAccessoryView",
        "keyEnumerator", "objectEnumerator", "countByEnumeratingWithState",
    ]

    /// AppKit's controller classes, which have lifecycle methods of the same names: a class
    /// that inherits one is not an iOS screen.
    static let appKitViewControllers: Set<String> = ["NSViewController", "NSWindowController", "NSSplitViewController",
                                                      "NSTabViewController", "NSPageController"]

    static func viewWithItsOwnClose(named name: String) -> ViewWithItsOwnClose? {
        viewsWithTheirOwnClose.first { $0.name == name }
    }

    /// A system view controller that draws a heading and a button of its own that closes it:
    /// an app's representable that wraps one (`makeUIViewController(context:) ->
    /// SFSafariViewController`) shows that screen, whose title and way out are the system's.
    /// What it shows is the system's too (a web page, the share sheet, a photo library, a
    /// mail draft the system keeps), none of the app's content that people edit: its button
    /// loses none of the app's work.
    ///
    /// Most close themselves when their button is tapped, whatever their delegate does.
    /// Some only tell their delegate (`delegateMethod`), whose code must close them: then the
    /// app's method of that name is read (`DelegateClosing`).
    struct ControllerWithItsOwnClose {
        var name: String
        var module: String
        /// The words of its button, as the system draws them.
        var label: String
        /// The delegate method its button calls, which must close it; nil when it closes itself.
        var delegateMethod: String? = nil
        /// A system kind of modal it is (the share sheet is an activity view), or nil for a screen.
        var kind: ScreenKind? = nil
        var source: String
    }

    static let controllersWithTheirOwnClose: [ControllerWithItsOwnClose] = [
        ControllerWithItsOwnClose(
            name: "SFSafariViewController", module: "SafariServices", label: "Done",
            source: "SFSafariViewControllerDelegate.safariViewControllerDidFinish(_:): called when the user taps the "
                + "Done button, after the view controller is dismissed; the bar shows the page's address"),
        ControllerWithItsOwnClose(
            name: "UIActivityViewController", module: "UIKit", label: "Close", kind: .activityView,
            source: "UIActivityViewController.completionWithItemsHandler: runs after the activity view controller is "
                + "dismissed, when the user completes or cancels; the sheet's header names what is shared"),
        ControllerWithItsOwnClose(
            name: "UIDocumentPickerViewController", module: "UIKit", label: "Cancel",
            source: "UIDocumentPickerDelegate.documentPickerWasCancelled(_:): the picker is dismissed when the user "
                + "cancels, before the delegate is told; its bar names the place it browses"),
        ControllerWithItsOwnClose(
            name: "QLPreviewController", module: "QuickLook", label: "Done",
            source: "QLPreviewControllerDelegate.previewControllerDidDismiss(_:): called after the preview controller is "
                + "dismissed; presented modally it shows a Done button in its navigation bar, titled with the item's name"),
        ControllerWithItsOwnClose(
            name: "UIImagePickerController", module: "UIKit", label: "Cancel", delegateMethod: "imagePickerControllerDidCancel",
            source: "UIImagePickerControllerDelegate.imagePickerControllerDidCancel(_:): tells the delegate that the user "
                + "canceled the pick operation; your delegate's implementation should dismiss the picker view"),
        ControllerWithItsOwnClose(
            name: "PHPickerViewController", module: "PhotosUI", label: "Cancel", delegateMethod: "picker",
            source: "PHPickerViewControllerDelegate.picker(_:didFinishPicking:): called when the user completes a "
                + "selection or dismisses the picker with the Cancel button (with no results); the delegate dismisses it"),
        ControllerWithItsOwnClose(
            name: "MFMailComposeViewController", module: "MessageUI", label: "Cancel", delegateMethod: "mailComposeController",
            source: "MFMailComposeViewControllerDelegate.mailComposeController(_:didFinishWith:error:): called when the "
                + "user sends, saves or cancels; the mail compose view controller is not dismissed automatically"),
        ControllerWithItsOwnClose(
            name: "MFMessageComposeViewController", module: "MessageUI", label: "Cancel",
            delegateMethod: "messageComposeViewController",
            source: "MFMessageComposeViewControllerDelegate.messageComposeViewController(_:didFinishWith:): called when "
                + "the user taps Send or Cancel; your implementation must dismiss the message compose view controller"),
    ]

    /// AVKit's player controller: presented, it plays video full screen and draws a Done
    /// that closes it (Interface Builder's `avPlayerViewController` scene; a scene of an app's
    /// class that inherits it is one too). Embedded in another screen it is content, with no
    /// Done, so it is no row of `controllersWithTheirOwnClose`.
    static let playerController = ControllerWithItsOwnClose(
        name: "AVPlayerViewController", module: "AVKit", label: "Done",
        source: "AVPlayerViewController: when presented full screen, the playback controls include a Done button "
            + "that dismisses the player")

    static func controllerWithItsOwnClose(named name: String) -> ControllerWithItsOwnClose? {
        controllersWithTheirOwnClose.first { $0.name == name }
    }

    /// A system container that overrides `showDetailViewController(_:sender:)` to put the
    /// controller in a column of its own instead of presenting it: sent to one (the class
    /// itself when it is a subclass, or UIKit's property that holds it), the call shows
    /// nothing modally.
    struct ContainerShowingDetail {
        var name: String
        var module: String
        /// The property of every `UIViewController` that holds the nearest such container.
        var property: String
        var source: String
    }

    static let containersShowingDetail: [ContainerShowingDetail] = [
        ContainerShowingDetail(
            name: "UISplitViewController", module: "UIKit", property: "splitViewController",
            source: "UISplitViewController.showDetailViewController(_:sender:): in a split view interface, displays "
                + "the view controller in the secondary column (pushed on the primary navigation when collapsed)"),
    ]

    /// The container among `classes` (a class and its superclasses) that shows details in a column.
    static func containerShowingDetail(among classes: [String]) -> ContainerShowingDetail? {
        containersShowingDetail.first { classes.contains($0.name) }
    }

    /// Whether UIKit's property `name` holds a container that shows details in a column.
    static func holdsContainerShowingDetail(property name: String) -> Bool {
        containersShowingDetail.contains { $0.property == name }
    }

    /// A property wrapper that writes its value to storage each time it is set: a field
    /// bound to such a property keeps what is typed as it is typed, so closing the screen
    /// loses none of it.
    struct PersistingPropertyWrapper {
        /// The attribute as apps write it, without its arguments.
        var attribute: String
        var module: String
        var source: String
    }

    static let persistingPropertyWrappers: [PersistingPropertyWrapper] = [
        PersistingPropertyWrapper(
            attribute: "@AppStorage", module: "SwiftUI",
            source: "AppStorage: a property wrapper type that reflects a value from UserDefaults; setting it writes the defaults"),
        PersistingPropertyWrapper(
            attribute: "@SceneStorage", module: "SwiftUI",
            source: "SceneStorage: a property wrapper type that reads and writes to persisted, per-scene storage"),
    ]

    /// A call that writes the app's data to storage: a view that makes one whenever its
    /// state changes (`.onChange(of: text) { draft.text = text; try? viewContext.save() }`)
    /// may keep what is typed as it is typed, a draft saved as typed.
    struct PersistingCall {
        /// The method's name.
        var method: String
        /// What the receiver's name ends with, case folded (`viewContext`,
        /// `managedObjectContext`, `modelContext`), or the type it is sent to (`UserDefaults`).
        var receiver: String
        var source: String
    }

    static let persistingCalls: [PersistingCall] = [
        PersistingCall(method: "save", receiver: "context",
                       source: "NSManagedObjectContext.save() and SwiftData's ModelContext.save(): attempts to commit unsaved changes to the persistent store"),
        PersistingCall(method: "set", receiver: "UserDefaults",
                       source: "UserDefaults.set(_:forKey:): sets the value of the specified default key"),
    ]

    /// Whether `method` sent to the receiver chain `receivers` (nearest first, as written)
    /// writes to storage.
    static func persists(method: String, receivers: [String]) -> Bool {
        persistingCalls.contains { call in
            call.method == method && receivers.contains { $0 == call.receiver || $0.lowercased().hasSuffix(call.receiver) }
        }
    }

    /// Whether a property's attributes (`@AppStorage("key")`) persist each value it is set to.
    static func persistsEachValue(attributes: [String]) -> Bool {
        attributes.contains { attribute in
            persistingPropertyWrappers.contains { attribute == $0.attribute || attribute.hasPrefix($0.attribute + "(") }
        }
    }

    /// A SwiftUI presentation modifier that always shows a button that closes what it
    /// presents, whatever buttons the app's code gives it: an alert or dialog it shows
    /// never lacks a way out, even where the reading does not follow how the app builds
    /// its buttons (a helper that returns an `Alert`, the app's own overload).
    struct ModifierWithAButtonAlways {
        /// The modifier's name (`alert` for `.alert(...)`).
        var modifier: String
        var module: String
        /// The words of the button the system adds when the app's code gives none of its kind.
        var label: String
        /// Whether that button has the cancel role: then a cancel is always there (the
        /// app's, or the system's in its place).
        var isCancel: Bool
        var source: String
    }

    static let modifiersWithAButtonAlways: [ModifierWithAButtonAlways] = [
        ModifierWithAButtonAlways(
            modifier: "alert", module: "SwiftUI", label: "OK", isCancel: false,
            source: "View.alert(_:isPresented:actions:): if no actions are present, the system includes a standard "
                + "action to dismiss the alert; the older Alert's dismissButton defaults to an OK button"),
        ModifierWithAButtonAlways(
            modifier: "confirmationDialog", module: "SwiftUI", label: "Cancel", isCancel: true,
            source: "View.confirmationDialog(_:isPresented:titleVisibility:actions:): dialogs include a standard "
                + "dismiss action by default; a button with the cancel role takes its place"),
    ]

    static func buttonAlwaysShown(byModifier modifier: String) -> ModifierWithAButtonAlways? {
        modifiersWithAButtonAlways.first { $0.modifier == modifier }
    }

    /// A library's `UIAlertController` method that adds one action, with the words its first
    /// argument gives and the style it is named for (or its `style:` argument), and sets
    /// nothing else: no title, no message. Read only where the run does not declare a method
    /// of that name (then the app's own code is followed instead).
    struct AlertActionAdder {
        var method: String
        var module: String
        /// Its style, by UIKit's case name; nil: the call's `style:` argument says it.
        var style: String?
        var source: String
    }

    static let alertActionAdders: [AlertActionAdder] = [
        AlertActionAdder(method: "addActionWithTitle", module: "WordPressShared", style: nil,
                         source: "WordPressShared UIAlertController+Helpers.swift: addActionWithTitle(_:style:handler:) makes one UIAlertAction and adds it"),
        AlertActionAdder(method: "addCancelActionWithTitle", module: "WordPressShared", style: "cancel",
                         source: "WordPressShared UIAlertController+Helpers.swift: addCancelActionWithTitle(_:handler:) calls addActionWithTitle(title, style: .cancel, handler:)"),
        AlertActionAdder(method: "addDestructiveActionWithTitle", module: "WordPressShared", style: "destructive",
                         source: "WordPressShared UIAlertController+Helpers.swift: addDestructiveActionWithTitle(_:handler:) calls addActionWithTitle(title, style: .destructive, handler:)"),
        AlertActionAdder(method: "addDefaultActionWithTitle", module: "WordPressShared", style: "default",
                         source: "WordPressShared UIAlertController+Helpers.swift: addDefaultActionWithTitle(_:handler:) calls addActionWithTitle(title, style: .default, handler:)"),
    ]

    static func alertActionAdder(named method: String) -> AlertActionAdder? {
        alertActionAdders.first { $0.method == method }
    }

    /// A SwiftUI environment value that a view calls as a function and that, as the system
    /// provides it, closes nothing: the view stays where it is. An app may put its own
    /// handler in the environment (`.environment(\.openURL, OpenURLAction { ... })`); views
    /// under such a handler run the app's code instead (`EnvironmentActions`).
    struct EnvironmentAction {
        /// The `EnvironmentValues` key path's name (`openURL` of `@Environment(\.openURL)`).
        var key: String
        var module: String
        var source: String
    }

    static let environmentActions: [EnvironmentAction] = [
        EnvironmentAction(
            key: "openURL", module: "SwiftUI",
            source: "OpenURLAction: the system handler opens the URL with the app that handles it (a browser, the App "
                + "Store); the calling view is not dismissed"),
    ]

    /// A delegate method UIKit calls when people pick a row or an item of a list: code run
    /// there runs because a choice was made, so a way out it takes commits that choice (a
    /// picker that closes on the row people tap).
    struct RowSelectionMethod {
        /// The Objective-C selector, as a Swift method's name gives it (`SelectorNames`).
        var swiftSelector: String
        /// The selector as Objective-C code declares it.
        var objectiveCSelector: String
        var module: String
        var source: String
    }

    static let rowSelectionMethods: [RowSelectionMethod] = [
        RowSelectionMethod(
            swiftSelector: "tableView:didSelectRowAt:", objectiveCSelector: "tableView:didSelectRowAtIndexPath:",
            module: "UIKit", source: "UITableViewDelegate.tableView(_:didSelectRowAt:): tells the delegate a row is selected"),
        RowSelectionMethod(
            swiftSelector: "collectionView:didSelectItemAt:", objectiveCSelector: "collectionView:didSelectItemAtIndexPath:",
            module: "UIKit",
            source: "UICollectionViewDelegate.collectionView(_:didSelectItemAt:): tells the delegate that the item at the "
                + "specified index path was selected"),
    ]

    /// Both spellings of every row-selection method's selector.
    static let rowSelectionSelectors: [String] = rowSelectionMethods.flatMap { [$0.swiftSelector, $0.objectiveCSelector] }

    /// The names of `viewProtocols`, each with the view protocol it refines.
    static let viewRefinements: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: viewProtocols.map { ($0.name, ["View"]) })
}

extension FrameworkBehaviour {
    /// A UIKit view people type or draw into: a screen that shows one may hold their work,
    /// and a screen whose every view is read and shows none holds no typed work
    /// (certainty.md, "Content people would lose").
    struct TypedTextView {
        enum Kind {
            /// One line: a name, an address, a search or a setting saved as typed alike, so
            /// whether what is typed is work is not said by the view itself.
            case oneLine
            /// Prose people write: editable unless the code or the layout turns it off.
            case prose
            /// A search: what is typed looks things up, and closing loses nothing.
            case search
            /// A drawing people make.
            case drawing
        }
        /// The class's name, as code and a storyboard's `customClass` write it.
        var name: String
        /// The element Interface Builder writes for it, when it has one of its own.
        var element: String?
        var kind: Kind
        var module: String
        var source: String
    }

    static let typedTextViews: [TypedTextView] = [
        TypedTextView(name: "UITextField", element: "textField", kind: .oneLine, module: "UIKit",
                      source: "UITextField: an object that displays an editable text area in your interface (a single line)"),
        TypedTextView(name: "UITextView", element: "textView", kind: .prose, module: "UIKit",
                      source: "UITextView: a scrollable, multiline text region; isEditable defaults to true"),
        TypedTextView(name: "UISearchBar", element: "searchBar", kind: .search, module: "UIKit",
                      source: "UISearchBar: a specialized view for receiving search-related information from the user"),
        TypedTextView(name: "UISearchTextField", element: "searchTextField", kind: .search, module: "UIKit",
                      source: "UISearchTextField: a text field that displays search tokens"),
        TypedTextView(name: "UISearchController", element: nil, kind: .search, module: "UIKit",
                      source: "UISearchController: a view controller that manages the display of search results based on "
                          + "interactions with a search bar"),
        TypedTextView(name: "PKCanvasView", element: nil, kind: .drawing, module: "PencilKit",
                      source: "PKCanvasView: a view that captures Apple Pencil input and displays the rendered results"),
    ]

    static func typedTextView(named name: String) -> TypedTextView? {
        typedTextViews.first { $0.name == name }
    }

    static func typedTextView(element: String) -> TypedTextView? {
        typedTextViews.first { $0.element == element }
    }

    /// The view controllers UIKit keeps beside a view controller, by the property that holds
    /// them, and their class: a call on one (`navigationController?.pushViewController(...)`)
    /// runs UIKit's method unless the app gives that class (or a subclass) a member of the
    /// name (`CodeIndex.callOnFrameworkRelative`).
    static let viewControllerRelatives: [String: String] = [
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "presentingViewController": "UIViewController",
        "presentedViewController": "UIViewController",
        "parent": "UIViewController",
    ]

    /// UIKit's view controller classes and their own superclass, as UIKit declares them: a
    /// method the app adds in `extension UIViewController` (an `@IBAction` every screen's
    /// storyboard button may call) is a method of a `UITableViewController` subclass too.
    /// Source: the UIKit class references ("Inherits From: UIViewController").
    static let viewControllerSuperclasses: [String: String] = [
        "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController",
        "UIPageViewController": "UIViewController",
        "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController",
        "UIActivityViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController",
        "UIDocumentPickerViewController": "UIViewController",
        "UISearchController": "UIViewController",
        "UIReferenceLibraryViewController": "UIViewController",
        "UIVideoEditorController": "UINavigationController",
    ]

    /// System controllers UIKit only presents: navigation controllers of their own, which a
    /// push refuses ("Pushing a navigation controller is not supported"), and the activity
    /// sheet. Advice to push one of them instead of presenting it would crash; a stack that
    /// is too deep under one is made shallower lower down. Source: the UIKit and MessageUI
    /// class references (`UIImagePickerController`, `UIVideoEditorController`,
    /// `MFMailComposeViewController`, `MFMessageComposeViewController`: "Inherits From:
    /// UINavigationController"; `UIActivityViewController`: "present it modally").
    static let controllersOnlyPresented: Set<String> = [
        "UIImagePickerController", "UIVideoEditorController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIActivityViewController",
    ]

    /// The values that turn a mode off as `false` turns off a flag: SwiftUI's
    /// `EditMode.inactive` (`favoritesEditMode = .inactive` ends the editing that
    /// `favoritesEditMode = .active` started). Source: SwiftUI's `EditMode` ("inactive: the
    /// user can't edit the view content").
    static let modeOffValues: Set<String> = ["inactive"]

    /// Protocols of the Swift standard library, Foundation and Combine that a class may name
    /// first among what it inherits: a Swift class's first name outside the run is its
    /// superclass (whose views the run cannot see) unless it is one of these, which add no
    /// views. A protocol another module of the app declares is not known, and stays open.
    static let standardProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "Sendable", "ObservableObject",
        "RawRepresentable", "Sequence", "Collection", "AnyObject",
    ]

    /// UIKit's alerts before `UIAlertController` (deprecated, still shipped by older apps):
    /// the class, the kind of screen it shows, and the messages that show it. Its title is
    /// `initWithTitle:`'s; its buttons are `cancelButtonTitle:` (the cancel),
    /// `destructiveButtonTitle:` (an action sheet's destructive one), each title of the
    /// nil-terminated `otherButtonTitles:` list, and each `addButtonWithTitle:`; every button
    /// closes it. It is shown by `show` (an alert) or `showInView:` and its siblings (an
    /// action sheet), over whatever screen is showing: the screen of the method that shows it.
    /// Only UIKit's own initialiser says so; another (a library's category taking a block)
    /// may set any title and buttons.
    static let legacyAlertClasses: [String: (kind: ScreenKind, initialiser: String)] = [
        "UIAlertView": (.alert, "initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:"),
        "UIActionSheet": (.actionSheet, "initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:"),
    ]
    static let legacyAlertShowSelectors: Set<String> = [
        "show", "showInView", "showFromTabBar", "showFromToolbar", "showFromRect", "showFromBarButtonItem",
    ]

    /// UIKit's gesture recognizers. A subclass overrides `touchesMoved` to recognize a
    /// gesture, not to draw, and lays out no view: code that makes one adds no view people
    /// could type or draw into (TypedTextSources).
    static let gestureRecognizerClasses: Set<String> = [
        "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer",
    ]

    /// System classes whose direct subclasses are objects of the app, not views: the app's
    /// delegate and other plain responders (`class AppDelegate: UIResponder`), and the
    /// application object. Code that names one (`AppDelegate.shared.mapView`) reaches
    /// another screen's views through it, not the views of its own (TypedTextSources).
    static let responderClassesWithoutViews: Set<String> = ["UIResponder", "UIApplication"]

    /// UIResponder's methods that follow a finger across a view: a screen or view that
    /// overrides one may be drawn on by hand, a drawing people make that no text view shows.
    static let freehandInputSelectors: [String] = ["touchesMoved:with:", "touchesMoved:withEvent:"]
    /// UIResponder's methods told where a finger touches, moves, lifts or is interrupted: the
    /// code of a drawing by hand, from its first point to where the stroke is kept
    /// (HandDrawnCanvas).
    static let touchHandlerSelectors: Set<String> = [
        "touchesBegan:with:", "touchesBegan:withEvent:", "touchesMoved:with:", "touchesMoved:withEvent:",
        "touchesEnded:with:", "touchesEnded:withEvent:", "touchesCancelled:with:", "touchesCancelled:withEvent:",
    ]
    /// Calls that add a line or curve to a path, or stroke it, in Core Graphics (`CGContext`'s
    /// `addLine(to:)`, `addQuadCurve(to:control:)`, `strokePath()`, and their C functions) and
    /// UIKit (`UIBezierPath`'s `addLine(to:)` / `addLineToPoint:`, `addQuadCurveToPoint:`,
    /// `stroke()`): a touch handler that reaches one draws the finger's path (HandDrawnCanvas).
    static let strokeCalls: Set<String> = [
        "addLine", "addLineToPoint", "CGContextAddLineToPoint", "addQuadCurve", "addQuadCurveToPoint",
        "CGContextAddQuadCurveToPoint", "strokePath", "CGContextStrokePath", "stroke",
    ]
    /// The UIKit function that gives what was drawn in the current image context as an image.
    static let drawnImageCalls: Set<String> = ["UIGraphicsGetImageFromCurrentImageContext"]
    /// UIKit's view that shows an image (`image`, `setImage:`): where a drawing by hand is kept.
    static let imageViewClass = "UIImageView"

    /// Calls that throw away an object's unsaved changes, or the object: Core Data's
    /// `NSManagedObjectContext.rollback()` and `delete(_:)` / `deleteObject:`, MagicalRecord's
    /// `deleteEntity` (`MR_deleteEntity`), Realm's `cancelWrite()`, and `discardChanges`. A
    /// Cancel that makes one on the object people's typing was written into throws that
    /// typing away (CodeIndex.discardedEdits).
    static let discardCalls: Set<String> = [
        "rollback", "deleteEntity", "MR_deleteEntity", "deleteObject", "delete", "discardChanges", "cancelWrite",
    ]

    /// Delegate protocols a type adopts to be told what people type into a view it shows
    /// (a field of a class outside the run, made in code, included).
    static let typedTextDelegates: Set<String> = [
        "UITextFieldDelegate", "UITextViewDelegate", "UITextInputDelegate", "UIKeyInput", "UITextInput",
    ]

    /// UIKit's text styles for headings (`UIFont.TextStyle`, Swift's cases and Objective-C's
    /// constants): a label set in one heads what it is in (CodeDrawnHeadings).
    static let headingTextStyles: Set<String> = [
        "largeTitle", "extraLargeTitle", "extraLargeTitle2", "title1", "title2", "title3",
        "UIFontTextStyleLargeTitle", "UIFontTextStyleExtraLargeTitle", "UIFontTextStyleExtraLargeTitle2",
        "UIFontTextStyleTitle1", "UIFontTextStyleTitle2", "UIFontTextStyleTitle3",
    ]
    /// Text styles that set words apart without making them a heading (a row's or a card's
    /// first line as often as a screen's): a label in one may head its view.
    static let largeTextStyles: Set<String> = ["headline", "UIFontTextStyleHeadline"]
    /// The size from which a font is a title's (the `title3` style's 20 points), and from
    /// which a bold one is (the `headline` style's 17 semibold), as Interface Builder's
    /// headings are read (StoryboardTitles).
    static let headingPointSize = 20.0
    static let boldHeadingPointSize = 17.0
    static let boldFontWeights: Set<String> = [
        "bold", "semibold", "heavy", "black", "UIFontWeightBold", "UIFontWeightSemibold", "UIFontWeightHeavy", "UIFontWeightBlack",
    ]

    /// The words SwiftUI gives a button made with a role and no label (`Button(role:
    /// .confirm) { ... }`, iOS 26): it draws the system's symbol and names it for VoiceOver
    /// (`ButtonRole.confirm`: a checkmark, Done; `.close`: an xmark, Close; `.cancel`: Cancel).
    static let buttonRoleLabels: [String: String] = ["confirm": "Done", "close": "Close", "cancel": "Cancel"]
}
