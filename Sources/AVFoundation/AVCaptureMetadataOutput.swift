import CoreGraphics
import Foundation

/// Something found in captured video: a code or a face (`AVMetadataObject`).
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// A kind of metadata object.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let code128 = ObjectType(rawValue: "com.intermec.Code128")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let face = ObjectType(rawValue: "face")
    }

    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
}

/// A machine-readable code found in video (`AVMetadataMachineReadableCodeObject`).
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    open var stringValue: String? { nil }
    open var corners: [CGPoint] { [] }
}

/// Told about metadata objects a session finds (`AVCaptureMetadataOutputObjectsDelegate`).
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection
    ) {}
}

/// A connection between a session's input and output (`AVCaptureConnection`).
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    /// The orientation video is captured in.
    public enum VideoOrientation: Int, Sendable {
        case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft
    }

    open var videoOrientation = VideoOrientation.portrait
    open var isVideoOrientationSupported: Bool { true }
    open var isEnabled = true
}

/// Finds codes and faces in captured video (`AVCaptureMetadataOutput`). Nothing is captured here,
/// so the delegate is never called; the types available are those ViewLab names.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
        [.qr, .ean13, .ean8, .code128, .code39, .pdf417, .aztec, .dataMatrix, .upce, .face]
    }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open private(set) weak var metadataObjectsDelegate: AVCaptureMetadataOutputObjectsDelegate?
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?

    public override init() { super.init() }

    open func setMetadataObjectsDelegate(
        _ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue: DispatchQueue?
    ) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = queue
    }
}
