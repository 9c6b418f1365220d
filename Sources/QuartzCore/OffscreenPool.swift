import CCairo
import Foundation

/// Reuses the ARGB32 surfaces of off-screen passes: a frame of the reference scene needs one per
/// card, all of the same size, and allocating (and having the kernel zero) a fresh 1.5 MB bitmap
/// each time cost more than clearing a recycled one. A few surfaces per size are kept, at most
/// `byteLimit` bytes in all; surfaces come back cleared (transparent).
enum OffscreenPool {
    /// The most bytes the pool keeps while no pass uses them.
    static let byteLimit = 16 << 20

    nonisolated(unsafe) private static var free: [OpaquePointer] = [] // compositor pool, used by the rendering (main) thread only
    nonisolated(unsafe) private static var freeBytes = 0 // compositor pool, used by the rendering (main) thread only

    /// A cleared ARGB32 surface of this size (owned by the caller until `recycle`), or nil when
    /// cairo cannot make one.
    static func surface(width: Int, height: Int) -> OpaquePointer? {
        if let index = free.lastIndex(where: {
            Int(cairo_image_surface_get_width($0)) == width && Int(cairo_image_surface_get_height($0)) == height
        }) {
            let surface = free.remove(at: index)
            freeBytes -= bytes(of: surface)
            clear(surface)
            return surface
        }
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Takes a surface back (destroying it, or the oldest kept ones, beyond `byteLimit`).
    static func recycle(_ surface: OpaquePointer) {
        let size = bytes(of: surface)
        guard size <= byteLimit else { return cairo_surface_destroy(surface) }
        free.append(surface)
        freeBytes += size
        while freeBytes > byteLimit, !free.isEmpty {
            let oldest = free.removeFirst()
            freeBytes -= bytes(of: oldest)
            cairo_surface_destroy(oldest)
        }
    }

    private static func bytes(of surface: OpaquePointer) -> Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    private static func clear(_ surface: OpaquePointer) {
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
