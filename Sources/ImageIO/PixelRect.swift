import CoreGraphics

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

    /// The pixels both hold; nil when they do not meet.
    func intersection(_ other: PixelRect) -> PixelRect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return right > left && bottom > top
            ? PixelRect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }
}

extension PixelRect {
    /// The whole pixels `rect` touches, cut to a `width`×`height` canvas; nil when none are on it
    /// or `rect` is not finite.
    init?(covering rect: CGRect, width canvasWidth: Int, height canvasHeight: Int) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let left = max(0, Int(max(r.minX, -1).rounded(.down))), top = max(0, Int(max(r.minY, -1).rounded(.down)))
        let right = min(canvasWidth, Int(min(r.maxX, CGFloat(canvasWidth) + 1).rounded(.up)))
        let bottom = min(canvasHeight, Int(min(r.maxY, CGFloat(canvasHeight) + 1).rounded(.up)))
        guard right > left, bottom > top else { return nil }
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }
}
