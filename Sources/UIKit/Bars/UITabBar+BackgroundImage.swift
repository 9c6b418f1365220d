import CoreGraphics
import Foundation

extension UITabBar {
    /// The hairline image drawn now: `shadowImage` counts only with a custom background image
    /// (Apple, `UITabBar.shadowImage`: "to use a custom shadow image, you must also set a custom
    /// background image"); nil: the appearance's hairline colour.
    var drawnShadowImage: UIImage? { backgroundImage == nil ? nil : shadowImage }

    /// The selected item's indicator (Apple, `selectionIndicatorImage`: "the image to use for the
    /// selection indicator"), filling the item's slot behind its image and title; a resizable
    /// image stretches by its cap insets.
    func selectionIndicator(_ image: UIImage, size: CGSize) -> UIImageView {
        let view = UIImageView(image: image)
        view.contentMode = .scaleToFill
        view.isUserInteractionEnabled = false
        view.frame = CGRect(origin: .zero, size: size)
        return view
    }
}
