@_spi(ViewLab) import CoreGraphics
@testable import UIKit
import XCTest

/// Helpers shared by the text tests: render with a pushed UIKit context, find ink.
enum TextTestSupport {
    /// Renders `body` into a `size`-point context at `scale`, filled with `background` first.
    static func render(size: CGSize, scale: CGFloat = 2, background: CGColor? = .white, _ body: (CGContext) -> Void)
        -> CGImage
    {
        guard let context = CGContext(flippedSize: size, scale: scale) else {
            XCTFail("cannot create a \(size) context")
            return CGContext(flippedSize: CGSize(width: 1, height: 1), scale: 1)!.makeImage()!
        }
        if let background {
            context.setFillColor(background)
            context.fill(CGRect(origin: .zero, size: size))
        }
        UIGraphicsPushContext(context)
        body(context)
        UIGraphicsPopContext()
        return context.makeImage()!
    }

    /// Whether a pixel differs from `reference` by more than `threshold` in any channel.
    static func isInk(_ image: CGImage, _ x: Int, _ y: Int, reference: (UInt8, UInt8, UInt8, UInt8), threshold: Int)
        -> Bool
    {
        let p = image.pixel(x: x, y: y)
        return abs(Int(p.red) - Int(reference.0)) > threshold || abs(Int(p.green) - Int(reference.1)) > threshold
            || abs(Int(p.blue) - Int(reference.2)) > threshold || abs(Int(p.alpha) - Int(reference.3)) > threshold
    }

    /// The pixel rectangle holding every pixel that differs from the top-left pixel (nil: blank).
    static func inkBounds(_ image: CGImage, threshold: Int = 40, in region: CGRect? = nil) -> CGRect? {
        let p = image.pixel(x: 0, y: 0)
        let reference = (p.red, p.green, p.blue, p.alpha)
        let area = (region ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)).integral
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX)
            where isInk(image, x, y, reference: reference, threshold: threshold) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Number of ink pixels.
    static func inkCount(_ image: CGImage, threshold: Int = 40) -> Int {
        let p = image.pixel(x: 0, y: 0)
        let reference = (p.red, p.green, p.blue, p.alpha)
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where isInk(image, x, y, reference: reference, threshold: threshold) { count += 1 }
        }
        return count
    }

    /// Writes `image` to `$TMPDIR/viewlab-text/<name>.png` for looking at.
    @discardableResult
    static func dump(_ image: CGImage, _ name: String) -> String {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viewlab-text")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("\(name).png")
        try? PNGEncoder().encode(image).write(to: url)
        return url.path
    }
}
