import Foundation
import Previews
@_spi(ViewLab) import UIKit

/// Rule `label`: interactive elements and images need a label VoiceOver can read.
///
/// Checked on every shown interactive element and every `UIImageView` with an image that is an
/// accessibility element (an image view VoiceOver skips needs no label). The label is
/// `accessibilityLabel` as UIKit's defaults derive it (a label's text, a button's title or its
/// image's label, an image view's image's label: see `UILabel`, `UIButton`, `UIImageView`). A label is missing when it is nil or blank; it is not usable when it is the element's
/// class name or an image's name (it ends in an image extension, names a PNG in the host's
/// resource folders — `name.png`, `name@2x.png` or `name@3x.png`, looked up without
/// `UIImage(named:)`, which would note every miss on standard error — or is a symbol
/// `UIImage(systemName:)` knows) — what VoiceOver reads when a developer passed an identifier
/// through.
extension AccessibilityAudit {
    func labelFindings() -> [AuditFinding] {
        elements.compactMap { element in
            let view = element.view
            let isImage =
                view is UIImageView && (view as? UIImageView)?.image != nil && view.isAccessibilityElement
                && view.isShownForAudit
            guard view.isInteractiveForAudit || isImage else { return nil }
            // A control whose children are the accessibility elements (a stack of buttons) is
            // labelled by them.
            if !view.isAccessibilityElementForAudit, element.hasAccessibleDescendant { return nil }
            let label = view.effectiveAccessibilityLabel?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if label.isEmpty {
                return AuditFinding(rule: .label, severity: .error, element: element, message: "no accessibility label")
            }
            if let why = Self.unusableLabelReason(label, className: element.className) {
                return AuditFinding(
                    rule: .label, severity: .error, element: element,
                    message: "accessibility label \"\(label)\" is \(why)")
            }
            return nil
        }
    }

    /// Why `label` tells a VoiceOver user nothing (nil when it is fine).
    static func unusableLabelReason(_ label: String, className: String) -> String? {
        if label == className { return "the class name" }
        let lower = label.lowercased()
        if [".png", ".jpg", ".jpeg", ".pdf", ".heic", ".gif", ".svg"].contains(where: lower.hasSuffix) {
            return "an image file name"
        }
        // Looked up in the list, not with `UIImage(systemName:)`, which says unknown names on stderr.
        if !label.contains(" "), isImageResourceName(label) || UIImage.availableSystemNames.contains(label) {
            return "an image name"
        }
        return nil
    }

    /// Whether a PNG called `name` (any scale variant) is in the host's resource folders.
    static func isImageResourceName(_ name: String) -> Bool {
        UIImage.resourceFolders.contains { folder in
            ["", "@2x", "@3x"].contains {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name)\($0).png").path)
            }
        }
    }
}

extension AuditElement {
    /// Whether a subview (at any depth) is an accessibility element.
    var hasAccessibleDescendant: Bool {
        func search(_ view: UIView) -> Bool {
            view.subviews.contains { $0.isShownForAudit && ($0.isAccessibilityElementForAudit || search($0)) }
        }
        return search(view)
    }
}
