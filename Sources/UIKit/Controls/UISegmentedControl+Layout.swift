import CoreGraphics
import Foundation

// MARK: - Metrics and fonts

extension UISegmentedControl {
    /// iOS 13+ metrics.
    static let controlHeight: CGFloat = 32
    static let contentPadding: CGFloat = 12
    static let cornerRadius: CGFloat = 9
    static let selectionInset: CGFloat = 2
    static let selectionRadius: CGFloat = 7
    static let separatorHeight: CGFloat = 16
    static let titleFontSize: CGFloat = 13

    /// The default attributes for a state, with `setTitleTextAttributes` laid over: 13 pt
    /// regular (semibold when selected) in `.label` (`.tertiaryLabel` when disabled).
    func titleAttributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        let weight: UIFont.Weight = selected ? .semibold : .regular
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: UISegmentedControl.titleFontSize, weight: weight),
            .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
        ]
        var states: [UIControl.State] = [.normal]
        if selected { states.append(.selected) }
        if !enabled { states.append(.disabled) }
        for state in states { attributes.merge(titleAttributes[state.rawValue] ?? [:]) { $1 } }
        return attributes
    }

    /// The width a segment's content needs (the wider of its normal and selected titles, so
    /// selecting does not change the layout), without padding.
    func contentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        let normal = title.size(withAttributes: titleAttributes(selected: false, enabled: true)).width
        let selected = title.size(withAttributes: titleAttributes(selected: true, enabled: true)).width
        return ceil(max(normal, selected))
    }

    /// The natural width of each segment: fixed, else content plus padding (all equal to the
    /// widest unless apportioned by content).
    var naturalWidths: [CGFloat] {
        let content = segments.map { contentWidth(of: $0) + 2 * UISegmentedControl.contentPadding }
        let widest = zip(segments, content).filter { $0.0.width == 0 }.map(\.1).max() ?? 0
        return zip(segments, content).map { segment, width in
            segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? width : widest)
        }
    }

    var fittingSize: CGSize {
        CGSize(width: naturalWidths.reduce(0, +), height: UISegmentedControl.controlHeight)
    }

    /// The segments' widths in the current bounds: the difference from the natural total goes to
    /// the automatic segments — equally, or in proportion when apportioned by content.
    var segmentWidths: [CGFloat] {
        var widths = naturalWidths
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        guard !automatic.isEmpty else { return widths }
        let extra = bounds.width - widths.reduce(0, +)
        let automaticTotal = automatic.reduce(CGFloat(0)) { $0 + widths[$1] }
        for i in automatic {
            let share =
                apportionsSegmentWidthsByContent && automaticTotal > 0
                ? extra * widths[i] / automaticTotal : extra / CGFloat(automatic.count)
            widths[i] = max(0, widths[i] + share)
        }
        return widths
    }

    /// Each segment's rectangle, in order of index (mirrored in right-to-left layouts).
    var segmentRects: [CGRect] {
        var x = bounds.minX
        let rtl = ControlDrawing.isRightToLeft(self)
        return segmentWidths.map { w in
            let r = CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
            x += w
            return rtl ? ControlDrawing.mirrored(r, in: bounds) : r
        }
    }

    /// The segment under `point`, if any.
    func segmentIndex(at point: CGPoint) -> Int? {
        let rects = segmentRects
        if let hit = rects.firstIndex(where: { $0.contains(point) }) { return hit }
        // Within the tracking slop above/below or beyond an end: the nearest segment by x.
        guard !rects.isEmpty else { return nil }
        return rects.indices.min { abs(rects[$0].midX - point.x) < abs(rects[$1].midX - point.x) }
    }
}
