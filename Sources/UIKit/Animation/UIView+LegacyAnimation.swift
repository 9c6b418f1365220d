import Foundation

// MARK: - Begin/commit animations (deprecated in iOS 13, still available)

extension UIView {
    /// Opens an animation block that lasts until `commitAnimations()` (Apple, `beginAnimations(_:context:)`:
    /// "use of this method is discouraged… use the block-based animation API instead"; still in the
    /// iOS 17 SDK). Changes to animatable view properties until the commit animate with the
    /// settings `setAnimationDuration(_:)` (default 0.2 s), `setAnimationDelay(_:)` and
    /// `setAnimationCurve(_:)` (default ease-in-out) give — exactly as the block API does.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let legacy = LegacyAnimation(id: animationID, context: context)
        let block = ViewAnimationBlock(
            animates: animationsEnabled, duration: 0.2, completion: { [legacy] finished in legacy.didStop(finished) })
        legacy.block = block
        LegacyAnimation.open.append(legacy)
        block.open()
    }

    /// Closes the block `beginAnimations(_:context:)` opened; its animations start.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        guard let legacy = LegacyAnimation.open.popLast(), let block = legacy.block else { return }
        legacy.willStart()
        block.close()
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        LegacyAnimation.open.last?.block?.duration = duration
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) { LegacyAnimation.open.last?.block?.delay = delay }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        let options: AnimationOptions = [[.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear][curve.rawValue]]
        LegacyAnimation.open.last?.block?.timingFunction = timingFunction(for: options)
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = LegacyAnimation.open.last?.block else { return }
        if fromCurrentState {
            block.options.insert(.beginFromCurrentState)
        } else {
            block.options.remove(.beginFromCurrentState)
        }
    }

    /// The object sent the will-start and did-stop selectors (kept weakly, as UIKit does not retain it).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelegate(_ delegate: Any?) {
        LegacyAnimation.open.last?.delegate = delegate as AnyObject?
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationWillStart(_ selector: Selector?) {
        LegacyAnimation.open.last?.willStartSelector = selector
    }

    /// The selector sent to the delegate when the animations end: `animationDidStop(_:finished:context:)`-style
    /// selectors get the animation's id and whether it finished.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDidStop(_ selector: Selector?) {
        LegacyAnimation.open.last?.didStopSelector = selector
    }
}

/// One `beginAnimations(_:context:)` … `commitAnimations()` block, with its delegate and selectors.
@MainActor
final class LegacyAnimation {
    /// The blocks begun and not yet committed (they nest).
    static var open: [LegacyAnimation] = []

    let id: String?
    let context: UnsafeMutableRawPointer?
    var block: ViewAnimationBlock?
    weak var delegate: AnyObject?
    var willStartSelector: Selector?
    var didStopSelector: Selector?

    init(id: String?, context: UnsafeMutableRawPointer?) {
        self.id = id
        self.context = context
    }

    func willStart() {
        guard let selector = willStartSelector, let delegate = delegate as? NSObject else { return }
        _ = delegate.perform(selector, with: id)
    }

    func didStop(_ finished: Bool) {
        guard let selector = didStopSelector, let delegate = delegate as? NSObject else { return }
        _ = delegate.perform(selector, with: id, with: NSNumber(value: finished))
    }
}
