import CoreGraphics

/// The spinning "busy" wheel: eight spokes with graded opacity. ViewLab renders still frames,
/// so the wheel is drawn in one frame of its turn (the head spoke at 12 o'clock, the tail
/// fading counter-clockwise).
///
/// - Styles and sizes: `.medium` 20 pt, `.large` 37 pt (iOS 13+); the deprecated `.gray`,
///   `.white` (20 pt) and `.whiteLarge` (37 pt). The wheel is drawn at that size centred in the
///   bounds, whatever the frame (as iOS).
/// - `color`: `.secondaryLabel` for `.medium`/`.large` (iOS 13+ uses a dynamic grey), white for
///   `.white`/`.whiteLarge`, `.gray` for `.gray`; setting `style` resets it, as on iOS.
/// - `hidesWhenStopped` (default true): the view is hidden while not animating — so a fresh
///   indicator is hidden until `startAnimating()`.
open class UIActivityIndicatorView: UIView {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    /// Indicator styles, Apple's values.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101
    }

    var storedAnimating = false
    var storedColor: UIColor?

    /// A `.medium` indicator.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
        decodeActivityIndicator(coder)
    }

    /// An indicator of `style`, sized to it.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        let side = UIActivityIndicatorView.diameter(for: style)
        frame = CGRect(x: 0, y: 0, width: side, height: side)
    }

    private func configureDefaults() {
        contentMode = .redraw
        isHidden = true
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
    }

    /// As on iOS, VoiceOver reads "In progress" while animating and "Progress halted" when
    /// stopped, unless a label is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (storedAnimating ? "In progress" : "Progress halted") }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: - Style

    open var style: Style = .medium {
        didSet {
            storedColor = nil
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour (see the type's documentation for the defaults).
    open var color: UIColor! {
        get { storedColor ?? UIActivityIndicatorView.defaultColor(for: style) }
        set { storedColor = newValue; setNeedsDisplay() }
    }

    /// The wheel's diameter for a style.
    public static func diameter(for style: Style) -> CGFloat {
        switch style {
        case .large, .whiteLarge: return 37
        case .medium, .white, .gray: return 20
        }
    }

    static func defaultColor(for style: Style) -> UIColor {
        switch style {
        case .medium, .large: return .secondaryLabel
        case .white, .whiteLarge: return .white
        case .gray: return .gray
        }
    }

    open override var intrinsicContentSize: CGSize {
        let side = UIActivityIndicatorView.diameter(for: style)
        return CGSize(width: side, height: side)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Animating

    /// Whether the wheel hides itself while stopped (default true).
    open var hidesWhenStopped = true {
        didSet { if !storedAnimating { isHidden = hidesWhenStopped } }
    }
    open var isAnimating: Bool { storedAnimating }

    /// Starts the spin and shows the wheel.
    open func startAnimating() {
        storedAnimating = true
        isHidden = false
    }

    /// Stops the spin; hides the wheel when `hidesWhenStopped`.
    open func stopAnimating() {
        storedAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    // MARK: - Drawing

    /// Spokes: 8, each from 42 % to 100 % of the radius, 11 % of the diameter wide (2.2 pt at
    /// 20 pt), rounded; opacity from 1 (head) down to 0.3 in equal steps.
    static let spokeCount = 8

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let d = UIActivityIndicatorView.diameter(for: style)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = d * 0.11
        let outer = d / 2 - width / 2, inner = d / 2 * 0.42 + width / 2
        let base = color ?? .secondaryLabel
        let n = UIActivityIndicatorView.spokeCount
        for i in 0..<n {
            // Head at 12 o'clock; the i-th spoke behind it sits i steps counter-clockwise.
            let angle = -CGFloat.pi / 2 - CGFloat(i) * 2 * .pi / CGFloat(n)
            let alpha = 1 - 0.7 * CGFloat(i) / CGFloat(n - 1)
            let dx = cos(angle), dy = sin(angle)
            ControlDrawing.strokeLine(
                from: CGPoint(x: center.x + dx * inner, y: center.y + dy * inner),
                to: CGPoint(x: center.x + dx * outer, y: center.y + dy * outer),
                width: width, color: base.withAlphaComponent(base.cgColor.alpha * alpha), in: context)
        }
    }
}
