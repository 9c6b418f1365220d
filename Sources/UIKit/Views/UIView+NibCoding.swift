import CoreGraphics

/// Restoring a view from a nib (`init(coder:)` with a `UINibDecoder`), by the names IB writes.
extension UIView {
    /// What `UIView.init(coder:)` restores: the view's properties, then its subviews (each made
    /// with its own `init(coder:)`, in document order), then its constraints.
    ///
    /// `translatesAutoresizingMaskIntoConstraints` is true unless IB wrote
    /// `translatesAutoresizingMaskIntoConstraints="NO"` (IB writes NO on every view it lays out
    /// with constraints and leaves a XIB's top-level views translating their autoresizing mask).
    func decodeNibContents(_ decoder: UINibDecoder) {
        decodeViewProperties(decoder)
        for child in decoder.object.subviews { addSubview(decoder.instantiation.makeView(child)) }
        // A cell's (or an effect view's) content view is its own: it takes what IB stored for it
        // (and its subviews), in the view, before the view's constraints name them.
        if let content = decoder.object.contentView,
            let contentView = (self as? UICollectionViewCell)?.contentView ?? (self as? UITableViewCell)?.contentView
                ?? (self as? UIVisualEffectView)?.contentView
        {
            addSubview(contentView)
            contentView.decodeNibContents(UINibDecoder(object: content, instantiation: decoder.instantiation))
        }
        decoder.instantiation.register(self, for: decoder.object)
        decodeConstraints(decoder)
    }

    /// The `UIView` properties IB stores. Subclasses whose own `init(coder:)` sets defaults after
    /// `super.init(coder:)` (a label is not user-interactive, a switch redraws) call this again
    /// so that what IB stored wins, as on iOS.
    func decodeViewProperties(_ decoder: UINibDecoder) {
        if case .rect(let frame)? = decoder.object.values["frame"] { self.frame = frame }
        if case .autoresizingMask(let mask)? = decoder.object.values["autoresizingMask"] { autoresizingMask = mask }
        translatesAutoresizingMaskIntoConstraints = decoder.bool("translatesAutoresizingMaskIntoConstraints") ?? true
        if let mode = decoder.integer("contentMode").flatMap(ContentMode.init(rawValue:)) { contentMode = mode }
        if let color = decoder.color("backgroundColor") { backgroundColor = color }
        if let color = decoder.color("tintColor") { tintColor = color }
        if let alpha = decoder.cgFloat("alpha") { self.alpha = alpha }
        if let hidden = decoder.bool("hidden") { isHidden = hidden }
        if let tag = decoder.integer("tag") { self.tag = tag }
        if let clips = decoder.bool("clipsSubviews") { clipsToBounds = clips }
        if let interactive = decoder.bool("userInteractionEnabled") { isUserInteractionEnabled = interactive }
        if let opaque = decoder.bool("opaque") { isOpaque = opaque }
        if case .insets(let margins)? = decoder.object.values["layoutMargins"] { layoutMargins = margins }
        if let inset = decoder.bool("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = inset }
        if let identifier = decoder.string("accessibilityIdentifier") ?? decoder.string("restorationIdentifier") {
            accessibilityIdentifier = identifier
        }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (key, axis, hugging) in priorities {
            guard let value = decoder.double(key) else { continue }
            let priority = UILayoutPriority(rawValue: Float(value))
            if hugging {
                setContentHuggingPriority(priority, for: axis)
            } else {
                setContentCompressionResistancePriority(priority, for: axis)
            }
        }
    }

    /// The `<constraints>` IB stored on this view, activated (a missing `firstItem` is this view;
    /// a layout guide id is this view's safe area or margins guide).
    private func decodeConstraints(_ decoder: UINibDecoder) {
        let made = decoder.object.constraints.compactMap { stored -> NSLayoutConstraint? in
            guard let first = item(stored.firstItem, decoder) else { return nil }
            let second = stored.secondItem.flatMap { item($0, decoder) }
            let constraint = NSLayoutConstraint(
                item: first, attribute: stored.firstAttribute, relatedBy: stored.relation,
                toItem: second, attribute: stored.secondAttribute,
                multiplier: stored.multiplier, constant: stored.constant)
            constraint.priority = UILayoutPriority(rawValue: stored.priority)
            constraint.identifier = stored.identifier
            decoder.instantiation.register(constraint, id: stored.id)
            return constraint
        }
        NSLayoutConstraint.activate(made)
    }

    private func item(_ id: String?, _ decoder: UINibDecoder) -> AnyObject? {
        guard let id else { return self }
        return decoder.instantiation.layoutGuide(id) ?? decoder.instantiation.object(id)
    }
}
