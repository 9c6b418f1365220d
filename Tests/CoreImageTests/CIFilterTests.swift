import CoreImage
import XCTest

/// Built-in filters by name and through `CIFilterBuiltins`, with their documented defaults
/// (Apple, *Core Image Filter Reference*), checked in pixels.
final class CIFilterTests: XCTestCase {
    let white = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))

    func testFiltersAreFoundByNameWithTheirDefaults() throws {
        XCTAssertNil(CIFilter(name: "CINoSuchFilter"))
        let blur = try XCTUnwrap(CIFilter(name: "CIGaussianBlur"))
        XCTAssertEqual(blur.name, "CIGaussianBlur")
        XCTAssertEqual((blur.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue, 10)
        XCTAssertEqual(blur.inputKeys, [kCIInputImageKey, kCIInputRadiusKey])
        XCTAssertNil(blur.outputImage, "no input image, no output")
        XCTAssertTrue(CIFilter.filterNames(inCategory: kCICategoryBlur).contains("CIGaussianBlur"))
        XCTAssertFalse(CIFilter.filterNames(inCategory: kCICategoryBlur).contains("CISepiaTone"))
        let attributes = blur.attributes[kCIInputRadiusKey] as? [String: Any]
        XCTAssertEqual(attributes?[kCIAttributeClass] as? String, "NSNumber")
    }

    /// `CIGaussianBlur`'s radius is the standard deviation; its output reaches three of them beyond
    /// the input, and the blur keeps the total coverage.
    func testGaussianBlurSpreadsBeyondTheExtentAndKeepsCoverage() throws {
        let square = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        let blurred = square.applyingGaussianBlur(sigma: 2)
        XCTAssertEqual(blurred.extent, CGRect(x: -6, y: -6, width: 22, height: 22))
        let out = CIFixtures.render(blurred)
        var coverage = 0
        for y in 0..<out.height { for x in 0..<out.width { coverage += CIFixtures.pixel(out, x, y)[3] } }
        XCTAssertEqual(Double(coverage) / 255, 100, accuracy: 1.5)
        // a pixel's coverage is the Gaussian's mass over the square, axis by axis:
        // Φ((c - 0) / σ) - Φ((c - 10) / σ) for its centre c
        func mass(_ c: Double) -> Double { (erf(c / (2 * 2.squareRoot())) - erf((c - 10) / (2 * 2.squareRoot()))) / 2 }
        for (column, row) in [(11, 11), (6, 11), (5, 10), (2, 2)] {
            // column and row from the top left of the extent (-6, -6, 22, 22) → Core Image x, y
            let x = Double(column - 6) + 0.5, y = Double(16 - 1 - row) + 0.5
            XCTAssertEqual(
                Double(CIFixtures.pixel(out, column, row)[3]), 255 * mass(x) * mass(y), accuracy: 3,
                "coverage at column \(column), row \(row)")
        }
    }

    func testColorControlsSepiaInvertAndMonochrome() throws {
        let orange = CIImage(color: CIColor(red: 1, green: 0.5, blue: 0)).cropped(
            to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let grey = CIFixtures.pixel(
            CIFixtures.render(orange.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: 0])), 0, 0)
        XCTAssertEqual(grey[0], grey[1])
        XCTAssertEqual(grey[1], grey[2])
        // sepia of white: (1.351, 1.203, 0.937) clamped → 255, 255, 239
        let sepia = CIFixtures.pixel(CIFixtures.render(white.applyingFilter("CISepiaTone")), 0, 0)
        XCTAssertTrue(CIFixtures.close(sepia, [255, 255, 239, 255]), "\(sepia)")
        let inverted = CIFixtures.pixel(CIFixtures.render(orange.applyingFilter("CIColorInvert")), 0, 0)
        XCTAssertTrue(CIFixtures.close(inverted, [0, 127, 255, 255]), "\(inverted)")
        let brighter = CIFixtures.pixel(
            CIFixtures.render(orange.applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: 1])), 0, 0)
        XCTAssertGreaterThan(brighter[1], 128)
        let noir = CIFixtures.pixel(CIFixtures.render(orange.applyingFilter("CIPhotoEffectNoir")), 0, 0)
        XCTAssertEqual(noir[0], noir[2])
    }

    /// A gradient interpolates in the working space (linear light), so its middle is sRGB 188.
    func testGradientsInterpolateInLinearLight() throws {
        let gradient = try XCTUnwrap(
            CIFilter(
                name: "CILinearGradient",
                parameters: [
                    "inputPoint0": CIVector(x: 0, y: 0), "inputPoint1": CIVector(x: 100, y: 0),
                    "inputColor0": CIColor.white, "inputColor1": CIColor.black,
                ])?.outputImage)
        let row = CIFixtures.render(gradient, CGRect(x: 0, y: 0, width: 100, height: 1))
        XCTAssertTrue(CIFixtures.close(CIFixtures.pixel(row, 0, 0), [255, 255, 255, 255], within: 4))
        XCTAssertTrue(
            CIFixtures.close(CIFixtures.pixel(row, 50, 0), [187, 187, 187, 255], within: 3),
            "\(CIFixtures.pixel(row, 50, 0))")
        XCTAssertTrue(CIFixtures.close(CIFixtures.pixel(row, 99, 0), [0, 0, 0, 255], within: 30))
    }

    /// The colour wheel: centred on the origin, red along +x, green a third of a turn
    /// counter-clockwise (y up), white in the middle, transparent outside the radius.
    func testHueSaturationValueGradientIsAColourWheel() throws {
        let wheel = try XCTUnwrap(
            CIFilter(name: "CIHueSaturationValueGradient", parameters: ["inputRadius": 50, "inputValue": 1])?
                .outputImage)
        XCTAssertEqual(wheel.extent, CGRect(x: -50, y: -50, width: 100, height: 100))
        let out = CIFixtures.render(wheel)
        // (x, y) in Core Image → column x + 50, row 49 - y
        func at(_ x: Int, _ y: Int) -> [Int] { CIFixtures.pixel(out, x + 50, 49 - y) }
        XCTAssertTrue(CIFixtures.close(at(47, 0), [255, 17, 17, 255], within: 20), "\(at(47, 0))")
        let green = at(Int(-0.5 * 47), Int(0.866 * 47))
        XCTAssertGreaterThan(green[1], 200)
        XCTAssertLessThan(green[0], 60)
        XCTAssertTrue(CIFixtures.close(at(0, 0), [255, 255, 255, 255], within: 12), "\(at(0, 0))")
        XCTAssertEqual(CIFixtures.pixel(out, 1, 1)[3], 0)
    }

    /// `CIAreaAverage` gives one pixel, the average of the area, which components read back with
    /// `render(_:toBitmap:…)`.
    func testAreaAverageIsOnePixelOfTheMean() throws {
        let halves = CIImage(
            cgImage: CIFixtures.bitmap(width: 4, height: 4) { _, y in y < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] })
        let average = try XCTUnwrap(
            CIFilter(
                name: "CIAreaAverage",
                parameters: [kCIInputImageKey: halves, kCIInputExtentKey: CIVector(cgRect: halves.extent)])?
                .outputImage)
        XCTAssertEqual(average.extent, CGRect(x: 0, y: 0, width: 1, height: 1))
        var bitmap = [UInt8](repeating: 0, count: 4)
        CIContext(options: [.workingColorSpace: NSNull()]).render(
            average, toBitmap: &bitmap, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .RGBA8,
            colorSpace: nil)
        // half red, half blue in linear light: (0.5, 0, 0.5) → sRGB 188, 0, 188
        XCTAssertTrue(CIFixtures.close(bitmap.map(Int.init), [188, 0, 188, 255]), "\(bitmap)")
    }

    func testTypedFiltersReadAndWriteTheSameInputs() throws {
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = white
        blur.radius = 4
        XCTAssertEqual((blur.value(forKey: kCIInputRadiusKey) as? NSNumber)?.floatValue, 4)
        XCTAssertEqual(blur.outputImage?.extent, CGRect(x: -12, y: -12, width: 32, height: 32))
        let gradient = CIFilter.radialGradient()
        XCTAssertEqual(gradient.center, CGPoint(x: 150, y: 150))
        gradient.center = CGPoint(x: 10, y: 20)
        XCTAssertEqual((gradient.value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue, CGPoint(x: 10, y: 20))
        let composite = CIFilter.sourceOverCompositing()
        composite.inputImage = white
        composite.backgroundImage = CIImage(color: .black).cropped(to: CGRect(x: 0, y: 0, width: 16, height: 16))
        XCTAssertEqual(composite.outputImage?.extent, CGRect(x: 0, y: 0, width: 16, height: 16))
    }

    /// A filter of your own: a subclass that overrides `outputImage`, registered by name.
    func testASubclassRegisteredByName() throws {
        final class Tinted: CIFilter, @unchecked Sendable {
            var inputImage: CIImage?
            override var outputImage: CIImage? {
                inputImage?.applyingFilter("CIColorMonochrome", parameters: [kCIInputColorKey: CIColor.red])
            }
        }
        final class Maker: CIFilterConstructor {
            func filter(withName name: String) -> CIFilter? { Tinted() }
        }
        CIFilter.registerName("VLTinted", constructor: Maker(), classAttributes: [:])
        let tinted = try XCTUnwrap(CIFilter(name: "VLTinted"))
        XCTAssertNil(tinted.outputImage)
        let own = Tinted()
        own.inputImage = white
        let pixel = CIFixtures.pixel(CIFixtures.render(try XCTUnwrap(own.outputImage)), 0, 0)
        XCTAssertEqual(pixel[1], 0)
        XCTAssertGreaterThan(pixel[0], 200)
    }
}

