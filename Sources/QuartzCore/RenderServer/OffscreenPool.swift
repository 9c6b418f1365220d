import Foundation

/// Reuses the ARGB32 surfaces of off-screen passes: a frame of the reference scene needs one per
/// card, all of the same size, and allocating (and having the kernel zero) a fresh 1.5 MB bitmap
/// each time cost more than clearing a recycled one. A few surfaces per size are kept, at most
/// `byteLimit` bytes in all; surfaces come back cleared (transparent). A `RenderServer`'s field,
/// used by the thread that renders with it.
final class OffscreenPool {
    /// The most bytes the pool keeps while no pass uses them.
    static let byteLimit = 16 << 20

    private var free: [RenderSurface] = []
    private var freeBytes = 0

    deinit { free.forEach { $0.destroy() } }

    /// A cleared ARGB32 surface of this size (owned by the caller until `recycle`), or nil when
    /// cairo cannot make one.
    func surface(width: Int, height: Int) -> RenderSurface? {
        if let index = free.lastIndex(where: {
            $0.width == width && $0.height == height
        }) {
            let surface = free.remove(at: index)
            freeBytes -= Self.bytes(of: surface)
            Self.clear(surface)
            return surface
        }
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return RenderSurface.make(width: width, height: height)
    }

    /// Takes a surface back (destroying it, or the oldest kept ones, beyond `byteLimit`).
    func recycle(_ surface: RenderSurface) {
        let size = Self.bytes(of: surface)
        guard size <= Self.byteLimit else { return surface.destroy() }
        free.append(surface)
        freeBytes += size
        while freeBytes > Self.byteLimit, !free.isEmpty {
            let oldest = free.removeFirst()
            freeBytes -= Self.bytes(of: oldest)
            oldest.destroy()
        }
    }

    private static func bytes(of surface: RenderSurface) -> Int {
        surface.bytesPerRow * surface.height
    }

    private static func clear(_ surface: RenderSurface) {
        surface.draw { cr in
            cr.setBlendMode(.clear)
            cr.paint()
        }
    }
}
