import QuartzCore
import UIKit

extension ShellHarness {
    /// A red box on the stage's root at `frame` whose opacity animates from 0 to 1 over one second
    /// (key `fade`), added at the clock's current time.
    @discardableResult
    @MainActor func addFadingBox(frame: CGRect) -> UIView {
        let box = UIView(frame: frame)
        box.backgroundColor = .red
        stage.root.addSubview(box)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        box.layer.add(fade, forKey: "fade")
        return box
    }
}
