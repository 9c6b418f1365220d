import CoreGraphics
import Foundation

/// The inline style, simpler than iOS's (see `UIDatePicker`): for the date modes a month calendar —
/// the month and year (17 pt semibold), the weekdays' short symbols (13 pt semibold,
/// `.tertiaryLabel`), then the days in seven columns (20 pt; today in the tint colour, the selected
/// day semibold in the tint colour on a circle of the tint at 12 %) — and for `.dateAndTime` the
/// time's pill under it; for `.time` only the pill.
extension UIDatePicker {
    static let inlineCalendarSize = CGSize(width: 320, height: 330)
    static let inlineHeaderHeight: CGFloat = 44
    static let inlineWeekdayHeight: CGFloat = 24
    static let inlineTimeRowHeight: CGFloat = 44

    var inlineSize: CGSize {
        switch datePickerMode {
        case .time, .countDownTimer: return compactSize
        case .date: return UIDatePicker.inlineCalendarSize
        case .dateAndTime:
            let calendar = UIDatePicker.inlineCalendarSize
            return CGSize(width: calendar.width, height: calendar.height + UIDatePicker.inlineTimeRowHeight)
        }
    }

    func drawInline() {
        guard datePickerMode == .date || datePickerMode == .dateAndTime else { return drawCompact() }
        let size = UIDatePicker.inlineCalendarSize
        let area = CGRect(x: bounds.midX - size.width / 2, y: bounds.minY, width: size.width, height: size.height)
        drawMonth(in: area)
        if datePickerMode == .dateAndTime {
            let time = [formatted(date: .none, time: .short)]
            let pill = pillSizes(time)[0]
            drawPills(
                time,
                in: CGRect(
                    x: area.maxX - 16 - pill.width, y: area.maxY + (UIDatePicker.inlineTimeRowHeight - pill.height) / 2,
                    width: pill.width, height: pill.height))
        }
    }

    private func drawMonth(in area: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let calendar = effectiveCalendar
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        let header: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.label,
        ]
        (formatter.string(from: storedDate) as NSString).draw(
            at: CGPoint(x: area.minX + 16, y: area.minY + 12), withAttributes: header)

        let columnWidth = (area.width - 16) / 7
        let weekday: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.tertiaryLabel,
        ]
        let symbols = calendar.shortWeekdaySymbols.map { $0.uppercased() }
        for column in 0..<7 {
            let symbol = symbols[(column + calendar.firstWeekday - 1) % 7] as NSString
            let width = symbol.size(withAttributes: weekday).width
            symbol.draw(
                at: CGPoint(
                    x: area.minX + 8 + columnWidth * (CGFloat(column) + 0.5) - width / 2,
                    y: area.minY + UIDatePicker.inlineHeaderHeight),
                withAttributes: weekday)
        }

        guard let month = calendar.dateInterval(of: .month, for: storedDate),
            let days = calendar.range(of: .day, in: .month, for: storedDate)
        else { return }
        let lead = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
        let selected = calendar.component(.day, from: storedDate)
        let top = area.minY + UIDatePicker.inlineHeaderHeight + UIDatePicker.inlineWeekdayHeight
        let rowHeight = (area.maxY - top) / 6
        for day in days {
            let cell = lead + day - 1
            let center = CGPoint(
                x: area.minX + 8 + columnWidth * (CGFloat(cell % 7) + 0.5),
                y: top + rowHeight * (CGFloat(cell / 7) + 0.5))
            let date = calendar.date(byAdding: .day, value: day - 1, to: month.start) ?? month.start
            var color = calendar.isDateInToday(date) ? tintColor ?? .systemBlue : UIColor.label
            var font = UIFont.systemFont(ofSize: 20)
            if day == selected {
                let radius = min(columnWidth, rowHeight) / 2 - 2
                context.setFillColor((tintColor ?? .systemBlue).withAlphaComponent(0.12).cgColor)
                context.fillEllipse(
                    in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
                color = tintColor ?? .systemBlue
                font = .systemFont(ofSize: 20, weight: .semibold)
            }
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
            let text = "\(day)" as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(
                at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
        }
    }
}
