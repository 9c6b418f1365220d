// SolverLayoutTests — Auto Layout-shaped systems with hand-computed frames.
import XCTest
@testable import Cassowary

final class SolverLayoutTests: SolverTestCase {
    /// A view's four layout variables.
    struct Frame {
        let x, y, width, height: Variable
        init(_ name: String) {
            x = Variable("\(name).x")
            y = Variable("\(name).y")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
        var trailing: LinearExpression { x + width }
    }

    func testRowOfThreeEqualWidthViews() {
        // Container 393 wide; margins 16; spacing 8; equal widths → (393 − 32 − 16) / 3 = 115.
        let container = Frame("container")
        let views = ["a", "b", "c"].map(Frame.init)
        add(container.x == 0, container.width == 393)
        add(views[0].x == container.x + 16)
        add(views[1].x == views[0].trailing + 8, views[2].x == views[1].trailing + 8)
        add(views[2].trailing == container.trailing - 16)
        add(views[1].width == views[0].width, views[2].width == views[1].width)
        for (view, expectedX) in zip(views, [16.0, 139, 262]) {
            assertValue(view.x, expectedX)
            assertValue(view.width, 115)
        }
    }

    func testRequiredMinimumBeatsWeakPreference() {
        let width = Variable("width")
        add(width >= 100, (width == 50).withStrength(.weak))
        assertValue(width, 100)
    }

    /// A label (intrinsic width 120) then a field (intrinsic 60), 8 apart, filling `total`, with
    /// UIKit-style hugging (`<=` intrinsic) and compression resistance (`>=` intrinsic) priorities.
    func labelAndField(total: Double, hugging: (Float, Float), resistance: (Float, Float)) -> (Frame, Frame) {
        let label = Frame("label"), field = Frame("field")
        add(label.x == 0, field.x == label.trailing + 8, field.trailing == total)
        add((label.width <= 120).withPriority(hugging.0), (label.width >= 120).withPriority(resistance.0))
        add((field.width <= 60).withPriority(hugging.1), (field.width >= 60).withPriority(resistance.1))
        return (label, field)
    }

    func testLowerHuggingPriorityStretches() {
        let (label, field) = labelAndField(total: 300, hugging: (251, 250), resistance: (750, 750))
        assertValue(label.width, 120)
        assertValue(field.width, 172)
    }

    func testHigherHuggingPriorityWinsTheOtherWayRound() {
        let (label, field) = labelAndField(total: 300, hugging: (250, 251), resistance: (750, 750))
        assertValue(label.width, 232)
        assertValue(field.width, 60)
    }

    func testLowerCompressionResistanceShrinks() {
        let (label, field) = labelAndField(total: 150, hugging: (250, 250), resistance: (751, 750))
        assertValue(label.width, 120)
        assertValue(field.width, 22)
    }

    func testCenteringAndAspectRatio() {
        let container = Frame("container"), view = Frame("view")
        add(container.x == 0, container.y == 0, container.width == 393, container.height == 852)
        add(view.x + view.width / 2 == container.x + container.width / 2)
        add(view.y + view.height / 2 == container.y + container.height / 2)
        add(view.width == container.width * 0.5, view.height == view.width * 0.75)
        assertValue(view.width, 196.5)
        assertValue(view.x, 98.25)
        assertValue(view.height, 147.375)
        assertValue(view.y, 352.3125)
    }
}
