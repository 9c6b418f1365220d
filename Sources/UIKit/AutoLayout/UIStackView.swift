import CoreGraphics

/// A view that lays out a row or column of views (its *arranged subviews*).
///
/// As on iOS: horizontal axis, `.fill` distribution and alignment, spacing 0 by default.
/// `removeArrangedSubview(_:)` keeps the view as a subview; removing it from the superview also
/// removes it from `arrangedSubviews`. Hidden arranged views take no space, nor does the spacing
/// after them. The stack view is a non-rendering container, except that (as since iOS 14) its
/// `backgroundColor` is drawn.
///
/// ViewLab has no Auto Layout yet: the stack view computes the frames in `layoutSubviews()` from
/// the arranged views' `intrinsicContentSize` and content hugging / compression resistance
/// priorities with the rules UIKit's constraints produce (see `StackArrangement`), and it has an
/// `intrinsicContentSize` of its own (sum along the axis plus spacing, maximum across), which is
/// what Auto Layout's fitting size gives for the same stack.
open class UIStackView: UIView {
    // MARK: - Stored state

    var storedArrangedSubviews: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The width the Auto Layout engine solved for the stack while it measures it again
    /// (`LayoutWidthWrapping`, see `UIStackView+Layout.swift`).
    var layoutWrapWidth: CGFloat?

    // MARK: - Initialisers

    /// A stack view (horizontal, `.fill`) arranging `views` in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not failable, as on iOS (`- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    /// in UIStackView.h, imported as `init(coder: NSCoder)`): a subclass's
    /// `required init(coder:) { super.init(coder: coder) }` compiles.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        decodeStackView(coder)
    }

    // MARK: - Configuration

    /// The axis the views are laid out along (default `.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }

    /// How the views share the space along the axis (default `.fill`).
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }

    /// How the views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }

    /// The space between adjacent views (default 0; for `.equalSpacing` / `.equalCentering` the
    /// minimum). `UIStackView.spacingUseSystem` means the system spacing (8 pt). Negative values
    /// overlap the views, as on iOS; non-finite values count as 0.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }

    /// Whether the views are laid out inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// Whether vertical spacing is measured between text baselines (last baseline of the upper
    /// view to the first baseline of the lower one) instead of between frames. (ViewLab measures
    /// the baselines at the views' intrinsic heights, so the spacing is exact for views the
    /// distribution does not stretch.)
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }

    // MARK: - Overrides

    /// Sets the arranged views' frames (see `UIStackView+Layout.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutArrangedSubviews()
    }

    /// The size the arranged views need: along the axis their sizes plus the spacing, across
    /// the axis the largest (plus the margins with `isLayoutMarginsRelativeArrangement`).
    open override var intrinsicContentSize: CGSize { arrangedContentSize }

    /// The same size as `intrinsicContentSize` (a stack view has no preferred size of its own).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { arrangedContentSize }

    /// A subview removed from the stack view is also removed from `arrangedSubviews`.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        forgetArrangedSubview(subview)
    }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    /// Removes `view` from `arrangedSubviews`; it stays a subview (as in UIKit) — call
    /// `removeFromSuperview()` to remove it from the screen.
    open func removeArrangedSubview(_ view: UIView) { removeArrangedSubviewImpl(view) }
    /// Inserts `view` into `arrangedSubviews` at `stackIndex` (clamped to `0...count`; UIKit
    /// raises for an index beyond the end) and adds it as a subview when it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        insertArrangedSubviewImpl(view, at: stackIndex)
    }
    /// Appends `view` to `arrangedSubviews` (and adds it as a subview when it is not one).
    /// A view that is already arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) { addArrangedSubviewImpl(view) }
}
