import Foundation

/// Conversions between sRGB and Core Image's linear working space (the sRGB transfer function,
/// IEC 61966-2-1).
enum WorkingColorSpace {
    /// An sRGB-encoded component (0…1) in linear light.
    static func linear(_ c: Float) -> Float {
        c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// A linear component in sRGB encoding.
    static func encoded(_ c: Float) -> Float {
        let c = max(c, 0)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * powf(c, 1 / 2.4) - 0.055
    }

    /// 4097 entries over 0…1: a linear component's sRGB encoding (fine enough for 8-bit output).
    static let encodedTable: [Float] = (0...4096).map { encoded(Float($0) / 4096) }

    /// A linear component (clamped to 0…1) as an 8-bit sRGB value, through `encodedTable`.
    static func encodedByte(_ c: Float) -> UInt8 {
        let i = Int((min(max(c, 0), 1) * 4096).rounded())
        return UInt8((encodedTable[i] * 255).rounded())
    }

    /// 256 entries: an 8-bit sRGB component in linear light.
    static let linearTable: [Float] = (0..<256).map { linear(Float($0) / 255) }

    /// An unpremultiplied sRGB colour as a premultiplied working-space pixel.
    static func pixel(red: Float, green: Float, blue: Float, alpha: Float) -> SIMD4<Float> {
        SIMD4(linear(red) * alpha, linear(green) * alpha, linear(blue) * alpha, alpha)
    }

    /// Rec. 709 luminance of a linear colour, what Core Image's monochrome filters keep.
    static func luminance(_ c: SIMD4<Float>) -> Float {
        0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
    }
}
