/// A progress view restored from a nib: `progress`, `progressViewStyle` and its tint colours.
extension UIProgressView {
    func decodeProgressView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeViewProperties(decoder)
        if let style = decoder.integer("progressViewStyle").flatMap(Style.init(rawValue:)) { progressViewStyle = style }
        if let progress = decoder.double("progress") { self.progress = Float(progress) }
        if let color = decoder.color("progressTintColor") { progressTintColor = color }
        if let color = decoder.color("trackTintColor") { trackTintColor = color }
    }
}
