import UIKit

/// A round knob, in the style of a "custom UIControl" tutorial: a value from 0 to 1, a track and a
/// filled arc in the tint colour, `.valueChanged` sent when the value changes.
class KnobControl: UIControl {
    static let defaultSize = CGSize(width: 100, height: 100)

    var value: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    var lineWidth: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func setValue(_ newValue: CGFloat, animated: Bool) {
        let clamped = min(max(newValue, 0), 1)
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
        tintColor.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: lineWidth * 1.5, dy: lineWidth * 1.5)).fill()
        let arc = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2,
            endAngle: -.pi / 2 + .pi * 2 * value, clockwise: true)
        arc.lineWidth = lineWidth
        UIColor.systemIndigo.setStroke()
        arc.stroke()
    }
}

func knobDescription(_ knob: KnobControl) -> String {
    String(format: "knob at %.0f%%", knob.value * 100)
}
