import CoreImage.CIFilterBuiltins
import UIKit
import XCTest

/// `import CoreImage.CIFilterBuiltins`, as iOS code imports the typed filters (a submodule on iOS,
/// part of ViewLab's CoreImage; the source bridge rewrites the import).
final class CoreImageBuiltinsBridgedTests: XCTestCase {
    func testTypedFiltersThroughTheSubmoduleImport() throws {
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        blur.radius = 2
        XCTAssertEqual(blur.outputImage?.extent, CGRect(x: -6, y: -6, width: 20, height: 20))
    }
}
