import Previews
import UIKit

/// One cell of the variant matrix a preview is rendered in.
public struct PreviewVariant: Codable, Hashable, Sendable {
    public var appearance: UIUserInterfaceStyle
    public var orientation: PreviewOrientation

    public init(appearance: UIUserInterfaceStyle = .light, orientation: PreviewOrientation = .portrait) {
        self.appearance = appearance
        self.orientation = orientation
    }

    /// The variant part of an export file name: `light-portrait`, `dark-landscapeRight`.
    /// `landscapeLeft` is written as `landscape`, the orientation `--orientation landscape` selects.
    public var slug: String {
        let orientationName: String
        switch orientation {
        case .portrait: orientationName = "portrait"
        case .landscapeLeft: orientationName = "landscape"
        case .landscapeRight, .portraitUpsideDown: orientationName = orientation.rawValue
        }
        return "\(appearance == .dark ? "dark" : "light")-\(orientationName)"
    }
}
