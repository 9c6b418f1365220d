import Previews
import UIKit

/// The accessibility-audit findings the bundled catalog accepts (`viewlab audit`), each with the
/// reason. The catalog shows UIKit's own look, and some of Apple's system colours and metrics
/// fall short of WCAG AA or the 44 pt target; each preview that shows them says so here.
extension PreviewTrait where Kind == Preview.ViewTraits {
    /// Captions and secondary text in `.secondaryLabel`.
    static var acceptsSecondaryLabelContrast: Self {
        .viewlabAccessibilityAccepted(.contrast, "captions and secondary text in iOS's secondaryLabel (#3C3C43 at 60%: 3.2–3.4:1 on light backgrounds), Apple's colour for secondary text, below WCAG AA")
    }

    /// Text on, or in, system colours, as iOS's own badges, chips and tinted buttons draw it.
    static var acceptsSystemColourContrast: Self {
        .viewlabAccessibilityAccepted(.contrast, "text in or on Apple's system colours as iOS draws badges, chips, avatars and tinted buttons (white on systemBlue 4.0:1, 2.8:1 in dark with Increase Contrast, systemRed 3.6:1, systemOrange 2.2:1; systemBlue on white 4.0:1), and secondaryLabel captions: below WCAG AA")
    }

    /// `UIButton.Configuration`'s medium size, as iOS lays it out.
    static var acceptsConfigurationButtonHeight: Self {
        .viewlabAccessibilityAccepted(.hitArea, "UIButton.Configuration's medium button is 35 pt tall here (under 44 pt on iOS too); the catalog shows UIKit's metrics")
    }
}
