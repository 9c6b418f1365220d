import CoreGraphics
import Foundation

/// Drawing a picker: the selection band, then each component's titled rows on its wheel; row
/// views are laid out as subviews instead (`layoutRowViews()`).
extension UIPickerView {
    static let bandCornerRadius: CGFloat = 8

    /// Draws the selection band and the titled rows.
    func drawWheels() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        syncComponents()
        let frames = componentFrames()
        guard !frames.isEmpty else { return }
        let band = selectionBandRect(frames)
        context.saveGState()
        context.addPath(
            CGPath(
                roundedRect: band, cornerWidth: UIPickerView.bandCornerRadius,
                cornerHeight: UIPickerView.bandCornerRadius, transform: nil))
        context.setFillColor(UIColor.tertiarySystemFill.cgColor)
        context.fillPath()
        context.restoreGState()
        for (component, frame) in frames.enumerated() where !givesRowViews(component) {
            for placed in placedRows(inComponent: component, frame: frame) {
                drawTitle(title(forRow: placed.row, inComponent: component), placed: placed, frame: frame, in: context)
            }
        }
    }

    /// Whether the delegate gives `component`'s rows as views: asked once per component (with no
    /// view to reuse, so no shown row view is changed) until the components are reloaded.
    func givesRowViews(_ component: Int) -> Bool {
        if let known = rowViewAnswers[component] { return known }
        guard let delegate, numberOfRows(inComponent: component) > 0 else { return false }
        let answer =
            delegate.pickerView(
                self, viewForRow: max(0, selectedRow(inComponent: component)), forComponent: component, reusing: nil)
            !== UIPickerView.noRowView
        rowViewAnswers[component] = answer
        return answer
    }

    /// The row's title: the delegate's attributed title, else its title in the system font, 21 pt.
    func title(forRow row: Int, inComponent component: Int) -> NSAttributedString? {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed
        }
        guard let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) else { return nil }
        return NSAttributedString(
            string: title, attributes: [.font: UIPickerView.titleFont, .foregroundColor: UIColor.label])
    }

    private func drawTitle(_ title: NSAttributedString?, placed: PlacedRow, frame: CGRect, in context: CGContext) {
        guard let title, title.length > 0 else { return }
        let text = AttributedText(title).filling([.font: UIPickerView.titleFont, .foregroundColor: UIColor.label])
        let size = text.size()
        let width = min(size.width, frame.width - 8)
        context.saveGState()
        context.clip(to: frame)
        context.setAlpha(placed.alpha)
        context.translateBy(x: placed.center.x, y: placed.center.y)
        context.scaleBy(x: placed.scale.width, y: placed.scale.height)
        let origin = CGPoint(x: -width / 2, y: -size.height / 2)
        text.draw(
            with: CGRect(origin: origin, size: CGSize(width: width, height: size.height)),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        context.restoreGState()
    }

    /// Places the delegate's row views on their rows (centred, squashed and faded as titles are),
    /// reusing the view of a row that left the wheel.
    func layoutRowViews() {
        syncComponents()
        let frames = componentFrames()
        for (component, frame) in frames.enumerated() {
            guard let delegate, givesRowViews(component) else { removeRowViews(of: component); continue }
            let placed = placedRows(inComponent: component, frame: frame)
            let visible = Set(placed.map(\.row))
            var spare = rowViews[component].filter { !visible.contains($0.key) }.map(\.value)
            rowViews[component] = rowViews[component].filter { visible.contains($0.key) }
            let size = CGSize(width: frame.width, height: rowHeight(forComponent: component))
            for row in placed {
                let reusing = rowViews[component][row.row] ?? spare.popLast()
                let view = delegate.pickerView(self, viewForRow: row.row, forComponent: component, reusing: reusing)
                if view.superview !== rowViewContainer { rowViewContainer.addSubview(view) }
                view.transform = .identity
                if view.bounds.size == .zero { view.bounds.size = size }
                view.center = row.center
                view.transform = CGAffineTransform(scaleX: row.scale.width, y: row.scale.height)
                view.alpha = row.alpha
                rowViews[component][row.row] = view
            }
            for view in spare { view.removeFromSuperview() }
        }
    }
}
