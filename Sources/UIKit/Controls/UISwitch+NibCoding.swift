/// A switch restored from a nib: `on`, `onTintColor`, `thumbTintColor`.
extension UISwitch {
    func decodeSwitch(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeControl(decoder)
        if let on = decoder.bool("on") { isOn = on }
        if let color = decoder.color("onTintColor") { onTintColor = color }
        if let color = decoder.color("thumbTintColor") { thumbTintColor = color }
    }
}
