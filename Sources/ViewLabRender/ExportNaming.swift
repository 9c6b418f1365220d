import Foundation
import Previews

/// The stable, collision-free file naming scheme of exports:
/// `<File>/<Name>.<appearance>-<orientation>.png`, relative to the output folder. Preview ids are
/// unique and already filesystem-safe (`<File>/<Name>`), so adding the variant keeps names unique.
public enum ExportNaming {
    public static func relativePath(for preview: PreviewDescriptor, variant: PreviewVariant) -> String {
        "\(preview.id).\(variant.slug).png"
    }
}
