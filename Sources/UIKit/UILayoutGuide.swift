import CoreGraphics

/// A rectangle in a view's coordinate space that layout can refer to. ViewLab has no Auto
/// Layout; the guides exist for their `layoutFrame`, which frame-based layout code reads
/// (`safeAreaLayoutGuide.layoutFrame`, `layoutMarginsGuide.layoutFrame`).
open class UILayoutGuide {
    enum Kind { case safeArea, layoutMargins, custom }
    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    open var identifier = ""

    public init() { kind = .custom }
    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
    }

    /// The guide's rectangle in the owning view's coordinates: the bounds inset by the safe area
    /// or by the layout margins; `.zero` for custom guides (no constraints to solve).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .custom: return .zero
        }
    }
}

extension UIView {
    /// The safe area as a layout guide (its `layoutFrame` is the bounds inset by
    /// `safeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(kind: .safeArea, owningView: self) }
    /// The layout margins as a layout guide (its `layoutFrame` is the bounds inset by
    /// `layoutMargins`).
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(kind: .layoutMargins, owningView: self) }
}
