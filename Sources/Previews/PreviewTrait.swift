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
        case device(String)
        case contentSizeCategory(UIContentSizeCategory)
        case layoutDirection(UITraitEnvironmentLayoutDirection)
        case sweep(PreviewSweep)
        case accessibilityAccepted(AccessibilityAcceptance)
        case timeline(PreviewTimeline)
        case reduceMotion(Bool)
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
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
        Self(.layout(.fixed(width: width, height: height)))
    }

    /// ViewLab only: pins the preview to light or dark appearance.
    public static func viewlabAppearance(_ style: UIUserInterfaceStyle) -> Self { Self(.appearance(style)) }
    /// ViewLab only: renders the preview on a device (`"iPhone SE (3rd generation)"`, by
    /// `DeviceProfile.name`).
    public static func viewlabDevice(_ name: String) -> Self { Self(.device(name)) }
    /// ViewLab only: renders the preview at a Dynamic Type text size.
    public static func viewlabContentSize(_ category: UIContentSizeCategory) -> Self {
        Self(.contentSizeCategory(category))
    }
    /// ViewLab only: renders the preview right-to-left (or left-to-right).
    public static func viewlabLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) -> Self {
        Self(.layoutDirection(direction))
    }
    /// ViewLab: Settings › Accessibility › Motion › Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`).
    public static var viewlabReduceMotion: Self { Self(.reduceMotion(true)) }
    /// ViewLab only: one preview per value, each set on the returned view through `keyPath`:
    /// `.viewlabSweep("progress", \ProgressRing.progress, [0, 0.25, 1])`.
    public static func viewlabSweep<View: UIView, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<View, Value>, _ values: [Value]
    ) -> Self {
        Self(.sweep(PreviewSweep(name, keyPath, values)))
    }
    /// ViewLab only: renders the preview with a theme from `Themes/` (a name or a path).
    public static func viewlabTheme(_ nameOrPath: String) -> Self { Self(.theme(nameOrPath)) }
    /// ViewLab only: `viewlab export` records the preview's animations for `seconds` at `fps`
    /// frames per second into an animated PNG (APNG) instead of drawing one moment:
    /// `.viewlabTimeline(seconds: 1, fps: 30)`. Frame *k* is the presentation tree *k*/`fps`
    /// seconds after the body was built (plus `export --time`).
    public static func viewlabTimeline(seconds: Double, fps: Int) -> Self {
        Self(.timeline(PreviewTimeline(seconds: seconds, framesPerSecond: fps)))
    }
    /// ViewLab only: the accessibility audit reports findings of `rule` in this preview as accepted
    /// (they no longer fail `viewlab audit`), with the reason shown beside them:
    /// `.viewlabAccessibilityAccepted(.hitArea, "decorative")`.
    public static func viewlabAccessibilityAccepted(_ rule: AccessibilityAuditRule, _ reason: String) -> Self {
        Self(.accessibilityAccepted(AccessibilityAcceptance(rule: rule, reason: reason)))
    }
}

extension PreviewTrait.Setting: CustomStringConvertible {
    /// The trait as `viewlab list` shows it.
    public var description: String {
        switch self {
        case .orientation(let o): return o.rawValue
        case .layout(.device): return "defaultLayout"
        case .layout(.sizeThatFits): return "sizeThatFitsLayout"
        case .layout(.fixed(let w, let h)): return "fixedLayout(\(w)×\(h))"
        case .appearance(let style): return style == .dark ? "dark" : "light"
        case .theme(let name): return "theme \(name)"
        case .device(let name): return "device \(name)"
        case .contentSizeCategory(let category): return "text size \(category.rawValue)"
        case .layoutDirection(let direction): return direction == .rightToLeft ? "right-to-left" : "left-to-right"
        case .sweep(let sweep): return "\(sweep.name) in [\(sweep.labels.joined(separator: ", "))]"
        case .accessibilityAccepted(let acceptance): return "accepts \(acceptance.rule.rawValue): \(acceptance.reason)"
        case .timeline(let timeline): return "timeline \(timeline)"
        case .reduceMotion(let on): return on ? "reduce motion" : "full motion"
        }
    }
}

/// How long and how finely an animated preview is recorded (`.viewlabTimeline(seconds:fps:)`).
public struct PreviewTimeline: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public var seconds: Double
    public var framesPerSecond: Int

    public init(seconds: Double, framesPerSecond: Int) {
        self.seconds = seconds
        self.framesPerSecond = framesPerSecond
    }

    /// "1.0 s at 30 fps".
    public var description: String { "\(seconds) s at \(framesPerSecond) fps" }
}
