import CoreGraphics

/// A pair of − and + buttons that step a value, drawn as iOS 13+ draws it: a 94 × 32 pt
/// rounded rectangle (radius 8, `.tertiarySystemFill`) split by a 1 × 18 pt separator, with
/// the glyphs in `.label` (a touched half darkens to `.systemFill`).
///
/// - Size: fixed like iOS — `intrinsicContentSize` and `sizeThatFits(_:)` are 94 × 32, and
///   the drawing stays 94 × 32 centred in a larger frame.
/// - Values (Double): `value` 0 in `minimumValue` 0 … `maximumValue` 100, `stepValue` 1.
///   `value` is clamped to the range. Where UIKit raises an exception (minimum ≥ maximum,
///   step ≤ 0, non-finite numbers) ViewLab ignores the assignment and reports it.
/// - Touches: touching down on a half steps at once (minus decrements, plus increments) and
///   sends `.valueChanged` (with `isContinuous` false, at lift-off instead). Without `wraps`
///   the half that cannot step further is disabled (dimmed glyph, `.tertiaryLabel`) and
///   ignores touches; with `wraps` the value wraps round to the other end. Right-to-left
///   layouts put + on the left. (`autorepeat` is stored: ViewLab's injected touches do not
///   hold long enough to repeat.)
open class UIStepper: UIControl {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    public static let stepperSize = CGSize(width: 94, height: 32)

    var storedValue: Double = 0
    var storedMinimum: Double = 0
    var storedMaximum: Double = 100
    var storedStep: Double = 1
    /// The half being pressed: -1 (minus), +1 (plus) or 0.
    var pressedDirection = 0
    var valueAtTouchDown: Double = 0
    /// Custom glyph images: plus (true) / minus (false) → state raw value → image.
    var glyphImages: [Bool: [UInt: UIImage]] = [:]
    /// Background and divider images by state raw value.
    var backgroundImages: [UInt: UIImage] = [:]
    var dividerImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    // MARK: - Value (UIStepper+Value.swift)

    /// The value (default 0), clamped to the range.
    open var value: Double {
        get { storedValue }
        set { applyValue(newValue) }
    }
    /// The lowest value (default 0); must stay below `maximumValue`.
    open var minimumValue: Double {
        get { storedMinimum }
        set { setRange(minimum: newValue, maximum: storedMaximum, what: "minimumValue") }
    }
    /// The highest value (default 100); must stay above `minimumValue`.
    open var maximumValue: Double {
        get { storedMaximum }
        set { setRange(minimum: storedMinimum, maximum: newValue, what: "maximumValue") }
    }
    /// The step (default 1); must be above 0.
    open var stepValue: Double {
        get { storedStep }
        set { setStep(newValue) }
    }
    /// Whether stepping past one end continues from the other (default false).
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a half repeats the step (default true).
    open var autorepeat = true
    /// Whether value changes are sent as they happen (true) or at lift-off (false).
    open var isContinuous = true

    // MARK: - Size

    open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

    // MARK: - Drawing and tracking (UIStepper+Drawing.swift)

    open override func draw(_ rect: CGRect) { drawStepper() }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginStep(at: touch.location(in: self))
    }
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishStep() }
    open override func cancelTracking(with event: UIEvent?) { finishStep() }
}
