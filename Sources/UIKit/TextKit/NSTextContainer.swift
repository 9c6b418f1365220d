import CoreGraphics
import Foundation

/// The region a layout manager lays text out in (Apple, NSTextContainer documentation).
///
/// Standalone (a container added to a layout manager of an `NSTextStorage`): lines wrap at
/// `size.width` minus `lineFragmentPadding` on both sides, lines whose bottom passes `size.height`
/// are not laid out (the first always is), at most `maximumNumberOfLines` lines are laid out (0: no
/// limit), and `lineBreakMode` says how the last one ends when text is cut (`.byTruncatingTail`:
/// "…"). Changing any of these invalidates the layout (`textContainerChangedGeometry(_:)`).
///
/// In a `UITextView` its width follows the view's width minus `textContainerInset`'s left and right
/// (`widthTracksTextView`, true there) and its height is unlimited; lines are inset by
/// `lineFragmentPadding` (5 pt by default, as on iOS) on both sides, so a text view's first glyph
/// sits at x = `textContainerInset.left + 5`.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size (`.greatestFiniteMagnitude` for no limit).
    open var size: CGSize { didSet { geometryDidChange() } }
    /// The empty space at each end of every line (default 5).
    open var lineFragmentPadding: CGFloat = 5 { didSet { geometryDidChange() } }
    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines = 0 { didSet { geometryDidChange() } }
    /// How the last line breaks when the container cuts the text (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { geometryDidChange() } }
    /// Areas text flows around (recorded; ViewLab lays text out in full-width lines).
    open var exclusionPaths: [UIBezierPath] = [] { didSet { geometryDidChange() } }
    /// Whether the width follows the text view's width (true in a text view).
    open var widthTracksTextView = false
    /// Whether the height follows the text view's height (false: unlimited in a text view).
    open var heightTracksTextView = false
    /// The layout manager that lays text out in this container.
    open weak var layoutManager: NSLayoutManager?

    /// The text view the container belongs to (it lays out again when the container changes).
    weak var owner: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }

    private func geometryDidChange() {
        owner?.textContainerDidChange()
        layoutManager?.textContainerChangedGeometry(self)
    }
}
