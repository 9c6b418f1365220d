import Foundation

/// UIKit's accessibility functions and settings (Apple, `UIAccessibility`). ViewLab runs no
/// assistive technology: VoiceOver, Switch Control and the other readers are off, and the display
/// settings follow the screen ViewLab shows — Bold Text (`legibilityWeight`), Increase Contrast
/// (`accessibilityContrast`) and Reduce Motion (`:reducemotion on` in the shell,
/// `.viewlabReduceMotion` on a preview). Posted notifications are recorded, not spoken.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// False: no screen reader runs.
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    /// True, as iOS's default.
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Reduce Motion, as the screen shown has it (`UIScreen.isReduceMotionEnabled`, set by the
    /// shell's `:reducemotion` and a preview's `.viewlabReduceMotion`).
    public static var isReduceMotionEnabled: Bool { UIScreen.main.isReduceMotionEnabled }
    /// Bold Text: the screen's `legibilityWeight` is `.bold`.
    public static var isBoldTextEnabled: Bool { UIScreen.main.legibilityWeight == .bold }
    /// Increase Contrast: the screen's `accessibilityContrast` is `.high`.
    public static var isDarkerSystemColorsEnabled: Bool { UIScreen.main.accessibilityContrast == .high }

    /// Posts `notification` to assistive technologies with its argument (a string to announce, the
    /// element to move to, or nil). Apple: "Posts a notification to assistive apps." ViewLab has
    /// none, so the post is recorded in `postedNotifications` (the last 100) and nothing is spoken.
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append(PostedNotification(notification: notification, argument: argument))
        if postedNotifications.count > 100 { postedNotifications.removeFirst(postedNotifications.count - 100) }
    }

    /// ViewLab: a notification posted with `post(notification:argument:)`.
    public struct PostedNotification {
        public var notification: Notification
        public var argument: Any?
    }
    /// ViewLab: what `post(notification:argument:)` received, oldest first.
    public internal(set) static var postedNotifications: [PostedNotification] = []

    /// The focused element of a technology: nil, none runs.
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        nil
    }

    /// A notification to assistive technologies (Apple's raw values).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// An assistive technology's identifier (`.notificationSwitchControl`, `.notificationVoiceOver`).
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationSwitchControl = Self(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        public static let notificationVoiceOver = Self(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    // Status-change notifications (UIKit's names; never posted: ViewLab's settings change only by
    // the shell's commands, which re-lay out the screen instead).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let elementFocusedNotification = Foundation.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    public static let announcementDidFinishNotification = Foundation.Notification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
}
