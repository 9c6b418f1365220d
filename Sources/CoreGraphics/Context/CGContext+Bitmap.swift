import CCairo
import Foundation

// MARK: - Bitmap contexts

extension CGContext {
    /// A bitmap context drawing into `data` (caller-owned, at least `bytesPerRow × height` bytes)
    /// or, when `data` is nil, into memory the context allocates (zero-filled) and frees.
    ///
    /// Supported layouts (others return nil, as Core Graphics refuses unsupported combinations):
    /// - RGB space, 8 bits per component, 32 bits per pixel: `premultipliedFirst`,
    ///   `premultipliedLast`, `noneSkipFirst`, `noneSkipLast`, with `byteOrder32Little` or the
    ///   default (big-endian) order.
    /// - Gray space, 8 bits per component, `CGImageAlphaInfo.none`: one byte per pixel.
    ///
    /// The origin is at the **bottom-left** (the initial CTM flips y), as on Apple platforms.
    /// `premultipliedFirst | byteOrder32Little` and `noneSkipFirst | byteOrder32Little` are cairo's
    /// native formats and are drawn in place. Other layouts are drawn into an internal surface and
    /// copied into `data` after every drawing call, so the caller's buffer always shows what was
    /// drawn; writes the caller makes to `data` after creation are not seen by later drawing.
    /// `bytesPerRow` 0 means "compute it" (only allowed with `data == nil`).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, width <= CGImage.maximumSide, height <= CGImage.maximumSide, bitsPerComponent == 8,
            let layout = CGContext.layout(space: space, bitmapInfo: bitmapInfo)
        else { return nil }
        let bytesPerPixel = layout == .gray8 ? 1 : 4
        var rowBytes = bytesPerRow
        if rowBytes == 0 && data == nil { rowBytes = (width * bytesPerPixel + 3) / 4 * 4 }
        guard rowBytes >= width * bytesPerPixel, rowBytes <= 1 << 20 else { return nil }
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }

        let ownsData = data == nil
        guard let buffer = data ?? calloc(total, 1) else { return nil }
        var storeLayout = layout
        // Cairo's own format with a cairo-compatible stride: draw in place.
        if case .bytes4(3, 2, 1, 0, let opaque) = layout, rowBytes % 4 == 0, Int(bitPattern: buffer) % 4 == 0 {
            storeLayout = .native(opaque: opaque)
        }
        let store = BitmapStore(
            layout: storeLayout, data: buffer, ownsData: ownsData, width: width, height: height,
            bytesPerRow: rowBytes, bitmapInfo: bitmapInfo, space: space)
        let surface: OpaquePointer?
        if case .native = storeLayout {
            surface = cairo_image_surface_create_for_data(
                buffer.assumingMemoryBound(to: UInt8.self), store.cairoFormat,
                Int32(width), Int32(height), Int32(rowBytes))
        } else {
            surface = cairo_image_surface_create(store.cairoFormat, Int32(width), Int32(height))
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        if !ownsData { store.importPixels(into: surface) }
        self.init(
            surface: surface, base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)),
            bitmap: store)
    }

    /// The same with a `CGBitmapInfo` value.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// The byte layout for a colour space and bitmap info, or nil when unsupported.
    static func layout(space: CGColorSpace, bitmapInfo: UInt32) -> BitmapStore.Layout? {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let alpha = info.alphaInfo, let order = info.byteOrder, info.intersection(.floatInfoMask).isEmpty else {
            return nil
        }
        if space.model == .monochrome {
            return alpha == .none && (order == .orderDefault) ? .gray8 : nil
        }
        // Big-endian byte positions of (alpha, red, green, blue) in the 32-bit word.
        let first: (Int, Int, Int, Int) = (0, 1, 2, 3), last: (Int, Int, Int, Int) = (3, 0, 1, 2)
        let positions: (Int, Int, Int, Int), opaque: Bool
        switch alpha {
        case .premultipliedFirst: (positions, opaque) = (first, false)
        case .noneSkipFirst: (positions, opaque) = (first, true)
        case .premultipliedLast: (positions, opaque) = (last, false)
        case .noneSkipLast: (positions, opaque) = (last, true)
        default: return nil
        }
        switch order {
        case .orderDefault, .order32Big:
            return .bytes4(a: positions.0, r: positions.1, g: positions.2, b: positions.3, opaque: opaque)
        case .order32Little:
            return .bytes4(
                a: 3 - positions.0, r: 3 - positions.1, g: 3 - positions.2, b: 3 - positions.3, opaque: opaque)
        default: return nil
        }
    }

    // MARK: - Bitmap properties

    /// The pixel memory: the caller's buffer (brought up to date first) or, for contexts ViewLab
    /// creates, the surface's own memory.
    public var data: UnsafeMutableRawPointer? {
        flush()
        if let bitmap { return bitmap.data }
        return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? Int(cairo_image_surface_get_stride(surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? 32 }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(
            rawValue: bitmap?.bitmapInfo
                ?? CGBitmapInfo(alphaInfo: .premultipliedFirst, byteOrder: .order32Little).rawValue)
    }
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }
    public var colorSpace: CGColorSpace? { bitmap?.space ?? CGColorSpaceCreateDeviceRGB() }
}
