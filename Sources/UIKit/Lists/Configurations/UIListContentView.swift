import CoreGraphics

/// The view that shows a `UIListContentConfiguration` (`UIListContentView`, iOS 14): its image
/// and labels laid out as the table view's built-in cells are.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; setting another kind of configuration is ignored.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        c.textProperties.apply(to: textLabel, text: c.text, attributed: c.attributedText)
        c.secondaryTextProperties.apply(
            to: secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText)
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.isHidden = c.image == nil
        setNeedsLayout()
    }

    var contentLayout: ListContentLayout {
        let c = listConfiguration
        let m = c.directionalLayoutMargins
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var layout = ListContentLayout(
            kind: c.contentLayoutKind,
            margins: UIEdgeInsets(
                top: m.top, left: rtl ? m.trailing : m.leading, bottom: m.bottom, right: rtl ? m.leading : m.trailing))
        layout.imageToTextPadding = c.imageToTextPadding
        layout.textToSecondaryTextVerticalPadding = c.textToSecondaryTextVerticalPadding
        layout.textToSecondaryTextHorizontalPadding = c.textToSecondaryTextHorizontalPadding
        return layout
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentLayout.layOut(
            text: textLabel, secondary: secondaryTextLabel, image: imageView.image == nil ? nil : imageView, in: bounds)
    }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(
            width: targetSize.width,
            height: contentLayout.fittingHeight(
                text: textLabel, secondary: secondaryTextLabel,
                image: imageView.image == nil ? nil : imageView, width: targetSize.width))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(
            width: UIView.noIntrinsicMetric,
            height: systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0)).height)
    }
}
