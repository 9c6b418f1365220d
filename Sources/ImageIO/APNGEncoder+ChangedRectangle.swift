@_spi(ViewLab) import CoreGraphics
import Foundation

/// Which part of a frame an APNG frame has to carry.
extension APNGEncoder {
    /// The bounding box of the pixels of `current` that differ from `previous` (same size), compared
    /// as stored (premultiplied): equal stored pixels encode to equal bytes. Identical frames give
    /// the 1×1 rectangle at (0, 0) — APNG frames are at least 1×1, and rewriting one pixel with
    /// itself under `APNG_BLEND_OP_SOURCE` changes nothing.
    ///
    /// With `regions` (the rectangles a renderer says it drew again; outside them the frames are
    /// equal) only those are compared, each on its own; the box is the same as comparing everything.
    /// Rows are compared with `memcmp` from the top and the bottom; only the rows in between are
    /// scanned pixel by pixel, from each side, for the columns.
    static func changedRectangle(from previous: CGImage, to current: CGImage, within regions: [PixelRect]? = nil)
        -> PixelRect
    {
        let whole = PixelRect(x: 0, y: 0, width: current.width, height: current.height)
        return previous.withPixels { old, oldStride in
            current.withPixels { new, newStride in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else {
                    return PixelRect(x: 0, y: 0, width: 1, height: 1)
                }
                var box: PixelRect?
                for region in regions ?? [whole] {
                    guard let part = region.intersection(whole),
                        let changed = changedBox(oldBase, oldStride, newBase, newStride, in: part)
                    else { continue }
                    box = box.map { $0.union(changed) } ?? changed
                }
                return box ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            }
        }
    }

    /// The bounding box of the differing pixels inside `rect`; nil when none differ.
    private static func changedBox(
        _ oldBase: UnsafeRawPointer, _ oldStride: Int, _ newBase: UnsafeRawPointer, _ newStride: Int,
        in rect: PixelRect
    ) -> PixelRect? {
        let rowBytes = rect.width * 4
        func row(_ base: UnsafeRawPointer, _ stride: Int, _ y: Int) -> UnsafePointer<UInt32> {
            (base + y * stride + rect.x * 4).assumingMemoryBound(to: UInt32.self)
        }
        func rowDiffers(_ y: Int) -> Bool {
            memcmp(row(oldBase, oldStride, y), row(newBase, newStride, y), rowBytes) != 0
        }
        let rows = rect.y..<(rect.y + rect.height)
        guard let top = rows.first(where: rowDiffers) else { return nil }
        let bottom = (top..<rows.upperBound).last(where: rowDiffers) ?? top
        var left = rect.width, right = -1
        for y in top...bottom {
            let a = row(oldBase, oldStride, y), b = row(newBase, newStride, y)
            var x = 0
            while x < left, a[x] == b[x] { x += 1 }
            if x < left { left = x }  // a[x] differs
            var r = rect.width - 1
            while r > right, a[r] == b[r] { r -= 1 }
            if r > right { right = r }
        }
        guard right >= left else { return nil }
        return PixelRect(x: rect.x + left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
