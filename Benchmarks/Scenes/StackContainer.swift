import UIKit

/// A container that splits its bounds evenly among its subviews along one axis.
public final class StackContainer: UIView {
    public enum Axis { case horizontal, vertical }
    let axis: Axis
    let spacing: CGFloat

    init(axis: Axis, spacing: CGFloat) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let n = CGFloat(max(subviews.count, 1))
        let length = axis == .horizontal ? bounds.width : bounds.height
        let each = max((length - spacing * (n - 1)) / n, 0)
        for (i, child) in subviews.enumerated() {
            let offset = CGFloat(i) * (each + spacing)
            child.frame = axis == .horizontal
                ? CGRect(x: offset, y: 0, width: each, height: bounds.height)
                : CGRect(x: 0, y: offset, width: bounds.width, height: each)
        }
    }
}
