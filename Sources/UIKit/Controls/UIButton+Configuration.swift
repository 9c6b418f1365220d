import CoreGraphics
import Foundation

extension UIButton {
    /// A button's content and look (iOS 15's `UIButton.Configuration`). Make one with a style
    /// (`.plain()`, `.gray()`, `.tinted()`, `.filled()` and the `bordered…`/`borderless` aliases),
    /// set its content, and assign it to `button.configuration`. The style turns `base…Color`
    /// into per-state colours (see `UIButton+ConfigurationStyle.swift` for the values).
    public struct Configuration: @unchecked Sendable {
        /// The built-in styles.
        enum Style: Sendable { case plain, gray, tinted, filled }

        let style: Style

        // MARK: Content
        public var title: String?
        public var subtitle: String?
        /// An attributed title (ViewLab shows its characters in the configuration's font and colour).
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        /// A symbol configuration for symbol images (default: matched to the title's font).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Stored; ViewLab does not draw an activity indicator.
        public var showsActivityIndicator = false

        // MARK: Layout
        /// Where the image sits relative to the title (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between image and title (default 0).
        public var imagePadding: CGFloat = 0
        /// Space between title and subtitle (default 0).
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Insets of the content from the edges; the default depends on `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets ?? buttonSize.metrics.contentInsets }
            set { storedContentInsets = newValue }
        }
        var storedContentInsets: NSDirectionalEdgeInsets?
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic

        // MARK: Colours
        /// The colour the style derives the background from (nil: the tint colour or the style's gray).
        public var baseBackgroundColor: UIColor?
        /// The colour of title, subtitle and image (nil: the style's: tint, or white for filled).
        public var baseForegroundColor: UIColor?
        public var background: UIBackgroundConfiguration

        init(style: Style) {
            self.style = style
            var background = UIBackgroundConfiguration()
            background.cornerRadius = style == .plain ? 0 : Configuration.defaultCornerRadius
            self.background = background
        }

        /// Goes back to the default insets for `buttonSize`.
        public mutating func setDefaultContentInsets() { storedContentInsets = nil }

        /// A copy for the button's state. ViewLab resolves the state's colours when it shows the
        /// configuration, so the copy has the same values.
        public func updated(for button: UIButton) -> Configuration { self }

        // MARK: Styles

        /// No background; tinted title (UIKit's `plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A gray (`secondarySystemFill`) background with a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A translucent tint background with a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint-coloured background with a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Same as `plain()` on iOS.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// Same as `gray()` on iOS.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// Same as `tinted()` on iOS.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// Same as `filled()` on iOS.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The background corner radius of the styles with a background (6 pt).
        static let defaultCornerRadius: CGFloat = 6
    }
}

// MARK: - Configuration enums

extension UIButton.Configuration {
    /// How the background's corners are rounded.
    public enum CornerStyle: Int, Sendable {
        /// `background.cornerRadius` as is.
        case fixed = -1
        /// `background.cornerRadius`, scaled with Dynamic Type.
        case dynamic = 0
        /// 4 pt, 8 pt, 12 pt (ViewLab's values for UIKit's system-defined radii).
        case small = 1, medium = 2, large = 3
        /// Half the height: a capsule.
        case capsule = 4
    }

    /// The size class of the button: it picks the fonts and default insets.
    public enum Size: Int, Sendable, CaseIterable {
        case medium = 0, small = 1, mini = 2, large = 3
    }

    /// How title and subtitle are aligned with each other.
    public enum TitleAlignment: Int, Sendable {
        case automatic = 0, leading = 1, center = 2, trailing = 3
    }
}
