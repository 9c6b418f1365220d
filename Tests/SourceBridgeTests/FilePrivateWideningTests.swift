@testable import SourceBridge
import XCTest

/// An override moved from an extension in one file into its class's body in another keeps its
/// file's `private` helpers in reach: they become internal (columns kept), unless another file
/// declares the same name.
final class FilePrivateWideningTests: XCTestCase {
    func testHelpersOfAMovedOverrideBecomeInternalUnlessTheNameIsTaken() {
        let constraint = BridgedFile(
            path: "/src/LayoutConstraint.swift",
            text: """
                import UIKit
                public class LayoutConstraint: NSLayoutConstraint {}
                """)
        let debugging = BridgedFile(
            path: "/src/Debugging.swift",
            text: """
                import UIKit
                public extension LayoutConstraint {
                    override var description: String { describe(self) + suffix }
                }
                private func describe(_ object: AnyObject) -> String { "<constraint>" }
                fileprivate let suffix = "!"
                private func shared() {}
                """)
        let other = BridgedFile(
            path: "/src/Other.swift",
            text: """
                import UIKit
                private func shared() {}
                """)
        let output = SourceBridge.bridge([constraint, debugging, other])
        let text = output.files[1].text
        XCTAssertTrue(text.contains("\n        func describe(_ object: AnyObject)"), text)
        XCTAssertTrue(text.contains("\n            let suffix = \"!\""), text)
        XCTAssertTrue(text.contains("private func shared()"), "another file declares `shared`: left private\n" + text)
        XCTAssertTrue(output.files[0].text.contains("override var description"), output.files[0].text)
        XCTAssertTrue(output.files[2].text.contains("private func shared()"))
    }
}
