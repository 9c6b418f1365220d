import UIKit
import XCTest

/// Objective-C runtime idioms through the source bridge. Rules: a method a category adds to a
/// class and another category overrides in a subclass runs the most derived implementation for the
/// receiver, and `super` reaches the superclass's (*Objective-C Runtime Programming Guide*,
/// "Messaging"); after `method_exchangeImplementations` a selector runs the other method's
/// implementation, so a swizzled method's call of itself runs the original (*Objective-C Runtime
/// Reference*, `method_exchangeImplementations`).
final class RuntimeIdiomsTests: XCTestCase {
    /// "If the object doesn't respond to the method, the optional call does nothing" (*Using Swift
    /// with Cocoa and Objective-C*, "id Compatibility").
    func test_anOptionalCallOnAnyObjectSendsTheMessageOnlyWhenTheObjectResponds() {
        let counter = StepCounter()
        let sender: Any = counter
        (sender as AnyObject).bump?(by: 2)
        (NSObject() as AnyObject).bump?(by: 5)
        XCTAssertEqual(counter.count, 2)
    }

    func test_anOverrideInAnExtensionOfAUIKitSubclassRunsForItsInstances() {
        let view = UIView(), label = UILabel(), badge = BadgeLabel()
        for each in [view, label, badge] {
            each.backgroundColor = .red
            each.prepareForShimmer(animated: false)
            XCTAssertEqual(each.backgroundColor, .clear, "super reaches UIView's implementation")
        }
        XCTAssertEqual(label.textColor, .clear, "UILabel's override ran")
        XCTAssertEqual(badge.textColor, .clear, "the app's subclass calls super: UILabel's override")
        XCTAssertEqual(badge.layer.borderWidth, 1)
        XCTAssertEqual(label.layer.borderWidth, 0)
        let viaSelector = UILabel()
        viaSelector.perform(#selector(UIView.prepareForShimmer(animated:)), with: false)
        XCTAssertEqual(viaSelector.textColor, .clear, "the selector reaches the override too")
    }

    func test_aPropertyOverriddenInAnExtensionReadsTheMostDerived() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.addSubview(UIView())
        XCTAssertEqual(stack.shimmerTargets.count, 2, "UIStackView's override: the arranged subviews")
        let plain = UIView()
        plain.addSubview(UIView())
        XCTAssertEqual(plain.shimmerTargets.count, 1)
    }

    func test_membersOfExtensionsOfTheModulesClassesAreOverridable() {
        let bar: ChartRenderer = BarRenderer()
        XCTAssertEqual(bar.valueLabels(for: [1]), ["1.0 bar"])
        XCTAssertEqual(bar.legendEntries(), ["values", "bars"])
        XCTAssertEqual(ChartRenderer().legendEntries(), ["values"])
    }

    func test_aLayoutOverrideInAnExtensionInsideIfOSiOSRuns() {
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        chart.setNeedsLayout()
        chart.layoutIfNeeded()
        XCTAssertEqual(chart.layouts, 1)
    }

    func test_aSwizzledLayoutSubviewsRunsAndCallsTheOriginal() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 30),
                                     child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                                     child.topAnchor.constraint(equalTo: container.topAnchor, constant: 7)])
        UIView.toggleShimmerLayout()
        container.layoutIfNeeded()
        UIView.toggleShimmerLayout() // swapped back
        XCTAssertEqual(container.shimmerLayouts, 1, "the swizzled method ran for layoutSubviews")
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 7, width: 40, height: 30), "and its call of itself ran UIKit's layoutSubviews")
        container.setNeedsLayout()
        container.layoutIfNeeded()
        XCTAssertEqual(container.shimmerLayouts, 1, "exchanged back: UIKit's own again")
    }

    func test_aSwizzledLayoutRunsUnderASubclassOverrideThatCallsSuper() {
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.toggleShimmerLayout()
        defer { UIView.toggleShimmerLayout() }
        chart.setNeedsLayout()
        chart.layoutIfNeeded()
        XCTAssertEqual(chart.layouts, 1)
        XCTAssertEqual(chart.shimmerLayouts, 1, "super.layoutSubviews() reaches the swizzled method, as it reaches UIView's IMP on iOS")
    }
}

/// An object whose method is called through `AnyObject` lookup.
final class StepCounter: NSObject {
    private(set) var count = 0
    @objc func bump(by step: Int) { count += step }
}
