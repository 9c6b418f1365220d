import Foundation

extension RunLoop.Mode {
    /// The mode the main run loop runs in while UIKit tracks a touch in a control or a scroll view
    /// (`UITrackingRunLoopMode`, declared by UIKit on iOS). Timers added for `.common` fire in it;
    /// ViewLab's run loop never enters it, so a timer added only for `.tracking` does not fire.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
