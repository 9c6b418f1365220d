@_spi(ViewLab) import QuartzCore

/// ViewLab: the environment a window's work is bound to (`UIWindow.performWithEnvironment`, a
/// stage's `perform`): Core Animation's part (the media clock) and UIKit's — the screen
/// `UIScreen.main` answers, the log `LifecycleLog.current` records into, the theme
/// `Theme.current` reads. One value, bound once per piece of work (`WorkEnvironment.perform`);
/// a nil field is the host's default. (ViewLab SPI.)
@_spi(ViewLab) public final class WindowEnvironment: WorkEnvironment, @unchecked Sendable {
    /// What `UIScreen.main` is; nil: the host's main screen.
    public let screen: UIScreen?
    /// What `LifecycleLog.current` is; nil: the host's log (`UIView.lifecycleLog`).
    public let lifecycleLog: LifecycleLog?
    /// What `Theme.current` is; nil: the host's theme (`Theme.active`).
    public let theme: Theme?

    public init(screen: UIScreen?, lifecycleLog: LifecycleLog?, mediaClock: CAMediaClock?, theme: Theme?) {
        self.screen = screen
        self.lifecycleLog = lifecycleLog
        self.theme = theme
        super.init(mediaClock: mediaClock)
    }

    public override func replacing(mediaClock: CAMediaClock?) -> WorkEnvironment {
        WindowEnvironment(screen: screen, lifecycleLog: lifecycleLog, mediaClock: mediaClock, theme: theme)
    }

    /// The window environment bound on this thread, if any.
    public static var bound: WindowEnvironment? { WorkEnvironment.current as? WindowEnvironment }

    /// The host's environment as a window environment (its clock kept; no screen, log or theme of
    /// its own yet when the host set only a clock).
    static var hostWindow: WindowEnvironment {
        let host = WorkEnvironment.host
        return host as? WindowEnvironment
            ?? WindowEnvironment(screen: nil, lifecycleLog: nil, mediaClock: host.mediaClock, theme: nil)
    }

    /// Replaces one of the host's values (nil arguments: kept), in one step.
    static func updateHost(screen: UIScreen? = nil, theme: Theme? = nil) {
        WorkEnvironment.updateHost { host in
            let window = host as? WindowEnvironment
            return WindowEnvironment(
                screen: screen ?? window?.screen, lifecycleLog: window?.lifecycleLog, mediaClock: host.mediaClock,
                theme: theme ?? window?.theme)
        }
    }

    /// The environment bound now with the values given in place of its own (nil: kept).
    static func overriding(
        screen: UIScreen? = nil, lifecycleLog: LifecycleLog? = nil, mediaClock: CAMediaClock? = nil, theme: Theme? = nil
    ) -> WindowEnvironment {
        let outer = WorkEnvironment.current, window = outer as? WindowEnvironment
        return WindowEnvironment(
            screen: screen ?? window?.screen, lifecycleLog: lifecycleLog ?? window?.lifecycleLog,
            mediaClock: mediaClock ?? outer?.mediaClock, theme: theme ?? window?.theme)
    }
}
