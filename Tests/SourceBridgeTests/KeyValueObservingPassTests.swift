@testable import SourceBridge
import XCTest

/// `KeyValueObservingPass`: `@objc dynamic` properties notify their observers each time they are
/// set (Apple, "Using Key-Value Observing in Swift": observable properties are `@objc dynamic`);
/// their class lists them for `observe(\.key)`; `override func observeValue(…)` compiles.
final class KeyValueObservingPassTests: XCTestCase {
    func test_dynamicPropertiesNotifyAroundEverySet_onTheirOwnLines() {
        let text = """
            class RingView: UIView {
                @objc dynamic var progress: CGFloat = 0
                @objc dynamic var tint: UIColor? { didSet { setNeedsDisplay() } }
                @objc dynamic var label: String { get { text } set { text = newValue } }
                @objc var plain = 0
                var text = ""
            }
            """
        let output = bridged(text)
        let lines = output.files[0].text.components(separatedBy: "\n")
        XCTAssertTrue(
            lines[0].contains(
                "nonisolated override class var keyValueObservingKeyPaths: [String: AnyKeyPath] { _keyValueObservingKeyPaths(adding: { Self._keyValueObservingKeyPaths_RingView(Self.self) }, to: super.keyValueObservingKeyPaths) }"
            ), lines[0])
        XCTAssertTrue(
            lines[0].contains("[\"progress\": \\Root.progress, \"tint\": \\Root.tint, \"label\": \\Root.label]"),
            lines[0])
        XCTAssertTrue(
            lines[1].hasSuffix(
                "dynamic var progress: CGFloat = 0 { willSet { willChangeValue(forKey: \"progress\") } didSet { didChangeValue(forKey: \"progress\") } }"
            ), lines[1])
        XCTAssertTrue(
            lines[2].contains(
                "{ willSet { willChangeValue(forKey: \"tint\") } didSet { defer { didChangeValue(forKey: \"tint\") }; setNeedsDisplay() } }"
            ), lines[2])
        XCTAssertTrue(
            lines[3].contains(
                "set { willChangeValue(forKey: \"label\"); defer { didChangeValue(forKey: \"label\") }; text = newValue }"
            ), lines[3])
        XCTAssertFalse(lines[4].contains("ChangeValue"), "only dynamic properties notify")
        XCTAssertTrue(
            output.files[0].appendix.allSatisfy { !$0.contains("KeyValueObservingCompliant") },
            "a view inherits the table")
        assertSameLineCount(text, output.files[0].text)
    }

    func test_aModelDescendingFromNSObjectGetsItsOwnTable_andItsSubclassOverridesIt() {
        let text = """
            class Download: NSObject { @objc dynamic var fraction = 0.0 }
            class Upload: Download { @objc dynamic var bytes = 0 }
            """
        let output = bridged(text)
        let lines = output.files[0].text.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].contains("nonisolated class var keyValueObservingKeyPaths"), lines[0])
        XCTAssertTrue(lines[0].contains("to: [:])"), lines[0])
        XCTAssertTrue(lines[1].contains("nonisolated override class var keyValueObservingKeyPaths"), lines[1])
        XCTAssertTrue(output.files[0].compiledText.contains("extension Download: KeyValueObservingCompliant {}"))
        XCTAssertFalse(output.files[0].compiledText.contains("extension Upload: KeyValueObservingCompliant"))
    }

    /// Swift: an override must be as accessible as the declaration it overrides (or its class):
    /// an `open` or `public` class's table says so (a snackbar library's open views).
    func test_overridingClassPropertyMustBeAsAccessibleAsTheDeclarationItOverrides() {
        let text = """
            open class Bar: UIView { @objc open dynamic var message = "" }
            public class Label: UILabel { @objc public dynamic var inset = 0.0 }
            public final class Model: NSObject { @objc public dynamic var level = 0 }
            class Plain: UIView { @objc dynamic var level = 0 }
            """
        let lines = bridged(text).files[0].text.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].contains("nonisolated open override class var keyValueObservingKeyPaths"), lines[0])
        XCTAssertTrue(lines[1].contains("nonisolated public override class var keyValueObservingKeyPaths"), lines[1])
        XCTAssertTrue(lines[2].contains("nonisolated public class var keyValueObservingKeyPaths"), lines[2])
        XCTAssertTrue(lines[3].contains(" nonisolated override class var keyValueObservingKeyPaths"), lines[3])
    }

    func test_overrideOfObserveValueIsDropped_unlessAModuleSuperclassDeclaresIt_andItIsCallableBySelector() {
        let text = """
            class Cell: UICollectionViewCell {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            class FancyCell: Cell {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """
        let output = bridged(text)
        let lines = output.files[0].text.components(separatedBy: "\n")
        XCTAssertTrue(lines[1].hasPrefix("    func observeValue("), lines[1])
        XCTAssertTrue(lines[4].hasPrefix("    override func observeValue("), lines[4])
        XCTAssertTrue(
            output.files[0].compiledText.contains(
                "case \"observeValueForKeyPath:of:change:context:\": return _selectorResult(object.observeValue("))
    }
}
