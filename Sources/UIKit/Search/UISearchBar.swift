import CoreGraphics
import Foundation

/// A bar with a search field (Apple, `UISearchBar`): its `searchTextField` (iOS 13), an optional
/// Cancel button, and a delegate told about editing, the user's typing, the search key and the
/// buttons.
///
/// Drawn as iOS 13 and later draw a standalone bar: 56 pt tall (`sizeThatFits`, the intrinsic
/// height), the field 36 pt tall, 8 pt from the bar's edges and vertically centred, with the
/// placeholder "Search" until one is set; "Cancel" in the tint colour 8 pt from the trailing edge
/// when `showsCancelButton` is on, the field narrowing for it. `searchBarStyle` follows Apple's
/// documentation: `.minimal` has no background, the other styles draw `barTintColor` behind the
/// field when one is set (ViewLab draws no translucent bar material otherwise: the view's own
/// background shows).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look (Apple, `UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The default (`prominent` on iOS 13 and later).
        case `default`
        /// A translucent background and an opaque search field.
        case prominent
        /// No background; the search field is translucent.
        case minimal
    }

    enum Metrics {
        static let height: CGFloat = 56
        static let fieldHeight: CGFloat = 36
        static let inset: CGFloat = 8
        static let defaultPlaceholder = "Search"
    }

    /// The search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The delegate told about editing and the buttons.
    open weak var delegate: UISearchBarDelegate?
    /// The search controller that owns the bar (its `searchBar`): told about editing, typing and
    /// Cancel, whoever the delegate is.
    weak var searchController: UISearchController?
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    open var barStyle: UIBarStyle = .default
    /// The colour behind the field (nil: no bar colour is drawn).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var isTranslucent = true
    /// An image drawn behind the bar, stretched to its bounds.
    open var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }
    /// A line of text above the field (kept; not drawn).
    open var prompt: String?
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0 {
        didSet {
            guard selectedScopeButtonIndex != oldValue else { return }
            delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        }
    }
    /// Whether the Cancel button shows beside the field.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }
    let cancelButton = UIButton(type: .system)
    private lazy var relay = SearchFieldRelay(bar: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchBar()
    }

    private func configureSearchBar() {
        // Not opaque: where no bar colour is drawn, what is behind the bar shows.
        isOpaque = false
        searchTextField.placeholder = Metrics.defaultPlaceholder
        searchTextField.delegate = relay
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBar(self, textDidChange: self.text ?? "")
                self.searchController?.searchBarTextDidChange()
            }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarCancelButtonClicked(self)
                self.searchController?.searchBarCancelled()
            }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    /// The field's text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The field's placeholder ("Search" until one is set; nil leaves the field without one).
    open var placeholder: String? {
        get { hasPlaceholder ? searchTextField.placeholder : nil }
        set {
            hasPlaceholder = true
            searchTextField.placeholder = newValue
        }
    }
    private var hasPlaceholder = false

    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    /// Shows or hides the Cancel button (the change is not animated here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Sets the icon of the search field (`.search`: the magnifying glass); other icons are kept.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        guard icon == .search, let glass = searchTextField.leftView as? UIImageView else { return }
        glass.image = iconImage ?? UIImage(systemName: "magnifyingglass")
    }

    /// The icons of a search bar.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }

    // MARK: - Responder

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: - Size and layout

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Metrics.height) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Metrics.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var trailing = bounds.width - Metrics.inset
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            cancelButton.frame = CGRect(
                x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing = cancelButton.frame.minX - Metrics.inset
        }
        searchTextField.frame = CGRect(
            x: Metrics.inset, y: (bounds.height - Metrics.fieldHeight) / 2,
            width: max(0, trailing - Metrics.inset), height: Metrics.fieldHeight)
    }

    open override func draw(_ rect: CGRect) {
        guard searchBarStyle != .minimal else { return }
        if let backgroundImage {
            backgroundImage.draw(in: bounds)
        } else if let barTintColor {
            barTintColor.setFill()
            UIRectFill(bounds)
        }
    }
}

/// Tells the search bar's delegate what its field's delegate hears.
@MainActor
final class SearchFieldRelay: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.searchController?.searchBarDidBeginEditing()
        bar.delegate?.searchBarTextDidBeginEditing(bar)
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
