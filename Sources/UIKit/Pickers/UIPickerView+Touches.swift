import CoreGraphics
import Foundation

/// Touches on a picker, as on iOS: a finger dragged up or down a component turns its wheel with
/// it (a row's height of travel moves one row), and on lift-off the wheel settles on the row
/// nearest the middle, which is selected and reported with `pickerView(_:didSelectRow:inComponent:)`
/// when it changed; a tap on a row above or below the middle selects that row. ViewLab's wheel
/// stops where the finger lifts (no momentum) and does not animate the settling.
extension UIPickerView {
    /// How far a touch must move to be a drag rather than a tap, in points.
    static let dragThreshold: CGFloat = 4

    /// The component under `point` (nil between components or outside them).
    func component(at point: CGPoint) -> Int? {
        componentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    func beginWheelTouch(at point: CGPoint) {
        wheelTouch = component(at: point).map { WheelTouch(component: $0, start: point, isDrag: false) }
    }

    func moveWheelTouch(to point: CGPoint) {
        guard var touch = wheelTouch else { return }
        let travel = point.y - touch.start.y
        if abs(travel) >= UIPickerView.dragThreshold { touch.isDrag = true }
        wheelTouch = touch
        guard touch.isDrag else { return }
        wheelOffsets[touch.component] = clampedOffset(
            -travel / rowHeight(forComponent: touch.component), component: touch.component)
        setNeedsLayout()
        setNeedsDisplay()
    }

    func endWheelTouch(at point: CGPoint) {
        guard let touch = wheelTouch else { return }
        wheelTouch = nil
        guard touch.isDrag else { return selectTappedRow(at: point, component: touch.component) }
        let offset = wheelOffsets.removeValue(forKey: touch.component) ?? 0
        let rows = numberOfRows(inComponent: touch.component)
        let selected = selectedRow(inComponent: touch.component)
        guard rows > 0, selected >= 0 else { return }
        var row = selected + Int(offset.rounded())
        row = cyclicComponents.contains(touch.component) ? ((row % rows) + rows) % rows : min(max(0, row), rows - 1)
        selectRow(row, inComponent: touch.component, animated: true)
        if row != selected { delegate?.pickerView(self, didSelectRow: row, inComponent: touch.component) }
    }

    func cancelWheelTouch() {
        wheelTouch = nil
        wheelOffsets = [:]
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A wheel that does not repeat stops half a row past its first and last rows.
    private func clampedOffset(_ offset: CGFloat, component: Int) -> CGFloat {
        guard !cyclicComponents.contains(component) else { return offset }
        let selected = CGFloat(selectedRow(inComponent: component)),
            last = CGFloat(numberOfRows(inComponent: component) - 1)
        return min(max(offset, -selected - 0.5), last - selected + 0.5)
    }

    /// A tap on a row above or below the middle selects it and tells the delegate.
    func selectTappedRow(at point: CGPoint, component: Int) {
        let frames = componentFrames()
        guard frames.indices.contains(component) else { return }
        let rows = placedRows(inComponent: component, frame: frames[component])
        let height = rowHeight(forComponent: component)
        guard let tapped = rows.min(by: { abs($0.center.y - point.y) < abs($1.center.y - point.y) }),
            abs(tapped.center.y - point.y) <= height * tapped.scale.height / 2 + 1,
            tapped.row != selectedRow(inComponent: component)
        else { return }
        selectRow(tapped.row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: tapped.row, inComponent: component)
    }
}

/// A touch on a picker's wheel: where it began and whether it has become a drag.
struct WheelTouch {
    let component: Int
    let start: CGPoint
    var isDrag: Bool
}
