import CoreGraphics

/// The status bar of a window scene (Apple: `UIStatusBarManager`, iOS 13, which replaced
/// `UIApplication`'s status-bar properties). ViewLab draws no status bar but answers what iOS
/// answers on the device shown: hidden in landscape on iPhones (since iOS 8) — `statusBarFrame`
/// is then empty — and otherwise as tall as the top safe-area inset of devices without a sensor
/// housing (20 pt; 24 on iPads), 54 pt on Dynamic Island iPhones (Apple's status bar height
/// there; their safe area adds 5 pt).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// Whether the status bar is hidden: in landscape on iPhones.
    open var isStatusBarHidden: Bool {
        let screen = scene.screen
        return screen.isLandscape && screen.device.idiom == .phone
    }

    /// The status bar's frame in the scene's coordinate space; `.zero` when hidden.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = scene.screen, top = screen.device.safeAreaInsets(landscape: screen.isLandscape).top
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: top > 50 ? top - 5 : top)
    }

    /// `.default` (the app sets its own through its view controllers on iOS 9 and later).
    open var statusBarStyle: UIStatusBarStyle { .default }
}