/// `CIQRCodeGenerator`: one pixel per module with a one-module quiet zone, black on white.
final class QRCodeGeneratorTests: XCTestCase {
    func testAShortMessageIsAVersionOneSymbolWithItsFinderPatterns() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        filter.correctionLevel = "M"
        let code = try XCTUnwrap(filter.outputImage)
        XCTAssertEqual(code.extent, CGRect(x: 0, y: 0, width: 23, height: 23))
        let image = CIFixtures.render(code)
        func dark(_ column: Int, _ row: Int) -> Bool { CIFixtures.pixel(image, column + 1, row + 1)[0] < 128 }
        // the quiet zone is white and opaque
        XCTAssertEqual(CIFixtures.pixel(image, 0, 0), [255, 255, 255, 255])
        // the three finder patterns: a dark 7×7 ring with a dark 3×3 centre, at the top left,
        // top right and bottom left (ISO/IEC 18004)
        for (x, y) in [(0, 0), (14, 0), (0, 14)] {
            XCTAssertTrue(
                (0..<7).allSatisfy { dark(x + $0, y) && dark(x + $0, y + 6) && dark(x, y + $0) && dark(x + 6, y + $0) })
            XCTAssertTrue((1..<6).allSatisfy { !dark(x + $0, y + 1) && !dark(x + 1, y + $0) })
            XCTAssertTrue(dark(x + 3, y + 3))
        }
        // the timing pattern alternates along row 6
        XCTAssertEqual((8...12).map { dark($0, 6) }, [true, false, true, false, true])
        // the bottom right has no finder pattern
        XCTAssertFalse((14..<21).allSatisfy { dark($0, 14) })
    }

    func testByNameWithALongerMessageAndAHigherLevel() throws {
        let message = Data(String(repeating: "https://example.com/", count: 3).utf8)
        let low = try XCTUnwrap(
            CIFilter(name: "CIQRCodeGenerator", parameters: ["inputMessage": message, "inputCorrectionLevel": "L"])?
                .outputImage)
        let high = try XCTUnwrap(
            CIFilter(name: "CIQRCodeGenerator", parameters: ["inputMessage": message, "inputCorrectionLevel": "H"])?
                .outputImage)
        XCTAssertGreaterThan(high.extent.width, low.extent.width, "more error correction needs a larger symbol")
        XCTAssertNil(CIFilter(name: "CIQRCodeGenerator")?.outputImage, "no message, no image")
        // scaled up as components do, modules stay sharp
        let scaled = CIFixtures.render(low.transformed(by: CGAffineTransform(scaleX: 10, y: 10)))
        XCTAssertEqual(scaled.width, Int(low.extent.width) * 10)
        XCTAssertEqual(CIFixtures.pixel(scaled, 15, 15)[0], 0, "the finder's corner module, 10 pixels wide")
    }
}
