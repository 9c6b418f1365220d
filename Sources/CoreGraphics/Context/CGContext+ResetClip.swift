import CCairo

extension CGContext {
    /// Sets the clip back to the context's whole drawing area, forgetting every clip and clip
    /// mask applied since the context was made (Apple, `resetClip()`). The saved graphics states
    /// keep their own clips: `restoreGState()` brings the saved one back.
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.clipMask = nil
    }
}
