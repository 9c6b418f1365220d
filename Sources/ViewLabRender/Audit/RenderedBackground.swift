@_spi(ViewLab) import CoreGraphics
import UIKit

/// The colour behind a piece of text, measured in a rendered image: the most common colour in a
/// rectangle once pixels close to the text colour (glyphs and their anti-aliased edges) are set
/// aside. Transparent pixels are composited over `backdrop` (what the screen shows behind a view
/// rendered on its own: the system background).
struct RenderedBackground {
    let image: CGImage
    /// Points to pixels: the image shows the rectangle `imageFrame` (window coordinates).
    let imageFrame: CGRect
    let backdrop: (red: Double, green: Double, blue: Double)

    /// The dominant non-text colour in `rect` (window coordinates), or nil when the rectangle is
    /// off the image or only text-coloured pixels are in it.
    func dominantColor(in rect: CGRect, excluding text: (red: Double, green: Double, blue: Double)) -> CGColor? {
        let sx = CGFloat(image.width) / max(1, imageFrame.width), sy = CGFloat(image.height) / max(1, imageFrame.height)
        let local = rect.offsetBy(dx: -imageFrame.minX, dy: -imageFrame.minY)
        let x0 = max(0, Int((local.minX * sx).rounded(.down))),
            x1 = min(image.width, Int((local.maxX * sx).rounded(.up)))
        let y0 = max(0, Int((local.minY * sy).rounded(.down))),
            y1 = min(image.height, Int((local.maxY * sy).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        var buckets: [Int: (count: Int, red: Double, green: Double, blue: Double)] = [:]
        image.withPixels { bytes, stride in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let color = pixel(bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self))
                    // 0.1 of the range: anti-aliased glyph edges blend towards the text colour.
                    if max(abs(color.red - text.red), abs(color.green - text.green), abs(color.blue - text.blue)) < 0.1
                    {
                        continue
                    }
                    let key = Int(color.red * 31) << 10 | Int(color.green * 31) << 5 | Int(color.blue * 31)
                    let old = buckets[key] ?? (0, 0, 0, 0)
                    buckets[key] = (old.count + 1, old.red + color.red, old.green + color.green, old.blue + color.blue)
                }
            }
        }
        guard let best = buckets.values.max(by: { $0.count < $1.count }) else { return nil }
        let n = Double(best.count)
        return CGColor(red: best.red / n, green: best.green / n, blue: best.blue / n, alpha: 1)
    }

    /// A premultiplied BGRA pixel (`0xAARRGGBB`) as straight sRGB over the backdrop, 0…1.
    func pixel(_ p: UInt32) -> (red: Double, green: Double, blue: Double) {
        let alpha = Double(p >> 24) / 255
        func channel(_ shift: UInt32, _ under: Double) -> Double {
            Double((p >> shift) & 0xFF) / 255 + (1 - alpha) * under
        }
        return (channel(16, backdrop.red), channel(8, backdrop.green), channel(0, backdrop.blue))
    }
}
