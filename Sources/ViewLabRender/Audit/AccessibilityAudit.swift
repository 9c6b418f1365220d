@_spi(ViewLab) import CoreGraphics
import Previews
import UIKit

/// ViewLab: an accessibility audit of a laid-out, rendered view tree and the pixels it rendered.
///
/// Rules (each in its own `AccessibilityAudit+Rule.swift`; Docs/accessibility.md says
/// where every threshold comes from):
/// - `hitArea`: an interactive element whose hit area — measured by hit-testing the window over
///   a grid of points, so an enlarged `point(inside:with:)` counts and a clipping parent does not —
///   is smaller than 44×44 pt (Apple HIG, *Buttons*: "a hit region of at least 44x44 pt").
/// - `label`: an interactive or image element without an accessibility label, or with one that
///   is its class name or an image's name.
/// - `contrast`: label and button text below WCAG 2.x AA (SC 1.4.3: 4.5:1, 3:1 for large text),
///   the background measured from the rendered pixels behind the text.
/// - `dynamicType`: a text-style font with `adjustsFontForContentSizeCategory` off; text that
///   truncates or clips at `.accessibilityExtraLarge` but not at the audited size.
/// - `overlap`: an interactive element that takes touches in part of another one's frame;
///   `hiddenInteractive`: an interactive element VoiceOver cannot reach.
/// The VoiceOver reading order is listed too (`readingOrder`).
///
/// The audit reads views, hit-tests the window and re-renders the stage, so it is `@MainActor`, as
/// they are; its report (`AuditReport`) is a `Sendable` value.
@MainActor
public struct AccessibilityAudit {
    /// The smallest hit area, in points (Apple HIG).
    public static let minimumHitSize: CGFloat = 44
    /// The text size the truncation check re-renders at.
    public static let accessibilitySize = UIContentSizeCategory.accessibilityExtraLarge

    /// The audited view.
    public let view: UIView
    /// Its name in paths (`root`, `preview`, a shell variable).
    public let name: String
    /// Every view under `view`, with paths and window frames.
    public let elements: [AuditElement]

    public init(view: UIView, name: String) {
        self.view = view
        self.name = name
        elements = AuditElement.all(under: view, named: name)
    }

    /// Audits `view` on `stage`: renders it, runs every rule, then re-renders at the accessibility
    /// text size for the truncation check and restores the stage's text size.
    ///
    /// A view that is the whole screen — the stage's root, or a view filling it (a controller's
    /// view shown by a preview) — takes in what is shown over it once the screen's turn has run: a
    /// controller presented (from `viewDidAppear`, say), an alert, the keyboard. The window is then
    /// audited, named `NAME.window!` so that its paths still evaluate (`:inspect`) — `window` when a
    /// full-screen presentation has taken the root out of the window.
    public static func run(_ view: UIView, named name: String, on stage: Stage) throws -> AuditReport {
        stage.runTurn()  // what the turn runs may present over the screen
        let (view, name) = screenTarget(view, named: name, on: stage)
        // as `render(in:)`: the model tree
        let image = try stage.renderFrame(view, options: RenderOptions(scale: 1, modelTree: true)).image
        let audit = AccessibilityAudit(view: view, name: name)
        var findings = audit.hitAreaFindings() + audit.labelFindings() + audit.contrastFindings(in: image)
        findings += audit.fixedFontFindings()
        findings += try audit.truncationFindings(on: stage)
        findings += audit.overlapFindings() + audit.hiddenInteractiveFindings()
        return AuditReport(
            findings: findings, readingOrder: audit.readingOrder(), area: view.convert(view.bounds, to: nil))
    }

    /// `view`, or the window when `view` is the whole screen and the window shows more than the root.
    private static func screenTarget(_ view: UIView, named name: String, on stage: Stage) -> (UIView, String) {
        let wholeScreen = view === stage.root || view.superview === stage.root && view.frame == stage.root.bounds
        guard wholeScreen, stage.screenView === stage.window else { return (view, name) }
        // A full-screen presentation removes the root from the window: no path through it reaches the window then.
        return (stage.window, view.window == nil ? "window" : "\(name).window!")
    }

    /// The elements that react to touches.
    var interactiveElements: [AuditElement] { elements.filter { $0.view.isInteractiveForAudit } }
}
