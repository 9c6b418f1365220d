#if canImport(Previews)
import Previews
#endif
import UIKit

/// The same ring as `ProgressRingView`, built from two `CAShapeLayer`s instead of `draw(_:)`:
/// no bitmap to redraw, the compositor strokes the path. `progress` only moves `strokeEnd`.
///
/// What it teaches:
/// - Shape layers need a path in their own coordinates: rebuild it from `bounds` in
///   `layoutSubviews()` (frames are only final there), not in `init`.
/// - Layer colours are `CGColor`s, fixed values: re-resolve them when the traits change.
/// - Cheap updates: values are clamped to 0…1 and changes under 0.001 are ignored.
final class ShapeProgressRingView: UIView {
    /// Changes smaller than this are ignored (they would not move a pixel).
    static let minimumChange: CGFloat = 0.001

    /// How much of the ring is filled, clamped to 0…1 (NaN counts as 0).
    @IBInspectable var progress: CGFloat {
        get { progressLayer.strokeEnd }
        set {
            let clamped = newValue.isFinite ? min(max(newValue, 0), 1) : 0
            guard abs(clamped - progressLayer.strokeEnd) >= Self.minimumChange else { return }
            progressLayer.strokeEnd = clamped
            percentageLabel.text = "\(Int((clamped * 100).rounded()))%"
        }
    }

    @IBInspectable var lineWidth: CGFloat = 12 {
        didSet { setNeedsLayout() }
    }

    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let percentageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = nil
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        progressLayer.strokeEnd = 0
        percentageLabel.text = "0%"
        percentageLabel.font = .monospacedDigitSystemFont(ofSize: 22, weight: .semibold)
        percentageLabel.textColor = .label
        percentageLabel.textAlignment = .center
        addSubview(percentageLabel)
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let radius = max((side - lineWidth) / 2 - 2, 0)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        // From 12 o'clock, clockwise on screen (UIKit's y-down space), once round.
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
            shape.lineWidth = lineWidth
        }
        // Only touch the font when the size changes: a new font invalidates the label's size,
        // which asks this view for layout again — every pass would schedule another one.
        let fontSize = max(radius * 0.42, 9).rounded()
        if percentageLabel.font.pointSize != fontSize {
            percentageLabel.font = .monospacedDigitSystemFont(ofSize: fontSize, weight: .semibold)
        }
        percentageLabel.frame = bounds.insetBy(dx: lineWidth + 4, dy: lineWidth + 4)
    }

    // MARK: - Colours

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateColors() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// `CGColor`s are snapshots: resolve the dynamic colours for the current traits.
    private func updateColors() {
        trackLayer.strokeColor = UIColor.systemFill.resolvedColor(with: traitCollection).cgColor
        progressLayer.strokeColor = tintColor.resolvedColor(with: traitCollection).cgColor
    }
}

// MARK: - Previews

#Preview("Progress", traits: .fixedLayout(width: 160, height: 160), .viewlabSweep("progress", \ShapeProgressRingView.progress, [0, 0.25, 1])) {
    let ring = ShapeProgressRingView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
    ring.backgroundColor = .systemBackground
    return ring
}

/// Three rings of different sizes and tints: the path follows the bounds, the width stays.
#Preview("Sizes", traits: .fixedLayout(width: 420, height: 200), .acceptsSecondaryLabelContrast) {
    let sizes: [CGFloat] = [64, 96, 128]
    let tints: [UIColor] = [.systemGreen, .systemOrange, .systemPink]
    let rings = zip(sizes, tints).enumerated().map { index, pair -> UIView in
        let ring = ShapeProgressRingView(frame: CGRect(x: 0, y: 0, width: pair.0, height: pair.0))
        ring.lineWidth = pair.0 / 10
        ring.tintColor = pair.1
        ring.progress = [0.3, 0.55, 0.85][index]
        return ring
    }
    return PreviewCanvas(rings, captions: ["64 pt", "96 pt", "128 pt"])
}
