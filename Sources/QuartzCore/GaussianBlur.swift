import CCairo
import Foundation

/// A Gaussian blur of an A8 alpha surface, approximated (as is usual) by three successive box
/// blurs per axis whose widths are chosen so the variance matches σ². Large σ are blurred on a
/// downscaled copy (cairo does the scaling), which keeps the cost independent of the radius.
enum GaussianBlur {
    /// Blurs the alpha of `source` (any cairo image surface) with standard deviation `sigma` pixels.
    /// Returns an A8 surface and the factor it is downscaled by (draw it scaled up by `factor`).
    static func blurredAlpha(of source: OpaquePointer, sigma: Double) -> (surface: OpaquePointer, factor: Int)? {
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        guard width > 0, height > 0, sigma.isFinite else { return nil }
        let sigma = min(max(sigma, 0), 2_000) // beyond this the shadow is invisible anyway
        let factor = sigma > 6 ? min(max(Int(sigma / 3), 1), 16) : 1
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        guard let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
              cairo_surface_status(alpha) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(alpha)
        cairo_scale(cr, 1 / Double(factor), 1 / Double(factor))
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(alpha)
        if let data = cairo_image_surface_get_data(alpha) {
            let stride = Int(cairo_image_surface_get_stride(alpha))
            for radius in boxRadii(sigma: sigma / Double(factor)) where radius > 0 {
                boxBlur(data, width: w, height: h, stride: stride, radius: radius)
            }
        }
        cairo_surface_mark_dirty(alpha)
        return (alpha, factor)
    }

    /// Three box radii whose combined variance approximates σ² (the standard construction).
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma > 0.2 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One horizontal and one vertical running-sum box pass; pixels outside are transparent.
    private static func boxBlur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for y in 0..<height { pass(data + y * stride, step: 1, count: width, radius: radius, scratch: line) }
        for x in 0..<width { pass(data + x, step: stride, count: height, radius: radius, scratch: line) }
    }

    private static func pass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = start[i * step] }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            start[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
