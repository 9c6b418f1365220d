import Previews
import UIKit

/// A row of swatches in UIKit's system colours: the smallest custom view, built from subviews.
final class ColorSwatches: UIView {
    static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        for color in Self.colors {
            let swatch = UIView(frame: .zero)
            swatch.backgroundColor = color
            addSubview(swatch)
        }
        layoutSubviews()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 8
        let side = (bounds.width - inset * CGFloat(subviews.count + 1)) / CGFloat(subviews.count)
        for (index, swatch) in subviews.enumerated() {
            swatch.frame = CGRect(x: inset + CGFloat(index) * (side + inset), y: inset, width: side, height: bounds.height - 2 * inset)
        }
    }
}

#Preview("Swatches", traits: .fixedLayout(width: 320, height: 64)) {
    ColorSwatches(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
}

#Preview("On screen") {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let swatches = ColorSwatches(frame: CGRect(x: 16, y: 80, width: 361, height: 72))
    screen.addSubview(swatches)
    return screen
}
