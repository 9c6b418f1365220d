import UIKit
import ViewLabRender

/// How a value becomes one or more reference images: the device and traits it is rendered with,
/// its layout, the cells of a matrix, and how closely a render must match its reference.
///
/// `.image` renders one image; `.images(appearance:orientation:contentSize:)` renders one per
/// cell of a matrix, each with its own reference (see `Snapshotting+Matrix.swift`).
public struct Snapshotting: Sendable {
    /// One image of a strategy: the suffix of its reference name and the settings it renders with.
    public struct Cell: Sendable, Equatable {
        /// Appended to the snapshot's name: empty for a single image, `-dark-landscape-AX3` in a matrix.
        public var suffix: String
        /// Appearance, orientation, text size and layout direction.
        public var variant: PreviewVariant
    }

    /// The simulated device (its scale is the one of the `displayScale` trait when one is given).
    public var device: DeviceProfile
    public var layout: SnapshotLayout
    /// The share of pixels that must match, 0…1 (`PerceptualComparison.precision`).
    public var precision: Double
    /// 1 − the largest ΔE/100 a matching pixel may have (`PerceptualComparison.perceptualPrecision`).
    public var perceptualPrecision: Double
    public var cells: [Cell]

    /// The comparison this strategy's precisions describe.
    public var comparison: PerceptualComparison {
        PerceptualComparison(precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// One image on `device` with `traits`: the appearance (`userInterfaceStyle`), text size
    /// (`preferredContentSizeCategory`), layout direction and display scale they specify; what
    /// they leave unspecified keeps the device's default (light, large, left-to-right, its scale).
    public static func image(
        device: DeviceProfile = .iPhone15, traits: UITraitCollection = UITraitCollection(),
        layout: SnapshotLayout = .device, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Snapshotting {
        var variant = PreviewVariant()
        if traits.userInterfaceStyle != .unspecified { variant.appearance = traits.userInterfaceStyle }
        if traits.preferredContentSizeCategory != .unspecified {
            variant.contentSizeCategory = traits.preferredContentSizeCategory
        }
        if traits.layoutDirection != .unspecified { variant.layoutDirection = traits.layoutDirection }
        var device = device
        if traits.displayScale > 0 { device.scale = traits.displayScale }
        return Snapshotting(
            device: device, layout: layout, precision: precision, perceptualPrecision: perceptualPrecision,
            cells: [Cell(suffix: "", variant: variant)])
    }

    /// One image on an iPhone 15, light, portrait, filling the screen, matching exactly.
    public static var image: Snapshotting { .image() }
}
