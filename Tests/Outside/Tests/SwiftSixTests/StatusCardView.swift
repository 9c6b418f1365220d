import UIKit

// A card component written as code for iOS 17 and later writes it, compiled in the Swift 6 language
// mode (the default of a `swift-tools-version:6.0` package): the view class is `@MainActor`, module
// constants hold colours, fonts, paths and images (Sendable on iOS), and it animates, hops to the
// main queue and starts a main-actor task.

private let cornerRadius: CGFloat = 12
private let shadowColor = UIColor.black.cgColor
private let accent = UIColor.systemBlue
private let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
private let placeholder = UIImage(systemName: "star")
private let insets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

enum Palette {
    static let background = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    static let checkmark = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    static let gradientColors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    static let mode: UIView.ContentMode = .redraw
}

@MainActor
final class StatusCardView: UIView {
    static let defaultTint = UIColor.systemPink
    let titleLabel = UILabel()
    private(set) var draws = 0
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }

    init(title: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        contentMode = Palette.mode
        backgroundColor = Palette.background
        layer.cornerRadius = cornerRadius
        layer.shadowColor = shadowColor
        titleLabel.font = titleFont
        titleLabel.text = title
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.inset(by: insets)
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath
    }

    /// Fills the left `progress` fraction with the accent colour.
    override func draw(_ rect: CGRect) {
        draws += 1
        accent.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    func dismiss() {
        UIView.animate(withDuration: 0.3) { self.alpha = 0 } completion: { _ in self.removeFromSuperview() }
        DispatchQueue.main.async { self.progress = 0 }
        Task { @MainActor in self.progress = 1 }
    }

    var hasPlaceholder: Bool { placeholder != nil }
}
