@_spi(ViewLab) import CoreGraphics
import Foundation

/// Which part of a frame an APNG frame has to carry.
extension APNGEncoder {
    /// The bounding box of the pixels of `current` that differ from `previous` (same size), compared
    /// as stored (premultiplied): equal stored pixels encode to equal bytes. Identical frames give
    /// the 1×1 rectangle at (0, 0) — APNG frames are at least 1×1, and rewriting one pixel with
    /// itself under `APNG_BLEND_OP_SOURCE` changes nothing.
    ///
    /// Rows are compared with `memcmp` from the top and the bottom; only the rows in between are
    /// scanned pixel by pixel, from each side, for the columns.
    static func changedRectangle(from previous: CGImage, to current: CGImage) -> (x: Int, y: Int, width: Int, height: Int) {
        let width = current.width, height = current.height
        return previous.withPixels { old, oldStride in
            current.withPixels { new, newStride in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return (0, 0, 1, 1) }
                let rowBytes = width * 4
                func rowDiffers(_ y: Int) -> Bool { memcmp(oldBase + y * oldStride, newBase + y * newStride, rowBytes) != 0 }
                guard let top = (0..<height).first(where: rowDiffers) else { return (0, 0, 1, 1) }
                let bottom = (top..<height).last(where: rowDiffers) ?? top
                var left = width, right = -1
                for y in top...bottom {
                    let a = (oldBase + y * oldStride).assumingMemoryBound(to: UInt32.self)
                    let b = (newBase + y * newStride).assumingMemoryBound(to: UInt32.self)
                    var x = 0
                    while x < left, a[x] == b[x] { x += 1 }
                    if x < left { left = x } // a[x] differs
                    var r = width - 1
                    while r > right, a[r] == b[r] { r -= 1 }
                    if r > right { right = r }
                }
                guard right >= left else { return (0, 0, 1, 1) }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }
}
