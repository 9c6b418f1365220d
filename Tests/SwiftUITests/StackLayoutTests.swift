import SwiftUI
import XCTest

/// Stacks, spacers, padding, frames, colours and text laid out as SwiftUI lays them out:
/// stack spacing 8 by default, `padding()` 16 on each edge, a `Spacer` taking the space left,
/// a colour filling what it is offered, the root centred in the hosting view. Apple: HStack,
/// VStack, Spacer, padding(_:_:) and frame(width:height:alignment:) documentation.
final class StackLayoutTests: HostingTestCase {
    // SwiftUI's named colours are the system colours (light appearance)
    let red: [UInt8] = [255, 59, 48], green: [UInt8] = [52, 199, 89], blue: [UInt8] = [0, 122, 255]

    func testAVStackOfColoursIsSpacedByEightAndPaddedBySixteen() async throws {
        let view = VStack {
            Color.red.frame(width: 100, height: 40)
            Color.blue.frame(width: 60, height: 20)
        }
        .padding()
        .background(Color.green)
        let controller = host(view, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 200)), CGSize(width: 132, height: 100))
        let image = try render(controller.view)
        // the root (132×100) is centred: origin (34, 50)
        XCTAssertEqual(color(image, 34 + 8, 50 + 8, of: controller.view), green, "padding shows the background")
        XCTAssertEqual(color(image, 34 + 16 + 50, 50 + 16 + 20, of: controller.view), red)
        XCTAssertEqual(color(image, 34 + 66, 50 + 16 + 40 + 4, of: controller.view), green, "8 points between the two")
        XCTAssertEqual(
            color(image, 34 + 66, 50 + 16 + 48 + 10, of: controller.view), blue, "the blue one centred below")
        XCTAssertEqual(color(image, 5, 5, of: controller.view), [255, 255, 255])
    }

    func testASpacerPushesTheViewsOfAnHStackToItsEnds() async throws {
        let view = HStack {
            Color.red.frame(width: 20, height: 20)
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }
        .frame(width: 200)
        let controller = host(view)
        let image = try render(controller.view)
        XCTAssertEqual(color(image, 10, 50, of: controller.view), red)
        XCTAssertEqual(color(image, 100, 50, of: controller.view), [255, 255, 255])
        XCTAssertEqual(color(image, 190, 50, of: controller.view), blue)
    }

    func testTextIsDrawnInTheForegroundColourAndSizedToItsString() async throws {
        let view = HStack(spacing: 0) {
            Text("Hello").font(.system(size: 30)).foregroundColor(.black)
            Color.red.frame(width: 10, height: 10)
        }
        let controller = host(view, size: CGSize(width: 300, height: 100))
        let size = controller.sizeThatFits(in: CGSize(width: 300, height: 100))
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.text = "Hello"
        let text = label.sizeThatFits(CGSize(width: 300, height: 1000))
        XCTAssertEqual(size.width, ceil(text.width) + 10, accuracy: 0.01, "the text as wide as its string")
        XCTAssertEqual(size.height, ceil(text.height), accuracy: 0.01)
        let image = try render(controller.view)
        var dark = 0
        let left = (300 - size.width) / 2
        for x in stride(from: left, to: left + text.width, by: 1)
        where color(image, x, 50, of: controller.view)[0] < 100 {
            dark += 1
        }
        XCTAssertGreaterThan(dark, 5, "glyphs drawn in black across the text")
    }

    func testAFlexibleFrameWithAnInfiniteMaximumFillsTheWidthAndAlignsItsContent() async throws {
        let view = Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .leading)
        let controller = host(view)
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)), CGSize(width: 200, height: 20))
        let image = try render(controller.view)
        XCTAssertEqual(color(image, 10, 50, of: controller.view), red, "at the leading edge")
        XCTAssertEqual(color(image, 30, 50, of: controller.view), [255, 255, 255])
    }

    func testANavigationViewShowsItsRootContentWithNoBar() async throws {
        let controller = host(NavigationView { Color.red.frame(width: 30, height: 10).navigationTitle("Title") })
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)), CGSize(width: 30, height: 10))
    }
}

