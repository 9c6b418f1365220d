import CoreGraphics

/// The system glyphs of list rows, drawn as iOS 17 shows them (sizes ViewLab's reading of iOS 17
/// screenshots): a chevron 8 × 13 pt in `tertiaryLabel` (disclosure indicator), a checkmark
/// 14 × 12 pt in the tint colour, an info button (a 22 pt ring with an "i") in the tint colour,
/// the detail disclosure button (info and chevron 12 pt apart); in editing mode a delete control
/// (a 22 pt `systemRed` disc with a white bar), an insert control (a 22 pt `systemGreen` disc
/// with a white plus) and the reorder grip (three 18 pt lines, 5 pt apart, in `tertiaryLabel`).
final class ListGlyphView: UIView {
    enum Glyph: Hashable {
        case disclosure, checkmark, info, detailDisclosure, delete, insert, reorder
        /// A row's multiple-selection circle in editing mode: empty, or filled with a checkmark.
        case selectionCircle(selected: Bool)
    }

    override class var drawsSystemArtwork: Bool { true }

    var glyph: Glyph {
        didSet { if glyph != oldValue { frame.size = ListGlyphView.size(of: glyph); setNeedsDisplay() } }
    }
    /// A colour that replaces the glyph's own (the accessories' `tintColor` options).
    var glyphColor: UIColor? { didSet { setNeedsDisplay() } }

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: ListGlyphView.size(of: glyph)))
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    static func size(of glyph: Glyph) -> CGSize {
        switch glyph {
        case .disclosure: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 12)
        case .info, .delete, .insert, .selectionCircle: return CGSize(width: 22, height: 22)
        case .detailDisclosure: return CGSize(width: 42, height: 22)
        case .reorder: return CGSize(width: 18, height: 12)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch glyph {
        case .disclosure: drawChevron(in: context, x: 0, y: 0)
        case .checkmark:
            context.setStrokeColor((glyphColor ?? tintColor).cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 1, y: 6.5))
            context.addLine(to: CGPoint(x: 5, y: 11))
            context.addLine(to: CGPoint(x: 13, y: 1))
            context.strokePath()
        case .info: drawInfo(in: context, x: 0)
        case .detailDisclosure:
            drawInfo(in: context, x: 0)
            drawChevron(in: context, x: 34, y: (bounds.height - 13) / 2)
        case .delete, .insert:
            context.setFillColor((glyphColor ?? (glyph == .delete ? UIColor.systemRed : .systemGreen)).cgColor)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 5.5, y: 10, width: 11, height: 2))
            if glyph == .insert { context.fill(CGRect(x: 10, y: 5.5, width: 2, height: 11)) }
        case .selectionCircle(let selected):
            if selected {
                context.setFillColor((glyphColor ?? tintColor).cgColor)
                context.fillEllipse(in: CGRect(x: 0, y: 0, width: 22, height: 22))
                context.setStrokeColor(UIColor.white.cgColor)
                context.setLineWidth(2)
                context.move(to: CGPoint(x: 6.5, y: 11.5))
                context.addLine(to: CGPoint(x: 9.5, y: 14.5))
                context.addLine(to: CGPoint(x: 15.5, y: 7.5))
                context.strokePath()
            } else {
                context.setStrokeColor((glyphColor ?? .systemGray3).cgColor)
                context.setLineWidth(1.5)
                context.strokeEllipse(in: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5))
            }
        case .reorder:
            context.setFillColor((glyphColor ?? .tertiaryLabel).cgColor)
            for row in 0..<3 { context.fill(CGRect(x: 0, y: CGFloat(row) * 5, width: 18, height: 2)) }
        }
    }

    private func drawChevron(in context: CGContext, x: CGFloat, y: CGFloat) {
        context.setStrokeColor((glyphColor ?? .tertiaryLabel).cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: x + 1.5, y: y + 1.5))
        context.addLine(to: CGPoint(x: x + 6.5, y: y + 6.5))
        context.addLine(to: CGPoint(x: x + 1.5, y: y + 11.5))
        context.strokePath()
    }

    private func drawInfo(in context: CGContext, x: CGFloat) {
        context.setStrokeColor((glyphColor ?? tintColor).cgColor)
        context.setFillColor((glyphColor ?? tintColor).cgColor)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: CGRect(x: x + 1, y: 1, width: 20, height: 20))
        context.fillEllipse(in: CGRect(x: x + 10, y: 5.5, width: 2, height: 2))
        context.fill(CGRect(x: x + 10.2, y: 9, width: 1.6, height: 7.5))
    }
}

extension UITableViewCell.AccessoryType {
    /// The glyph a standard accessory shows.
    var glyph: ListGlyphView.Glyph? {
        switch self {
        case .none: return nil
        case .disclosureIndicator: return .disclosure
        case .checkmark: return .checkmark
        case .detailButton: return .info
        case .detailDisclosureButton: return .detailDisclosure
        }
    }
}
