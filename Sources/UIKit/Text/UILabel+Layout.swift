import CoreGraphics
import Foundation

/// Laying out and measuring the label's text.
extension UILabel {
    // MARK: - What is laid out

    /// The font drawn: `font`, resized for the traits' content size category when
    /// `adjustsFontForContentSizeCategory` is on and the font has a text style.
    var effectiveFont: UIFont {
        let font = storedFont
        guard adjustsFontForContentSizeCategory, let style = font.fontDescriptor.textStyle else { return font }
        let size = DynamicTypeTable.pointSize(style, DynamicTypeTable.category(for: traitCollection))
        return size == font.pointSize ? font : font.withSize(size)
    }

    /// The text to lay out, with the label's font, colour and alignment where the text has none.
    func displayText(font: UIFont) -> AttributedText? {
        guard let content, content.length > 0 || !hasAttributedContent else { return content }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        let base: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: style,
        ]
        return hasAttributedContent ? content.filling(base) : AttributedText(string: content.string, attributes: base)
    }

    /// Layout options for an area of `size` (nil dimensions: unlimited) and a line limit.
    func layoutOptions(width: CGFloat?, height: CGFloat?, lines: Int) -> TextLayout.Options {
        let singleClippedLine = lines == 1 && lineBreakMode == .byClipping
        var options = TextLayout.Options(width: singleClippedLine ? nil : width, height: height)
        options.maximumNumberOfLines = max(0, lines)
        options.truncatingModesWrap = true
        options.lineBreakMode = lineBreakMode
        options.defaultFont = effectiveFont
        return options
    }

    /// The laid-out text for `bounds` (shrunk to fit when `adjustsFontSizeToFitWidth` and
    /// `minimumScaleFactor` allow: the largest scale at which nothing is truncated).
    func layout(forBounds bounds: CGRect, lines: Int) -> TextLayout? {
        guard let string = displayText(font: effectiveFont) else { return nil }
        let options = layoutOptions(width: bounds.width, height: bounds.height, lines: lines)
        return TextLayout.fitting(
            string, options: options, minimumScale: adjustsFontSizeToFitWidth ? minimumScaleFactor : 0
        ).layout
    }

    // MARK: - Sizes

    /// The text's size rounded up to whole points (iOS rounds label sizes up with `ceil`);
    /// `.zero` without text. Multi-line labels wrap at `preferredMaxLayoutWidth`, else at the
    /// width Auto Layout is trying (`layoutWrapWidth`), else at their own width.
    var labelIntrinsicContentSize: CGSize {
        var width: CGFloat?
        if numberOfLines != 1 {
            width =
                preferredMaxLayoutWidth > 0
                ? preferredMaxLayoutWidth : (layoutWrapWidth ?? (bounds.width > 0 ? bounds.width : nil))
        }
        return measuredSize(width: width)
    }

    /// Whether the label's height follows its width under Auto Layout (multi-line with an
    /// automatic `preferredMaxLayoutWidth`).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The size the label needs within `size`: single-line labels report their full text width;
    /// multi-line labels wrap at `size.width`. Rounded up to whole points.
    func labelSizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(width: numberOfLines == 1 ? nil : size.width)
    }

    /// The rectangle the text occupies when drawn in `bounds` with at most `numberOfLines` lines
    /// (0: unlimited), rounded up to whole points, at `bounds.origin`.
    func labelTextRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = layout(forBounds: bounds, lines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        var size = UILabel.ceiled(layout.size)
        if bounds.width > 0, bounds.width.isFinite { size.width = min(size.width, bounds.width) }
        return CGRect(origin: bounds.origin, size: size)
    }

    private func measuredSize(width: CGFloat?) -> CGSize {
        guard let string = displayText(font: effectiveFont), string.length > 0 else { return .zero }
        let layout = TextLayout(string, options: layoutOptions(width: width, height: nil, lines: numberOfLines))
        return UILabel.ceiled(layout.size)
    }

    static func ceiled(_ size: CGSize) -> CGSize {
        // A hair below the next point does not round up (float noise from pango's 1/1024 units).
        CGSize(width: (size.width - 0.001).rounded(.up), height: (size.height - 0.001).rounded(.up))
    }
}
