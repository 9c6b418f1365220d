import UIKit

/// How a web view is set up (`WKWebViewConfiguration`): kept as given.
@MainActor
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var suppressesIncrementalRendering = false
    open var applicationNameForUserAgent: String?
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var ignoresViewportScaleLimits = false

    public override init() { super.init() }
}

/// Page preferences (`WKPreferences`).
@MainActor
open class WKPreferences: NSObject {
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true

    public override init() { super.init() }
}

/// Preferences of the pages a navigation loads (`WKWebpagePreferences`).
@MainActor
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    open var preferredContentMode = ContentMode.recommended

    /// The content mode a page is shown in.
    public enum ContentMode: Int, Sendable {
        case recommended, mobile, desktop
    }

    public override init() { super.init() }
}

/// The media that need a user gesture to play (`WKAudiovisualMediaTypes`).
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// What data a page turns into links (`WKDataDetectorTypes`).
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}
