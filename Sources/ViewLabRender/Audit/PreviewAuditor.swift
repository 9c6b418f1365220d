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
    /// 44 pt idiom) takes touches there; the hit-area rule measures in the window, so the
    /// window's coordinate system is moved (its `bounds.origin`) to give the preview this room on
    /// every side. The preview stays at the window's origin, so every frame the report gives is
    /// the preview's own coordinates, as before. Half the minimum hit size: the rule looks no
    /// farther than that around an element.
    static let surroundings = AccessibilityAudit.minimumHitSize / 2

    /// The audit of `preview` in `variant`.
    public static func audit(_ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile = .iPhone15) throws -> AuditReport {
        var report = try PreviewRenderer.withContent(of: preview, variant: variant, device: device) { stage, content in
            let hosted = content.superview == nil
            let origin = stage.window.bounds.origin
            if hosted {
                stage.window.addSubview(content)
                stage.window.bounds.origin = CGPoint(x: -surroundings, y: -surroundings)
            }
            defer {
                if hosted {
                    content.removeFromSuperview()
                    stage.window.bounds.origin = origin
                }
            }
            return try AccessibilityAudit.run(content, named: "preview", on: stage)
        }
        report.accept(preview.accessibilityAcceptances)
        return report
    }
}
