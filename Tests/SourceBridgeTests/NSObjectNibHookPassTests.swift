@testable import SourceBridge
import Foundation
import XCTest

/// `awakeFromNib()` overridden in a class that descends from `NSObject` itself: UIKit declares it
/// on `NSObject` on iOS; here the highest such class declares it (`NSObjectNibHookPass`).
final class NSObjectNibHookPassTests: XCTestCase {
    private func bridged(_ text: String) -> String {
        var file = BridgedFile(path: "/a.swift", text: text)
        NSObjectNibHookPass.run(&file, index: ModuleIndex([file]))
        return file.text
    }

    func testTheFirstNSObjectSubclassToOverrideDeclaresItAndItsSubclassesStillOverride() {
        let text = bridged(
            """
            open class ItemAnimation: NSObject {
                open override func awakeFromNib() {
                    super.awakeFromNib()
                    setUp()
                }
                func setUp() {}
            }
            open class FrameAnimation: ItemAnimation {
                open override func awakeFromNib() {
                    super.awakeFromNib()
                }
            }
            """)
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 12, "lines stay on their lines")
        XCTAssertEqual(lines[1].trimmingCharacters(in: .whitespaces), "open  func awakeFromNib() {")
        XCTAssertEqual(lines[2].trimmingCharacters(in: .whitespaces), "", "NSObject's awakeFromNib does nothing")
        XCTAssertEqual(lines[3].trimmingCharacters(in: .whitespaces), "setUp()")
        XCTAssertEqual(lines[8].trimmingCharacters(in: .whitespaces), "open override func awakeFromNib() {")
        XCTAssertEqual(lines[9].trimmingCharacters(in: .whitespaces), "super.awakeFromNib()")
    }

    func testASubclassWhoseModuleSuperclassIsAnNSObjectWithoutTheMethodDeclaresIt() {
        let text = bridged(
            """
            class Base: NSObject {}
            class Derived: Base {
                override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
            }
            """)
        XCTAssertFalse(text.contains("override"), text)
        XCTAssertFalse(text.contains("super."), text)
    }

    func testViewsControllersAndOtherMethodsAreLeftAlone() {
        let source = """
            class Card: UIView {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            class Model: NSObject {
                override var description: String { "model" }
                override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
            }
            """
        XCTAssertEqual(bridged(source), source)
    }
}
