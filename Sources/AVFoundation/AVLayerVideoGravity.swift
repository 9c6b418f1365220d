import Foundation

/// How a player or capture preview layer fits its video in its bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Stretched to fill the bounds.
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
    /// Fitted inside the bounds, aspect ratio kept (the default).
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    /// Filling the bounds, aspect ratio kept, cropped.
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
}
