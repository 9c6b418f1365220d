import SourceBridge
import XCTest

/// `AnyObjectLookupPass`: what it reads from the compiler and how it rewrites the messages.
final class AnyObjectLookupPassTests: XCTestCase {
    func testHintsAreTheCompilersAnyObjectErrorsForKnownMembers() {
        let output = """
            /src/Pager.swift:325:26: error: value of type 'AnyObject' has no member 'isEqual'
            /src/Pager.swift:392:58: error: value of type 'AnyObject' has no member 'cgPointValue'
            /src/Pager.swift:400:10: error: value of type 'AnyObject' has no member 'madeUpThing'
            /src/Pager.swift:401:10: error: cannot find 'x' in scope
            """
        XCTAssertEqual(
            AnyObjectLookupPass.hints(inCompilerErrors: output),
            [
                .init(file: "/src/Pager.swift", line: 325, member: "isEqual"),
                .init(file: "/src/Pager.swift", line: 392, member: "cgPointValue"),
            ])
    }

    func testTheMessagesOnTheHintedLinesGoThroughTheirClassesReceiver() throws {
        let source = """
            import UIKit
            func f(values: [String: AnyObject], old: AnyObject, new: AnyObject) -> Bool {
                let p = values["p"]?.cgPointValue
                let n = values["n"]!.intValue
                return old.isEqual(new) && p != nil && n! > 0
            }
            """
        let hints: Set<AnyObjectLookupPass.Hint> = [
            .init(file: "/src/F.swift", line: 3, member: "cgPointValue"),
            .init(file: "/src/F.swift", line: 4, member: "intValue"),
            .init(file: "/src/F.swift", line: 5, member: "isEqual"),
        ]
        let output = SourceBridge.bridge([BridgedFile(path: "/src/F.swift", text: source)], anyObjectMessages: hints)
        let text = try XCTUnwrap(output.files.first).text
        XCTAssertTrue(
            text.contains(
                #"let p = NSObject.anyObjectReceiver(values["p"], as: NSValue.self, sending: "cgPointValue")?.cgPointValue"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #"let n = NSObject.anyObjectProperty(values["n"]!, as: NSNumber.self, sending: "intValue", { $0.intValue })"#
            ),
            text)
        XCTAssertTrue(
            text.contains(#"NSObject.anyObjectReceiver(old, as: NSObject.self, sending: "isEqual")!.isEqual(new)"#),
            text)
        XCTAssertEqual(text.split(separator: "\n").count, source.split(separator: "\n").count, "lines kept")
    }

    /// A class held as `AnyClass` answers `NSObject`'s methods on iOS (`responds(to:)`,
    /// `perform(_:)`), as app-extension-safe code reaches the shared application.
    func testMessagesToAClassHeldAsAnyClassGoThroughTheClassReceiver() throws {
        let output = """
            /src/K.swift:4:88: error: value of type 'AnyClass' (aka 'any AnyObject.Type') has no member 'responds'
            /src/K.swift:9:20: error: value of type 'AnyClass' (aka 'any AnyObject.Type') has no member 'madeUp'
            """
        let hints = AnyObjectLookupPass.hints(inCompilerErrors: output)
        XCTAssertEqual(hints, [.init(file: "/src/K.swift", line: 4, member: "responds", onClass: true)])
        let source = """
            import UIKit
            func shared() -> UIApplication? {
                let selector = NSSelectorFromString("sharedApplication")
                if let cls = NSClassFromString("UIApplication"), cls.responds(to: selector) {
                    return UIApplication.perform(selector).takeUnretainedValue() as? UIApplication
                }
                return nil
            }
            """
        let output2 = SourceBridge.bridge([BridgedFile(path: "/src/K.swift", text: source)], anyObjectMessages: hints)
        let text = try XCTUnwrap(output2.files.first).text
        XCTAssertTrue(
            text.contains(
                "cls = NSClassFromString(\"UIApplication\"), NSObject.anyClassReceiver(cls).responds(to: selector)"),
            text)
    }
}
