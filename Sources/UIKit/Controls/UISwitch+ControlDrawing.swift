import CoreGraphics

/// Drawing pieces the small system controls share (switch, slider, progress view, stepper,
/// segmented control, page control, activity indicator): the white shadowed thumb, capsules,
/// the disabled look, colour resolution and the layout direction.
enum ControlDrawing {
    // MARK: - Disabled look

    /// The opacity a disabled switch, slider or page control is drawn with. iOS composites a
    /// disabled `UISwitch`/`UISlider` as a whole at about half opacity (the thumb's shadow
    /// does not darken the track through it), so ViewLab draws the whole control into a
    /// transparency layer at 0.5.
    static let disabledAlpha: CGFloat = 0.5

    /// Runs `body`, composited at `disabledAlpha` as one layer when `enabled` is false.
    static func withEnabledLook(_ enabled: Bool, in context: CGContext, _ body: () -> Void) {
        guard !enabled else { return body() }
        context.saveGState()
        context.setAlpha(disabledAlpha)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        body()
        context.endTransparencyLayer()
        context.restoreGState()
    }

    // MARK: - Shapes

    /// Fills a rounded rectangle (radius clamped to half the shorter side; a capsule when
    /// `radius` is nil).
    static func fillRounded(_ rect: CGRect, radius: CGFloat? = nil, color: UIColor, in context: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        let r = min(radius ?? .infinity, rect.width / 2, rect.height / 2)
        context.setFillColor(color.cgColor)
        context.addPath(CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil))
        context.fillPath()
    }

    /// The thumb of a switch: a filled circle (a capsule when stretched) with iOS's two soft shadows — a wide
    /// one (y + 3 pt, blur 8, black 15 %) and a tight one (y + 3 pt, blur 1, black 6 %) — and a
    /// hairline edge (black 4 %) so a white thumb stays visible on white.
    static func drawThumb(in rect: CGRect, color: UIColor, context: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        let fill = color.cgColor
        let r = min(rect.width, rect.height) / 2
        let circle = CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil)
        context.saveGState()
        for (blur, alpha) in [(CGFloat(8), CGFloat(0.15)), (1, 0.06)] {
            context.setShadow(offset: CGSize(width: 0, height: 3), blur: blur, color: CGColor(gray: 0, alpha: alpha))
            context.setFillColor(fill)
            context.addPath(circle)
            context.fillPath()
        }
        context.restoreGState()
        context.setStrokeColor(CGColor(gray: 0, alpha: 0.04))
        context.setLineWidth(0.5)
        let edge = rect.insetBy(dx: 0.25, dy: 0.25)
        context.addPath(CGPath(roundedRect: edge, cornerWidth: r - 0.25, cornerHeight: r - 0.25, transform: nil))
        context.strokePath()
    }

    /// A rounded-cap line from `start` to `end`.
    static func strokeLine(from start: CGPoint, to end: CGPoint, width: CGFloat, color: UIColor, in context: CGContext)
    {
        strokeLines([(start, end)], width: width, color: color, in: context)
    }

    /// Rounded-cap lines stroked as one path (translucent colours do not double where they cross).
    static func strokeLines(_ lines: [(CGPoint, CGPoint)], width: CGFloat, color: UIColor, in context: CGContext) {
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(width)
        context.setLineCap(.round)
        for (start, end) in lines {
            context.move(to: start)
            context.addLine(to: end)
        }
        context.strokePath()
    }

    // MARK: - Layout direction

    /// Whether `view` lays out right to left (its traits' `layoutDirection`). Main-actor, as the
    /// view's `traitCollection` is (UIKit declares `UIView` `@MainActor`:
    /// https://developer.apple.com/documentation/uikit/uiview).
    @MainActor static func isRightToLeft(_ view: UIView) -> Bool {
        view.traitCollection.layoutDirection == .rightToLeft
    }

    /// `rect` mirrored inside `bounds` (for right-to-left layouts).
    static func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    // MARK: - Accessibility

    /// A percentage as VoiceOver reads a slider or progress bar ("50%").
    static func percent(_ fraction: CGFloat) -> String {
        "\(Int((min(max(fraction.isNaN ? 0 : fraction, 0), 1) * 100).rounded()))%"
    }

    // MARK: - Values

    /// A Float made finite-safe: nil for NaN (the assignment is then ignored and reported). The
    /// control's setters call it on the main actor, where the view's `debugName` is read.
    @MainActor static func accept(_ value: Float, what: String, of view: UIView) -> Float? {
        guard !value.isNaN else {
            UIView.report(.invalidArgument, "\(view.debugName).\(what) = nan ignored")
            return nil
        }
        return value
    }

    /// A Double made finite-safe: nil for NaN or ±infinity (reported).
    @MainActor static func accept(_ value: Double, what: String, of view: UIView) -> Double? {
        guard value.isFinite else {
            UIView.report(.invalidArgument, "\(view.debugName).\(what) = \(value) ignored (not a finite number)")
            return nil
        }
        return value
    }
}

// MARK: - Colours

extension UIColor {
    /// A colour with one value in light and one in dark appearance.
    static func controlColor(light: UInt32, dark: UInt32) -> UIColor {
        UIColor { traits in
            let hex = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(
                red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
        }
    }
}
