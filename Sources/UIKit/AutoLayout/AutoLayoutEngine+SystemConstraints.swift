import CoreGraphics

// MARK: - Constraints the engine makes

extension AutoLayoutEngine {
    /// The classes of engine-made constraints.
    enum Kind { case plain, autoresizing, contentSize }

    /// An engine-made constraint `item.attribute ⋈ to.attribute + 0` (or `⋈ 0` without `to`).
    static func make(
        _ kind: Kind, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, to: AnyObject? = nil
    ) -> NSLayoutConstraint {
        let c: NSLayoutConstraint
        switch kind {
        case .plain:
            c = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: to, attribute: attribute, multiplier: 1,
                constant: 0)
        case .autoresizing:
            c = NSAutoresizingMaskLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: to, attribute: attribute,
                multiplier: 1, constant: 0)
        case .contentSize:
            c = NSContentSizeLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: to, attribute: attribute,
                multiplier: 1, constant: 0)
        }
        c.isEngineMade = true
        return c
    }

    /// The root pinned at (0, 0) with its bounds size: required when it translates its
    /// autoresizing mask (a window, a controller's view), else at priority 1 so that its own
    /// constraints win. Fitting engines pull the size towards the target at the fitting
    /// priorities instead.
    func rootConstraints() -> [NSLayoutConstraint] {
        let state = root.autoLayout
        if fitting != nil {
            if fittingPins.isEmpty { fittingPins = makeRootPins() }
        } else if state.rootConstraints.isEmpty {
            state.rootConstraints = makeRootPins()
        }
        let pins = fitting != nil ? fittingPins : state.rootConstraints
        let size = fitting?.size ?? root.bounds.size
        pins[2].constant = size.width
        pins[3].constant = size.height
        if let fitting {
            pins[2].priority = fitting.horizontal
            pins[3].priority = fitting.vertical
        } else {
            let priority: UILayoutPriority =
                root.translatesAutoresizingMaskIntoConstraints ? .required : UILayoutPriority(1)
            pins[2].priority = priority
            pins[3].priority = priority
        }
        return pins
    }

    private func makeRootPins() -> [NSLayoutConstraint] {
        let names = [
            "UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top",
            "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height",
        ]
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        return zip(names, attributes).map { name, attribute in
            let c = AutoLayoutEngine.make(.plain, root, attribute)
            c.identifier = name
            return c
        }
    }

    /// A frame-based view's frame as four required constraints relative to its superview
    /// (UIKit's `NSAutoresizingMaskLayoutConstraint`s). Autoresizing itself happens on the
    /// frame when the superview's bounds change; the constraints follow the frame each pass.
    func autoresizingConstraints(for view: UIView) -> [NSLayoutConstraint] {
        guard let parent = view.storedSuperview else { return [] }
        let state = view.autoLayout
        if state.autoresizingConstraints.first?.secondItem !== parent {
            let specs: [(NSLayoutConstraint.Attribute, String)] = [
                (.left, "minX"), (.top, "minY"), (.width, "width"), (.height, "height"),
            ]
            state.autoresizingConstraints = specs.map { attribute, name in
                let c = AutoLayoutEngine.make(.autoresizing, view, attribute, to: attribute.isDimension ? nil : parent)
                c.firstAttributeName = name
                return c
            }
        }
        let pins = state.autoresizingConstraints
        let f = view.frame, b = parent.bounds
        let relative = [f.minX - b.minX, f.minY - b.minY]
        for (i, c) in pins.enumerated() {
            c.descriptionPrefix = view.autoresizingMaskCode
            c.constant = i < 2 ? relative[i] : (i == 2 ? f.width : f.height)
        }
        return pins
    }

    /// A stack view's visible arranged subview pinned to the frame the stack gave it, just below
    /// required (999). On iOS the stack view places its arranged views with constraints
    /// (`UISV-…`), so what is constrained inside an arranged view — a label centred in a row of a
    /// `.fillEqually` stack — is solved against the arranged view's real size. ViewLab's stack
    /// sets the frames itself (`layoutArrangedSubviews()`), and these pins hand them to the
    /// engine; a required constraint of the user's on the arranged view still wins.
    func arrangementConstraints(for view: UIView) -> [NSLayoutConstraint] {
        guard let parent = view.storedSuperview else { return [] }
        let state = view.autoLayout
        if state.arrangementConstraints.first?.secondItem !== parent {
            let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
            state.arrangementConstraints = attributes.map { attribute in
                let c = AutoLayoutEngine.make(.plain, view, attribute, to: attribute.isDimension ? nil : parent)
                c.identifier = "UISV-arranged-\(attribute.name)"
                c.priority = UILayoutPriority(999)
                return c
            }
        }
        let f = view.frame, b = parent.bounds
        let constants = [f.minX - b.minX, f.minY - b.minY, f.width, f.height]
        for (c, constant) in zip(state.arrangementConstraints, constants) { c.constant = constant }
        return state.arrangementConstraints
    }

    /// A system guide pinned to its view's current guide rectangle (edge insets).
    func pinConstraints(for guide: UILayoutGuide) -> [NSLayoutConstraint] {
        guard let owner = guide.owningView else { return [] }
        if guide.pinConstraints.isEmpty {
            let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .right, .bottom]
            guide.pinConstraints = attributes.map { attribute in
                let c = AutoLayoutEngine.make(.plain, guide, attribute, to: owner)
                c.identifier = "\(guide.identifier)-\(attribute.name)"
                return c
            }
        }
        let constants: [CGFloat]
        switch guide.kind {
        case .layoutMargins, .safeArea:
            // Edge insets, whatever the view's current size: a view not laid out yet (size zero,
            // or inside a fitting pass) must not pin its guide to a degenerate inset rectangle.
            let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
            constants = [insets.left, insets.top, -insets.right, -insets.bottom]
        default:
            let frame = guide.layoutFrame, b = owner.bounds
            constants = [frame.minX - b.minX, frame.minY - b.minY, frame.maxX - b.maxX, frame.maxY - b.maxY]
        }
        for (c, value) in zip(guide.pinConstraints, constants) { c.constant = value.isFinite ? value : 0 }
        return guide.pinConstraints
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis
    /// that has an intrinsic metric, at the view's content priorities.
    func contentSizeConstraints(for view: UIView) -> [NSLayoutConstraint] {
        let size = intrinsicSize(of: view)
        let state = view.autoLayout
        if state.contentSizeConstraints.isEmpty {
            state.contentSizeConstraints = [
                AutoLayoutEngine.make(.contentSize, view, .width, .lessThanOrEqual),
                AutoLayoutEngine.make(.contentSize, view, .width, .greaterThanOrEqual),
                AutoLayoutEngine.make(.contentSize, view, .height, .lessThanOrEqual),
                AutoLayoutEngine.make(.contentSize, view, .height, .greaterThanOrEqual),
            ]
        }
        var result: [NSLayoutConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
            let hug = state.contentSizeConstraints[axis.rawValue * 2],
                resist = state.contentSizeConstraints[axis.rawValue * 2 + 1]
            hug.constant = value
            resist.constant = value
            hug.priority = view.contentHuggingPriority(for: axis)
            resist.priority = view.contentCompressionResistancePriority(for: axis)
            hug.descriptionSuffix = "Hug:\(hug.priority)"
            resist.descriptionSuffix = "CompressionResistance:\(resist.priority)"
            result += [hug, resist]
        }
        return result
    }
}

extension UIView {
    /// UIKit's autoresizing code in constraint descriptions, e.g. `h=--& v=--&`: per axis the
    /// leading margin, size and trailing margin, `&` flexible and `-` fixed (a mask without any
    /// flexible part shows the trailing margin as `&`, as UIKit does for the default mask).
    var autoresizingMaskCode: String {
        let m = autoresizingMask
        func code(_ lead: Bool, _ size: Bool, _ trail: Bool) -> String {
            let trailing = trail || (!lead && !size)
            return (lead ? "&" : "-") + (size ? "&" : "-") + (trailing ? "&" : "-")
        }
        return "h="
            + code(m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            + " v="
            + code(m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
    }
}
