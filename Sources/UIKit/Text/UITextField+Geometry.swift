import CoreGraphics
import Foundation

/// The text field's metrics per border style (ViewLab's values, matched to iOS's 17 pt fields):
///
/// | Border        | Text inset (each side) | Intrinsic height              |
/// |---------------|------------------------|-------------------------------|
/// | `.none`       | 0                      | ⌈line height⌉ (21 at 17 pt)   |
/// | `.line`       | 2                      | ⌊line height + 10⌋ (30)       |
/// | `.bezel`      | 2                      | ⌊line height + 10⌋ (30)       |
/// | `.roundedRect`| 7                      | ⌊line height + 14⌋ (34)       |
///
/// Overlays: the left view flush left and the right view flush right, each at its own size and
/// vertically centred; the clear button a 19 pt square, 5 pt from the right edge in a rounded
/// rect (0 otherwise), left of a shown right view. The text rectangle runs between the shown
/// overlays (or the insets) over the full height; the text is centred in it vertically.
extension UITextField {
    static let clearButtonSide: CGFloat = 19

    func configureTextField() {
        contentVerticalAlignment = .center
        contentMode = .redraw
    }

    /// The horizontal text inset for the border style.
    var textInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    /// The intrinsic height for the border style and font.
    var textHeight: CGFloat {
        let line = storedFont.lineHeight
        switch borderStyle {
        case .none: return (line - 0.001).rounded(.up)
        case .line, .bezel: return (line + 10).rounded(.down)
        case .roundedRect: return (line + 14).rounded(.down)
        }
    }

    // MARK: - Overlay visibility

    func isShowingLeftView(editing: Bool) -> Bool { storedLeftView != nil && leftViewMode.shows(editing: editing) }
    func isShowingRightView(editing: Bool) -> Bool { storedRightView != nil && rightViewMode.shows(editing: editing) }
    func isShowingClearButton(editing: Bool) -> Bool { !storedText.isEmpty && clearButtonMode.shows(editing: editing) }

    // MARK: - Rectangles

    func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        var left = bounds.minX + textInset, right = bounds.maxX - textInset
        if isShowingLeftView(editing: editing) { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if isShowingClearButton(editing: editing) {
            right = min(right, clearButtonRect(forBounds: bounds).minX)
        } else if isShowingRightView(editing: editing) {
            right = min(right, rightViewRect(forBounds: bounds).minX)
        }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    func clearRect(forBounds bounds: CGRect) -> CGRect {
        let side = min(UITextField.clearButtonSide, max(0, bounds.height))
        var maxX = bounds.maxX - (borderStyle == .roundedRect ? 5 : 0)
        if isShowingRightView(editing: false) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        return CGRect(x: maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func overlayRect(_ view: UIView?, forBounds bounds: CGRect, left: Bool) -> CGRect {
        guard let view else { return .zero }
        let size = UITextField.overlaySize(of: view)
        return CGRect(
            x: left ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
            width: size.width, height: size.height)
    }

    /// An overlay's size: its bounds, else its intrinsic size.
    static func overlaySize(of view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    // MARK: - Sizing

    var fieldIntrinsicContentSize: CGSize {
        let shown = displayedText.isEmpty ? (storedPlaceholder?.string ?? "") : displayedText
        let textWidth =
            shown.isEmpty ? 0 : (styledText(shown, color: storedTextColor).size().width - 0.001).rounded(.up)
        var width = textWidth + 2 * textInset, height = textHeight
        for (view, showing) in [
            (storedLeftView, isShowingLeftView(editing: false)), (storedRightView, isShowingRightView(editing: false)),
        ] {
            guard let view, showing else { continue }
            let size = UITextField.overlaySize(of: view)
            width += size.width
            height = max(height, size.height)
        }
        if isShowingClearButton(editing: false) {
            width += UITextField.clearButtonSide + (borderStyle == .roundedRect ? 5 : 0)
        }
        return CGSize(width: width, height: height)
    }

    // MARK: - Overlay views

    func replaceOverlay(_ slot: inout UIView?, with view: UIView?) {
        if let old = slot, old !== view, old.superview === self { old.removeFromSuperview() }
        slot = view
        if let view, view.superview !== self { addSubview(view) }
        contentDidChange()
    }

    func layoutOverlays() {
        if let view = storedLeftView {
            view.isHidden = !isShowingLeftView(editing: isEditing)
            view.frame = leftViewRect(forBounds: bounds)
        }
        if let view = storedRightView {
            view.isHidden = !isShowingRightView(editing: isEditing)
            view.frame = rightViewRect(forBounds: bounds)
        }
    }

    // MARK: - Text

    /// The characters drawn: the text, or one bullet per character for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
    }

    /// `string` with the field's font, colour, alignment and tail truncation.
    func styledText(_ string: String, color: UIColor) -> AttributedText {
        AttributedText(string: string, attributes: baseAttributes(color: color))
    }

    /// `styledText` as the `NSAttributedString` UIKit's getters return.
    func styled(_ string: String, color: UIColor) -> NSAttributedString {
        styledText(string, color: color).nsAttributedString
    }

    func baseAttributes(color: UIColor) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = resolvedAlignment
        style.lineBreakMode = .byTruncatingTail
        return [.font: storedFont, .foregroundColor: color, .paragraphStyle: style]
    }

    /// `.natural` and `.justified` resolved for the layout direction.
    var resolvedAlignment: NSTextAlignment {
        let rtl = traitCollection.layoutDirection == .rightToLeft
        switch textAlignment {
        case .natural, .justified: return rtl ? .right : .left
        default: return textAlignment
        }
    }

    /// Text, font, border or overlays changed: size and drawing are out of date.
    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}

// MARK: - Baselines

/// A text field's baselines (for `UIStackView`'s baseline alignments): its single line of text
/// is centred vertically in the bounds, so the baseline is the centred line's top plus the
/// font's ascender.
extension UITextField: BaselineProviding {
    func firstBaselineOffsetFromTop(forHeight height: CGFloat) -> CGFloat {
        let line = (storedFont.lineHeight - 0.001).rounded(.up)
        return (height - line) / 2 + storedFont.ascender
    }

    func lastBaselineOffsetFromTop(forHeight height: CGFloat) -> CGFloat {
        firstBaselineOffsetFromTop(forHeight: height)
    }
}
