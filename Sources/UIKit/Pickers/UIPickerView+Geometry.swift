import CoreGraphics
import Foundation

/// Where a picker's components and rows are (see `UIPickerView` for the rules).
extension UIPickerView {
    /// One row placed on the wheel.
    struct PlacedRow {
        let row: Int
        /// The row's centre in the picker's coordinates.
        let center: CGPoint
        /// The horizontal and vertical scale of its contents (1 in the middle).
        let scale: CGSize
        let alpha: CGFloat
    }

    /// The row height of `component`: the delegate's, else 32.
    func rowHeight(forComponent component: Int) -> CGFloat {
        let asked = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return asked.isFinite && asked > 0 ? asked : UIPickerView.defaultRowHeight
    }

    /// The components' rectangles, left to right, centred in the bounds, full height.
    func componentFrames() -> [CGRect] {
        let count = numberOfComponents
        guard count > 0 else { return [] }
        let spacing = UIPickerView.componentSpacing
        let asked = (0..<count).map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let available = max(0, bounds.width - 2 * UIPickerView.sideInset - spacing * CGFloat(count - 1))
        let unasked = asked.filter { !($0.isFinite && $0 > 0) }.count
        let given = asked.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        let share = unasked > 0 ? max(0, available - given) / CGFloat(unasked) : 0
        let widths = asked.map { $0.isFinite && $0 > 0 ? $0 : share }
        let total = widths.reduce(0, +) + spacing * CGFloat(count - 1)
        var x = bounds.midX - total / 2
        return widths.map { width in
            defer { x += width + spacing }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The selection band: the middle row's height, from the first component to the last.
    func selectionBandRect(_ frames: [CGRect]) -> CGRect {
        let height = (0..<frames.count).map(rowHeight(forComponent:)).max() ?? UIPickerView.defaultRowHeight
        let left = min(frames.first?.minX ?? bounds.minX, bounds.minX + UIPickerView.sideInset)
        let right = max(frames.last?.maxX ?? bounds.maxX, bounds.maxX - UIPickerView.sideInset)
        return CGRect(x: left, y: bounds.midY - height / 2, width: right - left, height: height)
    }

    /// The rows of `component` on the wheel, around its position (the selected row, moved by a
    /// drag in progress); rows past the cylinder's edge (|θ| ≥ 90°) are left out. A cyclic
    /// component's rows repeat (`row` is the data source's row).
    func placedRows(inComponent component: Int, frame: CGRect) -> [PlacedRow] {
        let rows = numberOfRows(inComponent: component)
        let selected = selectedRow(inComponent: component)
        guard rows > 0, selected >= 0 else { return [] }
        let height = rowHeight(forComponent: component), radius = max(1, bounds.height / 2)
        let position = CGFloat(selected) + (wheelOffsets[component] ?? 0)
        let reach = Int((radius * .pi / 2 / height).rounded(.up)) + 1
        let nearest = Int(position.rounded())
        var placed: [PlacedRow] = []
        for unwrapped in (nearest - reach)...(nearest + reach) {
            var row = unwrapped
            if cyclicComponents.contains(component) {
                row = ((row % rows) + rows) % rows
            } else if row < 0 || row >= rows {
                continue
            }
            let angle = (CGFloat(unwrapped) - position) * height / radius
            guard abs(angle) < .pi / 2 else { continue }
            let center = CGPoint(x: frame.midX, y: bounds.midY + radius * sin(angle))
            let squash = cos(angle)
            placed.append(
                PlacedRow(
                    row: row, center: center, scale: CGSize(width: 0.85 + 0.15 * squash, height: squash), alpha: squash)
            )
        }
        return placed
    }
}
