import CoreGraphics

/// The state a configuration is updated for (`UIConfigurationState`): traits and, for cells,
/// selection and highlight.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state (`UICellConfigurationState`), passed to `updateConfiguration(using:)` and
/// `configurationUpdateHandler`.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// The content of a cell, described as a value (`UIContentConfiguration`, iOS 14): it makes the
/// view that shows it, and gives the configuration for a state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (`UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
