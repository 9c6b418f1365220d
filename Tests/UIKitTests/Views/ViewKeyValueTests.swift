import UIKit
import XCTest

/// Key-value coding on views (`UIView+KeyValue`): UIKit's keys, `layer.` paths, unknown keys.
@MainActor
final class ViewKeyValueTests: XCTestCase {
    func testViewKeysAndLayerPaths() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.setValue(0.5, forKey: "alpha")
        view.setValue(UIColor.red, forKey: "backgroundColor")
        view.setValue(true, forKey: "hidden")
        view.setValue(8.0, forKeyPath: "layer.cornerRadius")
        view.setValue(CGPoint(x: 50, y: 60), forKey: "center")
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertEqual(view.backgroundColor, .red)
        XCTAssertTrue(view.isHidden)
        XCTAssertEqual(view.layer.cornerRadius, 8)
        XCTAssertEqual(view.frame, CGRect(x: 30, y: 50, width: 40, height: 20))
        XCTAssertEqual(view.value(forKey: "tag") as? Int, 0)
        XCTAssertEqual(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat, 8)
    }

    func testUnknownKeysAndWrongTypesAreReportedAndIgnored() async {
        let view = UIView(frame: .zero)
        var reports: [String] = []
        UIView.diagnosticHandler = { reports.append($0.message) }
        defer { UIView.diagnosticHandler = nil }
        XCTAssertNil(view.value(forKey: "noSuchKey"))
        view.setValue("x", forKey: "alpha")
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(
            reports,
            [
                "UIView is not key value coding-compliant for the key \"noSuchKey\"",
                "UIView.setValue(_:forKey:): x is not a valid \"alpha\"; ignored",
            ])
    }
}
