@_spi(ViewLab) import CoreGraphics
import Foundation

/// Frames blended OVER the canvas (APNG `APNG_BLEND_OP_OVER`): the changed rectangle with every
/// unchanged pixel made fully transparent, usable when every changed pixel is opaque.
extension APNGEncoder {
    /// A pixel buffer (premultiplied native ARGB32, packed rows) kept from frame to frame, so a
    /// recording allocates it once.
    final class DeltaBuffer {
        private var storage: UnsafeMutablePointer<UInt32>?
        private var capacity = 0
        private var count = 0

        /// Room for `pixels` pixels (the contents are undefined).
        func reserve(_ pixels: Int) -> UnsafeMutablePointer<UInt32> {
            if pixels > capacity || storage == nil {
                storage?.deallocate()
                storage = .allocate(capacity: max(pixels, 1))
                capacity = max(pixels, 1)
            }
            count = pixels
            return storage!
        }

        /// The pixels last reserved.
        var pixels: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count * 4) }

        deinit { storage?.deallocate() }
    }

    /// Fills `buffer` with `rect` of `current` (packed rows), every pixel equal to `previous`'s
    /// made 0 (transparent), and returns true — or false as soon as a changed pixel is not opaque
    /// (OVER would blend it with the canvas instead of replacing it). Rows equal to the frame
    /// before are found with `memcmp` and zeroed whole.
    static func opaqueChanges(from previous: CGImage, to current: CGImage, in rect: (x: Int, y: Int, width: Int, height: Int),
                              into buffer: inout DeltaBuffer) -> Bool {
        let out = buffer.reserve(rect.width * rect.height)
        return previous.withPixels { old, oldStride in
            current.withPixels { new, newStride in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return false }
                for row in 0..<rect.height {
                    let y = rect.y + row
                    let a = (oldBase + y * oldStride + rect.x * 4).assumingMemoryBound(to: UInt32.self)
                    let b = (newBase + y * newStride + rect.x * 4).assumingMemoryBound(to: UInt32.self)
                    let o = out + row * rect.width
                    if memcmp(a, b, rect.width * 4) == 0 {
                        o.update(repeating: 0, count: rect.width)
                        continue
                    }
                    for x in 0..<rect.width {
                        let pixel = b[x]
                        if pixel == a[x] {
                            o[x] = 0
                        } else if pixel >> 24 == 0xFF {
                            o[x] = pixel
                        } else {
                            return false
                        }
                    }
                }
                return true
            }
        }
    }
}
