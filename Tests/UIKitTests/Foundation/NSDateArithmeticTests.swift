import Foundation
import UIKit
import XCTest

/// `NSDate.addingTimeInterval(_:)` gives an `NSDate` where one is wanted, as Apple's Foundation
/// declares it (`-> Self`): a countdown keeps its dates in `NSDate` properties.
final class NSDateArithmeticTests: XCTestCase {
    final class Countdown {
        let date1970 = NSDate(timeIntervalSince1970: 0)
        var diffDate: NSDate!
        var targetDate: NSDate = NSDate()
        func set(minutes: TimeInterval) {
            diffDate = date1970.addingTimeInterval(minutes * 60)
            targetDate = NSDate(timeIntervalSince1970: 100).addingTimeInterval(20)
        }
    }

    func testAddingTimeIntervalToAnNSDateGivesAnNSDateWhereOneIsWanted() {
        let countdown = Countdown()
        countdown.set(minutes: 30)
        XCTAssertEqual(countdown.diffDate.timeIntervalSince1970, 1800)
        XCTAssertEqual(countdown.targetDate.timeIntervalSince1970, 120)
    }

    func testElsewhereFoundationsOwnAnswerStays() {
        let later = NSDate(timeIntervalSince1970: 10).addingTimeInterval(5)
        XCTAssertTrue(type(of: later) == Date.self, "without an NSDate context, Foundation's Date")
        XCTAssertEqual(later.timeIntervalSince1970, 15)
    }
}
