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

    /// An image stretched over the whole stepper instead of the rounded fill (use a resizable
    /// image for rounded corners).
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    public func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// An image drawn at its size in the middle instead of the separator. ViewLab keys it by the
    /// left half's state (the right half's is accepted for compatibility).
    public func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) {
        dividerImages[leftState.rawValue] = image
        setNeedsDisplay()
    }
    public func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State)
        -> UIImage?
    {
        dividerImages[state.rawValue]
    }

    /// The image for the + (`plus`) or − half in `state`, falling back to `.normal`'s.
    func glyphImage(plus: Bool, state: UIControl.State) -> UIImage? {
        let images = glyphImages[plus] ?? [:]
        return images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}
