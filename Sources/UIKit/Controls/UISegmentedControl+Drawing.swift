import CoreGraphics
import Foundation

// MARK: - Drawing

extension UISegmentedControl {
    /// The selected card's default: white in light appearance, `#636366` in dark (iOS 13+).
    static let selectedCardColor = UIColor.controlColor(light: 0xFFFFFF, dark: 0x636366)

    /// The segment drawn as selected (none while momentary; the one under the finger while the
    /// selection is dragged).
    var displayedSelection: Int? {
        if isDraggingSelection, let tracked = trackedSegment { return tracked }
        guard !isMomentary, segments.indices.contains(storedSelectedIndex) else { return nil }
        return storedSelectedIndex
    }

    /// The segment whose content is dimmed because it is pressed (not the selected one).
    var pressedSegment: Int? {
        guard !isDraggingSelection, let tracked = trackedSegment, tracked != displayedSelection else { return nil }
        return tracked
    }

    func drawSegments() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        ControlDrawing.fillRounded(
            bounds, radius: UISegmentedControl.cornerRadius, color: .tertiarySystemFill, in: context)
        let rects = segmentRects
        let selected = displayedSelection
        if let selected { drawCard(in: rects[selected], context: context) }
        drawSeparators(rects, selected: selected, context: context)
        for (index, segment) in segments.enumerated() {
            let pressed = index == pressedSegment
            if pressed {
                context.saveGState()
                context.setAlpha(0.5)
            }
            drawContent(
                of: segment, in: rects[index], selected: index == selected,
                enabled: isEnabled && segment.isEnabled, context: context)
            if pressed { context.restoreGState() }
        }
    }

    /// The raised card: a wide soft shadow (y + 3, blur 8, black 12 %) and a hairline edge.
    private func drawCard(in rect: CGRect, context: CGContext) {
        let card = rect.insetBy(dx: UISegmentedControl.selectionInset, dy: UISegmentedControl.selectionInset)
        guard card.width > 0, card.height > 0 else { return }
        let r = UISegmentedControl.selectionRadius
        let path = CGPath(
            roundedRect: card, cornerWidth: min(r, card.width / 2), cornerHeight: min(r, card.height / 2),
            transform: nil)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: CGColor(gray: 0, alpha: 0.12))
        context.setFillColor((selectedSegmentTintColor ?? UISegmentedControl.selectedCardColor).cgColor)
        context.addPath(path)
        context.fillPath()
        context.restoreGState()
        context.setStrokeColor(CGColor(gray: 0, alpha: 0.04))
        context.setLineWidth(0.5)
        context.addPath(path)
        context.strokePath()
    }

    /// Separators between neighbours, except next to the selected segment.
    private func drawSeparators(_ rects: [CGRect], selected: Int?, context: CGContext) {
        guard rects.count > 1 else { return }
        context.setFillColor(UIColor.opaqueSeparator.cgColor)
        let h = min(UISegmentedControl.separatorHeight, bounds.height)
        let rtl = ControlDrawing.isRightToLeft(self)
        for i in 0..<(rects.count - 1) where i != selected && i + 1 != selected {
            let x = rtl ? rects[i].minX : rects[i].maxX
            context.fill(CGRect(x: x - 0.5, y: bounds.midY - h / 2, width: 1, height: h))
        }
    }

    private func drawContent(of segment: Segment, in rect: CGRect, selected: Bool, enabled: Bool, context: CGContext) {
        let attributes = titleAttributes(selected: selected, enabled: enabled)
        let color = attributes[.foregroundColor] as? UIColor ?? .label
        if let image = segment.image {
            let size = image.size
            let origin = CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
            image.withTintColor(color).draw(in: CGRect(origin: origin, size: size))
            return
        }
        guard let title = segment.title, !title.isEmpty else { return }
        // Centred; a title wider than its segment is truncated at the tail within the padding.
        let available = max(0, rect.width - UISegmentedControl.contentPadding)  // half the padding each side
        let size = title.size(withAttributes: attributes)
        let width = min(size.width, available)
        let box = CGRect(x: rect.midX - width / 2, y: rect.midY - size.height / 2, width: width, height: size.height)
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        style.alignment = .center
        var drawn = attributes
        drawn[.paragraphStyle] = style
        title.draw(in: box, withAttributes: drawn)
    }
}
