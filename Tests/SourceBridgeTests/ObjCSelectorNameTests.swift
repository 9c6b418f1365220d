@testable import SourceBridge
import XCTest

/// The selector names Swift gives `@objc` methods (rules in `ObjCSelectorName`).
final class ObjCSelectorNameTests: XCTestCase {
    func testMethodNames() {
        XCTAssertEqual(ObjCSelectorName.method("tick", labels: []), "tick")
        XCTAssertEqual(ObjCSelectorName.method("handleTap", labels: ["_"]), "handleTap:")
        XCTAssertEqual(ObjCSelectorName.method("update", labels: ["value"]), "updateWithValue:")
        XCTAssertEqual(
            ObjCSelectorName.method("configure", labels: ["model", "animated"]), "configureWithModel:animated:")
        XCTAssertEqual(ObjCSelectorName.method("move", labels: ["to"]), "moveTo:")
        XCTAssertEqual(ObjCSelectorName.method("action", labels: ["withSender"]), "actionWithSender:")
        XCTAssertEqual(ObjCSelectorName.method("action", labels: ["forEvent"]), "actionForEvent:")
        XCTAssertEqual(ObjCSelectorName.method("tap", labels: ["_", "forEvent"]), "tap:forEvent:")
        XCTAssertEqual(ObjCSelectorName.method("pair", labels: ["_", "_"]), "pair::")
    }

    func testPropertyNames() {
        XCTAssertEqual(ObjCSelectorName.getter("progress"), "progress")
        XCTAssertEqual(ObjCSelectorName.setter("progress"), "setProgress:")
    }
}
