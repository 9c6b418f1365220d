import Previews
import UIKit

/// Rules `overlap` and `hiddenInteractive`.
///
/// - `overlap` (warning): an interactive element takes the touches in part of another
///   interactive element's frame — the window is hit-tested over the covered element's frame
///   (the grid of the `hitArea` rule, without the margin) and a point counts when the hit lands in
///   a different interactive element that is neither its ancestor nor its descendant. Reported
///   once per pair, on the covered element, with the share of its frame lost.
/// - `hiddenInteractive` (error): an interactive element VoiceOver cannot reach — inside a view
///   with `accessibilityElementsHidden`, or neither an accessibility element itself nor holding
///   one (a custom control left with `isAccessibilityElement` false) — still takes touches.
extension AccessibilityAudit {
    func overlapFindings() -> [AuditFinding] {
        let interactive = interactiveElements
        return interactive.flatMap { element -> [AuditFinding] in
            var covered: [ObjectIdentifier: (view: UIView, points: Int)] = [:]
            var total = 0
            forEachHit(around: element, margin: 0) { _, hit, _ in
                total += 1
                guard !hit.isDescendant(of: element.view),
                    let owner = interactive.last(where: {
                        hit.isDescendant(of: $0.view) && !element.view.isDescendant(of: $0.view)
                    })
                else { return }
                covered[ObjectIdentifier(owner.view), default: (owner.view, 0)].points += 1
            }
            let covers = covered.values.compactMap { cover in
                elements.first(where: { $0.view === cover.view }).map { ($0, cover.points) }
            }
            return covers.sorted { ($0.1, $1.0.path) > ($1.1, $0.0.path) }.map { cover, points in
                let share = Int((Double(points) / Double(max(1, total)) * 100).rounded())
                return AuditFinding(
                    rule: .overlap, severity: .warning, element: element,
                    message: "\(share)% of its frame takes touches for \(cover.path) (\(cover.className))")
            }
        }
    }

    func hiddenInteractiveFindings() -> [AuditFinding] {
        interactiveElements.compactMap { element in
            let view = element.view
            if view.isHiddenFromAccessibility {
                return AuditFinding(
                    rule: .hiddenInteractive, severity: .error, element: element,
                    message: "takes touches but is inside accessibilityElementsHidden")
            }
            guard !view.isAccessibilityElementForAudit, !element.hasAccessibleDescendant else { return nil }
            return AuditFinding(
                rule: .hiddenInteractive, severity: .error, element: element,
                message: "takes touches but is not an accessibility element (isAccessibilityElement is false)")
        }
    }
}
