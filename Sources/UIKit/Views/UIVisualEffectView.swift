import CoreGraphics

/// A view that shows a visual effect (a `UIBlurEffect`) of the content behind it, with its own
/// content in `contentView` on top.
///
/// ViewLab renders the effect in the display pass of every run-loop turn: the window's layer
/// tree is composited *without* this view and the views above it (earlier siblings and
/// ancestors — everything behind — were displayed earlier in the same pass), Gaussian-blurred
/// and tinted with the style's material (`UIBlurEffect+Material.swift`), and the result becomes
/// the view's backing store. Limits: the backdrop is what was on screen at that display pass
/// (changes made later in the turn show next turn); transforms of the effect view or its
/// ancestors other than translation are not followed; blur styles' radii and tints are ViewLab's
/// approximations; a `UIVibrancyEffect` draws no backdrop and its content as it is (no colour
/// amplification).
open class UIVisualEffectView: UIView {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    /// The view to add subviews to (it fills the effect view).
    public let contentView: UIView

    /// The effect shown (nil: none — the view is transparent).
    open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }

    // MARK: - Initialisers

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        configureEffectView()
    }

    /// An effect view without an effect.
    public override init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        configureEffectView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        configureEffectView()
        decodeVisualEffectView(coder)
    }

    // MARK: - Overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// Draws the blurred, tinted backdrop, and marks the view to be drawn again next turn so
    /// that the backdrop follows what is behind.
    open override func draw(_ rect: CGRect) {
        drawEffect()
        setNeedsDisplay()
    }
}
