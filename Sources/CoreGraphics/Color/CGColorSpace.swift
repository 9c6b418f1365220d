import Foundation

/// A colour space. ViewLab renders in sRGB; device RGB and sRGB are the same here, and gray is
/// converted to RGB when drawn.
public final class CGColorSpace: @unchecked Sendable {
    /// The colour model of a colour space.
    public enum Model: Int32, Sendable { case monochrome = 0, rgb = 1 }

    public let model: Model
    public let name: String?

    init(model: Model, name: String?) {
        self.model = model
        self.name = name
    }

    /// `init?(name:)` for the names ViewLab knows (`CGColorSpace.sRGB`, `.genericGrayGamma2_2`,
    /// `.linearGray`, `.displayP3` — mapped to sRGB).
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.extendedSRGB: self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray: self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
}

/// The device-dependent RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }
/// The device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }
