import CoreGraphics
import Foundation

/// An item of a collection view (`UICollectionViewCell`): put your subviews in `contentView`,
/// which fills the cell. Unlike a table cell it draws no background or selection of its own:
/// `backgroundView` and `selectedBackgroundView` (shown while selected or highlighted) are yours
/// to set, as on iOS.
open class UICollectionViewCell: UICollectionReusableView {
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The view your content goes in.
    public let contentView = UIView()

    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
    }
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectedBackground() } }

    open var isSelected = false { didSet { if isSelected != oldValue { updateSelectedBackground() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectedBackground() } } }

    /// The content shown (iOS 14); nil: your `contentView` subviews.
    public var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredContentView?.removeFromSuperview()
            configuredContentView = contentConfiguration?.makeContentView()
            if let configuredContentView { contentView.addSubview(configuredContentView) }
            setNeedsLayout()
        }
    }
    var configuredContentView: (UIView & UIContentView)?

    /// The background (iOS 14): its colour fills the cell.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundColor = backgroundConfiguration?.backgroundColor
            layer.cornerRadius = backgroundConfiguration?.cornerRadius ?? 0
        }
    }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            insertSubview(selectedBackgroundView, belowSubview: contentView)
            selectedBackgroundView.frame = bounds
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.frame = bounds }
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    /// Self-sizing measures the content view's Auto Layout (or the content configuration).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        if let configured = configuredContentView {
            return configured.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }
}
