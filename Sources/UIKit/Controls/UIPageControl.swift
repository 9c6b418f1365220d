import CoreGraphics

/// A row of dots, one per page, the current one solid — drawn with iOS 14+ metrics.
///
/// - Metrics: 8 pt dots 16 pt apart (centre to centre) with 12 pt padding at the ends; 26 pt
///   tall. `size(forNumberOfPages:)` is `(16 n + 24, 26)` (zero width for no pages), and is
///   the intrinsic size.
/// - Colours: `currentPageIndicatorTintColor` white and `pageIndicatorTintColor` white at
///   30 % by default — UIKit's page dots are white, made for sitting over content (on a white
///   background set both colours). `.prominent` draws a translucent capsule (`.systemFill`)
///   behind the dots.
/// - `hidesForSinglePage`: with one page (or none) nothing is drawn.
/// - Touches: a tap on the trailing side of the current dot goes to the next page, on the
///   leading side to the previous one, and sends `.valueChanged`; at the ends nothing
///   happens. Right-to-left layouts put page 0 at the right.
/// - Disabled: drawn at half opacity, ignores touches.
open class UIPageControl: UIControl {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    /// Background styles (iOS 14), Apple's values.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0, prominent = 1, minimal = 2
    }

    /// iOS 14+ page-control metrics (measured).
    public static let indicatorDiameter: CGFloat = 8
    public static let indicatorPitch: CGFloat = 16
    public static let horizontalPadding: CGFloat = 12
    public static let controlHeight: CGFloat = 26

    var storedNumberOfPages = 0
    var storedCurrentPage = 0
    var pageIndicatorImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
    }

    private func configureDefaults() {
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // MARK: - Accessibility

    /// As on iOS, the value reads "page 2 of 5" unless one is set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "page \(storedCurrentPage + 1) of \(storedNumberOfPages)" }
        set { super.accessibilityValue = newValue }
    }

    // MARK: - Pages

    /// The number of dots (default 0; negative values count as 0).
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(0, newValue)
            storedCurrentPage = min(storedCurrentPage, max(0, storedNumberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, clamped to `0…numberOfPages - 1` (default 0).
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(0, newValue), max(0, storedNumberOfPages - 1))
            setNeedsDisplay()
        }
    }

    /// Whether the control draws nothing when there is only one page (default false).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// Whether scrubbing along the control pages continuously (stored; ViewLab pages by taps).
    open var allowsContinuousInteraction = true

    /// How the user is interacting (iOS 14): `.discrete` for a tap while it is handled,
    /// `.none` otherwise (ViewLab has no scrubbing, so never `.continuous`).
    public enum InteractionState: Int, Sendable {
        case none = 0, discrete = 1, continuous = 2
    }
    open internal(set) var interactionState: InteractionState = .none

    /// Deprecated in iOS 14 (the current dot always follows `currentPage` there): stored, and
    /// `updateCurrentPageDisplay()` only redraws.
    open var defersCurrentPageDisplay = false
    open func updateCurrentPageDisplay() { setNeedsDisplay() }

    // MARK: - Appearance

    /// The other pages' dots; nil (the default) means white at 30 %.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot; nil (the default) means white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }

    /// An image drawn instead of the dot for every page (iOS 14), tinted with the dot colours.
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The image for one page (iOS 14); nil falls back to `preferredIndicatorImage` or the dot.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageIndicatorImages[page] }
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageIndicatorImages[page] = image
        setNeedsDisplay()
    }

    // MARK: - Size

    /// The size needed to show `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        let width = n == 0 ? 0 : n * UIPageControl.indicatorPitch + 2 * UIPageControl.horizontalPadding
        return CGSize(width: width, height: UIPageControl.controlHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedNumberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Drawing and touches (UIPageControl+Drawing.swift)

    open override func draw(_ rect: CGRect) { drawIndicators() }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
        page(towards: touch.location(in: self))
    }
}
