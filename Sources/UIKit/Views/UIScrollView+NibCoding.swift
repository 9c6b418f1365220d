/// A scroll view restored from a nib: IB's `scrollEnabled`, `pagingEnabled`, `bounces`,
/// `alwaysBounceHorizontal`/`Vertical` and `showsHorizontal`/`VerticalScrollIndicator`.
extension UIScrollView {
    func decodeScrollView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        if let value = decoder.bool("scrollEnabled") { isScrollEnabled = value }
        if let value = decoder.bool("pagingEnabled") { isPagingEnabled = value }
        if let value = decoder.bool("bounces") { bounces = value }
        if let value = decoder.bool("alwaysBounceHorizontal") { alwaysBounceHorizontal = value }
        if let value = decoder.bool("alwaysBounceVertical") { alwaysBounceVertical = value }
        if let value = decoder.bool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = value }
        if let value = decoder.bool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = value }
    }
}
