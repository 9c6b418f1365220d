import Foundation
import ImageIO
import XCTest

extension XCTestCase {
    /// The colour (RGB) at (`x`, `y`) points of an exported 60 × 60 pt preview, whatever scale it
    /// was exported at: what the export tests' swatches and fixtures are read by.
    func colour(_ png: URL, x: Int, y: Int) throws -> [UInt8] {
        let image = try PNGDecoder().decode(contentsOf: png).image
        let scale = image.width / 60
        let p = image.pixel(x: x * scale, y: y * scale)
        return [p.red, p.green, p.blue]
    }
}
