import SwiftUI
import XCTest

/// A custom UIKit view shown in SwiftUI through `UIViewRepresentable`: made once with its
/// coordinator, updated on every change of the state the representable reads, sized by its
/// intrinsic content size, and drawn. Apple: "SwiftUI calls this method [makeUIView] a single
/// time when it's ready to display the view"; updateUIView "when there is a change to the state
/// of the view" (UIViewRepresentable documentation).
final class UIViewRepresentableTests: HostingTestCase {
    final class Badge: UIView {
        var fill = UIColor.red { didSet { backgroundColor = fill } }
        override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 30) }
    }

    final class Log {
        var made = 0
        var updated = 0
        var coordinators = 0
    }

    struct BadgeView: UIViewRepresentable {
        let fill: UIColor
        let log: Log

        final class Coordinator {}

        func makeCoordinator() -> Coordinator {
            log.coordinators += 1
            return Coordinator()
        }

        func makeUIView(context: Context) -> Badge {
            log.made += 1
            let badge = Badge()
            badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            badge.setContentHuggingPriority(.defaultHigh, for: .vertical)
            return badge
        }

        func updateUIView(_ uiView: Badge, context: Context) {
            log.updated += 1
            uiView.fill = fill
        }
    }

    func testTheUIViewIsMadeOnceUpdatedOnEachChangeAndHuggingPlacedAtItsIntrinsicSizeInTheCentre() async throws {
        let log = Log()
        let controller = host(BadgeView(fill: .red, log: log))
        XCTAssertEqual([log.coordinators, log.made, log.updated], [1, 1, 1])
        let badge = try XCTUnwrap(controller.view.subviews.first.flatMap { $0 as? Badge })
        XCTAssertEqual(
            badge.frame, CGRect(x: 70, y: 35, width: 60, height: 30), "intrinsic size, centred in the hosting view")
        var image = try render(controller.view)
        XCTAssertEqual(color(image, 100, 50, of: controller.view), [255, 0, 0], "the badge drawn")
        XCTAssertEqual(color(image, 10, 10, of: controller.view), [255, 255, 255], "the system background around it")

        controller.rootView = BadgeView(fill: .blue, log: log)
        controller.view.layoutIfNeeded()
        XCTAssertEqual([log.coordinators, log.made, log.updated], [1, 1, 2], "updated, not made again")
        image = try render(controller.view)
        XCTAssertEqual(color(image, 100, 50, of: controller.view), [0, 0, 255])
    }

    func testAViewWithLowHuggingGrowsPastItsIntrinsicSizeAndOneWithRequiredResistanceDoesNotShrink() async throws {
        struct Loose: UIViewRepresentable {
            let resistance: UILayoutPriority
            func makeUIView(context: Context) -> Badge {
                let badge = Badge()
                badge.setContentCompressionResistancePriority(resistance, for: .horizontal)
                return badge
            }
            func updateUIView(_ uiView: Badge, context: Context) {}
        }
        let controller = host(Loose(resistance: .required))
        XCTAssertEqual(
            controller.sizeThatFits(in: CGSize(width: 200, height: 100)), CGSize(width: 200, height: 100), "grows")
        XCTAssertEqual(
            controller.sizeThatFits(in: CGSize(width: 40, height: 10)), CGSize(width: 60, height: 10), "does not shrink"
        )
        XCTAssertEqual(
            host(Loose(resistance: .defaultHigh)).sizeThatFits(in: CGSize(width: 40, height: 10)),
            CGSize(width: 40, height: 10))
    }

    func testAViewWithNoIntrinsicSizeFillsWhatItIsOffered() async throws {
        struct Plain: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.backgroundColor = .green
                return view
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        let controller = host(Plain().padding(10))
        let image = try render(controller.view)
        XCTAssertEqual(color(image, 5, 50, of: controller.view), [255, 255, 255], "the padding")
        XCTAssertEqual(color(image, 15, 50, of: controller.view), [0, 255, 0])
        XCTAssertEqual(color(image, 185, 85, of: controller.view), [0, 255, 0])
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 300, height: 40)), CGSize(width: 300, height: 40))
    }

    func testTheContextCarriesTheCoordinatorAndTheEnvironment() async throws {
        struct Scheme: UIViewRepresentable {
            let seen: (ColorScheme, Int) -> Void
            func makeCoordinator() -> Int { 42 }
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ uiView: UIView, context: Context) {
                seen(context.environment.colorScheme, context.coordinator)
            }
        }
        var seen: [String] = []
        let controller = host(Scheme { seen.append("\($0) \($1)") }.preferredColorScheme(.dark))
        controller.view.layoutIfNeeded()
        XCTAssertEqual(seen.first, "dark 42")
    }
}
