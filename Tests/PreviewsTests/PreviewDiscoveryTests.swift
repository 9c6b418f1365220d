@testable import Previews
import UIKit
import XCTest

// Previews declared in this test module: discovery must find them beside the Playgrounds ones.
#Preview("Test module preview") {
    UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
}

#Preview {
    UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
}

#Preview {
    UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
}

#Preview("Dup") { UIView() }
#Preview("Dup") { UIView() }

#Preview("a/b/../c 进度") { UIView() }

#Preview("Controller") {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemGreen
    return controller
}

@MainActor
final class PreviewDiscoveryTests: XCTestCase {
    func testDiscoversPreviewsAcrossModules() async {
        let ids = PreviewRegistry.all.map(\.id)
        XCTAssertTrue(ids.contains("ColorSwatches/Swatches"), "\(ids)")
        XCTAssertTrue(ids.contains("PreviewDiscoveryTests/Test module preview"), "\(ids)")
    }

    func testUnnamedPreviewsAreNumberedInSourceOrder() async throws {
        let first = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewDiscoveryTests/Preview 1"))
        let second = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewDiscoveryTests/Preview 2"))
        XCTAssertLessThan(first.line, second.line)
        XCTAssertEqual(try first.makeContent().view.frame.width, 20)
        XCTAssertEqual(try second.makeContent().view.frame.width, 30)
    }

    func testDuplicateNamesGetAnOrdinal() async {
        let ids = PreviewRegistry.all.map(\.id)
        XCTAssertTrue(ids.contains("PreviewDiscoveryTests/Dup"))
        XCTAssertTrue(ids.contains("PreviewDiscoveryTests/Dup 2"))
    }

    func testIdsAreFilesystemSafe() async {
        let ids = PreviewRegistry.all.map(\.id)
        XCTAssertTrue(ids.contains("PreviewDiscoveryTests/a-b----c 进度"), "\(ids)")
        for id in ids {
            XCTAssertEqual(id.filter { $0 == "/" }.count, 1, id)
            XCTAssertFalse(id.contains(".."), id)
        }
    }

    func testRemembersFileAndLine() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewDiscoveryTests/Test module preview"))
        XCTAssertEqual(preview.fileID, "PreviewsTests/PreviewDiscoveryTests.swift")
        XCTAssertEqual(preview.line, 6)
    }

    func testViewControllerBodiesProvideTheirView() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewDiscoveryTests/Controller"))
        guard case .viewController(let controller) = try preview.makeContent() else {
            return XCTFail("expected a view controller")
        }
        XCTAssertTrue(controller.isViewLoaded)
    }

    func testTraitsAreRecorded() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "ColorSwatches/Swatches"))
        XCTAssertEqual(preview.layout, .fixed(width: 320, height: 64))
    }
}

/// A view with a state to sweep: a main-actor property, as iOS code declares it (the `#Preview`
/// traits below form their key path on the main actor, as Apple's `makePreview()` runs).
final class SweptGauge: UIView {
    var level: Double = -1
}

#Preview("Gauge", traits: .viewlabSweep("level", \SweptGauge.level, [0, 0.25, 1])) {
    SweptGauge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
}

#Preview("Wrong type", traits: .viewlabSweep("level", \SweptGauge.level, [1])) {
    UIView()
}

@MainActor
final class PreviewSweepTests: XCTestCase {
    func testSweepExpandsIntoOnePreviewPerValue() async throws {
        let ids = PreviewRegistry.all.map(\.id).filter { $0.contains("Gauge") }
        XCTAssertEqual(
            ids,
            [
                "PreviewDiscoveryTests/Gauge (level 0.0)", "PreviewDiscoveryTests/Gauge (level 0.25)",
                "PreviewDiscoveryTests/Gauge (level 1.0)",
            ])
        for (id, expected) in zip(ids, [0, 0.25, 1.0]) {
            let view = try XCTUnwrap(PreviewRegistry.preview(id: id)?.makeContent().view as? SweptGauge)
            XCTAssertEqual(view.level, expected, id)
        }
    }

    func testSweepOnTheWrongViewTypeIsAnError() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewDiscoveryTests/Wrong type (level 1.0)"))
        XCTAssertThrowsError(try preview.makeContent()) { error in
            XCTAssertEqual("\(error)", "the sweep of 'level' sets SweptGauge.level, but the preview returned a UIView")
        }
    }

    func testTraitDescriptionsForList() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewDiscoveryTests/Gauge (level 0.25)"))
        XCTAssertEqual(preview.traits.map(\.description), ["level in [0.0, 0.25, 1.0]"])
    }
}
