import CoreGraphics

// MARK: - Custom glyph images

/// Custom − and + images per control state, as UIKit stores them: `incrementImage(for:)` returns
/// exactly what was set for that state; drawing uses the half's state (`.disabled` at a limit,
/// `.highlighted` while pressed) falling back to `.normal`'s, else the drawn glyph. Images are
/// drawn at their size, centred in their half, tinted with the glyph colour unless their
/// rendering mode is `.alwaysOriginal`.
extension UIStepper {
    public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        glyphImages[true, default: [:]][state.rawValue] = image
        setNeedsDisplay()
    }

    public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        glyphImages[false, default: [:]][state.rawValue] = image
        setNeedsDisplay()
    }

    public func incrementImage(for state: UIControl.State) -> UIImage? { glyphImages[true]?[state.rawValue] }
    public func decrementImage(for state: UIControl.State) -> UIImage? { glyphImages[false]?[state.rawValue] }

    /// The image for the + (`plus`) or − half in `state`, falling back to `.normal`'s.
    func glyphImage(plus: Bool, state: UIControl.State) -> UIImage? {
        let images = glyphImages[plus] ?? [:]
        return images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}
