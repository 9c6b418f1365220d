import CoreGraphics

extension UIWindow {
    /// The scene the window belongs to (Apple: `windowScene`, iOS 13). A new window is attached
    /// to its screen's scene. Setting a scene moves the window to that scene's screen; setting nil
    /// detaches it — it leaves the scene's `windows`, as Apple documents ("Setting the value to
    /// nil removes the window from the scene").
    public var windowScene: UIWindowScene? {
        get { attachedScene }
        set {
            guard newValue !== attachedScene else { return }
            attachedScene?.detach(self)
            attachedScene = nil
            guard let scene = newValue else { return }
            screen = scene.screen
            attach(to: scene)
        }
    }

    /// Attaches the window to `scene` (it joins the end of the scene's `windows`).
    func attach(to scene: UIWindowScene) {
        attachedScene = scene
        scene.attach(self)
    }
}
