/// An activity indicator restored from a nib: `style`, `color`, `hidesWhenStopped`, and
/// `animating="YES"` (started).
extension UIActivityIndicatorView {
    func decodeActivityIndicator(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeViewProperties(decoder)
        if let style = decoder.integer("style").flatMap(Style.init(rawValue:)) { self.style = style }
        if let color = decoder.color("color") { self.color = color }
        if let hides = decoder.bool("hidesWhenStopped") { hidesWhenStopped = hides }
        if decoder.bool("animating") == true { startAnimating() }
    }
}
