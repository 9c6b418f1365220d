import Previews
import UIKit

/// Audits previews (`viewlab audit`, `export --audit`): each preview is hosted on a stage as it is
/// rendered for export, audited with `AccessibilityAudit` (paths start at `preview`, the name
/// `:preview` binds in the shell), and the findings it accepts with
/// `.viewlabAccessibilityAccepted` are marked. Main-actor, as `PreviewRenderer`.
@MainActor
public enum PreviewAuditor {
    /// How much window a preview that does not fill the screen (`.sizeThatFitsLayout`,
    /// `.fixedLayout`) has around it while it is audited, in points. On a device such a view sits
    /// inside a larger window, so a hit area grown past its bounds with `point(inside:with:)` (the
    /// 44 pt idiom) takes touches there; the hit-area rule measures in the window (a container of
    /// the preview's size), so the window's bounds are grown and its coordinate system moved to give
    /// the preview this room on every side. The preview stays at the window's origin, so every frame the report gives is
    /// the preview's own coordinates, as before. Half the minimum hit size: the rule looks no
    /// farther than that around an element.
    static let surroundings = AccessibilityAudit.minimumHitSize / 2

    /// The audit of `preview` in `variant`.
    public static func audit(_ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile = .iPhone15)
        throws -> AuditReport
    {
        var report = try PreviewRenderer.withContent(of: preview, variant: variant, device: device) { stage, content in
            let hosted = content.superview == nil
            let bounds = stage.window.bounds
            if hosted {
                stage.window.addSubview(content)
                stage.window.bounds = CGRect(
                    x: -surroundings, y: -surroundings,
                    width: bounds.width + 2 * surroundings, height: bounds.height + 2 * surroundings)
            }
            defer {
                if hosted {
                    content.removeFromSuperview()
                    stage.window.bounds = bounds
                }
            }
            return try AccessibilityAudit.run(content, named: "preview", on: stage)
        }
        report.accept(preview.accessibilityAcceptances)
        return report
    }
}
