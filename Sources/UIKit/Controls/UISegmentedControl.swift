import CoreGraphics
import Foundation

/// A row of segments of which one is selected, drawn as iOS 13+ draws it: a rounded
/// (radius 9) `.tertiarySystemFill` container 32 pt tall; the selected segment is a raised
/// rounded (radius 7) card inset 2 pt — white in light appearance, `#636366` in dark, with a
/// soft shadow — and 1 pt separators (`.opaqueSeparator`, 16 pt tall) stand between unselected
/// neighbours.
///
/// - Titles: 13 pt, regular (normal) and semibold (selected), in `.label`; the size does not
///   follow Dynamic Type (as on iOS 13+). `setTitleTextAttributes(_:for:)` overrides font and
///   colour per state (`.normal`, `.selected`, `.highlighted`, `.disabled`). Images are drawn
///   tinted `.label`. Disabled segments (and a disabled control) draw titles `.tertiaryLabel`.
/// - Widths: each segment's content is its title (or image) plus 12 pt on each side. Segments
///   are all as wide as the widest (`intrinsicContentSize` is that × the count), or each as
///   wide as its own content with `apportionsSegmentWidthsByContent`; `setWidth(_:forSegmentAt:)`
///   fixes one segment's width. Extra (or missing) width in the frame is shared out among the
///   segments without a fixed width — equally, or in proportion to content when apportioned.
/// - Right-to-left layouts reverse the segment order (segment 0 at the right).
/// - Touches: while pressed, an unselected segment's content dims to half opacity; a touch
///   that starts on the selected segment drags the card along (iOS 13+). Lifting the finger on
///   an enabled segment selects it and sends `.valueChanged`
///   (then `.primaryActionTriggered`), and performs the segment's action (`init(frame:actions:)`);
///   tapping the selected segment again sends nothing. With `isMomentary` the segment is not
///   shown selected, every tap sends, and `selectedSegmentIndex` reports the last tapped one.
/// - Bad indices never trap: inserting past the end appends, removing or setting out of range
///   is ignored (`selectedSegmentIndex` accepts `noSegment` or a valid index).
open class UISegmentedControl: UIControl {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// 0 means automatic.
        var width: CGFloat = 0
        var action: UIAction?
    }

    var segments: [Segment] = []
    var storedSelectedIndex = UISegmentedControl.noSegment
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Divider images by left/right segment state and bar metrics (`setDividerImage`).
    var dividerImages: [String: UIImage] = [:]
    /// While a touch is tracked: the segment under the finger, and whether the touch began on
    /// the selected segment (then the card follows the finger).
    var trackedSegment: Int?
    var isDraggingSelection = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
        decodeSegmentedControl(coder)
    }

    /// A control with a segment per item — `String` items become titles, `UIImage` items
    /// images (other items are skipped) — sized to fit, nothing selected.
    /// A control with a segment per item (`String` titles, `UIImage`s), sized to fit them.
    /// Designated, as in UIKit (subclasses override it and call `super.init(items:)`).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        contentMode = .redraw
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action, titled with the action's title (iOS 14); selecting
    /// a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    // MARK: - Segments (UISegmentedControl+Segments.swift)

    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment` (the default).
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set { selectSegment(newValue) }
    }

    /// Whether segments only flash when tapped instead of staying selected (default false).
    open var isMomentary = false { didSet { setNeedsDisplay() } }
    /// Whether segments are as wide as their content instead of all equal (default false).
    open var apportionsSegmentWidthsByContent = false { didSet { contentDidChange() } }
    /// The selected segment's card; nil (the default) means white (light) / `#636366` (dark).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    // MARK: - Size (UISegmentedControl+Layout.swift)

    open override var intrinsicContentSize: CGSize { fittingSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    // MARK: - Drawing and touches (UISegmentedControl+Drawing.swift)

    open override func draw(_ rect: CGRect) { drawSegments() }
    open override func tintColorDidChange() { setNeedsDisplay() }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackSegment(at: touch.location(in: self), began: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackSegment(at: touch.location(in: self), began: false)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopTrackingSegment()
        guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
        tapSegment(at: touch.location(in: self))
    }

    open override func cancelTracking(with event: UIEvent?) { stopTrackingSegment() }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { setImageImpl(image, forSegmentAt: segment) }
    /// Removes every segment (none is selected afterwards).
    open func removeAllSegments() { removeAllSegmentsImpl() }
    /// Removes the segment at `segment` (ignored out of range). Removing the selected segment
    /// leaves none selected; a later selection shifts down.
    open func removeSegment(at segment: Int, animated: Bool) { removeSegmentImpl(at: segment, animated: animated) }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { setTitleImpl(title, forSegmentAt: segment) }
    /// Inserts a segment for `action` (titled with its title) at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegmentImpl(action: action, at: segment, animated: animated)
    }
    /// Inserts an image segment at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insertSegmentImpl(with: image, at: segment, animated: animated)
    }
    /// Inserts a titled segment at `segment` (past the end appends; negative inserts first).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insertSegmentImpl(withTitle: title, at: segment, animated: animated)
    }
}
