import Foundation

extension UIFont {
    /// A font weight, as UIKit defines it: a value from −1 (lightest) to 1 (heaviest), regular 0.
    ///
    /// ViewLab maps the nine named weights onto the nine weights Inter ships (as San Francisco's map
    /// onto its own): ultraLight → Thin (100), thin → Extra Light (200), light → Light (300),
    /// regular → Regular (400), medium → Medium (500), semibold → Semi Bold (600), bold → Bold (700),
    /// heavy → Extra Bold (800), black → Black (900). Values between the named ones use the nearest.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The named weights, lightest first, with the OpenType weight class each maps to.
        static let table: [(weight: Weight, openType: Int, style: String)] = [
            (.ultraLight, 100, "Thin"), (.thin, 200, "ExtraLight"), (.light, 300, "Light"),
            (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "SemiBold"),
            (.bold, 700, "Bold"), (.heavy, 800, "ExtraBold"), (.black, 900, "Black"),
        ]

        /// The nearest named weight's table entry (NaN counts as regular).
        var nearest: (weight: Weight, openType: Int, style: String) {
            let value = rawValue.isNaN ? 0 : rawValue
            return Weight.table.min { abs($0.weight.rawValue - value) < abs($1.weight.rawValue - value) }!
        }

        /// The OpenType weight class (100…900) the font is drawn with.
        var openTypeWeight: Int { nearest.openType }

        /// The named weight for an OpenType weight class (nearest).
        static func fromOpenType(_ value: Int) -> Weight {
            table.min { abs($0.openType - value) < abs($1.openType - value) }!.weight
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A font width (UIKit's `UIFont.Width`). Inter has one width, so every width draws as standard.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }
}
