import CoreGraphics

extension UIStackView {
    /// How the arranged views share the space along the axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Views keep their intrinsic sizes; the view with the lowest content hugging priority
        /// takes the extra space, the lowest compression resistance gives way first when the
        /// views do not fit (ties: the first such view in `arrangedSubviews`).
        case fill = 0
        /// Every view gets the same size.
        case fillEqually = 1
        /// Sizes proportional to the intrinsic sizes, filling the stack.
        case fillProportionally = 2
        /// Intrinsic sizes; the extra space is shared equally between the gaps (`spacing` is the minimum).
        case equalSpacing = 3
        /// Intrinsic sizes; the centres are equally spaced (`spacing` is the minimum gap).
        case equalCentering = 4
    }

    /// How the arranged views are placed across the axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Views fill the stack across the axis.
        case fill = 0
        /// Intrinsic size at the leading edge (horizontal stacks: the top; vertical stacks: the
        /// leading side, which is the right in right-to-left layouts).
        case leading = 1
        /// Horizontal stacks: the views' first baselines are aligned (vertical stacks: `.fill`).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Intrinsic size at the trailing edge (horizontal: the bottom).
        case trailing = 4
        /// Horizontal stacks: the views' last baselines are aligned (vertical stacks: `.fill`).
        case lastBaseline = 5

        /// The top edge (the same value as `.leading`).
        public static var top: Alignment { .leading }
        /// The bottom edge (the same value as `.trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// For `customSpacing(after:)` / `setCustomSpacing(_:after:)`: no custom spacing, use
    /// `spacing` (the value of UIKit's constant, `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system spacing between siblings (the value of UIKit's constant, `FLT_MIN`); resolves
    /// to 8 pt, the standard spacing between adjacent views.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// The standard spacing between adjacent views that `spacingUseSystem` stands for.
    static let systemSpacing: CGFloat = 8
}
