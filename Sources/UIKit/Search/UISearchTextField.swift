import CoreGraphics
import Foundation

/// The text field of a search bar (Apple, `UISearchTextField`, iOS 13): a borderless field with a
/// magnifying-glass icon on its left, a clear button while editing, the system font at 17 pt, on
/// a rounded fill — `tertiarySystemFill` with a 10 pt corner radius, as iOS 13 and later draw the
/// search field (Apple documents `tertiarySystemFill` as the fill for large shapes "such as input
/// fields, search bars, or buttons").
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    private func configureSearchField() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        font = .systemFont(ofSize: 17)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 22)
        leftView = glass
        leftViewMode = .always
    }

    /// The icon 8 pt from the leading edge, as iOS places it.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 4, y: (bounds.height - 22) / 2, width: 28, height: 22)
    }
}
