/// Shadows of `shadowPath`s, shared between layers and kept between frames (at most `limit`,
/// oldest dropped first): a list of cards with the same `shadowPath` blurs it once. A
/// `RenderServer`'s field, used by the thread that renders with it.
final class ShadowBitmapCache {
    static let limit = 64

    private var bitmaps: [ShadowBitmap.Key: ShadowBitmap] = [:]
    private var order: [ShadowBitmap.Key] = []

    /// The bitmap for `key`, made with `make` when there is none.
    func bitmap(_ key: ShadowBitmap.Key, make: () -> ShadowBitmap?) -> ShadowBitmap? {
        if let hit = bitmaps[key] { return hit }
        guard let made = make() else { return nil }
        bitmaps[key] = made
        order.append(key)
        if order.count > Self.limit { bitmaps[order.removeFirst()] = nil }
        return made
    }
}
