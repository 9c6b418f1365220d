@_spi(ViewLab) import QuartzCore

// MARK: - What a window's work reads without a view

extension UIWindow {
    /// ViewLab: runs `body` as this window's work — with what code reads without a view bound to
    /// this window's values (one `WindowEnvironment`, bound once), scoped to `body` and to this
    /// thread (nothing process-wide changes):
    ///
    /// - `UIScreen.main` is the window's `screen`. Apple deprecates `UIScreen.main` (iOS 16) for
    ///   "a UIScreen instance found through context instead (i.e, view.window.windowScene.screen)";
    ///   code that still reads `UIScreen.main.scale` gets the device it runs on, as on that device.
    /// - `CACurrentMediaTime()` reads the window's `mediaClock` (if set), and animations added
    ///   run on it.
    /// - `LifecycleLog.current` is the window's `lifecycleLog`.
    /// - `Theme.current` is the window's `theme` (if set), for fonts and `UIColor(named:)` made now.
    ///
    /// The run-loop turn and the flush of the implicit transaction run each window's layout and
    /// display this way, so two windows of different stages never draw with each other's.
    @_spi(ViewLab) public func performWithEnvironment<Result>(_ body: () throws -> Result) rethrows -> Result {
        try UIWindow.withEnvironment(
            screen: screen, lifecycleLog: lifecycleLog, mediaClock: mediaClock, theme: theme, body)
    }

    /// ViewLab: runs `body` with these values bound as `performWithEnvironment` binds a window's
    /// (for a host that holds them itself, such as a stage; nil clock or theme: left as they are).
    @_spi(ViewLab) nonisolated public static func withEnvironment<Result>(
        screen: UIScreen, lifecycleLog: LifecycleLog, mediaClock: CAMediaClock?,
        theme: Theme?, _ body: () throws -> Result
    ) rethrows -> Result {
        try WindowEnvironment.overriding(
            screen: screen, lifecycleLog: lifecycleLog, mediaClock: mediaClock, theme: theme
        ).perform(body)
    }
}
