@_spi(ViewLab) import CoreGraphics
import Foundation

/// Frames blended OVER the canvas (APNG `APNG_BLEND_OP_OVER`): the changed rectangle with every
/// unchanged pixel made fully transparent, usable when every changed pixel is opaque.
extension APNGEncoder {
    /// The frame's PNG rows (a filter byte 0, then straight RGBA samples), kept from frame to frame
    /// so that a recording allocates them once.
    final class DeltaBuffer {
        private var storage: UnsafeMutablePointer<UInt8>?
        private var capacity = 0
        private var count = 0

        /// Room for `bytes` bytes, all zero.
        func reserveZeroed(_ bytes: Int) -> UnsafeMutablePointer<UInt8> {
            if bytes > capacity || storage == nil {
                storage?.deallocate()
                storage = .allocate(capacity: max(bytes, 1))
                capacity = max(bytes, 1)
            }
            count = bytes
            storage!.update(repeating: 0, count: bytes)
            return storage!
        }

        /// The rows last reserved.
        var rows: UnsafePointer<UInt8> { UnsafePointer(storage!) }

        deinit { storage?.deallocate() }
    }

    /// Writes `rect` of `current` into `buffer` as PNG rows ready to compress (filter byte 0, RGBA),
    /// every pixel equal to `previous`'s as 0 (transparent), and returns true — or false as soon as
    /// a changed pixel is not opaque (OVER would blend it with the canvas instead of replacing it).
    /// An opaque pixel's premultiplied samples are its straight ones, so nothing is divided.
    /// Only `regions` (the rectangles a renderer drew again; nil: all of `rect`) are compared:
    /// outside them the frames are equal. Row pieces equal to the frame before are found with `memcmp`.
    static func opaqueChanges(
        from previous: CGImage, to current: CGImage, in rect: PixelRect, within regions: [PixelRect]?,
        into buffer: DeltaBuffer
    ) -> Bool {
        let rowLength = 1 + rect.width * 4
        let out = buffer.reserveZeroed(rowLength * rect.height)
        return previous.withPixels { old, oldStride in
            current.withPixels { new, newStride in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return false }
                for region in regions ?? [rect] {
                    guard let part = region.intersection(rect) else { continue }
                    for y in part.y..<(part.y + part.height) {
                        let a = (oldBase + y * oldStride + part.x * 4).assumingMemoryBound(to: UInt32.self)
                        let b = (newBase + y * newStride + part.x * 4).assumingMemoryBound(to: UInt32.self)
                        if memcmp(a, b, part.width * 4) == 0 { continue }
                        let o = out + (y - rect.y) * rowLength + 1 + (part.x - rect.x) * 4
                        for x in 0..<part.width where b[x] != a[x] {
                            let pixel = b[x]
                            guard pixel >> 24 == 0xFF else { return false }
                            o[4 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                            o[4 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                            o[4 * x + 2] = UInt8(truncatingIfNeeded: pixel)
                            o[4 * x + 3] = 0xFF
                        }
                    }
                }
                return true
            }
        }
    }
}
