import Foundation
import ImageIO

/// Writes rendered images as PNG files, atomically (a temporary file renamed into place).
public enum PNGFile {
    /// Encodes `image` and writes it to `url`; `scale` sets the pixel density chunk and
    /// `description` goes into a `Description` text chunk naming what was rendered. `encoder`:
    /// the default one, or one told not to use every core (export workers running side by side).
    /// Returns the size of the file in bytes.
    @discardableResult
    public static func write(
        _ image: CGImage, to url: URL, scale: CGFloat, description: String, encoder: PNGEncoder = PNGEncoder()
    ) throws -> Int {
        let data = try encoder.encode(
            image, scale: scale, text: [("Software", "ViewLab"), ("Description", description)])
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw PNGError(source: url.path, reason: "cannot write the file (\(error.localizedDescription))")
        }
        return data.count
    }
}
