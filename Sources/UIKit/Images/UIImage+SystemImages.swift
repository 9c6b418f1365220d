import Foundation

extension UIImage {
    /// The images of the system's standard buttons (Apple, iOS 13: `UIImage.add`, `.remove`,
    /// `.actions`, `.checkmark`, `.strokedCheckmark`), as symbol images. Apple does not name the
    /// symbols; ViewLab draws these ones: `checkmark`, `checkmark.circle`, `plus.circle`,
    /// `minus.circle`, `ellipsis.circle` — an empty image where ViewLab has no glyph for the name
    /// (`UIImage.availableSystemNames`).
    public class var checkmark: UIImage { systemImage("checkmark") }
    public class var strokedCheckmark: UIImage { systemImage("checkmark.circle") }
    public class var add: UIImage { systemImage("plus.circle") }
    public class var remove: UIImage { systemImage("minus.circle") }
    public class var actions: UIImage { systemImage("ellipsis.circle") }

    private static func systemImage(_ name: String) -> UIImage { UIImage(systemName: name) ?? UIImage() }
}
