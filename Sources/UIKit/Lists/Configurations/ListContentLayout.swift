import CoreGraphics

/// How a list row arranges an image, a text and a secondary text — the layout shared by
/// `UITableViewCell`'s built-in styles and `UIListContentView` (on iOS 14 and later the built-in
/// styles are list content configurations). Metrics: the content view's layout margins (11 pt
/// above and below, the row margin at the sides), 16 pt between image and text, 3 pt between
/// text and secondary text in the subtitle layout (ViewLab's reading of iOS 17).
@MainActor
struct ListContentLayout {
    enum Kind { case cell, subtitle, value1, value2 }

    var kind: Kind
    var margins: UIEdgeInsets
    var imageToTextPadding: CGFloat = 16
    var textToSecondaryTextVerticalPadding: CGFloat = 3
    var textToSecondaryTextHorizontalPadding: CGFloat = 8

    /// Frames for the views that are shown (nil views are skipped), inside `bounds`.
    func layOut(text: UILabel?, secondary: UILabel?, image: UIImageView?, in bounds: CGRect) {
        let area = bounds.inset(by: margins)
        var textX = area.minX
        if let image, let size = image.image?.size, size.width > 0 {
            image.frame =
                CGRect(x: area.minX, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
                .integral
            textX = image.frame.maxX + imageToTextPadding
        }
        let width = max(0, area.maxX - textX)
        let shown = { (label: UILabel?) -> UILabel? in
            label.flatMap { ($0.text ?? "").isEmpty && $0.attributedText == nil ? nil : $0 }
        }
        switch kind {
        case .cell:
            if let text = shown(text) { place(text, x: textX, width: width, centredIn: bounds) }
        case .subtitle:
            let t = shown(text), s = shown(secondary)
            let th = t.map { height($0, width) } ?? 0, sh = s.map { height($0, width) } ?? 0
            let total = th + sh + (t != nil && s != nil ? textToSecondaryTextVerticalPadding : 0)
            var y = ((bounds.height - total) / 2).rounded()
            if let t {
                t.frame = CGRect(x: textX, y: y, width: width, height: th); y += th + textToSecondaryTextVerticalPadding
            }
            if let s { s.frame = CGRect(x: textX, y: y, width: width, height: sh) }
        case .value1:
            let s = shown(secondary)
            let sw = s.map { min(width, ceil($0.intrinsicContentSize.width)) } ?? 0
            if let s { place(s, x: area.maxX - sw, width: sw, centredIn: bounds) }
            if let t = shown(text) {
                place(
                    t, x: textX, width: max(0, width - sw - (s == nil ? 0 : textToSecondaryTextHorizontalPadding)),
                    centredIn: bounds)
            }
        case .value2:
            let column = (area.width * 0.28).rounded()
            if let t = shown(text) { t.textAlignment = .right; place(t, x: textX, width: column, centredIn: bounds) }
            let x = textX + column + 6
            if let s = shown(secondary) { place(s, x: x, width: max(0, area.maxX - x), centredIn: bounds) }
        }
    }

    /// The height the content needs at `width` (margins included).
    func fittingHeight(text: UILabel?, secondary: UILabel?, image: UIImageView?, width: CGFloat) -> CGFloat {
        let area = max(0, width - margins.left - margins.right)
        let imageWidth = image?.image.map { $0.size.width + imageToTextPadding } ?? 0
        let textWidth = max(0, area - imageWidth)
        let th = text.map { height($0, textWidth) } ?? 0, sh = secondary.map { height($0, textWidth) } ?? 0
        var content: CGFloat
        switch kind {
        case .subtitle: content = th + sh + (th > 0 && sh > 0 ? textToSecondaryTextVerticalPadding : 0)
        default: content = max(th, sh)
        }
        content = max(content, image?.image?.size.height ?? 0)
        return content + margins.top + margins.bottom
    }

    private func height(_ label: UILabel, _ width: CGFloat) -> CGFloat {
        guard !(label.text ?? "").isEmpty || label.attributedText != nil else { return 0 }
        return ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    private func place(_ label: UILabel, x: CGFloat, width: CGFloat, centredIn bounds: CGRect) {
        let h = height(label, width)
        label.frame = CGRect(x: x, y: ((bounds.height - h) / 2).rounded(), width: width, height: h)
    }
}
