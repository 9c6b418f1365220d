@_spi(ViewLab) import CoreGraphics
import CoreImage

/// Bitmaps in and out of Core Image for the tests: pixels as (red, green, blue, alpha) bytes,
/// unpremultiplied, row 0 at the top as a `CGImage` has it.
enum CIFixtures {
    typealias RGBA = [Int]

    /// A `width`×`height` image whose pixel at (`x`, `y`) (from the top left) is `pixel(x, y)`.
    static func bitmap(width: Int, height: Int, _ pixel: (Int, Int) -> RGBA) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y), a = p[3]
                let o = (y * width + x) * 4
                // B, G, R, A, premultiplied
                bytes[o] = UInt8(p[2] * a / 255)
                bytes[o + 1] = UInt8(p[1] * a / 255)
                bytes[o + 2] = UInt8(p[0] * a / 255)
                bytes[o + 3] = UInt8(a)
            }
        }
        return bytes.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)!
        }
    }

    /// The unpremultiplied colour of a pixel (`x`, `y` from the top left).
    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> RGBA {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// Renders `image`'s `rect` (default: its extent) and reads one pixel.
    static func render(_ image: CIImage, _ rect: CGRect? = nil) -> CGImage {
        CIContext().createCGImage(image, from: rect ?? image.extent)!
    }

    static func close(_ a: RGBA, _ b: RGBA, within tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
