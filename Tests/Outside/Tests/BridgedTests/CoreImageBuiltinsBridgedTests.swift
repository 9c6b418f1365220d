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

/// A filter of one's own, as components write it: `@objc` inputs set by key-value coding
/// (`CIFilter`'s documented way to give a filter its inputs), an output built from other filters.
final class DarkenFilter: CIFilter {
    @objc var inputImage: CIImage?
    @objc var inputAmount: NSNumber = 0.5

    override var outputImage: CIImage? {
        inputImage?.applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: -inputAmount.doubleValue * 4])
    }
}

final class CustomFilterBridgedTests: XCTestCase {
    func testKeyValueCodingSetsTheFiltersObjcProperties() throws {
        let filter = DarkenFilter()
        let white = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        filter.setValue(white, forKey: kCIInputImageKey)
        filter.setValue(NSNumber(value: 1), forKey: "inputAmount")
        XCTAssertTrue(filter.inputImage === white)
        XCTAssertEqual((filter.value(forKey: "inputAmount") as? NSNumber)?.doubleValue, 1)
        let output = try XCTUnwrap(filter.outputImage)
        let cg = try XCTUnwrap(CIContext().createCGImage(output, from: output.extent))
        XCTAssertLessThan(cg.pixel(x: 0, y: 0).red, 100, "white darkened by four stops")
    }
}
