import CoreGraphics

/// Where views line up horizontally (`HorizontalAlignment`): in a `VStack`, across its width.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/horizontalalignment>
public struct HorizontalAlignment: Equatable, Sendable {
    /// The fraction of the width the alignment guide sits at (0 leading, 1 trailing).
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up vertically (`VerticalAlignment`): in an `HStack`, across its height.
/// Baselines are aligned as the views' bottoms here.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/verticalalignment>
public struct VerticalAlignment: Equatable, Sendable {
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 1)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes (`Alignment`): where a view sits in a frame, a `ZStack`, a
/// background.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/alignment>
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` placed in `rect` at this alignment.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(
            x: rect.minX + (rect.width - size.width) * horizontal.fraction,
            y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }
}
