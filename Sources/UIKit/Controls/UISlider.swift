import CoreGraphics
import QuartzCore

/// A continuous value picked by dragging a thumb along a track, drawn as iOS 13+ draws it: a
/// 4 pt rounded track — tint colour up to the thumb, `.systemFill` after — and a 28 pt white
/// thumb with a soft shadow; 31 pt tall.
///
/// - Geometry (overridable, as on iOS): `trackRect(forBounds:)` is the bounds inset 2 pt at
///   each end (inside any value images), 4 pt tall, centred; `thumbRect(forBounds:trackRect:value:)`
///   is a 28 pt square whose travel spans the track plus those 2 pt, so at the minimum the
///   thumb touches the leading edge. Value images sit at the ends, 8 pt from the track.
/// - The thumb is a sublayer with a layer shadow (as iOS uses an image view), so its shadow
///   extends below the 31 pt bounds instead of being cut off; the track is drawn in `draw(_:)`.
///   A disabled slider draws its track at half opacity and the thumb with a lighter shadow.
/// - Right-to-left layouts mirror the slider: the minimum is at the right and the track
///   fills from the right.
/// - Touches: a touch must start on the thumb (UIKit does not jump to a tapped track point);
///   dragging moves the value (clamped) keeping the finger's offset on the thumb and sends
///   `.valueChanged` on every change when `isContinuous` (the default), else once at lift-off.
/// - Values: `value` is clamped to `minimumValue…maximumValue`; NaN is ignored (reported).
///   Setting a minimum above the maximum raises the maximum to it (and vice versa).
open class UISlider: UIControl {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    var storedValue: Float = 0
    var storedMinimum: Float = 0
    var storedMaximum: Float = 1
    /// The thumb centre minus the touch-down point (x), kept during a drag.
    var grabOffset: CGFloat = 0
    var valueAtTouchDown: Float = 0
    /// The thumb (see the type's documentation).
    let thumbLayer = CALayer()
    /// Custom images by kind and state raw value (UISlider+Images.swift).
    var stateImages: [ImageKind: [UInt: UIImage]] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
        decodeSlider(coder)
    }

    private func configureDefaults() {
        contentMode = .redraw
        layer.addSublayer(thumbLayer)
        setNeedsLayout()
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // MARK: - Accessibility

    /// As on iOS, the value is read as a percentage of the range ("50%") unless one is set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? ControlDrawing.percent(fraction(of: storedValue)) }
        set { super.accessibilityValue = newValue }
    }

    // MARK: - Value (UISlider+Value.swift)

    /// The value (default 0), clamped to the range; NaN is ignored.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The lower end (default 0).
    open var minimumValue: Float {
        get { storedMinimum }
        set { setMinimum(newValue) }
    }
    /// The upper end (default 1).
    open var maximumValue: Float {
        get { storedMaximum }
        set { setMaximum(newValue) }
    }
    /// Whether drags send `.valueChanged` as they go (true) or only at lift-off (false).
    open var isContinuous = true

    /// Sets the value (clamped; NaN ignored). `animated` is accepted for compatibility.
    open func setValue(_ value: Float, animated: Bool) { applyValue(value) }

    // MARK: - Appearance

    /// The filled part of the track; nil (the default) means the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The rest of the track; nil (the default) means `.systemFill`.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb; nil (the default) means white.
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// An image at the minimum end (leading), nil by default.
    open var minimumValueImage: UIImage? { didSet { invalidateIntrinsicContentSize(); valueDidChange() } }
    /// An image at the maximum end (trailing), nil by default.
    open var maximumValueImage: UIImage? { didSet { invalidateIntrinsicContentSize(); valueDidChange() } }

    // MARK: - Geometry (UISlider+Geometry.swift)

    /// No intrinsic width; 31 pt tall (taller when a value image is).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sliderHeight)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: fittingWidth, height: sliderHeight) }

    /// The track's full length between the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect { defaultTrackRect(forBounds: bounds) }
    /// The thumb's rectangle for `value`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        defaultThumbRect(forBounds: bounds, trackRect: rect, value: value)
    }
    /// Where the minimum value image goes (zero size without one).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimum: true, bounds: bounds)
    }
    /// Where the maximum value image goes (zero size without one).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimum: false, bounds: bounds)
    }

    // MARK: - Drawing and tracking

    open override func draw(_ rect: CGRect) { drawSlider() }
    open override func layoutSubviews() { layoutThumb() }
    open override func tintColorDidChange() { setNeedsDisplay() }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { setNeedsLayout() }
    open override var isEnabled: Bool { didSet { valueDidChange() } }
    open override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted, !stateImages.isEmpty { valueDidChange() } }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginThumbDrag(at: touch.location(in: self))
    }
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueThumbDrag(to: touch.location(in: self))
        return true
    }
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { continueThumbDrag(to: touch.location(in: self)) }
        finishThumbDrag()
    }
    open override func cancelTracking(with event: UIEvent?) { finishThumbDrag() }
}
