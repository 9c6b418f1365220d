import CoreGraphics
import Foundation

/// A rectangle in a view's coordinate space that Auto Layout constraints can refer to, without
/// a view of its own (UIKit's `UILayoutGuide`).
///
/// - Custom guides: add them with `view.addLayoutGuide(_:)`, constrain their anchors; their
///   `layoutFrame` is what the engine solved (in the owning view's coordinates), `.zero` before.
/// - System guides (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`): the
///   same object each time; their `layoutFrame` is the bounds inset by the safe area, the
///   layout margins or the readable-width rule, and the engine pins them to those rectangles.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum Kind { case safeArea, layoutMargins, readableContent, keyboard, custom }
    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging (shown in constraint descriptions).
    open var identifier = ""
    /// A short id for descriptions of unnamed custom guides (`g4`).
    lazy var shortID: String = {
        UILayoutGuide.nextID += 1
        return "g\(UILayoutGuide.nextID)"
    }()
    static var nextID = 0
    /// The constraints pinning a system guide to its view (made by the engine).
    var pinConstraints: [NSLayoutConstraint] = []

    public override init() { kind = .custom }
    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        switch kind {
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: identifier = "UIViewLayoutMarginsGuide"
        case .readableContent: identifier = "UIViewReadableContentGuide"
        case .keyboard: identifier = "UIViewKeyboardLayoutGuide"
        case .custom: break
        }
    }

    /// The guide's rectangle in the owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .readableContent: return UILayoutGuide.readableFrame(in: view)
        case .keyboard:
            let usesSafeArea = (self as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            return UIKeyboardLayoutGuide.keyboardFrame(in: view, usesBottomSafeArea: usesSafeArea)
        case .custom: return AutoLayoutEngine.solvedFrame(of: self) ?? .zero
        }
    }

    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: - Debugging

    /// Whether the engine could place the guide elsewhere without breaking a constraint.
    open var hasAmbiguousLayout: Bool {
        AutoLayoutEngine.isAmbiguous(item: self, axis: .horizontal)
            || AutoLayoutEngine.isAmbiguous(item: self, axis: .vertical)
    }

    /// The constraints affecting the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutEngine.constraintsAffecting(item: self, axis: axis)
    }

    open override var description: String {
        mainActorDescription {
            let f = layoutFrame
            return
                "<UILayoutGuide: \(constraintDebugName), layoutFrame = (\(f.minX.compact) \(f.minY.compact); \(f.width.compact) \(f.height.compact))>"
        }
    }

    /// `'UIViewSafeAreaLayoutGuide':UIView:v1`, `'name'` or `UILayoutGuide:g4`.
    var constraintDebugName: String {
        switch kind {
        case .custom: return identifier.isEmpty ? "UILayoutGuide:\(shortID)" : "'\(identifier)'"
        default: return "'\(identifier)':\(owningView?.constraintDebugName ?? "nil")"
        }
    }
}

// MARK: - Readable width

extension UILayoutGuide {
    /// The readable width at the default text size (`.large`): 672 points.
    public static let readableWidthAtLargeTextSize: CGFloat = 672

    /// The readable content rectangle: the layout-margins rectangle, narrowed to the readable
    /// width and centred in it. iOS documents the readable width as one that keeps lines of body
    /// text comfortable and that follows Dynamic Type; at the default size it is 672 points (on a
    /// 1024-point-wide iPad in landscape the guide is 672 wide, inset 176 from each edge —
    /// measured in useyourloaf.com's "Readable Content Guides").
    /// ViewLab scales 672 by the body text style's size for the view's content size category
    /// (body is 17 pt at `.large`), so wider at larger text sizes.
    static func readableFrame(in view: UIView) -> CGRect {
        let margins = view.bounds.inset(by: view.layoutMargins)
        let body = DynamicTypeTable.pointSize(.body, DynamicTypeTable.category(for: view.traitCollection))
        let readable = readableWidthAtLargeTextSize * body / 17
        guard margins.width > readable else { return margins }
        return margins.insetBy(dx: (margins.width - readable) / 2, dy: 0)
    }
}

// MARK: - Guides on views

extension UIView {
    /// The safe area as a layout guide (the bounds inset by `safeAreaInsets`); the same object
    /// each time.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, .safeArea)
    }

    /// The layout margins as a layout guide (the bounds inset by `layoutMargins`).
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, .layoutMargins)
    }

    /// The readable content area: within the layout margins, at most the readable width wide
    /// (672 pt at the default text size), centred (see `UILayoutGuide.readableFrame`).
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableGuide, .readableContent)
    }

    /// The custom guides added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Adds a custom guide: its anchors may then be constrained; its `layoutFrame` is solved.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .custom else { return }
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
        setNeedsLayout()
    }

    /// Removes a custom guide (constraints that refer to it are deactivated).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = autoLayoutStorage, state.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        var view: UIView? = self
        while let v = view {
            for c in v.constraints where c.firstItem === layoutGuide || c.secondItem === layoutGuide {
                c.isActive = false
            }
            view = v.storedSuperview
        }
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        setNeedsLayout()
    }

    private func systemGuide(
        _ path: ReferenceWritableKeyPath<AutoLayoutViewState, UILayoutGuide?>, _ kind: UILayoutGuide.Kind
    ) -> UILayoutGuide {
        let state = autoLayout
        if let guide = state[keyPath: path] { return guide }
        let guide = UILayoutGuide(kind: kind, owningView: self)
        state[keyPath: path] = guide
        return guide
    }
}
