@testable import ViewLabShell
import XCTest

/// Where a trap happened, read from the Swift runtime's backtrace text (the backtracer's format,
/// `swift/docs/Backtracing.rst`): the first frame outside the runtime, the C library and the
/// shell's own executable.
final class TrapReportTests: XCTestCase {
    func testTheFirstFrameOfTheUsersCodeIsReportedWithItsPlace() {
        let text = """
            *** Program crashed: Illegal instruction at 0x00007fe61516df7f ***

            Thread 0 "viewlab" crashed:

              0              0x00007fe61516df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra]         0x00007fe6152f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              2 [ra]         0x00007fe61021a5ef Dot.draw(_:) + 606 in libLive_Dot_1.so at /home/me/Dot.swift:9:31
              3 [ra]         0x0000559ab2b31a59 closure #1 in UIView.drawWithUIKitEnvironment(in:rect:) + 72 in viewlab at /src/Sources/UIKit/Views/UIView+Display.swift:100:44
            """
        let report = TrapReport(backtrace: text, executable: "viewlab")
        XCTAssertEqual(report.reason, "Illegal instruction")
        XCTAssertEqual(report.whereText, "in Dot.draw(_:) at Dot.swift:9")
    }

    func testAFrameWithoutDebugInformationGivesTheFunctionOnly() {
        let text = """
            *** Program crashed: Illegal instruction at 0x1 ***
              2 [ra]         0x00007fe61021a5ef BoomView.draw(_:) + 606 in libLive_Boom_1.so
              3 [ra]         0x0000559ab2b31a59 UIView.draw(_:in:) + 316 in viewlab at /src/Sources/UIKit/Views/UIView.swift:289:9
            """
        XCTAssertEqual(TrapReport(backtrace: text, executable: "viewlab").whereText, "in BoomView.draw(_:)")
    }

    func testOnlyTheShellsOwnFramesGiveNoPlace() {
        let text = "  3 [ra] 0x0000559ab2b31a59 UIView.draw(_:in:) + 316 in viewlab at /src/UIView.swift:289:9\n"
        XCTAssertNil(TrapReport(backtrace: text, executable: "viewlab").whereText)
    }
}
