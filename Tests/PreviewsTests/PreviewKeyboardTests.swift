@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
@testable import Previews
import UIKit
import ViewLabRender
import XCTest

/// A preview of a screen whose text field becomes first responder in `viewDidAppear(_:)` (as
/// login and search screens do) shows the software keyboard: the panel over the screen's bottom,
/// and a bar pinned to `view.keyboardLayoutGuide.topAnchor` on top of it.
@MainActor
final class PreviewKeyboardTests: XCTestCase {
    final class SearchScreen: UIViewController {
        let field = UITextField()
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.frame = CGRect(x: 20, y: 100, width: 200, height: 34)
            view.addSubview(field)
            bar.backgroundColor = .red
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            field.becomeFirstResponder()
        }
    }

    func testAFieldThatBecomesFirstResponderInViewDidAppearShowsTheKeyboardInThePreview() async throws {
        let preview = PreviewDescriptor(
            id: "Test/Keyboard", name: "Keyboard", fileID: "Test/Keyboard.swift", line: 1, traits: []
        ) {
            .viewController(SearchScreen())
        }
        let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), scale: 1)
        XCTAssertEqual(image.height, 852)
        func rgb(_ y: Int) -> [UInt8] { let p = image.pixel(x: 200, y: y); return [p.red, p.green, p.blue] }
        XCTAssertEqual(rgb(300), [255, 255, 255], "the screen above")
        XCTAssertEqual(rgb(505), [255, 0, 0], "the bar sits on the keyboard (483…527 pt)")
        XCTAssertEqual(rgb(700), [229, 229, 234], "the keyboard: a systemGray5 panel (light)")
        XCTAssertEqual(rgb(840), [229, 229, 234])
    }
}
