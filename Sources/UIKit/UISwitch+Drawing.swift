import CoreGraphics

// MARK: - Drawing

extension UISwitch {
    /// The inset of the thumb from the track edge (iOS: a 27 pt thumb in a 31 pt track).
    static let thumbInset: CGFloat = 2

    /// The thumb's rectangle for a state: leading side when off, trailing when on (mirrored in
    /// right-to-left layouts, as iOS mirrors the switch).
    func thumbRect(on: Bool) -> CGRect {
        let b = bounds
        let d = b.height - 2 * UISwitch.thumbInset
        let trailing = on != ControlDrawing.isRightToLeft(self)
        let x = trailing ? b.maxX - UISwitch.thumbInset - d : b.minX + UISwitch.thumbInset
        return CGRect(x: x, y: b.minY + UISwitch.thumbInset, width: d, height: d)
    }

    func drawSwitch() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        ControlDrawing.withEnabledLook(isEnabled, in: context) {
            let track = storedIsOn ? (onTintColor ?? .systemGreen) : UISwitch.offTrackColor
            ControlDrawing.fillRounded(bounds, color: track, in: context)
            ControlDrawing.drawThumb(in: thumbRect(on: displayedOn), color: thumbTintColor ?? .white, context: context)
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
