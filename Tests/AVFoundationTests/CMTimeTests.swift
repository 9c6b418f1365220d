import CoreMedia
import XCTest

/// Core Media's rational times: equal times in different timescales are equal (and hash alike),
/// arithmetic is exact where it can be, and times are ordered invalid < -∞ < numbers < indefinite < +∞.
final class CMTimeTests: XCTestCase {
    func testRationalTimesCompareByValue() {
        XCTAssertEqual(CMTimeMake(value: 1, timescale: 2), CMTimeMake(value: 2, timescale: 4))
        XCTAssertEqual(Set([CMTimeMake(value: 1, timescale: 2), CMTime(value: 500, timescale: 1000)]).count, 1)
        XCTAssertEqual(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 4)), 0.75)
        XCTAssertLessThan(CMTimeMake(value: 1, timescale: 3), CMTimeMake(value: 34, timescale: 100))
        let sum = CMTimeMake(value: 1, timescale: 4) + CMTimeMakeWithSeconds(0.25, preferredTimescale: 600)
        XCTAssertEqual(sum.seconds, 0.5)
        XCTAssertEqual((CMTime(seconds: 2, preferredTimescale: 1) - .zero).seconds, 2)
        XCTAssertEqual(CMTimeMultiply(CMTimeMake(value: 1, timescale: 3), multiplier: 3).seconds, 1)
    }

    func testSpecialTimes() {
        XCTAssertFalse(CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        XCTAssertTrue(CMTime(seconds: .infinity, preferredTimescale: 600).isPositiveInfinity)
        XCTAssertTrue(CMTime.indefinite.seconds.isNaN)
        XCTAssertFalse(CMTimeMake(value: 1, timescale: 0).isValid, "a timescale of 0 is invalid")
        let ordered: [CMTime] = [
            .invalid, .negativeInfinity, CMTimeMake(value: -5, timescale: 1), .zero, .indefinite, .positiveInfinity,
        ]
        XCTAssertEqual(
            ordered.shuffled().sorted().map { CMTimeCompare($0, .zero) }, ordered.map { CMTimeCompare($0, .zero) })
        XCTAssertTrue((CMTime.positiveInfinity + CMTimeMake(value: 1, timescale: 1)).isPositiveInfinity)
        XCTAssertFalse((CMTime.invalid + .zero).isValid)
        let range = CMTimeRange(start: CMTimeMake(value: 1, timescale: 1), duration: CMTimeMake(value: 2, timescale: 1))
        XCTAssertTrue(range.containsTime(CMTimeMake(value: 1, timescale: 1)))
        XCTAssertFalse(range.containsTime(range.end), "the end is not in the range")
    }
}
