/// The closed sets of names the flow format accepts. Each enum's raw values are exactly
/// the words people write; the decoder, the JSON Schema and the suggestions ("did you mean
/// `fullScreen`?") all read them from here, so they cannot drift apart.

/// `kind` of a screen. The last four are the system's own modals.
public enum ScreenKind: String, CaseIterable, Sendable {
    case screen, alert, actionSheet, activityView, shareSheet

    /// Alerts, action sheets, activity views and share sheets: modal by nature.
    public var isSystemKind: Bool { self != .screen }
}

/// `container` of a screen: what it is shown in.
public enum ContainerKind: String, CaseIterable, Sendable {
    case none, navigation, splitView, tabBar
}

/// UIModalPresentationStyle, plus SwiftUI's names for two of them.
public enum PresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover
    case currentContext, overCurrentContext, custom
    /// SwiftUI's `.sheet`: the same as `pageSheet`.
    case sheet
    /// SwiftUI's `.fullScreenCover`: the same as `fullScreen`.
    case fullScreenCover

    /// The UIKit style this name stands for (`sheet` is `pageSheet`, `fullScreenCover` is
    /// `fullScreen`); `automatic` stays `automatic`, which rules treat as a sheet.
    public var canonical: PresentationStyle {
        switch self {
        case .sheet: return .pageSheet
        case .fullScreenCover: return .fullScreen
        default: return self
        }
    }

    /// `overFullScreen` and `overCurrentContext`: the presenter stays visible beneath, the
    /// way apps show their own alerts and overlays.
    public var isOverlay: Bool { self == .overFullScreen || self == .overCurrentContext }

    /// An overlay, or `custom`: a presentation drawn by the app's own presentation
    /// controller (a transitioning delegate's), whose look and arrival are the app's choice.
    public var hasAppsOwnLook: Bool { isOverlay || self == .custom }

    /// `automatic`, `pageSheet`, `formSheet` and `sheet` (*sheet style* in the FlowFiles article's glossary).
    public var isSheetStyle: Bool {
        switch canonical {
        case .automatic, .pageSheet, .formSheet: return true
        default: return false
        }
    }
}

/// `compact`: the adaptive style in a compact width environment, or `none` (no adaptation).
public enum CompactStyle: Hashable, Sendable {
    case none
    case style(PresentationStyle)

    public static let allNames: [String] = ["none"] + PresentationStyle.allCases.map(\.rawValue)

    public init?(name: String) {
        if name == "none" {
            self = .none
        } else if let style = PresentationStyle(rawValue: name) {
            self = .style(style)
        } else {
            return nil
        }
    }

    public var name: String {
        switch self {
        case .none: return "none"
        case .style(let style): return style.rawValue
        }
    }
}

/// UIModalTransitionStyle.
public enum TransitionStyle: String, CaseIterable, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl, custom
}

/// A button's role, as in UIKit and SwiftUI.
public enum ActionRole: String, CaseIterable, Sendable {
    case `default`, done, cancel, close, destructive
}

/// What swiping a sheet down does.
public enum DismissGesture: String, CaseIterable, Sendable {
    case allowed, confirm, disabled
}

/// What a screen shows while its content loads.
public enum LoadingIndicator: String, CaseIterable, Sendable {
    case none, spinner, progress
}

/// What a screen shows; the first four are immersive.
public enum ContentKind: String, CaseIterable, Sendable {
    case video, photo, camera, document, map, form, text, list, web

    public var isImmersive: Bool {
        switch self {
        case .video, .photo, .camera, .document: return true
        default: return false
        }
    }
}

/// `devices`: `iphone` means a compact width environment.
public enum Device: String, CaseIterable, Sendable {
    case iphone, ipad
}
