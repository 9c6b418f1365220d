/// An image view restored from a nib: `image` and `highlightedImage` by name (a resource image,
/// else a system symbol), `highlighted`.
extension UIImageView {
    func decodeImageView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeViewProperties(decoder)
        if let image = decoder.image("image") { self.image = image }
        if let image = decoder.image("highlightedImage") { highlightedImage = image }
        if let highlighted = decoder.bool("highlighted") { isHighlighted = highlighted }
    }
}
