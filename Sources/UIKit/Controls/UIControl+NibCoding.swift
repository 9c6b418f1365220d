/// What every control restores from a nib: `enabled`, `selected`, `highlighted`.
extension UIControl {
    func decodeControl(_ decoder: UINibDecoder) {
        decodeViewProperties(decoder)
        if let enabled = decoder.bool("enabled") { isEnabled = enabled }
        if let selected = decoder.bool("selected") { isSelected = selected }
        if let highlighted = decoder.bool("highlighted") { isHighlighted = highlighted }
    }
}
