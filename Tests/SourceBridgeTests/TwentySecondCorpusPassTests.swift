@testable import SourceBridge
import XCTest

/// The bridge's rewrites for idioms of the twenty-second corpus measurement: a class declared
/// under a library's own compilation flag (`#if MY_FEATURE_ENABLED`, set in its package manifest
/// or build settings) is registered in the class table under the same flag. Before, the
/// registration was appended unconditionally and the module did not compile when the flag was
/// off ("cannot find 'EventsManager' in scope"). And `(data as NSData).bytes` keeps its `NSData`
/// alive as Objective-C's autorelease pool does.
final class TwentySecondCorpusPassTests: XCTestCase {
    func test_aClassUnderAnUndecidedFlag_isRegisteredUnderTheSameCondition() throws {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                #if FEATURE_ENABLED
                open class Loader {}
                #elseif OTHER
                final class Fallback {}
                #else
                final class Stub {}
                #endif
                #if os(iOS)
                final class Always {}
                #endif
                """)
        XCTAssertTrue(ClassTablePass.run(&file, fileNumber: 0))
        let appendix = file.appendix.joined()
        XCTAssertTrue(appendix.contains("#if (FEATURE_ENABLED)\n    ClassTable.register(Loader.self"), appendix)
        XCTAssertTrue(
            appendix.contains("#if !(FEATURE_ENABLED) && (OTHER)\n    ClassTable.register(Fallback.self"), appendix)
        XCTAssertTrue(
            appendix.contains("#if !(FEATURE_ENABLED) && !(OTHER)\n    ClassTable.register(Stub.self"), appendix)
        let always = try XCTUnwrap(appendix.range(of: "ClassTable.register(Always.self"))
        XCTAssertFalse(
            appendix[..<always.lowerBound].hasSuffix("#if (os(iOS))\n    "), "a decided clause needs no guard")
        XCTAssertEqual(appendix.components(separatedBy: "#endif").count - 1, 3, appendix)
    }

    func test_theBytesOfABridgedData_comeFromAnNSDataKeptAlive() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                let pointer = UnsafeMutableRawPointer(mutating: (data as NSData).bytes)
                let other = (payload.subdata(in: range) as NSData).bytes
                let count = (data as NSData).length
                let cast = (value as? NSData)?.bytes
                """)
        BridgedDataPass.run(&file)
        XCTAssertTrue(
            file.text.contains("UnsafeMutableRawPointer(mutating: ((data)._autoreleasedNSData).bytes)"), file.text)
        XCTAssertTrue(file.text.contains("((payload.subdata(in: range))._autoreleasedNSData).bytes"), file.text)
        XCTAssertTrue(file.text.contains("(data as NSData).length"), "only the pointer-returning members")
        XCTAssertTrue(file.text.contains("(value as? NSData)?.bytes"), "a conditional cast is left alone")
    }

    /// A class in a clause the compiler skips (a coordinator under `#if canImport(AppKit)`) gets no
    /// selector table, one under `#if canImport(SwiftUI)` does (ViewLab ships SwiftUI: RangeUISlider);
    /// one under a library's own flag gets it under that flag.
    func test_selectorTablesFollowTheClausesTheCompilerReads() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                #if canImport(AppKit)
                final class Coordinator: NSObject {
                    @objc func changed() {}
                }
                #endif
                #if canImport(SwiftUI)
                final class RangeCoordinator: NSObject {
                    @objc func rangeChanged() {}
                }
                #endif
                #if LOGGING_ENABLED
                final class Logger: NSObject {
                    @objc func flush() {}
                }
                #endif
                """)
        XCTAssertTrue(DispatchTablePass.run(&file, index: ModuleIndex([file]), fileNumber: 0))
        let appendix = file.appendix.joined(separator: "\n")
        XCTAssertFalse(appendix.contains("register(Coordinator.self"), appendix)
        XCTAssertTrue(
            appendix.contains("SelectorTable.register(RangeCoordinator.self"),
            "ViewLab ships SwiftUI: RangeUISlider's coordinator is compiled, and its table registered: \(appendix)")
        XCTAssertTrue(appendix.contains("#if (LOGGING_ENABLED)\n    SelectorTable.register(Logger.self"), appendix)
        XCTAssertTrue(appendix.contains("#if (LOGGING_ENABLED)\n#sourceLocation"), appendix)
    }
}
