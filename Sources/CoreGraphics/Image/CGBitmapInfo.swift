/// A bitmap's layout: the `CGImageAlphaInfo` in the low bits plus a byte order.
///
/// `CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue` is the
/// native layout (BGRA in memory on little-endian machines) that cairo draws in directly.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo, byteOrder: CGImageByteOrderInfo = .orderDefault) {
        self.init(rawValue: alphaInfo.rawValue | byteOrder.rawValue)
    }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 0x100)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)
    public static var byteOrderDefault: CGBitmapInfo { CGBitmapInfo(rawValue: 0) }

    /// The alpha info part (nil for values Core Graphics does not define).
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }
    /// The byte order part.
    public var byteOrder: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & 0x7000) }
}
