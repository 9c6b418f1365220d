import Previews
import UIKit

/// One cell of the variant matrix a preview is rendered in.
public struct PreviewVariant: Hashable, Sendable {
    public var appearance: UIUserInterfaceStyle
    public var orientation: PreviewOrientation

    public init(appearance: UIUserInterfaceStyle = .light, orientation: PreviewOrientation = .portrait) {
        self.appearance = appearance
        self.orientation = orientation
    }

    /// The variant part of an export file name: `light-portrait`.
    public var slug: String {
        "\(appearance == .dark ? "dark" : "light")-\(orientation.isLandscape ? "landscape" : "portrait")"
    }
}
