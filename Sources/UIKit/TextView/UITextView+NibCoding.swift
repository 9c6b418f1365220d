/// A text view restored from a nib: `text`, `editable`, `selectable`, `textAlignment`,
/// `textColor`, the font (`fontDescription`).
extension UITextView {
    func decodeTextView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        if let text = decoder.string("text") { self.text = text }
        if let editable = decoder.bool("editable") { isEditable = editable }
        if let selectable = decoder.bool("selectable") { isSelectable = selectable }
        if let alignment = decoder.integer("textAlignment").flatMap(NSTextAlignment.init(rawValue:)) {
            textAlignment = alignment
        }
        if let color = decoder.color("textColor") { textColor = color }
        if let font = decoder.font { self.font = font }
    }
}
