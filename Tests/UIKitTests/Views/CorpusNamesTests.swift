import CoreGraphics
import Foundation
@testable import UIKit
import XCTest

/// Small names real component libraries use: Darwin's time constants, the deprecated `equalTo(_:)`,
/// `NSArray` colours for `CGGradient`, the app life-cycle notification names, and the content size
/// category limits of iOS 15.
@MainActor
final class CorpusNamesTests: XCTestCase {
    func testDarwinTimeConstants() async {
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC * 1000, NSEC_PER_SEC)
        XCTAssertEqual(NSEC_PER_USEC * USEC_PER_SEC, NSEC_PER_SEC)
        XCTAssertEqual(Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC), 0.5)
    }

    @available(*, deprecated)
    func testEqualToIsEquality() async {
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        XCTAssertFalse(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.zero))
    }

    func testGradientFromAnNSArrayOfColours() async {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as NSArray
        XCTAssertNotNil(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil))
        XCTAssertNil(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: ["red"] as NSArray, locations: nil))
    }

    func testApplicationNotificationNamesAreUIKits() async {
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
        XCTAssertEqual(UIApplication.willResignActiveNotification.rawValue, "UIApplicationWillResignActiveNotification")
        XCTAssertEqual(
            UIApplication.didEnterBackgroundNotification.rawValue, "UIApplicationDidEnterBackgroundNotification")
        XCTAssertEqual(
            UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
    }

    func testContentSizeLimitsClampTheViewsAndSubviewsTraits() async {
        let parent = UIView(frame: .zero), child = UILabel(frame: .zero)
        parent.addSubview(child)
        let base = parent.traitCollection.preferredContentSizeCategory
        XCTAssertNotEqual(base, .unspecified)
        parent.maximumContentSizeCategory = .extraSmall
        XCTAssertEqual(parent.traitCollection.preferredContentSizeCategory, .extraSmall)
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .extraSmall)
        parent.maximumContentSizeCategory = nil
        child.minimumContentSizeCategory = .accessibilityMedium
        XCTAssertEqual(parent.traitCollection.preferredContentSizeCategory, base)
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .accessibilityMedium)
        child.maximumContentSizeCategory = .extraLarge
        child.minimumContentSizeCategory = .accessibilityMedium
        parent.maximumContentSizeCategory = .extraSmall
        XCTAssertEqual(
            child.traitCollection.preferredContentSizeCategory, .extraSmall,
            "minimum above maximum: only the maximum applies")
    }
}

/// `RunLoop.Mode.tracking` exists as UIKit declares it (counting labels add their display link
/// for `.common` and `.tracking`).
@MainActor
final class RunLoopTrackingModeTests: XCTestCase {
    func testTrackingModeIsUIKitsAndDistinctFromCommon() async {
        XCTAssertEqual(RunLoop.Mode.tracking.rawValue, "UITrackingRunLoopMode")
        XCTAssertNotEqual(RunLoop.Mode.tracking, .common)
        XCTAssertNotEqual(RunLoop.Mode.tracking, .default)
    }
}

/// `appliedContentSizeCategoryLimitsDescription` is an open property on iOS: scrolling labels
/// override it (MarqueeLabel does).
@MainActor
final class ContentSizeLimitsDescriptionTests: XCTestCase {
    final class Marquee: UIView {
        override var appliedContentSizeCategoryLimitsDescription: String {
            "marquee: " + super.appliedContentSizeCategoryLimitsDescription
        }
    }

    func testSubclassesOverrideTheDescription() async {
        let view = Marquee()
        view.maximumContentSizeCategory = .extraLarge
        XCTAssertEqual(
            view.appliedContentSizeCategoryLimitsDescription,
            "marquee: Marquee, max: \(UIContentSizeCategory.extraLarge.rawValue)")
    }
}
