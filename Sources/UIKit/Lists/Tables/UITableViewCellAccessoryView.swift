import CoreGraphics

/// The standard accessories, drawn as iOS 17 shows them: a chevron 8 × 13 pt in `tertiaryLabel`
/// (disclosure indicator), a checkmark 14 × 12 pt in the tint colour, an info button (a 22 pt
/// ring with an "i") in the tint colour; the detail disclosure button is the info button and
/// the chevron, 12 pt apart (sizes ViewLab's reading of iOS 17).
final class UITableViewCellAccessoryView: UIView {
    override class var drawsSystemArtwork: Bool { true }

    var type: UITableViewCell.AccessoryType {
        didSet { if type != oldValue { frame.size = UITableViewCellAccessoryView.size(of: type); setNeedsDisplay() } }
    }

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: UITableViewCellAccessoryView.size(of: type)))
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 12)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 42, height: 22)
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
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: context, x: 0, height: bounds.height)
        case .checkmark:
            context.setStrokeColor(tintColor.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 1, y: 6.5))
            context.addLine(to: CGPoint(x: 5, y: 11))
            context.addLine(to: CGPoint(x: 13, y: 1))
            context.strokePath()
        case .detailButton: drawInfo(in: context, x: 0)
        case .detailDisclosureButton:
            drawInfo(in: context, x: 0)
            drawChevron(in: context, x: 34, height: 13, y: (bounds.height - 13) / 2)
        }
    }

    private func drawChevron(in context: CGContext, x: CGFloat, height: CGFloat, y: CGFloat = 0) {
        context.setStrokeColor(UIColor.tertiaryLabel.cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: x + 1.5, y: y + 1.5))
        context.addLine(to: CGPoint(x: x + 6.5, y: y + height / 2))
        context.addLine(to: CGPoint(x: x + 1.5, y: y + height - 1.5))
        context.strokePath()
    }

    private func drawInfo(in context: CGContext, x: CGFloat) {
        context.setStrokeColor(tintColor.cgColor)
        context.setFillColor(tintColor.cgColor)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: CGRect(x: x + 1, y: 1, width: 20, height: 20))
        context.fillEllipse(in: CGRect(x: x + 10, y: 5.5, width: 2, height: 2))
        context.fill(CGRect(x: x + 10.2, y: 9, width: 1.6, height: 7.5))
    }
}
