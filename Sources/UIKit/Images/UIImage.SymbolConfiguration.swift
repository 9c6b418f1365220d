import CoreGraphics

// MARK: - Image configurations

extension UIImage {
    /// The base class of image configurations (UIKit: `UIImage.Configuration`). ViewLab keeps the
    /// trait collection the configuration was made for; `SymbolConfiguration` adds the symbol settings.
    open class Configuration: CustomStringConvertible, @unchecked Sendable {
        /// The traits an image is rendered for (its `displayScale` picks the bitmap's scale).
        public internal(set) var traitCollection: UITraitCollection?

        public required init() {}

        /// A copy with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copy()
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with the values `other` specifies taking precedence.
        open func applying(_ other: Configuration?) -> Self {
            let copy = self.copy()
            if let traits = other?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        /// A copy of the same class, made with `required init()` and `copyValues(from:)`.
        func copy() -> Self {
            let result = type(of: self).init()
            result.copyValues(from: self)
            return result
        }

        /// Copies the stored values of `other` (subclasses add their own).
        func copyValues(from other: Configuration) {
            traitCollection = other.traitCollection
        }

        open var description: String { "<UIImage.Configuration>" }
    }

    /// How a symbol image is drawn: point size (or text style), weight and scale. As in UIKit,
    /// unspecified values are filled in from `.body` (17 pt at the default content size),
    /// `.regular` and `.medium`; `applying(_:)` lets the other configuration's specified values win.
    public final class SymbolConfiguration: Configuration, Equatable, @unchecked Sendable {
        /// 0 when unspecified.
        public internal(set) var pointSize: CGFloat = 0
        public internal(set) var weight: SymbolWeight = .unspecified
        public internal(set) var scale: SymbolScale = .unspecified
        public internal(set) var textStyle: UIFont.TextStyle?

        public required init() { super.init() }

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// A point size (NaN, infinite or negative sizes count as unspecified), weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? min(pointSize, 4096) : 0
            self.weight = weight
            self.scale = scale
        }
        /// The size and weight of a text style's font (Dynamic Type table, `.large` category).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        /// The font's point size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(
                pointSize: font.pointSize, weight: SymbolWeight(fontWeight: font.fontDescriptor.weight), scale: scale)
        }

        public override func applying(_ other: Configuration?) -> Self {
            let result = copy()
            if let traits = other?.traitCollection { result.traitCollection = traits }
            guard let other = other as? SymbolConfiguration else { return result }
            if other.pointSize > 0 { result.pointSize = other.pointSize; result.textStyle = nil }
            if let style = other.textStyle { result.textStyle = style; result.pointSize = 0 }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            return result
        }

        override func copyValues(from other: Configuration) {
            super.copyValues(from: other)
            guard let other = other as? SymbolConfiguration else { return }
            (pointSize, weight, scale, textStyle) = (other.pointSize, other.weight, other.scale, other.textStyle)
        }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
                && lhs.textStyle == rhs.textStyle
        }

        public override var description: String {
            let size =
                textStyle.map { "textStyle \($0.rawValue)" }
                ?? (pointSize > 0 ? "pointSize \(pointSize)" : "pointSize unspecified")
            return "<UIImage.SymbolConfiguration: \(size), weight \(weight), scale \(scale)>"
        }

        // MARK: - Resolved values

        /// The point size drawn: the explicit size, else the text style's size at the traits'
        /// content size category, else body's.
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            let category = DynamicTypeTable.category(for: traitCollection)
            return DynamicTypeTable.pointSize(textStyle ?? .body, category)
        }

        /// The weight drawn: explicit, else the text style's (headline: semibold), else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            if let textStyle, DynamicTypeTable.weight(textStyle) == .semibold { return .semibold }
            return .regular
        }

        /// The scale drawn (`.default`/`.unspecified` → `.medium`).
        var resolvedScale: SymbolScale { scale == .small || scale == .large ? scale : .medium }
    }
}
