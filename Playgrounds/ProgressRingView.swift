#if canImport(Previews)
import Previews
#endif
import UIKit

/// A progress ring drawn with Core Graphics in `draw(_:)`: a faint track and a progress arc with
/// round caps, starting at 12 o'clock and running clockwise, with the percentage in the middle.
///
/// What it teaches:
/// - `draw(_:)` runs only when the view is marked: `progress` calls `setNeedsDisplay()` in
///   `didSet`, so one change gives one redraw (and several changes in one turn still give one).
/// - `contentMode = .redraw` asks UIKit to call `draw(_:)` again when the size changes. With the
///   default `.scaleToFill`, UIKit stretches the old bitmap instead — see the "Rotated" preview.
final class ProgressRingView: UIView {
    /// How much of the ring is filled, 0…1 (values outside are clamped when drawing).
    @IBInspectable var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// The stroke width of the track and the arc.
    @IBInspectable var lineWidth: CGFloat = 12 {
        didSet { setNeedsDisplay() }
    }

    /// Whether the percentage is written in the middle.
    @IBInspectable var showsPercentage = true {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: - Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let radius = (side - lineWidth) / 2 - 2
        guard radius > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let clamped = progress.isFinite ? min(max(progress, 0), 1) : 0

        context.setLineWidth(lineWidth)
        context.setLineCap(.round)

        // The track: a full circle in a fill colour that adapts to light and dark.
        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.setStrokeColor(UIColor.systemFill.cgColor)
        context.strokePath()

        // The arc, from 12 o'clock clockwise. UIKit's context is y-down, so "clockwise on screen"
        // is `clockwise: false` in Core Graphics terms (angles grow clockwise in a flipped space).
        if clamped > 0 {
            let start = -CGFloat.pi / 2
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * clamped, clockwise: false)
            context.setStrokeColor(tintColor.cgColor)
            context.strokePath()
        }

        if showsPercentage { drawPercentage(clamped, in: bounds, radius: radius) }
    }

    /// Writes "25%" centred in the ring, sized to the ring.
    private func drawPercentage(_ value: CGFloat, in rect: CGRect, radius: CGFloat) {
        let text = "\(Int((value * 100).rounded()))%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.monospacedDigitSystemFont(ofSize: max(radius * 0.42, 9), weight: .semibold),
            .foregroundColor: UIColor.label,
        ]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}

// MARK: - Previews

#Preview("Progress", traits: .fixedLayout(width: 160, height: 160), .viewlabSweep("progress", \ProgressRingView.progress, [0, 0.25, 1])) {
    let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
    ring.backgroundColor = .systemBackground
    return ring
}

/// Two rings drawn at 120 × 120, then widened to 240 × 120 as a rotation to landscape would do:
/// the `.redraw` ring draws itself again at the new size, the `.scaleToFill` ring shows its old
/// bitmap stretched — an ellipse with squashed text.
#Preview("Rotated", traits: .fixedLayout(width: 600, height: 220), .acceptsSecondaryLabelContrast) {
    let redrawing = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    let stretched = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    stretched.contentMode = .scaleToFill
    for ring in [redrawing, stretched] {
        ring.progress = 0.6
        ring.drawNow()
        ring.frame.size = CGSize(width: 240, height: 120)
    }
    return PreviewCanvas([redrawing, stretched], captions: ["contentMode = .redraw", ".scaleToFill: the old bitmap, stretched"])
}
