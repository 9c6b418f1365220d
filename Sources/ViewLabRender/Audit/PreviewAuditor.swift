import Previews
import UIKit

/// Audits previews (`viewlab audit`, `export --audit`): each preview is hosted on a stage as it is
/// rendered for export, audited with `AccessibilityAudit` (paths start at `preview`, the name
/// `:preview` binds in the shell), and the findings it accepts with
/// `.viewlabAccessibilityAccepted` are marked. Main-actor, as `PreviewRenderer`.
@MainActor
public enum PreviewAuditor {
    /// The audit of `preview` in `variant`.
    public static func audit(_ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile = .iPhone15) throws -> AuditReport {
        var report = try PreviewRenderer.withContent(of: preview, variant: variant, device: device) { stage, content in
            let hosted = content.superview == nil
            if hosted { stage.window.addSubview(content) }
            defer { if hosted { content.removeFromSuperview() } }
            return try AccessibilityAudit.run(content, named: "preview", on: stage)
        }
        report.accept(preview.accessibilityAcceptances)
        return report
    }
}
