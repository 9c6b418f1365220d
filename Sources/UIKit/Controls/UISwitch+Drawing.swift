import CoreGraphics

// MARK: - Drawing

extension UISwitch {
    /// The inset of the thumb from the track edge (iOS: a 27 pt thumb in a 31 pt track).
    static let thumbInset: CGFloat = 2

    /// How much wider the thumb grows while pressed (iOS stretches the knob towards the middle).
    static let pressedThumbStretch: CGFloat = 7

    /// The thumb's rectangle for a state: leading side when off, trailing when on (mirrored in
    /// right-to-left layouts, as iOS mirrors the switch); wider while `pressed`.
    func thumbRect(on: Bool, pressed: Bool = false) -> CGRect {
        let b = bounds
        let d = b.height - 2 * UISwitch.thumbInset
        let w = d + (pressed ? UISwitch.pressedThumbStretch : 0)
        let trailing = on != ControlDrawing.isRightToLeft(self)
        let x = trailing ? b.maxX - UISwitch.thumbInset - w : b.minX + UISwitch.thumbInset
        return CGRect(x: x, y: b.minY + UISwitch.thumbInset, width: w, height: d)
    }

    func drawSwitch() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        ControlDrawing.withEnabledLook(isEnabled, in: context) {
            let track = storedIsOn ? (onTintColor ?? .systemGreen) : UISwitch.offTrackColor
            ControlDrawing.fillRounded(bounds, color: track, in: context)
            ControlDrawing.drawThumb(
                in: thumbRect(on: displayedOn, pressed: isHighlighted), color: thumbTintColor ?? .white,
                context: context)
        }
    }

    /// While a drag is under way the thumb follows it.
    var displayedOn: Bool { dragTarget ?? storedIsOn }
}

// MARK: - Tracking

extension UISwitch {
    /// How far (pt) the finger must move before a touch counts as a drag rather than a tap.
    static let dragSlop: CGFloat = 4

    func trackDrag(to point: CGPoint) {
        guard dragTarget != nil || abs(point.x - touchDownLocation.x) > UISwitch.dragSlop else { return }
        let onSide = (point.x > bounds.midX) != ControlDrawing.isRightToLeft(self)
        if dragTarget != onSide {
            dragTarget = onSide
            setNeedsDisplay()
        }
    }

    /// A tap toggles; a drag sets the side the thumb was left on. Sends `.valueChanged` and
    /// `.primaryActionTriggered` when the value changed.
    func finishTracking(at point: CGPoint?) {
        let target = dragTarget
        dragTarget = nil
        let inside = point.map(isInsideForTracking) ?? false
        let newValue: Bool
        if let target { newValue = target } else if inside { newValue = !storedIsOn } else { newValue = storedIsOn }
        setNeedsDisplay()
        guard newValue != storedIsOn else { return }
        storedIsOn = newValue
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
