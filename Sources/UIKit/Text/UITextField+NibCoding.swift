/// A text field restored from a nib: `text`, `placeholder`, `borderStyle`, `textAlignment`,
/// `textColor`, the font (`fontDescription`), `minimumFontSize`.
extension UITextField {
    func decodeTextField(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeControl(decoder)
        if let text = decoder.string("text") { self.text = text }
        if let placeholder = decoder.string("placeholder") { self.placeholder = placeholder }
        if let style = decoder.integer("borderStyle").flatMap(BorderStyle.init(rawValue:)) { borderStyle = style }
        if let alignment = decoder.integer("textAlignment").flatMap(NSTextAlignment.init(rawValue:)) {
            textAlignment = alignment
        }
        if let color = decoder.color("textColor") { textColor = color }
        if let font = decoder.font { self.font = font }
        if let size = decoder.cgFloat("minimumFontSize") { minimumFontSize = size }
    }
}
