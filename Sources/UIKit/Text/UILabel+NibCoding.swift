/// A label restored from a nib: `text`, `textColor`, the font (`fontDescription`),
/// `textAlignment`, `numberOfLines`, `lineBreakMode`, `adjustsFontSizeToFit`,
/// `minimumScaleFactor`, `enabled`, by IB's names.
extension UILabel {
    func decodeLabel(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeViewProperties(decoder)
        if let text = decoder.string("text") { self.text = text }
        if let color = decoder.color("textColor") { textColor = color }
        if let font = decoder.font { self.font = font }
        if let alignment = decoder.integer("textAlignment").flatMap(NSTextAlignment.init(rawValue:)) {
            textAlignment = alignment
        }
        if let lines = decoder.integer("numberOfLines") { numberOfLines = lines }
        if let mode = decoder.integer("lineBreakMode").flatMap(NSLineBreakMode.init(rawValue:)) { lineBreakMode = mode }
        if let fits = decoder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = fits }
        if let scale = decoder.cgFloat("minimumScaleFactor") { minimumScaleFactor = scale }
        if let enabled = decoder.bool("enabled") { isEnabled = enabled }
    }
}
