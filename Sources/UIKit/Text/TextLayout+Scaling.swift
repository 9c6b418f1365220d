import Foundation

/// Shrinking text to fit (`UILabel.adjustsFontSizeToFitWidth`, `NSStringDrawingContext.minimumScaleFactor`).
extension TextLayout {
    /// Whether the text shows completely: nothing cut and no line wider than the width.
    func fits(_ options: Options) -> Bool {
        !isTruncated && size.width <= (options.width ?? .greatestFiniteMagnitude) + 0.01
    }

    /// `string` laid out at the largest font scale in `minimumScale…1` at which it fits (bisection
    /// to 1/256), or at `minimumScale` when even that does not fit. A scale outside 0…1 (or 0)
    /// means no shrinking.
    static func fitting(_ string: AttributedText, options: Options, minimumScale: CGFloat) -> (
        layout: TextLayout, scale: CGFloat
    ) {
        let full = TextLayout(string, options: options)
        guard minimumScale.isFinite, minimumScale > 0, minimumScale < 1, !full.fits(options) else { return (full, 1) }
        var low = max(minimumScale, 0.01), high: CGFloat = 1
        var best: (TextLayout, CGFloat)?
        for _ in 0..<8 {
            let mid = (low + high) / 2
            let candidate = TextLayout(
                scalingFonts(of: string, by: mid, defaultFont: options.defaultFont), options: options)
            if candidate.fits(options) { low = mid; best = (candidate, mid) } else { high = mid }
        }
        if let best { return best }
        return (TextLayout(scalingFonts(of: string, by: low, defaultFont: options.defaultFont), options: options), low)
    }

    /// A copy of `string` whose fonts (and the default font, where none is set) are `scale` times as large.
    static func scalingFonts(of string: AttributedText, by scale: CGFloat, defaultFont: UIFont) -> AttributedText {
        string.mapAttributes { attributes in
            var scaled = attributes
            let font = attributes[.font] as? UIFont ?? defaultFont
            scaled[.font] = font.withSize(font.pointSize * scale)
            return scaled
        }
    }
}
