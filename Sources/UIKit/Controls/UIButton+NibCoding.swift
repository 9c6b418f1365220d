/// A button restored from a nib: `buttonType`, each `<state>`'s title, image and title colour,
/// and the title font (`fontDescription`).
extension UIButton {
    func decodeButton(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        if let type = decoder.integer("buttonType").flatMap(ButtonType.init(rawValue:)) { applyButtonType(type) }
        decodeControl(decoder)
        for stored in decoder.object.buttonStates {
            if let title = stored.title { setTitle(title, for: stored.state) }
            if let image = stored.image { setImage(decoder.instantiation.image(named: image), for: stored.state) }
            if let color = stored.titleColor { setTitleColor(color.uiColor, for: stored.state) }
        }
        if let font = decoder.font { titleLabel?.font = font }
    }
}
