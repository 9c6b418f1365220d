import UIKit

/// A setting that changes how a preview is rendered: orientation or layout (Apple's traits), plus
/// ViewLab's own under `.viewlab…` names.
public struct PreviewTrait<Kind>: Sendable {
    /// What the trait sets.
    public enum Setting: Sendable, Equatable {
        case orientation(PreviewOrientation)
        case layout(PreviewLayout)
        case appearance(UIUserInterfaceStyle)
        case theme(String)
    }

    public let setting: Setting

    public init(_ setting: Setting) { self.setting = setting }
}

/// A device orientation a preview is shown in.
public enum PreviewOrientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How the previewed view is sized.
public enum PreviewLayout: Sendable, Equatable {
    /// The view fills the device screen's root view.
    case device
    /// The view is sized to fit its content.
    case sizeThatFits
    /// The view gets a fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

extension PreviewTrait where Kind == Preview.ViewTraits {
    public static var portrait: Self { Self(.orientation(.portrait)) }
    public static var portraitUpsideDown: Self { Self(.orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: Self { Self(.orientation(.landscapeLeft)) }
    public static var landscapeRight: Self { Self(.orientation(.landscapeRight)) }
    public static var sizeThatFitsLayout: Self { Self(.layout(.sizeThatFits)) }
    public static var defaultLayout: Self { Self(.layout(.device)) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self { Self(.layout(.fixed(width: width, height: height))) }

    /// ViewLab only: pins the preview to light or dark appearance.
    public static func viewlabAppearance(_ style: UIUserInterfaceStyle) -> Self { Self(.appearance(style)) }
    /// ViewLab only: renders the preview with a theme from `Themes/` (a name or a path).
    public static func viewlabTheme(_ nameOrPath: String) -> Self { Self(.theme(nameOrPath)) }
}
