/// Whether the device reports touch force (3D Touch). Apple: `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable, CaseIterable {
    case unknown = 0, unavailable = 1, available = 2
}

extension UITraitCollection {
    /// `.unavailable` on every ViewLab device, as on the iPhones since the iPhone 11 and on iPads,
    /// which have no 3D Touch (Apple, `UITraitCollection.forceTouchCapability`: "check this
    /// property before using force-based features"; 3D Touch shipped from the iPhone 6s to the
    /// iPhone XS). Code that branches on it takes its long-press path, as on those devices.
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }
}
