import Previews
import UIKit

/// One cell of the variant matrix a preview is rendered in: appearance × orientation × device ×
/// text size × layout direction.
public struct PreviewVariant: Codable, Hashable, Sendable {
    public var appearance: UIUserInterfaceStyle
    public var orientation: PreviewOrientation
    /// The device by `DeviceProfile.name`; nil uses the export's device.
    public var deviceName: String?
    public var contentSizeCategory: UIContentSizeCategory
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// The theme (name or path); nil uses the active theme.
    public var themeName: String?
    /// Normal or increased contrast (`--contrast normal,high`).
    public var contrast: UIAccessibilityContrast

    public init(
        appearance: UIUserInterfaceStyle = .light, orientation: PreviewOrientation = .portrait,
        deviceName: String? = nil,
        contentSizeCategory: UIContentSizeCategory = .large,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        themeName: String? = nil, contrast: UIAccessibilityContrast = .normal
    ) {
        self.themeName = themeName
        self.contrast = contrast
        self.appearance = appearance
        self.orientation = orientation
        self.deviceName = deviceName
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The variant part of an export file name. Always `<appearance>-<orientation>`
    /// (`light-portrait`; `landscapeLeft` is written `landscape`), then only what differs from the
    /// defaults: the device (`-iPhone-SE-3rd-generation`), the text size (`-AX3`, `-XL`…), `-rtl`,
    /// increased contrast (`-high-contrast`) and the theme (`-theme-projector`).
    /// Every dimension that varies appears, so names never collide.
    public var slug: String {
        let orientationName: String
        switch orientation {
        case .portrait: orientationName = "portrait"
        case .landscapeLeft: orientationName = "landscape"
        case .landscapeRight, .portraitUpsideDown: orientationName = orientation.rawValue
        }
        var slug = "\(appearance == .dark ? "dark" : "light")-\(orientationName)"
        if let deviceName {
            let words = deviceName.split { !($0.isLetter || $0.isNumber) }
            slug += "-" + words.joined(separator: "-")
        }
        if contentSizeCategory != .large, contentSizeCategory != .unspecified {
            slug += "-" + contentSizeCategory.shortName
        }
        if layoutDirection == .rightToLeft { slug += "-rtl" }
        if contrast == .high { slug += "-high-contrast" }
        if let themeName {
            let base = themeName.split(separator: "/").last.map { String($0) } ?? themeName
            let words = (base.hasSuffix(".json") ? String(base.dropLast(5)) : base).split {
                !($0.isLetter || $0.isNumber)
            }
            slug += "-theme-" + words.joined(separator: "-")
        }
        return slug
    }
}

extension UIContentSizeCategory {
    /// The short names used in file names and flags: `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`,
    /// `AX1` … `AX5`.
    public var shortName: String {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        guard let index = UIContentSizeCategory.allCategories.firstIndex(of: self), index < names.count else {
            return "L"
        }
        return names[index]
    }

    /// The category for a short name (case-insensitive), or nil.
    public init?(shortName: String) {
        guard
            let match = UIContentSizeCategory.allCategories.first(where: {
                $0.shortName.caseInsensitiveCompare(shortName) == .orderedSame
            })
        else { return nil }
        self = match
    }
}

extension UIContentSizeCategory: Codable {}
extension UIAccessibilityContrast: Codable {}
extension UITraitEnvironmentLayoutDirection: Codable {}
