import CoreGraphics
import Foundation
import XCTest

/// `CGFloat` and `NSNumber` as on Apple platforms: bridged with `as`, and the `truncating:` and
/// `exactly:` initialisers Foundation gives the number types (a menu's `cellHeight: NSNumber`
/// stored as `CGFloat(truncating: value)`).
final class CGFloatNumberTests: XCTestCase {
    func testCGFloatBridgesAndConvertsFromNSNumber() {
        let number = CGFloat(50) as NSNumber
        XCTAssertEqual(number.doubleValue, 50)
        XCTAssertEqual(CGFloat(truncating: NSNumber(value: 2.5)), 2.5)
        XCTAssertEqual(CGFloat(truncating: NSNumber(value: 7)), 7)
        XCTAssertEqual(CGFloat(exactly: NSNumber(value: 0.25)), 0.25)
        XCTAssertEqual((NSNumber(value: 1.5) as Any) as? CGFloat, 1.5)
    }
}
