#if canImport(Previews)
import Previews
#endif
import UIKit

/// A row of label chips ("tags") that wraps onto new rows when the chips do not fit the width.
///
/// What it teaches:
/// - Composing `UIStackView`s: a vertical stack (spacing 8) of horizontal stacks, one per row.
///   The stacks place the chips; the view only decides which chip goes on which row.
/// - Re-flowing in `layoutSubviews()`: the rows depend on the width and on the chips' sizes, so
///   the view regroups the chips whenever it is laid out, and rebuilds the row stacks only when
///   the grouping changed.
/// - Dynamic Type: chips use `.preferredFont(forTextStyle: .subheadline)` with
///   `adjustsFontForContentSizeCategory`, so at larger text sizes they grow and wrap onto more
///   rows. `traitCollectionDidChange(_:)` invalidates the intrinsic size so a parent (for example a
///   stack view) gives the view its new height.
/// - Self-sizing: `sizeThatFits(_:)` and `intrinsicContentSize` report the wrapped height for a
///   width (like a multi-line `UILabel`, the intrinsic height is for the current width).
/// - A padded label: `Chip` adds its padding to `intrinsicContentSize` and insets the text in
///   `drawText(in:)`; a selected chip is drawn in `tintColor` with white text.
final class ChipsRow: UIView {
    /// One chip: a `UILabel` with padding and a capsule background.
    final class Chip: UILabel {
        /// The space around the text.
        static let padding = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)

        /// A selected chip is filled with the tint colour and has white text.
        var isSelected = false {
            didSet { updateColors() }
        }

