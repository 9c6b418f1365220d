import CCairo
import Foundation

/// ViewLab's rendering API (package access): an offscreen bitmap — Core Animation's backing
/// stores, off-screen passes, shadow and rasterization bitmaps. 8-bit premultiplied ARGB (native
/// 32-bit, as `CGImage` stores pixels) or an alpha-only A8 mask. A value naming pixels owned
/// elsewhere: whoever made it with `make` gives it back with `destroy()`; `CGImage.renderSurface`
/// is the image's own (never destroyed, never drawn into).
package struct RenderSurface: Equatable {
    @usableFromInline let handle: OpaquePointer

    @usableFromInline init(_ handle: OpaquePointer) { self.handle = handle }

    /// A new transparent ARGB surface (`alphaOnly`: an A8 mask), or nil when it cannot be made.
    @inlinable package static func make(width: Int, height: Int, alphaOnly: Bool = false) -> RenderSurface? {
        guard
            let surface = cairo_image_surface_create(
                alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return RenderSurface(surface)
    }

    /// A surface over the pixels of `rect` (whole pixels) of this one, sampled as an image of its
    /// own (its edges do not blend with the neighbouring pixels); nil when it cannot be made.
    @inlinable package func subsurface(_ rect: CGRect) -> RenderSurface? {
        guard
            let sub = cairo_surface_create_for_rectangle(
                handle, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        else { return nil }
        guard cairo_surface_status(sub) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(sub)
            return nil
        }
        return RenderSurface(sub)
    }

    /// Releases the pixels (once, by whoever made the surface).
    @inlinable package func destroy() { cairo_surface_destroy(handle) }

    @inlinable package var width: Int { Int(cairo_image_surface_get_width(handle)) }
    @inlinable package var height: Int { Int(cairo_image_surface_get_height(handle)) }
    @inlinable package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(handle)) }
    /// Whether it holds ARGB pixels (not a mask or another kind of surface).
    @inlinable package var isARGB: Bool { cairo_image_surface_get_format(handle) == CAIRO_FORMAT_ARGB32 }
    /// The first byte of the pixels (premultiplied BGRA in memory); flush before reading, mark dirty after writing.
    @inlinable package var data: UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(handle) }
    /// Finishes pending drawing so `data` can be read.
    @inlinable package func flush() { cairo_surface_flush(handle) }
    /// Says `data` was written to directly.
    @inlinable package func markDirty() { cairo_surface_mark_dirty(handle) }

    /// Runs `body` with a context drawing into the surface (identity transform: user space is
    /// pixels), then ends it and flushes the surface.
    @inlinable package func draw<R>(_ body: (RenderContext) throws -> R) rethrows -> R {
        let context = cairo_create(handle)!
        defer {
            cairo_destroy(context)
            cairo_surface_flush(handle)
        }
        return try body(RenderContext(context))
    }

    /// Runs `body` with the pixels of this surface as an image surface (mapped), writes them back.
    @inlinable package func withMappedPixels(_ body: (RenderSurface) -> Void) {
        cairo_surface_flush(handle)
        guard let image = cairo_surface_map_to_image(handle, nil) else { return }
        defer { cairo_surface_unmap_image(handle, image) }
        body(RenderSurface(image))
    }
}

extension CGImage {
    /// The image's pixels, for drawing from (never into; not to be destroyed).
    package var renderSurface: RenderSurface { RenderSurface(surface) }

    /// Takes ownership of `surface` (made with `RenderSurface.make`, ARGB).
    package convenience init(adopting surface: RenderSurface) { self.init(adoptingSurface: surface.handle) }
}

/// ViewLab's rendering API (package access): a paint source — a bitmap, a gradient, a group. A
/// value naming a pattern owned by whoever made it, who calls `destroy()`.
package struct RenderPattern {
    @usableFromInline let handle: OpaquePointer

    @usableFromInline init(_ handle: OpaquePointer) { self.handle = handle }

    /// How a bitmap is sampled between pixels.
    package enum Filter {
        case nearest, bilinear, good

        @usableFromInline var cairoFilter: cairo_filter_t {
            switch self {
            case .nearest: CAIRO_FILTER_NEAREST
            case .bilinear: CAIRO_FILTER_BILINEAR
            case .good: CAIRO_FILTER_GOOD
            }
        }
    }

    /// The pixels of `surface`.
    @inlinable package init(surface: RenderSurface) { self.init(cairo_pattern_create_for_surface(surface.handle)!) }
    /// An axial gradient from (`x0`, `y0`) to (`x1`, `y1`).
    @inlinable package static func linear(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> RenderPattern {
        RenderPattern(cairo_pattern_create_linear(x0, y0, x1, y1))
    }
    /// A radial gradient between two circles.
    @inlinable package static func radial(
        _ cx0: Double, _ cy0: Double, _ r0: Double, _ cx1: Double, _ cy1: Double, _ r1: Double
    ) -> RenderPattern {
        RenderPattern(cairo_pattern_create_radial(cx0, cy0, r0, cx1, cy1, r1))
    }
    /// An empty mesh (Coons patches); add patches with `addPatch`.
    @inlinable package static func mesh() -> RenderPattern { RenderPattern(cairo_pattern_create_mesh()!) }

    @inlinable package func destroy() { cairo_pattern_destroy(handle) }

    /// Pattern space → user space is the inverse of `transform`: it maps user space to pattern space.
    @inlinable package func setTransform(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_pattern_set_matrix(handle, &m)
    }
    @inlinable package func setFilter(_ filter: Filter) { cairo_pattern_set_filter(handle, filter.cairoFilter) }
    /// Outside its area, the pattern repeats its edge pixels / end colours.
    @inlinable package func extendEdges() { cairo_pattern_set_extend(handle, CAIRO_EXTEND_PAD) }
    @inlinable package func addColorStop(_ location: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_pattern_add_color_stop_rgba(handle, location, red, green, blue, alpha)
    }
    /// Adds a mesh patch with the corners `p0`…`p3` (straight sides) and a colour per corner.
    @inlinable package func addPatch(
        _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double),
        colors: [(r: Double, g: Double, b: Double, a: Double)]
    ) {
        cairo_mesh_pattern_begin_patch(handle)
        cairo_mesh_pattern_move_to(handle, p0.0, p0.1)
        cairo_mesh_pattern_line_to(handle, p1.0, p1.1)
        cairo_mesh_pattern_line_to(handle, p2.0, p2.1)
        cairo_mesh_pattern_line_to(handle, p3.0, p3.1)
        for (corner, col) in colors.enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(handle, UInt32(corner), col.r, col.g, col.b, col.a)
        }
        cairo_mesh_pattern_end_patch(handle)
    }
    /// The surface of a group pattern (from `endGroup`), when it has one.
    @inlinable package var surface: RenderSurface? {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(handle, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return nil }
        return RenderSurface(surface)
    }
}
