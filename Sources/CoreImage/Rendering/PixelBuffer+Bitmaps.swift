@_spi(ViewLab) import CoreGraphics
import Foundation

extension PixelBuffer {
    /// A `CGImage`'s pixels (premultiplied sRGB, 8 bits) in the working space, over
    /// `(0, 0, width, height)` with the image's top row at the top.
    init(cgImage image: CGImage) {
        self.init(rect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        let table = WorkingColorSpace.linearTable
        let (w, h) = (width, height)
        var out = pixels
        image.withPixels { bytes, bytesPerRow in
            for row in 0..<h {
                let y = h - 1 - row
                for x in 0..<w {
                    let o = row * bytesPerRow + x * 4
                    let a = Float(bytes[o + 3]) / 255
                    guard a > 0 else { continue }
                    // BGRA in memory, premultiplied: unpremultiply, linearise, premultiply again
                    func channel(_ v: UInt8) -> Float {
                        a >= 1 ? table[Int(v)] : WorkingColorSpace.linear(min(Float(v) / 255 / a, 1)) * a
                    }
                    out[y * w + x] = SIMD4(channel(bytes[o + 2]), channel(bytes[o + 1]), channel(bytes[o]), a)
                }
            }
        }
        pixels = out
    }

    /// The part of the buffer inside `rect` (integral), transparent where the buffer has nothing.
    func cropped(to rect: CGRect) -> PixelBuffer {
        if rect == self.rect { return self }
        let dx = Int(rect.minX - self.rect.minX), dy = Int(rect.minY - self.rect.minY)
        var out = PixelBuffer(rect: rect)
        let x0 = max(0, -dx), x1 = min(out.width, width - dx)
        guard x0 < x1 else { return out }
        for y in 0..<out.height {
            let sy = y + dy
            guard sy >= 0, sy < height else { continue }
            for x in x0..<x1 { out.pixels[y * out.width + x] = pixels[sy * width + x + dx] }
        }
        return out
    }

    /// The pixels as 8-bit premultiplied sRGB bytes, top row first, in `order` (each of the four
    /// letters R, G, B, A naming a byte).
    func encodedBytes(order: [Int]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let y = height - 1 - row
            for x in 0..<width {
                let p = pixels[y * width + x]
                let a = min(max(p.w, 0), 1)
                var rgba: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, UInt8((a * 255).rounded()))
                if a >= 1 {
                    rgba.0 = WorkingColorSpace.encodedByte(p.x)
                    rgba.1 = WorkingColorSpace.encodedByte(p.y)
                    rgba.2 = WorkingColorSpace.encodedByte(p.z)
                } else if a > 0 {
                    func premultiplied(_ c: Float) -> UInt8 {
                        UInt8((WorkingColorSpace.encoded(min(max(c / a, 0), 1)) * a * 255).rounded())
                    }
                    rgba = (premultiplied(p.x), premultiplied(p.y), premultiplied(p.z), rgba.3)
                }
                let o = (row * width + x) * 4
                let values = [rgba.0, rgba.1, rgba.2, rgba.3]
                for i in 0..<4 { bytes[o + i] = values[order[i]] }
            }
        }
        return bytes
    }

    /// The pixels as a `CGImage` (sRGB).
    func makeCGImage() -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        // B, G, R, A in memory (native ARGB32 on a little-endian machine)
        let bytes = encodedBytes(order: [2, 1, 0, 3])
        return bytes.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
        }
    }
}
