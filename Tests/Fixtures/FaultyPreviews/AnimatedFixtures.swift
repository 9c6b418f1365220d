import Previews
import UIKit

/// A spinner whose blade turns a quarter at each quarter of a second (`CAKeyframeAnimation` on
/// `transform.rotation.z`, `.discrete`), for ever — recorded by `.viewlabTimeline`, and as a still
/// twin that `export --time` draws at one moment.
@MainActor
func makeFixtureSpinner() -> UIView {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    box.backgroundColor = .white
    let blade = CALayer()
    blade.backgroundColor = UIColor.systemBlue.cgColor
    blade.bounds = CGRect(x: 0, y: 0, width: 4, height: 16)
    blade.anchorPoint = CGPoint(x: 0.5, y: 1)
    blade.position = CGPoint(x: 20, y: 20)
    box.layer.addSublayer(blade)
    let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    spin.values = [0, Double.pi / 2, Double.pi, 3 * Double.pi / 2]
    spin.keyTimes = [0, 0.25, 0.5, 0.75, 1]
    spin.calculationMode = .discrete
    spin.duration = 1
    spin.repeatCount = .infinity
    blade.add(spin, forKey: "spin")
    return box
}

#Preview("Spinner", traits: .fixedLayout(width: 40, height: 40), .viewlabTimeline(seconds: 0.5, fps: 20)) {
    makeFixtureSpinner()
}

#Preview("Spinner still", traits: .fixedLayout(width: 40, height: 40)) {
    makeFixtureSpinner()
}
