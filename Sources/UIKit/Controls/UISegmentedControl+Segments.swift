import CoreGraphics
import Foundation

// MARK: - Managing segments

extension UISegmentedControl {
    /// `insertSegment`, whose overridable declaration is in the class body.
    func insertSegmentImpl(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// `insertSegment`, whose overridable declaration is in the class body.
    func insertSegmentImpl(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// `insertSegment`, whose overridable declaration is in the class body.
    func insertSegmentImpl(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    /// `removeSegment`, whose overridable declaration is in the class body.
    func removeSegmentImpl(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        contentDidChange()
    }

    /// `removeAllSegments`, whose overridable declaration is in the class body.
    func removeAllSegmentsImpl() {
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
        contentDidChange()
    }

    // MARK: - Content

    /// `setTitle`, whose overridable declaration is in the class body.
    func setTitleImpl(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title; $0.image = nil
        }
    }
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// `setImage`, whose overridable declaration is in the class body.
    func setImageImpl(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image; $0.title = nil
        }
    }
    public func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment (a disabled segment cannot be tapped, its title dims).
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    public func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Fixes a segment's width; 0 (the default) sizes it automatically. Negative or non-finite
    /// widths count as 0.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = width.isFinite ? max(0, width) : 0 }
    }
    public func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The action of a segment made from an action (iOS 14), else nil.
    public func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    // MARK: - Title attributes

    /// Text attributes for titles in `state` (font, foreground colour), laid over the defaults.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        contentDidChange()
    }
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: - Helpers

    private func insert(_ segment: Segment, at index: Int) {
        let i = min(max(0, index), segments.count)
        segments.insert(segment, at: i)
        if storedSelectedIndex >= i { storedSelectedIndex += 1 }
        contentDidChange()
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        contentDidChange()
    }

    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    func selectSegment(_ index: Int) {
        guard index == UISegmentedControl.noSegment || segments.indices.contains(index) else {
            UIView.report(
                .invalidArgument, "\(debugName).selectedSegmentIndex = \(index) ignored (\(segments.count) segments)")
            return
        }
        storedSelectedIndex = index
        setNeedsDisplay()
    }

    /// Follows the finger: the enabled segment under it (nil outside the tracking area).
    func trackSegment(at point: CGPoint, began: Bool) {
        var index = isInsideForTracking(point) ? segmentIndex(at: point) : nil
        if let i = index, !segments[i].isEnabled { index = nil }
        if began { isDraggingSelection = !isMomentary && index != nil && index == storedSelectedIndex }
        if index != trackedSegment {
            trackedSegment = index
            setNeedsDisplay()
        }
    }

    func stopTrackingSegment() {
        trackedSegment = nil
        isDraggingSelection = false
        setNeedsDisplay()
    }

    /// Lift-off on a segment: select it and send the events (see the type's documentation).
    func tapSegment(at point: CGPoint) {
        guard let index = segmentIndex(at: point), segments[index].isEnabled else { return }
        guard isMomentary || index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        setNeedsDisplay()
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
