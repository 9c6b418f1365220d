import Foundation
import TestSupport

/// A package written the way open-source UIKit components are written for Xcode — `@objc`,
/// `#selector` target–action, gesture recognizer subclasses, selector timers and notifications,
/// `@objc` delegates with optional methods, `#keyPath`, overrides in extensions, `import Darwin`,
/// `#Preview` with only `import UIKit` — compiled unchanged through the source bridge.
///
/// Every check view builds itself in `init(frame:)`: it runs its mechanism and turns
/// `.systemGreen` when the method the selector names really ran (with the right argument),
/// `.systemRed` otherwise. Each has a 40×40 `#Preview`.
enum BridgeFixtures {
    static let files: [String: String] = [
        "StarButton.swift": """
        import UIKit.UIControl

        /// A control that wires itself with target–action, as star-rating buttons do.
        open class StarButton: UIControl {
            var log: [String] = []

            public override init(frame: CGRect) {
                super.init(frame: frame)
                addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                addTarget(self, action: #selector(valueDidChange), for: .valueChanged)
            }

            public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            @objc private func tapped(_ sender: StarButton) { sender.log.append("tapped") }

            @objc
            func valueDidChange() { log.append("value") }
        }

        /// A subclass with its own action, and an override of its superclass's.
        final class HalfStarButton: StarButton {
            @objc override func valueDidChange() { log.append("half value") }
            @IBAction func reset(sender: Any) { log.append("reset") }
        }

        final class TargetActionCheck: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let button = HalfStarButton(frame: .zero)
                button.addTarget(button, action: #selector(HalfStarButton.reset(sender:)), for: .touchUpInside)
                button.sendActions(for: .touchUpInside)
                button.sendActions(for: .valueChanged)
                button.removeTarget(button, action: #selector(HalfStarButton.reset(sender:)), for: .touchUpInside)
                button.sendActions(for: .touchUpInside)
                let ok = button.log == ["tapped", "reset", "half value", "tapped"]
                    && button.actions(forTarget: button, forControlEvent: .touchUpInside) == ["tapped:"]
                backgroundColor = ok ? .systemGreen : .systemRed
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        #Preview("Target action", traits: .fixedLayout(width: 40, height: 40)) {
            TargetActionCheck(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        }

        """,
        "SwipeRecognizer.swift": """
        import UIKit
        import UIKit.UIGestureRecognizerSubclass

        /// A custom recognizer, as libraries write with the subclass header.
        final class SwipeRecognizer: UIGestureRecognizer {
            override init(target: Any?, action: Selector?) {
                super.init(target: target, action: action)
            }

            func simulateSwipe() { state = .recognized }
        }

        final class GestureCheck: UIView {
            private var received: UIGestureRecognizer?

            override init(frame: CGRect) {
                super.init(frame: frame)
                let swipe = SwipeRecognizer(target: self, action: #selector(handleSwipe(_:)))
                addGestureRecognizer(swipe)
                swipe.simulateSwipe()
                backgroundColor = received === swipe ? .systemGreen : .systemRed
            }

            required init?(coder: NSCoder) { fatalError() }

            @objc private func handleSwipe(_ recognizer: UIGestureRecognizer) { received = recognizer }
        }

        #Preview("Gesture", traits: .fixedLayout(width: 40, height: 40)) {
            GestureCheck(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        }

        """,
        "Ticker.swift": """
        import Darwin
        import UIKit

        /// A helper object in the style of loading indicators: a selector timer, a selector
        /// notification observer, and `perform(_:)`.
        final class Ticker: NSObject {
            var ticks = 0
            var notes = 0
            var finished = false

            func start() {
                let timer = Timer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                timer.fire()
                timer.invalidate()
                NotificationCenter.default.addObserver(self, selector: #selector(themeChanged(_:)), name: .tickerTheme, object: nil)
                NotificationCenter.default.post(name: .tickerTheme, object: self)
                NotificationCenter.default.removeObserver(self)
                NotificationCenter.default.post(name: .tickerTheme, object: self)
                if responds(to: #selector(finish)) { perform(#selector(finish)) }
            }

            @objc func tick(_ timer: Timer) { ticks += Int(floor(sqrt(4.0))) / 2 }
            @objc func themeChanged(_ note: Notification) { if note.object as AnyObject? === self { notes += 1 } }
            @objc func finish() { finished = true }
        }

        extension Notification.Name {
            static let tickerTheme = Notification.Name("TickerTheme")
        }

        final class TimerCheck: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let ticker = Ticker()
                ticker.start()
                let ok = ticker.ticks == 1 && ticker.notes == 1 && ticker.finished && !ticker.responds(to: Selector("missing"))
                backgroundColor = ok ? .systemGreen : .systemRed
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        #Preview("Timer", traits: .fixedLayout(width: 40, height: 40)) {
            TimerCheck(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        }

        """,
        "RatingView.swift": """
        import UIKit

        @objc public protocol RatingViewDelegate: AnyObject {
            @objc optional func ratingView(_ ratingView: RatingView, didUpdate rating: Double)
            @objc optional func ratingViewShouldUpdate(_ ratingView: RatingView) -> Bool
        }

        /// A rating view with an optional-method delegate and its layer animated by key path.
        @IBDesignable open class RatingView: UIView {
            @IBOutlet public weak var delegate: RatingViewDelegate?
            let fill = CAShapeLayer()
            @objc @IBInspectable public var rating: Double = 0 {
                didSet {
                    if delegate?.ratingViewShouldUpdate?(self) ?? true {
                        delegate?.ratingView?(self, didUpdate: rating)
                    }
                }
            }

            public override init(frame: CGRect) {
                super.init(frame: frame)
                fill.fillColor = UIColor.systemGreen.cgColor
                layer.addSublayer(fill)
                let animation = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
                animation.toValue = 1
                fill.add(animation, forKey: #keyPath(CAShapeLayer.strokeEnd))
            }

            public required init?(coder: NSCoder) { fatalError() }
        }

        final class Listener: NSObject, RatingViewDelegate {
            var received: Double?
            func ratingView(_ ratingView: RatingView, didUpdate rating: Double) { received = rating }
        }

        final class DelegateCheck: UIView {
            let listener = Listener()

            override init(frame: CGRect) {
                super.init(frame: frame)
                let rating = RatingView(frame: bounds)
                rating.delegate = listener
                rating.setValue(4.0, forKey: #keyPath(RatingView.rating)) // KVC reaches the @objc property
                let animated = rating.fill.animation(forKey: "strokeEnd") != nil
                let read = rating.value(forKey: "rating") as? Double
                backgroundColor = listener.received == 4 && animated && read == 4 ? .systemGreen : .systemRed
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        #Preview("Delegate", traits: .fixedLayout(width: 40, height: 40)) {
            DelegateCheck(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        }

        #Preview("Rating layout", traits: .fixedLayout(width: 40, height: 40)) {
            let view = RatingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = .systemRed
            return view
        }

        """,
        "RatingView+Layout.swift": """
        import UIKit

        // An override in an extension, as many components lay out their layers.
        extension RatingView {
            open override func layoutSubviews() {
                super.layoutSubviews()
                fill.frame = bounds
                fill.path = UIBezierPath(rect: bounds).cgPath
            }
        }

        """,
    ]

    /// Writes the package (`Package.swift`, `Sources/Components/…`) into a new folder.
    static func package(extraTargets: [String: [String: String]] = [:]) throws -> URL {
        try LiveFixtures.package(
            "viewlab-bridge-pkg", name: "Bridged",
            targets: ["Components": files].merging(extraTargets, uniquingKeysWith: { a, _ in a }))
    }
}
