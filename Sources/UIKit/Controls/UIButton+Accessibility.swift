/// What VoiceOver reads for a button whose `accessibilityLabel` is not set.
extension UIButton {
    /// The title shown (per-state title, the configuration's title, else the title label's text),
    /// else the accessibility label of the image shown; nil when there is none (an image-only
    /// button without one: what the audit's `label` rule reports).
    var defaultAccessibilityLabel: String? {
        let titles = [currentTitle, configuration?.title, currentAttributedTitle?.string, titleLabel?.text]
        if let title = titles.compactMap({ $0 }).first(where: { !$0.isEmpty }) { return title }
        return currentImage?.accessibilityLabel ?? configuration?.image?.accessibilityLabel
    }
}
