internal import SwiftSyntax

/// Calls of UIKit's optional protocol requirements: `delegate?.tabBarController?(self, didSelect: vc)`.
///
/// On iOS the methods of UIKit's delegate and data source protocols are mostly `@objc optional`,
/// and components call them with `?` after the name — asking the Objective-C runtime whether the
/// object implements them. ViewLab's UIKit declares them as Swift requirements with default
/// implementations, where `?(` does not compile. A call whose method name is one of
/// `baseNames` is treated as the module's own optional requirements are (`OptionalRequirementPass`):
/// rewritten to `_optionalRequirement(target, Selector(…)) { $0.method(…) }`, which calls the method
/// only when the object's class implements it (the selector is registered in the module's
/// dispatch tables), and gives nil otherwise — so `?? default` works as on iOS.
enum UIKitOptionalRequirements {
    /// Base names of methods that are optional requirements of UIKit protocols ViewLab declares
    /// (Apple's headers: `UITableViewDelegate`, `UICollectionViewDelegate`, `UIScrollViewDelegate`,
    /// `UINavigationControllerDelegate`, `UITabBarControllerDelegate`, `UITabBarDelegate`,
    /// `UIPageViewControllerDataSource`/`Delegate`, `UISplitViewControllerDelegate`,
    /// `UITextFieldDelegate`, `UITextViewDelegate`, `UIGestureRecognizerDelegate`,
    /// `UIViewControllerTransitioningDelegate`, `UIPickerViewDelegate`, `NSLayoutManagerDelegate`,
    /// `NSTextStorageDelegate`, `UISearchBarDelegate`, `UISearchControllerDelegate`,
    /// `UIAdaptivePresentationControllerDelegate`, `UIPopoverPresentationControllerDelegate`;
    /// `UIKitOptionalRequirementTests` checks every method of those protocols is here).
    static let baseNames: Set<String> = [
        "tableView", "collectionView", "numberOfSections", "sectionIndexTitles", "indexTitles",
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewDidEndDecelerating", "scrollViewWillBeginDecelerating", "scrollViewDidEndScrollingAnimation",
        "scrollViewDidZoom", "viewForZooming", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
        "scrollViewWillBeginZooming", "scrollViewDidEndZooming", "scrollViewDidChangeAdjustedContentInset",
        "navigationController", "navigationControllerSupportedInterfaceOrientations",
        "navigationControllerPreferredInterfaceOrientationForPresentation", "tabBarController", "tabBar",
        "pageViewController", "presentationCount",
        "presentationIndex",
        "splitViewController", "primaryViewController", "splitViewControllerDidCollapse",
        "splitViewControllerDidExpand",
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
        "textFieldDidEndEditing",
        "textField", "textFieldShouldClear", "textFieldShouldReturn", "textFieldDidChangeSelection",
        "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewDidEndEditing", "textView",
        "textViewDidChange",
        "textViewDidChangeSelection", "gestureRecognizerShouldBegin", "gestureRecognizer",
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController",
        "pickerView", "layoutManager", "layoutManagerDidInvalidateLayout", "textStorage",
        "textViewShouldEndEditing", "pageViewControllerSupportedInterfaceOrientations",
        "pageViewControllerPreferredInterfaceOrientationForPresentation",
        "searchBar", "searchBarShouldBeginEditing", "searchBarTextDidBeginEditing", "searchBarShouldEndEditing",
        "searchBarTextDidEndEditing", "searchBarSearchButtonClicked", "searchBarBookmarkButtonClicked",
        "searchBarCancelButtonClicked", "searchBarResultsListButtonClicked",
        "presentSearchController", "willPresentSearchController", "didPresentSearchController",
        "willDismissSearchController", "didDismissSearchController",
        "adaptivePresentationStyle", "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
        "prepareForPopoverPresentation", "popoverPresentationControllerShouldDismissPopover",
        "popoverPresentationControllerDidDismissPopover",
    ]

    /// Optional requirements of UIKit protocols whose implementers are mostly UIKit's own classes
    /// (`UIViewImplicitlyAnimating`'s `addAnimations`, `addCompletion`, `continueAnimation`, which
    /// `UIViewPropertyAnimator` implements): ViewLab declares them with default implementations
    /// that do nothing, so `animator.addCompletion?(…)` is rewritten to a plain call (the `?`
    /// dropped) — the method runs when the animator has it, and nothing happens otherwise, as on
    /// iOS. (UIKit's classes are not in the selector tables `_optionalRequirement` asks.)
    static let requirementsWithDefaults: Set<String> = ["addAnimations", "addCompletion", "continueAnimation"]

    /// Finds `x?.name?(…)` / `x.name?(…)` / `x.name!(…)` calls of those names: their selectors by
    /// base name.
    final class CallCollector: SyntaxVisitor {
        var found: [String: Set<String>] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let (member, _, _) = node.optionalRequirementCall, member.base != nil else { return .visitChildren }
            let name = member.declName.baseName.text
            guard baseNames.contains(name) else { return .visitChildren }
            let labels = node.arguments.map { $0.label?.text ?? "_" } + (node.trailingClosure == nil ? [] : ["_"])
            found[name, default: []].insert(ObjCSelectorName.method(name, labels: labels))
            return .visitChildren
        }
    }
}

extension FunctionCallExprSyntax {
    /// The called member of an optional requirement call — `x?.name?(…)`, `x.name?(…)`, or
    /// `x.name!(…)` (forced: Objective-C traps when the object does not implement it) — with the
    /// `?`/`!` token after the name and whether it is forced.
    var optionalRequirementCall: (member: MemberAccessExprSyntax, mark: TokenSyntax, forced: Bool)? {
        if let chained = calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self)
        {
            return (member, chained.questionMark, false)
        }
        if let forced = calledExpression.as(ForceUnwrapExprSyntax.self),
            let member = forced.expression.as(MemberAccessExprSyntax.self)
        {
            return (member, forced.exclamationMark, true)
        }
        return nil
    }
}
