import Foundation

/// Reuses the ARGB32 surfaces of off-screen passes: a frame of the reference scene needs one per
/// card, all of the same size, and allocating (and having the kernel zero) a fresh 1.5 MB bitmap
/// each time cost more than clearing a recycled one. A few surfaces per size are kept, at most
/// `byteLimit` bytes in all; surfaces come back cleared (transparent).
enum OffscreenPool {
    /// The most bytes the pool keeps while no pass uses them.
    static let byteLimit = 16 << 20

    nonisolated(unsafe) private static var free: [RenderSurface] = [] // compositor pool, used by the rendering (main) thread only
    nonisolated(unsafe) private static var freeBytes = 0 // compositor pool, used by the rendering (main) thread only

    /// A cleared ARGB32 surface of this size (owned by the caller until `recycle`), or nil when
    /// cairo cannot make one.
    static func surface(width: Int, height: Int) -> RenderSurface? {
        if let index = free.lastIndex(where: {
            $0.width == width && $0.height == height
        }) {
            let surface = free.remove(at: index)
            freeBytes -= bytes(of: surface)
            clear(surface)
            return surface
        }
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return RenderSurface.make(width: width, height: height)
    }

    /// Takes a surface back (destroying it, or the oldest kept ones, beyond `byteLimit`).
    static func recycle(_ surface: RenderSurface) {
        let size = bytes(of: surface)
        guard size <= byteLimit else { return surface.destroy() }
        free.append(surface)
        freeBytes += size
        while freeBytes > byteLimit, !free.isEmpty {
            let oldest = free.removeFirst()
            freeBytes -= bytes(of: oldest)
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
