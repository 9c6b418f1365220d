import Previews
import UIKit

/// Rule `hitArea`: interactive elements need a hit area of at least 44×44 pt.
///
/// The area is measured, not read from the frame: the window is hit-tested (`hitTest(_:with:)`,
/// which asks every view's `point(inside:with:)`) at the centre of every point of a grid covering
/// the element's frame grown by 22 pt on each side; the hit area is the bounding box of the points
/// whose hit lands on the element or one of its subviews. An enlarged `point(inside:)` (the
/// 44 pt idiom) therefore counts, and a part cut off by a parent that does not take the touch does
/// not. Growing the frame by 22 pt is enough to decide: anything that reaches that far is at least
/// 44 pt across. Grids larger than 256×256 points are sampled every 4 pt.
extension AccessibilityAudit {
    func hitAreaFindings() -> [AuditFinding] {
        interactiveElements.compactMap { element in
            let area = hitArea(of: element)
            guard area.width < Self.minimumHitSize || area.height < Self.minimumHitSize else { return nil }
            let measured = area.isEmpty ? "no point takes touches" : "hit area \(AuditFinding.format(area))"
            return AuditFinding(
                rule: .hitArea, severity: .error, element: element,
                message: "\(measured), smaller than \(Int(Self.minimumHitSize))×\(Int(Self.minimumHitSize)) pt")
        }
    }

    /// The bounding box (window coordinates) of the grid points whose hit-test lands on the
    /// element or inside it; `.null` when none does.
    func hitArea(of element: AuditElement) -> CGRect {
        var area = CGRect.null
        forEachHit(around: element, margin: Self.minimumHitSize / 2) { point, hit, step in
            if hit.isDescendant(of: element.view) {
                area = area.union(CGRect(x: point.x - step / 2, y: point.y - step / 2, width: step, height: step))
            }
        }
        return area
    }

    /// Hit-tests the window at the centre of each grid cell of the element's frame grown by
    /// `margin`, calling `body` with the point, the view hit and the grid step.
    func forEachHit(around element: AuditElement, margin: CGFloat, _ body: (CGPoint, UIView, CGFloat) -> Void) {
        guard let window = view.window else { return }
        let region = element.frame.insetBy(dx: -margin, dy: -margin).integral
        guard !region.isNull, region.width.isFinite, region.height.isFinite else { return }
        let step: CGFloat = region.width * region.height > 256 * 256 ? 4 : 1
        var y = region.minY + step / 2
        while y < region.maxY {
            var x = region.minX + step / 2
            while x < region.maxX {
                let point = CGPoint(x: x, y: y)
                if let hit = window.hitTest(point, with: nil) { body(point, hit, step) }
                x += step
            }
            y += step
        }
    }
}
