@_spi(ViewLab) import CoreGraphics
import Foundation

/// Which part of a frame a GIF frame has to carry, and what the frame before has to clear.
extension GIFEncoder {
    /// The bounding box of the pixels visible in `previous` (alpha ≥ 128) and transparent in
    /// `current`: a GIF frame cannot make a pixel transparent, so the frame before has to clear
    /// them on disposal. Nil when there are none.
    static func vanishingRectangle(from previous: CGImage, to current: CGImage) -> PixelRect? {
        boundingBox(previous, current, skipsEqualRows: true) { old, new in
            old >> 24 >= opaqueAlpha && new >> 24 < opaqueAlpha
        }
    }

    /// The bounding box of the pixels of `current` that have to be written after `previous`: the
    /// visible ones that changed (compared as stored) or lie in `cleared`. Nil when there are none.
    static func writtenRectangle(of current: CGImage, previous: CGImage, cleared: PixelRect?) -> PixelRect? {
        guard let cleared else {
            return boundingBox(previous, current, skipsEqualRows: true) { old, new in
                old != new && new >> 24 >= opaqueAlpha
            }
        }
        return boundingBox(previous, current, skipsEqualRows: false) { x, y, old, new in
            new >> 24 >= opaqueAlpha && (old != new || cleared.contains(x: x, y: y))
        }
    }

    private static func boundingBox(
        _ first: CGImage, _ second: CGImage, skipsEqualRows: Bool,
        where test: (_ old: UInt32, _ new: UInt32) -> Bool
    ) -> PixelRect? {
        boundingBox(first, second, skipsEqualRows: skipsEqualRows) { _, _, old, new in test(old, new) }
    }

    /// The bounding box of the pixels for which `test(x, y, old, new)` holds; rows stored equal in
    /// both images are skipped when `skipsEqualRows` (the test cannot hold on them).
    private static func boundingBox(
        _ first: CGImage, _ second: CGImage, skipsEqualRows: Bool,
        where test: (_ x: Int, _ y: Int, _ old: UInt32, _ new: UInt32) -> Bool
    ) -> PixelRect? {
        let width = second.width, height = second.height
        return first.withPixels { old, oldStride in
            second.withPixels { new, newStride in
                var left = width, right = -1, top = height, bottom = -1
                for y in 0..<height {
                    let a = (old.baseAddress! + y * oldStride).assumingMemoryBound(to: UInt32.self)
                    let b = (new.baseAddress! + y * newStride).assumingMemoryBound(to: UInt32.self)
                    if skipsEqualRows, memcmp(a, b, width * 4) == 0 { continue }
                    for x in 0..<width where test(x, y, a[x], b[x]) {
                        left = min(left, x)
                        right = max(right, x)
                        top = min(top, y)
                        bottom = y
                    }
                }
                return right < 0 ? nil : PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
