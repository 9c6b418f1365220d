import UIKit

/// The App Store's rating and review request (Apple, `SKStoreReviewController`, StoreKit), which
/// Linux lacks; rating helpers import StoreKit for it. Apple: "the actual display of a
/// rating/review request view is governed by App Store policy" — the request may show nothing,
/// and apps must not depend on it. ViewLab has no App Store, so a request shows nothing: no
/// prompt is presented and the screen stays as it was, one of the outcomes iOS allows.
@MainActor
public final class SKStoreReviewController {
    private init() {}

    /// Asks for a rating prompt (deprecated in iOS 14 for `requestReview(in:)`): shows nothing.
    public static func requestReview() {}

    /// Asks for a rating prompt in `windowScene`: shows nothing.
    public static func requestReview(in windowScene: UIWindowScene) {}
}
