import CoreGraphics

// MARK: - Custom images

/// Custom thumb and track images per control state, as UIKit stores them: `thumbImage(for:)`
/// returns exactly what was set for that state; the `current…` images are the current state's,
/// falling back to `.normal`'s. A thumb image replaces the round thumb (no shadow is added) and
/// sets the thumb's size; track images are stretched from the track's end to the thumb centre
/// (use resizable images for rounded ends).
extension UISlider {
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) { store(image, in: .thumb, for: state) }
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        store(image, in: .minimumTrack, for: state)
    }
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        store(image, in: .maximumTrack, for: state)
    }

    public func thumbImage(for state: UIControl.State) -> UIImage? { stateImages[ImageKind.thumb]?[state.rawValue] }
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        stateImages[ImageKind.minimumTrack]?[state.rawValue]
    }
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        stateImages[ImageKind.maximumTrack]?[state.rawValue]
    }

    public var currentThumbImage: UIImage? { currentImage(.thumb) }
    public var currentMinimumTrackImage: UIImage? { currentImage(.minimumTrack) }
    public var currentMaximumTrackImage: UIImage? { currentImage(.maximumTrack) }

    enum ImageKind: Hashable { case thumb, minimumTrack, maximumTrack }

    private func store(_ image: UIImage?, in kind: ImageKind, for state: UIControl.State) {
        stateImages[kind, default: [:]][state.rawValue] = image
        invalidateIntrinsicContentSize()
        valueDidChange()
    }

    private func currentImage(_ kind: ImageKind) -> UIImage? {
        let images = stateImages[kind] ?? [:]
        return images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The thumb's size: the current thumb image's, else the 28 pt circle.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    }
}
