import CoreGraphics
import Foundation

/// The region a text view lays its text out in (Apple, NSTextContainer documentation). In a
/// `UITextView` its width follows the view's width minus `textContainerInset`'s left and right
/// (`widthTracksTextView`, true there) and its height is unlimited; lines are inset by
/// `lineFragmentPadding` (5 pt by default, as on iOS) on both sides, so a text view's first glyph
/// sits at x = `textContainerInset.left + 5`.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size (`.greatestFiniteMagnitude` for no limit).
    open var size: CGSize { didSet { owner?.textContainerDidChange() } }
    /// The empty space at each end of every line (default 5).
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textContainerDidChange() } }
    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines = 0 { didSet { owner?.textContainerDidChange() } }
    /// How the last line breaks when the container cuts the text (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textContainerDidChange() } }
    /// Areas text flows around (recorded; ViewLab lays text out in full-width lines).
    open var exclusionPaths: [UIBezierPath] = [] { didSet { owner?.textContainerDidChange() } }
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
}
