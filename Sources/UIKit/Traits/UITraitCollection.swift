@_spi(ViewLab) import QuartzCore
import CoreGraphics

/// The traits that describe the environment a view is in: appearance, scale, size classes, text
/// size, layout direction, idiom, contrast and legibility weight.
///
/// Every trait starts *unspecified*; `init(traitsFrom:)` combines collections, later ones winning
/// for each trait they specify — the rule UIKit documents for `init(traitsFrom:)`.
public final class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Pixels per point; 0 when unspecified.
    public private(set) var displayScale: CGFloat = 0
    public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public private(set) var accessibilityContrast: UIAccessibilityContrast = .unspecified
    public private(set) var legibilityWeight: UILegibilityWeight = .unspecified
    /// ViewLab: the theme system colours resolve against; nil when unspecified (they then use
    /// `Theme.current`). A trait like a custom `UITraitDefinition` (iOS 17): a stage sets it on
    /// its window (`UIWindow.theme`), so every view on the stage inherits it and a render carries
    /// its theme as a value instead of swapping a process-wide one.
    @_spi(ViewLab) public private(set) var theme: Theme?

    /// An empty collection: every trait unspecified.
    public override init() {}

    /// Combines `traitCollections`: for each trait, the last collection that specifies it wins.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        super.init()
        for t in traitCollections { overlay(t) }
    }

    /// ViewLab convenience (also the shape of the old skeleton's initialiser): several traits at once.
    public convenience init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
        accessibilityContrast: UIAccessibilityContrast = .unspecified
    ) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.accessibilityContrast = accessibilityContrast
    }

    // MARK: - Single-trait initialisers

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(); self.userInterfaceStyle = userInterfaceStyle
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(); self.horizontalSizeClass = horizontalSizeClass
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(); self.verticalSizeClass = verticalSizeClass
    }
    public convenience init(displayScale: CGFloat) {
        self.init(); self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(); self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(); self.layoutDirection = layoutDirection
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(); self.userInterfaceIdiom = userInterfaceIdiom
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(); self.accessibilityContrast = accessibilityContrast
    }
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(); self.legibilityWeight = legibilityWeight
    }
    /// ViewLab: a collection that specifies only the `theme` trait.
    @_spi(ViewLab) public convenience init(theme: Theme) { self.init(); self.theme = theme }

    /// A copy with `other`'s specified traits laid over this one's.
    func overlaying(_ other: UITraitCollection) -> UITraitCollection { UITraitCollection(traitsFrom: [self, other]) }

    private func overlay(_ t: UITraitCollection) {
        if t.userInterfaceStyle != .unspecified { userInterfaceStyle = t.userInterfaceStyle }
        if t.horizontalSizeClass != .unspecified { horizontalSizeClass = t.horizontalSizeClass }
        if t.verticalSizeClass != .unspecified { verticalSizeClass = t.verticalSizeClass }
        if t.displayScale > 0 { displayScale = t.displayScale }
        if t.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = t.preferredContentSizeCategory
        }
        if t.layoutDirection != .unspecified { layoutDirection = t.layoutDirection }
        if t.userInterfaceIdiom != .unspecified { userInterfaceIdiom = t.userInterfaceIdiom }
        if t.accessibilityContrast != .unspecified { accessibilityContrast = t.accessibilityContrast }
        if t.legibilityWeight != .unspecified { legibilityWeight = t.legibilityWeight }
        if let theme = t.theme { self.theme = theme }
    }

    // MARK: - Comparing

    /// Whether `trait` contains every trait this collection specifies, with the same value.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    /// Whether a colour resolved with the two collections could differ: UIKit compares user
    /// interface style, accessibility contrast, user interface level and display gamut; ViewLab
    /// also the theme (the source of the system colours' values).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
            || theme != traitCollection.theme
    }

    /// Collections are equal when every trait is (`isEqual(_:)`, as UIKit's).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UITraitCollection else { return false }
        return userInterfaceStyle == rhs.userInterfaceStyle && horizontalSizeClass == rhs.horizontalSizeClass
            && verticalSizeClass == rhs.verticalSizeClass && displayScale == rhs.displayScale
            && preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && layoutDirection == rhs.layoutDirection && userInterfaceIdiom == rhs.userInterfaceIdiom
            && accessibilityContrast == rhs.accessibilityContrast && legibilityWeight == rhs.legibilityWeight
            && theme == rhs.theme
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle); hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass)
        hasher.combine(displayScale); hasher.combine(preferredContentSizeCategory); hasher.combine(layoutDirection)
        return hasher.finalize()
    }

    /// Trait collections are immutable: the copy is the collection itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String {
        "<UITraitCollection: style=\(userInterfaceStyle), size=\(horizontalSizeClass)/\(verticalSizeClass), scale=\(displayScale), idiom=\(userInterfaceIdiom)>"
    }

    // MARK: - The current traits

    /// The traits in effect while UIKit draws or lays out a view: UIKit sets it to the view's
    /// `traitCollection` around `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`.
    /// Per thread, as in UIKit: a thread that never set it starts with light traits at 3×.
    public static var current: UITraitCollection {
        get { currentPerThread.value }
        set { currentPerThread.value = newValue }
    }
    private static let currentPerThread = ThreadLocal {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 3),
        ])
    }

    /// Runs `actions` with `self` as `UITraitCollection.current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = saved }
        try actions()
    }
}
