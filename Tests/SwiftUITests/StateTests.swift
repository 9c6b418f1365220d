import SwiftUI
import XCTest

/// State and the property wrappers that connect views to it: `@State` kept by the view's
/// place while it stays in the tree, a `Binding` writing where the value lives, an
/// `ObservableObject`'s `@Published` change updating the views that observe it, an
/// `@EnvironmentObject` found in an ancestor's environment. Apple: State, Binding,
/// ObservedObject, StateObject and EnvironmentObject documentation.
final class StateTests: HostingTestCase {
    final class Model: ObservableObject {
        @Published var width: CGFloat = 20
    }

    struct Bar: View {
        @Binding var width: CGFloat
        var body: some View { Color.red.frame(width: width, height: 10) }
    }

    struct Counter: View {
        @State private var width: CGFloat = 10
        var body: some View {
            Bar(width: $width).onAppear { width = 50 }
        }
    }

    func testStateSetInOnAppearIsShownAndKeptAcrossUpdates() async throws {
        let controller = host(Counter())
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)).width, 50)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(
            controller.sizeThatFits(in: CGSize(width: 200, height: 100)).width, 50, "onAppear ran once, the state kept")
    }

    func testAPublishedChangeUpdatesAnObservingView() async throws {
        struct Observing: View {
            @ObservedObject var model: Model
            var body: some View { Color.blue.frame(width: model.width, height: 10) }
        }
        let model = Model()
        let controller = host(Observing(model: model))
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)).width, 20)
        model.width = 70
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)).width, 70)
    }

    func testAnEnvironmentObjectAndAStateObjectAreFound() async throws {
        struct Leaf: View {
            @EnvironmentObject var model: Model
            var body: some View { Color.green.frame(width: model.width, height: 10) }
        }
        struct Root: View {
            @StateObject private var model = Model()
            var body: some View { Leaf().environmentObject(model).onAppear { model.width = 33 } }
        }
        let controller = host(Root())
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)).width, 33)
    }

    func testAConstantBindingIgnoresWritesAndADynamicMemberBindingWritesThrough() async throws {
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        XCTAssertEqual(constant.wrappedValue, 3)
        var point = CGPoint(x: 1, y: 2)
        let binding = Binding(get: { point }, set: { point = $0 })
        binding.x.wrappedValue = 9
        XCTAssertEqual(point, CGPoint(x: 9, y: 2))
    }

    func testTheColorSchemeIsTheHostingViewsInterfaceStyle() async throws {
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { (scheme == .dark ? Color.white : Color.black).frame(width: 10, height: 10) }
        }
        let controller = host(Scheme())
        var image = try render(controller.view)
        XCTAssertEqual(color(image, 100, 50, of: controller.view), [0, 0, 0])
        window?.overrideUserInterfaceStyle = .dark
        controller.view.layoutIfNeeded()
        image = try render(controller.view)
        XCTAssertEqual(color(image, 100, 50, of: controller.view), [255, 255, 255])
    }
}

/// A `Button`: its label drawn in the accent colour, its action run when a tap ends on it.
final class ButtonTests: HostingTestCase {
    func testATapOnAButtonRunsItsActionWhichChangesState() async throws {
        struct Counter: View {
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Tap") { taps += 1 }.frame(width: 100, height: 40)
                    Color.red.frame(width: CGFloat(10 + 20 * taps), height: 10)
                }
            }
        }
        let controller = host(Counter())
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)), CGSize(width: 100, height: 50))
        let window = try XCTUnwrap(self.window)
        _ = window.tap(at: CGPoint(x: 100, y: 45))  // the label, centred in the 100×40 frame
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 200, height: 100)).height, 50)
        XCTAssertEqual(
            try XCTUnwrap(controller.view.subviews.first).subviews.last?.frame.width, 30, "the action ran once")
    }
}
