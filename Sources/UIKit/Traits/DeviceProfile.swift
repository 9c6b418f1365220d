import CoreGraphics

/// ViewLab: a simulated device — screen size in points, scale, idiom, and the safe-area insets and
/// size classes it has in each orientation.
public struct DeviceProfile: Equatable, Sendable, CustomStringConvertible {
    public var name: String
    /// The screen size in points in portrait orientation.
    public var portraitSize: CGSize
    /// Pixels per point (`UIScreen.scale`).
    public var scale: CGFloat
    public var idiom: UIUserInterfaceIdiom
    /// Safe-area insets in portrait and in landscape (home button / sensor housing on the left).
    public var portraitSafeArea: UIEdgeInsets
    public var landscapeSafeArea: UIEdgeInsets
    /// Size classes (horizontal, vertical) in each orientation.
    public var portraitSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
    public var landscapeSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)

    public init(
        name: String, portraitSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom = .phone,
        portraitSafeArea: UIEdgeInsets = .zero, landscapeSafeArea: UIEdgeInsets = .zero,
        portraitSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) = (
            .compact, .regular
        ),
        landscapeSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) = (
            .compact, .compact
        )
    ) {
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.idiom = idiom
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    /// The screen size in points for an orientation.
    public func size(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }
    public func safeAreaInsets(landscape: Bool) -> UIEdgeInsets { landscape ? landscapeSafeArea : portraitSafeArea }
    public func sizeClasses(landscape: Bool) -> (
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    ) {
        landscape ? landscapeSizeClasses : portraitSizeClasses
    }

    public var description: String {
        "\(name) (\(portraitSize.width.compact)×\(portraitSize.height.compact) pt @\(scale.compact)x)"
    }

    public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool {
        lhs.name == rhs.name && lhs.portraitSize == rhs.portraitSize && lhs.scale == rhs.scale && lhs.idiom == rhs.idiom
            && lhs.portraitSafeArea == rhs.portraitSafeArea && lhs.landscapeSafeArea == rhs.landscapeSafeArea
            && lhs.portraitSizeClasses == rhs.portraitSizeClasses
            && lhs.landscapeSizeClasses == rhs.landscapeSizeClasses
    }
}
