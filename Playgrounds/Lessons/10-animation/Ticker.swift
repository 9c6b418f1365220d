import UIKit

/// Lesson 10: a hand that turns once a second, drawn in `draw(_:)` on every frame of a display
/// link — motion that costs a redraw of the backing store each frame.
class Ticker: UIView {
    private var link: CADisplayLink?
    private var angle: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts the display link once the view is on screen, stops it when it leaves.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        link?.invalidate()
        link = nil
        guard window != nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// One turn per second of the link's timestamps, then a redraw.
    @objc func tick(_ link: CADisplayLink) {
        angle = CGFloat(link.timestamp.truncatingRemainder(dividingBy: 1)) * 2 * .pi
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        UIColor.systemGray4.setStroke()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).stroke()
        let hand = UIBezierPath()
        hand.move(to: center)
        hand.addLine(to: CGPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle)))
        hand.lineWidth = 3
        UIColor.systemRed.setStroke()
        hand.stroke()
    }
}
