import UIKit
import XCTest

/// Core Foundation's absolute time is seconds since 1 January 2001 GMT, and
/// `kCFAbsoluteTimeIntervalSince1970` the seconds from 1970 to then (Apple, CFAbsoluteTime and
/// CFAbsoluteTimeGetCurrent documentation); `import UIKit` brings them, as on iOS.
final class CoreFoundationTimeTests: XCTestCase {
    func test_absoluteTime_countsFromTheReferenceDate() {
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(now, Date().timeIntervalSinceReferenceDate, accuracy: 1)
        XCTAssertEqual(now + kCFAbsoluteTimeIntervalSince1970, Date().timeIntervalSince1970, accuracy: 1)
        let interval: CFTimeInterval = CACurrentMediaTime()
        XCTAssertGreaterThanOrEqual(interval, 0)
    }
}

/// `NSObject`'s class method `description()` names the class, with its module for a Swift class
/// (Apple, NSObject `description()`), next to the instance's `description`.
final class ClassDescriptionTests: XCTestCase {
    final class MessageView: UIView {}

    func nibName<T: NSObject>(_ type: T.Type) -> String? { T.description().components(separatedBy: ".").last }

    func test_classDescription_isTheModuleQualifiedClassName() {
        XCTAssertEqual(nibName(MessageView.self), "MessageView")
        XCTAssertTrue(MessageView.description().hasSuffix("ClassDescriptionTests.MessageView"), MessageView.description())
        XCTAssertEqual(UIView.description(), "UIKit.UIView")
    }
}
