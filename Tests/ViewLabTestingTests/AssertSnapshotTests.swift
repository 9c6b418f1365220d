import ImageIO
import UIKit
@testable import ViewLabTesting
import XCTest

/// Recording, comparing and failing with real PNGs written, read back and decoded.
@MainActor
final class AssertSnapshotTests: XCTestCase {
    func test_missingReference_isRecorded_andFails_thenTheSameViewPasses() async throws {
        let folder = try SnapshotFolder()
        let first = folder.verify(.view(CardView()))
        XCTAssertEqual(first.count, 1)
        let reference = folder.references.appendingPathComponent("test_card.card.png")
        XCTAssertTrue(
            first[0].message.contains(
                "recorded \(reference.path) because there was no reference (record mode missing)"), first[0].message)
        let recorded = try folder.image(reference)
        XCTAssertEqual([recorded.width, recorded.height], [120, 90], "40×30 pt on the iPhone 15 at 3x")
        XCTAssertEqual(recorded.rgba(1, 1), [255, 59, 48, 255], "systemRed, light")
        XCTAssertEqual(recorded.rgba(60, 45), [255, 255, 255, 255])
        XCTAssertEqual(folder.verify(.view(CardView())).map(\.message), [])
    }

    func test_changedView_fails_withOneLine_andWritesActualExpectedAndDiff() async throws {
        let folder = try SnapshotFolder()
        _ = folder.verify(.view(CardView()))
        let failures = folder.verify(.view(CardView(color: .systemBlue)))
        XCTAssertEqual(failures.count, 1)
        let message = failures[0].message
        XCTAssertFalse(message.contains("\n"))
        let base = folder.failures.appendingPathComponent("SnapshotFolder/test_card.card").path
        XCTAssertTrue(
            message.hasPrefix(
                "Snapshot \"test_card.card\" does not match its reference: 9000 of 10800 pixels differ (83.333 %), max ΔE "
            ), message)
        XCTAssertTrue(
            message.hasSuffix("(allowed: 0 pixels, ΔE 0.00); images in \(base).{actual,expected,diff}.png"), message)
        XCTAssertEqual(
            folder.files(), ["test_card.card.actual.png", "test_card.card.diff.png", "test_card.card.expected.png"])
        let actual = try folder.image(URL(fileURLWithPath: base + ".actual.png"))
        let expected = try folder.image(URL(fileURLWithPath: base + ".expected.png"))
        let diff = try folder.image(URL(fileURLWithPath: base + ".diff.png"))
        XCTAssertEqual(actual.rgba(1, 1), [0, 122, 255, 255], "systemBlue")
        XCTAssertEqual(expected.rgba(1, 1), [255, 59, 48, 255])
        XCTAssertEqual(diff.rgba(1, 1)[1...2], [0, 0], "a differing pixel is red in the diff")
        XCTAssertEqual(diff.rgba(60, 45)[0], diff.rgba(60, 45)[2], "the unchanged square is gray")
        XCTAssertEqual(
            failures[0].attachments.map(\.name),
            ["test_card.card.actual.png", "test_card.card.expected.png", "test_card.card.diff.png"])
        // The reference is untouched.
        XCTAssertEqual(
            try folder.image(folder.references.appendingPathComponent("test_card.card.png")).rgba(1, 1),
            [255, 59, 48, 255])
    }

