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

    /// Asserts that the export wrote `names.count` previews without failures and that each
    /// preview `Previews/<name>` shows a green swatch (its run-time checks held).
    func assertGreenSwatches(
        _ names: [String], in out: URL, stdout: String, stderr: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertTrue(
            stdout.contains("exported \(names.count) PNGs, 0 failed"), stdout + stderr, file: file, line: line)
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        for name in names {
            let png = out.appendingPathComponent("Previews/\(name).light-portrait.png")
            XCTAssertEqual(
                try colour(png, x: 30, y: 30), green, "\(name): a runtime check failed (red)", file: file, line: line)
        }
    }
}

/// The export tests' swatch, as fixture source: `swatch(ok)` is a 60 × 60 view painted system green
/// when `ok`, system red otherwise, so a preview shows whether its run-time checks held.
enum SwatchFixture {
    static let source = """
        import UIKit

        final class Swatch: UIView {
            var ok = false
            override func draw(_ rect: CGRect) {
                (ok ? UIColor.systemGreen : UIColor.systemRed).setFill()
                UIRectFill(bounds)
            }
        }

        func swatch(_ ok: Bool) -> Swatch {
            let view = Swatch(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.ok = ok
            return view
        }

        """
}
