import Foundation
import ObjCRuntime

// `responds(to:)` on UIKit's delegate and data source protocols. On iOS they inherit
// `NSObjectProtocol` (Objective-C protocols), so a delegate proxy asks its original delegate
// `originalDelegate?.responds(to: aSelector)` through `any UIScrollViewDelegate`. ViewLab's
// protocols are class-bound Swift protocols; each gets the same answer as `NSObjectProtocol`'s
// (the selector tables: whether the object's class implements the method). Disfavoured, so an
// `NSObject` conformer's own `responds(to:)` (`NSObjectProtocol`'s, or a proxy's) is the one a
// call on the concrete type finds.

extension UIScrollViewDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UITableViewDataSource {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UICollectionViewDataSource {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UITextFieldDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UITextViewDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UIGestureRecognizerDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UINavigationControllerDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UITabBarControllerDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UIPageViewControllerDataSource {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UIPageViewControllerDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UIViewControllerTransitioningDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UIAdaptivePresentationControllerDelegate {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }
}

extension UIViewControllerContextTransitioning {
    /// `respondsToSelector:` (the context is an `NSObjectProtocol` object on iOS: an animator asks
    /// `transitionContext.responds(to: #selector(…view(forKey:)))` before using an iOS 8 method).
    /// Every method of the protocol is required, so UIKit's context answers yes for each of them.
    @_disfavoredOverload
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector.isImplemented(by: self) || contextTransitioningSelectors.contains(aSelector.name)
    }
}

/// The Objective-C selectors of `UIViewControllerContextTransitioning`'s methods and properties.
private let contextTransitioningSelectors: Set<String> = [
    "containerView", "isAnimated", "isInteractive", "transitionWasCancelled", "presentationStyle", "targetTransform",
    "viewControllerForKey:", "viewForKey:", "initialFrameForViewController:", "finalFrameForViewController:",
    "completeTransition:", "updateInteractiveTransition:", "finishInteractiveTransition", "cancelInteractiveTransition",
    "pauseInteractiveTransition",
]
