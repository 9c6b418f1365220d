import CoreGraphics

/// Configurations (iOS 14): `contentConfiguration` replaces the built-in labels with the
/// configuration's content view; `backgroundConfiguration` sets the background;
/// `configurationUpdateHandler` and `updateConfiguration(using:)` run when the state changes.
extension UITableViewCell {
    /// The built-in style's list configuration, to fill and assign to `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The content shown (nil: the built-in labels and your `contentView` subviews).
    public var contentConfiguration: UIContentConfiguration? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            guard let newValue else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                setBuiltInLabelsHidden(false)
                return
            }
            if let existing = configuredContentView, existing.supports(newValue) {
                existing.configuration = newValue
            } else {
                configuredContentView?.removeFromSuperview()
                let view = newValue.makeContentView()
                contentView.addSubview(view)
                configuredContentView = view
            }
            setBuiltInLabelsHidden(true)
            setNeedsLayout()
        }
    }

    private func setBuiltInLabelsHidden(_ hidden: Bool) {
        storedTextLabel?.isHidden = hidden
        storedDetailTextLabel?.isHidden = hidden
        storedImageView?.isHidden = hidden
    }

    /// The background (nil: the table style's).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set { storedBackgroundConfiguration = newValue; updateBackground() }
    }

    /// The cell's current state.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// `setNeedsUpdateConfiguration()`'s work: the content configuration updated for the state
    /// (when `automaticallyUpdatesContentConfiguration`), `updateConfiguration(using:)`, then the
    /// `configurationUpdateHandler`, as Apple documents their order.
    func runConfigurationUpdate() {
        let state = configurationState
        if let configuration = storedContentConfiguration, automaticallyUpdatesContentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
