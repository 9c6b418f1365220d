import UIKit
import XCTest

/// `CGRect.infinite` in a path encloses everything (Apple: "a rectangle that has infinite
/// extent"): the even-odd "everything but a circle" path components fill to draw an inner shadow
/// or a ring's outside leaves the circle's inside alone and covers the rest.
final class InfiniteRectPathTests: XCTestCase {
    func testAnInfiniteRectangleWithAHoleFillsAllButTheHole() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            let path = UIBezierPath(rect: .infinite)
            path.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
            path.usesEvenOddFillRule = true
            UIColor.black.setFill()
            path.fill()
        }
        let bitmap = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(bitmap.pixel(x: 60, y: 60).alpha, 0, "the hole")
        XCTAssertEqual(bitmap.pixel(x: 3, y: 3).alpha, 255, "everything else")
        XCTAssertEqual(bitmap.pixel(x: 117, y: 117).alpha, 255)
        let bounds = UIBezierPath(rect: .infinite).bounds
        XCTAssertEqual(bounds.minX, -CGMutablePath.farthestCoordinate)
        XCTAssertEqual(bounds.maxY, CGMutablePath.farthestCoordinate)
    }
}
