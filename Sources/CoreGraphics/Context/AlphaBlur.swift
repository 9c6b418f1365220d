import CCairo
import Foundation

/// ViewLab: the Gaussian blur behind shadows (`CGContext.setShadow`, `CALayer.shadowRadius`) and
/// effect views, on 8-bit alpha. A Gaussian of standard deviation σ is approximated, as is usual,
/// by three successive box blurs per axis whose widths are chosen so that their variances add up
/// to σ² (box width w = 2r + 1 has variance (w² − 1) / 12).
@_spi(ViewLab) public enum AlphaBlur {
    /// The three box radii whose combined variance approximates σ² (none for σ ≤ 0.2).
    public static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
        let sigma = min(sigma, 4_000)
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// How far the blur spreads beyond the shape, in pixels (the sum of the box radii).
    public static func reach(sigma: Double) -> Int { boxRadii(sigma: sigma).reduce(0, +) }

    /// Blurs an 8-bit alpha buffer in place; pixels outside the buffer count as transparent.
    public static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        // The vertical passes read a copy of the rows and keep one running sum per column, so that
        // they walk memory row by row.
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { sums.deallocate() }
        for radius in radii {
            let divider = Divider(window: 2 * radius + 1)
            for y in 0..<height {
                boxPass(data + y * stride, count: width, radius: radius, divider: divider, scratch: line)
            }
            for y in 0..<height { (copy + y * width).update(from: data + y * stride, count: width) }
            verticalPass(
                data, stride: stride, copy: copy, width: width, height: height, radius: radius, divider: divider,
                sums: sums)
        }
    }

    /// Blurs the alpha of `source` (any cairo image surface). Large σ are blurred on a copy
    /// downscaled by `factor` (box-averaged: each low-resolution pixel is the mean alpha of its
    /// `factor × factor` block, pixels past the edge counting as transparent), which keeps the cost
    /// independent of the radius: draw the returned A8 surface scaled up by `factor`.
    public static func blurredAlpha(of source: OpaquePointer, sigma: Double) -> (surface: OpaquePointer, factor: Int)? {
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        guard width > 0, height > 0, sigma.isFinite else { return nil }
        let sigma = min(max(sigma, 0), 2_000)  // beyond this a shadow is invisible anyway
        let factor = downscaleFactor(sigma: sigma)
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        guard let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
            cairo_surface_status(alpha) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(source)
        cairo_surface_flush(alpha)
        if !boxDownscaleAlpha(of: source, into: alpha, factor: factor) {
            let cr = cairo_create(alpha)
            cairo_scale(cr, 1 / Double(factor), 1 / Double(factor))
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(alpha)
        }
        if let data = cairo_image_surface_get_data(alpha) {
            blur(
                data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(alpha)),
                sigma: sigma / Double(factor))
        }
        cairo_surface_mark_dirty(alpha)
        return (alpha, factor)
    }

    /// The downscale factor `blurredAlpha` uses for σ (device pixels): 1 up to σ = 6, then σ / 3
    /// (at most 16), so the blur at low resolution has σ ≈ 3.
    public static func downscaleFactor(sigma: Double) -> Int {
        sigma > 6 ? min(max(Int(sigma / 3), 1), 16) : 1
    }

    /// Box-averages the alpha of an ARGB32 or A8 `source` into the A8 `target` (ceil(size / factor)).
    /// False for other formats.
    private static func boxDownscaleAlpha(of source: OpaquePointer, into target: OpaquePointer, factor: Int) -> Bool {
        let format = cairo_image_surface_get_format(source)
        let (bytesPerPixel, alphaOffset): (Int, Int)
        switch format {
        case CAIRO_FORMAT_ARGB32: (bytesPerPixel, alphaOffset) = (4, 3)  // native-endian 0xAARRGGBB, little-endian host
        case CAIRO_FORMAT_A8: (bytesPerPixel, alphaOffset) = (1, 0)
        default: return false
        }
        guard let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(target) else {
            return false
        }
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let srcStride = Int(cairo_image_surface_get_stride(source)),
            dstStride = Int(cairo_image_surface_get_stride(target))
        let w = Int(cairo_image_surface_get_width(target)), h = Int(cairo_image_surface_get_height(target))
        let area = factor * factor
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: w)
        defer { sums.deallocate() }
        for ty in 0..<h {
            sums.initialize(repeating: 0, count: w)
            for sy in (ty * factor)..<min(ty * factor + factor, height) {
                let row = src + sy * srcStride + alphaOffset
                var sx = 0
                for tx in 0..<w {
                    var sum = 0
                    let end = min(sx + factor, width)
                    while sx < end { sum += Int(row[sx * bytesPerPixel]); sx += 1 }
                    sums[tx] += sum
                }
            }
            let out = dst + ty * dstStride
            for tx in 0..<w { out[tx] = UInt8((sums[tx] + area / 2) / area) }
        }
        return true
    }

    /// Rounded division by a box window, `(sum + window / 2) / window`, as a multiply and a shift:
    /// with m = ⌊2⁴⁰ / d⌋ + 1 the quotient is exact for every sum a window of alpha can reach
    /// (sum × (m·d − 2⁴⁰) < 2⁴⁰ while sum ≤ 256 · d and d ≤ 8001, the widest window σ ≤ 4000 gives).
    private struct Divider {
        let half: UInt64, multiplier: UInt64
        init(window: Int) {
            half = UInt64(window / 2)
            multiplier = (UInt64(1) << 40) / UInt64(window) + 1
        }
        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: ((UInt64(sum) &+ half) &* multiplier) >> 40)
        }
    }

    /// One running-sum box average along a row.
    private static func boxPass(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, divider: Divider,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        scratch.update(from: start, count: count)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum &+= UInt32(scratch[i]) }
        for i in 0..<count {
            let entering = i &+ radius, leaving = i &- radius &- 1
            if entering < count { sum &+= UInt32(scratch[entering]) }
            if leaving >= 0 { sum &-= UInt32(scratch[leaving]) }
            start[i] = divider(sum)
        }
    }

    /// One running-sum box average down every column at once, reading `copy` (the rows, packed)
    /// and writing `data`.
    private static func verticalPass(
        _ data: UnsafeMutablePointer<UInt8>, stride: Int, copy: UnsafeMutablePointer<UInt8>,
        width: Int, height: Int, radius: Int, divider: Divider, sums: UnsafeMutablePointer<UInt32>
    ) {
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = copy + y * width
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            let entering = y &+ radius, leaving = y &- radius &- 1
            if entering < height {
                let row = copy + entering * width
                for x in 0..<width { sums[x] &+= UInt32(row[x]) }
            }
            if leaving >= 0 {
                let row = copy + leaving * width
                for x in 0..<width { sums[x] &-= UInt32(row[x]) }
            }
            let out = data + y * stride
            for x in 0..<width { out[x] = divider(sums[x]) }
        }
    }
}

extension AlphaBlur {
    /// `blurredAlpha(of:sigma:)` for the rendering API's surfaces (the result is the caller's to destroy).
    package static func blurredAlpha(of source: RenderSurface, sigma: Double) -> (surface: RenderSurface, factor: Int)?
    {
        blurredAlpha(of: source.handle, sigma: sigma).map { (RenderSurface($0.surface), $0.factor) }
    }
}
