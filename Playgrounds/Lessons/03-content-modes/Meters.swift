import UIKit

/// Lesson 03: two views drawn in `draw(_:)` whose pictures depend on their size differently, so
/// each needs its own `contentMode` — what UIKit does with the old backing store when the bounds
/// change size.
///
/// Apple (`UIView.contentMode`): "The content mode specifies how the cached bitmap of the view's
/// layer is adjusted when the view's bounds change", and only `.redraw` makes a size change call
/// `setNeedsDisplay()`. Complete the TODOs, save, and type `:check`.

/// A level meter: ten bars spread over the whole width. Its picture depends on its size, so a
/// stretched old bitmap would show fat, blurred bars: it must draw again at the new size.
class LevelMeter: UIView {
    /// How many of the ten bars are lit, 0…10.
    var level = 7 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        // TODO(exercise): draw again at the new size when the bounds change (instead of stretching the old bitmap).
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let gap: CGFloat = 3
        let width = (bounds.width - gap * 9) / 10
        for index in 0..<10 {
            let bar = CGRect(x: CGFloat(index) * (width + gap), y: 0, width: width, height: bounds.height)
            (index < level ? UIColor.systemGreen : UIColor.systemGray5).setFill()
            UIBezierPath(roundedRect: bar, cornerRadius: 2).fill()
        }
    }
}

/// A status dot: a 16-point circle in the top-left corner, whatever the view's size. Its picture
/// does not depend on the size, so drawing again would be wasted work and stretching would turn the
/// dot into an ellipse: the old bitmap should stay as it is, pinned to the top-left corner.
class StatusDot: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        // TODO(exercise): keep the drawn dot unscaled in the top-left corner when the bounds change.
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGreen.setFill()
        UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 16, height: 16)).fill()
    }
}
