import Foundation

/// Animated images (Apple: `UIImage.animatedImage(with:duration:)`, `animatedImageNamed(_:duration:)`).
/// An animated image is its first frame — its size, scale and bitmap are the first frame's, and
/// drawing it draws that frame — carrying all its frames in `images`; a `UIImageView` showing it
/// plays the frames on the media clock (see `UIImageView.startAnimating()`).
extension UIImage {
    /// An image of `images` played in order over `duration` seconds; nil without frames.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = first.copy(renderingMode: first.renderingMode)
        guard animated !== first else { return nil }  // a frame without a bitmap
        animated.images = images
        animated.duration = duration.isFinite ? max(duration, 0) : 0
        return animated
    }

    /// The frames named `name` followed by a number — `name0`, `name1`, … up to `name1024`,
    /// as Apple documents ("this method would attempt to load images from files with the names
    /// 'image0', 'image1' and so on all the way up to 'image1024'"), stopping at the first gap
    /// after a frame was found — played over `duration` seconds; nil when none is found.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        let folders = searchFolders(bundle: nil)
        for index in 0...1024 {
            // Probed quietly (UIImage(named:) would report each missing number).
            let frameName = "\(name)\(index)"
            guard findVariant(named: frameName, scale: UIScreen.mainScale, in: folders) != nil,
                let frame = UIImage(named: frameName)
            else {
                if !frames.isEmpty || index > 0 { break }
                continue
            }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
}
