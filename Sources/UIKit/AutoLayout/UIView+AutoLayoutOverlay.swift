import CoreGraphics

// MARK: - ViewLab: constraints as text and as a drawing

extension UIView {
    /// ViewLab (the shell's `:constraints VIEW`): the view's Auto Layout situation as text —
    /// its frame, whether it translates its autoresizing mask, its content priorities, the
    /// constraints affecting it per axis (UIKit's descriptions) and whether its layout is
    /// ambiguous. Example:
    ///
    ///     UILabel:v3'Title' frame (92 16; 245 21) translatesAutoresizingMaskIntoConstraints = false
    ///       hugging H 251 V 251, compression resistance H 750 V 750
    ///       horizontal:
    ///         <NSLayoutConstraint:c5 UILabel:v3'Title'.leading == UIView:v2.trailing + 12   (active)>
    ///         …
    ///       vertical:
    ///         …
    ///       ambiguous: no
    public var constraintsReport: String {
        let f = frame
        var lines = [
            "\(constraintDebugName) frame (\(f.minX.compact) \(f.minY.compact); \(f.width.compact) \(f.height.compact)) "
                + "translatesAutoresizingMaskIntoConstraints = \(translatesAutoresizingMaskIntoConstraints)"
        ]
        lines.append(
            "  hugging H \(contentHuggingPriority(for: .horizontal)) V \(contentHuggingPriority(for: .vertical)), "
                + "compression resistance H \(contentCompressionResistancePriority(for: .horizontal)) "
                + "V \(contentCompressionResistancePriority(for: .vertical))")
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let list = constraintsAffectingLayout(for: axis)
            lines.append(
                "  \(axis == .horizontal ? "horizontal" : "vertical"):"
                    + (list.isEmpty ? " none (not in an Auto Layout engine)" : ""))
            lines += list.map { "    \($0)" }
        }
        if !constraints.isEmpty {
            lines.append("  installed here:")
            lines += constraints.map { "    \($0)" }
        }
        lines.append("  ambiguous: \(hasAmbiguousLayout ? "YES" : "no")")
        return lines.joined(separator: "\n")
    }

    /// ViewLab (the shell's `:debug layout`): draws the constraints of `root`'s tree over it into
    /// `context`, whose user space is `root`'s bounds (draw after rendering the view, with the
    /// same transform):
    ///
    /// - each active constraint between two items is a line from the second item's anchor to the
    ///   first's, 2 points wide (x-axis attributes: a horizontal line at the first item's mid-height; y-axis: a
    ///   vertical line at its mid-width), with a dot at each end;
    /// - a constant-only size constraint is a line across the item along that dimension;
    /// - required constraints are blue, optional ones orange (dashed);
    /// - views with an ambiguous layout are outlined in red.
    ///
    /// Nothing is drawn for trees without Auto Layout.
    public static func drawConstraintOverlay(for root: UIView, in context: CGContext) {
        guard let engine = root.layoutTreeRoot.autoLayoutStorage?.engine else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setLineWidth(2)
        for c in engine.installedOrder where !c.isSystemConstraint {
            guard let line = overlayLine(for: c, in: root) else { continue }
            let required = c.priority.isRequired
            let color =
                required
                ? CGColor(red: 0, green: 0.48, blue: 1, alpha: 1) : CGColor(red: 1, green: 0.58, blue: 0, alpha: 1)
            context.setStrokeColor(color)
            context.setFillColor(color)
            context.setLineDash(phase: 0, lengths: required ? [] : [4, 2])
            context.move(to: line.0)
            context.addLine(to: line.1)
            context.strokePath()
            for p in [line.0, line.1] { context.fillEllipse(in: CGRect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)) }
        }
        context.setLineDash(phase: 0, lengths: [])
        context.setStrokeColor(CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1))
        for view in engine.engineViews where view.isDescendant(of: root) && view.hasAmbiguousLayout {
            context.stroke(view.convert(view.bounds, to: root).insetBy(dx: 0.5, dy: 0.5), width: 1)
        }
    }

    /// The two end points of a constraint's line in `root`'s coordinates.
    private static func overlayLine(for c: NSLayoutConstraint, in root: UIView) -> (CGPoint, CGPoint)? {
        guard let first = c.firstItem, let firstRect = overlayRect(of: first, in: root),
            let axis = c.firstAttribute.axis
        else { return nil }
        let firstValue = overlayPosition(c.firstAttribute, of: first, in: firstRect)
        guard let second = c.secondItem else {
            guard c.firstAttribute.isDimension else { return nil }
            // Along the bottom (width) or trailing side (height), clear of the position lines.
            let inset = min(4, firstRect.height / 2, firstRect.width / 2)
            return axis == .horizontal
                ? (
                    CGPoint(x: firstRect.minX, y: firstRect.maxY - inset),
                    CGPoint(x: firstRect.maxX, y: firstRect.maxY - inset)
                )
                : (
                    CGPoint(x: firstRect.maxX - inset, y: firstRect.minY),
                    CGPoint(x: firstRect.maxX - inset, y: firstRect.maxY)
                )
        }
        guard let secondRect = overlayRect(of: second, in: root) else { return nil }
        let secondValue = overlayPosition(c.secondAttribute, of: second, in: secondRect)
        if c.firstAttribute.isDimension {
            // Equal sizes: a line across each item would overlap; join their centres instead.
            return (CGPoint(x: secondRect.midX, y: secondRect.midY), CGPoint(x: firstRect.midX, y: firstRect.midY))
        }
        return axis == .horizontal
            ? (CGPoint(x: secondValue, y: firstRect.midY), CGPoint(x: firstValue, y: firstRect.midY))
            : (CGPoint(x: firstRect.midX, y: secondValue), CGPoint(x: firstRect.midX, y: firstValue))
    }

    private static func overlayRect(of item: AnyObject, in root: UIView) -> CGRect? {
        if let view = item as? UIView { return view.isDescendant(of: root) ? view.convert(view.bounds, to: root) : nil }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, owner.isDescendant(of: root) else {
            return nil
        }
        return owner.convert(guide.layoutFrame, to: root)
    }

    /// Where an attribute lies on its axis, for drawing (baselines drawn at the bottom edge).
    private static func overlayPosition(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in r: CGRect)
        -> CGFloat
    {
        let rtl = NSLayoutConstraint.view(of: item)?.traitCollection.layoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return r.minX
        case .right, .rightMargin: return r.maxX
        case .leading, .leadingMargin: return rtl ? r.maxX : r.minX
        case .trailing, .trailingMargin: return rtl ? r.minX : r.maxX
        case .centerX, .centerXWithinMargins, .width: return r.midX
        case .top, .topMargin: return r.minY
        case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: return r.maxY
        case .centerY, .centerYWithinMargins, .height: return r.midY
        case .notAnAttribute: return r.minX
        }
    }
}
