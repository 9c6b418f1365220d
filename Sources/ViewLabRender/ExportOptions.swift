import Previews
import UIKit

/// What `viewlab export` renders and where it writes.
public struct ExportOptions {
    /// The folder files are written into (created if needed).
    public var outputDirectory: URL
    /// Only previews whose id contains one of these (case-insensitive); empty means all.
    public var filters: [String] = []
    public var appearances: [UIUserInterfaceStyle] = [.light]
    public var orientations: [PreviewOrientation] = [.portrait]
    public var device: DeviceProfile = .iPhone15
    /// Pixels per point; nil uses the device's scale.
    public var scale: CGFloat?

    public init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory
    }

    /// The variant matrix: every appearance × every orientation.
    public var variants: [PreviewVariant] {
        appearances.flatMap { appearance in orientations.map { PreviewVariant(appearance: appearance, orientation: $0) } }
    }

    /// Whether `preview` passes the filters.
    public func includes(_ preview: PreviewDescriptor) -> Bool {
        filters.isEmpty || filters.contains { preview.id.localizedCaseInsensitiveContains($0) }
    }
}
