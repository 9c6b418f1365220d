import CoreGraphics

/// A factory for constraints between one attribute of two items (UIKit's `NSLayoutAnchor`).
///
/// The generic parameter keeps axes apart at compile time, as on iOS: an `NSLayoutXAxisAnchor`
/// (leading, trailing, left, right, centerX) only relates to other x-axis anchors, an
/// `NSLayoutYAxisAnchor` (top, bottom, centerY, baselines) to y-axis anchors, and an
/// `NSLayoutDimension` (width, height) to dimensions or constants. The constraints it makes are
/// inactive until activated. The anchor holds its item weakly.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @preconcurrency CustomStringConvertible {
    /// The view or layout guide.
    public private(set) weak var item: AnyObject?
    /// The attribute of `item` this anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    // MARK: - Constraints to another anchor

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    // MARK: - Debugging

    /// The anchor's name as UIKit prints it (`UILabel:v3.leading`).
    public var name: String { attribute.name }

    open var description: String {
        "<\(type(of: self)): \(NSLayoutConstraint.itemName(item)).\(attribute.name)>"
    }

    /// The constraints that affect the anchor's item along its axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let axis = attribute.axis else { return [] }
        return AutoLayoutEngine.constraintsAffecting(item: item, axis: axis)
    }

    /// Whether the item's position or size along the anchor's axis is ambiguous.
    open var hasAmbiguousLayout: Bool {
        guard let axis = attribute.axis else { return false }
        return AutoLayoutEngine.isAmbiguous(item: item, axis: axis)
    }

    // MARK: - Building

    /// `self relation multiplier × anchor + constant`.
    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation,
            toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }
}

extension NSLayoutConstraint {
    /// The spacing `constraint(equalToSystemSpacingAfter:multiplier:)` and
    /// `…SystemSpacingBelow…` use: 8 points (iOS's standard spacing between sibling views; iOS
    /// derives baseline-to-baseline spacing from the fonts, ViewLab always uses 8).
    public static let systemSpacing: CGFloat = 8
}

// MARK: - Equality

/// Two anchors are equal when they stand for the same attribute of the same item (iOS returns
/// a new anchor object each time but compares them this way).
extension NSLayoutAnchor: @preconcurrency Hashable {
    public static func == (lhs: NSLayoutAnchor, rhs: NSLayoutAnchor) -> Bool {
        lhs.item === rhs.item && lhs.attribute == rhs.attribute
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(item.map(ObjectIdentifier.init))
        hasher.combine(attribute)
    }
}
