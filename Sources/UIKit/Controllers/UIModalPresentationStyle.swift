/// How a presented view controller is shown (`UIViewController.modalPresentationStyle`).
///
/// On an iPhone in portrait (horizontally compact) UIKit adapts the styles as iOS 13 and later do:
/// `.automatic`, `.pageSheet`, `.formSheet` and `.popover` show the sheet card
/// (`UISheetPresentationController`), `.fullScreen` and `.currentContext` cover the screen and
/// remove the presenting view when the transition ends, `.overFullScreen` and `.overCurrentContext`
/// cover it and keep the presenting view underneath, `.custom` asks the transitioning delegate for
/// a presentation controller.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// The animation of a modal presentation and dismissal that UIKit runs when no custom animator is
/// given (`UIViewController.modalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (and back down when dismissed).
    case coverVertical = 0
    /// ViewLab: drawn as `.crossDissolve` (no 3D flip).
    case flipHorizontal
    /// The presented view fades in (and out).
    case crossDissolve
    /// ViewLab: drawn as `.coverVertical` (no page curl).
    case partialCurl
}
