import Foundation

/// The device the app runs on (Apple, `UIDevice`). ViewLab's device is the one the shell or the
/// preview shows (`UIScreen.main.device`): an iPhone or iPad profile of the simulator kind, with
/// no battery or proximity sensor, so those readings stay as iOS reports them with monitoring
/// off. `name` is the model's generic name, as iOS 16 and later answer apps without the
/// user-assigned-device-name entitlement ("the value of this property is a generic device name",
/// Apple, `UIDevice.name`).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device object; what it reports follows the stage at work (its screen's device and
    /// orientation), else the host's.
    public static let current = UIDevice()

    public override init() { super.init() }

    /// The profile shown: the current main screen's device.
    private var profile: DeviceProfile { UIScreen.main.device }

    /// "iPhone" or "iPad", Apple's generic name.
    open var name: String { model }
    /// "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The localised model (ViewLab: U.S. English, the same as `model`).
    open var localizedModel: String { model }
    /// "iOS" (iPadOS also answers "iOS" to apps).
    open var systemName: String { "iOS" }
    /// The iOS release ViewLab's API follows.
    open var systemVersion: String { UIDevice.viewlabSystemVersion }
    /// ViewLab: the version `systemVersion` reports.
    public static let viewlabSystemVersion = "17.0"
    /// The idiom of the device shown (`.phone` or `.pad`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { profile.idiom }
    /// The physical orientation: the shell's or the preview's orientation (`:orientation`,
    /// `.landscapeLeft` trait), as a device held that way reports it. The interface in
    /// `.landscapeRight` is a device turned `.landscapeLeft` (Apple: "UIInterfaceOrientationLandscapeRight
    /// = UIDeviceOrientationLandscapeLeft", because rotating the device left requires rotating the
    /// content right).
    open var orientation: UIDeviceOrientation { UIScreen.main.isLandscape ? .landscapeLeft : .portrait }
    /// Whether `orientationDidChangeNotification`s are wanted (they are never posted: ViewLab's
    /// orientation changes with `:orientation`, not by turning a device).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// True, as on every device since iOS 4.
    open var isMultitaskingSupported: Bool { true }
    /// A UUID stable for the process, as `identifierForVendor` is for an app on a device.
    open var identifierForVendor: UUID? { UIDevice.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    /// Battery monitoring: can be turned on, but there is no battery, so the state stays
    /// `.unknown` and the level −1.0 ("-1.0 if the battery state is unknown", Apple, `batteryLevel`).
    open var isBatteryMonitoringEnabled = false
    open var batteryState: BatteryState { .unknown }
    open var batteryLevel: Float { -1 }
    /// No proximity sensor: "If the device does not have a proximity sensor, this property remains
    /// false" (Apple, `isProximityMonitoringEnabled`), and the state is false.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    open var proximityState: Bool { false }
    /// The keyboard click: nothing to play.
    open func playInputClick() {}

    /// Apple's battery states.
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}
