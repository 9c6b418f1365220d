import Previews
import UIKit
import ViewLabRender

extension Snapshotting {
    /// One image per combination of `appearance` × `orientation` × `contentSize`, each compared
    /// with its own reference. A cell's name is the snapshot's name followed by its variant, as
    /// `viewlab export` names files: `-light-portrait`, `-dark-landscape`, `-dark-landscape-AX3`
    /// (the text size only when it is not the default `.large`; `PreviewVariant.slug`).
    public static func images(
        appearance: [UIUserInterfaceStyle] = [.light, .dark], orientation: [PreviewOrientation] = [.portrait],
        contentSize: [UIContentSizeCategory] = [.large], device: DeviceProfile = .iPhone15,
        layout: SnapshotLayout = .device,
        precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Snapshotting {
        var cells: [Cell] = []
        for style in appearance {
            for turn in orientation {
                for size in contentSize {
                    let variant = PreviewVariant(appearance: style, orientation: turn, contentSizeCategory: size)
                    cells.append(Cell(suffix: "-" + variant.slug, variant: variant))
                }
            }
        }
        return Snapshotting(
            device: device, layout: layout, precision: precision, perceptualPrecision: perceptualPrecision, cells: cells
        )
    }
}

extension PreviewOrientation {
    /// Landscape with the home side on the right, as `viewlab export` and `.images` name it `landscape`.
    public static var landscape: PreviewOrientation { .landscapeLeft }
}
