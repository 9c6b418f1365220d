@_spi(ViewLab) import CoreGraphics
import TestSupport
import UIKit
import XCTest

/// Descriptions, conflicts, ambiguity, the update-constraints pass and the debug overlay.
@MainActor
final class AutoLayoutDiagnosticsTests: XCTestCase {
    // MARK: - Descriptions

    func testDescriptionsUseUIKitsFormatWithStableIDs() async {
        let card = UIView()
        card.accessibilityIdentifier = "card"
        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Hi"
        card.addSubview(title)
        let leading = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16)
        let trailing = title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16)
        let ratio = card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        let width = card.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        width.priority = .defaultHigh
        width.identifier = "min-width"
        XCTAssertTrue(leading.description.hasPrefix("<NSLayoutConstraint:c"))
        XCTAssertTrue(
            leading.description.hasSuffix(" UILabel:title'Hi'.leading == UIView:card.leading + 16   (inactive)>"),
            leading.description)
        leading.isActive = true
        XCTAssertTrue(
            leading.description.hasSuffix(" UILabel:title'Hi'.leading == UIView:card.leading + 16   (active)>"))
        XCTAssertTrue(
            trailing.description.hasSuffix(" UILabel:title'Hi'.trailing == UIView:card.trailing - 16   (inactive)>"))
        XCTAssertTrue(
            ratio.description.hasSuffix(" UIView:card.height == 0.5*UIView:card.width   (inactive)>"), ratio.description
        )
        XCTAssertTrue(
            width.description.hasSuffix(" 'min-width' UIView:card.width >= 100 @750   (inactive)>"), width.description)
        XCTAssertEqual(leading.description, leading.description, "ids are stable")
        let plain = UIView()
        XCTAssertTrue(
            plain.widthAnchor.constraint(equalToConstant: 1).description.contains("UIView:v"),
            "unnamed views get v-numbers")
        let guide = card.safeAreaLayoutGuide.topAnchor.constraint(equalTo: title.topAnchor)
        XCTAssertTrue(
            guide.description.contains("'UIViewSafeAreaLayoutGuide':UIView:card.top == UILabel:title'Hi'.top"),
            guide.description)
        leading.isActive = false
    }

    // MARK: - Unsatisfiable constraints

    func testConflictIsReportedInUIKitsWordsAndTheNewcomerIsBroken() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = constrained(UIView(), in: container)
        box.accessibilityIdentifier = "box"
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow,
        ])
        window.layoutIfNeeded()
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        let diagnostics = collectDiagnostics {
            wide.isActive = true
            window.layoutIfNeeded()
            window.runTurn()
        }
        XCTAssertEqual(diagnostics.count, 1, "reported once, not on every pass")
        let diagnostic = try? XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic?.kind, .unsatisfiableConstraints)
        let message = diagnostic?.message ?? ""
        let expected = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "\(narrow)",
                "\(wide)"
            )

            Will attempt to recover by breaking constraint 
            \(wide)
            """
        XCTAssertEqual(message, expected)
        XCTAssertEqual(box.frame.width, 100, "the broken constraint is left out; the layout goes on")
        narrow.isActive = false
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200, "once the conflict is gone the broken constraint applies")
    }

    func testConflictWithAFrameBasedViewMentionsAutoresizingConstraints() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(framed)
        let diagnostics = collectDiagnostics {
            framed.widthAnchor.constraint(equalToConstant: 80).isActive = true
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.count, 1)
        let message = diagnostics.first?.message ?? ""
        XCTAssertTrue(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        XCTAssertTrue(message.contains("<NSAutoresizingMaskLayoutConstraint:c"), message)
        XCTAssertTrue(message.contains("h=--& v=--& UIView:"), message)
        XCTAssertEqual(framed.frame.width, 50)
    }

    // MARK: - Ambiguity

    func testAmbiguousLayoutIsDetectedAndExercised() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let loose = constrained(UIView(), in: container)
        let firm = constrained(UIView(), in: container)
        let height = loose.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            loose.topAnchor.constraint(equalTo: container.topAnchor),
            loose.widthAnchor.constraint(equalToConstant: 50),
            loose.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
            firm.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            firm.topAnchor.constraint(equalTo: container.topAnchor),
            firm.widthAnchor.constraint(equalToConstant: 10), firm.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertTrue(loose.hasAmbiguousLayout, "the height may be anything from 0 to 300")
        XCTAssertFalse(firm.hasAmbiguousLayout)
        XCTAssertEqual(container.viewsWithAmbiguousLayout.map { $0 === loose }, [true])
        let before = loose.frame
        loose.exerciseAmbiguityInLayout()
        window.layoutIfNeeded()
        XCTAssertNotEqual(loose.frame, before, "exercising moves it to another valid layout")
        XCTAssertLessThanOrEqual(loose.frame.maxY, 300)
        loose.exerciseAmbiguityInLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(loose.frame, before, "and exercising again goes back")
        height.isActive = true
        window.layoutIfNeeded()
        XCTAssertFalse(loose.hasAmbiguousLayout)
        XCTAssertTrue(loose.heightAnchor.constraintsAffectingLayout.contains { $0 === height })
        XCTAssertTrue(loose.constraintsReport.contains("ambiguous: no"))
        XCTAssertTrue(loose.constraintsReport.contains("\(height)"))
    }

    // MARK: - The update-constraints pass

    final class RecordingView: UIView {
        var name = ""
        var log: ((String) -> Void)?
        var callsSuper = true
        override func updateConstraints() {
            log?("update \(name)")
            if callsSuper { super.updateConstraints() }
        }
        override func layoutSubviews() {
            log?("layout \(name)")
            super.layoutSubviews()
        }
    }

    final class SelfConstrainingView: UIView {
        override class var requiresConstraintBasedLayout: Bool { true }
        var made = false
        override func updateConstraints() {
            if !made, let parent = superview {
                made = true
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 3),
                    topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
                    widthAnchor.constraint(equalToConstant: 5), heightAnchor.constraint(equalToConstant: 6),
                ])
            }
            super.updateConstraints()
        }
    }

    func testUpdateConstraintsRunsLeavesFirstBeforeLayout() async {
        var log: [String] = []
        let window = makeWindow()
        func make(_ name: String, _ frame: CGRect) -> RecordingView {
            let v = RecordingView(frame: frame)
            v.name = name
            v.log = { log.append($0) }
            return v
        }
        let parent = make("parent", CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = make("child", CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = make("grandchild", .zero)
        window.addSubview(parent)
        parent.addSubview(child)
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(grandchild)
        NSLayoutConstraint.activate([
            grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 1),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor, constant: 2),
            grandchild.widthAnchor.constraint(equalToConstant: 3),
            grandchild.heightAnchor.constraint(equalToConstant: 4),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(log.filter { $0.hasPrefix("update") }, ["update grandchild", "update child", "update parent"])
        XCTAssertLessThan(log.firstIndex(of: "update parent") ?? .max, log.firstIndex { $0.hasPrefix("layout") } ?? -1)
        XCTAssertEqual(grandchild.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(child.needsUpdateConstraints())
        log.removeAll()
        child.setNeedsUpdateConstraints()
        XCTAssertTrue(child.needsUpdateConstraints())
        window.layoutIfNeeded()
        XCTAssertEqual(log.filter { $0.hasPrefix("update") }, ["update child"])
        child.callsSuper = false
        child.setNeedsUpdateConstraints()
        let diagnostics = collectDiagnostics { child.updateConstraintsIfNeeded() }
        XCTAssertTrue(diagnostics.first?.message.contains("failed to call super.updateConstraints()") ?? false)
    }

    func testRequiresConstraintBasedLayoutRunsUpdateConstraints() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = SelfConstrainingView(frame: CGRect(x: 50, y: 50, width: 1, height: 1))
        container.addSubview(view)
        window.layoutIfNeeded()
        XCTAssertTrue(view.made)
        XCTAssertEqual(view.frame, CGRect(x: 3, y: 4, width: 5, height: 6))
    }

    // MARK: - Debug overlay

    func testConstraintOverlayDrawsLinesBetweenAnchors() async throws {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 200, height: 100))
        container.backgroundColor = .white
        let box = constrained(UIView(), in: container)
        let optional = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 30)
        optional.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100), optional,
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 100, y: 30, width: 50, height: 40))
        let ctx = try XCTUnwrap(CGContext(flippedSize: container.bounds.size, scale: 1))
        container.layer.render(in: ctx)
        UIView.drawConstraintOverlay(for: container, in: ctx)
        let image = try XCTUnwrap(ctx.makeImage())
        // The leading constraint: a blue horizontal line from x 0 to 100 at the box's mid-height (50).
        let onLeading = image.pixel(x: 40, y: 50)
        XCTAssertTrue(onLeading.blue > 200 && onLeading.red < 80, "blue required line, got \(onLeading)")
        // The optional top constraint: orange, vertical, at the box's mid-width (125), y 0…30.
        let onTop = image.pixel(x: 125, y: 12)
        XCTAssertTrue(onTop.red > 200 && onTop.blue < 80, "orange optional line, got \(onTop)")
        // Away from the lines the background is untouched.
        let away = image.pixel(x: 20, y: 90)
        XCTAssertTrue(away.red > 240 && away.green > 240 && away.blue > 240)
    }

    /// The overlay over a small card layout (golden): blue required lines, an orange dashed
    /// optional one, a red outline around the view whose height is ambiguous.
    func testConstraintOverlayGolden() async throws {
        let (window, card) = makeContainer(CGRect(x: 0, y: 0, width: 240, height: 120))
        card.backgroundColor = .white
        let image = constrained(UIView(), in: card)
        image.backgroundColor = .systemGray4
        let title = constrained(UIView(), in: card)
        title.backgroundColor = .systemGray5
        let loose = constrained(UIView(), in: card)
        loose.backgroundColor = .systemGray6
        let gap = title.topAnchor.constraint(equalTo: image.topAnchor, constant: 4)
        gap.priority = .defaultHigh
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            image.widthAnchor.constraint(equalToConstant: 48),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            gap, title.heightAnchor.constraint(equalToConstant: 20),
            loose.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            loose.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            loose.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            loose.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -16),
        ])
        window.layoutIfNeeded()
        XCTAssertTrue(loose.hasAmbiguousLayout)
        let ctx = try XCTUnwrap(CGContext(flippedSize: card.bounds.size, scale: 2))
        card.layer.render(in: ctx)
        UIView.drawConstraintOverlay(for: card, in: ctx)
        GoldenImage.assertMatches(image: try XCTUnwrap(ctx.makeImage()), named: "autolayout-overlay")
    }
}
