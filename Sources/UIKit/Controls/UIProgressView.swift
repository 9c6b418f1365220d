import CoreGraphics
import Foundation

/// A bar showing how far a task has got, drawn as iOS 13+ draws it.
///
/// - `.default`: 4 pt tall, track and fill both capsules (rounded ends); `.bar` (for toolbars):
///   2.5 pt tall, square ends. Both have no intrinsic width.
/// - Colours: fill `progressTintColor` (default: the tint colour), track `trackTintColor`
///   (default `.systemFill`). `progressImage`/`trackImage` replace them when set (stretched).
/// - `progress` is clamped to 0…1; NaN is ignored (reported).
/// - `observedProgress`: while set, `progress` reads its `fractionCompleted`. (UIKit observes the
///   `Progress` with KVO; ViewLab reads it each time the bar draws, so call `setNeedsDisplay()`
///   after advancing the `Progress` to see the change.)
/// - Right-to-left layouts fill from the right.
open class UIProgressView: UIView {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    /// Bar styles, Apple's values.
    public enum Style: Int, Sendable {
        case `default` = 0, bar = 1
    }

    var storedProgress: Float = 0

    /// A progress view of `.default` style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
        decodeProgressView(coder)
    }

    private func configureDefaults() {
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
    }

    /// As on iOS, the value is read as a percentage ("40%") unless one is set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? ControlDrawing.percent(CGFloat(progress)) }
        set { super.accessibilityValue = newValue }
    }

    /// A progress view of `style`, sized by Auto Layout/`sizeToFit()` later (zero frame).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    // MARK: - Progress

    /// The fraction done, 0…1 (default 0).
    open var progress: Float {
        get {
            observedProgress.map { Float(min(max($0.fractionCompleted.isNaN ? 0 : $0.fractionCompleted, 0), 1)) }
                ?? storedProgress
        }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress` (clamped to 0…1; NaN ignored); `animated` is accepted for compatibility.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard let p = ControlDrawing.accept(progress, what: "progress", of: self) else { return }
        let clamped = min(max(p, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        setNeedsDisplay()
    }

    /// A Foundation `Progress` the bar follows (nil by default).
    open var observedProgress: Progress? { didSet { setNeedsDisplay() } }

    // MARK: - Appearance

    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    /// The filled part; nil (the default) means the tint colour.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The unfilled track; nil (the default) means `.systemFill`.
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An image stretched over the filled part instead of `progressTintColor`.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    /// An image stretched over the track instead of `trackTintColor`.
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }

    // MARK: - Size

    /// Bar heights: 4 pt (`.default`, iOS 13+) and 2.5 pt (`.bar`).
    public static func barHeight(for style: Style) -> CGFloat { style == .bar ? 2.5 : 4 }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight(for: progressViewStyle))
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UIProgressView.barHeight(for: progressViewStyle))
    }

    // MARK: - Drawing

    open override func draw(_ rect: CGRect) { drawBar() }
    open override func tintColorDidChange() { setNeedsDisplay() }

    func drawBar() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let radius: CGFloat = progressViewStyle == .default ? b.height / 2 : 0
        let width = b.width * CGFloat(progress)
        var filled = CGRect(x: b.minX, y: b.minY, width: width, height: b.height)
        if ControlDrawing.isRightToLeft(self) { filled = ControlDrawing.mirrored(filled, in: b) }
        context.saveGState()
        context.addPath(CGPath(roundedRect: b, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.clip()
        fill(b, image: trackImage, color: trackTintColor ?? .systemFill, radius: radius, context: context)
        fill(
            filled, image: progressImage, color: progressTintColor ?? tintColor ?? .tintColor, radius: radius,
            context: context)
        context.restoreGState()
    }

    private func fill(_ rect: CGRect, image: UIImage?, color: UIColor, radius: CGFloat, context: CGContext) {
        if let image { return image.draw(in: rect) }
        ControlDrawing.fillRounded(rect, radius: radius, color: color, in: context)
    }
}
