import Foundation
@testable import UIKit
import XCTest

/// `UISearchBar` as iOS 13 and later lay out and report a standalone bar: 56 pt tall, the field
/// 36 pt tall 8 pt in from the edges with "Search" as its placeholder, Cancel narrowing it, and the
/// delegate told about typing, the search key and Cancel (a selection list's search header and a
/// pull-up panel's search field, in our own words).
@MainActor
final class UISearchBarTests: XCTestCase {
    final class Recorder: UISearchBarDelegate {
        var calls: [String] = []
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            calls.append("text:\(searchText)")
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("begin") }
    }

    override func tearDown() async throws {
        await MainActor.run { UIResponder.firstResponder = nil }
    }

    func testTheBarIs56PointsWithAnInsetRoundedField() async throws {
        let window = makeWindow()
        window.backgroundColor = .white
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 0))
        bar.sizeToFit()
        window.addSubview(bar)
        let image = try renderTurn(window)
        XCTAssertEqual(bar.frame.size, CGSize(width: 375, height: 56))
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 359, height: 36))
        XCTAssertEqual(bar.searchTextField.placeholder, "Search", "iOS 13's placeholder until one is set")
        XCTAssertNil(bar.placeholder)
        let field = pixel(image, CGPoint(x: 200, y: 128), scale: 3)
        let outside = pixel(image, CGPoint(x: 200, y: 103), scale: 3)
        XCTAssertLessThan(field.red, outside.red, "the field's fill is drawn, darker than the bar around it")
    }

    func testCancelNarrowsTheFieldAndTellsTheDelegate() async throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        let recorder = Recorder()
        bar.delegate = recorder
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        XCTAssertFalse(bar.cancelButton.isHidden)
        XCTAssertEqual(bar.cancelButton.frame.maxX, 375 - 8)
        XCTAssertEqual(bar.searchTextField.frame.maxX, bar.cancelButton.frame.minX - 8)
        bar.cancelButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(recorder.calls, ["cancel"])
    }

    func testTypingAndTheSearchKeyReachTheDelegate() async throws {
        let window = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        window.addSubview(bar)
        let recorder = Recorder()
        bar.delegate = recorder
        XCTAssertTrue(bar.becomeFirstResponder())
        XCTAssertTrue(bar.isFirstResponder)
        bar.searchTextField.insertText("k")
        bar.searchTextField.insertText("i")
        _ = bar.searchTextField.delegate?.textFieldShouldReturn(bar.searchTextField)
        XCTAssertEqual(recorder.calls, ["begin", "text:k", "text:ki", "search"])
        XCTAssertEqual(bar.text, "ki")
    }

    /// The bar's text input traits are its field's (`UISearchBar` adopts `UITextInputTraits`).
    func testTextInputTraitsAreTheFieldsTraits() async {
        let bar = UISearchBar()
        bar.enablesReturnKeyAutomatically = true
        bar.keyboardAppearance = .dark
        bar.spellCheckingType = .no
        XCTAssertTrue(bar.searchTextField.enablesReturnKeyAutomatically)
        XCTAssertEqual(bar.searchTextField.keyboardAppearance, .dark)
        XCTAssertEqual(bar.searchTextField.spellCheckingType, .no)
    }
}
