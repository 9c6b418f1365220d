import CoreGraphics

/// An on/off switch, drawn the way iOS 13+ draws it: a 51 × 31 pt capsule track with a 27 pt
/// white thumb inset by 2 pt, green (`.systemGreen`) when on.
///
/// - Size: as on iOS the switch has a fixed size — `intrinsicContentSize` and `sizeThatFits(_:)`
///   are 51 × 31 and setting `frame` or `bounds` keeps the origin/centre but not the size.
/// - Touches: a tap toggles `isOn` and sends `.valueChanged` (then `.primaryActionTriggered`, so
///   `init(frame:primaryAction:)` works); dragging the thumb past the middle and letting go
///   sets the side it was dropped on. A disabled switch ignores touches.
/// - While pressed, the thumb stretches 7 pt wider towards the middle, as on iOS.
/// - `setOn(_:animated:)` and the `isOn` setter do not send events (UIKit only sends them for
///   user interaction). ViewLab renders still frames, so `animated` changes nothing.
open class UISwitch: UIControl {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    /// The fixed size of a switch (iOS 7 and later): 51 × 31 pt.
    public static let switchSize = CGSize(width: 51, height: 31)

    /// Switch styles (`preferredStyle`; `.checkbox` exists on Mac Catalyst only, so on iPhone
    /// and iPad every style is drawn `.sliding`).
    public enum Style: Int, Sendable {
        case automatic = 0, checkbox = 1, sliding = 2
    }

    var storedIsOn = false
    /// Where a drag left the thumb (nil until the finger has moved past the slop).
    var dragTarget: Bool?
    var touchDownLocation: CGPoint = .zero

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        configureDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
        decodeSwitch(coder)
    }

    private func configureDefaults() {
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    // MARK: - Accessibility

    /// As on iOS, VoiceOver reads a switch's value as "1" (on) or "0" (off) unless one is set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (storedIsOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    // MARK: - State

    /// Whether the switch is on (default false). Setting it redraws but sends no event.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets `isOn`; `animated` is accepted for source compatibility (frames are still).
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        setNeedsDisplay()
    }

    // MARK: - Appearance

    /// The track colour when on; nil (the default) means `.systemGreen`.
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour; nil (the default) means white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Images for the on/off track; stored for compatibility — since iOS 7 they are not shown
    /// (Apple: "has no effect"), so ViewLab does not draw them either.
    open var onImage: UIImage?
    open var offImage: UIImage?
    /// The style asked for (default `.automatic`).
    open var preferredStyle: Style = .automatic
    /// The style drawn: always `.sliding` on iPhone and iPad.
    open var style: Style { .sliding }

    /// The off track: `#E9E9EA` in light and `#39393D` in dark appearance (iOS 13+; measured
    /// values — the switch draws an opaque track, unlike the translucent fills).
    static let offTrackColor = UIColor.controlColor(light: 0xE9E9EA, dark: 0x39393D)

    // MARK: - Size

    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

    /// The size stays 51 × 31 (the origin is kept).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    /// The size stays 51 × 31.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    // MARK: - Drawing and tracking (UISwitch+Drawing.swift)

    open override func draw(_ rect: CGRect) { drawSwitch() }
    open override func tintColorDidChange() { setNeedsDisplay() }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchDownLocation = touch.location(in: self)
        dragTarget = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackDrag(to: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishTracking(at: touch?.location(in: self))
    }

    open override func cancelTracking(with event: UIEvent?) {
        dragTarget = nil
        setNeedsDisplay()
    }
}
