import UIKit

/// What the audit asks of a view, by UIKit's rules.
extension UIView {
    /// Whether the view is shown: it and its ancestors are not hidden and not (nearly) transparent,
    /// the rule hit-testing uses (alpha below 0.01 is skipped).
    var isShownForAudit: Bool {
        !selfAndAncestors.contains { $0.isHidden || $0.alpha < 0.01 }
    }

    /// The view, its superview, and so on up to the window.
    var selfAndAncestors: UnfoldSequence<UIView, (UIView?, Bool)> {
        sequence(first: self, next: \.superview)
    }

    /// Whether the view reacts to touches or to VoiceOver activation: an enabled `UIControl`, a
    /// view with an enabled gesture recogniser, or one whose `accessibilityTraits` contain
    /// `.button`, `.link` or `.adjustable` — and it takes touches (`isUserInteractionEnabled`).
    var isInteractiveForAudit: Bool {
        guard isUserInteractionEnabled, isShownForAudit else { return false }
        if let control = self as? UIControl, control.isEnabled { return true }
        if gestureRecognizers?.contains(where: \.isEnabled) == true { return true }
        return !accessibilityTraits.intersection([.button, .link, .adjustable]).isEmpty
    }

    /// Whether VoiceOver sees the view as an element: `isAccessibilityElement`, which UIKit's
    /// defaults make true on labels, buttons and the standard controls (see `UILabel`,
    /// `UIButton`) — except a label without text, which VoiceOver has nothing to read for.
    var isAccessibilityElementForAudit: Bool {
        guard isAccessibilityElement else { return false }
        if let label = self as? UILabel { return !(label.text ?? "").isEmpty }
        return true
    }

    /// The label VoiceOver reads: `accessibilityLabel`, whose UIKit defaults derive it — a label's
    /// text, a button's title or its image's label, an image view's image's label.
    var effectiveAccessibilityLabel: String? {
        guard let label = accessibilityLabel, !label.isEmpty else { return nil }
        return label
    }

    /// Whether the view or an ancestor hides its children from accessibility
    /// (`accessibilityElementsHidden` on an ancestor, or on the view itself).
    var isHiddenFromAccessibility: Bool {
        selfAndAncestors.contains { $0.accessibilityElementsHidden }
    }

    /// Whether the view or an ancestor is a disabled `UIControl` (WCAG exempts its text).
    var isInsideDisabledControl: Bool {
        selfAndAncestors.contains { ($0 as? UIControl)?.isEnabled == false }
    }
}
