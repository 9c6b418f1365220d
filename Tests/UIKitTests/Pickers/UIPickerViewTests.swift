@_spi(ViewLab) import CoreGraphics
import Foundation
@testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// A two-wheel data source and delegate (fruits, numbers) recording selections.
final class FruitPickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango"]
    var selections: [String] = []
    var widths: [CGFloat]?
    var rowHeight: CGFloat = 0
    var usesViews = false
    var madeViews = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? fruits.count : 100
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fruits[row] : "\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { widths?[component] ?? 0 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    {
        guard usesViews else { return UIPickerView.noRowView }
        let label =
            (view as? UILabel)
            ?? {
                madeViews += 1; return UILabel()
            }()
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        label.sizeToFit()
        return label
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// `UIPickerView` (Apple, UIPickerView / UIPickerViewDataSource / UIPickerViewDelegate): its
/// standard 320 × 216 size, the data source's shape, selection, the wheel's geometry, taps, row
/// views and its look.
@MainActor
final class UIPickerViewTests: XCTestCase {
    private func picker(_ model: FruitPickerModel) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(origin: .zero, size: UIPickerView.standardSize))
        picker.dataSource = model
        picker.delegate = model
        return picker
    }

    /// A picker of a new model in a key window, its top at y = 100.
    private func hostedPicker() -> (UIWindow, UIPickerView, FruitPickerModel) {
        let model = FruitPickerModel()
        let picker = picker(model)
        let window = makeWindow()
        picker.frame.origin = CGPoint(x: 0, y: 100)
        window.addSubview(picker)
        window.runTurn()
        return (window, picker, model)
    }

    func testSizeAndAnEmptyPicker() async {
        let picker = UIPickerView()
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.sizeThatFits(CGSize(width: 100, height: 50)), CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.numberOfComponents, 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1, "no component: -1")
        picker.selectRow(3, inComponent: 0, animated: false)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 0)
    }

    func testShapeSelectionAndWidths() async {
        let model = FruitPickerModel()
        let picker = picker(model)
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 100)
        XCTAssertEqual(
            picker.rowSize(forComponent: 0), CGSize(width: (320 - 2 * 8 - 4) / 2, height: 32),
            "equal shares, 32-pt rows")
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.selectRow(500, inComponent: 1, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 5)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 99, "clamped to the last row")
        XCTAssertEqual(model.selections, [], "selecting in code tells the delegate nothing")
        model.widths = [180, 60]
        model.rowHeight = 40
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 180, height: 40))
        let frames = picker.componentFrames()
        XCTAssertEqual(frames[0].minX, (320 - 244) / 2, "given widths are centred with 4 pt between")
        XCTAssertEqual(frames[1].minX, frames[0].maxX + 4)
        picker.reloadAllComponents()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 5, "reloading keeps the selection")
    }

    func testRowsSitOnACylinderAsTallAsThePicker() async {
        let model = FruitPickerModel()
        let picker = picker(model)
        picker.selectRow(50, inComponent: 1, animated: false)
        let rows = picker.placedRows(inComponent: 1, frame: picker.componentFrames()[1])
        let middle = try! XCTUnwrap(rows.first { $0.row == 50 })
        XCTAssertEqual(middle.center.y, 108)
        XCTAssertEqual(middle.scale, CGSize(width: 1, height: 1))
        XCTAssertEqual(middle.alpha, 1)
        let radius: CGFloat = 108, angle: CGFloat = 32 / 108
        let below = try! XCTUnwrap(rows.first { $0.row == 51 })
        XCTAssertEqual(below.center.y, 108 + radius * sin(angle), accuracy: 0.001)
        XCTAssertEqual(below.scale.height, cos(angle), accuracy: 0.001)
        let far = try! XCTUnwrap(rows.first { $0.row == 54 })
        XCTAssertEqual(far.alpha, cos(4 * angle), accuracy: 0.001, "rows fade toward the edges")
        XCTAssertLessThan(far.scale.width, below.scale.width, "and narrow")
        XCTAssertFalse(rows.contains { $0.row == 56 }, "rows past 90° are not drawn")
        XCTAssertEqual(rows.count, 11)
        picker.selectRow(0, inComponent: 0, animated: false)
        XCTAssertFalse(
            picker.placedRows(inComponent: 0, frame: picker.componentFrames()[0]).contains { $0.row < 0 },
            "no rows above the first")
    }

    func testTappingARowSelectsItAndTellsTheDelegate() async {
        let (window, picker, model) = hostedPicker()
        let radius: CGFloat = 108
        let frames = picker.componentFrames()
        _ = window.tap(at: CGPoint(x: frames[0].midX, y: 100 + 108 + radius * sin(2 * 32 / radius)))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2, "two rows below the middle")
        _ = window.tap(at: CGPoint(x: frames[1].midX, y: 100 + 108))
        XCTAssertEqual(model.selections, ["0:2"], "a tap on the selected row changes nothing")
    }

    func testDraggingAWheelTurnsItRowByRowAndSettlesOnTheNearestRow() async {
        let (window, picker, model) = hostedPicker()
        picker.selectRow(50, inComponent: 1, animated: false)
        let x = picker.componentFrames()[1].midX
        // Up by three rows and a bit: rows follow the finger, the wheel settles on row 53.
        window.drag(from: CGPoint(x: x, y: 300), to: CGPoint(x: x, y: 300 - 3 * 32 - 10))
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 53)
        XCTAssertEqual(model.selections, ["1:53"])
        XCTAssertTrue(picker.wheelOffsets.isEmpty, "settled")
        // Mid-drag, the wheel sits between rows: row 53 half a row above the middle.
        picker.beginWheelTouch(at: CGPoint(x: x, y: 100))
        picker.moveWheelTouch(to: CGPoint(x: x, y: 84))
        let placed = picker.placedRows(inComponent: 1, frame: picker.componentFrames()[1])
        let angle: CGFloat = -0.5 * 32 / 108
        XCTAssertEqual(placed.first { $0.row == 53 }?.center.y ?? 0, 108 + 108 * sin(angle), accuracy: 0.001)
        picker.cancelWheelTouch()
        // A wheel that does not repeat stops at its first row.
        let first = picker.componentFrames()[0].midX
        window.drag(from: CGPoint(x: first, y: 150), to: CGPoint(x: first, y: 300))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(model.selections, ["1:53"], "no change, no call")
    }

    func testRowViewsAreCentredOnTheirRowsAndReused() async {
        let model = FruitPickerModel()
        model.usesViews = true
        let picker = picker(model)
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let middle = try! XCTUnwrap(picker.view(forRow: 3, forComponent: 0) as? UILabel)
        XCTAssertEqual(middle.text, "Date")
        XCTAssertEqual(middle.center.x, picker.componentFrames()[0].midX, accuracy: 0.001)
        XCTAssertEqual(middle.center.y, 108, accuracy: 0.001)
        XCTAssertEqual(middle.alpha, 1)
        let made = model.madeViews
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        XCTAssertLessThanOrEqual(model.madeViews - made, 1, "rows that left the wheel lend their views")
        XCTAssertEqual((picker.view(forRow: 4, forComponent: 0) as? UILabel)?.center.y ?? 0, 108, accuracy: 0.001)
        _ = TextTestSupport.render(size: picker.bounds.size) { _ in picker.draw(picker.bounds) }
        XCTAssertEqual(
            (picker.view(forRow: 3, forComponent: 0) as? UILabel)?.text, "Date", "drawing changes no shown row view")
    }

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let model = FruitPickerModel()
            let image = try renderControlPanel(size: CGSize(width: 320, height: 216), style: style) { panel in
                let picker = self.picker(model)
                picker.selectRow(4, inComponent: 0, animated: false)
                picker.selectRow(42, inComponent: 1, animated: false)
                panel.addSubview(picker)
            }
            GoldenImage.assertMatches(image: image, named: "picker-\(style == .dark ? "dark" : "light")")
            let band = expectedRGB(.tertiarySystemFill, style: style)
            let p = image.pixel(x: 2 * 14, y: 2 * 108)
            XCTAssertEqual(
                [Int(p.red), Int(p.green), Int(p.blue)].enumerated().map { abs($0.element - band[$0.offset]) <= 2 },
                [true, true, true],
                "the selection band behind the middle row")
            let outside = image.pixel(x: 2 * 14, y: 2 * 60)
            XCTAssertNotEqual([Int(outside.red), Int(outside.green), Int(outside.blue)], band, "no band above it")
        }
    }
}