        init(title: String) {
            super.init(frame: .zero)
            text = title
            font = .preferredFont(forTextStyle: .subheadline)
            adjustsFontForContentSizeCategory = true
            textAlignment = .center
            // UILabel's background is not clipped to `cornerRadius` unless it clips to bounds.
            clipsToBounds = true
            isAccessibilityElement = true
            updateColors()
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var intrinsicContentSize: CGSize {
            let text = super.intrinsicContentSize
            let p = Self.padding
            return CGSize(width: text.width + p.left + p.right, height: text.height + p.top + p.bottom)
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: Self.padding))
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layer.cornerRadius = bounds.height / 2
        }

        override func tintColorDidChange() {
            super.tintColorDidChange()
            updateColors()
        }

        private func updateColors() {
            backgroundColor = isSelected ? tintColor : .tertiarySystemFill
            textColor = isSelected ? .white : .label
            accessibilityTraits = isSelected ? [.button, .selected] : .button
        }
    }

    /// The gap between chips in a row and between rows.
    static let spacing: CGFloat = 8

    /// The chips' titles, in reading order.
    var chips: [String] = [] {
        didSet { rebuildChips() }
    }

    /// The selected chip, if any (an index outside `chips` selects nothing).
    @IBInspectable var selectedIndex: Int? {
        didSet { updateSelection() }
    }

    /// The chip views, in the order of `chips`.
    private(set) var chipViews: [Chip] = []

    /// The vertical stack holding one horizontal stack per row.
    private let rowsStack = UIStackView()
    /// Which chips are on which row (indices into `chipViews`), as last laid out.
    private var rowRanges: [Range<Int>] = []
    /// The width the intrinsic height was last reported for.
    private var measuredWidth: CGFloat = 0

    /// The horizontal stacks, top to bottom.
    var rowViews: [UIStackView] { rowsStack.arrangedSubviews.compactMap { $0 as? UIStackView } }

    init(chips: [String] = [], selectedIndex: Int? = nil) {
        super.init(frame: .zero)
        rowsStack.axis = .vertical
        rowsStack.alignment = .leading
        rowsStack.spacing = Self.spacing
        addSubview(rowsStack)
        // Property observers do not run for a class's own properties set in its initialiser.
        self.chips = chips
        self.selectedIndex = selectedIndex
        rebuildChips()
    }

    override convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: - Sizing

    /// The proposed width (or, if it is not a usable width, the width of all chips on one row)
    /// and the height of the rows the chips wrap into at that width.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : naturalWidth
        return CGSize(width: width, height: height(forWidth: width))
    }

    /// No intrinsic width (the chips wrap to whatever width they get); the wrapped height at the
    /// current width, or of a single row while the view has no width yet.
    override var intrinsicContentSize: CGSize {
        let width = bounds.width > 0 ? bounds.width : naturalWidth
        return CGSize(width: UIView.noIntrinsicMetric, height: height(forWidth: width))
    }

    /// The height of the rows the chips wrap into at `width`: the rows' heights plus 8 pt between rows.
    func height(forWidth width: CGFloat) -> CGFloat {
        let sizes = chipViews.map(\.intrinsicContentSize)
        let rows = Self.rowRanges(forWidths: sizes.map(\.width), in: width, spacing: Self.spacing)
        let heights = rows.map { range in sizes[range].map(\.height).max() ?? 0 }
        return heights.reduce(0, +) + Self.spacing * CGFloat(max(rows.count - 1, 0))
    }

    /// All chips on one row.
    private var naturalWidth: CGFloat {
        let widths = chipViews.map(\.intrinsicContentSize.width)
        return widths.reduce(0, +) + Self.spacing * CGFloat(max(widths.count - 1, 0))
    }

    // MARK: - Flow

    /// Groups items of `widths` into rows of at most `width` (greedy, in order): an item goes on
    /// the current row if it fits after `spacing`, else it starts a new row. An item wider than
    /// `width` gets a row of its own. A non-finite width puts everything on one row.
    static func rowRanges(forWidths widths: [CGFloat], in width: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        guard !widths.isEmpty else { return [] }
        let limit = width.isNaN ? .infinity : width
        var ranges: [Range<Int>] = []
        var start = 0
        var used = widths[0]
        for index in widths.indices.dropFirst() {
            if used + spacing + widths[index] <= limit {
                used += spacing + widths[index]
            } else {
                ranges.append(start..<index)
                start = index
                used = widths[index]
            }
        }
        ranges.append(start..<widths.count)
        return ranges
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != measuredWidth {
            // The wrapped height depends on the width: let the parent ask again.
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
        let widths = chipViews.map(\.intrinsicContentSize.width)
        let ranges = Self.rowRanges(forWidths: widths, in: bounds.width, spacing: Self.spacing)
        if ranges != rowRanges { arrangeRows(ranges) }
        // Top-aligned at the rows' own height: a taller view leaves space below rather than
        // stretching a row.
        let height = rowsStack.intrinsicContentSize.height
        rowsStack.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            // The chips' fonts changed size: the rows and the height may change.
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: - Chips

    private func rebuildChips() {
        chipViews.forEach { $0.removeFromSuperview() }
        chipViews = chips.map { Chip(title: $0) }
        // Everything on one row until the first layout: the chips are in the hierarchy (so they
        // measure with this view's text size) before the view knows its width.
        arrangeRows(chipViews.isEmpty ? [] : [0..<chipViews.count])
        updateSelection()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Drops a selection outside `chips` and colours the selected chip.
    private func updateSelection() {
        if let index = selectedIndex, !chipViews.indices.contains(index) { selectedIndex = nil }
        for (index, chip) in chipViews.enumerated() { chip.isSelected = index == selectedIndex }
    }

    /// Replaces the row stacks with one horizontal stack per range.
    private func arrangeRows(_ ranges: [Range<Int>]) {
        rowViews.forEach { $0.removeFromSuperview() }
        for range in ranges {
            let row = UIStackView(arrangedSubviews: Array(chipViews[range]))
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = Self.spacing
            rowsStack.addArrangedSubview(row)
        }
        rowRanges = ranges
    }
}

// MARK: - Previews

/// The previews put the row in a vertical stack view with 16-pt margins: the stack asks for the
/// row's `intrinsicContentSize` at its width (`.equalSpacing` keeps the row at that height).
@MainActor
private func chipsPreview(selectedIndex: Int? = 1) -> UIView {
    let row = ChipsRow(chips: ["Swift", "UIKit", "Dynamic Type", "Stack views", "Layout", "Accessibility", "Dark Mode", "Previews"],
                       selectedIndex: selectedIndex)
    let stack = UIStackView(arrangedSubviews: [row])
    stack.axis = .vertical
    stack.distribution = .equalSpacing
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    stack.insetsLayoutMarginsFromSafeArea = false
    stack.backgroundColor = .systemBackground
    return stack
}

#Preview("Default", traits: .fixedLayout(width: 375, height: 141), .acceptsSystemColourContrast) {
    chipsPreview()
}

#Preview("Extra extra large", traits: .fixedLayout(width: 375, height: 196), .viewlabContentSize(.extraExtraLarge), .acceptsSystemColourContrast) {
    chipsPreview()
}

#Preview("Accessibility large", traits: .fixedLayout(width: 375, height: 309), .viewlabContentSize(.accessibilityLarge), .acceptsSystemColourContrast) {
    chipsPreview()
}

#Preview("Dark", traits: .fixedLayout(width: 375, height: 141), .viewlabAppearance(.dark), .acceptsSystemColourContrast) {
    chipsPreview(selectedIndex: 2)
}
