import CoreGraphics
import Foundation

/// The compact style: the date and/or time in rounded pills (see `UIDatePicker`), right-aligned in
/// the bounds as iOS aligns a compact picker wider than its content, centred vertically.
extension UIDatePicker {
    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 11
    static let pillSpacing: CGFloat = 6
    static let pillCornerRadius: CGFloat = 6
    static let pillFont = UIFont.systemFont(ofSize: 17)

    /// The pills' texts: the date (medium style) for the date modes, the time (short style) for the time modes.
    var pillTexts: [String] {
        var texts: [String] = []
        if datePickerMode == .date || datePickerMode == .dateAndTime {
            texts.append(formatted(date: .medium, time: .none))
        }
        if datePickerMode == .time || datePickerMode == .dateAndTime {
            texts.append(formatted(date: .none, time: .short))
        }
        return texts
    }

    func formatted(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: storedDate)
    }

    /// Each pill's size: its text's width plus 11 pt at each side, 34 pt tall.
    func pillSizes(_ texts: [String]) -> [CGSize] {
        texts.map { text in
            let width = (text as NSString).size(withAttributes: [.font: UIDatePicker.pillFont]).width
            return CGSize(width: (width + 2 * UIDatePicker.pillPadding).rounded(.up), height: UIDatePicker.pillHeight)
        }
    }

    var compactSize: CGSize {
        let sizes = pillSizes(pillTexts)
        let width = sizes.reduce(0) { $0 + $1.width } + UIDatePicker.pillSpacing * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: UIDatePicker.pillHeight)
    }

    func drawCompact() {
        let size = compactSize
        drawPills(
            pillTexts,
            in: CGRect(
                x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// Draws `texts` in pills from the left of `rect`.
    func drawPills(_ texts: [String], in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var x = rect.minX
        let attributes: [NSAttributedString.Key: Any] = [.font: UIDatePicker.pillFont, .foregroundColor: UIColor.label]
        for (text, size) in zip(texts, pillSizes(texts)) {
            let pill = CGRect(x: x, y: rect.minY, width: size.width, height: size.height)
            let radius = UIDatePicker.pillCornerRadius
            context.addPath(CGPath(roundedRect: pill, cornerWidth: radius, cornerHeight: radius, transform: nil))
            context.setFillColor(UIColor.tertiarySystemFill.cgColor)
            context.fillPath()
            let textSize = (text as NSString).size(withAttributes: attributes)
            (text as NSString).draw(
                at: CGPoint(x: pill.midX - textSize.width / 2, y: pill.midY - textSize.height / 2),
                withAttributes: attributes)
            x += size.width + UIDatePicker.pillSpacing
        }
    }
}