/// `Color` and `UIColor` convert both ways, and `Color.init` names the UIKit-colour initialiser
/// when mapped over UIKit colours (GradientLoadingBar: `gradientColors.map(Color.init)`).
final class ColorBridgingTests: HostingTestCase {
    func testColorsMapFromUIKitColoursAndBack() async throws {
        let colors: [UIColor] = [.red, .systemBlue]
        let mapped = colors.map(Color.init)
        let back = mapped.map(UIColor.init)
        let traits = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertEqual(back[0].resolvedColor(with: traits).cgColor.components ?? [], [1, 0, 0, 1])
        XCTAssertEqual(back[1].resolvedColor(with: traits), UIColor.systemBlue.resolvedColor(with: traits))
    }
}

/// A `LinearGradient` fills what it is offered from its start point to its end point (Apple,
/// LinearGradient), as a view and as a background; `onGeometryChange` reports the view's size
/// once it is placed (iOS 18).
final class GradientAndGeometryTests: HostingTestCase {
    func testAGradientBackgroundRunsFromLeadingToTrailing() async throws {
        let view = Color.clear.frame(width: 100, height: 20)
            .background(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        let controller = host(view)
        let image = try render(controller.view)
        let left = color(image, 52, 50, of: controller.view), middle = color(image, 100, 50, of: controller.view)
        let right = color(image, 148, 50, of: controller.view)
        XCTAssertLessThan(left[0], 30)
        XCTAssertEqual(Int(middle[0]), 128, accuracy: 12)
        XCTAssertGreaterThan(right[0], 225)
    }

    func testOnGeometryChangeReportsThePlacedSize() async throws {
        struct Measured: View {
            @State var width: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 10).onGeometryChange(for: CGFloat.self) {
                        $0.size.width
                    } action: {
                        width = $0
                    }
                    Color.blue.frame(width: width / 2, height: 10)
                }
            }
        }
        let controller = host(Measured())
        let blue = try XCTUnwrap(controller.view.firstDescendant(of: UIView.self) { $0.backgroundColor == .systemBlue })
        XCTAssertEqual(blue.bounds.width, 100, "half the 200-point width the red bar was placed at")
    }
}

/// Preferences pass values up to the nearest `onPreferenceChange` (Apple, PreferenceKey and
/// anchorPreference(key:value:transform:)): an anchor of a view's bounds, resolved in a
/// `GeometryReader`'s proxy, is the view's frame in the reader's coordinates.
final class PreferenceTests: HostingTestCase {
    struct FrameKey: PreferenceKey {
        static let defaultValue: CGRect? = nil
        static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) { value = value ?? nextValue() }
    }

    struct Reader: View {
        @State var frame: CGRect = .zero
        var body: some View {
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 20)
                    Color.blue.frame(width: 30, height: 10)
                        .anchorPreference(key: FrameKey.self, value: .bounds) { proxy[$0] }
                        .onPreferenceChange(FrameKey.self) { frame = $0 ?? .zero }
                    Color.green.frame(width: frame.width * 2, height: 5)
                }
            }
        }
    }

    func testAnAnchorOfBoundsIsTheViewsFrameInTheReader() async throws {
        let controller = host(Reader())
        let green = try XCTUnwrap(
            controller.view.firstDescendant(of: UIView.self) { $0.backgroundColor == .systemGreen })
        XCTAssertEqual(green.bounds.width, 60, "the blue view's 30-point width, reported and doubled")
        let blue = try XCTUnwrap(controller.view.firstDescendant(of: UIView.self) { $0.backgroundColor == .systemBlue })
        XCTAssertEqual(
            blue.convert(blue.bounds, to: controller.view).origin, CGPoint(x: 15, y: 20), "placed as reported")
    }
}
