import CoreGraphics

/// Pixels in Core Image's working space: linear sRGB, premultiplied alpha, one `SIMD4<Float>`
/// (red, green, blue, alpha) per pixel. Core Image's coordinates: the origin is at the bottom
/// left, so row 0 is the bottom row of `rect`, which is integral.
struct PixelBuffer {
    /// The region the pixels cover, in the image's coordinates (whole pixels).
    let rect: CGRect
    let width: Int
    let height: Int
    var pixels: [SIMD4<Float>]

    /// A transparent buffer over `rect` (made integral).
    init(rect: CGRect) {
        let r = rect.integral
        self.rect = r
        width = max(0, Int(r.width))
        height = max(0, Int(r.height))
        pixels = Array(repeating: .zero, count: width * height)
    }

    /// A buffer over `rect` whose pixel at (`x`, `y`) (column and row from the bottom left) is
    /// `pixel(x, y)`.
    init(rect: CGRect, pixel: (Int, Int) -> SIMD4<Float>) {
        self.init(rect: rect)
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = pixel(x, y) }
        }
    }

    subscript(x: Int, y: Int) -> SIMD4<Float> {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The pixel whose square contains the point (`px`, `py`) of the image's space, transparent
    /// outside the buffer.
    func pixel(atImagePoint px: Int, _ py: Int) -> SIMD4<Float> {
        let x = px - Int(rect.minX), y = py - Int(rect.minY)
        guard x >= 0, y >= 0, x < width, y < height else { return .zero }
        return pixels[y * width + x]
    }

    /// Bilinear sample at a point of the image's space (pixel centres are at half-integers),
    /// transparent beyond the buffer's edge, as Core Image samples an image under a transform.
    func sample(_ point: CGPoint) -> SIMD4<Float> {
        let fx = Float(point.x - rect.minX) - 0.5, fy = Float(point.y - rect.minY) - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Float(x0), ty = fy - Float(y0)
        func at(_ x: Int, _ y: Int) -> SIMD4<Float> {
            x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : .zero
        }
        let bottom = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let top = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return bottom * (1 - ty) + top * ty
    }

    /// Applies `body` to every pixel's unpremultiplied colour (alpha unchanged unless `body`
    /// changes it), as Core Image's colour filters see colours.
    func mappingColors(_ body: (SIMD4<Float>) -> SIMD4<Float>) -> PixelBuffer {
        var out = self
        for i in out.pixels.indices {
            let p = pixels[i]
            let a = p.w
            let straight = a > 0 ? SIMD4(p.x / a, p.y / a, p.z / a, a) : SIMD4<Float>(0, 0, 0, 0)
            var q = body(straight)
            q.w = min(max(q.w, 0), 1)
            out.pixels[i] = SIMD4(q.x * q.w, q.y * q.w, q.z * q.w, q.w)
        }
        return out
    }
}
