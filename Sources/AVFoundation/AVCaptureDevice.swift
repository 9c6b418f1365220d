import Foundation

/// A camera or microphone (`AVCaptureDevice`). ViewLab has none, as a simulator has no camera:
/// `default(for:)` gives nil, the authorization status is `.notDetermined`, and a request for
/// access is answered no.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// Where a camera faces.
    public enum Position: Int, Sendable {
        case unspecified, back, front
    }

    /// A kind of device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    /// The torch's setting.
    public enum TorchMode: Int, Sendable {
        case off, on, auto
    }

    private override init() { super.init() }

    /// The default device for `mediaType`: none here.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position)
        -> AVCaptureDevice?
    {
        nil
    }

    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }

    /// Asks for access; the answer here is no, on an arbitrary queue as on iOS (here the main one).
    open class func requestAccess(
        for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
    ) {
        DispatchQueue.main.async { handler(false) }
    }

    open var hasTorch: Bool { false }
    open var position: Position { .unspecified }
}
