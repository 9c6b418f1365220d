import CoreGraphics
import Foundation

/// What a navigation bar and a tab bar draw behind their items: a background view (a colour, or
/// a custom `backgroundImage` stretched over it) and the hairline along the edge next to the
/// content (the appearance's shadow colour, or a custom `shadowImage` at its own height).
@MainActor
struct BarBackground {
    let view = UIView()
    let imageView = UIImageView()
    let hairline = UIImageView()

    /// Puts the views in `bar`: the background first, the hairline above it.
    func install(in bar: UIView) {
        view.isUserInteractionEnabled = false
        imageView.contentMode = .scaleToFill
        view.addSubview(imageView)
        bar.addSubview(view)
        bar.addSubview(hairline)
    }

    /// Shows `image` (nil: `color`) over `frame`, and the hairline as `shadow` (nil: `shadowColor`,
    /// one pixel at `scale`); returns the hairline's height.
    func update(
        frame: CGRect, image: UIImage?, color: UIColor?, shadow: UIImage?, shadowColor: UIColor?, scale: CGFloat
    ) -> CGFloat {
        view.frame = frame
        view.backgroundColor = image == nil ? color : nil
        if imageView.image !== image { imageView.image = image }  // a new image lays the bar out again
        imageView.frame = view.bounds
        if hairline.image !== shadow { hairline.image = shadow }
        hairline.backgroundColor = shadow == nil ? shadowColor : nil
        return shadow.map { $0.size.height } ?? 1 / max(1, scale)
    }
}
