import SwiftUI
import XCTest

/// `Toggle` and `TextField` in their default styles: a toggle's label leading and its switch
/// trailing across the width offered, the switch's value in the binding (Apple, Toggle:
/// "you create a toggle by providing an isOn binding and a label"); a text field with its title
/// as placeholder, filling the width.
final class ControlsTests: HostingTestCase {
    struct Settings: View {
        @State var on = false
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $on)
                Color.red.frame(width: on ? 100 : 10, height: 10)
            }
        }
    }

    func testAToggleFillsTheWidthWithItsSwitchTrailingAndATapOnTheSwitchSetsTheBinding() async throws {
        let controller = host(Settings(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 300, height: 100)).width, 300)
        let control = try XCTUnwrap(controller.view.firstDescendant(of: UISwitch.self))
        let frame = control.convert(control.bounds, to: controller.view)
        XCTAssertEqual(frame.maxX, 300, accuracy: 0.5, "the switch at the trailing edge")
        let label = try XCTUnwrap(controller.view.firstDescendant(of: UILabel.self))
        XCTAssertEqual(
            label.convert(label.bounds, to: controller.view).minX, 0, accuracy: 0.5, "the label at the leading edge")
        _ = try XCTUnwrap(window).tap(at: CGPoint(x: frame.midX, y: frame.midY))
        controller.view.layoutIfNeeded()
        XCTAssertTrue(control.isOn)
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 300, height: 100)).height, frame.height + 10)
        let bar = try XCTUnwrap(controller.view.firstDescendant(of: UIView.self) { $0.backgroundColor == .systemRed })
        XCTAssertEqual(bar.bounds.width, 100, "the state changed by the switch")
    }

    func testATextFieldShowsItsTitleAsPlaceholderAndFillsTheWidth() async throws {
        struct Form: View {
            @State var name = ""
            var body: some View { TextField("Name", text: $name).padding() }
        }
        let controller = host(Form(), size: CGSize(width: 300, height: 100))
        let field = try XCTUnwrap(controller.view.firstDescendant(of: UITextField.self))
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertEqual(field.bounds.width, 300 - 32)
    }
}

extension UIView {
    /// The first view of `type` under this one, depth first, that `matches`.
    func firstDescendant<T: UIView>(of type: T.Type, where matches: (T) -> Bool = { _ in true }) -> T? {
        for subview in subviews {
            if let match = subview as? T, matches(match) { return match }
            if let found = subview.firstDescendant(of: type, where: matches) { return found }
        }
        return nil
    }
}
