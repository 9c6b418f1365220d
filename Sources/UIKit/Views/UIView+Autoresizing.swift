import CoreGraphics

// MARK: - Autoresizing

extension UIView {
    /// Which parts of the frame stretch when the superview's bounds size changes (Apple's values).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies `autoresizingMask` for a superview resize, UIKit's arithmetic: per axis, the size
    /// change is shared by the flexible parts (leading margin, size, trailing margin) in
    /// proportion to their current lengths — equally when those lengths add up to zero; with no
    /// flexible part the frame is unchanged. Sizes never go below zero.
    func resize(withOldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty, transform.isIdentity else { return }
        var f = frame
        let x = UIView.distribute(
            delta: new.width - old.width, lead: f.minX, size: f.width, trail: old.width - f.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let y = UIView.distribute(
            delta: new.height - old.height, lead: f.minY, size: f.height, trail: old.height - f.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        f.origin.x += x.lead
        f.size.width = max(0, f.width + x.size)
        f.origin.y += y.lead
        f.size.height = max(0, f.height + y.size)
        frame = f
    }

    /// Splits `delta` among the flexible parts; returns how much the lead margin and the size grow.
    static func distribute(
        delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
        flexible: (lead: Bool, size: Bool, trail: Bool)
    ) -> (lead: CGFloat, size: CGFloat) {
        let parts = [(flexible.lead, max(0, lead)), (flexible.size, max(0, size)), (flexible.trail, max(0, trail))]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (0, 0) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * parts[i].1 / total : delta / CGFloat(flexibleParts.count)
        }
        return (share(0), share(1))
    }
}