    func test_perceptualPrecision_acceptsAChangeBelowItsDeltaE_andExactDoesNot() async throws {
        let folder = try SnapshotFolder()
        _ = folder.verify(.view(CardView(color: UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))))
        let nearlyGray = CardView(color: UIColor(red: 0.5, green: 0.5, blue: 0.51, alpha: 1))
        XCTAssertEqual(
            folder.verify(
                .view(nearlyGray), as: .image(layout: .fixed(width: 40, height: 30), perceptualPrecision: 0.98)
            ).count, 0)
        let exact = folder.verify(.view(nearlyGray))
        XCTAssertEqual(exact.count, 1)
        XCTAssertTrue(exact[0].message.contains("9000 of 10800 pixels differ"), exact.first?.message ?? "")
    }

    func test_neverMode_failsOnAMissingReference_withoutWritingIt() async throws {
        let folder = try SnapshotFolder()
        let failures = folder.verify(.view(CardView()), record: .never)
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Snapshot \"test_card.card\": no reference at \(folder.references.path)/test_card.card.png (record mode never; run with VIEWLAB_RECORD=missing to record it)"
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.references.path))
    }

    func test_allMode_rewritesAnExistingReference_andFails() async throws {
        let folder = try SnapshotFolder()
        _ = folder.verify(.view(CardView()))
        let failures = folder.verify(.view(CardView(color: .systemGreen)), record: .all)
        XCTAssertTrue(failures.first?.message.contains("because record mode all") == true, "\(failures)")
        XCTAssertEqual(folder.files(), [], "recording writes no failure images")
        let reference = try folder.image(folder.references.appendingPathComponent("test_card.card.png"))
        XCTAssertEqual(reference.rgba(1, 1), [52, 199, 89, 255], "systemGreen")
    }

    func test_failedMode_rewritesTheReferenceOfAFailedComparison_only() async throws {
        let folder = try SnapshotFolder()
        _ = folder.verify(.view(CardView()))
        XCTAssertEqual(folder.verify(.view(CardView()), record: .failed).count, 0, "a match writes nothing")
        let failures = folder.verify(.view(CardView(color: .systemGreen)), record: .failed)
        XCTAssertTrue(
            failures.first?.message.hasSuffix("; re-recorded the reference (record mode failed)") == true, "\(failures)"
        )
        XCTAssertEqual(folder.files().count, 3)
        XCTAssertEqual(
            try folder.image(folder.references.appendingPathComponent("test_card.card.png")).rgba(1, 1),
            [52, 199, 89, 255])
        XCTAssertEqual(folder.verify(.view(CardView(color: .systemGreen))).count, 0)
    }

    func test_sizeChange_fails_namingBothSizes() async throws {
        let folder = try SnapshotFolder()
        _ = folder.verify(.view(CardView()))
        let failures = folder.verify(.view(CardView()), as: .image(layout: .fixed(width: 40, height: 31)))
        XCTAssertTrue(
            failures.first?.message.contains("size 120×93 px differs from the reference's 120×90 px; images in ")
                == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.hasSuffix(".{actual,expected}.png") == true, "\(failures)")
    }

    func test_unnamedSnapshots_areNumberedInOrder_andTestNamesLoseTheirParentheses() async throws {
        let folder = try SnapshotFolder()
        let strategy = Snapshotting.image(layout: .fixed(width: 40, height: 30))
        let first = try XCTUnwrap(
            verifySnapshot(of: CardView(), as: strategy, record: .never, snapshotDirectory: folder.references.path))
        let second = try XCTUnwrap(
            verifySnapshot(of: CardView(), as: strategy, record: .never, snapshotDirectory: folder.references.path))
        XCTAssertTrue(
            first.contains("/test_unnamedSnapshots_areNumberedInOrder_andTestNamesLoseTheirParentheses.1.png "), first)
        XCTAssertTrue(
            second.contains("/test_unnamedSnapshots_areNumberedInOrder_andTestNamesLoseTheirParentheses.2.png "), second
        )
    }

    func test_sizeThatFits_sizesTheViewToItsContent() async throws {
        let folder = try SnapshotFolder()
        let label = UILabel()
        label.text = "Fits"
        let size = label.intrinsicContentSize
        XCTAssertGreaterThan(size.width, 10)
        _ = folder.verify(.view(label), as: .image(layout: .sizeThatFits))
        let image = try folder.image(folder.references.appendingPathComponent("test_card.card.png"))
        XCTAssertEqual(
            [image.width, image.height], [Int((size.width * 3).rounded(.up)), Int((size.height * 3).rounded(.up))])
    }

    func test_image_isComparedAsItIs() async throws {
        let folder = try SnapshotFolder()
        let image = try XCTUnwrap(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
                UIColor.systemOrange.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            }.cgImage)
        _ = folder.verify(.image(image))
        XCTAssertEqual(
            try folder.image(folder.references.appendingPathComponent("test_card.card.png")).width, image.width)
        XCTAssertEqual(folder.verify(.image(image)).count, 0)
    }

    func test_referencesLiveIn__Snapshots__nextToTheTestFile() async {
        let location = SnapshotLocation(filePath: "/p/Tests/AppTests/CardTests.swift", function: "test_card(dark:)")
        XCTAssertEqual(
            location.reference("hero-dark-landscape-AX3").path,
            "/p/Tests/AppTests/__Snapshots__/CardTests/test_card.hero-dark-landscape-AX3.png")
        XCTAssertEqual(
            SnapshotLocation(filePath: "/p/T.swift", function: "Card looks right").testName, "Card-looks-right")
    }

    /// A layer is drawn with `render(in:)` at the device's scale, at its bounds' size; a layer with
    /// no size is a one-line "cannot render" failure. The public entry takes any `Snapshottable`.
    func test_layer_isRenderedInContextAtTheDeviceScale() async throws {
        let folder = try SnapshotFolder()
        let ring = CAShapeLayer()
        ring.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        ring.backgroundColor = UIColor.white.cgColor
        ring.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        ring.fillColor = UIColor.systemGreen.cgColor
        guard case .layer = SnapshotSubject(ring) else { return XCTFail("a shape layer is snapshotted as a layer") }
        _ = folder.verify(SnapshotSubject(ring), named: "layer")
        let recorded = try folder.image(folder.references.appendingPathComponent("test_card.layer.png"))
        XCTAssertEqual([recorded.width, recorded.height], [60, 30], "20×10 pt at the iPhone 15's 3x")
        XCTAssertEqual(recorded.rgba(15, 15), [52, 199, 89, 255], "systemGreen fills the path")
        XCTAssertEqual(recorded.rgba(45, 15), [255, 255, 255, 255], "the background colour outside it")
        XCTAssertEqual(folder.verify(SnapshotSubject(ring), named: "layer").map(\.message), [])
        let empty = folder.verify(SnapshotSubject(CALayer()), named: "empty")
        XCTAssertEqual(
            empty.map(\.message),
            [
                "Snapshot \"test_card.empty\": cannot render: the layer has no size (bounds 0×0 pt); give it bounds before snapshotting it"
            ])
        XCTAssertNil(
            verifySnapshot(
                of: ring, as: .image(layout: .fixed(width: 40, height: 30)), named: "layer", record: .never,
                snapshotDirectory: folder.references.path, testName: "test_card()"))
    }
}
