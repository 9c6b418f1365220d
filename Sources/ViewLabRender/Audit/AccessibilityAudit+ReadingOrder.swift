import Previews
import UIKit

/// The VoiceOver reading order: the accessibility elements in the order VoiceOver visits them
/// when the user swipes right.
///
/// Within a container, UIKit orders elements by position — top to bottom, then leading to
/// trailing (right to left in a right-to-left layout) — unless the container sets (or overrides)
/// `accessibilityElements`, whose order is kept. An element's subviews are not visited (the
/// element speaks for them); a view with `accessibilityElementsHidden`, and hidden or transparent
/// views, are skipped. Elements are listed as `path "label"`; elements in `accessibilityElements`
/// that are not views are listed by their label.
extension AccessibilityAudit {
    func readingOrder() -> [String] {
        let paths = Dictionary(elements.map { (ObjectIdentifier($0.view), $0) }, uniquingKeysWith: { a, _ in a })
        func describe(_ view: UIView) -> String {
            let path = paths[ObjectIdentifier(view)]?.path ?? String(describing: type(of: view))
            let label = view.effectiveAccessibilityLabel.map { "\"\($0)\"" } ?? "(no label)"
            return "\(path) \(label)"
        }
        func visit(_ view: UIView) -> [String] {
            guard view.isShownForAudit, !view.accessibilityElementsHidden else { return [] }
            if view.isAccessibilityElementForAudit { return [describe(view)] }
            if let items = view.accessibilityElements {
                return items.flatMap { item -> [String] in
                    if let child = item as? UIView { return visit(child) }
                    if let element = item as? UIResponder {
                        return ["\"\(element.accessibilityLabel ?? "(no label)")\""]
                    }
                    return []
                }
            }
            return sortedByPosition(view.subviews).flatMap(visit)
        }
        return visit(view)
    }

    /// Top to bottom, then leading to trailing, by each view's frame in the window.
    func sortedByPosition(_ views: [UIView]) -> [UIView] {
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return views.map { ($0, $0.convert($0.bounds, to: nil)) }.sorted { a, b in
            if abs(a.1.minY - b.1.minY) > 0.5 { return a.1.minY < b.1.minY }
            return rightToLeft ? a.1.maxX > b.1.maxX : a.1.minX < b.1.minX
        }.map(\.0)
    }
}
