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
        didSet {
            oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) };
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectedBackground() } }

    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }

    /// Whether `contentConfiguration` is updated for each new state (default true).
    public var automaticallyUpdatesContentConfiguration = true
    /// Called with the cell and its state when the state changes (iOS 15), after
    /// `updateConfiguration(using:)`.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Asks for `updateConfiguration(using:)` with the current state, then the
    /// `configurationUpdateHandler` (ViewLab runs them now; iOS on the next layout pass).
    open func setNeedsUpdateConfiguration() { runConfigurationUpdate() }

    /// Override to configure the cell for `state` (selected, highlighted, traits); the default
    /// does nothing. UIKit calls it when the state changes, before the `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The states of a drag and drop session a cell can be in (`UICollectionViewCell.DragState`).
    public enum DragState: Int, Sendable { case none, lifting, dragging }

    /// Called when the cell's drag state changes; the default does nothing (ViewLab starts no drags).
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The content shown (iOS 14); nil: your `contentView` subviews.
    public var contentConfiguration: UIContentConfiguration? {
        didSet {
            if let contentConfiguration, let configuredContentView,
                type(of: configuredContentView.configuration) == type(of: contentConfiguration),
                configuredContentView.supports(contentConfiguration)
            {
                configuredContentView.configuration = contentConfiguration
            } else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = contentConfiguration?.makeContentView()
                if let configuredContentView { contentView.addSubview(configuredContentView) }
            }
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
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if let configured = configuredContentView {
            return configured.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        return contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}

extension UICollectionViewCell {
    /// The cell's current state.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// `setNeedsUpdateConfiguration()`'s work: the content configuration updated for the state
    /// (when `automaticallyUpdatesContentConfiguration`), `updateConfiguration(using:)`, then the
    /// `configurationUpdateHandler`.
    func runConfigurationUpdate() {
        let state = configurationState
        if let configuration = contentConfiguration, automaticallyUpdatesContentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
