@testable import SourceBridge
import XCTest

/// `MainActorTestPass`: SwiftPM's test discovery on Linux runs a main-actor XCTest method only
/// when it is `async` (swiftlang/swift-corelibs-foundation#5088); a synchronous one aborts the run
/// with `Could not cast value of type '(MyTests) -> @MainActor () -> ()'`.
final class MainActorTestPassTests: XCTestCase {
    func testMainActorTestMethodsOnLinuxMustBeAsyncSoTheBridgeMakesThemAsync() {
        let text = """
            import XCTest

            final class RingTests: XCTestCase {
                @MainActor func testRing() { XCTAssertTrue(true) }
                @MainActor func testThrows() throws {}
                @MainActor func testAlready() async {}
                func testPlain() {}
                @MainActor func helper() {}
                @MainActor func testWith(_ value: Int) {}
            }

            @MainActor final class CardTests: BaseTests {
                func testCard() {}
                nonisolated func testOffMain() {}
                static func testStatic() {}
            }

            class BaseTests: XCTestCase {}

            extension CardTests {
                func testInExtension() {}
            }

            final class NotATestCase {
                @MainActor func testLookalike() {}
            }

            """
        let output = bridged(text)
        let rewritten = output.files[0].text
        assertSameLineCount(text, rewritten)
        for line in [
            "@MainActor func testRing() async {", "@MainActor func testThrows() async throws {}",
            "@MainActor func testAlready() async {}",
            "func testPlain() {}", "@MainActor func helper() {}", "@MainActor func testWith(_ value: Int) {}",
            "func testCard() async {}", "nonisolated func testOffMain() {}", "static func testStatic() {}",
            "func testInExtension() async {}", "@MainActor func testLookalike() {}",
        ] {
            XCTAssertTrue(rewritten.contains(line), "\(line) in\n\(rewritten)")
        }
    }
}
