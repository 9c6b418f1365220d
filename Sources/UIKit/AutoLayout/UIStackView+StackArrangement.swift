import CoreGraphics

/// The frame computation behind `UIStackView`, as a pure function of the arranged views'
/// measurements — the frames UIKit's stack-view constraints resolve to. Kept separate from the
/// view so that the same rules can later be expressed as constraints and checked against it.
///
/// Sizes along the axis ("main") come from the distribution, sizes across ("cross") from the
/// alignment. A view without an intrinsic size on an axis gets no hugging or compression
/// constraint from UIKit there, so it is the first to stretch and is measured as 0.
struct StackArrangement {
    /// One visible arranged view, measured.
    struct Item {
        /// Intrinsic size along / across the axis; nil for `noIntrinsicMetric`.
        var main: CGFloat?
        var cross: CGFloat?
        var hugging: Float
        var compression: Float
        /// Baselines from the top for a given height (horizontal stacks only).
        var firstBaseline: (CGFloat) -> CGFloat
        var lastBaseline: (CGFloat) -> CGFloat
    }

    var axis: NSLayoutConstraint.Axis
    var distribution: UIStackView.Distribution
    var alignment: UIStackView.Alignment
    /// The gap after each item but the last (`items.count - 1` values).
    var gaps: [CGFloat]
    var rightToLeft: Bool

    // MARK: - Main axis

    /// The items' sizes along the axis and the gaps, for an available length.
    func mainSizes(_ items: [Item], length: CGFloat) -> (sizes: [CGFloat], gaps: [CGFloat]) {
        let n = items.count
        guard n > 0 else { return ([], []) }
        let gapTotal = gaps.reduce(0, +)
        let natural = items.map { $0.main ?? 0 }
        let free = length - natural.reduce(0, +) - gapTotal
        switch distribution {
        case .fill:
            return (free >= 0 ? stretch(natural, items, by: free) : shrink(natural, items, by: -free), gaps)
        case .fillEqually:
            return (Array(repeating: max(0, (length - gapTotal) / CGFloat(n)), count: n), gaps)
        case .fillProportionally:
            let total = natural.reduce(0, +), room = max(0, length - gapTotal)
            guard total > 0 else { return (Array(repeating: room / CGFloat(n), count: n), gaps) }
            return (natural.map { $0 / total * room }, gaps)
        case .equalSpacing:
            guard free >= 0 else { return (shrink(natural, items, by: -free), gaps) }
            guard n > 1 else { return (natural, gaps) }
            return (natural, gaps.map { $0 + free / CGFloat(n - 1) })
        case .equalCentering:
            let sizes = free >= 0 ? natural : shrink(natural, items, by: -free)
            return (sizes, centeringGaps(sizes, length: length))
        }
    }

    /// Extra space goes to the view with the lowest hugging priority (views without an
    /// intrinsic size first); among equals, the first one (UIKit resolves the ambiguity by the
    /// order of `arrangedSubviews`: three labels with default hugging stretch the first).
    private func stretch(_ sizes: [CGFloat], _ items: [Item], by extra: CGFloat) -> [CGFloat] {
        guard extra > 0 else { return sizes }
        var result = sizes
        let rank = items.map { $0.main == nil ? -Float.infinity : $0.hugging }
        guard let lowest = rank.min(), let index = rank.firstIndex(of: lowest) else { return sizes }
        result[index] += extra
        return result
    }

    /// Missing space is taken from the lowest compression resistance first (each view down to
    /// 0 before the next priority gives way); among equals, from the first one first.
    private func shrink(_ sizes: [CGFloat], _ items: [Item], by deficit: CGFloat) -> [CGFloat] {
        var result = sizes, remaining = deficit
        let order = items.indices.sorted { a, b in
            items[a].compression != items[b].compression ? items[a].compression < items[b].compression : a < b
        }
        for index in order where remaining > 0 {
            let taken = min(result[index], remaining)
            result[index] -= taken
            remaining -= taken
        }
        return result
    }

