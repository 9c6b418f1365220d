import CoreGraphics

// MARK: - Drawing

extension UIStepper {
    /// iOS 13+ metrics: corner radius 8, separator 1 × 18 pt, glyph bars 14 pt long and 2 pt
    /// thick (rounded).
    static let cornerRadius: CGFloat = 8
    static let separatorHeight: CGFloat = 18
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2

    /// The drawn 94 × 32 rectangle, centred in the bounds.
    var stepperRect: CGRect {
        let s = UIStepper.stepperSize
        return CGRect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    func drawStepper() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let r = stepperRect
        let normal = UIControl.State.normal.rawValue
        if let background = backgroundImages[state.rawValue] ?? backgroundImages[normal] {
            background.draw(in: r)
        } else {
            ControlDrawing.fillRounded(r, radius: UIStepper.cornerRadius, color: .tertiarySystemFill, in: context)
        }
        let rtl = ControlDrawing.isRightToLeft(self)
        let left = CGRect(x: r.minX, y: r.minY, width: r.width / 2, height: r.height)
        let right = CGRect(x: r.midX, y: r.minY, width: r.width / 2, height: r.height)
        let minusHalf = rtl ? right : left, plusHalf = rtl ? left : right
        if pressedDirection != 0, isHighlighted {
            context.saveGState()
            context.addPath(
                CGPath(
                    roundedRect: r, cornerWidth: UIStepper.cornerRadius, cornerHeight: UIStepper.cornerRadius,
                    transform: nil))
            context.clip()
            context.setFillColor(UIColor.systemFill.cgColor)
            context.fill(pressedDirection < 0 ? minusHalf : plusHalf)
            context.restoreGState()
        }
        if let divider = dividerImages[normal] {
            let s = divider.size
            divider.draw(
                in: CGRect(x: r.midX - s.width / 2, y: r.midY - s.height / 2, width: s.width, height: s.height))
        } else {
            context.setFillColor(UIColor.opaqueSeparator.cgColor)
            context.fill(
                CGRect(
                    x: r.midX - 0.5, y: r.midY - UIStepper.separatorHeight / 2, width: 1,
                    height: UIStepper.separatorHeight))
        }
        drawGlyph(plus: false, in: minusHalf, context: context)
        drawGlyph(plus: true, in: plusHalf, context: context)
    }

    private func drawGlyph(plus: Bool, in half: CGRect, context: CGContext) {
        let enabled = canStep(plus ? 1 : -1)
        let color: UIColor = enabled ? .label : .tertiaryLabel
        let pressed = isHighlighted && pressedDirection == (plus ? 1 : -1)
        let state: UIControl.State = !enabled ? .disabled : (pressed ? .highlighted : .normal)
        if let image = glyphImage(plus: plus, state: state) {
            let size = image.size
            let rect = CGRect(
                x: half.midX - size.width / 2, y: half.midY - size.height / 2, width: size.width, height: size.height)
            let tinted = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
            return tinted.draw(in: rect)
        }
        let c = CGPoint(x: half.midX, y: half.midY), h = UIStepper.glyphLength / 2, w = UIStepper.glyphThickness
        var lines = [(CGPoint(x: c.x - h, y: c.y), CGPoint(x: c.x + h, y: c.y))]
        if plus { lines.append((CGPoint(x: c.x, y: c.y - h), CGPoint(x: c.x, y: c.y + h))) }
        ControlDrawing.strokeLines(lines, width: w, color: color, in: context)
    }
}
