@_spi(ViewLab) import QuartzCore
import UIKit

// MARK: - Animation: presentation values, UIView blocks, the media clock

extension Bindings {
    static let animation: [AnyTypeBinding] = [
        NullaryClosureBinding<Void>(fallback: {}),
        ClosureBinding<Bool, Void>(fallback: {}),
        TypeBinding<CALayer>(extending: "CALayer")
            .method(
                "presentation",
                doc: "A copy of the layer as it is on screen: its animations applied at the media clock's time."
            ) {
                (layer: CALayer) in layer.presentation()
            }
            .method("model") { (layer: CALayer) in layer.model() }
            .method("removeAllAnimations") { (layer: CALayer) in layer.removeAllAnimations() },
        TypeBinding<CAShapeLayer>(extending: "CAShapeLayer")
            .method("presentation", doc: "The shape layer as it is on screen (its animated strokeEnd, path…).") {
                (layer: CAShapeLayer) in layer.presentation()
            },
        TypeBinding<UIView>(extending: "UIView")
            .staticMethod("animate", ["withDuration", "animations"]) { (d: Double, a: @escaping () -> Void) in
                UIView.animate(withDuration: d, animations: a)
            }
            .staticMethod("animate", ["withDuration", "animations", "completion"]) {
                (d: Double, a: @escaping () -> Void, c: @escaping (Bool) -> Void) in
                UIView.animate(withDuration: d, animations: a, completion: c)
            }
            .staticMethod("animate", ["withDuration", "delay", "animations", "completion"]) {
                (d: Double, delay: Double, a: @escaping () -> Void, c: @escaping (Bool) -> Void) in
                UIView.animate(withDuration: d, delay: delay, options: [], animations: a, completion: c)
            }
            .staticMethod("performWithoutAnimation", ["_"]) { (a: @escaping () -> Void) in
                UIView.performWithoutAnimation(a)
            },
        GlobalBinding(entries: [
            function(
                "CACurrentMediaTime",
                doc:
                    "The media clock's time in seconds (ViewLab: virtual, moved by :time, :step and advanceMediaClock)."
            ) { () in
                CACurrentMediaTime()
            },
            .function(
                name: "advanceMediaClock", parameters: [Double.self], result: Void.self,
                doc:
                    "ViewLab: moves the media clock forward by the seconds given, as :step does (for a lesson's probes; reverted with them).",
                undo: { _ in
                    let before = CAMediaClock.current.time
                    return { CAMediaClock.current.set(to: before) }
                }
            ) { a in
                let seconds: Double = try cast(a[0])
                guard seconds.isFinite, seconds >= 0 else {
                    throw ShellError("expected a number of seconds (0 or more), got \(seconds)")
                }
                CAMediaClock.current.advance(by: seconds)
                return ()
            },
        ]),
    ]

    static func function<R>(_ name: String, doc: String = "", _ body: @escaping () throws -> R) -> GlobalBinding.Entry {
        .function(name: name, parameters: [], result: R.self, doc: doc) { _ in try body() }
    }
}
