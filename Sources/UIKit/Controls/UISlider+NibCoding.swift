/// A slider restored from a nib: `minValue`, `maxValue`, `value` (IB's names) and its tint colours.
extension UISlider {
    func decodeSlider(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeControl(decoder)
        if let minimum = decoder.double("minValue") { minimumValue = Float(minimum) }
        if let maximum = decoder.double("maxValue") { maximumValue = Float(maximum) }
        if let value = decoder.double("value") { self.value = Float(value) }
        if let color = decoder.color("minimumTrackTintColor") { minimumTrackTintColor = color }
        if let color = decoder.color("maximumTrackTintColor") { maximumTrackTintColor = color }
        if let color = decoder.color("thumbTintColor") { thumbTintColor = color }
    }
}
