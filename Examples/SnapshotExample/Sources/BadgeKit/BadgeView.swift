import UIKit

/// A rounded count badge, as an app would ship it: a tinted capsule with the count in white.
public final class BadgeView: UIView {
    /// The badge's fill: a deep blue, lighter in dark mode.
    public static let tint = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.35, green: 0.60, blue: 1.00, alpha: 1) : UIColor(red: 0.20, green: 0.45, blue: 0.90, alpha: 1)
    }

    private let label = UILabel()

    /// The number shown; 100 and more show as `99+`.
    public var count: Int = 0 {
        didSet { label.text = count > 99 ? "99+" : "\(count)" }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = BadgeView.tint
        label.textColor = .white
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textAlignment = .center
        addSubview(label)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        label.frame = bounds
    }
}
