import CoreImage
import XCTest

/// Colour cubes, tone curves, thresholds and morphology, checked in pixels against their
/// definitions (Apple, *Core Image Filter Reference*).
final class AdjustmentFilterTests: XCTestCase {
    let orange = CIImage(color: CIColor(red: 1, green: 0.5, blue: 0.2)).cropped(
        to: CGRect(x: 0, y: 0, width: 2, height: 2))

    /// A cube of `n` entries per side: `entry(r, g, b)` at each grid point, red fastest.
    func cubeData(_ n: Int, _ entry: (Float, Float, Float) -> [Float]) -> Data {
        var values: [Float] = []
        for b in 0..<n {
            for g in 0..<n {
                for r in 0..<n {
                    values += entry(Float(r) / Float(n - 1), Float(g) / Float(n - 1), Float(b) / Float(n - 1))
                }
            }
        }
        return values.withUnsafeBytes { Data($0) }
    }

    func testAnIdentityCubeKeepsColoursAndASwappingCubeSwapsThem() throws {
        let identity = cubeData(8) { r, g, b in [r, g, b, 1] }
        let same = orange.applyingFilter(
            "CIColorCubeWithColorSpace", parameters: ["inputCubeDimension": 8, "inputCubeData": identity])
        XCTAssertTrue(
            CIFixtures.close(CIFixtures.pixel(CIFixtures.render(same), 0, 0), [255, 128, 51, 255], within: 2))
        let swap = cubeData(2) { r, g, b in [b, g, r, 1] }
        let swapped = orange.applyingFilter(
            "CIColorCube", parameters: ["inputCubeDimension": 2, "inputCubeData": swap])
        XCTAssertTrue(
            CIFixtures.close(CIFixtures.pixel(CIFixtures.render(swapped), 0, 0), [51, 128, 255, 255], within: 3))
        let wrongSize = orange.applyingFilter(
            "CIColorCube", parameters: ["inputCubeDimension": 4, "inputCubeData": swap])
        XCTAssertTrue(CIFixtures.close(CIFixtures.pixel(CIFixtures.render(wrongSize), 0, 0), [255, 128, 51, 255]))
    }

    func testToneCurveThresholdAndVibrance() throws {
        let identity = CIFixtures.pixel(CIFixtures.render(orange.applyingFilter("CIToneCurve")), 0, 0)
        XCTAssertTrue(CIFixtures.close(identity, [255, 128, 51, 255]), "\(identity)")
        let flat = orange.applyingFilter(
            "CIToneCurve",
            parameters: [
                "inputPoint0": CIVector(x: 0, y: 0.5), "inputPoint1": CIVector(x: 0.25, y: 0.5),
                "inputPoint2": CIVector(x: 0.5, y: 0.5), "inputPoint3": CIVector(x: 0.75, y: 0.5),
                "inputPoint4": CIVector(x: 1, y: 0.5),
            ])
        XCTAssertTrue(CIFixtures.close(CIFixtures.pixel(CIFixtures.render(flat), 0, 0), [128, 128, 128, 255]))
        let threshold = CIFixtures.pixel(
            CIFixtures.render(orange.applyingFilter("CIColorThreshold", parameters: ["inputThreshold": 0.4])), 0, 0)
        XCTAssertEqual(threshold, [255, 255, 0, 255])
        let grey = CIImage(color: .gray).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(
            CIFixtures.pixel(
                CIFixtures.render(grey.applyingFilter("CIVibrance", parameters: [kCIInputAmountKey: 1])), 0, 0),
            CIFixtures.pixel(CIFixtures.render(grey), 0, 0), "vibrance leaves greys alone")
    }

    func testMorphologyGrowsAndShrinksShapes() throws {
        let dot = CIImage(color: .white).cropped(to: CGRect(x: 4, y: 4, width: 2, height: 2))
        let grown = dot.applyingFilter("CIMorphologyMaximum", parameters: [kCIInputRadiusKey: 2])
        XCTAssertEqual(grown.extent, CGRect(x: 2, y: 2, width: 6, height: 6))
        let out = CIFixtures.render(grown)
        XCTAssertEqual(CIFixtures.pixel(out, 3, 0)[3], 255, "two pixels above the dot")
        XCTAssertEqual(CIFixtures.pixel(out, 0, 0)[3], 0, "a corner beyond the disc")
        let shrunk = CIFixtures.render(
            CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 5, height: 5))
                .applyingFilter("CIMorphologyMinimum", parameters: [kCIInputRadiusKey: 1]),
            CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(CIFixtures.pixel(shrunk, 0, 2)[3], 0, "the edge is eaten")
        XCTAssertEqual(CIFixtures.pixel(shrunk, 2, 2)[3], 255)
        let streak = CIFixtures.render(
            CIImage(color: .white).cropped(to: CGRect(x: 10, y: 0, width: 1, height: 1))
                .applyingFilter("CIMotionBlur", parameters: [kCIInputRadiusKey: 4, kCIInputAngleKey: 0]),
            CGRect(x: 0, y: 0, width: 21, height: 1))
        XCTAssertGreaterThan(CIFixtures.pixel(streak, 13, 0)[3], 0, "a horizontal streak")
        XCTAssertEqual(CIFixtures.pixel(streak, 3, 0)[3], 0)
    }
}
