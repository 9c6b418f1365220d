@_spi(ViewLab) import CoreGraphics
@testable import Previews
import UIKit
import ViewLabRender
import XCTest

/// A controller preview with a size of its own (`.fixedLayout`, `.sizeThatFitsLayout`) is still a
/// screen: the window takes the preview's size and the controller fills it, so it gets its
/// appearance callbacks and what it shows in its window — a bubble added to the key window in
/// `viewDidAppear(_:)`, as tooltip and popover components do — is in the picture, as in Xcode's canvas
/// (a controller shown in a window of any size appears; UIKit documents no size below which it does not).
@MainActor
final class PreviewControllerScreenTests: XCTestCase {
    final class BubbleScreen: UIViewController {
        private(set) var appeared = 0
        private(set) var windowSize: CGSize?
        private(set) var safeArea: UIEdgeInsets?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appeared += 1
            windowSize = view.window?.bounds.size
            safeArea = view.safeAreaInsets
            view.backgroundColor = .green
            let bubble = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
            bubble.backgroundColor = .red
            UIApplication.shared.keyWindow?.addSubview(bubble)
        }
    }

    private func preview(_ screen: UIViewController, _ traits: [PreviewTrait<Preview.ViewTraits>.Setting])
        -> PreviewDescriptor
    {
        PreviewDescriptor(id: "Test/Bubble", name: "Bubble", fileID: "Test/Bubble.swift", line: 1, traits: traits) {
            .viewController(screen)
        }
    }

    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue]
    }

    func testAControllerWithAFixedLayoutAppearsAndShowsWhatItAddsToTheKeyWindow() async throws {
        let screen = BubbleScreen()
        let image = try PreviewRenderer.render(
            preview(screen, [.layout(.fixed(width: 300, height: 200))]), variant: PreviewVariant(), scale: 1)
        XCTAssertEqual([image.width, image.height], [300, 200], "the picture is the preview's size")
        XCTAssertEqual(screen.appeared, 1, "viewDidAppear ran once")
        XCTAssertEqual(rgb(image, 150, 150), [0, 255, 0], "the controller's view, coloured in viewDidAppear")
        XCTAssertEqual(rgb(image, 40, 30), [255, 0, 0], "the bubble in the key window")
    }

    func testAControllerWithAFixedLayoutHasNoDeviceSafeArea() async throws {
        let screen = BubbleScreen()
        _ = try PreviewRenderer.render(
            preview(screen, [.layout(.fixed(width: 300, height: 200))]), variant: PreviewVariant(), scale: 1)
        XCTAssertEqual(
            screen.safeArea, .zero, "a container of the preview's size: no sensor housing, no home indicator")
        XCTAssertEqual(screen.windowSize, CGSize(width: 300, height: 200))
    }

    final class FieldScreen: UIViewController {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.backgroundColor = .red
            view.addSubview(field)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            field.becomeFirstResponder()
        }
    }

    func testAFieldFocusedInAFixedSizeScreenDocksNoKeyboard() async throws {
        let screen = FieldScreen()
        let image = try PreviewRenderer.render(
            preview(screen, [.layout(.fixed(width: 300, height: 200))]),
            variant: PreviewVariant(), scale: 1)
        XCTAssertTrue(screen.field.isFirstResponder)
        XCTAssertEqual(
            rgb(image, 100, 150), [255, 255, 255], "a container has no software keyboard (as with a hardware keyboard)")
        XCTAssertEqual(rgb(image, 100, 25), [255, 0, 0], "the field")
    }

    func testAViewWithAFixedLayoutIsStillDrawnAlone() async throws {
        let view = UIView()
        view.backgroundColor = .blue
        let preview = PreviewDescriptor(
            id: "Test/Plain", name: "Plain", fileID: "Test/Plain.swift", line: 1,
            traits: [.layout(.fixed(width: 120, height: 80))]
        ) { .view(view) }
        let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), scale: 1)
        XCTAssertEqual([image.width, image.height], [120, 80])
        XCTAssertEqual(rgb(image, 60, 40), [0, 0, 255])
    }

    /// Xcode's canvas shows a view of its own size with no device around it: no status bar, so no
    /// safe area and no safe-area part in its layout margins (`insetsLayoutMarginsFromSafeArea`).
    /// A view at the top drew its label 59 pt low when it was hosted on the device's window.
    func testAViewWithAFixedLayoutHasNoSafeArea() async throws {
        final class Chip: UIView {
            let label = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                layoutMargins = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
                label.backgroundColor = .red
                addSubview(label)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = bounds.inset(by: layoutMargins)
            }
        }
        let chip = Chip(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        chip.backgroundColor = .white
        let preview = PreviewDescriptor(
            id: "Test/Chip", name: "Chip", fileID: "Test/Chip.swift", line: 1,
            traits: [.layout(.fixed(width: 120, height: 40))]
        ) { .view(chip) }
        let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), scale: 1)
        XCTAssertEqual(rgb(image, 60, 4), [255, 0, 0], "the label starts 2 pt down, not below a status bar")
        XCTAssertEqual(chip.safeAreaInsets, .zero)
    }
}