    /// Gaps that make the centres equidistant, the first view at the start and the last at the
    /// end, each gap at least the requested spacing (the centre distance grows if needed).
    private func centeringGaps(_ sizes: [CGFloat], length: CGFloat) -> [CGFloat] {
        let n = sizes.count
        guard n > 1 else { return [] }
        var step = (length - sizes[0] / 2 - sizes[n - 1] / 2) / CGFloat(n - 1)
        for i in 0..<(n - 1) { step = max(step, gaps[i] + (sizes[i] + sizes[i + 1]) / 2) }
        return (0..<(n - 1)).map { step - (sizes[$0] + sizes[$0 + 1]) / 2 }
    }

    // MARK: - Cross axis

    /// Each item's offset and size across the axis, for an available thickness.
    func crossPlacement(_ items: [Item], thickness: CGFloat) -> [(offset: CGFloat, size: CGFloat)] {
        let sizes = items.map { min($0.cross ?? thickness, thickness) }
        switch effectiveAlignment {
        case .fill: return items.map { _ in (0, thickness) }
        case .leading: return sizes.map { (0, $0) }
        case .center: return sizes.map { ((thickness - $0) / 2, $0) }
        case .trailing: return sizes.map { (thickness - $0, $0) }
        case .firstBaseline, .lastBaseline:
            let baselines = baselineOffsets(items, sizes: sizes)
            let common = baselines.max() ?? 0
            return zip(baselines, sizes).map { (common - $0, $1) }
        }
    }

    /// Baseline alignments apply to horizontal stacks only; vertical stacks fill.
    var effectiveAlignment: UIStackView.Alignment {
        axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
    }

    private func baselineOffsets(_ items: [Item], sizes: [CGFloat]) -> [CGFloat] {
        zip(items, sizes).map { item, height in
            alignment == .firstBaseline ? item.firstBaseline(height) : item.lastBaseline(height)
        }
    }

    /// The thickness the items need across the axis.
    func naturalThickness(_ items: [Item]) -> CGFloat {
        let sizes = items.map { $0.cross ?? 0 }
        switch effectiveAlignment {
        case .firstBaseline, .lastBaseline:
            let baselines = baselineOffsets(items, sizes: sizes)
            let common = baselines.max() ?? 0
            return zip(baselines, sizes).map { common - $0 + $1 }.max() ?? 0
        default: return sizes.max() ?? 0
        }
    }

    /// The length the items need along the axis (fill-equally: every view as large as the largest).
    func naturalLength(_ items: [Item]) -> CGFloat {
        let natural = items.map { $0.main ?? 0 }
        let content = distribution == .fillEqually ? (natural.max() ?? 0) * CGFloat(items.count) : natural.reduce(0, +)
        return content + gaps.reduce(0, +)
    }

    // MARK: - Frames

    /// The frames of `items` in `container`.
    func frames(_ items: [Item], in container: CGRect) -> [CGRect] {
        let horizontal = axis == .horizontal
        let length = horizontal ? container.width : container.height
        let thickness = horizontal ? container.height : container.width
        let (sizes, resolvedGaps) = mainSizes(items, length: length)
        let cross = crossPlacement(items, thickness: thickness)
        var position: CGFloat = 0
        var frames: [CGRect] = []
        for i in items.indices {
            var frame: CGRect
            if horizontal {
                frame = CGRect(x: position, y: cross[i].offset, width: sizes[i], height: cross[i].size)
                if rightToLeft { frame.origin.x = length - frame.maxX }
            } else {
                frame = CGRect(x: cross[i].offset, y: position, width: cross[i].size, height: sizes[i])
                if rightToLeft { frame.origin.x = thickness - frame.maxX }
            }
            frames.append(frame.offsetBy(dx: container.minX, dy: container.minY))
            position += sizes[i] + (i < resolvedGaps.count ? resolvedGaps[i] : 0)
        }
        return frames
    }
}
