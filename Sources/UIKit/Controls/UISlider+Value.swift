import CoreGraphics

// MARK: - Value and range

extension UISlider {
    func applyValue(_ value: Float) {
        guard let v = ControlDrawing.accept(value, what: "value", of: self) else { return }
        let clamped = min(max(v, storedMinimum), storedMaximum)
        guard clamped != storedValue else { return }
        storedValue = clamped
        valueDidChange()
    }

    func setMinimum(_ minimum: Float) {
        guard let m = ControlDrawing.accept(minimum, what: "minimumValue", of: self) else { return }
        storedMinimum = m
        if storedMaximum < m { storedMaximum = m }
        reclamp()
    }

    func setMaximum(_ maximum: Float) {
        guard let m = ControlDrawing.accept(maximum, what: "maximumValue", of: self) else { return }
        storedMaximum = m
        if storedMinimum > m { storedMinimum = m }
        reclamp()
    }

    private func reclamp() {
        storedValue = min(max(storedValue, storedMinimum), storedMaximum)
        valueDidChange()
    }

    /// Redraws the track and moves the thumb layer.
    func valueDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The value's position in the range, 0…1 (0 for an empty range; infinite ranges count as 0).
    func fraction(of value: Float) -> CGFloat {
        let span = Double(storedMaximum) - Double(storedMinimum)
        guard span > 0, span.isFinite, !value.isNaN else { return 0 }
        let f = (Double(value) - Double(storedMinimum)) / span
        return CGFloat(min(max(f, 0), 1))
    }

    /// The value at a position 0…1 of the range.
    func value(atFraction f: CGFloat) -> Float {
        let t = Double(min(max(f, 0), 1))
        let v = Double(storedMinimum) + (Double(storedMaximum) - Double(storedMinimum)) * t
        return v.isFinite ? Float(v) : storedMinimum
    }
}

// MARK: - Thumb dragging

extension UISlider {
    /// How far outside the thumb a touch still grabs it (UIKit enlarges the thumb's target).
    static let thumbHitSlop: CGFloat = 10

    func beginThumbDrag(at point: CGPoint) -> Bool {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumb.insetBy(dx: -UISlider.thumbHitSlop, dy: -UISlider.thumbHitSlop).contains(point) else {
            return false
        }
        grabOffset = thumb.midX - point.x
        valueAtTouchDown = storedValue
        isHighlighted = true
        return true
    }

    func continueThumbDrag(to point: CGPoint) {
        let track = trackRect(forBounds: bounds)
        let travel = thumbTravel(forTrack: track)
        guard travel.length > 0 else { return }
        var f = (point.x + grabOffset - travel.start) / travel.length
        if ControlDrawing.isRightToLeft(self) { f = 1 - f }
        let old = storedValue
        applyValue(value(atFraction: f))
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
    }

    func finishThumbDrag() {
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        valueAtTouchDown = storedValue
    }
}
