import Foundation
import UIKit
import XCTest

/// `Thread.main` as on Apple platforms: the main thread's object, equal to `Thread.current` there
/// and only there.
final class ThreadMainTests: XCTestCase {
    func testThreadMainIsTheMainThreadsObject() {
        XCTAssertTrue(Thread.current == .main, "XCTest runs on the main thread")
        XCTAssertTrue(Thread.main.isMainThread)
        // written by the background block, read after the wait
        final class Answer: @unchecked Sendable { var onMain: Bool? }
        let answer = Answer()
        let done = expectation(description: "background")
        DispatchQueue.global().async {
            answer.onMain = Thread.current == Thread.main
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(answer.onMain, false)
    }
}
