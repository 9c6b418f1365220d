import CoreGraphics
internal import Cassowary

// MARK: - Items and attributes as linear expressions

extension AutoLayoutEngine {
    /// The variables of a view or guide, made on first use.
    func variables(for item: AnyObject) -> ItemVariables {
        let id = ObjectIdentifier(item)
        if let existing = items[id] { return existing }
        let name = NSLayoutConstraint.itemName(item)
        let made = ItemVariables(item: item, name: name)
        items[id] = made
        return made
    }

    /// The solver's constraint for `c`, or nil when an item is gone or outside this tree.
    func build(_ c: NSLayoutConstraint, usedItems: inout Set<ObjectIdentifier>) -> Constraint? {
        let items = c.solvedItems
        guard let first = items.first, let lhs = expression(first, c.firstAttribute, usedItems: &usedItems) else {
            return nil
        }
        // Leading/trailing constraints are written in the layout direction: in right-to-left
        // layouts the x axis is mirrored, so `a.leading == b.leading + c` puts `a` c points to
        // the left of `b`'s leading (right) edge — the constant flips sign, as on iOS.
        let flips = c.firstAttribute.isDirectional && NSLayoutConstraint.view(of: first).map(isRightToLeft) == true
        let constant = Double(flips ? -c.constant : c.constant)
        var rhs = LinearExpression(constant: constant)
        if c.secondAttribute != .notAnAttribute || c.secondItem != nil {
            guard let second = items.second, let expr = expression(second, c.secondAttribute, usedItems: &usedItems)
            else { return nil }
            rhs = expr * Double(c.multiplier) + constant
        }
        let relation: Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, strength: Strength(layoutPriority: c.priority.rawValue))
    }

    /// `attribute` of `item` in root coordinates. Leading/trailing follow the item's layout
    /// direction; margin attributes use the view's current `layoutMargins`; baselines come from
    /// a label's font and text (other views: the bottom edge).
    func expression(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        usedItems: inout Set<ObjectIdentifier>
    ) -> LinearExpression? {
        guard let owner = NSLayoutConstraint.view(of: item), owner === root || owner.isDescendant(of: root) else {
            return nil
        }
        usedItems.insert(ObjectIdentifier(item))
        let v = variables(for: item)
        let view = item as? UIView
        let rtl = isRightToLeft(owner)
        func sum(_ terms: [(Variable, Double)], _ constant: CGFloat = 0) -> LinearExpression {
            LinearExpression(terms.map { Term($0.0, $0.1) }, constant: Double(constant))
        }
        let margins = view.map { attribute.usesMargins ? $0.layoutMargins : .zero } ?? .zero
        switch attribute {
        case .left, .leftMargin: return sum([(v.x, 1)], margins.left)
        case .right, .rightMargin: return sum([(v.x, 1), (v.width, 1)], -margins.right)
        case .leading, .leadingMargin:
            return rtl ? sum([(v.x, 1), (v.width, 1)], -margins.right) : sum([(v.x, 1)], margins.left)
        case .trailing, .trailingMargin:
            return rtl ? sum([(v.x, 1)], margins.left) : sum([(v.x, 1), (v.width, 1)], -margins.right)
        case .top, .topMargin: return sum([(v.y, 1)], margins.top)
        case .bottom, .bottomMargin: return sum([(v.y, 1), (v.height, 1)], -margins.bottom)
        case .width: return sum([(v.width, 1)])
        case .height: return sum([(v.height, 1)])
        case .centerX, .centerXWithinMargins:
            return sum([(v.x, 1), (v.width, 0.5)], (margins.left - margins.right) / 2)
        case .centerY, .centerYWithinMargins:
            return sum([(v.y, 1), (v.height, 0.5)], (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            guard let label = view as? UILabel else { return sum([(v.y, 1), (v.height, 1)]) }
            // The label draws its text vertically centred: text top = y + (h − textHeight) / 2.
            let font = label.effectiveFont
            let textHeight = intrinsicSize(of: label).height
            let offset =
                attribute == .firstBaseline
                ? font.ascender - textHeight / 2
                : textHeight / 2 - font.lineHeight + font.ascender
            return sum([(v.y, 1), (v.height, 0.5)], offset)
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the view lays out right to left (cached for the pass).
    func isRightToLeft(_ view: UIView) -> Bool {
        let id = ObjectIdentifier(view)
        if let cached = rightToLeft[id] { return cached }
        let value = view.traitCollection.layoutDirection == .rightToLeft
        rightToLeft[id] = value
        return value
    }

    /// The view's intrinsic content size, measured again only after
    /// `invalidateIntrinsicContentSize()` (and always for wrapping labels, whose size follows
    /// their width: they are measured at the width this engine last solved for them, else at
    /// their bounds' width, which is recorded in `wrapWidths`). A stack view is measured again
    /// each time too: its size stands for its arranged views' constraints, which on iOS are one
    /// system with the stack's, so a change deep inside an arranged view (buttons added to a stack
    /// inside an arranged scroll view) resizes the stack without invalidating its size here.
    func intrinsicSize(of view: UIView) -> CGSize {
        let state = view.autoLayout
        let label = (view as? LayoutWidthWrapping).flatMap { $0.wrapsAtLayoutWidth ? $0 : nil }
        if let cached = state.cachedIntrinsicSize, !state.intrinsicSizeIsStale, label == nil, !(view is UIStackView) {
            return cached
        }
        var size = CGSize.zero
        if let label {
            let id = ObjectIdentifier(label)
            if wrapWidths[id] == nil, label.bounds.width > 0 { wrapWidths[id] = label.bounds.width }
            label.layoutWrapWidth = wrapWidths[id]
        }
        view.traitCollection.performAsCurrent { size = view.intrinsicContentSize }
        label?.layoutWrapWidth = nil
        state.cachedIntrinsicSize = size
        state.intrinsicSizeIsStale = false
        return size
    }

    // MARK: - Frames

    /// The screen scale frames are rounded to.
    var pixelScale: CGFloat {
        let scale = root.window?.screen.scale ?? UIScreen.main.scale
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// The item's solved rectangle in root coordinates.
    func rootRect(of item: AnyObject) -> CGRect? {
        guard let v = items[ObjectIdentifier(item)] else { return nil }
        return CGRect(x: v.x.value, y: v.y.value, width: v.width.value, height: v.height.value)
    }

    /// The view's frame in `parent`'s coordinates: both edges rounded to the pixel grid in root
    /// coordinates, then made relative to the parent's (rounded) origin and bounds origin.
    func frame(of view: UIView, in parent: UIView, scale: CGFloat) -> CGRect? {
        guard let r = rootRect(of: view) else { return nil }
        let p = (parent === root ? CGRect(origin: .zero, size: parent.bounds.size) : rootRect(of: parent)) ?? .zero
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(r.minX), maxX = round(r.maxX), minY = round(r.minY), maxY = round(r.maxY)
        let frame = CGRect(
            x: minX - round(p.minX) + parent.bounds.minX, y: minY - round(p.minY) + parent.bounds.minY,
            width: maxX - minX, height: maxY - minY)
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        return values.allSatisfy { $0.isFinite && abs($0) < 1e9 } ? frame : nil
    }

    /// The solved frame for a subview positioned by constraints (nil for frame-based views).
    func solvedFrame(of view: UIView) -> CGRect? { solvedFrames[ObjectIdentifier(view)] }

    /// A custom guide's solved frame in its owning view's coordinates.
    static func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let owner = guide.owningView, let engine = owner.layoutTreeRoot.autoLayoutStorage?.engine,
            let g = engine.rootRect(of: guide)
        else { return nil }
        let o =
            owner === engine.root
            ? CGRect(origin: .zero, size: owner.bounds.size) : (engine.rootRect(of: owner) ?? .zero)
        return CGRect(
            x: g.minX - o.minX + owner.bounds.minX, y: g.minY - o.minY + owner.bounds.minY, width: g.width,
            height: g.height)
    }

    /// The fitted size of the root (fitting engines), rounded up to the pixel grid.
    var fittedSize: CGSize {
        guard let r = rootRect(of: root) else { return .zero }
        let scale = pixelScale
        func up(_ value: CGFloat) -> CGFloat {
            value.isFinite ? max(0, ((value * scale) - 0.001).rounded(.up) / scale) : 0
        }
        return CGSize(width: up(r.width), height: up(r.height))
    }
}

extension NSLayoutConstraint.Attribute {
    /// Leading and trailing (and their margins): the attributes that follow the layout direction.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }
}
