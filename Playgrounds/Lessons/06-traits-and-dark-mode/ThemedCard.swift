import UIKit

/// Lesson 06: a card whose border follows the appearance — a dark-mode-aware custom view.
///
/// A `UIColor` made with `UIColor { traits in … }` (or a semantic colour such as `.label`) adapts
/// by itself wherever UIKit resolves it: `backgroundColor`, `textColor`, `tintColor`. But
/// `layer.borderColor`, `layer.shadowColor` and a shape layer's colours are `CGColor`s: fixed
/// colours, resolved once, when you set them. A view that uses them resolves them again when its
/// traits change. Complete the TODO, save, `:check`.
class ThemedCard: UIView {
    /// The border's colour: purple in light mode, yellow in dark mode.
    let borderTint = UIColor { $0.userInterfaceStyle == .dark ? .systemYellow : .systemPurple }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground // dynamic: follows the traits by itself
        layer.cornerRadius = 12
        layer.borderWidth = 4
        layer.borderColor = borderTint.resolvedColor(with: traitCollection).cgColor // fixed from here on
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit calls this after the traits changed (`:dark`, `:light`, an `overrideUserInterfaceStyle`
    /// above the view). On iOS 17 and later, `registerForTraitChanges([UITraitUserInterfaceStyle.self])`
    /// in `init` does the same job.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // TODO(exercise): resolve borderTint with the new traitCollection and set layer.borderColor again.
    }
}
