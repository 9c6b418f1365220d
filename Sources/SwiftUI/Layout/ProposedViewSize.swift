import CoreGraphics

/// A proposal for the size of a view (`ProposedViewSize`, iOS 16): a width and a height, each
/// `nil` when the parent leaves it to the view's ideal size. Layout in SwiftUI is a negotiation:
/// the parent proposes, the child chooses its size, the parent places it.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/proposedviewsize>
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced (by 10 points by default, SwiftUI's stand-in
    /// for an unspecified dimension).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    func value(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// The proposal with the dimension along `axis` replaced.
    func with(_ axis: Axis, _ value: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: value, height: height) : ProposedViewSize(width: width, height: value)
    }
}

/// The horizontal or vertical dimension (`Axis`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/axis>
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// A set of axes (`Axis.Set`).
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    func value(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    static func make(_ axis: Axis, along: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}
