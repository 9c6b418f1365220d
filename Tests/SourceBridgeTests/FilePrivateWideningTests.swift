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

    /// A moved override's `private` sibling in the same extension, inside `#if canImport(UIKit)`
    /// (a segmented control's `awakeFromNib` calling `setDefaultColorsIfNeeded()`), becomes
    /// internal too, unless another file declares a member of that name on the same type.
    func testPrivateMembersOfTheExtensionInsideAnIfBlockBecomeInternal() {
        let control = BridgedFile(
            path: "/src/Control.swift",
            text: """
                import UIKit
                open class Control: UIControl {
                    private func resetLater() {}
                }
                """)
        let designable = BridgedFile(
            path: "/src/Control+Designable.swift",
            text: """
                #if canImport(UIKit)
                import UIKit
                extension Control {
                    open override func awakeFromNib() {
                        super.awakeFromNib()
                        setDefaultColors()
                        resetLater()
                    }
                    private func setDefaultColors() {}
                    private func resetLater() {}
                }
                #endif
                """)
        let output = SourceBridge.bridge([control, designable])
        let text = output.files[1].text
        XCTAssertTrue(text.contains("\n            func setDefaultColors()"), text)
        XCTAssertTrue(
            text.contains("private func resetLater()"), "the class declares `resetLater` too: left private\n" + text)
        XCTAssertTrue(output.files[0].text.contains("override func awakeFromNib"), output.files[0].text)
    }
}
