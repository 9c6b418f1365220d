import CoreGraphics

/// Views that have text baselines, for `UIStackView`'s baseline alignments and baseline-relative
/// arrangement (Auto Layout's `firstBaseline` / `lastBaseline` attributes). Offsets are measured
/// from the top of a view of the given height. Views that do not adopt this protocol use their
/// bottom edge as both baselines, as UIKit does for views without text.
protocol BaselineProviding: UIView {
    /// The distance from the top of the view to its first baseline when it is `height` tall.
    func firstBaselineOffsetFromTop(forHeight height: CGFloat) -> CGFloat
    /// The distance from the top of the view to its last baseline when it is `height` tall.
    func lastBaselineOffsetFromTop(forHeight height: CGFloat) -> CGFloat
}

extension UILabel: BaselineProviding {
    /// The label draws its text vertically centred, so the first baseline is the centring offset
    /// plus the first line's baseline (an empty label: the font's ascender, centred).
    func firstBaselineOffsetFromTop(forHeight height: CGFloat) -> CGFloat {
        baselineOffsets(forHeight: height).first
    }

    func lastBaselineOffsetFromTop(forHeight height: CGFloat) -> CGFloat {
        baselineOffsets(forHeight: height).last
    }

    private func baselineOffsets(forHeight height: CGFloat) -> (first: CGFloat, last: CGFloat) {
        let width = bounds.width > 0 ? bounds.width : intrinsicContentSize.width
        let rect = CGRect(x: 0, y: 0, width: max(width, 1), height: max(height, 0))
        guard let layout = layout(forBounds: rect, lines: numberOfLines),
            let first = layout.lines.first, let last = layout.lines.last
        else {
            let font = effectiveFont
            let top = (height - (font.ascender - font.descender)) / 2
            return (top + font.ascender, top + font.ascender)
        }
        let top = (height - UILabel.ceiled(layout.size).height) / 2
        return (top + first.baseline, top + last.baseline)
    }
}

extension UIView {
    /// The first baseline from the top for `height` (the bottom for views without text). A view
    /// whose `forFirstBaselineLayout` is a descendant takes that view's baseline, where it is now.
    func stackFirstBaseline(forHeight height: CGFloat) -> CGFloat {
        if let (proxy, top) = baselineProxy(forFirstBaselineLayout) {
            return top + proxy.stackFirstBaseline(forHeight: proxy.bounds.height)
        }
        return (self as? BaselineProviding)?.firstBaselineOffsetFromTop(forHeight: height) ?? height
    }

    /// The last baseline from the top for `height` (the bottom for views without text), or that
    /// of the descendant `forLastBaselineLayout` names.
    func stackLastBaseline(forHeight height: CGFloat) -> CGFloat {
        if let (proxy, top) = baselineProxy(forLastBaselineLayout) {
            return top + proxy.stackLastBaseline(forHeight: proxy.bounds.height)
        }
        return (self as? BaselineProviding)?.lastBaselineOffsetFromTop(forHeight: height) ?? height
    }

    /// `proxy` and the y of its top in this view, when it is a descendant (not the view itself).
    private func baselineProxy(_ proxy: UIView) -> (UIView, CGFloat)? {
        guard proxy !== self, proxy.isDescendant(of: self) else { return nil }
        return (proxy, proxy.convert(CGPoint(x: 0, y: proxy.bounds.minY), to: self).y)
    }
}
