import CoreGraphics

// MARK: - Value and range

extension UIStepper {
    func applyValue(_ value: Double) {
        guard let v = ControlDrawing.accept(value, what: "value", of: self) else { return }
        let clamped = min(max(v, storedMinimum), storedMaximum)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    func setRange(minimum: Double, maximum: Double, what: String) {
        guard ControlDrawing.accept(what == "minimumValue" ? minimum : maximum, what: what, of: self) != nil else {
            return
        }
        guard minimum < maximum else {
            UIView.report(
                .invalidArgument,
                "\(debugName).\(what): minimumValue (\(minimum)) must be less than maximumValue (\(maximum)); ignored")
            return
        }
        storedMinimum = minimum
        storedMaximum = maximum
        storedValue = min(max(storedValue, minimum), maximum)
        setNeedsDisplay()
    }

    func setStep(_ step: Double) {
        guard let s = ControlDrawing.accept(step, what: "stepValue", of: self) else { return }
        guard s > 0 else {
            UIView.report(.invalidArgument, "\(debugName).stepValue = \(s) ignored (must be greater than 0)")
            return
        }
        storedStep = s
    }

    /// Whether the half stepping in `direction` (-1 or +1) can step.
    func canStep(_ direction: Int) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return direction < 0 ? storedValue > storedMinimum : storedValue < storedMaximum
    }

    /// One step in `direction`: clamped, or wrapped round to the other end with `wraps`.
    func step(_ direction: Int) {
        let next = storedValue + Double(direction) * storedStep
        if next > storedMaximum {
            storedValue = wraps ? storedMinimum : storedMaximum
        } else if next < storedMinimum {
            storedValue = wraps ? storedMaximum : storedMinimum
        } else {
            storedValue = next
        }
        setNeedsDisplay()
    }
}

// MARK: - Tracking

extension UIStepper {
    /// The direction of the half under `point` (-1 minus, +1 plus), mirrored in right-to-left.
    func direction(at point: CGPoint) -> Int {
        let minusSide = (point.x < bounds.midX) != ControlDrawing.isRightToLeft(self)
        return minusSide ? -1 : 1
    }

    func beginStep(at point: CGPoint) -> Bool {
        let direction = direction(at: point)
        guard canStep(direction) else { return false }
        pressedDirection = direction
        valueAtTouchDown = storedValue
        step(direction)
        if isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        return true
    }

    func finishStep() {
        if !isContinuous, pressedDirection != 0, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        pressedDirection = 0
        setNeedsDisplay()
    }
}
