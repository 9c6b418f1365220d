import CoreGraphics
import Foundation

/// Laying out a text view's text, and the sizes that follow from it.
///
/// - The container's width is the bounds' width minus `textContainerInset.left` and `.right`;
///   lines wrap at that width minus `lineFragmentPadding` on both sides and start at
///   (`inset.left + padding`, `inset.top`) in content coordinates.
/// - A text that ends with a line break has an empty last line (the caret goes there, and a
///   growing text view grows when return is typed), as UIKit's text views lay it out.
/// - `contentSize` (scrolling enabled): the bounds' width by the text's height plus the top and
///   bottom insets, rounded up to whole points; `sizeThatFits(_:)` and, without scrolling,
///   `intrinsicContentSize` the same at the width given (GrowingTextView-style components read
///   `sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height`).
extension UITextView: LayoutWidthWrapping {
    func configureTextView() {
        textContainer.owner = self
        textContainer.widthTracksTextView = true
        textContainer.size = CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude)
        if textContainer.layoutManager == nil { layoutManager.addTextContainer(textContainer) }
        textContainerView.textView = self
        insertSubview(textContainerView, at: 0)
        contentMode = .redraw
        // UIKit's text views are not transparent: `.systemBackground` (components set `.clear`).
        backgroundColor = .systemBackground
    }

    /// Without scrolling, Auto Layout measures the view again at its solved width (`UILabel`'s way).
    var wrapsAtLayoutWidth: Bool { !isScrollEnabled }

    // MARK: - Text

    func setStoredText(_ text: String, attributed: NSAttributedString?) {
        storedText = text
        storedAttributedText = attributed
        textSelection = NSRange(location: text.utf16.count, length: 0)
        textContentDidChange()
    }

    /// The font, colour and alignment the view gives text without its own.
    var baseAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [
            .font: storedFont ?? UITextView.defaultFont, .foregroundColor: storedTextColor ?? UIColor.label,
            .paragraphStyle: style,
        ]
    }

    /// The text as drawn: the attributed text (with the view's attributes where it has none) or
    /// the text in the view's attributes; with `linking`, links (and, when not editable, the data
    /// detectors' finds) in `linkTextAttributes`.
    func displayString(linking: Bool) -> AttributedText {
        let base = baseAttributes
        var string =
            storedAttributedText.map { AttributedText($0).filling(base) }
            ?? AttributedText(string: storedText, attributes: base)
        guard linking else { return string }
        if !isEditable, !dataDetectorTypes.isEmpty {
            string = string.addingAttributes(
                [.link: true], in: DataDetection.ranges(of: dataDetectorTypes, in: string.string))
        }
        let link = linkTextAttributes ?? [:]
        return string.mapAttributes { $0[.link] == nil ? $0 : $0.merging(link) { _, new in new } }
    }

    /// Text changed (or how it is laid out): the layout, sizes and drawing are out of date.
    func textContentDidChange() {
        cachedTextLayout = nil
        textVersion &+= 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func textContainerDidChange() { textContentDidChange() }

    // MARK: - Layout

    /// The container's width for a view `width` wide.
    func containerWidth(forViewWidth width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right)
    }

    /// The text laid out for a container `width` wide (nil: no wrapping), cached for the view's own.
    func textLayout(containerWidth width: CGFloat? = nil) -> TextLayout {
        let width = width ?? containerWidth(forViewWidth: bounds.width)
        if let cached = cachedTextLayout, cached.width == width { return cached.layout }
        let padding = textContainer.lineFragmentPadding
        var options = TextLayout.Options(width: width.isFinite ? max(1, width - 2 * padding) : nil)
        options.maximumNumberOfLines = textContainer.maximumNumberOfLines
        options.truncatingModesWrap = true
        if textContainer.lineBreakMode != .byWordWrapping { options.lineBreakMode = textContainer.lineBreakMode }
        options.defaultFont = storedFont ?? UITextView.defaultFont
        var string = displayString(linking: true)
        if let last = string.string.utf16.last, last == 0x0A || last == 0x0D || last == 0x2029 {
            // A zero-width space gives the final line break its empty line.
            string = string.appending(
                AttributedText(string: "\u{200B}", attributes: string.attributes(at: string.length - 1)))
        }
        let layout = TextLayout(string, options: options)
        if width == containerWidth(forViewWidth: bounds.width) { cachedTextLayout = (width, layout) }
        return layout
    }

    /// Where the layout's origin is in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The size showing all the text in a container `width` wide (nil: unwrapped).
    func fittingSize(containerWidth width: CGFloat?) -> CGSize {
        let size = textLayout(containerWidth: width ?? .infinity).size
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        return CGSize(
            width: ((size.width + 2 * padding + inset.left + inset.right) - 0.001).rounded(.up),
            height: ((size.height + inset.top + inset.bottom) - 0.001).rounded(.up))
    }

    var textViewIntrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let wrap = layoutWrapWidth ?? (bounds.width > 0 ? bounds.width : nil)
        guard let wrap else { return fittingSize(containerWidth: nil) }
        let size = fittingSize(containerWidth: containerWidth(forViewWidth: wrap))
        return CGSize(width: min(size.width, wrap), height: size.height)
    }

    func textViewSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? containerWidth(forViewWidth: size.width) : nil
        let fitting = fittingSize(containerWidth: width)
        return CGSize(width: width == nil ? fitting.width : min(fitting.width, size.width), height: fitting.height)
    }

    /// Sizes the container to the view and the content to the text (`layoutSubviews()`).
    func layoutTextContainer() {
        let width = containerWidth(forViewWidth: bounds.width)
        if textContainer.widthTracksTextView, textContainer.size.width != width {
            textContainer.size = CGSize(width: width, height: textContainer.size.height)
        }
        let height = fittingSize(containerWidth: width).height
        if isScrollEnabled {
            let size = CGSize(width: bounds.width, height: height)
            if contentSize != size { contentSize = size }
        }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height, height))
        if textContainerView.frame != frame { textContainerView.frame = frame }
    }

    /// `scrollRangeToVisible(_:)`: the caret rectangles of the range's ends, shown.
    func scrollToShowRange(_ range: NSRange) {
        layoutIfNeeded()
        let length = editableLength
        let start = range.location < 0 || range.location > length ? length : range.location
        let end = start + min(max(0, range.length), length - start)
        let rect = inputCaretRect(for: UITextPosition(offset: start)).union(
            inputCaretRect(for: UITextPosition(offset: end)))
        scrollRectToVisible(rect, animated: false)
    }
}

/// ViewLab: a view whose intrinsic size depends on the width layout gives it (a wrapping
/// `UILabel`, a non-scrolling `UITextView`): the Auto Layout engine measures it again at its solved
/// width (`AutoLayoutEngine.swift`).
@MainActor
protocol LayoutWidthWrapping: UIView {
    var wrapsAtLayoutWidth: Bool { get }
    var layoutWrapWidth: CGFloat? { get set }
}

extension UILabel: LayoutWidthWrapping {}
