/// A rectangle of whole pixels, top-left origin (what an APNG or GIF frame covers).
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    func contains(x px: Int, y py: Int) -> Bool { px >= x && py >= y && px < x + width && py < y + height }
}
