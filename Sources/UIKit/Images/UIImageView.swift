@_spi(ViewLab) import CoreGraphics
import QuartzCore

/// A view that shows an image, as UIKit's does: the image becomes the layer's `contents`
/// (`contentsScale` = the image's scale, `contentsGravity` from `contentMode`), so the
/// compositor places it for every content mode exactly as Core Animation would — nothing is
/// drawn in `draw(_:)`.
///
/// - Template images (`renderingMode == .alwaysTemplate`, which symbol images are by default)
///   are shown in `tintColor`, re-tinted when the tint or the traits change.
/// - `intrinsicContentSize` is the image's size in points (`noIntrinsicMetric` for both
///   dimensions without an image); `isUserInteractionEnabled` defaults to false.
/// - While `isHighlighted`, `highlightedImage` is shown if there is one.
/// - `preferredSymbolConfiguration` is applied over a symbol image's own configuration.
open class UIImageView: UIView {
    /// The label VoiceOver reads once the view is made an element: the one set, else the image's
    /// `accessibilityLabel`.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? image?.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpImageView()
        decodeImageView(coder)
    }

    /// An image view sized to `image` (frame origin zero, size = the image's size).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
        self.image = image
        // Observers do not run in the declaring class's own initialiser: show the image here.
        imageDidChange(sizeMayChange: false)
        animatedImageDidChange(from: nil)
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
        self.highlightedImage = highlightedImage
        self.image = image
        imageDidChange(sizeMayChange: false)
        animatedImageDidChange(from: nil)
    }

    // MARK: - Content

    /// The image shown. An animated image (`UIImage.animatedImage(with:duration:)`) plays at once,
    /// over and over, as on iOS (see `UIImageView+Animation`).
    open var image: UIImage? {
        didSet {
            imageDidChange(sizeMayChange: true)
            animatedImageDidChange(from: oldValue)
        }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { imageDidChange(sizeMayChange: true) } }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { imageDidChange(sizeMayChange: highlightedImage != nil) } }
    }

    // MARK: - Frame animation (`UIImageView+Animation`)

    /// The frames `startAnimating()` plays, in order (nil: none).
    open var animationImages: [UIImage]?
    /// The frames played while `isHighlighted` (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]?
    /// How long one pass through the frames lasts, in seconds; 0 (the default) means 1/30 s a
    /// frame (Apple: "a duration equal to the number of images multiplied by 1/30th of a second").
    open var animationDuration: TimeInterval = 0
    /// How many passes to play; 0 (the default) repeats forever.
    open var animationRepeatCount = 0

    /// Plays the frames: `highlightedAnimationImages` while highlighted (if set), else
    /// `animationImages`, else the frames of an animated `image`. Each frame shows for
    /// `animationDuration` ÷ frame count seconds (1/30 s by default); `animationRepeatCount`
    /// passes (0: forever). Without frames, nothing happens.
    open func startAnimating() { startFrameAnimation() }

    /// Stops the frames; the view shows `image` again.
    open func stopAnimating() { layer.removeAnimation(forKey: UIImageView.frameAnimationKey) }

    /// Whether the frames are playing (false once a finite number of passes is over).
    open var isAnimating: Bool { frameAnimationIsRunning }

    /// A symbol configuration applied over the configuration of symbol images shown.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { imageDidChange(sizeMayChange: true) }
    }

    /// Image views ignore touches by default (UIKit: `isUserInteractionEnabled` is false).
    open override var isUserInteractionEnabled: Bool {
        get { storedUserInteraction }
        set { storedUserInteraction = newValue }
    }
    var storedUserInteraction = false

    // MARK: - Sizing

    /// The displayed image's size in points, or `noIntrinsicMetric` without an image.
    open override var intrinsicContentSize: CGSize {
        MethodSwizzling.run(self, UIImageView.self, "intrinsicContentSize", []) { imageIntrinsicContentSize }
    }
    var imageIntrinsicContentSize: CGSize { displayedImage?.size ?? UIView.noIntrinsicSize }

    /// The displayed image's size (`.zero` without an image), whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    // MARK: - Tint and traits

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContents()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateContents()
    }

    /// A symbol image is drawn again for the size the content mode shows it at.
    open override var contentMode: ContentMode {
        didSet { if oldValue != contentMode, displayedImage?.isSymbolImage == true { updateContents() } }
    }

    /// A symbol image is drawn again for the size the view shows it at.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if displayedImage?.isSymbolImage == true { updateContents() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateContents()
    }
}
