import Foundation

/// A capture input (`AVCaptureInput`).
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A capture output (`AVCaptureOutput`).
open class AVCaptureOutput: NSObject, @unchecked Sendable {}

/// A device as a session's input (`AVCaptureDeviceInput`).
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice

    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// Connects inputs to outputs (`AVCaptureSession`). With no device here, a session has nothing to
/// run: inputs and outputs can be added (and are kept), `startRunning()` leaves it not running.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// The quality of what the session captures.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    }

    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open var sessionPreset = Preset.high
    open var isRunning: Bool { false }

    public override init() { super.init() }

    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
    open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    open func addOutput(_ output: AVCaptureOutput) { if canAddOutput(output) { outputs.append(output) } }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func startRunning() {}
    open func stopRunning() {}
}
